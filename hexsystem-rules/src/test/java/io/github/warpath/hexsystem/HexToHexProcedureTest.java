package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.ARMOR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.HQ;
import static io.github.warpath.hexsystem.HexsystemVocabulary.JAPANESE;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** 3.1.1 Hex-to-Hex Procedure: terrain costs, enough points, the minimum move, enemy air. */
class HexToHexProcedureTest {

  /** Nanking (w4724), the clear hex w4624, Wenchow (w4524, rough) and w4723 across a river. */
  private static HexMap china() {
    return new TestMap("w", 2, "w4724", "w4624", "w4524", "w4723")
        .fill(HexTerrain.CLEAR)
        .hex("w4724", HexTerrain.CITY)
        .hex("w4524", HexTerrain.ROUGH, HexTerrain.CITY)
        .side("w4723", "w4624", SideFeature.RIVER)
        .build();
  }

  @Test
  void textExampleTankCannotEnterWenchowWithOnePointLeft() {
    HexMap map = china();
    GameState s = state(map).add(unit("tank", AXIS).nat(JAPANESE).kind(ARMOR).steps(2).ma(2)
        .at(map, "w4724")).build();
    Verdict ok = check(s, "tank", "w4624");
    assertLegal(ok);
    assertEquals(Mp.of(1), ok.spent());
    Violation v = assertViolation(check(s, "tank", "w4624", "w4524"),
        HexsystemRule.SUFFICIENT_ALLOWANCE, 2);
    assertEquals("w4524", v.location().orElseThrow());
    assertEquals(Mp.of(2), v.needed().orElseThrow());
    assertEquals(Mp.of(1), v.available().orElseThrow());
  }

  @Test
  void textExampleHqCrossesTheRiverIntoW4624OnItsMinimumMove() {
    // The text starts the HQ in "24723"; it is w4723, the hex across the river from w4624
    // (Nanking, w4724, reaches w4624 for 1 MP without a river, as the tank example shows).
    HexMap map = china();
    GameState s = state(map).add(unit("2-1-1-hq", AXIS).nat(JAPANESE).kind(HQ).steps(2).ma(1)
        .at(map, "w4723")).build();
    Verdict v = check(s, "2-1-1-hq", "w4624");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals("minimum move; move ends here", v.steps().get(0).note());
    assertEquals("2!", reach(s, "2-1-1-hq").get("w4624"));
  }

  @Test
  void aHexCostsItsMostExpensiveTerrainPlusTheHexsidesCrossed() {
    HexMap map = new TestMap("w", 1, "w1010", "w1011", "w1012").fill(HexTerrain.CLEAR)
        .hex("w1011", HexTerrain.FOREST, HexTerrain.SWAMP)
        .side("w1010", "w1011", SideFeature.MAJOR_RIVER).build();
    GameState s = state(map).add(unit("inf", WESTERN).ma(6).at(map, "w1010")).build();
    Verdict v = check(s, "inf", "w1011", "w1012");
    assertLegal(v);
    assertEquals(Mp.of(3 + 2), v.steps().get(0).cost());
    assertEquals(Mp.of(6), v.spent());
  }

  @Test
  void aScenarioChartOverrideChangesTheCost() {
    HexMap map = china();
    GameState s = state(map).add(unit("tank", AXIS).kind(ARMOR).steps(2).ma(4)
        .at(map, "w4624")).chart("tec.rough", "3").chart("tec.rough.mud", "4").build();
    assertEquals(Mp.of(3), check(s, "tank", "w4524").spent());
    GameState mud = state(map).add(unit("tank", AXIS).kind(ARMOR).steps(2).ma(4)
        .at(map, "w4624")).chart("tec.rough", "3").chart("tec.rough.mud", "4").weather("mud")
        .build();
    assertEquals(Mp.of(4), check(mud, "tank", "w4524").spent());
  }

