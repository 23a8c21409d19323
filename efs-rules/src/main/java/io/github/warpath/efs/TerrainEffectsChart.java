package io.github.warpath.efs;

import io.github.warpath.efs.internal.ChartValues;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;

/**
 * The Terrain Effects Chart and the other numbers of the efs rules, as data. The text refers to
 * the chart without printing it, so the defaults ship in the module as a resource file
 * ({@code tec-default.properties}) in which every line says where its value comes from: stated
 * or forced by the text, or our own judgement. A scenario replaces any value through {@link
 * GameState#charts()}.
 *
 * <p>Keys: {@code tec.<row>.<motorized|non-motorized>.<dry|mud|frost|snow|arctic>} for the hex
 * rows {@code clear, woods, swamp, town, city, major-city}, the roads {@code minor-road,
 * main-road, motorway} and the hexsides {@code river, major-river, lake, fortified-line}; a
 * key without the weather sets the whole row ({@code tec.woods.motorized=2,3,2,3,3});
 * {@code tec.major-river.artillery.<weather>} ({@code P} or {@code OT}); and the single values
 * {@code tec.strongpoint, tec.enemy-zoc, tec.footnote-a, rail.woods-reduction,
 * rail.swamp.motorized, out-of-supply.reduction, super-heavy.road-rate, overrun.extra,
 * strategic.multiplier}.
 *
 * <p>Values: a number of MP ({@code 1}, {@code 1/2}, {@code 1½}), {@code P} (prohibited),
 * {@code OT} (the other terrain of the hex; towns and roads), {@code NE} (no effect, hexsides),
 * and a trailing {@code a} for footnote (a): +1 for motorized units except Soviet armor.
 */
public final class TerrainEffectsChart {
  private TerrainEffectsChart() {}

  /**
   * The default chart, cell by cell.
   *
   * @return key to value, in chart order
   */
  public static Map<String, String> defaults() {
    return ChartValues.DEFAULT.cells();
  }

  /**
   * The chart a state plays with: the defaults with its overrides.
   *
   * @param state the state
   * @return key to value, in chart order
   * @throws io.github.warpath.InvalidInputException for an unknown key or malformed value
   */
  public static Map<String, String> of(GameState state) {
    return ChartValues.DEFAULT.with(state.charts()).cells();
  }

  /**
   * Every cell key.
   *
   * @return the keys, in chart order
   */
  public static List<String> keys() {
    return ChartValues.cellKeys();
  }
}
