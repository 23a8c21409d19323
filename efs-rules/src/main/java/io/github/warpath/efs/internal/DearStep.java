package io.github.warpath.efs.internal;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsRuleHeading;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains a step of normal or strategic movement that costs more than the points left. The step
 * is illegal because of the rule that raised its price, if there is one: a step whose chart price
 * fits but whose surcharges do not is forbidden by the surcharge's rule, not by the allowance.
 *
 * <p>The surcharges outside the chart, in the order they are cited when several apply:
 * <ul>
 *   <li>the road-exit rule, which reprices the hex the unit leaves off its road (it entered that
 *   hex at the road rate and now pays its terrain instead);
 *   <li>the enemy zone of control, +1 to enter;
 *   <li>fortifications: an intact fortified line, +1 to cross, and a strongpoint, +1 to enter
 *   (both together cost +1).
 * </ul>
 * After them come the rules built into the chart's price ({@link ChartModifiers}): lingering
 * mud, minor roads in mud, snow on major rivers and footnote (a), each worth what the step would
 * cost less without it.
 *
 * <p>The first of them whose removal alone would make the step affordable is cited; when only the
 * sum of the surcharges outside the chart is too dear, the first present is. Either way the reason
 * spells out every surcharge and modifier and the totals. Where the step's price without any one
 * of them is still more than the points left, the allowance is the rule that forbids it.
 */
final class DearStep {
  /** The reason: not enough points. */
  static final String NOT_ENOUGH_POINTS = "not enough movement points left";

  private static final int TICKS = EfsGraph.TICKS;

  private DearStep() {}

  /**
   * The violation for a step priced at {@code t.argA} with {@code t.argB} points left.
   *
   * @param g the compiled query
   * @param t the transition, as filled in by the step
   * @param fromNode the node left
   * @param spent the points spent before the step
   * @return the violation, citing the rule that made the step too dear
   */
  static Violation explain(EfsGraph g, Transition t, int fromNode, int spent) {
    int cost = t.argA;
    int left = t.argB;
    // a step of normal or strategic movement, from a hex to an adjacent one
    int from = fromNode >>> 3;
    int to = t.to >>> 3;
    int dir = g.map().hex(from).directionTo(g.map().hex(to)).index();
    int roadExit = g.pricing().roadExitSurcharge(from, fromNode & 7, dir, to);
    int zoc = g.mode() == MovementModes.NORMAL && g.marks().inZoc(to) ? g.zocCost() : 0;
    int fort = g.pricing().fortifiedLineCost(from, dir, to);
    int strongpoint = g.pricing().strongpointSurcharge(from, dir, to);
    int extra = roadExit + zoc + fort + strongpoint;
    int[] chart = ChartModifiers.amounts(g, from, fromNode & 7, dir, to);
    // the step costs more than the points left, so a rule that adds nothing never makes it fit
    boolean chartCited = false;
    for (int a : chart) {
      chartCited |= cost - a <= left;
    }
    if (!chartCited && cost - extra > left) {
      return allowance(cost, left);
    }
    List<String> parts = new ArrayList<>();
    int[] amounts = {roadExit, zoc, fort + strongpoint, chart[0], chart[1], chart[2], chart[3]};
    EfsRuleHeading[] rules = {EfsRuleHeading.ROAD_EXIT, EfsRuleHeading.ENEMY_ZOC,
        EfsRuleHeading.FORTIFICATIONS,
        ChartModifiers.RULES[0], ChartModifiers.RULES[1], ChartModifiers.RULES[2],
        ChartModifiers.RULES[3]};
    EfsRuleHeading cited = null;
    EfsRuleHeading firstPresent = null;
    for (int k = 0; k < amounts.length; k++) {
      if (amounts[k] <= 0) {
        continue;
      }
      if (firstPresent == null) {
        firstPresent = rules[k];
      }
      if (cited == null && cost - amounts[k] <= left) {
        cited = rules[k];
      }
    }
    if (roadExit > 0) {
      int charged = g.pricing().roadPriceCharged(from, fromNode & 7);
      parts.add("left the road in " + g.map().label(from) + ": entering it costs "
          + mp(charged + roadExit) + ", not " + mp(charged));
    }
    if (zoc > 0) {
      parts.add(g.map().label(to) + " is in an enemy zone of control: +" + mp(zoc) + " to enter");
    }
    if (fort > 0) {
      parts.add("the fortified line between " + g.map().label(from) + " and " + g.map().label(to)
          + ": +" + mp(fort) + " to cross");
    }
    if (strongpoint > 0) {
      parts.add("the strongpoint in " + g.map().label(to) + ": +" + mp(strongpoint) + " to enter");
    }
    for (int k = 0; k < chart.length; k++) {
      if (chart[k] > 0) {
        parts.add(ChartModifiers.describe(g, k, chart[k], from, to));
      }
    }
    String reason = String.join("; ", parts) + "; the move needs " + mp(spent + cost) + ", "
        + mp(g.profile().allowance) + " allowed";
    return Violation.builder().rule((cited != null ? cited : firstPresent).ref()).reason(reason)
        .needed(Mp.ofTicks(cost, TICKS)).available(Mp.ofTicks(Math.max(0, left), TICKS))
        .build();
  }

  private static Violation allowance(int cost, int left) {
    StepReason w = StepReason.ALLOWANCE;
    return Violation.builder().rule(w.rule().ref()).reason(w.reason())
        .needed(Mp.ofTicks(cost, TICKS)).available(Mp.ofTicks(Math.max(0, left), TICKS))
        .build();
  }

  private static String mp(int ticks) {
    return Mp.ofTicks(ticks, TICKS).toString();
  }
}
