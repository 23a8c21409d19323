package io.github.warpath.rules;

import io.github.warpath.hex.Hex;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Optional;

/**
 * A rule set played on a hex map: in addition to checking moves, it prices single steps, computes
 * movement ranges and finds cheapest legal paths.
 *
 * <p>All four answers come from one search over the same compiled rules, so they cannot disagree:
 * a route returned by {@link #path} is judged legal by {@link #check} at the same cost, and every
 * position of {@link #reach} has such a route.
 *
 * <p>The overloads that take {@link SearchBuffers} reuse them and allocate nothing in steady
 * state but their result; the range query that fills a caller's {@link ReusableReach} allocates
 * nothing at all. The ones without buffers create fresh buffers. Buffers belong to one thread at
 * a time; the rule set and the state may be shared freely.
 */
public interface HexMovementRules extends RuleSet {

  /**
   * What one step costs: the verdict of a one-step move from {@code from} to {@code to}, judged as
   * if the units started their move at {@code from}.
   *
   * @param state the state
   * @param query who moves and how
   * @param from the hypothetical start
   * @param to the adjacent destination (or a box for transport moves)
   * @return the verdict of that single step
   */
  default Verdict cost(GameState state, MoveQuery query, Position from, Position to) {
    return check(state, MoveOrder.of(query.withStart(from), List.of(Step.to(to))));
  }

  /**
   * What one step costs, with reusable buffers: see {@link #cost(GameState, MoveQuery, Position,
   * Position)}.
   *
   * @param state the state
   * @param query who moves and how
   * @param from the hypothetical start
   * @param to the adjacent destination (or a box for transport moves)
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the verdict of that single step
   */
  default Verdict cost(GameState state, MoveQuery query, Position from, Position to,
      SearchBuffers buffers) {
    return check(state, MoveOrder.of(query.withStart(from), List.of(Step.to(to))),
        buffers);
  }

  /**
   * Judges a proposed move with reusable buffers: in steady state it allocates little beyond
   * the verdict, and its cost grows with the order's steps, not with the map. The default
   * ignores the buffers.
   *
   * @param state the state before the move
   * @param order the move
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the verdict; never null
   * @throws IllegalStateException if another thread is using the buffers
   * @throws io.github.warpath.InvalidInputException for malformed input only
   */
  default Verdict check(GameState state, MoveOrder order, SearchBuffers buffers) {
    return check(state, order);
  }

  /**
   * Judges a move and, if it is legal, performs it, with reusable buffers. The default ignores
   * the buffers.
   *
   * @param state the state before the move
   * @param order the move
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the verdict and, for a legal move, the state after it
   * @throws IllegalStateException if another thread is using the buffers
   * @throws io.github.warpath.InvalidInputException for malformed input only
   */
  default MoveOutcome apply(GameState state, MoveOrder order, SearchBuffers buffers) {
    return apply(state, order);
  }

  /**
   * The movement range.
   *
   * @param state the state
   * @param query who moves and how
   * @param buffers reusable search buffers (the result is a view over them)
   * @return the reachable positions
   */
  Reach reach(GameState state, MoveQuery query, SearchBuffers buffers);

  /**
   * The movement range, filled into a range the caller keeps and reuses, so that in steady state
   * the query allocates nothing at all (see {@link ReusableReach} for an example). The range
   * reads the buffers until they run another query, like the one {@link #reach(GameState,
   * MoveQuery, SearchBuffers)} returns, and holds the same entries.
   *
   * <p>The default fills the range with what {@link #reach(GameState, MoveQuery, SearchBuffers)}
   * returns, which it then reads through; {@link io.github.warpath.search.HexRuleSetSupport}
   * fills it without allocating.
   *
   * @param state the state
   * @param query who moves and how
   * @param buffers reusable search buffers, used by one thread at a time
   * @param range the caller's range, filled and returned
   * @return {@code range}, holding the reachable positions
   * @throws IllegalStateException if another thread is using the buffers
   */
  default ReusableReach reach(GameState state, MoveQuery query, SearchBuffers buffers,
      ReusableReach range) {
    java.util.Objects.requireNonNull(range, "range");
    range.hold(reach(state, query, buffers));
    return range;
  }

