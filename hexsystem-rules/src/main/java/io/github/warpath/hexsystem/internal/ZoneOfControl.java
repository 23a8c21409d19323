package io.github.warpath.hexsystem.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Zones of control: a ground unit projects one into each neighbouring land hex, unless the
 * hexside between is all sea or the unit is flagged as projecting none; air units project none.
 * The movement graph marks enemy zones with this, and the threat map asks it where a side's
 * units would project theirs.
 */
public final class ZoneOfControl {
  private ZoneOfControl() {}

  /**
   * Whether a unit projects a zone at all.
   *
   * @param air whether it is an air unit
   * @param noZoc whether it is flagged as projecting none
   * @return true if it projects one
   */
  static boolean projects(boolean air, boolean noZoc) {
    return !air && !noZoc;
  }

  /**
   * Whether the zone of a unit on a hex extends to its neighbour in a direction.
   *
   * @param map the map
   * @param h the unit's hex index
   * @param d the direction
   * @return the neighbour's index if the zone reaches it, else -1
   */
  static int reaches(HexMap map, int h, int d) {
    int n = map.neighbor(h, d);
    if (n < 0 || (map.hexMask(n) & TableEncoding.ALL_SEA_HEX) != 0
        || (map.sideMask(h, d) & TableEncoding.ALL_SEA_SIDE) != 0) {
      return -1;
    }
    return n;
  }

  /**
   * The hexes a unit would cover with its zone if it stood on a hex, in direction order.
   *
   * @param state the state (the map)
   * @param unitId the unit
   * @param at where it would stand
   * @return the hexes of its zone
   * @throws io.github.warpath.InvalidInputException for an unknown unit or a hex off the map
   */
  public static List<Hex> hexes(GameState state, String unitId, Hex at) {
    Unit u = state.unit(unitId);
    HexMap map = state.hexMap();
    int h = map.require(at, "at");
    List<Hex> out = new ArrayList<>(6);
    if (!projects(u.kind().equals(HexsystemVocabulary.AIR),
        u.hasFlag(HexsystemVocabulary.FLAG_NO_ZOC))) {
      return out;
    }
    for (int d = 0; d < 6; d++) {
      int n = reaches(map, h, d);
      if (n >= 0) {
        out.add(map.hex(n));
      }
    }
    return out;
  }
}
