package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.ARMOR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.RESERVE_MOVEMENT;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;

/**
 * 3.1.1 Hex-to-Hex Procedure, Road or Rail: crossing a hexside along a road, rail or connected
 * strait pays the Terrain Key's road/rail rate (by one-step or multi-step unit, Operational or
 * Reserve phase) instead of the hex and hexside costs.
 *
 * <p>The map: a road w1010-w1110-w1210 into swamp across a river, a rail w1210-w1310-w1410 into
 * mountains, and a connected strait across the all-sea hexside w1410/w1510.
 */
class RoadAndRailTest {
  static final HexMap MAP = new TestMap("w", 2, "w1010", "w1610")
      .fill(HexTerrain.CLEAR)
      .hex("w1110", HexTerrain.SWAMP).hex("w1210", HexTerrain.SWAMP)
      .hex("w1310", HexTerrain.MOUNTAIN).hex("w1410", HexTerrain.MOUNTAIN)
      .side("w1010", "w1110", SideFeature.RIVER)
      .path(SideFeature.ROAD, "w1010", "w1110", "w1210")
      .path(SideFeature.RAIL, "w1210", "w1310", "w1410")
      .side("w1410", "w1510", SideFeature.ALL_SEA, SideFeature.CONNECTED_STRAIT)
      .build();

  private static GameState one(String phase, int steps, int ma) {
    return state(MAP).phase(phase).add(unit("u", AXIS).kind(ARMOR).steps(steps).ma(ma)
        .at(MAP, "w1010")).build();
  }

  @Test
  void aRoadIgnoresTheHexAndTheRiverItCrosses() {
    Verdict v = check(one(HexsystemVocabulary.OPERATIONAL_MOVEMENT, 1, 1), "u", "w1110",
        "w1210");
    assertLegal(v);
    assertEquals(Mp.ofHalves(1), v.steps().get(0).cost());
    assertEquals(Mp.of(1), v.spent());
    assertEquals("road", v.steps().get(0).note());
  }

  @Test
  void operationalRatesForOneStepAndMultiStepUnits() {
    Verdict oneStep = check(one(HexsystemVocabulary.OPERATIONAL_MOVEMENT, 1, 3), "u", "w1110",
        "w1210", "w1310", "w1410");
    assertEquals(Mp.of(2), oneStep.spent());
    Verdict multi = check(one(HexsystemVocabulary.OPERATIONAL_MOVEMENT, 3, 3), "u", "w1110",
        "w1210", "w1310", "w1410");
    assertEquals(Mp.of(2), multi.spent());
  }

  @Test
  void reserveRatesForOneStepAndMultiStepUnits() {
    Verdict oneStep = check(one(RESERVE_MOVEMENT, 1, 3), "u", "w1110", "w1210", "w1310",
        "w1410");
    assertLegal(oneStep);
    assertEquals(Mp.of(1), oneStep.spent());
    Verdict multi = check(one(RESERVE_MOVEMENT, 2, 3), "u", "w1110", "w1210", "w1310",
        "w1410");
    assertEquals(Mp.of(2), multi.spent());
  }

  @Test
  void aConnectedStraitIsCrossedAtTheRoadRate() {
    Verdict v = check(one(RESERVE_MOVEMENT, 1, 3), "u", "w1110", "w1210", "w1310", "w1410",
        "w1510");
    assertLegal(v);
    assertEquals(Mp.ofTwelfths(3), v.steps().get(4).cost());
    assertEquals("connected strait", v.steps().get(4).note());
  }

  @Test
  void leavingTheRoadPaysTheTerrain() {
    // w1110 (swamp) to w1111 (clear, off the road) costs the clear hex
    Verdict v = check(one(HexsystemVocabulary.OPERATIONAL_MOVEMENT, 1, 3), "u", "w1110",
        "w1111");
    assertEquals(Mp.of(1), v.steps().get(1).cost());
    // entering the swamp off the road costs 3 (from w1011, no river); going round by the
    // road through w1010 is cheaper, and the range says so
    GameState s = state(MAP).add(unit("u", AXIS).ma(3).at(MAP, "w1011")).build();
    assertEquals(Mp.of(3), check(s, "u", "w1110").spent());
    assertEquals("1½", reach(s, "u").get("w1110"));
  }

  @Test
  void aScenarioCanChangeTheRoadRailRates() {
    GameState s = state(MAP).add(unit("u", AXIS).kind(ARMOR).steps(2).ma(4).at(MAP, "w1010"))
        .chart("road-rail.multi-step.operational", "1").build();
    assertEquals(Mp.of(4), check(s, "u", "w1110", "w1210", "w1310", "w1410").spent());
  }

  @Test
  void roadsDoNotLiftZonesOfControl() {
    GameState s = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010"),
        unit("enemy", WESTERN).at(MAP, "w1311")).build();
    assertViolation(check(s, "u", "w1110", "w1210", "w1310", "w1410"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 4);
  }

  @Test
  void theCheapestPathFollowsTheRoad() {
    GameState s = state(MAP).add(unit("u", AXIS).ma(4).at(MAP, "w1010")).build();
    Route r = Fixtures.RULES.path(s, MoveQuery.of("u"), Position.hex(MAP.parse("w1410")))
        .orElseThrow();
    assertEquals(Mp.of(2), r.cost());
    assertEquals(4, r.steps().size());
  }

  @Test
  void theStepsSayWhichLineTheyFollow() {
    Verdict v = check(one(HexsystemVocabulary.OPERATIONAL_MOVEMENT, 1, 4), "u", "w1110",
        "w1210", "w1310", "w1410", "w1510", "w1511");
    assertLegal(v);
    assertEquals("road", v.steps().get(1).note());
    assertEquals("rail", v.steps().get(2).note());
    assertEquals("rail", v.steps().get(3).note());
    assertEquals("connected strait", v.steps().get(4).note());
    assertEquals("", v.steps().get(5).note());
  }
}
