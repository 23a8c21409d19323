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
 * <p>{@link #step} is kept small so the JIT inlines it into the search: a step on a hexside with
 * no marker, into a hex with no strongpoint, is priced from the map's step value and the road-exit
 * surcharge alone; the other steps call {@link StepPricing#base}, which a range on a board without
 * such markers never reaches. Enemy units, zones of control and strategic movement are judged in
 * {@link #marked}.
 */
final class NormalMovement {
  /** The reason: a hex holding enemy units. */
  static final String ENEMY_HEX = "the hex holds enemy units; only an overrun enters it";
  private final StepPricing pricing;
  private final BoardMarks marks;
  private HexMap map;
  private int[] edge;
  private byte[] flags;
  private boolean plain;
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
   * Takes the pricing's new tables and the marks' hex flags, after {@link StepPricing#pointAt}
   * and after the board was marked (the flags' array changes only with a larger map, which
   * brings new tables).
   */
  void pointAt() {
    map = pricing.map;
    edge = pricing.edge;
    flags = marks.hex.cells();
  }

  /**
   * Compiles a query.
   *
   * @param q the query profile
   * @param enemyZocCost the price of entering an enemy zone of control
   */
  void reset(QueryProfile q, int enemyZocCost) {
    plain = !marks.anySideMarks;
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
    final int tf = flags[to] & 0xFF;
    int c;
    int arrive;
    if (plain && (tf & BoardMarks.STRONGPOINT) == 0) {
      final int v = edge[from * 6 + dir];
      arrive = v & 7;
      c = v;
      if (v >= 0) {
        c = v >>> StepTables.COST_SHIFT;
        final int s = node & 7;
        if (s != 0) {
          final int x = pricing.surcharge(from, s, v);
          c = x < 0 ? ~StepReason.ROAD_EXIT.ordinal() : c + x;
        }
      }
    } else {
      c = pricing.base(from, node & 7, dir, to, tf);
      arrive = pricing.arrive();
    }
    if (c < 0) {
      out.to = to << 3;
      out.cost = -1;
      out.rule = strategic ? StrategicMovement.closedStep(~c, map.sideMask(from, dir)) : ~c;
      return MoveGraph.ILLEGAL;
    }
    out.to = to << 3 | arrive;
    out.cost = c;
    if ((tf & (BoardMarks.ENEMY | BoardMarks.ZOC)) != 0 || strategic) {
      return marked(spent, out, from, tf, c, arrive);
    }
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

  /** A priced step in strategic movement or into an enemy hex or zone of control. */
  private int marked(int spent, Transition out, int from, int tf, int c, int arrive) {
    if (strategic && !StrategicMovement.onRoad(arrive)) {
      out.rule = StepReason.STRATEGIC_OFF_ROAD.ordinal();
      return MoveGraph.ILLEGAL;
    }
    if ((tf & BoardMarks.ENEMY) != 0) {
      out.rule = StepReason.ENEMY_HEX.ordinal();
      return MoveGraph.ILLEGAL;
    }
    int cost = c;
    if ((tf & BoardMarks.ZOC) != 0) {
      if (strategic) {
        out.rule = StepReason.STRATEGIC_ZOC.ordinal();
        return MoveGraph.ILLEGAL;
      }
      cost += zocCost;
      out.cost = cost;
      if (EnemyZoneOfControl.zoneToZone(flags[from] & 0xFF, tf)) {
        out.rule = StepReason.ZOC_TO_ZOC.ordinal();
        return MoveGraph.ILLEGAL;
      }
    }
    if (cost > allowance - spent) {
      return tooDear(cost, spent, out);
    }
    return MoveGraph.LEGAL;
  }
}
