package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Terrain Effects Chart, the Terrain Key's road/rail rates and the column-shift table ship
 * as data with documented defaults; a scenario overrides any value through {@code charts()}, and
 * unknown keys or malformed values are rejected with the key named.
 */
class ChartsAsDataTest {
  private static final HexMap MAP = new TestMap("w", 2, "w1010", "w1210")
      .fill(HexTerrain.CLEAR).hex("w1110", HexTerrain.FOREST).build();

  @Test
  void theDefaultsAreTheDocumentedValues() {
    Map<String, String> d = HexsystemRules.defaultCharts();
    assertEquals("1", d.get("tec.clear"));
    assertEquals("2", d.get("tec.rough"));
    assertEquals("1", d.get("tec.side.river"));
    assertEquals("1/2", d.get("road-rail.one-step.operational"));
    assertEquals("1/4", d.get("road-rail.one-step.reserve"));
    assertEquals("3", d.get("naval-base.range"));
    assertEquals("1", d.get("shift.weather.mud"));
    assertEquals("russia,communist-china,nationalist-china",
        d.get("political.kwantung-countries"));
  }

  @Test
  void everyChartKeyIsListedInTheVocabulary() {
    List<String> keys = Fixtures.RULES.vocabulary().get("chart-keys");
    assertTrue(keys.containsAll(HexsystemRules.defaultCharts().keySet()));
    assertTrue(keys.contains("tec.swamp.mud"));
    assertTrue(keys.contains("shift.side.major-river"));
  }

  @Test
  void anOverrideChangesTheCostAndWeatherVariantsApplyInTheirWeather() {
    GameState fair = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010"))
        .chart("tec.forest", "1 1/2").chart("tec.forest.snow", "3").build();
    assertEquals(Mp.ofHalves(3), check(fair, "u", "w1110").spent());
    GameState snow = state(MAP).weather(HexsystemVocabulary.SNOW)
        .add(unit("u", AXIS).ma(4).at(MAP, "w1010"))
        .chart("tec.forest", "1 1/2").chart("tec.forest.snow", "3").build();
    assertEquals(Mp.of(3), check(snow, "u", "w1110").spent());
  }

  @Test
  void anUnknownChartKeyIsRejected() {
    GameState s = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010"))
        .chart("tec.lava", "9").build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> check(s, "u", "w1110"));
    assertEquals("charts.tec.lava", e.field());
    assertTrue(e.getMessage().contains("tec.forest"), e::getMessage);
    assertThrows(InvalidInputException.class, () -> Fixtures.RULES.validate(s));
  }

  @Test
  void malformedValuesAreRejected() {
    for (String[] kv : new String[][] {{"tec.forest", "two"}, {"tec.forest", "0"},
        {"road-rail.one-step.reserve", "-1"}, {"shift.rough", "yes"},
        {"naval-base.range", "-3"}, {"tec.clear", "-"}, {"political.kwantung-countries", ","}}) {
      GameState s = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010")).chart(kv[0], kv[1])
          .build();
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> Fixtures.RULES.validate(s), kv[0]);
      assertEquals("charts." + kv[0], e.field());
    }
  }

  @Test
  void aTerrainCanBeClosedOrMadeIrrelevant() {
    GameState closed = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010"))
        .chart("tec.forest", "P").build();
    Fixtures.assertViolation(check(closed, "u", "w1110"), HexsystemRule.TERRAIN_COSTS, 1);
    GameState ignored = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010"))
        .chart("tec.forest", "-").build();
    assertEquals(Mp.of(1), check(ignored, "u", "w1110").spent());
  }

  @Test
  void aHexWhoseOnlyTerrainTheChartIgnoresCostsAsClear() {
    HexMap forest = MAP.toBuilder().clearHex(MAP.parse("w1110"))
        .hex(MAP.parse("w1110"), HexTerrain.FOREST).build();
    GameState s = state(forest).add(unit("u", AXIS).ma(4).at(forest, "w1010"))
        .chart("tec.forest", "-").chart("tec.clear", "1 1/2").build();
    assertEquals(Mp.ofHalves(3), check(s, "u", "w1110").spent());
  }
}
