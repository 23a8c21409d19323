package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsHexside;
import io.github.warpath.map.HexMap;

/**
 * The costs of one kind of mover (a profile) on one map, in one weather, under one chart:
 * computed once and cached on the map with {@link HexMap#derived}.
 *
 * <p>{@link #tab} holds five values per hex ({@code hex * 5 + k}), in engine units, -1 where the
 * hex cannot be entered that way: {@code k = 0} the terrain, {@code 1} along a railroad, {@code
 * 2} along a minor road, {@code 3} along a main road, {@code 4} along the Motorway. A stack pays
 * what its dearest member pays, so each value is the maximum over the columns the profile holds.
 *
 * <p>{@link #edge} holds, per hexside of each hex ({@code hex * 6 + direction}), the price of
 * the step across it as far as the map decides it ({@link #stepValue}); per-query things (bridge
 * units, destroyed fortified lines, strongpoints, zones of control, the road-exit surcharge of
 * the hex left) are added by the graph.
 */
public final class StepTables {
  static final long RIVER = bit(EfsHexside.RIVER);
  static final long MAJOR = bit(EfsHexside.MAJOR_RIVER);
  static final long LAKE = bit(EfsHexside.LAKE);
  static final long AXIS_FORT = bit(EfsHexside.AXIS_FORTIFIED_LINE);
  static final long SOVIET_FORT = bit(EfsHexside.SOVIET_FORTIFIED_LINE);
  static final long FORT = AXIS_FORT | SOVIET_FORT;
  static final long MINOR = bit(EfsHexside.MINOR_ROAD);
  static final long MAIN = bit(EfsHexside.MAIN_ROAD);
  static final long MOTORWAY = bit(EfsHexside.MOTORWAY);
  static final long RAIL = bit(EfsHexside.RAILROAD);
  static final long ROADS = MINOR | MAIN | MOTORWAY;
  static final long BRIDGING = ROADS | RAIL;
  static final long COSTLY = RIVER | MAJOR | LAKE | FORT;
  /** In a step value: the hexside continues a usable road. */
  static final int ROAD_ON = 8;
  /** In a step value: the hexside continues a railroad. */
  static final int RAIL_ON = 16;
  /** In a step value: the cost starts at this bit. */
  static final int COST_SHIFT = 5;

  private static long bit(EfsHexside s) {
    return 1L << s.ordinal();
  }

  /** Profile bit: a non-motorized (white) unit is in the stack. */
  public static final int NONMOT = 1;
  /** Profile bit: a motorized (red, yellow, orange) unit is in the stack. */
  public static final int MOT = 2;
  /** Profile bit: super-heavy artillery is in the stack. */
  public static final int SUPER_HEAVY = 4;
  /** Profile bit: a motorized unit that is not Soviet armor is in the stack (footnote a). */
  public static final int FOOTNOTE_A = 8;
  /** Profile bit: artillery is in the stack (major rivers). */
  public static final int ARTILLERY = 16;
  /** The bits the tables depend on. */
  public static final int MASK = 31;

  /** Values per hex in {@link #tab}. */
  public static final int STRIDE = 5;

  /** Costs per hex, see the class comment. */
  public final int[] tab;
  /** Hexside costs per {@code row * 5 + weather}: river, major river, lake, fortified line. */
  public final int[] side;
  /** Whether artillery may not cross an unbridged major river, per weather. */
  public final boolean[] artilleryBlocked;
  /** The smallest cost of entering any hex, a lower bound for A*. */
  public final int minStep;
  /** Step values per {@code hex * 6 + direction}, see {@link #stepValue}. */
  public final int[] edge;
  private final HexWeather weather;
  private final long roadMask;
  private final boolean superHeavy;

  private StepTables(int[] tab, int[] side, boolean[] artilleryBlocked, int minStep, HexMap map,
      HexWeather weather, long roadMask, boolean superHeavy) {
    this.tab = tab;
    this.side = side;
    this.artilleryBlocked = artilleryBlocked;
    this.minStep = minStep;
    this.weather = weather;
    this.roadMask = roadMask;
    this.superHeavy = superHeavy;
    this.edge = new int[map.size() * 6];
  }

  private void fillEdges(HexMap map) {
    int n = map.size();
    for (int i = 0; i < n; i++) {
      for (int d = 0; d < 6; d++) {
        int to = map.neighbor(i, d);
        edge[i * 6 + d] = to < 0 ? ~StepReason.NONE.ordinal()
            : stepValue(map, i, d, to, false, false);
      }
    }
  }

  private static int minP(int a, int b) {
    return b >= 0 && (a < 0 || b < a) ? b : a;
  }

