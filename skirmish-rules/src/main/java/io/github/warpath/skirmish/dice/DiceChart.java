package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.internal.ChartCsv;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values {@code miniatures-dice} needs that the text leaves to the players: base diameters
 * per unit kind ({@code base.<kind>}) and how close "adjacent" is ({@code adjacent}), in inches.
 * The defaults ship as {@code dice-chart.csv} beside this class (our own judgement: 1" bases for
 * figures, 3" for vehicles, adjacent within 1"); a scenario overrides them through {@link
 * io.github.warpath.state.GameState#charts()}.
 */
public final class DiceChart {
  private static final Map<String, Double> DEFAULTS = load();
  private final Map<String, Double> values;

  private DiceChart(Map<String, Double> values) {
    this.values = values;
  }

  private static Map<String, Double> load() {
    Map<String, Double> m = new LinkedHashMap<>();
    List<String[]> rows = ChartCsv.csv(DiceChart.class, "dice-chart.csv");
    for (String[] row : rows.subList(1, rows.size())) {
      m.put(row[0], ChartCsv.inches(row[0], row[1]));
    }
    return m;
  }

  /**
   * The defaults with a scenario's overrides.
   *
   * @param overrides chart keys and values
   * @return the chart
   * @throws InvalidInputException naming {@code charts.<key>} for an unknown key or a bad value
   */
  public static DiceChart withOverrides(Map<String, String> overrides) {
    Map<String, Double> m = new LinkedHashMap<>(DEFAULTS);
    for (Map.Entry<String, String> e : overrides.entrySet()) {
      String field = "charts." + e.getKey();
      if (!DEFAULTS.containsKey(e.getKey())) {
        throw new InvalidInputException(field, "unknown chart key; miniatures-dice reads "
            + String.join(", ", DEFAULTS.keySet()));
      }
      double v = ChartCsv.inches(field, e.getValue());
      if (e.getKey().startsWith("base.") && !(v > 0)) {
        throw new InvalidInputException(field, "a base is more than 0 inches across");
      }
      m.put(e.getKey(), v);
    }
    return new DiceChart(m);
  }

  /**
   * Every chart key.
   *
   * @return the keys
   */
  public static List<String> keys() {
    return new ArrayList<>(DEFAULTS.keySet());
  }

  /**
   * The default base diameter of a unit kind.
   *
   * @param kind the kind
   * @return inches
   */
  public double base(String kind) {
    return values.get("base." + kind);
  }

  /**
   * How close counts as adjacent, base edge to base edge.
   *
   * @return inches
   */
  public double adjacent() {
    return values.get("adjacent");
  }
}
