package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.hexsystem.SideFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The Terrain Effects Chart, the Terrain Key's road/rail rates, the column-shift table and a few
 * ranges: the defaults shipped in {@code hexsystem-chart.properties} with a scenario's overrides
 * on top. Immutable.
 */
public final class TerrainEffectsChart {
  /** A terrain without an effect on the cost. */
  static final int NO_EFFECT = -2;
  /** Closed to ground units. */
  static final int CLOSED = -1;

  static final SideFeature[] COSTED_SIDES = {SideFeature.RIVER, SideFeature.MAJOR_RIVER};
  private static final String[] SIZES = {"one-step", "multi-step"};
  private static final String[] PHASES = {"operational", "reserve"};
  private static final String RESOURCE = "hexsystem-chart.properties";

  private static final Map<String, String> DEFAULTS = loadDefaults();
  private static final Set<String> KEYS = buildKeys();

  /** Ticks to enter, by weather and terrain ordinal; {@link #CLOSED} or {@link #NO_EFFECT}. */
  final int[][] hexCost = new int[TableEncoding.WEATHERS][HexTerrain.values().length];
  /** Extra ticks to cross, by weather and hexside feature ordinal; {@link #CLOSED} closes. */
  final int[][] sideCost = new int[TableEncoding.WEATHERS][SideFeature.values().length];
  /** Road/rail ticks by size (0 one-step, 1 multi-step) and phase (0 operational, 1 reserve). */
  final int[][] roadRail = new int[2][2];
  final int[] hexShift = new int[HexTerrain.values().length];
  final int[] sideShift = new int[SideFeature.values().length];
  final int[] weatherShift = new int[TableEncoding.WEATHERS];
  final int hqRange;
  final int airRange;
  final int navalBaseRange;
  final List<String> kwantungCountries;
  private final Map<String, String> values;

  private TerrainEffectsChart(Map<String, String> overrides) {
    Map<String, String> v = new LinkedHashMap<>(DEFAULTS);
    for (Map.Entry<String, String> e : overrides.entrySet()) {
      String key = e.getKey();
      if (!KEYS.contains(key)) {
        throw new InvalidInputException("charts." + key, "unknown chart key; known keys: "
            + String.join(", ", KEYS));
      }
      v.put(key, e.getValue());
    }
    this.values = Collections.unmodifiableMap(v);
    for (int w = 0; w < TableEncoding.WEATHERS; w++) {
      String wn = TableEncoding.weatherName(w);
      for (HexTerrain t : HexTerrain.values()) {
        String base = "tec." + TableEncoding.spell(t);
        String key = v.containsKey(base + "." + wn) ? base + "." + wn : base;
        hexCost[w][t.ordinal()] = t == HexTerrain.ALL_SEA || !v.containsKey(key) ? NO_EFFECT
            : hexCostValue(key, v.get(key), t == HexTerrain.CLEAR);
      }
      for (SideFeature s : COSTED_SIDES) {
        String base = "tec.side." + TableEncoding.spell(s);
        String key = v.containsKey(base + "." + wn) ? base + "." + wn : base;
        sideCost[w][s.ordinal()] = v.containsKey(key) ? sideCostValue(key, v.get(key)) : 0;
      }
      String ws = "shift.weather." + wn;
      weatherShift[w] = v.containsKey(ws) ? count(ws, v.get(ws)) : 0;
    }
    for (int size = 0; size < 2; size++) {
      for (int phase = 0; phase < 2; phase++) {
        String key = "road-rail." + SIZES[size] + "." + PHASES[phase];
        roadRail[size][phase] = positiveMp(key, v.get(key));
      }
    }
    for (HexTerrain t : HexTerrain.values()) {
      String key = "shift." + TableEncoding.spell(t);
      hexShift[t.ordinal()] = v.containsKey(key) ? count(key, v.get(key)) : 0;
    }
    for (SideFeature s : COSTED_SIDES) {
      String key = "shift.side." + TableEncoding.spell(s);
      sideShift[s.ordinal()] = v.containsKey(key) ? count(key, v.get(key)) : 0;
    }
    hqRange = count("hq.support-range", v.get("hq.support-range"));
    airRange = count("air.support-range", v.get("air.support-range"));
    navalBaseRange = count("naval-base.range", v.get("naval-base.range"));
    kwantungCountries = names("political.kwantung-countries",
        v.get("political.kwantung-countries"));
  }

  /**
   * The chart with a scenario's overrides.
   *
   * @param overrides {@code GameState.charts()}
   * @return the chart
   * @throws InvalidInputException for an unknown key or a malformed value
   */
  public static TerrainEffectsChart of(Map<String, String> overrides) {
    return new TerrainEffectsChart(overrides);
  }

