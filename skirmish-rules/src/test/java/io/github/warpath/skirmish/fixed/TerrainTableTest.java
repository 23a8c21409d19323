package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Terrain Table: codes per troop type as data, with scenario overrides. */
class TerrainTableTest {

  @Test
  void theDefaultTableHoldsTheTextsValues() {
    TerrainTable t = TerrainTable.defaults();
    assertEquals(TerrainCode.NO_RUN, t.code(TroopType.INFANTRY, TerrainRating.ROUGH));
    assertEquals(TerrainCode.NO_RUN, t.code(TroopType.INFANTRY, TerrainRating.OBSTACLE));
    assertEquals(TerrainCode.OK, t.code(TroopType.INFANTRY, TerrainRating.ROAD));
    assertEquals(6.0, t.rate(TroopType.INFANTRY));
    for (TroopType troop : TroopType.values()) {
      assertEquals(TerrainCode.NO, t.code(troop, TerrainRating.IMPASSABLE), troop.id());
      assertEquals(TerrainCode.OK, t.code(troop, TerrainRating.OPEN), troop.id());
      assertEquals(troop.vehicle() && troop != TroopType.WALKER, t.code(troop,
          TerrainRating.ROAD) == TerrainCode.ROAD_DOUBLE, troop.id());
    }
  }

  @Test
  void everyCodeOfTheTextIsUsedByTheDefaultTable() {
    TerrainTable t = TerrainTable.defaults();
    for (TerrainCode c : TerrainCode.values()) {
      boolean used = false;
      for (TroopType troop : TroopType.values()) {
        for (TerrainRating r : TerrainRating.values()) {
          used |= t.code(troop, r) == c;
        }
      }
      assertTrue(used, c.text());
    }
  }

  @Test
  void codesParseAsTheChartWritesThem() {
    assertEquals(TerrainCode.ROAD_DOUBLE, TerrainCode.parse("k", "×2"));
    assertEquals(TerrainCode.NO_EXCEPT_DEMOLISH, TerrainCode.parse("k", "No (!)"));
    assertEquals(TerrainCode.NO_RUN, TerrainCode.parse("k", "no run"));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> TerrainCode.parse("charts.terrain.infantry.rough", "Maybe"));
    assertTrue(e.getMessage().contains("No Run"), e.getMessage());
  }

  @Test
  void aScenarioOverridesOneValue() {
    Feature wood = Feature.rectangle("wood", "rough", 14, 5, 16, 15);
    GameState s = Fx.state(Fx.table(wood), Fx.unit("a", "blue", "infantry", 11, 10))
        .withCharts(Map.of("terrain.infantry.rough", "No"));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(17, 10)));
    assertEquals(FixedRule.ROUGH_GROUND.ref(), v.violations().get(0).rule());
    GameState slow = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10))
        .withCharts(Map.of("rate.infantry", "4"));
    assertFalse(Fx.RULES.check(slow, Fx.order("a", "advance", Fx.at(15, 10))).legal());
    assertTrue(Fx.RULES.check(slow, Fx.order("a", "advance", Fx.at(14, 10))).legal());
  }

  @Test
  void aLargerBaseFromTheChartChangesTheSpacing() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("b", "blue", "infantry", 12.5, 10));
    // Centres 3.2" apart: a 2.2" gap between 1" bases, 0.7" between 2.5" bases.
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 12))).legal());
    GameState big = s.withCharts(Map.of("base.infantry", "2.5"));
    assertEquals(FixedRule.SPACING.ref(), Fx.RULES.check(big, Fx.order("a", "advance",
        Fx.at(10, 12))).violations().get(0).rule());
  }

  @Test
  void unknownOrMalformedChartKeysAreRejected() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.validate(s.withCharts(Map.of("tec.woods", "2"))));
    assertEquals("charts.tec.woods", unknown.field());
    InvalidInputException troop = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.validate(s.withCharts(Map.of("terrain.cavalry.rough", "OK"))));
    assertTrue(troop.getMessage().contains("half-track"), troop.getMessage());
    InvalidInputException rate = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.validate(s.withCharts(Map.of("rate.infantry", "fast"))));
    assertEquals("charts.rate.infantry", rate.field());
  }
}
