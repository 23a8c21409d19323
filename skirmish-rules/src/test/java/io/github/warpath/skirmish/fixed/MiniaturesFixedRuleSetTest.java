package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rule set as the registry and scenario files see it: names, modes, vocabulary, chart. */
class MiniaturesFixedRuleSetTest {

  @Test
  void theRuleSetIsInstalledUnderItsId() {
    assertEquals("miniatures-fixed", Fx.RULES.id());
    assertEquals(MiniaturesFixedRules.class,
        RuleSets.installed().get("miniatures-fixed").getClass());
    assertEquals("Miniatures, fixed rates", Fx.RULES.name());
    assertEquals("1.0", Fx.RULES.version());
    assertTrue(Fx.RULES.description().startsWith("Inch-based miniatures movement at fixed"
        + " rates"), Fx.RULES.description());
    assertTrue(Fx.RULES.terrain().isEmpty());
  }

  @Test
  void anAdvanceIsTheDefaultAndARunTheOtherMode() {
    assertEquals(List.of("advance", "run"), Fx.RULES.modes().stream().map(MovementMode::id)
        .toList());
    assertEquals("advance", Fx.RULES.mode(null).id());
    assertEquals("move up to double the basic rate", Fx.RULES.mode("run").description());
  }

  @Test
  void everyRuleCitesItsHeading() {
    List<Rule> rules = Fx.RULES.rules();
    assertEquals(12, rules.size());
    assertSame(FixedRule.RATE, rules.get(0));
    for (Rule r : rules) {
      assertEquals("miniatures-fixed", r.ruleSet());
    }
    assertEquals("terrain/rough-ground", FixedRule.ROUGH_GROUND.section());
    assertEquals("Terrain: Rough Ground", FixedRule.ROUGH_GROUND.heading());
    assertEquals(FixedRule.OBSTACLES, TerrainRating.OBSTACLE.rule());
  }

  @Test
  void theVocabularyListsTheWordsAScenarioMayUse() {
    Map<String, List<String>> v = Fx.RULES.vocabulary();
    assertEquals(List.of("unit-kinds", "unit-attributes", "feature-kinds", "feature-attributes",
        "boxes", "options", "actions", "terrain-codes", "chart-keys"), List.copyOf(v.keySet()));
    assertEquals(List.of("infantry", "artillery", "wheeled", "half-track", "tracked",
        "heavy-tracked", "walker"), v.get("unit-kinds"));
    assertEquals(List.of("base"), v.get("unit-attributes"));
    assertEquals(List.of("open", "rough", "obstacle", "building", "road", "impassable"),
        v.get("feature-kinds"));
    assertEquals(List.of("anti-tank", "walker-proof", "demolishable"),
        v.get("feature-attributes"));
    assertEquals(List.of("off-table", "left-table"), v.get("boxes"));
    assertEquals(List.of("assault", "may-leave"), v.get("options"));
    assertEquals(List.of("enter"), v.get("actions"));
    assertEquals(List.of("OK", "OK*", "OK**", "No Run", "No", "No*", "No(!)", "x2"),
        v.get("terrain-codes"));
    List<String> keys = v.get("chart-keys");
    assertEquals(7 * 8, keys.size());
    assertEquals("terrain.infantry.open", keys.get(0));
    assertEquals("base.walker", keys.get(keys.size() - 1));
    assertTrue(keys.contains("rate.half-track"));
  }

  @Test
  void theTerrainTableReadsAsAChart() {
    String[] lines = TerrainTable.defaults().toString().split("\n");
    assertEquals("troop, open, rough, obstacle, building, road, impassable", lines[0]);
    assertEquals("infantry, OK, No Run, No Run, OK, OK, No", lines[1]);
    assertEquals("tracked, OK, No Run, OK*, No(!), x2, No", lines[5]);
    assertEquals(8, lines.length);
  }

  @Test
  void chartsAreEqualWhenEveryValueIs() {
    TerrainTable d = TerrainTable.defaults();
    assertSame(d, TerrainTable.withOverrides(Map.of()));
    TerrainTable same = TerrainTable.withOverrides(Map.of("rate.infantry", "6"));
    assertEquals(d, same);
    assertEquals(d.hashCode(), same.hashCode());
    assertNotEquals(d, TerrainTable.withOverrides(Map.of("rate.infantry", "5")));
    assertNotEquals(d.hashCode(), TerrainTable.withOverrides(Map.of("rate.infantry", "5"))
        .hashCode());
    assertNotEquals(d, TerrainTable.withOverrides(Map.of("base.infantry", "1.5")));
    assertNotEquals(d, TerrainTable.withOverrides(Map.of("terrain.infantry.rough", "OK")));
    assertNotEquals(d, "chart");
    assertEquals(2.5, TerrainTable.withOverrides(Map.of("base.half-track", "2.5"))
        .base(TroopType.HALF_TRACK));
  }

  @Test
  void aBaseIsMoreThanNothingAcross() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> TerrainTable.withOverrides(Map.of("base.infantry", "0")));
    assertEquals("charts.base.infantry", e.field());
    assertTrue(e.getMessage().contains("more than 0 inches"));
    assertEquals(0, TerrainTable.withOverrides(Map.of("rate.artillery", "0"))
        .rate(TroopType.ARTILLERY), "a rate may be nothing: a gun that cannot move");
  }

  @Test
  void featureAndUnitAttributesAreChecked() {
    Feature hedge = Feature.line("h", "obstacle", 0.5, 1, 1, 1, 9);
    GameState tall = Fx.state(Fx.table(hedge.with("height", "2")),
        Fx.unit("a", "blue", "infantry", 10, 10));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.validate(tall));
    assertEquals("board.features[0].attributes.height", e.field());
    assertTrue(e.getMessage().contains("anti-tank, walker-proof, demolishable"));
    GameState yes = Fx.state(Fx.table(hedge.with("anti-tank", "yes")),
        Fx.unit("a", "blue", "infantry", 10, 10));
    assertEquals("board.features[0].attributes.anti-tank", assertThrows(
        InvalidInputException.class, () -> Fx.RULES.validate(yes)).field());
    Fx.RULES.validate(Fx.state(Fx.table(hedge.with("anti-tank", "FALSE")),
        Fx.unit("a", "blue", "infantry", 10, 10)));
    GameState coloured = Fx.state(Fx.table(), Unit.builder().from(Fx.unit("a", "blue",
        "infantry", 10, 10)).putAttributes("colour", "red").build());
    assertEquals("units[0].attributes.colour", assertThrows(InvalidInputException.class,
        () -> Fx.RULES.validate(coloured)).field());
  }

  @Test
  void terrainCodesAreWrittenAsTheTableWritesThem() {
    assertEquals("No Run", TerrainCode.NO_RUN.text());
    assertEquals("No*", TerrainCode.NO_DEPLOYED_ONLY.text());
    assertEquals("No(!)", TerrainCode.NO_EXCEPT_DEMOLISH.text());
    assertEquals("x2", TerrainCode.ROAD_DOUBLE.text());
  }
}