  @Test
  void aClosedTerrainCannotBeEnteredAndTheViolationSaysWhich() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4624"))
        .chart("tec.rough", "P").build();
    Violation v = assertViolation(check(s, "inf", "w4524"), HexsystemRule.TERRAIN_COSTS, 1);
    assertTrue(v.reason().contains("rough"), v::toString);
    assertFalse(reach(s, "inf").containsKey("w4524"));
  }

  @Test
  void theUnitMayNotEnterAHexItCannotPayForAfterItsFirstHex() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(3).at(map, "w4724")).build();
    Map<String, String> r = reach(s, "inf");
    assertEquals("1", r.get("w4624"));
    assertEquals("3", r.get("w4524"));
    assertViolation(check(s, "inf", "w4624", "w4524", "w4525"),
        HexsystemRule.SUFFICIENT_ALLOWANCE, 3);
  }

  @Test
  void minimumMoveOnlyForTheFirstHexOfThePhase() {
    HexMap map = china();
    GameState s = state(map).add(unit("hq", AXIS).kind(HQ).ma(1).at(map, "w4624")).build();
    Verdict first = check(s, "hq", "w4524");
    assertLegal(first);
    assertEquals(Mp.of(2), first.spent());
    // after a hex that used the whole allowance, the next hex needs its full cost
    GameState s2 = state(map).add(unit("hq", AXIS).kind(HQ).ma(1).at(map, "w4724")).build();
    assertViolation(check(s2, "hq", "w4624", "w4524"), HexsystemRule.SUFFICIENT_ALLOWANCE, 2);
    // a unit that exceeded its allowance on the first hex must stop there
    Violation stop = assertViolation(check(s, "hq", "w4524", "w4525"),
        HexsystemRule.MINIMUM_MOVE, 2);
    assertTrue(stop.reason().contains("first hex"), stop::toString);
  }

  @Test
  void minimumMoveIsStillSubjectToTheOtherRestrictions() {
    HexMap map = china();
    GameState s = state(map).add(unit("hq", AXIS).kind(HQ).ma(1).at(map, "w4624"),
        unit("enemy", WESTERN).at(map, "w4524")).build();
    assertViolation(check(s, "hq", "w4524"), HexsystemRule.ENEMY_UNITS, 1);
    GameState closed = state(map).add(unit("hq", AXIS).kind(HQ).ma(1).at(map, "w4624"))
        .chart("tec.rough", "P").build();
    assertViolation(check(closed, "hq", "w4524"), HexsystemRule.TERRAIN_COSTS, 1);
  }

  @Test
  void aUnitLeavesAHexWithAnEnemyAirUnitAtNoExtraCost() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(2).at(map, "w4724"),
        unit("p40", WESTERN).kind(AIR).at(map, "w4724")).build();
    Verdict v = check(s, "inf", "w4624");
    assertLegal(v);
    assertEquals(Mp.of(1), v.spent());
    assertEquals("1", reach(s, "inf").get("w4624"));
  }

  @Test
  void aHexWithAnEnemyAirUnitCannotBeEntered() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(3).at(map, "w4724"),
        unit("p40", WESTERN).kind(AIR).at(map, "w4624")).build();
    Violation v = assertViolation(check(s, "inf", "w4624"), HexsystemRule.ENEMY_UNITS, 1);
    assertTrue(v.reason().contains("p40"), v::toString);
  }

  @Test
  void aStepToAHexThatIsNotAdjacentIsRefused() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(3).at(map, "w4724")).build();
    Violation v = assertViolation(check(s, "inf", "w4524"), HexsystemRule.ADJACENT_HEXES, 1);
    assertTrue(v.reason().contains("not adjacent"), v::toString);
  }

  @Test
  void thePathIsTheCheapestLegalRoute() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4723")).build();
    // w4723 to w4624 directly costs 2 (river); around through Nanking costs 1 + 1
    Route r = Fixtures.RULES.path(s, MoveQuery.of("inf"), Position.hex(map.parse("w4624")))
        .orElseThrow();
    assertEquals(Mp.of(2), r.cost());
  }

  @Test
  void aHexsideTheChartClosesCannotBeCrossedAndTheViolationSaysWhich() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4723"))
        .chart("tec.side.river", "P").build();
    Violation v = assertViolation(check(s, "inf", "w4624"), HexsystemRule.TERRAIN_COSTS, 1);
    assertEquals("ground units cannot cross this river hexside (the chart closes it)",
        v.reason());
    // the hex itself stays open: round by Nanking it costs 1 + 1
    assertEquals("2", reach(s, "inf").get("w4624"));
    // the chart may also make a river free: then the crossing costs the hex only
    GameState free = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4723"))
        .chart("tec.side.river", "0").build();
    assertEquals(Mp.of(1), check(free, "inf", "w4624").spent());
    // a weather variant applies in its weather only
    GameState mud = state(map).weather("mud").add(unit("inf", AXIS).ma(4).at(map, "w4723"))
        .chart("tec.side.river.mud", "P").build();
    assertViolation(check(mud, "inf", "w4624"), HexsystemRule.TERRAIN_COSTS, 1);
    GameState fair = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4723"))
        .chart("tec.side.river.mud", "P").build();
    assertEquals(Mp.of(2), check(fair, "inf", "w4624").spent());
  }

  @Test
  void aClosedClearHexIsNamedAndAHexWithoutCostedTerrainCostsAsClear() {
    HexMap filled = new TestMap("w", 1, "w1010", "w1110").fill(HexTerrain.CLEAR).build();
    HexMap map = filled.toBuilder().clearHex(filled.parse("w1110"))
        .hex(filled.parse("w1110"), HexTerrain.PORT).build();
    GameState s = state(map).add(unit("inf", AXIS).ma(4).at(map, "w1010"))
        .chart("tec.clear", "P").chart("tec.city", "1").build();
    Violation clear = assertViolation(check(s, "inf", "w1011"), HexsystemRule.TERRAIN_COSTS, 1);
    assertEquals("ground units cannot enter clear here (the chart closes it)", clear.reason());
    // w1110 holds only a port, which has no cost of its own: it costs what clear costs
    Violation port = assertViolation(check(s, "inf", "w1110"), HexsystemRule.TERRAIN_COSTS, 1);
    assertEquals("ground units cannot enter this terrain", port.reason());
    GameState dear = state(map).add(unit("inf", AXIS).ma(4).at(map, "w1010"))
        .chart("tec.clear", "2").build();
    assertEquals(Mp.of(2), check(dear, "inf", "w1110").spent());
  }

  @Test
  void theVerdictShowsTheAllowanceAndWhatIsLeftOfIt() {
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(3).at(map, "w4724")).build();
    Verdict v = check(s, "inf", "w4624");
    assertEquals(Mp.of(3), v.allowance());
    assertEquals(Mp.of(1), v.spent());
    assertEquals(Mp.of(2), v.remaining());
    assertEquals(Mp.of(3), Fixtures.RULES.reach(s, MoveQuery.of("inf")).allowance());
  }

  @Test
  void theViolationNamesTheClosedTerrainNotAnOpenHexsideBesideIt() {
    // a free river into a closed clear hex: the hex is what closes the way
    HexMap map = china();
    GameState s = state(map).add(unit("inf", AXIS).ma(4).at(map, "w4723"))
        .chart("tec.side.river", "0").chart("tec.clear", "P").chart("tec.city", "1").build();
    assertEquals("ground units cannot enter clear here (the chart closes it)",
        assertViolation(check(s, "inf", "w4624"), HexsystemRule.TERRAIN_COSTS, 1).reason());
    // of a river and a major river on one hexside, the closed one is named
    HexMap both = new TestMap("w", 1, "w1010", "w1110").fill(HexTerrain.CLEAR)
        .side("w1010", "w1110", SideFeature.RIVER, SideFeature.MAJOR_RIVER).build();
    GameState closed = state(both).add(unit("inf", AXIS).ma(6).at(both, "w1010"))
        .chart("tec.side.major-river", "P").build();
    assertEquals("ground units cannot cross this major-river hexside (the chart closes it)",
        assertViolation(check(closed, "inf", "w1110"), HexsystemRule.TERRAIN_COSTS, 1)
            .reason());
    GameState open = state(both).add(unit("inf", AXIS).ma(6).at(both, "w1010")).build();
    assertEquals(Mp.of(1 + 1 + 2), check(open, "inf", "w1110").spent());
  }
}