  /**
   * Every chart key a scenario may override, in documentation order.
   *
   * @return the keys
   */
  public static List<String> keys() {
    return List.copyOf(KEYS);
  }

  /**
   * The shipped default values.
   *
   * @return key to value, in file order
   */
  public static Map<String, String> defaults() {
    return DEFAULTS;
  }

  /**
   * The value in force for a key.
   *
   * @param key a chart key
   * @return the value, or null if the key has no value
   */
  public String value(String key) {
    return values.get(key);
  }

  /** The smallest cost of a step, for search bounds. */
  int cheapestStep() {
    int min = Integer.MAX_VALUE;
    for (int[] byPhase : roadRail) {
      for (int c : byPhase) {
        min = Math.min(min, c);
      }
    }
    for (int[] byTerrain : hexCost) {
      for (int c : byTerrain) {
        if (c > 0) {
          min = Math.min(min, c);
        }
      }
    }
    return min;
  }

  private static int hexCostValue(String key, String value, boolean clear) {
    String s = value.trim();
    if (s.equalsIgnoreCase("P")) {
      return CLOSED;
    }
    if (s.equals("-") && !clear) {
      return NO_EFFECT;
    }
    return positiveMp(key, s);
  }

  private static int sideCostValue(String key, String value) {
    String s = value.trim();
    if (s.equalsIgnoreCase("P")) {
      return CLOSED;
    }
    Mp mp = mp(key, s, "a movement point value of 0 or more, or P for closed");
    if (mp.isNegative()) {
      throw new InvalidInputException("charts." + key, "expected a movement point value of 0 or"
          + " more, or P for closed, got '" + value + "'");
    }
    return mp.twelfths();
  }

  private static int positiveMp(String key, String value) {
    Mp mp = mp(key, value, "a movement point value above 0");
    if (mp.isNegative() || mp.isZero()) {
      throw new InvalidInputException("charts." + key, "expected a movement point value above 0,"
          + " got '" + value + "'");
    }
    return mp.twelfths();
  }

  private static Mp mp(String key, String value, String expected) {
    try {
      return Mp.parse(value);
    } catch (InvalidInputException | IndexOutOfBoundsException e) {
      // Mp.parse lets a bare sign ("-") through as an index error
      throw new InvalidInputException("charts." + key, "expected " + expected + ", got '" + value
          + "'", e);
    }
  }

  private static int count(String key, String value) {
    return TableEncoding.wholeNumber(value, "charts." + key);
  }

  private static List<String> names(String key, String value) {
    List<String> out = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      String n = part.trim();
      if (n.isEmpty()) {
        throw new InvalidInputException("charts." + key, "expected a comma-separated list of"
            + " region names, got '" + value + "'");
      }
      out.add(n);
    }
    return List.copyOf(out);
  }

  private static Map<String, String> loadDefaults() {
    Properties p = new Properties();
    try (InputStream in = TerrainEffectsChart.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, String> m = new LinkedHashMap<>();
    for (String key : buildKeys()) {
      String value = p.getProperty(key);
      if (value != null) {
        m.put(key, value.trim());
      }
    }
    for (String key : p.stringPropertyNames()) {
      if (!m.containsKey(key)) {
        throw new IllegalStateException("default chart has an unknown key " + key);
      }
    }
    return Collections.unmodifiableMap(m);
  }

  private static Set<String> buildKeys() {
    Set<String> keys = new LinkedHashSet<>();
    for (HexTerrain t : HexTerrain.values()) {
      if (t == HexTerrain.ALL_SEA) {
        continue;
      }
      keys.add("tec." + TableEncoding.spell(t));
      for (String w : HexsystemVocabulary.WEATHER) {
        keys.add("tec." + TableEncoding.spell(t) + "." + w);
      }
    }
    for (SideFeature s : COSTED_SIDES) {
      keys.add("tec.side." + TableEncoding.spell(s));
      for (String w : HexsystemVocabulary.WEATHER) {
        keys.add("tec.side." + TableEncoding.spell(s) + "." + w);
      }
    }
    for (String size : SIZES) {
      for (String phase : PHASES) {
        keys.add("road-rail." + size + "." + phase);
      }
    }
    for (HexTerrain t : HexTerrain.values()) {
      if (t != HexTerrain.ALL_SEA) {
        keys.add("shift." + TableEncoding.spell(t));
      }
    }
    for (SideFeature s : COSTED_SIDES) {
      keys.add("shift.side." + TableEncoding.spell(s));
    }
    for (String w : HexsystemVocabulary.WEATHER) {
      keys.add("shift.weather." + w);
    }
    keys.add("hq.support-range");
    keys.add("air.support-range");
    keys.add("naval-base.range");
    keys.add("political.kwantung-countries");
    return Collections.unmodifiableSet(keys);
  }
}
