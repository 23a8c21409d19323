package io.github.warpath.efs.internal;

import io.github.warpath.map.HexMap;

/**
 * The costs of one kind of mover (a profile) on one map, in one weather, under one chart:
 * computed once and cached on the map with {@link HexMap#derived}.
 *
 * <p>{@link #tab} holds five values per hex ({@code hex * 5 + k}), in engine units, -1 where the
 * hex cannot be entered that way: {@code k = 0} the terrain, {@code 1} along a railroad, {@code
 * 2} along a minor road, {@code 3} along a main road, {@code 4} along the Motorway. A stack pays
 * what its dearest member pays, so each value is the maximum over the columns the profile holds.
 */
public final class Tables {
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

  private Tables(int[] tab, int[] side, boolean[] artilleryBlocked, int minStep) {
    this.tab = tab;
    this.side = side;
    this.artilleryBlocked = artilleryBlocked;
    this.minStep = minStep;
  }

  /**
   * Cache key of a table.
   *
   * @param chart the chart
   * @param weather the weather of the environment
   * @param profile the profile bits ({@link #MASK})
   */
  public record Key(Chart chart, HexWeather.Key weather, int profile) {}

  private static int maxP(int a, int b) {
    return a < 0 || b < 0 ? -1 : Math.max(a, b);
  }

  /** A hex cell decoded for one column: -1 prohibited, -2 other terrain, else engine units. */
  private static int cell(Chart chart, int row, int cls, int w, boolean footA) {
    int x = chart.get(Chart.hex(row, cls, w));
    if (x < 0) {
      return x;
    }
    return (x >> 1) + ((x & 1) != 0 && footA ? chart.get(Chart.FOOTNOTE_A) : 0);
  }

  /** The terrain cost of a hex for one column, optionally leaving woods out. */
  private static int terrain(Chart chart, int cls, int w, int flags, boolean footA,
      boolean noWoods) {
    if ((flags & HexWeather.CITY) != 0) {
      int c = (flags & HexWeather.MAJOR_CITY) != 0
          ? cell(chart, Chart.MAJOR_CITY, cls, w, footA) : cell(chart, Chart.CITY, cls, w, footA);
      return c;
    }
    int v = cell(chart, Chart.CLEAR, cls, w, footA);
    if ((flags & HexWeather.WOODS) != 0 && !noWoods) {
      v = maxP(v, cell(chart, Chart.WOODS, cls, w, footA));
    }
    if ((flags & HexWeather.SWAMP) != 0) {
      v = maxP(v, cell(chart, Chart.SWAMP, cls, w, footA));
    }
    if ((flags & HexWeather.TOWN) != 0) {
      int t = cell(chart, Chart.TOWN, cls, w, footA);
      if (t != Chart.OT) {
        v = maxP(v, t);
      }
    }
    return v;
  }

  private static int rail(Chart chart, int cls, int w, int flags, boolean footA) {
    boolean city = (flags & HexWeather.CITY) != 0;
    if (cls == Chart.MOT && !city && (flags & HexWeather.SWAMP) != 0) {
      return chart.get(Chart.RAIL_SWAMP);
    }
    int t = terrain(chart, cls, w, flags, footA, false);
    if (t >= 0 && !city && (flags & HexWeather.WOODS) != 0) {
      t = Math.max(0, t - chart.get(Chart.RAIL_WOODS));
    }
    return t;
  }

  private static int road(Chart chart, int row, int cls, int w, int flags, boolean footA) {
    int x = cell(chart, row, cls, w, footA);
    if (x == Chart.OT) {
      // Minor roads: the other terrain of the hex, but never woods; other roads: the terrain.
      return terrain(chart, cls, w, flags, footA, row == Chart.MINOR_ROAD);
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
  public static Tables build(HexMap map, Key key, HexWeather weather) {
    Chart chart = key.chart();
    int profile = key.profile();
    boolean footA = (profile & FOOTNOTE_A) != 0;
    boolean mot = (profile & MOT) != 0;
    boolean nonmot = (profile & NONMOT) != 0 || (profile & (MOT | SUPER_HEAVY)) == 0;
    boolean sh = (profile & SUPER_HEAVY) != 0;
    int shRate = chart.get(Chart.SUPER_HEAVY_RATE);
    int n = map.size();
    int[] tab = new int[n * STRIDE];
    int min = Integer.MAX_VALUE;
    int[] vals = new int[STRIDE];
    for (int i = 0; i < n; i++) {
      int info = weather.info[i];
      int w = info & HexWeather.WEATHER;
      boolean first = true;
      for (int cls = 0; cls < 2; cls++) {
        if (cls == Chart.MOT ? !mot : !nonmot) {
          continue;
        }
        boolean a = footA && cls == Chart.MOT;
        int[] c = {terrain(chart, cls, w, info, a, false), rail(chart, cls, w, info, a),
            road(chart, Chart.MINOR_ROAD, cls, w, info, a),
            road(chart, Chart.MAIN_ROAD, cls, w, info, a),
            road(chart, Chart.MOTORWAY, cls, w, info, a)};
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
    int[] side = new int[4 * Chart.WEATHERS];
    boolean[] artillery = new boolean[Chart.WEATHERS];
    for (int row = 0; row < 4; row++) {
      for (int w = 0; w < Chart.WEATHERS; w++) {
        int v = 0;
        boolean any = false;
        for (int cls = 0; cls < 2; cls++) {
          boolean present = cls == Chart.MOT ? mot : nonmot || sh;
          if (present) {
            int x = chart.get(Chart.side(row, cls, w));
            v = any ? maxP(v, x) : x;
            any = true;
          }
        }
        side[row * Chart.WEATHERS + w] = v;
      }
    }
    for (int w = 0; w < Chart.WEATHERS; w++) {
      artillery[w] = (profile & ARTILLERY) != 0 && chart.get(Chart.artillery(w)) == Chart.P;
    }
    return new Tables(tab, side, artillery, min == Integer.MAX_VALUE ? 0 : min);
  }
}
