package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Terrain Effects Chart and the other numbers of the rules, as one flat array of engine
 * units (twelfths of a point). The default comes from {@code tec-default.properties}; a scenario
 * overrides cells or whole rows through {@code GameState.charts()}.
 *
 * <p>Hex cells hold {@code ticks * 2 + footnoteA}, {@link #P} or {@link #OT}; hexside cells hold
 * ticks or {@link #P}; artillery cells hold 0 (as the unit's column) or {@link #P}.
 */
public final class ChartValues {
  /** Engine units per MP. */
  public static final int TICKS = 12;
  /** Prohibited. */
  public static final int P = -1;
  /** Other terrain in the hex. */
  public static final int OT = -2;

  /** Number of weather columns. */
  public static final int WEATHERS = 5;
  static final String[] WEATHER = {"dry", "mud", "frost", "snow", "arctic"};
  static final String[] CLASS = {"motorized", "non-motorized"};
  /** Motorized column. */
  public static final int MOT = 0;
  /** Non-motorized column. */
  public static final int NONMOT = 1;

  /** Hex rows. */
  public static final int CLEAR = 0;
  /** Woods row. */
  public static final int WOODS = 1;
  /** Swamp row. */
  public static final int SWAMP = 2;
  /** Town row. */
  public static final int TOWN = 3;
  /** City row. */
  public static final int CITY = 4;
  /** Major city row. */
  public static final int MAJOR_CITY = 5;
  /** Minor road row (road class 1). */
  public static final int MINOR_ROAD = 6;
  /** Main road row (road class 2). */
  public static final int MAIN_ROAD = 7;
  /** Motorway row (road class 3). */
  public static final int MOTORWAY = 8;
  static final String[] HEX_ROW = {"clear", "woods", "swamp", "town", "city", "major-city",
      "minor-road", "main-road", "motorway"};

  /** Hexside rows. */
  public static final int RIVER = 0;
  /** Major river row. */
  public static final int MAJOR_RIVER = 1;
  /** Lake row. */
  public static final int LAKE = 2;
  /** Fortified line row. */
  public static final int FORTIFIED = 3;
  static final String[] SIDE_ROW = {"river", "major-river", "lake", "fortified-line"};

  static final int SIDE_BASE = HEX_ROW.length * 2 * WEATHERS;
  static final int ARTILLERY_BASE = SIDE_BASE + SIDE_ROW.length * 2 * WEATHERS;
  static final int SCALAR_BASE = ARTILLERY_BASE + WEATHERS;

  /** Scalars. */
  public static final int STRONGPOINT = SCALAR_BASE;
  /** +1 to enter an enemy ZOC. */
  public static final int ENEMY_ZOC = SCALAR_BASE + 1;
  /** Footnote (a). */
  public static final int FOOTNOTE_A = SCALAR_BASE + 2;
  /** Woods reduction along railroads. */
  public static final int RAIL_WOODS = SCALAR_BASE + 3;
  /** Motorized swamp cost along railroads. */
  public static final int RAIL_SWAMP = SCALAR_BASE + 4;
  /** Out of supply reduction. */
  public static final int OUT_OF_SUPPLY = SCALAR_BASE + 5;
  /** Super-heavy road rate. */
  public static final int SUPER_HEAVY_RATE = SCALAR_BASE + 6;
  /** Overrun surcharge. */
  public static final int OVERRUN_EXTRA = SCALAR_BASE + 7;
  /** Strategic multiplier (a plain integer). */
  public static final int STRATEGIC_MULTIPLIER = SCALAR_BASE + 8;
  static final String[] SCALAR = {"tec.strongpoint", "tec.enemy-zoc", "tec.footnote-a",
      "rail.woods-reduction", "rail.swamp.motorized", "out-of-supply.reduction",
      "super-heavy.road-rate", "overrun.extra", "strategic.multiplier"};
  static final int SIZE = SCALAR_BASE + SCALAR.length;

  private static final Map<String, Integer> CELLS;
  private static final Map<String, Integer> ROWS;
  private static final String ARTILLERY_KEY = "tec.major-river.artillery";

  static {
    Map<String, Integer> cells = new LinkedHashMap<>();
    Map<String, Integer> rows = new LinkedHashMap<>();
    for (int r = 0; r < HEX_ROW.length; r++) {
      for (int c = 0; c < 2; c++) {
        String row = "tec." + HEX_ROW[r] + "." + CLASS[c];
        rows.put(row, hex(r, c, 0));
        for (int w = 0; w < WEATHERS; w++) {
          cells.put(row + "." + WEATHER[w], hex(r, c, w));
        }
      }
    }
    for (int r = 0; r < SIDE_ROW.length; r++) {
      for (int c = 0; c < 2; c++) {
        String row = "tec." + SIDE_ROW[r] + "." + CLASS[c];
        rows.put(row, side(r, c, 0));
        for (int w = 0; w < WEATHERS; w++) {
          cells.put(row + "." + WEATHER[w], side(r, c, w));
        }
      }
    }
    rows.put(ARTILLERY_KEY, ARTILLERY_BASE);
    for (int w = 0; w < WEATHERS; w++) {
      cells.put(ARTILLERY_KEY + "." + WEATHER[w], ARTILLERY_BASE + w);
    }
    for (int i = 0; i < SCALAR.length; i++) {
      cells.put(SCALAR[i], SCALAR_BASE + i);
    }
    CELLS = Collections.unmodifiableMap(cells);
    ROWS = Collections.unmodifiableMap(rows);
  }

  /** The default chart, from the module's resource. */
  public static final ChartValues DEFAULT = loadDefault();

  private final int[] v;
  private final int hash;

  private ChartValues(int[] v) {
    this.v = v;
    this.hash = Arrays.hashCode(v);
  }

  /**
   * Index of a hex cell.
   *
   * @param row hex row
   * @param cls {@link #MOT} or {@link #NONMOT}
   * @param weather weather column
   * @return the index
   */
  public static int hex(int row, int cls, int weather) {
    return (row * 2 + cls) * WEATHERS + weather;
  }

  /**
   * Index of a hexside cell.
   *
   * @param row hexside row
   * @param cls {@link #MOT} or {@link #NONMOT}
   * @param weather weather column
   * @return the index
   */
  public static int side(int row, int cls, int weather) {
    return SIDE_BASE + (row * 2 + cls) * WEATHERS + weather;
  }

  /**
   * Index of the artillery cell of major rivers.
   *
   * @param weather weather column
   * @return the index
   */
  public static int artillery(int weather) {
    return ARTILLERY_BASE + weather;
  }

  /**
   * A raw value.
   *
   * @param index a cell index
   * @return the encoded value
   */
  public int get(int index) {
    return v[index];
  }

  /**
   * This chart with a scenario's overrides.
   *
   * @param overrides keys and values as documented; empty for the default
   * @return the chart (this one if there is nothing to override)
   * @throws InvalidInputException naming the key for an unknown key or malformed value
   */
  public ChartValues with(Map<String, String> overrides) {
    if (overrides.isEmpty()) {
      return this;
    }
    int[] out = v.clone();
    for (Map.Entry<String, String> e : overrides.entrySet()) {
      apply(out, e.getKey().trim(), e.getValue(), "charts." + e.getKey());
    }
    return new ChartValues(out);
  }

  /**
   * Every cell key with its value in chart spelling, in chart order.
   *
   * @return key to value
   */
  public Map<String, String> cells() {
    Map<String, String> out = new LinkedHashMap<>();
    for (Map.Entry<String, Integer> e : CELLS.entrySet()) {
      out.put(e.getKey(), ChartCellText.spell(e.getValue(), v[e.getValue()]));
    }
    return out;
  }

  /**
   * The known cell keys.
   *
   * @return the keys
   */
  public static List<String> cellKeys() {
    return new ArrayList<>(CELLS.keySet());
  }

  /**
   * A short description of the key patterns, for messages and documentation.
   *
   * @return the patterns
   */
  public static String keyPatterns() {
    return "tec.<" + String.join("|", HEX_ROW) + "|" + String.join("|", SIDE_ROW)
        + ">.<motorized|non-motorized>[.<" + String.join("|", WEATHER) + ">], "
        + ARTILLERY_KEY + "[.<weather>], " + String.join(", ", SCALAR);
  }

  private static void apply(int[] out, String key, String value, String field) {
    Integer row = ROWS.get(key);
    if (row != null) {
      String[] parts = value.split(",");
      if (parts.length != WEATHERS) {
        throw new InvalidInputException(field, "a row needs " + WEATHERS + " values ("
            + String.join(", ", WEATHER) + "), got '" + value + "'");
      }
      for (int w = 0; w < WEATHERS; w++) {
        out[row + w] = ChartCellText.parse(row + w, parts[w].trim(), field);
      }
      return;
    }
    Integer cell = CELLS.get(key);
    if (cell == null) {
      throw new InvalidInputException(field, "unknown chart key '" + key + "'; known keys: "
          + keyPatterns());
    }
    out[cell] = ChartCellText.parse(cell, value.trim(), field);
  }

  private static ChartValues loadDefault() {
    int[] v = new int[SIZE];
    boolean[] seen = new boolean[SIZE];
    try (InputStream in = ChartValues.class.getResourceAsStream("tec-default.properties")) {
      if (in == null) {
        throw new IllegalStateException("tec-default.properties is missing from the jar");
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        String t = line.trim();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        int eq = t.indexOf('=');
        String key = t.substring(0, eq).trim();
        apply(v, key, t.substring(eq + 1).trim(), "tec-default.properties:" + n);
        Integer row = ROWS.get(key);
        int from = row != null ? row : CELLS.get(key);
        int to = row != null ? row + WEATHERS : from + 1;
        for (int i = from; i < to; i++) {
          seen[i] = true;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (int i = 0; i < SIZE; i++) {
      if (!seen[i]) {
        throw new IllegalStateException("tec-default.properties lacks cell " + i);
      }
    }
    return new ChartValues(v);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ChartValues && ((ChartValues) o).hash == hash
        && Arrays.equals(((ChartValues) o).v, v);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
