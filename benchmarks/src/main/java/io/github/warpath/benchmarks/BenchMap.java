package io.github.warpath.benchmarks;

import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import java.util.SplittableRandom;

/**
 * The seeded random map every range benchmark uses: entering a hex costs 1 to 3 MP in half
 * points (2 to 6), about 10% of hexes cannot be entered, and about 5% are enemy zones of control
 * that end the move. The unit starts in the middle.
 */
public final class BenchMap {
  /** Terrain of benchmark maps: the costs live in {@link #cost}, not in terrain names. */
  public enum Terrain {
    /** Ordinary terrain. */
    OPEN
  }

  /** No hexside features. */
  public enum Side {
    /** Unused. */
    NONE
  }

  /** Half points per MP. */
  public static final int TICKS = 2;

  /** The map (terrain is irrelevant: costs are in {@link #cost}). */
  public final HexMap map;
  /** Cost to enter each hex in half points, or -1 if it cannot be entered. */
  public final int[] cost;
  /** Whether each hex is an enemy zone of control. */
  public final boolean[] zoc;
  /** Where the unit starts. */
  public enum Start {
    /** In the middle of the map (range queries). */
    MIDDLE,
    /** In the top-left corner (corner-to-corner paths). */
    CORNER
  }

  /** Start hex index. */
  public final int start;
  /** The corner opposite the top-left one (bottom-right). */
  public final int corner;

  /**
   * Builds the map with the unit in the middle.
   *
   * @param size columns and rows
   * @param seed the seed
   */
  public BenchMap(int size, long seed) {
    this(size, seed, Start.MIDDLE);
  }

  /**
   * Builds the map.
   *
   * @param size columns and rows
   * @param seed the seed
   * @param where where the unit starts
   */
  public BenchMap(int size, long seed, Start where) {
    map = HexMap.builder(TerrainVocabulary.of(Terrain.class, Side.class), size, size).build();
    cost = new int[map.size()];
    zoc = new boolean[map.size()];
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < cost.length; i++) {
      cost[i] = rnd.nextInt(100) < 10 ? -1 : 2 + rnd.nextInt(5);
      zoc[i] = rnd.nextInt(100) < 5;
    }
    Hex middle = map.hex(map.size() / 2 + size / 2);
    start = where == Start.MIDDLE ? map.index(middle) : 0;
    corner = map.size() - 1;
    cost[start] = 2;
    zoc[start] = false;
    cost[corner] = 2;
  }
}
