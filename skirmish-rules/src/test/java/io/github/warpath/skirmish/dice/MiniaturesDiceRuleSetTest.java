package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rule set as the registry and scenario files see it: its names, modes and vocabulary. */
class MiniaturesDiceRuleSetTest {

  @Test
  void theRuleSetIsInstalledUnderItsId() {
    assertEquals("miniatures-dice", Dx.RULES.id());
    assertEquals(MiniaturesDiceRules.class, RuleSets.installed().get("miniatures-dice").getClass());
    assertEquals("Miniatures, dice-rolled rates", Dx.RULES.name());
    assertEquals("1.0", Dx.RULES.version());
    assertTrue(Dx.RULES.description().startsWith("Inch-based miniatures movement with rolled"
        + " distances"), Dx.RULES.description());
    assertTrue(Dx.RULES.terrain().isEmpty(), "a table, not hexes");
  }

  @Test
  void normalMovementIsTheDefaultAmongElevenModes() {
    List<String> modes = Dx.RULES.modes().stream().map(MovementMode::id).toList();
    assertEquals(List.of("normal", "tactical", "double", "move-and-fire", "cross-obstacle",
        "change-floor", "embark", "disembark", "unlimber", "stance", "face"), modes);
    assertEquals("normal", Dx.RULES.mode("").id());
    assertEquals("Normal movement, 2D6", Dx.RULES.mode("normal").description());
    assertEquals("mode", assertThrows(InvalidInputException.class, () -> Dx.RULES.mode("run"))
        .field());
  }

  @Test
  void everyRuleCitesItsSectionOfTheText() {
    List<Rule> rules = Dx.RULES.rules();
    assertEquals(14, rules.size());
    assertSame(DiceRule.SCOPE, rules.get(0));
    for (Rule r : rules) {
      assertEquals("miniatures-dice", r.ruleSet());
      assertTrue(r.section().startsWith("10"), r.section());
    }
    assertEquals("10.1.2.1", DiceRule.OBSTACLES.section());
    assertEquals("Crossing Obstacles", DiceRule.OBSTACLES.heading());
  }

  @Test
  void theVocabularyListsTheWordsAScenarioMayUse() {
    Map<String, List<String>> v = Dx.RULES.vocabulary();
    assertEquals(List.of("unit-kinds", "unit-attributes", "weapons", "unit-flags", "markers",
        "feature-kinds", "feature-attributes", "boxes", "options", "chart-keys"),
        List.copyOf(v.keySet()));
    assertEquals(List.of("team", "junior-leader", "senior-leader", "vehicle",
        "armoured-vehicle"), v.get("unit-kinds"));
    assertTrue(v.get("weapons").contains("static-gun"));
    assertEquals(List.of("tactical", "overwatch", "fired", "moved", "moved-cautiously",
        "embarking"), v.get("unit-flags"));
    assertEquals(List.of("jump-off-point"), v.get("markers"));
    assertEquals(List.of("lost"), v.get("boxes"));
    assertEquals(List.of("dice", "forced", "assault-deployment", "tactical", "fire"),
        v.get("options"));
    assertEquals(List.of("base.team", "base.junior-leader", "base.senior-leader",
        "base.vehicle", "base.armoured-vehicle", "adjacent"), v.get("chart-keys"));
    assertTrue(v.get("feature-kinds").contains("heavy-going"));
    assertEquals(List.of("depth", "floors", "damaged", "type", "building"),
        v.get("feature-attributes"));
  }

  @Test
  void theChartGivesBasesAndAdjacencyAndTakesOverrides() {
    DiceChart d = DiceChart.withOverrides(Map.of());
    assertEquals(1, d.base("team"));
    assertEquals(3, d.base("armoured-vehicle"));
    assertEquals(1, d.adjacent());
    DiceChart o = DiceChart.withOverrides(Map.of("adjacent", "2", "base.team", "1.25"));
    assertEquals(2, o.adjacent());
    assertEquals(1.25, o.base("team"));
    assertEquals(1, o.base("senior-leader"));
    assertEquals(0, DiceChart.withOverrides(Map.of("adjacent", "0")).adjacent(),
        "adjacency may be base to base");
    InvalidInputException zero = assertThrows(InvalidInputException.class,
        () -> DiceChart.withOverrides(Map.of("base.team", "0")));
    assertEquals("charts.base.team", zero.field());
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> DiceChart.withOverrides(Map.of("base.tank", "3")));
    assertTrue(unknown.getMessage().contains("base.team, base.junior-leader"),
        unknown.getMessage());
  }
}
