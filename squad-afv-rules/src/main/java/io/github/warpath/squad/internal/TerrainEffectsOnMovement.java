package io.github.warpath.squad.internal;

import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.squad.SquadTerrain;

/**
 * Terrain Effects on Movement: what entering a hex costs each movement class (the dearest of
 * its terrains, plus each hexside feature crossed, or the road's cost along a road), and the
 * terrain and hexsides a class may not pass. The prices are in the {@link StepTable} of the
 * class, built once per map and chart; this class answers the steps the table closes.
 */
final class TerrainEffectsOnMovement {
  private TerrainEffectsOnMovement() {}

  /**
   * A step the terrain closes to a movement class; {@code argA} names the class for the reason.
   *
   * @param step the table's negative code
   * @param c the class that cannot pass
   * @param out the transition to fill
   * @return {@link MoveGraph#ILLEGAL}
   */
  static int closed(int step, MovementClass c, Transition out) {
    out.cost = -1;
    out.rule = (step == StepTable.HEX_PROHIBITED ? SquadRule.TERRAIN_HEX
        : SquadRule.TERRAIN_HEXSIDE).ordinal();
    out.argA = c.ordinal();
    return MoveGraph.ILLEGAL;
  }

  /**
   * The violation of a hex closed to a class.
   *
   * @param p the query
   * @param to the hex, or -1
   * @param classOrdinal the class ({@code argA} of the transition)
   * @return the violation
   */
  static Violation hexClosed(QueryProfile p, int to, int classOrdinal) {
    MovementClass c = classNamed(p, classOrdinal);
    return Violation.of(SquadRule.TERRAIN_HEX, terrainName(p, to, c) + " is closed to "
        + c.spelled() + " movement" + whose(p, c));
  }

  /**
   * The violation of a hexside closed to a class.
   *
   * @param p the query
   * @param from the hex left
   * @param to the hex entered, or -1
   * @param classOrdinal the class ({@code argA} of the transition)
   * @return the violation
   */
  static Violation hexsideClosed(QueryProfile p, int from, int to, int classOrdinal) {
    MovementClass c = classNamed(p, classOrdinal);
    return Violation.of(SquadRule.TERRAIN_HEXSIDE, "a " + hexsideName(p, from, to, c)
        + " hexside cannot be crossed by " + c.spelled() + " movement" + whose(p, c));
  }

  private static String whose(QueryProfile p, MovementClass c) {
    return p.mixed && c == p.footCls ? " (the stack's infantry)" : "";
  }

  private static MovementClass classNamed(QueryProfile p, int ordinal) {
    MovementClass[] all = MovementClass.values();
    return ordinal >= 0 && ordinal < all.length ? all[ordinal] : p.cls;
  }

  private static String terrainName(QueryProfile p, int hex, MovementClass c) {
    HexMap map = p.map;
    if (hex < 0 || hex >= map.size()) {
      return "the terrain";
    }
    long mask = StepTable.terrainOf(map.hexMask(hex));
    for (SquadTerrain terrain : SquadTerrain.values()) {
      if ((mask & (1L << terrain.ordinal())) != 0
          && p.chart.hex(terrain, c) == TerrainEffectsChart.PROHIBITED) {
        return TerrainVocabulary.spell(terrain);
      }
    }
    return "the terrain";
  }

  private static String hexsideName(QueryProfile p, int from, int to, MovementClass c) {
    HexMap map = p.map;
    for (int d = 0; d < 6; d++) {
      if (to >= 0 && map.neighbor(from, d) == to) {
        long mask = map.sideMask(from, d);
        for (SquadHexside f : SquadHexside.values()) {
          if (f != SquadHexside.ROAD && (mask & (1L << f.ordinal())) != 0
              && p.chart.side(f, c) == TerrainEffectsChart.PROHIBITED) {
            return TerrainVocabulary.spell(f);
          }
        }
      }
    }
    return "prohibited";
  }

  /**
   * Whether a road runs along a step.
   *
   * @param map the map
   * @param from the hex left
   * @param d the direction
   * @return true on a road
   */
  static boolean road(HexMap map, int from, int d) {
    return (map.sideMask(from, d) & (1L << SquadHexside.ROAD.ordinal())) != 0;
  }
}
