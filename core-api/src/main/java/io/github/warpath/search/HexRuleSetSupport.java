package io.github.warpath.search;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.internal.AlternativeFinder;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The base of a hex rule set: implement {@link #compile} (and optionally the hooks) and the
 * range, path, check, cost and apply queries all run on the one engine.
 *
 * <p>The type parameter is the rule set's own graph: {@link #compile} returns it and every hook
 * gets it back as it was compiled, so a rule set reads its compiled query without casts.
 *
 * <p>Hooks, in the order a check calls them:
 * <ol>
 *   <li>{@link #compile} - validates the query (unknown unit, unknown mode: throw
 *       {@link InvalidInputException}) and builds the graph;</li>
 *   <li>{@link #eligibility} - rules that forbid the move as a whole (not the phasing side, no
 *       allowance); a range of an ineligible unit holds only its start;</li>
 *   <li>the engine walks the steps through {@link MoveGraph#transition};</li>
 *   <li>{@link #finish} - end-of-move rules (a stack must end together, stacking limits, warnings
 *       about consequences);</li>
 *   <li>{@link #applyLegal} - builds the new state for {@link #apply}.</li>
 * </ol>
 *
 * @param <G> the rule set's compiled graph
 */
public abstract class HexRuleSetSupport<G extends MoveGraph> implements HexMovementRules {

  /** For subclasses. */
  protected HexRuleSetSupport() {}

  /**
   * Compiles the rules for one query. Rule sets should keep their graph object in {@link
   * SearchBuffers#scratch} and reset it here, so that queries allocate nothing.
   *
   * @param state the state (validated)
   * @param query who moves and how
   * @param buffers the buffers of this query
   * @return the compiled graph
   * @throws InvalidInputException for an unknown unit, mode or option
   */
  protected abstract G compile(GameState state, MoveQuery query, SearchBuffers buffers);

  /**
   * Rules that forbid the whole move before any step. The default allows every move.
   *
   * @param state the state
   * @param query who moves and how
   * @param graph the compiled graph
   * @return violations (step 0); empty if the units may move
   */
  protected List<Violation> eligibility(GameState state, MoveQuery query, G graph) {
    return List.of();
  }

  /**
   * End-of-move rules, run after a walk. The default has none.
   *
   * @param state the state
   * @param order the order
   * @param graph the compiled graph
   * @param walk the walk
   * @param warnings add consequences of a legal move here
   * @return violations of end-of-move rules
   */
  protected List<Violation> finish(GameState state, MoveOrder order, G graph, Walk walk,
      List<Violation> warnings) {
    return List.of();
  }

  /**
   * The state after a legal move. The default puts every moving unit at the end position, with
   * the final facing where the graph has one.
   *
   * @param state the state before
   * @param order the order
   * @param graph the compiled graph
   * @param walk the walk of the legal move
   * @return the state after
   */
  protected GameState applyLegal(GameState state, MoveOrder order, G graph, Walk walk) {
    GameState s = state;
    Position end = walk.endPosition();
    io.github.warpath.hex.HexDirection facing = graph.facing(walk.endNode());
    for (String id : order.query().units()) {
      Unit u = s.unit(id).withPosition(end);
      if (facing != null) {
        u = u.withFacing(facing);
      }
      s = s.withUnit(u);
    }
    return s;
  }

  private static void requireSameRuleSet(GameState state, String id) {
    if (!state.ruleSet().equals(id)) {
      throw new InvalidInputException("ruleSet", "the state is for rule set '" + state.ruleSet()
          + "', not '" + id + "'");
    }
  }

  @Override
  public Reach reach(GameState state, MoveQuery query, SearchBuffers buffers) {
    boolean mine = Engine.acquire(buffers);
    try {
      // the search apart, so that this method stays small enough to inline into its caller and
      // a range that does not escape there is not allocated
      return new ReachView(searchRange(state, query, buffers), buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Allocates nothing in steady state: the range keeps the engine's view over the buffers
   * from its first query and each query fills that view again.
   */
  @Override
  public ReusableReach reach(GameState state, MoveQuery query, SearchBuffers buffers,
      ReusableReach range) {
    Objects.requireNonNull(range, "range");
    boolean mine = Engine.acquire(buffers);
    try {
      return ReachView.fill(range, searchRange(state, query, buffers), buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  private G searchRange(GameState state, MoveQuery query, SearchBuffers buffers) {
    requireSameRuleSet(state, id());
    G g = compile(state, query, buffers);
    boolean canMove = eligibility(state, query, g).isEmpty();
    Engine.search(g, buffers, -1, canMove);
    return g;
  }

  @Override
  public Optional<Route> path(GameState state, MoveQuery query, Position target,
      SearchBuffers buffers) {
    requireSameRuleSet(state, id());
    boolean mine = Engine.acquire(buffers);
    try {
      G g = compile(state, query, buffers);
      int loc = Engine.requireLocation(g, target, "target");
      boolean canMove = eligibility(state, query, g).isEmpty();
      Engine.search(g, buffers, loc, canMove);
      return Optional.ofNullable(Engine.routeTo(g, buffers, loc));
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * The cost of the cheapest legal route to a position, in engine units, without building the
   * route: allocation-free, for tight loops.
   *
   * @param state the state
   * @param query who moves and how
   * @param target the destination
   * @param buffers reusable buffers
   * @return the cost in units of {@code 1 / ticksPerMp} MP, or -1 if unreachable
   */
  public int pathCostTicks(GameState state, MoveQuery query, Position target,
      SearchBuffers buffers) {
    requireSameRuleSet(state, id());
    boolean mine = Engine.acquire(buffers);
    try {
      G g = compile(state, query, buffers);
      int loc = Engine.requireLocation(g, target, "target");
      Engine.search(g, buffers, loc, eligibility(state, query, g).isEmpty());
      return Engine.costTo(buffers, loc);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>The rule set's {@link #eligibility} rules, for the query as compiled.
   */
  @Override
  public List<Violation> refusals(GameState state, MoveQuery query) {
    requireSameRuleSet(state, id());
    SearchBuffers buffers = new SearchBuffers();
    boolean mine = Engine.acquire(buffers);
    try {
      return List.copyOf(eligibility(state, query, compile(state, query, buffers)));
    } finally {
      Engine.release(buffers, mine);
    }
  }

  @Override
  public Verdict check(GameState state, MoveOrder order) {
    return check(state, order, new SearchBuffers());
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order) {
    return apply(state, order, new SearchBuffers());
  }

  /**
   * {@inheritDoc}
   *
   * <p>Walks the order's steps alone: its cost grows with the steps, not with the map.
   */
  @Override
  public Verdict check(GameState state, MoveOrder order, SearchBuffers buffers) {
    boolean mine = Engine.acquire(buffers);
    try {
      requireSameRuleSet(state, id());
      return verdict(state, order, compile(state, order.query(), buffers), buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order, SearchBuffers buffers) {
    boolean mine = Engine.acquire(buffers);
    try {
      Judged<G> j = judge(state, order, buffers);
      if (!j.verdict.legal()) {
        return new MoveOutcome(j.verdict, Optional.empty());
      }
      return new MoveOutcome(j.verdict, Optional.of(applyLegal(state, order, j.graph, j.walk)));
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Compiles the rules once for the order, its range and its prefixes.
   */
  @Override
  public Alternatives alternatives(GameState state, MoveOrder order, SearchBuffers buffers) {
    boolean mine = Engine.acquire(buffers);
    try {
      Judged<G> j = judge(state, order, buffers);
      if (j.verdict.legal()) {
        return Alternatives.none(j.verdict, Alternatives.destinationOf(order));
      }
      int bound = j.walk == null ? 0
          : firstRefusedBound(j.walk.violations(), order.steps().size() - 1);
      // the walk ran only if the eligibility rules allowed the move or the order has no step
      boolean canMove = j.walk != null && (!order.steps().isEmpty()
          || eligibility(state, order.query(), j.graph).isEmpty());
      // the steps before the first refused one are the walk's first layers
      Walk prefix = canMove && bound >= 1 ? j.walk.prefix(bound) : null;
      return find(state, order, j.verdict, j.graph, canMove, bound, prefix, buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Compiles the rules once for the search and the prefixes. The prefix search starts below
   * the first step the walk refused, found by a walk of the order's steps that stops at the first
   * one it cannot take and explains nothing; the longest prefix is read from that walk, with the
   * verdict's step reports where it ends on the verdict's way.
   */
  @Override
  public Alternatives alternatives(GameState state, MoveOrder order, Verdict verdict,
      SearchBuffers buffers) {
    if (verdict.legal()) {
      return Alternatives.none(verdict, Alternatives.destinationOf(order));
    }
    requireSameRuleSet(state, id());
    boolean mine = Engine.acquire(buffers);
    try {
      G g = compile(state, order.query(), buffers);
      int last = order.steps().size() - 1;
      boolean canMove = eligibility(state, order.query(), g).isEmpty();
      int bound = 0;
      Walk prefix = null;
      if (canMove) {
        WalkArrivals arrivals = EngineScratch.of(buffers).walkArrivals;
        bound = Math.min(last, Walk.legalSteps(g, order.steps(), arrivals));
        prefix = bound >= 1 ? Walk.prefix(g, arrivals, bound, verdict.steps()) : null;
      } else if (order.steps().isEmpty()) {
        bound = last;
      }
      return find(state, order, verdict, g, canMove, bound, prefix, buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * On the compiled graph, one search: it stops once the destination is settled, as a path
   * query does, and records every location it settles, so that when the destination cannot be
   * reached its entries are the whole range the nearest hex is read from. Then the prefixes from
   * {@code bound} steps down, each judged as {@link #check} judges it, without the verdict: the
   * one of {@code bound} steps on its walk {@code prefix}, already walked.
   */
  private Alternatives find(GameState state, MoveOrder order, Verdict verdict, G g,
      boolean canMove, int bound, Walk prefix, SearchBuffers buffers) {
    Position start = Engine.position(g, g.start() / g.states());
    return AlternativeFinder.find(state, order, verdict, start, p -> {
      int loc = Engine.locationOf(g, p);
      Engine.search(g, buffers, loc, canMove, true);
      return loc < 0 ? null : Engine.routeTo(g, buffers, loc);
    }, () -> new ReachView(g, buffers), bound,
        o -> canMove ? legalRoute(state, o, g, start,
            prefix != null && o.steps().size() == bound ? prefix : null, buffers) : null);
  }

  /**
   * The route of an order of a unit that may move, if the checker judges it legal, else null:
   * what {@link #judge} decides (no refused step, every step followed, no end-of-move rule
   * broken) and the steps it reports, without building the verdict. {@code walked} is the
   * order's walk if it has been walked already, else null.
   */
  private Route legalRoute(GameState state, MoveOrder order, G g, Position start, Walk walked,
      SearchBuffers buffers) {
    Walk walk = walked != null ? walked
        : Walk.of(g, order.steps(), EngineScratch.of(buffers).walkArrivals);
    if (!walk.violations().isEmpty() || !walk.complete()
        || !finish(state, order, g, walk, new ArrayList<>()).isEmpty()) {
      return null;
    }
    return new Route(start, walk.reports(), Mp.ofTicks(walk.spentTicks(), g.ticksPerMp()),
        false);
  }

  /** The steps before the first one a violation names, at most {@code bound}. */
  private static int firstRefusedBound(List<Violation> violations, int bound) {
    int b = bound;
    for (Violation v : violations) {
      if (v.step().isPresent()) {
        b = Math.min(b, v.step().getAsInt() - 1);
      }
    }
    return b;
  }

  private static final String VIOLATION = "violations element";

  private static final class Judged<G extends MoveGraph> {
    final Verdict verdict;
    final G graph;
    final Walk walk;

    Judged(Verdict verdict, G graph, Walk walk) {
      this.verdict = verdict;
      this.graph = graph;
      this.walk = walk;
    }
  }

  private Judged<G> judge(GameState state, MoveOrder order, SearchBuffers buffers) {
    requireSameRuleSet(state, id());
    G g = compile(state, order.query(), buffers);
    Verdict v = verdict(state, order, g, buffers);
    return new Judged<>(v, g, EngineScratch.of(buffers).judged);
  }

  /**
   * Judges an order on a graph already compiled for its query and leaves its walk in the
   * buffers ({@link EngineScratch#judged}, null when the eligibility rules refused the move).
   * Builds the verdict from the walk's own lists without a builder: a legal move allocates the
   * verdict, its step reports and the list of them.
   */
  private Verdict verdict(GameState state, MoveOrder order, G g, SearchBuffers buffers) {
    int ticks = g.ticksPerMp();
    Mp allowance = Mp.ofTicks(g.allowance(), ticks);
    EngineScratch scratch = EngineScratch.of(buffers);
    scratch.judged = null;
    List<Violation> before = eligibility(state, order.query(), g);
    if (!before.isEmpty() && !order.steps().isEmpty()) {
      List<Violation> refused = new ArrayList<>(before.size());
      for (Violation x : before) {
        refused.add(x.step().isPresent() ? x : x.withStep(0));
      }
      return Verdicts.of(id(), Verdicts.own(refused, VIOLATION), List.of(), List.of(), Mp.ZERO,
          allowance, Engine.position(g, g.start() / g.states()));
    }
    Walk walk = Walk.of(g, order.steps(), scratch.walkArrivals);
    scratch.judged = walk;
    List<Violation> violations = walk.violations();
    List<Violation> warnings = List.of();
    Position end = null;
    if (walk.complete()) {
      end = walk.endPosition();
      List<Violation> w = new ArrayList<>();
      violations = Verdicts.joined(violations, finish(state, order, g, walk, w), VIOLATION);
      warnings = Verdicts.own(w, "warnings element");
    }
    return Verdicts.of(id(), violations, warnings, walk.verdictSteps(),
        Mp.ofTicks(walk.spentTicks(), ticks), allowance, end);
  }
}
