package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * The moves of one hex that spend every point and end the move: {@link OneHexMovement} and
 * {@link InfiltrationMovement}. The step is priced like any other (closed terrain stays closed)
 * and judged by the mode's rule.
 */
final class SingleStepMove {
  private final StepPricing pricing;
  private final BoardMarks marks;
  private HexMap map;
  private int[] info;
  private boolean oneHex;
  private EfsPhase phase;
  private long enemyFort;
  private int allowance;

  /**
   * A single step over shared pricing and marks.
   *
   * @param pricing the step pricing
   * @param marks the board marks
   */
  SingleStepMove(StepPricing pricing, BoardMarks marks) {
    this.pricing = pricing;
    this.marks = marks;
  }

  /** Takes the pricing's new tables, after {@link StepPricing#pointAt}. */
  void pointAt() {
    map = pricing.map;
    info = pricing.info;
  }

  /**
   * Compiles a query.
   *
   * @param q the query profile
   */
  void reset(QueryProfile q) {
    oneHex = q.mode == MovementModes.ONE_HEX;
    phase = q.phase;
    enemyFort = q.side.equals(EfsVocabulary.AXIS) ? StepTables.SOVIET_FORT
        : StepTables.AXIS_FORT;
    allowance = q.allowance;
  }

  /**
   * The step in a direction from a node that has not moved.
   *
   * @param node the node left
   * @param spent engine units spent before
   * @param dir the direction
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int step(int node, int spent, int dir, Transition out) {
    final int from = node >>> 1;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return MoveGraph.NONE;
    }
    final long side = map.sideMask(from, dir);
    out.to = to << 1 | 1;
    final int tf = marks.hex.get(to);
    int c = pricing.base(from, 0, dir, to, tf);
    if (c < 0) {
      out.rule = ~c;
      return MoveGraph.ILLEGAL;
    }
    // the step leaves the start node, where nothing is spent yet: it takes the whole allowance
    out.cost = allowance;
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    final boolean unbridgedMajor = (side & StepTables.MAJOR) != 0 && !pricing.bridged(from, dir);
    final boolean mud = pricing.mud(from) || pricing.mud(to);
    int why;
    if ((tf & BoardMarks.ENEMY) != 0) {
      why = StepReason.ENEMY_HEX.ordinal();
    } else if (oneHex) {
      why = OneHexMovement.forbids(mud,
          EnemyZoneOfControl.zoneToZone(marks.hex.get(from), tf), unbridgedMajor, phase);
    } else {
      why = InfiltrationMovement.forbids(mud, tf, (side & enemyFort) != 0
          && (marks.sideMark(from, dir) & BoardMarks.FORT_GONE) == 0, unbridgedMajor,
          ((info[from] | info[to]) & HexWeather.MAJOR_CITY) != 0);
    }
    if (why != 0) {
      out.rule = why;
      return MoveGraph.ILLEGAL;
    }
    out.rule = oneHex ? StepReason.ONE_HEX_DONE.ordinal()
        : StepReason.INFILTRATION_DONE.ordinal();
    return MoveGraph.LEGAL;
  }
}
