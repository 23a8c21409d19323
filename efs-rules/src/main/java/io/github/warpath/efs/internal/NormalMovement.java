package io.github.warpath.efs.internal;

import io.github.warpath.map.HexMap;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * The steps of normal and strategic movement: the step's price ({@link StepPricing}), enemy
 * units ({@code EFS enemy units}), enemy zones of control ({@link EnemyZoneOfControl}), the
 * limits of strategic movement ({@link StrategicMovement}) and the allowance. Overruns are
 * {@link Overrun}'s.
 *
 * <p>{@link #step} is kept small so the JIT inlines it into the search: the map's step value
 * plus the road-exit surcharge, within the allowance. Enemy units, zones of control,
 * strongpoints, strategic movement and closed steps go to {@link #stepSlow}.
 */
final class NormalMovement {
  /** The reason: a hex holding enemy units. */
  static final String ENEMY_HEX = "the hex holds enemy units; only an overrun enters it";
  private final StepPricing pricing;
  private final BoardMarks marks;
  private HexMap map;
  private int[] edge;
  private boolean strategic;
  private int allowance;
  private int zocCost;

  /**
   * A normal movement over shared pricing and marks.
   *
   * @param pricing the step pricing
   * @param marks the board marks
   */
  NormalMovement(StepPricing pricing, BoardMarks marks) {
    this.pricing = pricing;
    this.marks = marks;
  }

  /**
   * Compiles a query.
   *
   * @param q the query profile
   * @param enemyZocCost the price of entering an enemy zone of control
   */
  void reset(QueryProfile q, int enemyZocCost) {
    map = pricing.map;
    edge = pricing.edge;
    strategic = q.mode == MovementModes.STRATEGIC;
    allowance = q.allowance;
    zocCost = enemyZocCost;
  }

  /**
   * A step in a direction.
   *
   * @param node the node left
   * @param spent engine units spent before
   * @param dir the direction
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int step(int node, int spent, int dir, Transition out) {
    final int from = node >>> 3;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return MoveGraph.NONE;
    }
    final int tf = marks.hex.get(to);
    final int v = marks.anySideMarks ? pricing.stepValue(from, dir, to) : edge[from * 6 + dir];
    if (v < 0 || (tf & (BoardMarks.STRONGPOINT | BoardMarks.ENEMY | BoardMarks.ZOC)) != 0
        || strategic) {
      return stepSlow(node, spent, dir, out, from, to, tf);
    }
    int c = v >>> StepTables.COST_SHIFT;
    final int s = node & 7;
    if (s != 0) {
      final int x = pricing.surcharge(from, s, v);
      if (x < 0) {
        return stepSlow(node, spent, dir, out, from, to, tf);
      }
      c += x;
    }
    out.to = to << 3 | (v & 7);
    out.cost = c;
    if (c > allowance - spent) {
      return tooDear(c, spent, out);
    }
    return MoveGraph.LEGAL;
  }

  private int tooDear(int c, int spent, Transition out) {
    out.rule = StepReason.ALLOWANCE.ordinal();
    out.argA = c;
    out.argB = allowance - spent;
    return MoveGraph.ILLEGAL;
  }

  private int stepSlow(int node, int spent, int dir, Transition out, int from, int to, int tf) {
    int c = pricing.base(from, node & 7, dir, to, tf);
    if (c < 0) {
      out.to = to << 3;
      out.cost = -1;
      out.rule = strategic ? StrategicMovement.closedStep(~c, map.sideMask(from, dir)) : ~c;
      return MoveGraph.ILLEGAL;
    }
    final int arrive = pricing.arrive();
    out.to = to << 3 | arrive;
    out.cost = c;
    if (strategic && !StrategicMovement.onRoad(arrive)) {
      out.rule = StepReason.STRATEGIC_OFF_ROAD.ordinal();
      return MoveGraph.ILLEGAL;
    }
    if ((tf & BoardMarks.ENEMY) != 0) {
      out.rule = StepReason.ENEMY_HEX.ordinal();
      return MoveGraph.ILLEGAL;
    }
    if ((tf & BoardMarks.ZOC) != 0) {
      if (strategic) {
        out.rule = StepReason.STRATEGIC_ZOC.ordinal();
        return MoveGraph.ILLEGAL;
      }
      c += zocCost;
      out.cost = c;
      if (EnemyZoneOfControl.zoneToZone(marks.hex.get(from), tf)) {
        out.rule = StepReason.ZOC_TO_ZOC.ordinal();
        return MoveGraph.ILLEGAL;
      }
    }
    if (c > allowance - spent) {
      return tooDear(c, spent, out);
    }
    return MoveGraph.LEGAL;
  }
}
