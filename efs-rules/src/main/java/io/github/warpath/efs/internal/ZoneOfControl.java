package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Zones of control: which of its six neighbours a unit projects a zone into. A unit overrun or
 * flagged as projecting none projects nothing; in mud, a motorized unit reaches only along a road
 * or railway hexside. The movement graph marks enemy zones with this, and the threat map asks it
 * where a side's units would project theirs.
 */
public final class ZoneOfControl {
  private static final int MUD = EfsWeather.MUD.ordinal();
  private static final int ALL = 63;

  private ZoneOfControl() {}

  /**
   * The directions a unit on a hex projects its zone into.
   *
   * @param u the unit
   * @param map the map
   * @param hexInfo the weather and terrain facts of the hexes, by hex index
   * @param i the hex index the unit stands on
   * @return bit d set if the zone extends in direction d (0 for none)
   */
  static int directions(Unit u, HexMap map, int[] hexInfo, int i) {
    if (u.hasFlag(EfsVocabulary.OVERRUN) || u.hasFlag(EfsVocabulary.NO_ZOC)) {
      return 0;
    }
    if ((hexInfo[i] & HexWeather.WEATHER) != MUD || !UnitAttributes.cls(u).motorized()) {
      return ALL;
    }
    int dirs = 0;
    for (int d = 0; d < 6; d++) {
      if ((map.sideMask(i, d) & StepTables.BRIDGING) != 0) {
        dirs |= 1 << d;
      }
    }
    return dirs;
  }

  /**
   * The hexes a unit would cover with its zone if it stood on a hex, in direction order.
   *
   * @param state the state (map, weather)
   * @param unitId the unit
   * @param at where it would stand
   * @return the hexes of its zone
   * @throws io.github.warpath.InvalidInputException for an unknown unit or a hex off the map
   */
  public static List<Hex> hexes(GameState state, String unitId, Hex at) {
    Unit u = state.unit(unitId);
    HexMap map = state.hexMap();
    int i = map.require(at, "at");
    HexWeather.Key key = HexWeather.Key.of(state.environment(), map);
    int[] info = map.derived(key, m -> HexWeather.build(m, key)).info;
    int dirs = directions(u, map, info, i);
    List<Hex> out = new ArrayList<>(6);
    for (int d = 0; d < 6; d++) {
      int n = map.neighbor(i, d);
      if (n >= 0 && (dirs & (1 << d)) != 0) {
        out.add(map.hex(n));
      }
    }
    return out;
  }
}
