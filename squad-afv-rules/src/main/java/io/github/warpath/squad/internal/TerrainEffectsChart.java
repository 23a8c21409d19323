package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
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
import java.util.Locale;
import java.util.Map;

/**
 * The movement chart: hex and hexside costs per movement class and unit values, read from the
 * default chart shipped with the module ({@code squad-afv-chart.properties}) with a scenario's
 * overrides on top. Costs are in twelfths of a point; {@link #PROHIBITED} marks what a class may
 * not enter or cross. Immutable; equal when every value is equal.
 */
public final class TerrainEffectsChart {
  /** A cost that forbids entering or crossing. */
  public static final int PROHIBITED = -1;

  private static final String RESOURCE = "squad-afv-chart.properties";
  private static final Map<String, String> DEFAULTS = readDefaults();
  private static final TerrainEffectsChart DEFAULT = parse(Map.of());

  private final int[][] hex;
  private final int[][] side;
  private final int[] value;

  private TerrainEffectsChart(int[][] hex, int[][] side, int[] value) {
    this.hex = hex;
    this.side = side;
    this.value = value;
  }

  /**
   * The default chart with overrides applied.
   *
   * @param overrides chart keys and values, as in {@code GameState.charts()}
   * @return the chart
   * @throws InvalidInputException naming {@code charts.<key>} for an unknown key or a malformed
   *     value
   */
  public static TerrainEffectsChart of(Map<String, String> overrides) {
    return overrides.isEmpty() ? DEFAULT : parse(overrides);
  }

  /**
   * The default values, keyed as scenarios write them, in the order of the shipped file.
   *
   * @return an unmodifiable map
   */
  public static Map<String, String> defaults() {
    return DEFAULTS;
  }

  private static TerrainEffectsChart parse(Map<String, String> overrides) {
    for (String key : overrides.keySet()) {
      if (!DEFAULTS.containsKey(key)) {
        throw new InvalidInputException("charts." + key, "unknown chart key; keys are"
            + " hex.<terrain>.<class>, side.<feature>.<class> and value.<kind> with terrain "
            + String.join("/", TerrainVocabulary.of(SquadTerrain.class, SquadHexside.class)
                .hexFeatureNames())
            + ", features " + String.join("/", TerrainVocabulary.of(SquadTerrain.class,
                SquadHexside.class).hexsideFeatureNames())
            + ", classes " + String.join("/", MovementClass.names()) + ", kinds "
            + String.join("/", UnitKind.names()));
      }
    }
    int classes = MovementClass.values().length;
    int[][] hex = new int[SquadTerrain.values().length][classes];
    int[][] side = new int[SquadHexside.values().length][classes];
    int[] value = new int[UnitKind.values().length];
    for (SquadTerrain t : SquadTerrain.values()) {
      for (MovementClass c : MovementClass.values()) {
        String key = "hex." + spell(t) + "." + c.spelled();
        hex[t.ordinal()][c.ordinal()] = cost(key, pick(key, overrides), false);
      }
    }
    for (SquadHexside s : SquadHexside.values()) {
      for (MovementClass c : MovementClass.values()) {
        String key = "side." + spell(s) + "." + c.spelled();
        side[s.ordinal()][c.ordinal()] = cost(key, pick(key, overrides),
            s != SquadHexside.ROAD);
      }
    }
    for (UnitKind k : UnitKind.values()) {
      String key = "value." + k.spelled();
      value[k.ordinal()] = unitValue("charts." + key, pick(key, overrides));
    }
    return new TerrainEffectsChart(hex, side, value);
  }

  private static String pick(String key, Map<String, String> overrides) {
    String v = overrides.get(key);
    if (v != null) {
      return v;
    }
    v = DEFAULTS.get(key);
    if (v == null) {
      throw new IllegalStateException("the default chart lacks " + key);
    }
    return v;
  }

  private static int cost(String key, String text, boolean zeroAllowed) {
    String t = text.trim();
    if (t.equalsIgnoreCase("P")) {
      return PROHIBITED;
    }
    Mp mp;
    try {
      mp = Mp.parse(t);
    } catch (InvalidInputException e) {
      throw new InvalidInputException("charts." + key, "expected movement points (1, 1.5,"
          + " 1 1/2) or P for prohibited, got '" + text + "'");
    }
    if (mp.isNegative() || (!zeroAllowed && mp.isZero())) {
      throw new InvalidInputException("charts." + key, "expected "
          + (zeroAllowed ? "0 or more" : "more than 0") + " movement points or P, got '" + text
          + "'");
    }
    return mp.twelfths();
  }

  /**
   * Parses a unit value: a whole number, 0 or more.
   *
   * @param field the field, for the error
   * @param text the text
   * @return the value
   * @throws InvalidInputException if it is not such a number
   */
  public static int unitValue(String field, String text) {
    try {
      int v = Integer.parseInt(text.trim());
      if (v >= 0) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException(field, "expected a whole number, 0 or more, got '" + text
        + "'");
  }

  private static String spell(Enum<?> e) {
    return TerrainVocabulary.spell(e);
  }

  /**
   * The cost of entering a hex of a terrain.
   *
   * @param terrain the terrain
   * @param cls the movement class
   * @return twelfths of a point, or {@link #PROHIBITED}
   */
  public int hex(SquadTerrain terrain, MovementClass cls) {
    return hex[terrain.ordinal()][cls.ordinal()];
  }

  /**
   * The cost of crossing a hexside feature (for a road: the cost along it).
   *
   * @param feature the feature
   * @param cls the movement class
   * @return twelfths of a point, or {@link #PROHIBITED}
   */
  public int side(SquadHexside feature, MovementClass cls) {
    return side[feature.ordinal()][cls.ordinal()];
  }

  /**
   * The default value of a unit kind.
   *
   * @param kind the kind
   * @return the value
   */
  public int value(UnitKind kind) {
    return value[kind.ordinal()];
  }

  private static Map<String, String> readDefaults() {
    Map<String, String> out = new LinkedHashMap<>();
    try (InputStream in = TerrainEffectsChart.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      while ((line = r.readLine()) != null) {
        String t = line.trim();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        int eq = t.indexOf('=');
        out.put(t.substring(0, eq).trim().toLowerCase(Locale.ROOT), t.substring(eq + 1).trim());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * Every chart key, in the order of the default chart.
   *
   * @return the keys
   */
  public static List<String> keys() {
    return new ArrayList<>(DEFAULTS.keySet());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TerrainEffectsChart && Arrays.deepEquals(hex, ((TerrainEffectsChart) o).hex)
        && Arrays.deepEquals(side, ((TerrainEffectsChart) o).side) && Arrays.equals(value, ((TerrainEffectsChart) o).value);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(hex) * 31 + Arrays.deepHashCode(side) * 17
        + Arrays.hashCode(value);
  }
}
