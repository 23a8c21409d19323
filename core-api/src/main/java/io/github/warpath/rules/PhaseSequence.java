package io.github.warpath.rules;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The search behind {@link PhasedReach}: a range per phase, each phase's searches started from
 * every position the previous phase can end at, in the state that phase's route leaves (applied
 * by the rule set, then the next phase entered).
 *
 * <p>Among the ways to a position it keeps the one that spends the fewest points over all
 * phases; among equals, the one that spends fewer in the later phases (so the unit gets as far as
 * it can early, before what happens between phases). It asks the rule set only public questions
 * (range, path, apply, enter phase), so every route it returns is judged by the rule set's own
 * checker, and it works for every hex rule set alike.
 */
final class PhaseSequence {
  /** The most phases one query may chain: bounds the time a query can take. */
  static final int MAX_PHASES = 12;

  private PhaseSequence() {}

  /** A position at the end of a phase, and how the best route found gets there. */
  static final class Node {
    final Position position;
    final int[] costs;
    final Node previous;
    /** The state the phase starts in, on this route: the unit stands at the leg's start. */
    final GameState phaseState;
    final boolean mustStop;
    Route leg;

    Node(Position position, int[] costs, Node previous, GameState phaseState,
        boolean mustStop) {
      this.position = position;
      this.costs = costs;
      this.previous = previous;
      this.phaseState = phaseState;
      this.mustStop = mustStop;
    }

    int total() {
      int t = 0;
      for (int c : costs) {
        t += c;
      }
      return t;
    }

    /** Fewer points in all; among equals, fewer in the later phases. */
    boolean betterThan(Node o) {
      int a = total();
      int b = o.total();
      if (a != b) {
        return a < b;
      }
      for (int k = costs.length - 1; k >= 0; k--) {
        if (costs[k] != o.costs[k]) {
          return costs[k] < o.costs[k];
        }
      }
      return false;
    }
  }

  static PhasedReach run(HexMovementRules rules, GameState state, MoveQuery query,
      List<MovementPhase> phases, SearchBuffers buffers) {
    if (phases.isEmpty()) {
      throw new InvalidInputException("phases", "give at least one movement phase; the rule set"
          + " lists a side's phases in movementPhases(state, side)");
    }
    if (phases.size() > MAX_PHASES) {
      throw new InvalidInputException("phases", "at most " + MAX_PHASES + " phases, got "
          + phases.size());
    }
    GameState base = state;
    MoveQuery q = query;
    if (query.start().isPresent()) {
      // a hypothetical start: the units stand there before the first phase
      for (String id : query.units()) {
        Unit u = base.unit(id);
        base = base.withUnit(u.withPosition(query.start().get()));
      }
      q = MoveQuery.builder().from(query).start(Optional.empty()).build();
    }
    Position start = base.unit(q.units().get(0)).position();
    List<PhaseReport> reports = new ArrayList<>();
    List<Map<Position, Node>> layers = new ArrayList<>();
    for (int k = 0; k < phases.size(); k++) {
      MovementPhase phase = phases.get(k);
      GameState entered = enter(rules, base, phase, k);
      Reach own = rules.reach(entered, q, buffers);
      reports.add(new PhaseReport(phase, own.allowance(), rules.refusals(entered, q)));
      Map<Position, Node> layer = new LinkedHashMap<>();
      if (k == 0) {
        collect(own, null, entered, layer);
      } else {
        for (Node from : sorted(layers.get(k - 1))) {
          GameState next = enter(rules, after(rules, from, q), phase, k);
          collect(rules.reach(next, q, buffers), from, next, layer);
        }
      }
      layers.add(layer);
    }
    return new PhasedReach(rules, q, start, reports, sortedLayers(layers));
  }

  private static GameState enter(HexMovementRules rules, GameState s, MovementPhase phase,
      int k) {
    GameState entered = rules.enterPhase(s, phase);
    try {
      rules.validate(entered);
    } catch (InvalidInputException e) {
      throw new InvalidInputException("phases[" + k + "]", "phase '" + phase.name() + "': "
          + e.getMessage());
    }
    return entered;
  }

  /** Adds a range's positions to a layer where they improve on what it holds. */
  private static void collect(Reach r, Node from, GameState phaseState,
      Map<Position, Node> layer) {
    int before = from == null ? 0 : from.costs.length;
    for (int i = 0; i < r.size(); i++) {
      int[] costs = new int[before + 1];
      if (from != null) {
        System.arraycopy(from.costs, 0, costs, 0, before);
      }
      costs[before] = r.cost(i).twelfths();
      Node n = new Node(r.position(i), costs, from, phaseState, r.mustStop(i));
      Node old = layer.get(n.position);
      if (old == null || n.betterThan(old)) {
        layer.put(n.position, n);
      }
    }
  }

  /** The state after a node's leg: applied by the rule set (unchanged for a unit that stays). */
  private static GameState after(HexMovementRules rules, Node n, MoveQuery q) {
    Route leg = leg(rules, n, q);
    if (leg.steps().isEmpty()) {
      return n.phaseState;
    }
    MoveOutcome out = rules.apply(n.phaseState, MoveOrder.of(q, leg.toSteps()));
    if (out.state().isEmpty()) {
      throw new IllegalStateException("rule set " + rules.id() + " refused the route of its own"
          + " range to " + n.phaseState.describe(n.position) + ": " + out.verdict());
    }
    return out.state().get();
  }

  /** The node's leg: the cheapest route of its phase, which costs what its range said. */
  static Route leg(HexMovementRules rules, Node n, MoveQuery q) {
    if (n.leg == null) {
      Route r = rules.path(n.phaseState, q, n.position).orElseThrow(() ->
          new IllegalStateException("rule set " + rules.id() + " has no path to "
              + n.phaseState.describe(n.position) + ", which its range holds"));
      int want = n.costs[n.costs.length - 1];
      if (r.cost().twelfths() != want) {
        throw new IllegalStateException("rule set " + rules.id() + " prices the path to "
            + n.phaseState.describe(n.position) + " at " + r.cost() + ", its range at "
            + Mp.ofTwelfths(want));
      }
      n.leg = r;
    }
    return n.leg;
  }

  private static List<Node> sorted(Map<Position, Node> layer) {
    List<Node> out = new ArrayList<>(layer.values());
    // stable: among equal totals the order the searches found them, which is deterministic
    out.sort((a, b) -> Integer.compare(a.total(), b.total()));
    return out;
  }

  private static List<List<Node>> sortedLayers(List<Map<Position, Node>> layers) {
    List<List<Node>> out = new ArrayList<>();
    for (Map<Position, Node> l : layers) {
      out.add(sorted(l));
    }
    return out;
  }
}
