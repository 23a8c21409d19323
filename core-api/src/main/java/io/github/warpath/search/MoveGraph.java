package io.github.warpath.search;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Position;

/**
 * A rule set's movement rules compiled for one query: one unit (or stack), one state, one phase.
 *
 * <p><b>Nodes.</b> A location is a hex of the map (its dense index, {@code 0 .. map().size() -
 * 1}) or one of {@link #extraLocations()} off-map places (boxes), numbered after the hexes. Each
 * location has {@link #states()} search states - what the rule must remember about how the unit
 * got there (entered along which road, facing, in reverse, first hex of the move...). A node is
 * {@code location * states() + state}.
 *
 * <p><b>Transitions.</b> From a node, slots {@code 0 .. slots(node) - 1} are the things the unit
 * might do next; by convention slots 0 to 5 are the six hex directions. {@link #transition} prices
 * one slot: it fills the {@link Transition} and says whether the step is legal. It must be a pure
 * function of its arguments and the compiled query, must never allocate on the legal path, and
 * must give the same answer every time. The engine uses it for ranges, paths, checks and applies
 * alike, which is what keeps them consistent.
 *
 * <p><b>Costs</b> are in engine units of {@code 1 / ticksPerMp()} MP and are never negative.
 * Deciding whether the unit has enough points left is the graph's job (it knows minimum-move and
 * spend-all rules); the engine adds costs and orders the search.
 */
public interface MoveGraph {

  /** The transition is legal. */
  int LEGAL = 1;
  /** The transition exists but a rule forbids it; {@link Transition#rule} says which. */
  int ILLEGAL = 0;
  /** There is no such transition (off the map, slot unused). */
  int NONE = -1;

  /**
   * The map whose hexes are the first locations.
   *
   * @return the map
   */
  HexMap map();

  /**
   * Number of search states per location.
   *
   * @return at least 1
   */
  int states();

  /**
   * Number of off-map locations after the hexes.
   *
   * @return zero or more
   */
  default int extraLocations() {
    return 0;
  }

  /**
   * The position of an off-map location.
   *
   * @param k 0 .. extraLocations() - 1
   * @return its position
   */
  default Position extraPosition(int k) {
    throw new IndexOutOfBoundsException("no extra location " + k);
  }

  /**
   * The off-map location of a position.
   *
   * @param position a position that is not a hex
   * @return 0 .. extraLocations() - 1, or -1 if it is not one of them
   */
  default int extraLocationOf(Position position) {
    return -1;
  }

  /**
   * The start node.
   *
   * @return {@code location * states() + state} of the start
   */
  int start();

  /**
   * Engine units per movement point.
   *
   * @return a divisor of 12
   */
  int ticksPerMp();

  /**
   * The allowance of the moving unit or stack, in engine units (for reports).
   *
   * @return the allowance
   */
  int allowance();

  /**
   * Number of transition slots from a node.
   *
   * @param node a node
   * @return zero or more; 6 for plain hex movement
   */
  int slots(int node);

  /**
   * Prices or forbids one transition.
   *
   * @param node the node moved from
   * @param spent points spent to reach it, in engine units
   * @param slot which transition
   * @param out the record to fill (already cleared)
   * @return {@link #LEGAL}, {@link #ILLEGAL} or {@link #NONE}
   */
  int transition(int node, int spent, int slot, Transition out);

  /**
   * Turns a violation code into a violation: the rule and a reason in plain words, with points
   * needed and available where the rule is about points. The engine adds the step and place.
   *
   * @param code {@link Transition#rule} of an ILLEGAL transition or a STOP
   * @param t the transition as filled in
   * @param fromNode the node moved from
   * @param spent points spent before the transition
   * @return the violation
   */
  Violation explain(int code, Transition t, int fromNode, int spent);

  /**
   * The violation for a step to a place no transition leads to (not adjacent, no transport
   * there).
   *
   * @param fromNode the node the unit is at
   * @param to the requested position
   * @return the violation
   */
  Violation unreachable(int fromNode, Position to);

  /**
   * Whether a node satisfies a step's facing and action requests. The default accepts steps that
   * request neither.
   *
   * @param node the node reached
   * @param slot the slot taken
   * @param step the requested step
   * @return true if the node is what the step asked for
   */
  default boolean matches(int node, int slot, Step step) {
    return step.facing() == null && step.action() == null;
  }

  /**
   * The facing a node represents, for systems with facing.
   *
   * @param node a node
   * @return the facing, or null
   */
  default HexDirection facing(int node) {
    return null;
  }

  /**
   * A short note on a transition for step reports ("road", "reverse", "overrun").
   *
   * @param fromNode the node moved from
   * @param slot the slot taken
   * @param t the transition
   * @return the note, possibly empty
   */
  default String note(int fromNode, int slot, Transition t) {
    return "";
  }

  /**
   * A lower bound on the cost of each hex of distance, for A* searches; 0 disables A* (required
   * when the graph has transport moves that jump across the map).
   *
   * @return engine units per hex of distance, a lower bound
   */
  default int minCostPerHex() {
    return 0;
  }

  /**
   * The first slot from which every transition is explicit at every node ({@link
   * Transition#EXPLICIT}: taken only when an order's step asks for it). A search never takes an
   * explicit transition, so it prices only the slots below this one; checks and applies still
   * see every slot. The default, {@link Integer#MAX_VALUE}, claims nothing.
   *
   * @return a slot number, at least 0
   */
  default int firstExplicitSlot() {
    return Integer.MAX_VALUE;
  }
}
