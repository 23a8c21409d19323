package io.github.warpath.threat;

import io.github.warpath.hex.Hex;
import java.util.List;
import java.util.Objects;

/**
 * One hex of a threat map: the units that can reach it and the units whose zone of control
 * would cover it from some hex they can reach.
 *
 * @param hex the hex
 * @param units the units that can reach it, in the state's unit order (empty for a hex only a
 *     zone of control covers)
 * @param zoneOfControl the units whose zone could cover it, in the state's unit order (empty
 *     unless zones were asked for)
 */
public record ThreatHex(Hex hex, List<UnitThreat> units, List<String> zoneOfControl) {
  /**
   * Creates a hex entry.
   *
   * @param hex the hex
   * @param units the units that can reach it
   * @param zoneOfControl the units whose zone could cover it
   */
  public ThreatHex {
    Objects.requireNonNull(hex, "hex");
    units = ThreatLayout.immutable(units);
    zoneOfControl = ThreatLayout.immutable(zoneOfControl);
  }

  /**
   * Whether some unit can reach the hex.
   *
   * @return true if at least one unit can get there
   */
  public boolean reachable() {
    return !units.isEmpty();
  }

  /**
   * Whether every unit that can reach the hex must stop there.
   *
   * @return true if the hex is reachable and ends the move of every unit that gets there
   */
  public boolean mustStopForAll() {
    if (units.isEmpty()) {
      return false;
    }
    for (UnitThreat u : units) {
      if (!u.mustStop()) {
        return false;
      }
    }
    return true;
  }

  /**
   * A unit's entry, if it can reach the hex.
   *
   * @param unitId the unit
   * @return its entry, or null if it cannot get there
   */
  public UnitThreat unit(String unitId) {
    for (UnitThreat u : units) {
      if (u.unit().equals(unitId)) {
        return u;
      }
    }
    return null;
  }
}
