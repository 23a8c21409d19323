package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Terrain Effects on Movement: the hex's terrain plus each hexside feature crossed. */
class TerrainEffectsOnMovementTest {

  @Test
  void eachTerrainCostsWhatTheChartSays() {
    Fixture f = new Fixture(10, 12);
    SquadTerrain[] row = {SquadTerrain.FIELD, SquadTerrain.BRUSH, SquadTerrain.ORCHARD,
        SquadTerrain.WOODS, SquadTerrain.ROUGH, SquadTerrain.RUBBLE, SquadTerrain.BUILDING,
        SquadTerrain.MARSH};
    String[] foot = {"1", "1.5", "1", "2", "2", "2", "2", "3"};
    for (int i = 0; i < row.length; i++) {
      f.terrain(String.format("05%02d", i + 2), row[i]);
    }
    GameState s = f.infantry("s", "squad", "0511").state();
    for (int i = 0; i < row.length; i++) {
      String target = String.format("05%02d", i + 2);
      Verdict v = RULES.cost(s, MoveQuery.of("s"), at(String.format("05%02d", i + 3)),
          at(target));
      assertTrue(v.legal(), row[i] + ": " + v);
      assertEquals(mp(foot[i]), v.spent(), row[i].toString());
    }
  }

  @Test
  void theDearestFeatureOfAHexCounts() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.ORCHARD, SquadTerrain.MARSH).state();
    assertEquals(mp("3"), RULES.check(s, order("s", enter("0509"))).spent());
  }

  @Test
  void aHexsideFeatureAddsToTheHexCost() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.BRUSH).side("0510", "0509", SquadHexside.WALL)
        .side("0510", "0610", SquadHexside.HEDGE, SquadHexside.STREAM).state();
    assertEquals(mp("2.5"), RULES.check(s, order("s", enter("0509"))).spent());
    assertEquals(mp("3"), RULES.check(s, order("s", enter("0610"))).spent());
    // leaving the other way crosses nothing
    assertEquals(mp("1"), RULES.check(s, order("s", enter("0511"))).spent());
  }

  @Test
  void aRoadReplacesTerrainAndHexsideCosts() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 2)
        .terrain("0509", SquadTerrain.WOODS).terrain("0508", SquadTerrain.WOODS)
        .side("0510", "0509", SquadHexside.STREAM).road("0510", "0509", "0508").state();
    Verdict v = RULES.check(s, order("t", enter("0509"), enter("0508")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("1"), v.spent());
    assertEquals("road", v.steps().get(0).note());
  }

  @Test
  void prohibitedHexsidesAndTerrainNameWhatForbidsThem() {
    GameState s = new Fixture(10, 12).vehicle("j", "vehicle", "0510", HexDirection.N, 8)
        .side("0510", "0509", SquadHexside.WALL).terrain("0610", SquadTerrain.BUILDING).state();
    Verdict wall = RULES.check(s, order("j", enter("0509")));
    assertFalse(wall.legal());
    assertEquals(SquadRule.TERRAIN_HEXSIDE.ref(), wall.violations().get(0).rule());
    assertEquals("a wall hexside cannot be crossed by wheeled movement",
        wall.violations().get(0).reason());
    assertEquals("0510/0509", wall.violations().get(0).hexside().orElseThrow());
    Verdict building = RULES.check(s, order("j", enter("0610")));
    assertEquals("building is closed to wheeled movement",
        building.violations().get(0).reason());
    Reach r = RULES.reach(s, MoveQuery.of("j"));
    assertEquals(-1, r.indexOf(at("0610")));
    // around the wall by 0410: 2, then a two-hexside turn (1) and 2
    assertEquals(mp("5"), r.cost(r.indexOf(at("0509"))));
  }

  @Test
  void aScenarioOverridesTheChart() {
    Fixture f = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.WOODS);
    assertEquals(mp("2"), RULES.check(f.state(), order("s", enter("0509"))).spent());
    f.chart("hex.woods.foot", "3");
    assertEquals(mp("3"), RULES.check(f.state(), order("s", enter("0509"))).spent());
    f.chart("hex.woods.foot", "P");
    Verdict closed = RULES.check(f.state(), order("s", enter("0509")));
    assertEquals(SquadRule.TERRAIN_HEX.ref(), closed.violations().get(0).rule());
  }

  @Test
  void unknownOrMalformedChartValuesAreRejected() {
    GameState base = new Fixture(4, 4).infantry("s", "squad", "0202").state();
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> RULES.validate(base.withCharts(Map.of("hex.jungle.foot", "2"))));
    assertEquals("charts.hex.jungle.foot", unknown.field());
    assertTrue(unknown.getMessage().contains("woods"), unknown.getMessage());
    InvalidInputException bad = assertThrows(InvalidInputException.class,
        () -> RULES.reach(base.withCharts(Map.of("hex.woods.foot", "two")), MoveQuery.of("s")));
    assertEquals("charts.hex.woods.foot", bad.field());
    InvalidInputException zero = assertThrows(InvalidInputException.class,
        () -> RULES.validate(base.withCharts(Map.of("hex.clear.foot", "0"))));
    assertEquals("charts.hex.clear.foot", zero.field());
    InvalidInputException value = assertThrows(InvalidInputException.class,
        () -> RULES.validate(base.withCharts(Map.of("value.squad", "-1"))));
    assertEquals("charts.value.squad", value.field());
    // a hexside may add nothing
    RULES.validate(base.withCharts(Map.of("side.hedge.foot", "0")));
  }

  @Test
  void theDefaultChartHasEveryKey() {
    Map<String, String> chart = SquadAfvRules.defaultChart();
    assertEquals(SquadTerrain.values().length * 3 + SquadHexside.values().length * 3 + 7,
        chart.size());
    assertEquals("2", chart.get("hex.woods.foot"));
    assertEquals("P", chart.get("hex.woods.wheeled"));
    assertEquals(chart.keySet().stream().toList(), RULES.vocabulary().get("chart-keys"));
  }

  @Test
  void whatForbidsAStepIsNamedAtTheMapsFirstHexToo() {
    GameState water = new Fixture(6, 6).infantry("s", "squad", "0102")
        .terrain("0101", SquadTerrain.WATER).state();
    Verdict wet = RULES.check(water, order("s", enter("0101")));
    assertEquals(SquadRule.TERRAIN_HEX.ref(), wet.violations().get(0).rule());
    assertEquals("water is closed to foot movement", wet.violations().get(0).reason());
    GameState cliff = new Fixture(6, 6).infantry("s", "squad", "0202")
        .side("0202", "0101", SquadHexside.CLIFF).state();
    Verdict steep = RULES.check(cliff, order("s", enter("0101")));
    assertEquals(SquadRule.TERRAIN_HEXSIDE.ref(), steep.violations().get(0).rule());
    assertEquals("a cliff hexside cannot be crossed by foot movement",
        steep.violations().get(0).reason());
    assertEquals("0202/0101", steep.violations().get(0).hexside().orElseThrow());
  }

  @Test
  void eachForbiddingHexsideFeatureIsNamed() {
    // wheeled: wall, bocage and cliff are closed (the hedge costs +2, the stream +3)
    GameState s = new Fixture(10, 12).vehicle("j", "vehicle", "0510", HexDirection.N, 12)
        .side("0510", "0509", SquadHexside.HEDGE, SquadHexside.BOCAGE)
        .side("0510", "0610", SquadHexside.CLIFF)
        .side("0510", "0511", SquadHexside.STREAM, SquadHexside.WALL).state();
    assertEquals("a bocage hexside cannot be crossed by wheeled movement",
        RULES.check(s, order("j", enter("0509"))).violations().get(0).reason());
    assertEquals("a cliff hexside cannot be crossed by wheeled movement",
        RULES.check(s, order("j", enter("0610"))).violations().get(0).reason());
    assertEquals("a wall hexside cannot be crossed by wheeled movement",
        RULES.check(s, order("j", enter("0511").withAction("reverse"))).violations().get(0)
            .reason());
    // tracked: the bocage is crossed at +3
    GameState t = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 12)
        .side("0510", "0509", SquadHexside.HEDGE, SquadHexside.BOCAGE).state();
    assertEquals(mp("5"), RULES.check(t, order("t", enter("0509"))).spent());
  }

  @Test
  void groundClosedToTheUnitLeavesItNowhereToGoAndSaysWhy() {
    // a scenario closing open ground to foot movement: the squad stands on it and cannot leave
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0505")
        .terrain("0405", SquadTerrain.WOODS).chart("hex.clear.foot", "P").state();
    assertTrue(RULES.path(s, MoveQuery.of("s"), at("0504")).isEmpty());
    Reach r = RULES.reach(s, MoveQuery.of("s"));
    assertEquals(2, r.size());
    assertEquals(mp("2"), r.cost(r.indexOf(at("0405"))));
    Verdict v = RULES.check(s, order("s", enter("0504")));
    assertEquals(SquadRule.TERRAIN_HEX.ref(), v.violations().get(0).rule());
    assertEquals("clear is closed to foot movement", v.violations().get(0).reason());
    // everything closed: not even a route to the neighbour is searched for in vain
    GameState shut = new Fixture(10, 12).infantry("s", "squad", "0505")
        .chart("hex.clear.foot", "P").state();
    assertTrue(RULES.path(shut, MoveQuery.of("s"), at("0504")).isEmpty());
    assertEquals(1, RULES.reach(shut, MoveQuery.of("s")).size());
  }

  @Test
  void scenariosOnOneMapKeepTheirOwnCharts() {
    GameState base = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0509", SquadTerrain.WOODS).side("0510", "0610", SquadHexside.HEDGE).state();
    assertEquals(mp("2"), RULES.check(base, order("s", enter("0509"))).spent());
    assertEquals(mp("3"), RULES.check(base.withCharts(Map.of("hex.woods.foot", "3")),
        order("s", enter("0509"))).spent());
    assertEquals(mp("4"), RULES.check(base.withCharts(Map.of("hex.woods.foot", "4")),
        order("s", enter("0509"))).spent());
    assertEquals(mp("3"), RULES.check(base.withCharts(Map.of("side.hedge.foot", "2")),
        order("s", enter("0610"))).spent());
    assertEquals(mp("4"), RULES.check(base.withCharts(Map.of("side.hedge.foot", "3")),
        order("s", enter("0610"))).spent());
  }

  @Test
  void openGroundClosedByTheChartStaysClosedBehindAHexsideFeature() {
    // hedge (+1) and stream (+1) add to the hex; they never open a hex the chart closes
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .side("0510", "0509", SquadHexside.HEDGE).side("0510", "0610", SquadHexside.STREAM)
        .terrain("0410", SquadTerrain.FIELD).chart("hex.clear.foot", "P").state();
    for (String label : List.of("0509", "0610", "0511")) {
      Verdict v = RULES.check(s, order("s", enter(label)));
      assertFalse(v.legal(), label + ": " + v);
      assertEquals(SquadRule.TERRAIN_HEX.ref(), v.violations().get(0).rule(), label);
      assertEquals("clear is closed to foot movement", v.violations().get(0).reason(), label);
    }
    Reach r = RULES.reach(s, MoveQuery.of("s"));
    assertEquals(2, r.size()); // the start and the field of 0410
    assertEquals(mp("1"), r.cost(r.indexOf(at("0410"))));
  }
}
