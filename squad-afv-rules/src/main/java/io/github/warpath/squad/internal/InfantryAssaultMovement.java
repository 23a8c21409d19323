package io.github.warpath.squad.internal;

import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.Unit;

/**
 * Infantry Assault Movement: infantry may move at half their points (the halving comes before
 * anything else is taken off) and gain a point of cover, which the move records as the flag
 * {@link Flags#ASSAULT_COVER} (the cover itself belongs to combat). Only infantry may use it.
 */
final class InfantryAssaultMovement {
  private InfantryAssaultMovement() {}

  /**
   * The points of a unit in the query's mode.
   *
   * @param points its points, in engine units
   * @param assault whether the query uses assault movement
   * @return half the points (rounded down) in assault movement, else the points
   */
  static int points(int points, boolean assault) {
    return assault ? points / 2 : points;
  }

  /**
   * Whether a unit's kind may use the query's mode.
   *
   * @param kind the unit's kind
   * @param assault whether the query uses assault movement
   * @return false for a unit that is not infantry in assault movement
   */
  static boolean allowed(UnitKind kind, boolean assault) {
    return !assault || kind.infantry();
  }

  /**
   * The violation of a unit that is not infantry in assault movement.
   *
   * @param u the unit
   * @return the violation
   */
  static Violation notInfantry(Unit u) {
    return Violation.of(SquadRule.ASSAULT, "only infantry use assault movement, and '" + u.id()
        + "' is a " + u.kind());
  }
}
