package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;

/**
 * Movement: Enemy Zones of Control (3.1). Entering an enemy zone of control ends the move unless
 * a friendly ground unit or Airdrop marker shares the hex, or the zone comes only from the unit
 * the mover overruns next (straight on: see {@link Overruns}). In Mud, Storms and Snow the
 * {@link WeatherRestrictions} apply instead. Which units project a zone: {@link ZoneOfControl}.
 */
final class EnemyZonesOfControl {
  private EnemyZonesOfControl() {}

  /** Enemy zones of control on a hex, not counting a unit overrun at {@code elimDir}. */
  static int at(HexsystemMoveGraph g, int h, int elimDir) {
    PositionMarks k = g.marks;
    int c = k.zocCount.get(h, 0);
    if (c != 0 && elimDir >= 0) {
      int t = g.map.neighbor(h, elimDir);
      if (t >= 0 && (g.map.sideMask(h, elimDir) & TableEncoding.ALL_SEA_SIDE) == 0) {
        c -= k.zocUnits.get(t, 0);
      }
    }
    return c;
  }

  /**
   * The rule that ends the move on arriving in {@code to} by hex-to-hex movement (an ordinal),
   * or -1. Where the only zone of control comes from a unit the mover could overrun next, the
   * move goes on and {@link HexsystemMoveGraph#pendingOut} is that direction.
   */
  static int stop(HexsystemMoveGraph g, int to, int ne, int spentAfter) {
    g.pendingOut = -1;
    int elimDir = ne >= 2 ? ne - 2 : -1;
    int z = at(g, to, elimDir);
    if (z == 0) {
      return -1;
    }
    int w = g.weather[to];
    if (w == TableEncoding.MUD) {
      return HexsystemRule.MUD.ordinal(); // it could not leave the hex anyway
    }
    boolean stormy = WeatherRestrictions.stormy(w);
    if (!stormy && g.marks.friendly.contains(to)) {
      return -1;
    }
    if (g.layout.overrunStates() && z == 1) {
      int dir = soleSourceDir(g, to, elimDir);
      int t = dir < 0 ? -1 : g.map.neighbor(to, dir);
      if (t >= 0 && !g.seaHex(t) && !g.marks.beachEnemy.contains(t)
          && Overruns.block(g, to, dir, t, g.probe) < 0 && PoliticalRestrictions.block(g, t) < 0) {
        int c2 = TerrainCosts.stepCost(g, to, dir, t);
        if (c2 >= 0 && spentAfter + c2 <= g.allowance) {
          g.pendingOut = dir;
          return -1;
        }
      }
    }
    return stormy ? HexsystemRule.STORMS_AND_SNOW.ordinal()
        : HexsystemRule.ENEMY_ZONE_OF_CONTROL.ordinal();
  }

  /** The direction of the one hex whose units project the zone of control on h, or -1. */
  private static int soleSourceDir(HexsystemMoveGraph g, int h, int elimDir) {
    for (int d = 0; d < 6; d++) {
      if (d == elimDir) {
        continue;
      }
      int n = g.map.neighbor(h, d);
      if (n >= 0 && (g.map.sideMask(h, d) & TableEncoding.ALL_SEA_SIDE) == 0
          && g.marks.zocUnits.get(n, 0) > 0) {
        return d;
      }
    }
    return -1;
  }

  /** Why the move ended in a zone. */
  static Violation reason(String place) {
    return Violation.of(HexsystemRule.ENEMY_ZONE_OF_CONTROL, "the unit entered an enemy zone of"
        + " control in " + place + " with no other friendly unit or Airdrop marker there, so its"
        + " move ends");
  }
}
