package io.github.warpath.squad.internal;

import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;

/**
 * Minimum Move: a unit with points may always enter one hex, even one that costs more than it
 * has, and its move ends there. The graph lets the first hex of a move exceed the allowance with
 * a stop; a later hex may not.
 */
final class MinimumMove {
  private MinimumMove() {}

  /**
   * Whether the minimum move lets a step beyond the points through.
   *
   * @param moved whether the group has entered a hex already
   * @param allow the allowance
   * @return true for the first hex of a group with points
   */
  static boolean allows(boolean moved, int allow) {
    return !moved && allow > 0;
  }

  /**
   * Why the move stops after the first hex.
   *
   * @return the violation cited with the stop
   */
  static Violation ends() {
    return Violation.of(SquadRule.MINIMUM_MOVE, "the first hex cost more than the points left;"
        + " the minimum move allows it, and the move ends there");
  }
}
