package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.internal.ChartCsv;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The terrain table of {@code miniatures-fixed}: for every troop type, its basic rate, its base
 * size and the code for each terrain rating.
 *
 * <p>The default ships as the resource {@code terrain-table.csv} beside this class. The text
 * describes the codes but does not print the table; the sources of each default value are given
 * in that file and in the project's README: the infantry rate of 6", infantry's No Run in rough
 * ground and at obstacles, No for impassable and the road bonus for vehicles come from the text;
 * the placement of OK*, OK**, No* and No(!) follows the text's description of each code; every
 * other code, the vehicle and artillery rates and the base sizes are our own judgement.
 *
 * <p>A scenario overrides single values through {@link
 * io.github.warpath.state.GameState#charts()} with these keys:
 * <ul>
 *   <li>{@code terrain.<troop>.<rating>=<code>}, e.g. {@code terrain.wheeled.rough=No};</li>
 *   <li>{@code rate.<troop>=<inches>}, e.g. {@code rate.tracked=8};</li>
 *   <li>{@code base.<troop>=<inches>}, e.g. {@code base.infantry=1.25}.</li>
 * </ul>
 * Troops are {@link TroopType#ids()}, ratings {@link TerrainRating#ids()}, codes {@link
 * TerrainCode#texts()}. Unknown keys and malformed values are rejected.
 */
public final class TerrainTable {
  private static final TerrainTable DEFAULTS = load();

  private final Map<TroopType, Map<TerrainRating, TerrainCode>> codes;
  private final Map<TroopType, Double> rates;
  private final Map<TroopType, Double> bases;

  private TerrainTable(Map<TroopType, Map<TerrainRating, TerrainCode>> codes,
      Map<TroopType, Double> rates, Map<TroopType, Double> bases) {
    this.codes = codes;
    this.rates = rates;
    this.bases = bases;
  }

  /**
   * The default table.
   *
   * @return the table shipped with the library
   */
  public static TerrainTable defaults() {
    return DEFAULTS;
  }

  private static TerrainTable load() {
    List<String[]> rows = ChartCsv.csv(TerrainTable.class, "terrain-table.csv");
    String[] head = rows.get(0);
    Map<TroopType, Map<TerrainRating, TerrainCode>> codes = new EnumMap<>(TroopType.class);
    Map<TroopType, Double> rates = new EnumMap<>(TroopType.class);
    Map<TroopType, Double> bases = new EnumMap<>(TroopType.class);
    for (String[] row : rows.subList(1, rows.size())) {
      TroopType t = TroopType.of("terrain-table.csv", row[0]);
      rates.put(t, ChartCsv.inches("rate." + t.id(), row[1]));
      bases.put(t, ChartCsv.inches("base." + t.id(), row[2]));
      Map<TerrainRating, TerrainCode> m = new EnumMap<>(TerrainRating.class);
      for (int i = 3; i < head.length; i++) {
        TerrainRating r = TerrainRating.of("terrain-table.csv", head[i]);
        m.put(r, TerrainCode.parse("terrain." + t.id() + "." + r.id(), row[i]));
      }
      codes.put(t, m);
    }
    return new TerrainTable(codes, rates, bases);
  }

  /**
   * The default table with a scenario's overrides applied.
   *
   * @param overrides chart keys and values, as {@link io.github.warpath.state.GameState#charts()}
   *     holds them
   * @return the table
   * @throws InvalidInputException naming the key ({@code charts.<key>}) of the first unknown key
   *     or malformed value
   */
  public static TerrainTable withOverrides(Map<String, String> overrides) {
    if (overrides.isEmpty()) {
      return DEFAULTS;
    }
    Map<TroopType, Map<TerrainRating, TerrainCode>> codes = new EnumMap<>(TroopType.class);
    for (Map.Entry<TroopType, Map<TerrainRating, TerrainCode>> e : DEFAULTS.codes.entrySet()) {
      codes.put(e.getKey(), new EnumMap<>(e.getValue()));
    }
    Map<TroopType, Double> rates = new EnumMap<>(DEFAULTS.rates);
    Map<TroopType, Double> bases = new EnumMap<>(DEFAULTS.bases);
    for (Map.Entry<String, String> e : overrides.entrySet()) {
      String key = e.getKey();
      String field = "charts." + key;
      String[] parts = key.split("\\.", -1);
      if (parts.length == 3 && parts[0].equals("terrain")) {
        TroopType t = TroopType.of(field, parts[1]);
        TerrainRating r = TerrainRating.of(field, parts[2]);
        codes.get(t).put(r, TerrainCode.parse(field, e.getValue()));
      } else if (parts.length == 2 && parts[0].equals("rate")) {
        rates.put(TroopType.of(field, parts[1]), ChartCsv.inches(field, e.getValue()));
      } else if (parts.length == 2 && parts[0].equals("base")) {
        double b = ChartCsv.inches(field, e.getValue());
        if (!(b > 0)) {
          throw new InvalidInputException(field, "a base is more than 0 inches across");
        }
        bases.put(TroopType.of(field, parts[1]), b);
      } else {
        throw new InvalidInputException(field, "unknown chart key; miniatures-fixed reads "
            + "terrain.<troop>.<rating>, rate.<troop> and base.<troop> (troops: "
            + String.join(", ", TroopType.ids()) + "; ratings: "
            + String.join(", ", TerrainRating.ids()) + ")");
      }
    }
    return new TerrainTable(codes, rates, bases);
  }

  /**
   * Every chart key this table reads.
   *
   * @return the keys, e.g. {@code terrain.infantry.rough}
   */
  public static List<String> keys() {
    List<String> out = new ArrayList<>();
    for (TroopType t : TroopType.values()) {
      for (TerrainRating r : TerrainRating.values()) {
        out.add("terrain." + t.id() + "." + r.id());
      }
      out.add("rate." + t.id());
      out.add("base." + t.id());
    }
    return out;
  }

  /**
   * The code for a troop type in a terrain.
   *
   * @param troop the troop type
   * @param rating the terrain rating
   * @return the code
   */
  public TerrainCode code(TroopType troop, TerrainRating rating) {
    return codes.get(troop).get(rating);
  }

  /**
   * The basic rate (an Advance).
   *
   * @param troop the troop type
   * @return inches
   */
  public double rate(TroopType troop) {
    return rates.get(troop);
  }

  /**
   * The default base diameter.
   *
   * @param troop the troop type
   * @return inches
   */
  public double base(TroopType troop) {
    return bases.get(troop);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TerrainTable && ((TerrainTable) o).codes.equals(codes)
        && ((TerrainTable) o).rates.equals(rates) && ((TerrainTable) o).bases.equals(bases);
  }

  @Override
  public int hashCode() {
    return codes.hashCode() * 31 + rates.hashCode();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("troop");
    for (TerrainRating r : TerrainRating.values()) {
      sb.append(", ").append(r.id());
    }
    for (TroopType t : TroopType.values()) {
      sb.append('\n').append(t.id());
      for (TerrainRating r : TerrainRating.values()) {
        sb.append(", ").append(code(t, r));
      }
    }
    return sb.toString();
  }
}
