package io.github.warpath.squad.internal;

import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;

/**
 * Vehicle, AFV, and Gun Movement Rates, for guns of one point: such a gun moves a single hex
 * whatever the terrain, spending all its points on it, and faces any way. The other rates of the
 * heading are the counters' allowances ({@link QueryProfile}).
 */
final class OneHexGuns {
  private OneHexGuns() {}

  /**
   * Why a one-point gun cannot enter a second hex.
   *
   * @return the violation
   */
  static Violation singleHex() {
    return Violation.of(SquadRule.GUN_ONE_HEX, "a gun of one movement point moves a single hex"
        + " per turn");
  }

  /**
   * The note of its step.
   *
   * @return the note
   */
  static String note() {
    return "one-point gun: one hex";
  }
}