  /**
   * The price of a step across a hexside as far as the map decides it: the hex entered along the
   * cheapest usable road, along the railroad or across country, plus rivers, major rivers and
   * lakes (unless a road, a railroad or a bridge unit spans them) and an intact fortified line.
   *
   * @param map the map
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @param bridgeUnit an operating bridge unit of the mover's side spans the hexside
   * @param fortGone the hexside's fortified line is destroyed
   * @return {@code cost << COST_SHIFT | RAIL_ON | ROAD_ON | arrival state}, or {@code ~why}
   */
  int stepValue(HexMap map, int from, int dir, int to, boolean bridgeUnit, boolean fortGone) {
    final long s = map.sideMask(from, dir);
    final int[] t = tab;
    final int b = to * STRIDE;
    int enter = t[b];
    int rc = 0;
    final long roads = s & roadMask;
    if (roads != 0) {
      int best = -1;
      if ((roads & MOTORWAY) != 0 && t[b + 4] >= 0) {
        best = t[b + 4];
        rc = 3;
      }
      if ((roads & MAIN) != 0 && t[b + 3] >= 0 && (best < 0 || t[b + 3] < best)) {
        best = t[b + 3];
        rc = 2;
      }
      if ((roads & MINOR) != 0 && t[b + 2] >= 0 && (best < 0 || t[b + 2] < best)
          && (!superHeavy || weather.dryNoLingering(from))) {
        best = t[b + 2];
        rc = 1;
      }
      enter = minP(enter, best);
    }
    int railBit = 0;
    if ((s & RAIL) != 0 && t[b + 1] >= 0) {
      railBit = 4;
      enter = minP(enter, t[b + 1]);
    }
    if (enter < 0) {
      return ~(superHeavy ? StepReason.SUPER_HEAVY_ROAD.ordinal()
          : StepReason.TERRAIN_CLOSED.ordinal());
    }
    int cost = enter;
    if ((s & COSTLY) != 0) {
      final int w = weather.info[to] & HexWeather.WEATHER;
      final boolean bridged = (s & BRIDGING) != 0 || bridgeUnit;
      if ((s & RIVER) != 0 && !bridged) {
        int c = side[ChartValues.RIVER * ChartValues.WEATHERS + w];
        if (c < 0) {
          return ~StepReason.HEXSIDE_CLOSED.ordinal();
        }
        cost += c;
      }
      if ((s & MAJOR) != 0 && !bridged) {
        if (artilleryBlocked[w]) {
          return ~StepReason.ARTILLERY_MAJOR_RIVER.ordinal();
        }
        int c = side[ChartValues.MAJOR_RIVER * ChartValues.WEATHERS + w];
        if (c < 0) {
          return ~StepReason.HEXSIDE_CLOSED.ordinal();
        }
        cost += c;
      }
      if ((s & LAKE) != 0 && !bridged) {
        int c = side[ChartValues.LAKE * ChartValues.WEATHERS + w];
        if (c < 0) {
          return ~StepReason.HEXSIDE_CLOSED.ordinal();
        }
        cost += c;
      }
      if ((s & FORT) != 0 && !fortGone) {
        cost += Math.max(0, side[ChartValues.FORTIFIED * ChartValues.WEATHERS + w]);
      }
    }
    return cost << COST_SHIFT | ((s & RAIL) != 0 ? RAIL_ON : 0) | (roads != 0 ? ROAD_ON : 0) | rc
        | railBit;
  }

  /**
   * Cache key of a table.
   *
   * @param chart the chart
   * @param weather the weather of the environment
   * @param profile the profile bits ({@link #MASK})
   * @param roadMask the road classes the mover may use as roads
   */
  public record Key(ChartValues chart, HexWeather.Key weather, int profile, long roadMask) {}

  private static int maxP(int a, int b) {
    return a < 0 || b < 0 ? -1 : Math.max(a, b);
  }

  /** A hex cell decoded for one column: -1 prohibited, -2 other terrain, else engine units. */
  private static int cell(ChartValues chart, int row, int cls, int w, boolean footA) {
    int x = chart.get(ChartValues.hex(row, cls, w));
    if (x < 0) {
      return x;
    }
    return (x >> 1) + ((x & 1) != 0 && footA ? chart.get(ChartValues.FOOTNOTE_A) : 0);
  }

  /** The terrain cost of a hex for one column, optionally leaving woods out. */
  private static int terrain(ChartValues chart, int cls, int w, int flags, boolean footA,
      boolean noWoods) {
    if ((flags & HexWeather.CITY) != 0) {
      int c = (flags & HexWeather.MAJOR_CITY) != 0
          ? cell(chart, ChartValues.MAJOR_CITY, cls, w, footA)
          : cell(chart, ChartValues.CITY, cls, w, footA);
      return c;
    }
    int v = cell(chart, ChartValues.CLEAR, cls, w, footA);
    if ((flags & HexWeather.WOODS) != 0 && !noWoods) {
      v = maxP(v, cell(chart, ChartValues.WOODS, cls, w, footA));
    }
    if ((flags & HexWeather.SWAMP) != 0) {
      v = maxP(v, cell(chart, ChartValues.SWAMP, cls, w, footA));
    }
    if ((flags & HexWeather.TOWN) != 0) {
      int t = cell(chart, ChartValues.TOWN, cls, w, footA);
      if (t != ChartValues.OT) {
        v = maxP(v, t);
      }
    }
    return v;
  }