  /**
   * The movement range, with fresh buffers.
   *
   * @param state the state
   * @param query who moves and how
   * @return the reachable positions
   */
  default Reach reach(GameState state, MoveQuery query) {
    return reach(state, query, new SearchBuffers());
  }

  /**
   * The cheapest legal route to a position.
   *
   * @param state the state
   * @param query who moves and how
   * @param target the destination
   * @param buffers reusable search buffers
   * @return the route, or empty if the target cannot be reached legally
   */
  Optional<Route> path(GameState state, MoveQuery query, Position target,
      SearchBuffers buffers);

  /**
   * The cheapest legal route to a position, with fresh buffers.
   *
   * @param state the state
   * @param query who moves and how
   * @param target the destination
   * @return the route, or empty if unreachable
   */
  default Optional<Route> path(GameState state, MoveQuery query, Position target) {
    return path(state, query, target, new SearchBuffers());
  }

  /**
   * What comes closest to an order: the verdict on it and, if it is illegal, the legal moves
   * nearest to it: the cheapest legal route to its destination, or else the reachable hex
   * nearest the destination (by hex distance, then cost) with its route; and the longest legal
   * prefix of the order as given. Every alternative is an order that {@link #check} judges legal
   * at the cost it states; the cheapest route costs what {@link #path} returns.
   *
   * <p>The default runs one range query and checks prefixes from the longest down; {@link
   * io.github.warpath.search.HexRuleSetSupport} does the same on one compiled graph.
   *
   * @param state the state before the move
   * @param order the move
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the verdict and the alternatives (none for a legal order)
   * @throws io.github.warpath.InvalidInputException for malformed input only
   */
  default Alternatives alternatives(GameState state, MoveOrder order, SearchBuffers buffers) {
    return alternatives(state, order, check(state, order, buffers), buffers);
  }

  /**
   * What comes closest to an order whose verdict the caller already has, so that the order is
   * not checked twice: see {@link #alternatives(GameState, MoveOrder, SearchBuffers)}.
   *
   * @param state the state before the move
   * @param order the move
   * @param verdict what {@link #check} said of this order on this state; the answer carries it
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the verdict and the alternatives (none for a legal order)
   * @throws io.github.warpath.InvalidInputException for malformed input only
   */
  default Alternatives alternatives(GameState state, MoveOrder order, Verdict verdict,
      SearchBuffers buffers) {
    if (verdict.legal()) {
      return Alternatives.none(verdict, Alternatives.destinationOf(order));
    }
    Reach range = reach(state, order.query(), buffers);
    return io.github.warpath.internal.AlternativeFinder.find(state, order, verdict,
        range.start(), p -> {
          int at = range.indexOf(p);
          return at < 0 ? null : range.route(at);
        }, () -> range, order.steps().size() - 1,
        io.github.warpath.internal.AlternativeFinder.checked(range.start(),
            o -> check(state, o, buffers)));
  }

  /**
   * What comes closest to an order, with fresh buffers: see {@link #alternatives(GameState,
   * MoveOrder, SearchBuffers)}.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict and the alternatives (none for a legal order)
   */
  default Alternatives alternatives(GameState state, MoveOrder order) {
    return alternatives(state, order, new SearchBuffers());
  }

  /**
   * The hexes a unit's zone of control would cover if it stood on a hex: the hexes where it
   * would slow, stop or bar the other side's movement under this rule set's zone rules. The
   * unit's own position is ignored; the state supplies the map, the weather and the unit's
   * kind and flags. Rule sets without zones of control keep the default, which covers nothing.
   *
   * @param state the state
   * @param unitId the unit
   * @param at the hex it would stand on
   * @return the hexes of its zone, each once, in a stable order; empty if it projects none
   * @throws io.github.warpath.InvalidInputException for an unknown unit or a hex off the map
   */
  default List<Hex> zoneOfControl(GameState state, String unitId, Hex at) {
    state.unit(unitId);
    state.hexMap().require(at, "at");
    return List.of();
  }

