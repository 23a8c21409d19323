package io.github.warpath.squad.internal;

import io.github.warpath.Mp;
import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;

/**
 * A vehicle's step or turn that costs more than the points left, and the rule that forbids it.
 * Two rules raise what a step costs beyond the terrain: reverse (three times the cost) and
 * turning (each hexside after the first costs a point). When the step's own price would fit and
 * one of them makes it too dear, that rule is cited, with the arithmetic; reverse first, since it
 * is the dearer, then turning. Only when the price without either is too dear does the step run
 * out of movement points.
 */
final class DearStep {
  private static final int TICKS = SquadGraph.TICKS;

  private DearStep() {}

  /**
   * The rule that forbids a step too dear for the points left.
   *
   * @param reverseExtra what reverse adds (twice the step's own cost), 0 if not in reverse
   * @param turnCost what turning adds
   * @param cost the whole cost
   * @param left the points left
   * @return {@link SquadRule#REVERSE}, {@link SquadRule#TURNING} or {@link
   *     SquadRule#MOVING_POINTS}
   */
  static SquadRule cited(int reverseExtra, int turnCost, int cost, int left) {
    if (reverseExtra + turnCost <= 0 || cost - reverseExtra - turnCost > left) {
      return SquadRule.MOVING_POINTS;
    }
    if (reverseExtra > 0 && cost - reverseExtra <= left) {
      return SquadRule.REVERSE;
    }
    if (turnCost > 0 && cost - turnCost <= left) {
      return SquadRule.TURNING;
    }
    // only the two together make it too dear: reverse, the dearer, is cited
    return reverseExtra > 0 ? SquadRule.REVERSE : SquadRule.TURNING;
  }

  /**
   * The violation, with the arithmetic of the rule cited.
   *
   * @param rule the rule {@link #cited} gave
   * @param step the step's own cost (0 for a turn in place)
   * @param turns the hexsides turned
   * @param reverse whether the step is in reverse
   * @param inPlace whether it is a turn in place
   * @param cost the whole cost
   * @param left the points left
   * @return the violation
   */
  static Violation explain(SquadRule rule, int step, int turns, boolean reverse, boolean inPlace,
      int cost, int left) {
    int turnCost = VehiclesAndTurning.cost(turns);
    String reason;
    if (rule == SquadRule.REVERSE) {
      reason = "in reverse the step costs three times " + mp(step)
          + (turnCost > 0 ? ", plus " + mp(turnCost) + " for turning " + turns + " hexsides" : "")
          + ", " + mp(cost) + " in all";
    } else if (rule == SquadRule.TURNING) {
      String turning = "turning " + turns + " hexsides" + (inPlace ? " in place" : "") + " costs "
          + mp(turnCost) + " (the first hexside is free)";
      reason = inPlace ? turning : turning + ", on top of " + mp(cost - turnCost) + " for the hex"
          + (reverse ? " in reverse" : "") + ": " + mp(cost) + " in all";
    } else {
      reason = "not enough movement points left";
    }
    return Violation.builder().rule(rule.ref()).reason(reason).needed(Mp.ofTicks(cost, TICKS))
        .available(Mp.ofTicks(left, TICKS)).build();
  }

  private static String mp(int ticks) {
    return Mp.ofTicks(ticks, TICKS).toString();
  }
}
