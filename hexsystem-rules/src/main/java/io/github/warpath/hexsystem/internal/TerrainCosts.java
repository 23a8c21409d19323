package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Hex-to-Hex Procedure: Terrain Costs (3.1.1), with Road or Rail: a step costs the hex's
 * terrain under its weather plus the hexside's features, from the {@link TerrainEffectsChart};
 * along a road, rail or connected strait it costs the Terrain Key's rate instead. Ground units
 * cannot enter all-sea hexes or cross all-sea hexsides, nor what the chart closes.
 */
final class TerrainCosts {
  private TerrainCosts() {}

  /** Detail of a Terrain Costs violation: the chart closes the hex's terrain. */
  static final int HEX_CLOSED = 1;
  /** Detail: the chart closes a feature of the hexside. */
  static final int SIDE_CLOSED = 2;
  /** Detail: an all-sea hex without a friendly beachhead. */
  static final int ALL_SEA_HEX = 3;
  /** Detail: an all-sea hexside crossed by a unit that is no marine. */
  static final int ALL_SEA_SIDE = 4;
  /** Detail: leaving an all-sea hex without a friendly beachhead. */
  static final int OUT_OF_SEA = 5;

  /** Ticks to cross from {@code from} in direction {@code d} into {@code to}, or -1 if closed. */
  static int stepCost(HexsystemMoveGraph g, int from, int d, int to) {
    long sm = g.map.sideMask(from, d);
    if ((sm & TableEncoding.ROAD_LIKE) != 0) {
      return g.profile.roadCost;
    }
    int w = g.weather[to];
    int c = g.hexCost[w][to];
    if (c < 0) {
      return -1;
    }
    long crossed = sm & ~(TableEncoding.ROAD_LIKE | TableEncoding.ALL_SEA_SIDE);
    for (long m = crossed; m != 0; m &= m - 1) {
      int extra = g.chart.sideCost[w][Long.numberOfTrailingZeros(m)];
      if (extra < 0) {
        return -1;
      }
      c += extra;
    }
    return c;
  }

  /** The closed feature that makes {@link #stepCost} -1, into the transition's details. */
  static void explainClosed(HexsystemMoveGraph g, int from, int d, int to, Transition out) {
    int w = g.weather[to];
    long sm = g.map.sideMask(from, d);
    long crossed = sm & ~(TableEncoding.ROAD_LIKE | TableEncoding.ALL_SEA_SIDE);
    for (long m = crossed; m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (g.chart.sideCost[w][f] < 0) {
        out.argA = SIDE_CLOSED;
        out.argB = f;
        return;
      }
    }
    out.argA = HEX_CLOSED;
    out.argB = -1;
    long hm = g.map.hexMask(to);
    for (long m = hm; m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (g.chart.hexCost[w][f] == TerrainEffectsChart.CLOSED) {
        out.argB = f;
        return;
      }
    }
  }

  /** Why the terrain forbids a step, from the transition's details. */
  static Violation reason(Transition t) {
    String why;
    switch (t.argA) {
      case HEX_CLOSED:
        why = "ground units cannot enter " + (t.argB < 0 ? "this terrain"
            : TableEncoding.spell(HexTerrain.values()[t.argB]) + " here (the chart closes it)");
        break;
      case SIDE_CLOSED:
        why = "ground units cannot cross this " + TableEncoding.spell(SideFeature.values()[t.argB])
            + " hexside (the chart closes it)";
        break;
      case ALL_SEA_HEX:
        why = "ground units cannot enter an all-sea hex without a friendly Beachhead marker";
        break;
      case ALL_SEA_SIDE:
        why = "ground units cannot cross an all-sea hexside (only a marine landing can)";
        break;
      default:
        why = "a unit in an all-sea hex without a friendly beachhead cannot move hex to hex";
    }
    return Violation.of(HexsystemRule.TERRAIN_COSTS, why);
  }

  /** The road-like feature a step follows, for the step's note, or "". */
  static String roadNote(long sideMask) {
    if ((sideMask & 1L << SideFeature.CONNECTED_STRAIT.ordinal()) != 0) {
      return "connected strait";
    }
    if ((sideMask & 1L << SideFeature.RAIL.ordinal()) != 0) {
      return "rail";
    }
    if ((sideMask & 1L << SideFeature.ROAD.ordinal()) != 0) {
      return "road";
    }
    return "";
  }
}
