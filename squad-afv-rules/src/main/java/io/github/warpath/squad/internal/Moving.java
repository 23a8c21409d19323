package io.github.warpath.squad.internal;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadRule;

/**
 * Moving (the opening of the text): units go from hex to adjacent hex one at a time, each hex
 * spending points until they run out; a stack moves together, and infantry walking beside a
 * vehicle or gun pay each hex from their own points. What cannot be a step at all (a jump, or a
 * facing or action no transition meets) is answered here too.
 */
final class Moving {
  private static final int TICKS = SquadGraph.TICKS;

  private Moving() {}

  /**
   * A step that costs more than the points left: forbidden by reverse or turning where they
   * raised its price beyond the points (see {@link DearStep}), else by the movement points.
   *
   * @param cost the whole cost
   * @param reverseExtra what reverse adds to the step
   * @param turnCost what turning adds to it
   * @param allow the allowance
   * @param spent points spent so far
   * @param out the transition to fill
   * @return {@link MoveGraph#ILLEGAL}
   */
  static int outOfPoints(int cost, int reverseExtra, int turnCost, int allow, int spent,
      Transition out) {
    int left = Math.max(0, allow - spent);
    out.rule = DearStep.cited(reverseExtra, turnCost, cost, left).ordinal();
    out.argA = cost;
    out.argB = left;
    return MoveGraph.ILLEGAL;
  }

  /**
   * A step the stack's infantry cannot pay from their own points.
   *
   * @param foot what the hex costs them
   * @param left what they have left
   * @param out the transition to fill
   * @return {@link MoveGraph#ILLEGAL}
   */
  static int infantryShort(int foot, int left, Transition out) {
    out.rule = SquadRule.MOVING_STACK.ordinal();
    out.argA = foot;
    out.argB = left;
    return MoveGraph.ILLEGAL;
  }

  /**
   * The violation of a step beyond the points left.
   *
   * @param t the transition ({@code argA} the cost, {@code argB} the points left)
   * @return the violation
   */
  static Violation noPointsLeft(Transition t) {
    return Violation.builder().rule(SquadRule.MOVING_POINTS.ref())
        .reason("not enough movement points left").needed(Mp.ofTicks(t.argA, TICKS))
        .available(Mp.ofTicks(t.argB, TICKS)).build();
  }

  /**
   * The violation of a step beyond the points the stack's infantry have left.
   *
   * @param t the transition ({@code argA} their cost, {@code argB} their points left)
   * @return the violation
   */
  static Violation infantryPointsShort(Transition t) {
    return Violation.builder().rule(SquadRule.MOVING_STACK.ref()).reason("the infantry moving"
        + " with the stack have not enough movement points left of their own")
        .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(t.argB, TICKS)).build();
  }

  /**
   * Why no transition leads from a hex to a position.
   *
   * @param p the query
   * @param enemy the enemy-held hexes
   * @param from the hex
   * @param target the hex asked for, or null if the position is not a hex
   * @return the violation
   */
  static Violation unreachable(QueryProfile p, EnemyHexes enemy, int from, Hex target) {
    Hex here = p.map.hex(from);
    if (target != null && target.equals(here)) {
      return Violation.of(SquadRule.MOVING, "no turn or action in place fits this step: "
          + inPlaceHelp(p));
    }
    if (target != null && target.isAdjacentTo(here) && p.map.contains(target)
        && enemy.holds(p.map.index(target))) {
      return EnemyHexes.closed();
    }
    if (target != null && target.isAdjacentTo(here)) {
      return Violation.of(SquadRule.MOVING, "the step's facing or action cannot be met: "
          + stepHelp(p.type));
    }
    return Violation.of(SquadRule.MOVING, "units move one hex at a time, into an adjacent hex");
  }

  private static String inPlaceHelp(QueryProfile p) {
    switch (p.type) {
      case QueryProfile.VEHICLE:
        return "a vehicle turns in place to a new facing, or sets reverse on or off (actions "
            + Actions.REVERSE + ", " + Actions.FORWARD + ")" + leaderHelp(p.leaders);
      case QueryProfile.GUN:
        return "a gun turns in place to any facing" + leaderHelp(p.leaders);
      default:
        return p.leaders == 0 ? "infantry without a leader have no in-place actions"
            : "infantry report their leader lost with " + Actions.LEADER_PINNED + " or "
                + Actions.LEADER_ELIMINATED + " (with :<leader id> when several lead the stack,"
                + " once per leader)";
    }
  }

  private static String leaderHelp(int leaders) {
    return leaders == 0 ? "" : "; the infantry with it report their leader lost with "
        + Actions.LEADER_PINNED + " or " + Actions.LEADER_ELIMINATED;
  }

  private static String stepHelp(int type) {
    switch (type) {
      case QueryProfile.VEHICLE:
        return "a vehicle faces the hex it entered (away from it in reverse); reverse or forward"
            + " cannot be asked for on a step against a held toggle; close assault needs an"
            + " enemy-held hex";
      case QueryProfile.GUN:
        return "a gun faces the hex it entered; turn in place for another facing; close assault"
            + " needs an enemy-held hex";
      default:
        return "infantry have no facing; close assault needs an enemy-held hex";
    }
  }
}
