package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;

/**
 * Movement Restrictions: Weather (3.1.4). Mud: a unit cannot leave a Mud hex in an enemy zone of
 * control (and entering one ends the move, since it could not leave). Storms and Snow: moving
 * into or out of such a hex with an enemy zone of control ends the move, and friendly units do
 * not negate the zone there; leaving a hex whose zone comes only from the unit being overrun
 * (now or with the next step) does not end it.
 */
final class WeatherRestrictions {
  private WeatherRestrictions() {}

  /** Whether a weather code is Storms or Snow. */
  static boolean stormy(int w) {
    return w == TableEncoding.STORMS || w == TableEncoding.SNOW;
  }

  /** Whether a unit in a location is held by Mud: a Mud hex in an enemy zone of control. */
  static boolean mudHolds(HexsystemMoveGraph g, int loc) {
    return loc < g.hexCount && g.weather[loc] == TableEncoding.MUD
        && EnemyZonesOfControl.at(g, loc, -1) > 0;
  }

  /**
   * Whether leaving hex {@code from} (weather {@code w}, {@code zocFrom} enemy zones) ends the
   * move: Storms or Snow with a zone that does not come only from the unit in {@code target},
   * which the mover overruns now or next (-1 for none).
   */
  static boolean leavingEnds(HexsystemMoveGraph g, int from, int w, int zocFrom, int target) {
    return stormy(w) && zocFrom > 0 && !onlyFromOverrunTarget(g, from, zocFrom, target);
  }

  private static boolean onlyFromOverrunTarget(HexsystemMoveGraph g, int from, int zocFrom,
      int target) {
    if (target < 0) {
      return false;
    }
    for (int d = 0; d < 6; d++) {
      if (g.map.neighbor(from, d) == target) {
        return (g.map.sideMask(from, d) & TableEncoding.ALL_SEA_SIDE) == 0
            && zocFrom == g.marks.zocUnits.get(target, 0);
      }
    }
    return false;
  }

  /** Mud: the hex the unit cannot leave ({@code held}). */
  static Violation mud(String held) {
    return Violation.of(HexsystemRule.MUD, "the unit cannot leave " + held + ": it is a Mud hex"
        + " in an enemy zone of control, and friendly units do not help there");
  }

  /** Storms and Snow: why the move ended. */
  static Violation stormsAndSnow() {
    return Violation.of(HexsystemRule.STORMS_AND_SNOW, "moving into or out of a Storms or Snow"
        + " hex with an enemy zone of control ends the move; friendly units do not negate it"
        + " there");
  }
}
