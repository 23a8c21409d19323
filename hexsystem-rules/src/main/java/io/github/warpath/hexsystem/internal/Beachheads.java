package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Hex-to-Hex Procedure: Beachhead (3.1.1); the hex of an enemy Beachhead marker is closed
 * ({@link UnitAndHexRestrictions}).
 * A unit moves onto a friendly Beachhead marker (on an all-sea hex) from an adjacent land hex,
 * or off it across the marker's beachhead hexside, only as its first move of the phase; either
 * spends the whole allowance and ends the move.
 */
final class Beachheads {
  private Beachheads() {}

  /** Detail: moving onto a beachhead after the move began. */
  static final int ENTER = 1;
  /** Detail: leaving a beachhead other than across its hexside, or after moving. */
  static final int EXIT = 2;

  /**
   * A step into or out of an all-sea hex.
   *
   * @return the rule (ordinal) of a legal step that spends the whole allowance, or -1 with the
   *     violation in {@code out}
   */
  static int step(HexsystemMoveGraph g, int loc, int d, int to, boolean toSea, boolean first,
      Transition out) {
    PositionMarks k = g.marks;
    if (g.seaHex(loc)) {
      int bd = k.beachFriendly.get(loc, -1);
      if (bd < 0) {
        illegal(out, HexsystemRule.TERRAIN_COSTS, TerrainCosts.OUT_OF_SEA);
        return -1;
      }
      if (d != bd || toSea || !first) {
        illegal(out, HexsystemRule.BEACHHEAD, EXIT);
        return -1;
      }
      return HexsystemRule.BEACHHEAD.ordinal();
    }
    if (k.beachFriendly.contains(to)) {
      if (!first) {
        illegal(out, HexsystemRule.BEACHHEAD, ENTER);
        return -1;
      }
      return HexsystemRule.BEACHHEAD.ordinal();
    }
    if (k.beachEnemy.contains(to)) {
      illegal(out, HexsystemRule.ENEMY_BEACHHEADS, 0);
    } else {
      illegal(out, HexsystemRule.TERRAIN_COSTS, TerrainCosts.ALL_SEA_HEX);
    }
    return -1;
  }

  /** Why a beachhead step is forbidden, or what a legal one did ({@code stop}). */
  static Violation reason(Transition t, boolean stop) {
    if (stop) {
      return Violation.of(HexsystemRule.BEACHHEAD, "moving onto or off a beachhead spends the"
          + " whole allowance and ends the move");
    }
    return Violation.of(HexsystemRule.BEACHHEAD, t.argA == ENTER
        ? "only a unit that starts in an adjacent land hex and has not moved this phase may"
            + " move onto a friendly beachhead"
        : "a unit leaves a beachhead only before it has moved this phase, across the"
            + " marker's beachhead hexside into the land hex it faces");
  }
}
