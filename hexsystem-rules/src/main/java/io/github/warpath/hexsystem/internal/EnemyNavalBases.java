package io.github.warpath.hexsystem.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Port-to-Port Procedure: Enemy Naval Bases (3.1.2). A port within the chart's Naval Base range
 * (3 hexes) of an enemy Naval Base is no friendly open port to debark at.
 */
final class EnemyNavalBases {
  private EnemyNavalBases() {}

  /** An enemy Naval Base within range of a hex, or -1. */
  static int near(HexsystemMoveGraph g, int h) {
    Hex a = g.map.hex(h);
    int range = g.chart.navalBaseRange;
    for (int base : g.profile.enemyBases) {
      Hex b = g.map.hex(base);
      if (Hex.distance(a.q(), a.r(), b.q(), b.r()) <= range) {
        return base;
      }
    }
    return -1;
  }

  /** Why the port is closed: the base in {@code t.argA}. */
  static Violation reason(HexsystemMoveGraph g, Transition t, String place) {
    return Violation.of(HexsystemRule.ENEMY_NAVAL_BASES, place + " is within "
        + g.chart.navalBaseRange + " hexes of the enemy Naval Base in " + g.map.label(t.argA)
        + ", so it is no friendly open port to debark at");
  }
}
