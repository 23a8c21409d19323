package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.state.GameState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * EFS terrain effects: the chart is data with weather columns and motorized / non-motorized
 * costs; a scenario overrides any cell or row through {@code GameState.charts()}.
 */
class TerrainEffectsChartTest {

  @Test
  void theDefaultChartHasEveryCell() {
    Map<String, String> d = TerrainEffectsChart.defaults();
    assertEquals(144, d.size());
    assertEquals(TerrainEffectsChart.keys(), java.util.List.copyOf(d.keySet()));
    assertEquals("3a", d.get("tec.woods.motorized.mud"));
    assertEquals("P", d.get("tec.swamp.motorized.dry"));
    assertEquals("½", d.get("tec.city.non-motorized.snow"));
    assertEquals("OT", d.get("tec.minor-road.motorized.mud"));
    assertEquals("NE", d.get("tec.river.motorized.snow"));
    assertEquals("1", d.get("tec.major-river.motorized.snow"));
    assertEquals("P", d.get("tec.major-river.artillery.dry"));
    assertEquals("2", d.get("strategic.multiplier"));
    assertEquals(TerrainEffectsChart.keys(), Fx.RULES.vocabulary().get("chart-keys"));
  }

  @Test
  void everyDefaultLineSaysWhereItsValueComesFrom() throws IOException {
    try (InputStream in = getClass().getResourceAsStream(
        "/io/github/warpath/efs/internal/tec-default.properties")) {
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      String line;
      String source = null;
      int values = 0;
      while ((line = r.readLine()) != null) {
        String t = line.trim();
        if (t.startsWith("# [text]") || t.startsWith("# [judgement]")) {
          source = t;
        } else if (t.isEmpty() || t.equals("#") || t.startsWith("# ---")) {
          source = t.startsWith("# ---") ? null : source;
        } else if (!t.startsWith("#")) {
          assertTrue(source != null, "no source comment before: " + t);
          values++;
        }
      }
      assertEquals(36, values);
    }
  }

  @Test
  void aScenarioOverridesACell() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(Fx.infantry("inf", "0303"))
        .chart("tec.woods.non-motorized.dry", "4").state();
    assertLegal(check(s, "inf", "0304"), 4.0);
    assertEquals("4", TerrainEffectsChart.of(s).get("tec.woods.non-motorized.dry"));
  }

  @Test
  void aScenarioOverridesARow() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(panzer("pz", "0303"))
        .chart("tec.swamp.motorized", "4, 5a, 2, 3, 3").state();
    assertLegal(check(s, "pz", "0304"), 4.0);
    GameState mud = Fx.clear().terrain(EfsTerrain.SWAMP, "0304").unit(panzer("pz", "0303"))
        .chart("tec.swamp.motorized", "4, 5a, 2, 3, 3").weather(EfsWeather.MUD).state();
    assertLegal(check(mud, "pz", "0304"), 6.0);
    GameState closed = Fx.clear().unit(panzer("pz", "0303"))
        .chart("tec.clear.motorized.dry", "P").state();
    assertIllegal(check(closed, "pz", "0304"), EfsRule.TERRAIN, 1);
  }

  @Test
  void unknownKeysAndMalformedValuesAreRejectedByValidate() {
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.forest.motorized.dry", "2").state());
    assertEquals("charts.tec.forest.motorized.dry", unknown.field());
    assertTrue(unknown.getMessage().contains("tec.<clear|woods"), unknown.getMessage());
    InvalidInputException value = assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized.dry", "two").state());
    assertEquals("charts.tec.woods.motorized.dry", value.field());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.clear.motorized.dry", "OT").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.river.motorized.dry", "2a").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized", "1, 2").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("tec.woods.motorized.dry", "-1").state());
    assertThrows(InvalidInputException.class,
        () -> Fx.clear().chart("strategic.multiplier", "1/2").state());
  }

  @Test
  void aQueryOnAStateWithABadChartFailsWithTheKeyNamed() {
    GameState s = GameState.builder().ruleSet(EfsRules.ID)
        .board(Fx.clear().map.build()).addUnits(panzer("pz", "0303"))
        .putCharts("tec.mud.motorized", "1").build();
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> check(s, "pz", "0304"));
    assertEquals("charts.tec.mud.motorized", e.field());
  }
}