  /**
   * The movement phases of a side's turn, in the order they are played: the "next movement
   * phase" of a side is the first of them after the current one. Each says what it allows; use
   * them with {@link #enterPhase} and the multi-phase {@link #reach(GameState, MoveQuery, List)}.
   *
   * <p>The default is a single phase, the state's current one, for rule sets whose turn has one
   * movement phase.
   *
   * @param state the state (its environment may matter: weather, scenario options)
   * @param side the side whose turn it is
   * @return at least one phase, in order of play
   */
  default List<MovementPhase> movementPhases(GameState state, String side) {
    return List.of(MovementPhase.of(state.environment().phase(), side,
        "the one movement phase of a turn: every unit of the side may move"));
  }

  /**
   * The state at the start of a movement phase: the environment's phase (and, if the phase names
   * one, active side) set, and what a new phase forgets forgotten. The default forgets every
   * unit's {@link io.github.warpath.state.PhaseMovement} (points spent, a stop that ended the
   * move, how the unit entered its hex); rule sets that keep other per-phase marks clear them
   * too. Nothing else is resolved: units stand where they stand.
   *
   * @param state the state, typically after the previous phase's moves
   * @param phase the phase that begins
   * @return the new state
   * @throws io.github.warpath.InvalidInputException for a phase or side the rule set does not
   *     know
   */
  default GameState enterPhase(GameState state, MovementPhase phase) {
    io.github.warpath.state.Environment env = state.environment().withPhase(phase.phase());
    if (!phase.side().isEmpty()) {
      env = env.withActiveSide(phase.side());
    }
    return state.withEnvironment(env).withoutPhaseMovement();
  }

  /**
   * The rules that keep units from moving at all in a state (not their side's phase, not their
   * kind of unit in this phase, no allowance, a move already ended this phase).
   *
   * @param state the state
   * @param query who moves and how
   * @return the violations; empty if the units may move. The default finds none.
   */
  default List<Violation> refusals(GameState state, MoveQuery query) {
    return List.of();
  }

  /**
   * Where units can be after a sequence of movement phases, each phase starting from where the
   * previous one can end, with the cheapest route phase by phase: see {@link PhasedReach} for
   * what is counted and which route is chosen.
   *
   * @param state the state before the first phase
   * @param query who moves and how (the same query in every phase)
   * @param phases the phases, in order; typically from {@link #movementPhases}
   * @param buffers reusable search buffers, used by one thread at a time
   * @return the ranges of the sequence (a persistent value, not a view over the buffers)
   * @throws io.github.warpath.InvalidInputException for no phases, more than twelve, or a phase
   *     the rule set does not know
   */
  default PhasedReach reach(GameState state, MoveQuery query, List<MovementPhase> phases,
      SearchBuffers buffers) {
    return PhaseSequence.run(this, state, query, phases, buffers);
  }

  /**
   * The ranges of a sequence of movement phases, with fresh buffers: see {@link
   * #reach(GameState, MoveQuery, List, SearchBuffers)}.
   *
   * @param state the state before the first phase
   * @param query who moves and how
   * @param phases the phases, in order
   * @return the ranges of the sequence
   */
  default PhasedReach reach(GameState state, MoveQuery query, List<MovementPhase> phases) {
    return reach(state, query, phases, new SearchBuffers());
  }

  /**
   * The cheapest legal route to a position across a sequence of movement phases, one leg per
   * phase.
   *
   * @param state the state before the first phase
   * @param query who moves and how
   * @param phases the phases, in order
   * @param target where the units should be after the last phase
   * @return the route, or empty if they cannot be there
   */
  default Optional<PhasedRoute> path(GameState state, MoveQuery query,
      List<MovementPhase> phases, Position target) {
    return reach(state, query, phases).route(target);
  }
}
