package io.github.warpath.squad.internal;

import io.github.warpath.map.HexMap;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;

/**
 * What each step of a map costs one movement class under one chart: for every hex and direction,
 * the cost of entering the neighbour across that hexside (terrain plus hexside features, or the
 * road's cost where a road crosses), or a code saying what forbids it. Computed once per map,
 * chart and class through {@link HexMap#derived}.
 */
public final class StepTable {
  /** The neighbour's terrain forbids the step. */
  public static final int HEX_PROHIBITED = -1;
  /** A hexside feature forbids the step. */
  public static final int SIDE_PROHIBITED = -2;
  /** There is no neighbour (map edge). */
  public static final int OFF_MAP = -3;

  private static final long ROAD_BIT = 1L << SquadHexside.ROAD.ordinal();
  private static final long CLEAR_BIT = 1L << SquadTerrain.CLEAR.ordinal();

  /** Per {@code hex * 6 + direction}: twelfths of a point, or a negative code. */
  final int[] cost;
  /** The cheapest step anywhere, in twelfths (a lower bound for A*), 0 if none. */
  final int minStep;

  private StepTable(int[] cost, int minStep) {
    this.cost = cost;
    this.minStep = minStep;
  }

  /**
   * The key of a table in a map's derived cache.
   *
   * @param chart the chart
   * @param cls the movement class
   */
  public record Key(TerrainEffectsChart chart, MovementClass cls) {}

  /**
   * The table of a map, computed on first use and cached on the map.
   *
   * @param map the map
   * @param chart the chart
   * @param cls the movement class
   * @return the table
   */
  public static StepTable of(HexMap map, TerrainEffectsChart chart, MovementClass cls) {
    return map.derived(new Key(chart, cls), m -> build(m, chart, cls));
  }

  private static StepTable build(HexMap map, TerrainEffectsChart chart, MovementClass cls) {
    int n = map.size();
    int[] cost = new int[n * 6];
    int min = Integer.MAX_VALUE;
    int road = chart.side(SquadHexside.ROAD, cls);
    for (int i = 0; i < n; i++) {
      for (int d = 0; d < 6; d++) {
        int to = map.neighbor(i, d);
        int c;
        if (to < 0) {
          c = OFF_MAP;
        } else {
          long sides = map.sideMask(i, d);
          if ((sides & ROAD_BIT) != 0 && road != TerrainEffectsChart.PROHIBITED) {
            c = road;
          } else {
            c = enter(map.hexMask(to), sides, chart, cls);
          }
        }
        cost[i * 6 + d] = c;
        if (c >= 0 && c < min) {
          min = c;
        }
      }
    }
    return new StepTable(cost, min == Integer.MAX_VALUE ? 0 : min);
  }

  /**
   * The terrain of a hex: its features, or {@link SquadTerrain#CLEAR} for a hex without any.
   *
   * @param hexMask the map's feature mask of the hex
   * @return a terrain mask with at least one bit
   */
  static long terrainOf(long hexMask) {
    return hexMask == 0 ? CLEAR_BIT : hexMask;
  }

  private static int enter(long hexMask, long sideMask, TerrainEffectsChart chart, MovementClass cls) {
    long terrain = terrainOf(hexMask);
    int hex = 0;
    for (SquadTerrain t : SquadTerrain.values()) {
      if ((terrain & (1L << t.ordinal())) != 0) {
        int v = chart.hex(t, cls);
        if (v == TerrainEffectsChart.PROHIBITED) {
          return HEX_PROHIBITED;
        }
        hex = Math.max(hex, v);
      }
    }
    int side = 0;
    for (SquadHexside s : SquadHexside.values()) {
      if (s != SquadHexside.ROAD && (sideMask & (1L << s.ordinal())) != 0) {
        int v = chart.side(s, cls);
        if (v == TerrainEffectsChart.PROHIBITED) {
          return SIDE_PROHIBITED;
        }
        side += v;
      }
    }
    return hex + side;
  }

  /**
   * The cost of a step.
   *
   * @param hex a hex index
   * @param direction 0 to 5
   * @return twelfths of a point, or {@link #HEX_PROHIBITED}, {@link #SIDE_PROHIBITED},
   *     {@link #OFF_MAP}
   */
  public int cost(int hex, int direction) {
    return cost[hex * 6 + direction];
  }

  /**
   * The cheapest step of the map.
   *
   * @return twelfths of a point
   */
  public int minStep() {
    return minStep;
  }
}
