package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.map.HexMap;
import java.util.List;
import java.util.Map;

/**
 * The cost of entering every hex of a map under every weather, from a chart: computed once per
 * map and chart (see {@link HexMap#derived}).
 */
final class CostTables {
  /**
   * Ticks to enter per weather and hex; {@link TerrainEffectsChart#CLOSED} if ground units
   * cannot.
   */
  final int[][] hexCost;

  private CostTables(HexMap map, TerrainEffectsChart chart) {
    hexCost = new int[TableEncoding.WEATHERS][map.size()];
    HexTerrain[] terrains = HexTerrain.values();
    for (int w = 0; w < TableEncoding.WEATHERS; w++) {
      int[] costs = chart.hexCost[w];
      for (int i = 0; i < map.size(); i++) {
        long mask = map.hexMask(i);
        if ((mask & TableEncoding.ALL_SEA_HEX) != 0) {
          hexCost[w][i] = TerrainEffectsChart.CLOSED;
          continue;
        }
        int c = TerrainEffectsChart.NO_EFFECT;
        for (HexTerrain t : terrains) {
          if ((mask & 1L << t.ordinal()) == 0) {
            continue;
          }
          int v = costs[t.ordinal()];
          if (v == TerrainEffectsChart.CLOSED || c == TerrainEffectsChart.CLOSED) {
            c = TerrainEffectsChart.CLOSED;
          } else if (v > c) {
            c = v;
          }
        }
        hexCost[w][i] = c == TerrainEffectsChart.NO_EFFECT ? costs[HexTerrain.CLEAR.ordinal()]
            : c;
      }
    }
  }

  /**
   * The tables of a map under a chart's overrides, cached on the map.
   *
   * @param map the map
   * @param overrides the chart overrides the chart was made from
   * @param chart the chart
   * @return the tables
   */
  static CostTables of(HexMap map, Map<String, String> overrides,
      TerrainEffectsChart chart) {
    return map.derived(List.of(CostTables.class, overrides), m -> new CostTables(m, chart));
  }
}
