package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;

/**
 * Movement Restrictions: Unit and Hex (3.1.4). A hex holding an enemy unit is closed (except to
 * an overrun, {@link Overruns}); so is a hex holding an enemy Beachhead marker.
 */
final class UnitAndHexRestrictions {
  private UnitAndHexRestrictions() {}

  /** Enemy Units: the hex holds an enemy unit (index {@code unit}, or -1). */
  static Violation enemyUnits(HexsystemMoveGraph g, int unit, String place) {
    return Violation.of(HexsystemRule.ENEMY_UNITS, place + " holds an enemy unit"
        + ViolationReasons.unitName(g, unit) + (g.profile.armorMulti ? ""
            : "; only a multi-step armor-type unit may overrun"));
  }

  /** Enemy Beachheads: the hex is closed. */
  static Violation enemyBeachheads(String place) {
    return Violation.of(HexsystemRule.ENEMY_BEACHHEADS, place + " holds an enemy Beachhead"
        + " marker");
  }
}
