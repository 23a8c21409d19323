package io.github.warpath.threat;

import io.github.warpath.hex.Hex;
import java.util.List;
import java.util.Objects;

/**
 * Where a side can strike: every hex any of its units can reach in a movement phase, sorted by
 * the map's hex order (column, then row), each with the units that can get there.
 *
 * <p>The lists of a map made by {@link ThreatMaps} are immutable and compact: the hexes and
 * their units are kept in flat arrays and each {@link ThreatHex} and {@link UnitThreat} is made
 * when it is read (equal every time it is read, though not the same object).
 *
 * @param side the side whose units move
 * @param phase the phase the ranges were computed in
 * @param mode the movement mode id
 * @param zones whether zones of control were added
 * @param units the side's units on the map that were asked, in the state's order
 * @param hexes the hexes reached (or covered by a zone of control), in map order
 */
public record ThreatMap(String side, String phase, String mode, boolean zones,
    List<String> units, List<ThreatHex> hexes) {
  /**
   * Creates a threat map.
   *
   * @param side the side
   * @param phase the phase
   * @param mode the mode id
   * @param zones whether zones of control were added
   * @param units the units asked
   * @param hexes the hexes, in map order
   */
  public ThreatMap {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(mode, "mode");
    units = List.copyOf(units);
    hexes = ThreatLayout.immutable(hexes);
  }

  /**
   * The entry of a hex.
   *
   * @param hex a hex
   * @return its entry, or null if no unit reaches it and no zone covers it
   */
  public ThreatHex hex(Hex hex) {
    if (hexes instanceof ThreatLayout.Hexes flat) {
      return flat.find(hex);
    }
    for (ThreatHex h : hexes) {
      if (h.hex().equals(hex)) {
        return h;
      }
    }
    return null;
  }

  /**
   * The number of hexes some unit can reach.
   *
   * @return the count
   */
  public int reachableCount() {
    if (hexes instanceof ThreatLayout.Hexes flat) {
      return flat.reachable();
    }
    int n = 0;
    for (ThreatHex h : hexes) {
      if (h.reachable()) {
        n++;
      }
    }
    return n;
  }

  /**
   * The most units that can reach any one hex.
   *
   * @return the largest number of units on one hex, 0 for an empty map
   */
  public int maxUnits() {
    if (hexes instanceof ThreatLayout.Hexes flat) {
      return flat.maxUnits();
    }
    int n = 0;
    for (ThreatHex h : hexes) {
      n = Math.max(n, h.units().size());
    }
    return n;
  }
}
