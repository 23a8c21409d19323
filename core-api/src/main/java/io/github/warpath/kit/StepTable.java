package io.github.warpath.kit;

import io.github.warpath.map.HexMap;

/**
 * The terrain, hexside and line pieces compiled into one int per hex and direction, for one
 * class, weather column and mode: the only table the search reads for a step's base cost.
 *
 * <p>The weather column of a step is that of the hex entered: a region's weather where the
 * state gives one (the first region of the map, in its order, that has an entry), else the
 * map-wide weather. A hexside kind laid on the entered hex's side only is crossed down.
 *
 * <p>Encoding: {@link #NO_HEX} where the neighbor is off the map; a non-negative value holds the
 * cost in its low {@value #COST_BITS} bits and the line used plus one above them; a negative
 * value is {@code -1 - (reason << 8 | kind)} for a forbidden step.
 *
 * <p>For lines whose rate needs the unit to leave along a line ({@link
 * LineRule.When#LEAVING_ALONG_LINE}) the table has a second half, {@link #offLine}: per hex and
 * direction, what the step costs if the line's rate is taken back (the terrain of the hex entered
 * instead, the bridged hexsides still bridged), or {@link #CLOSED_OFF_LINE}.
 */
final class StepTable {
  static final int NO_HEX = Integer.MIN_VALUE;
  static final int COST_BITS = 23;
  static final int COST_MASK = (1 << COST_BITS) - 1;
  static final int TERRAIN = 1;
  static final int HEXSIDE = 2;
  static final int LINES_ONLY = 3;
  /** In the {@link #offLine} half: the hex entered is closed to the unit off the line. */
  static final int CLOSED_OFF_LINE = -1;

  /** The cache key of a table. */
  record Key(RuleKit kit, int movementClass, int weather, long linesOnly,
      java.util.Map<String, String> regionWeather) {}

  private StepTable() {}

  /**
   * The table of the last query, kept while queries ask for the same map, kit, class, weather
   * and mode; other tables come from the map's cache of derived data.
   */
  static final class Cache {
    private int[] table;
    private HexMap map;
    private RuleKit kit;
    private int movementClass;
    private int weather;
    private long linesOnly;
    private java.util.Map<String, String> regionWeather;

    int[] table(RuleKit kit, io.github.warpath.state.GameState state, int movementClass,
        long linesOnly) {
      HexMap m = state.hexMap();
      int w = KitRuleSet.weatherOf(kit, state);
      java.util.Map<String, String> rw = state.environment().regionWeather();
      // the map is null until the first query, so the first query compiles a table
      if (m != map || kit != this.kit || movementClass != this.movementClass || w != weather
          || linesOnly != this.linesOnly || !rw.equals(regionWeather)) {
        Key key = new Key(kit, movementClass, w, linesOnly, rw);
        table = m.derived(key, x -> compile(x, key));
        map = m;
        this.kit = kit;
        this.movementClass = movementClass;
        weather = w;
        this.linesOnly = linesOnly;
        regionWeather = rw;
      }
      return table;
    }
  }

  static int[] compile(HexMap map, Key key) {
    RuleKit kit = key.kit();
    int cls = key.movementClass();
    int w = key.weather();
    long linesOnly = key.linesOnly();
    int[] column = columns(map, key);
    int[] hexCost = new int[map.size()];
    for (int i = 0; i < hexCost.length; i++) {
      hexCost[i] = kit.terrain().hexCost(map.hexMask(i), cls, column[i]);
    }
    LineRule lines = kit.lines();
    long allLines = lines.lineMask();
    // lines whose rate needs the whole move on lines count only in a mode that keeps to them
    long allowedLines = linesOnly != 0 ? linesOnly
        : lines.when() == LineRule.When.WHOLE_MOVE ? 0 : allLines;
    boolean offLine = lines.when() == LineRule.When.LEAVING_ALONG_LINE;
    int[] table = new int[map.size() * (offLine ? 12 : 6)];
    for (int i = 0; i < map.size(); i++) {
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        if (j < 0) {
          table[i * 6 + d] = NO_HEX;
          continue;
        }
        long side = map.sideMask(i, d);
        int line = lines.lineAcross(side, cls, allowedLines);
        if (line < 0 && linesOnly != 0) {
          table[i * 6 + d] = forbidden(LINES_ONLY, 0);
          continue;
        }
        // kinds laid on the far side only are crossed down
        long down = map.sideMask(j, (d + 3) % 6) & ~side & ~allLines;
        long crossed = side & ~allLines;
        int base = hexCost[j];
        if (line >= 0) {
          crossed &= ~lines.bridges(line);
          down &= ~lines.bridges(line);
          base = lines.rate(line, cls);
        }
        int wj = column[j];
        int c = kit.hexsides().crossingCost(crossed, down, base, cls, wj);
        if (c == Points.PROHIBITED) {
          int k = kit.hexsides().closingKind(crossed, down, cls, wj);
          table[i * 6 + d] = k >= 0 ? forbidden(HEXSIDE, k)
              : forbidden(TERRAIN, kit.terrain().closingKind(map.hexMask(j), cls, wj));
          continue;
        }
        table[i * 6 + d] = Math.min(c, COST_MASK) | (line + 1) << COST_BITS;
        if (offLine) {
          int off = line < 0 ? c
              : kit.hexsides().crossingCost(crossed, down, hexCost[j], cls, wj);
          table[offLine(map, i * 6 + d)] = off == Points.PROHIBITED ? CLOSED_OFF_LINE
              : Math.min(off, COST_MASK);
        }
      }
    }
    return table;
  }

  /** The weather column of each hex: its region's, else the map-wide one. */
  private static int[] columns(HexMap map, Key key) {
    int[] column = new int[map.size()];
    java.util.Arrays.fill(column, key.weather());
    if (key.regionWeather().isEmpty()) {
      return column;
    }
    boolean[] set = new boolean[map.size()];
    for (io.github.warpath.map.Region r : map.regions().values()) {
      String name = key.regionWeather().get(r.name());
      if (name == null) {
        continue;
      }
      int w = key.kit().weather().indexOf(name);
      if (w < 0) {
        throw new io.github.warpath.InvalidInputException("environment.regionWeather."
            + r.name(), "rule set " + key.kit().id() + " has no weather '" + name
            + "'; weather: " + String.join(", ", key.kit().weather()));
      }
      for (int i = 0; i < column.length; i++) {
        if (!set[i] && r.contains(i)) {
          column[i] = w;
          set[i] = true;
        }
      }
    }
    return column;
  }

  /**
   * Where the off-line cost of a step is kept.
   *
   * @param map the map
   * @param step the step's index, hex times six plus direction
   * @return its index in the table's second half
   */
  static int offLine(HexMap map, int step) {
    return map.size() * 6 + step;
  }

  private static int forbidden(int reason, int kind) {
    return -1 - (reason << 8 | Math.max(kind, 0));
  }

  static int reason(int entry) {
    return (-1 - entry) >> 8;
  }

  static int kind(int entry) {
    return (-1 - entry) & 0xff;
  }
}
