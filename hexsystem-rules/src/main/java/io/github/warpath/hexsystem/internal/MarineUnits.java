package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Hex-to-Hex Procedure: Marine Units (3.1.1). Only a marine crosses an all-sea hexside, and only
 * as its first move of the phase; the landing spends the whole allowance and ends the move.
 */
final class MarineUnits {
  private MarineUnits() {}

  /**
   * A step across an all-sea hexside (with no road, rail or strait).
   *
   * @return the rule (ordinal) of a legal landing, or -1 with the violation in {@code out}
   */
  static int step(HexsystemMoveGraph g, boolean first, Transition out) {
    if (!g.profile.marine) {
      illegal(out, HexsystemRule.TERRAIN_COSTS, TerrainCosts.ALL_SEA_SIDE);
      return -1;
    }
    if (!first) {
      illegal(out, HexsystemRule.MARINE_UNITS, 0);
      return -1;
    }
    return HexsystemRule.MARINE_UNITS.ordinal();
  }

  /** Why a landing is forbidden, or what a legal one did ({@code stop}). */
  static Violation reason(boolean stop) {
    return Violation.of(HexsystemRule.MARINE_UNITS, stop ? "a marine landing across an all-sea"
        + " hexside spends the whole allowance and ends the move" : "a marine crosses an all-sea"
        + " hexside only before it has moved this phase");
  }
}
