package io.github.warpath.conformance;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Random maps and units for property and differential tests of hex rule sets: a map of random
 * size, features scattered over its hexes and hexsides, lines (roads, rails) laid along random
 * paths, a moving unit and enemies at random hexes. Every method draws only from the randomness
 * it is given, so a seed always gives the same map.
 *
 * <pre>{@code
 * HexMap.Builder b = RandomMaps.builder(vocabulary, 3, 14, rnd);
 * RandomMaps.scatterHexFeatures(b, List.of(Terrain.values()), 3, rnd);
 * RandomMaps.scatterHexsideFeatures(b, List.of(Side.STREAM), 5, rnd);
 * RandomMaps.line(b, Side.ROAD, 14, rnd);
 * HexMap map = b.build();
 * }</pre>
 */
public final class RandomMaps {
  private RandomMaps() {}

  /**
   * A map builder of random size.
   *
   * @param vocabulary the terrain vocabulary of the map
   * @param minSide the fewest columns and rows (at least 1)
   * @param maxSide one more than the most columns and rows
   * @param rnd the randomness to draw from
   * @return a builder with {@code minSide} to {@code maxSide - 1} columns and as many rows
   */
  public static HexMap.Builder builder(TerrainVocabulary vocabulary, int minSide, int maxSide,
      SplittableRandom rnd) {
    int cols = rnd.nextInt(minSide, maxSide);
    int rows = rnd.nextInt(minSide, maxSide);
    return HexMap.builder(vocabulary, cols, rows);
  }

  /**
   * Gives each hex of the map, with a chance of one in {@code oneIn}, one feature drawn from
   * {@code features}. Call it twice for hexes with two features now and then.
   *
   * @param b the map being built
   * @param features hex features of the map's vocabulary to draw from
   * @param oneIn the inverse of the chance per hex (1: every hex)
   * @param rnd the randomness to draw from
   */
  public static void scatterHexFeatures(HexMap.Builder b, List<? extends Enum<?>> features,
      int oneIn, SplittableRandom rnd) {
    requireSome(features);
    eachHex(b, h -> {
      if (rnd.nextInt(oneIn) == 0) {
        b.hex(h, features.get(rnd.nextInt(features.size())));
      }
    });
  }

  /**
   * Gives each hex of the map, with a chance of one in {@code oneIn}, one feature drawn from
   * {@code features} on the hexside towards a random neighbour on the map.
   *
   * @param b the map being built
   * @param features hexside features of the map's vocabulary to draw from
   * @param oneIn the inverse of the chance per hex (1: every hex)
   * @param rnd the randomness to draw from
   */
  public static void scatterHexsideFeatures(HexMap.Builder b, List<? extends Enum<?>> features,
      int oneIn, SplittableRandom rnd) {
    requireSome(features);
    HexMap blank = b.build();
    eachHex(b, h -> {
      if (rnd.nextInt(oneIn) == 0) {
        Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
        if (blank.contains(n)) {
          b.side(h, n, features.get(rnd.nextInt(features.size())));
        }
      }
    });
  }

  /** Every hex of the map being built, column by column. */
  private static void eachHex(HexMap.Builder b, java.util.function.Consumer<Hex> action) {
    HexMap blank = b.build();
    for (int c = 0; c < blank.columns(); c++) {
      for (int r = 0; r < blank.rows(); r++) {
        action.accept(b.hexAt(c, r));
      }
    }
  }

  /**
   * A path of adjacent hexes from a random hex, each step to a random neighbour, ending at the
   * map's edge, at a hex already on the path, or after {@code maxSteps} steps.
   *
   * @param map the map
   * @param maxSteps the most steps
   * @param rnd the randomness to draw from
   * @return one to {@code maxSteps + 1} distinct hexes of the map, each adjacent to the next
   */
  public static List<Hex> selfAvoidingPath(HexMap map, int maxSteps, SplittableRandom rnd) {
    List<Hex> path = new ArrayList<>();
    Hex h = anyHex(map, rnd);
    path.add(h);
    for (int i = 0; i < maxSteps; i++) {
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (!map.contains(n) || path.contains(n)) {
        break;
      }
      path.add(n);
      h = n;
    }
    return path;
  }

  /**
   * Lays a line feature (a road, a rail) along a {@linkplain #selfAvoidingPath random path}, if
   * the path has two hexes or more.
   *
   * @param b the map being built
   * @param line a hexside feature of the map's vocabulary
   * @param maxSteps the most steps of the path
   * @param rnd the randomness to draw from
   */
  public static void line(HexMap.Builder b, Enum<?> line, int maxSteps, SplittableRandom rnd) {
    List<Hex> path = selfAvoidingPath(b.build(), maxSteps, rnd);
    if (path.size() > 1) {
      b.path(line, path);
    }
  }

  /**
   * A hex of the map drawn uniformly.
   *
   * @param map the map
   * @param rnd the randomness to draw from
   * @return a hex of the map
   */
  public static Hex anyHex(HexMap map, SplittableRandom rnd) {
    return map.hex(rnd.nextInt(map.size()));
  }

  /**
   * A unit at a random hex of the map, with a random allowance.
   *
   * @param id the unit's id
   * @param side its side
   * @param kind its kind
   * @param maxTicks one more than the most ticks of allowance
   * @param denominator ticks per movement point
   * @param map the map
   * @param rnd the randomness to draw from
   * @return the unit, with {@code 0} to {@code maxTicks - 1} ticks of allowance
   */
  public static Unit mover(String id, String side, String kind, int maxTicks, int denominator,
      HexMap map, SplittableRandom rnd) {
    return Unit.builder().id(id).side(side).kind(kind)
        .allowance(Mp.ofTicks(rnd.nextInt(0, maxTicks), denominator))
        .position(Position.hex(anyHex(map, rnd))).build();
  }

  /**
   * Up to {@code max - 1} units of another side at random hexes other than {@code besides}, with
   * ids {@code e0}, {@code e1}, ....
   *
   * @param map the map
   * @param besides a hex they do not stand in (the mover's)
   * @param max one more than the most units
   * @param side their side
   * @param kind their kind
   * @param rnd the randomness to draw from
   * @return the units
   */
  public static List<Unit> enemies(HexMap map, Hex besides, int max, String side, String kind,
      SplittableRandom rnd) {
    List<Unit> out = new ArrayList<>();
    int count = rnd.nextInt(max);
    for (int i = 0; i < count; i++) {
      Hex at = anyHex(map, rnd);
      if (!at.equals(besides)) {
        out.add(Unit.builder().id("e" + i).side(side).kind(kind).position(Position.hex(at))
            .build());
      }
    }
    return out;
  }

  private static void requireSome(List<?> features) {
    Objects.requireNonNull(features, "features");
    if (features.isEmpty()) {
      throw new IllegalArgumentException("no features to draw from");
    }
  }
}