  private static int rail(ChartValues chart, int cls, int w, int flags, boolean footA) {
    boolean city = (flags & HexWeather.CITY) != 0;
    if (cls == ChartValues.MOT && !city && (flags & HexWeather.SWAMP) != 0) {
      return chart.get(ChartValues.RAIL_SWAMP);
    }
    int t = terrain(chart, cls, w, flags, footA, false);
    if (t >= 0 && !city && (flags & HexWeather.WOODS) != 0) {
      t = Math.max(0, t - chart.get(ChartValues.RAIL_WOODS));
    }
    return t;
  }

  private static int road(ChartValues chart, int row, int cls, int w, int flags, boolean footA) {
    int x = cell(chart, row, cls, w, footA);
    if (x == ChartValues.OT) {
      // Minor roads: the other terrain of the hex, but never woods; other roads: the terrain.
      return terrain(chart, cls, w, flags, footA, row == ChartValues.MINOR_ROAD);
    }
    return x;
  }

  /**
   * Computes the tables.
   *
   * @param map the map
   * @param key chart, weather and profile
   * @param weather the weather table of the map for {@code key.weather()}
   * @return the tables
   */
  public static StepTables build(HexMap map, Key key, HexWeather weather) {
    ChartValues chart = key.chart();
    int profile = key.profile();
    boolean footA = (profile & FOOTNOTE_A) != 0;
    boolean mot = (profile & MOT) != 0;
    boolean nonmot = (profile & NONMOT) != 0;
    boolean sh = (profile & SUPER_HEAVY) != 0;
    int shRate = chart.get(ChartValues.SUPER_HEAVY_RATE);
    int n = map.size();
    int[] tab = new int[n * STRIDE];
    int min = Integer.MAX_VALUE;
    int[] vals = new int[STRIDE];
    for (int i = 0; i < n; i++) {
      int info = weather.info[i];
      int w = info & HexWeather.WEATHER;
      boolean first = true;
      for (int cls = 0; cls < 2; cls++) {
        if (cls == ChartValues.MOT ? !mot : !nonmot) {
          continue;
        }
        boolean a = footA && cls == ChartValues.MOT;
        int[] c = {terrain(chart, cls, w, info, a, false), rail(chart, cls, w, info, a),
            road(chart, ChartValues.MINOR_ROAD, cls, w, info, a),
            road(chart, ChartValues.MAIN_ROAD, cls, w, info, a),
            road(chart, ChartValues.MOTORWAY, cls, w, info, a)};
        for (int k = 0; k < STRIDE; k++) {
          vals[k] = first ? c[k] : maxP(vals[k], c[k]);
        }
        first = false;
      }
      if (sh) {
        int minor = weather.dryNoLingering(i) ? shRate : -1;
        int[] c = {-1, -1, minor, shRate, shRate};
        for (int k = 0; k < STRIDE; k++) {
          vals[k] = first ? c[k] : maxP(vals[k], c[k]);
        }
      }
      for (int k = 0; k < STRIDE; k++) {
        int v = vals[k];
        tab[i * STRIDE + k] = v;
        if (v >= 0 && v < min) {
          min = v;
        }
      }
    }
    int[] side = new int[4 * ChartValues.WEATHERS];
    boolean[] artillery = new boolean[ChartValues.WEATHERS];
    for (int row = 0; row < 4; row++) {
      for (int w = 0; w < ChartValues.WEATHERS; w++) {
        int v = 0;
        boolean any = false;
        for (int cls = 0; cls < 2; cls++) {
          boolean present = cls == ChartValues.MOT ? mot : nonmot || sh;
          if (present) {
            int x = chart.get(ChartValues.side(row, cls, w));
            v = any ? maxP(v, x) : x;
            any = true;
          }
        }
        side[row * ChartValues.WEATHERS + w] = v;
      }
    }
    for (int w = 0; w < ChartValues.WEATHERS; w++) {
      artillery[w] = (profile & ARTILLERY) != 0
          && chart.get(ChartValues.artillery(w)) == ChartValues.P;
    }
    StepTables t = new StepTables(tab, side, artillery, min == Integer.MAX_VALUE ? 0 : min, map,
        weather, key.roadMask(), sh);
    t.fillEdges(map);
    return t;
  }
}
