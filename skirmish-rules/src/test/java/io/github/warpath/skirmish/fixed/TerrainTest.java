package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** Terrain: impassable, rough ground, obstacles, buildings and roads. */
class TerrainTest {

  private static final Feature WOOD = Feature.rectangle("wood", "rough", 14, 5, 16, 15);
  private static final Feature HEDGE = Feature.line("hedge", "obstacle", 0.5, 15, 0, 15, 30);

  @Test
  void aRunIsBlockedByRoughGroundThatAnAdvanceMayCross() {
    GameState s = Fx.state(Fx.table(WOOD), Fx.unit("a", "blue", "infantry", 11, 10));
    Verdict adv = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(17, 10)));
    assertTrue(adv.legal(), adv::toString);
    Verdict run = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(20, 10)));
    assertEquals(FixedRule.ROUGH_GROUND.ref(), run.violations().get(0).rule());
    assertTrue(run.violations().get(0).reason().contains("No Run"));
  }

  @Test
  void aRunMayPassRoughGroundThatTheBaseDoesNotTouch() {
    GameState s = Fx.state(Fx.table(WOOD), Fx.unit("a", "blue", "infantry", 11, 4.5));
    // Along y = 4.5 the 1" base just touches the wood's edge at y = 5: touching is not entering.
    assertTrue(Fx.RULES.check(s, Fx.order("a", "run", Fx.at(20, 4.5))).legal());
    assertFalse(Fx.RULES.check(s, Fx.order("a", "run", Fx.at(20, 4.6))).legal());
  }

  @Test
  void aRunMayGoRoundRoughGroundAndTheRouteIsMeasured() {
    Feature copse = Feature.rectangle("copse", "rough", 14, 8, 16, 12);
    GameState s = Fx.state(Fx.table(copse), Fx.unit("a", "blue", "infantry", 11, 10));
    TableRoute r = Fx.RULES.route(s, MoveQuery.of("a", "run"), 0, TablePoint.of(19, 10))
        .orElseThrow();
    // Round two corners of the copse with the base's 0.5" clearance: tangents and arcs.
    double d = Math.hypot(3, 2);
    double expected = 2 * Math.sqrt(d * d - 0.25) + 2
        + 2 * 0.5 * (Math.atan2(2, 3) + Math.asin(0.5 / d));
    assertEquals(expected, r.length(), 0.01);
    Verdict v = Fx.RULES.check(s, Fx.order(MoveQuery.of("a", "run"), r));
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.ofTwelfths((int) Math.round(r.length() * 12)), v.spent());
  }

  @Test
  void noUnitEntersImpassableTerrain() {
    Feature rock = Feature.rectangle("crag", "impassable", 14, 5, 16, 15);
    for (String kind : TroopType.ids()) {
      GameState s = Fx.state(Fx.table(rock), Fx.unit("a", "blue", kind, 11, 10));
      Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(16.5, 10)));
      assertEquals(FixedRule.IMPASSABLE.ref(), v.violations().get(0).rule(), kind);
    }
  }

  @Test
  void aRouteAroundAnImpassableAreaIsMeasuredCorrectly() {
    Feature rock = Feature.rectangle("rock", "impassable", 20, 20, 24, 24);
    GameState s = Fx.state(Fx.table(rock), Fx.unit("a", "blue", "infantry", 10, 22));
    TableRoute r = Fx.RULES.shortestRoute(s, MoveQuery.of("a"), 0, TablePoint.of(34, 22))
        .orElseThrow();
    // Tangent from (10,22) to the 0.5" circle round (20,20), the 4" side, the mirror tangent.
    double d = Math.hypot(10, 2);
    double tangent = Math.sqrt(d * d - 0.25);
    double turn = Math.atan2(2, 10) + Math.asin(0.5 / d);
    double expected = 2 * tangent + 4 + 2 * 0.5 * turn;
    assertEquals(expected, r.length(), 0.01);
    assertEquals(24.618, r.length(), 0.01);
    assertFalse(Fx.RULES.route(s, MoveQuery.of("a", "run"), 0, TablePoint.of(34, 22))
        .isPresent(), "24.6\" is beyond a 12\" Run");
  }

  @Test
  void infantryCrossObstaclesOnlyWhenAdvancing() {
    GameState s = Fx.state(Fx.table(HEDGE), Fx.unit("a", "blue", "infantry", 12, 10));
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(18, 10))).legal());
    Verdict run = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(20, 10)));
    assertEquals(FixedRule.OBSTACLES.ref(), run.violations().get(0).rule());
  }

  @Test
  void trackedVehiclesCrossObstaclesUnlessMarkedAntiTank() {
    GameState s = Fx.state(Fx.table(HEDGE), Fx.unit("t", "blue", "tracked", 11, 10));
    assertTrue(Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(19, 10))).legal());
    GameState bocage = Fx.state(Fx.table(HEDGE.with("anti-tank", "true")),
        Fx.unit("t", "blue", "tracked", 11, 10));
    Verdict v = Fx.RULES.check(bocage, Fx.order("t", "advance", Fx.at(19, 10)));
    assertEquals(FixedRule.OBSTACLES.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("anti-tank"));
    GameState wheeled = Fx.state(Fx.table(HEDGE), Fx.unit("w", "blue", "wheeled", 11, 10));
    assertFalse(Fx.RULES.check(wheeled, Fx.order("w", "advance", Fx.at(19, 10))).legal());
  }

  @Test
  void walkersCrossObstaclesUnlessWalkerProof() {
    GameState s = Fx.state(Fx.table(HEDGE), Fx.unit("w", "blue", "walker", 12, 10));
    assertTrue(Fx.RULES.check(s, Fx.order("w", "advance", Fx.at(18, 10))).legal());
    GameState proof = Fx.state(Fx.table(HEDGE.with("walker-proof", "true")),
        Fx.unit("w", "blue", "walker", 12, 10));
    assertEquals(FixedRule.OBSTACLES.ref(), Fx.RULES.check(proof, Fx.order("w", "advance",
        Fx.at(18, 10))).violations().get(0).rule());
  }

  @Test
  void infantryEnterBuildingsAndVehiclesDoNot() {
    Feature house = Feature.rectangle("house", "building", 14, 8, 18, 12);
    GameState s = Fx.state(Fx.table(house), Fx.unit("a", "blue", "infantry", 11, 10),
        Fx.unit("w", "blue", "wheeled", 11, 30));
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(16, 10))).legal());
    GameState car = Fx.state(Fx.table(house), Fx.unit("w", "blue", "wheeled", 10, 10));
    assertEquals(FixedRule.BUILDINGS.ref(), Fx.RULES.check(car, Fx.order("w", "advance",
        Fx.at(16, 10))).violations().get(0).rule());
  }

  @Test
  void artilleryDeployedInABuildingMayNotMove() {
    Feature house = Feature.rectangle("house", "building", 14, 8, 18, 12);
    GameState s = Fx.state(Fx.table(house), Fx.unit("g", "blue", "artillery", 16, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("g", "advance", Fx.at(16, 14)));
    assertEquals(FixedRule.BUILDINGS.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("No*"));
    assertTrue(Fx.RULES.reach(s, MoveQuery.of("g"), 0).isEmpty());
    GameState outside = Fx.state(Fx.table(house), Fx.unit("g", "blue", "artillery", 11, 10));
    assertFalse(Fx.RULES.check(outside, Fx.order("g", "advance", Fx.at(15, 10))).legal(),
        "and no artillery enters one");
  }

  @Test
  void heavyTanksMayDemolishMarkedBuildingsOthersMayNot() {
    Feature barn = Feature.rectangle("barn", "building", 14, 8, 18, 12)
        .with("demolishable", "true");
    GameState heavy = Fx.state(Fx.table(barn), Fx.unit("k", "blue", "heavy-tracked", 10, 10));
    Verdict v = Fx.RULES.check(heavy, Fx.order("k", "run", Fx.at(22, 10)));
    assertTrue(v.legal(), v::toString);
    assertEquals(FixedRule.BUILDINGS.ref(), v.warnings().get(0).rule());
    GameState medium = Fx.state(Fx.table(barn), Fx.unit("t", "blue", "tracked", 10, 10));
    assertFalse(Fx.RULES.check(medium, Fx.order("t", "run", Fx.at(22, 10))).legal());
    GameState solid = Fx.state(Fx.table(Feature.rectangle("barn", "building", 14, 8, 18, 12)),
        Fx.unit("k", "blue", "heavy-tracked", 10, 10));
    assertFalse(Fx.RULES.check(solid, Fx.order("k", "run", Fx.at(22, 10))).legal());
  }

  @Test
  void aVehicleIsDoubledOnARoadOnlyWhenWhollyOnIt() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState s = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 5, 10));
    // Tracked rate 9": 15" straight along the road is within 18".
    Verdict along = Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(20, 10)));
    assertTrue(along.legal(), along::toString);
    assertEquals(Mp.of(18), along.allowance());
    assertEquals("along the road, rate doubled", along.steps().get(0).note());
    // The same length, but the last leg leaves the road: the rate stays 9".
    Verdict off = Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(17, 10), Fx.at(17, 13)));
    assertEquals(FixedRule.RATE.ref(), off.violations().get(0).rule());
    assertEquals(Mp.of(9), off.allowance());
    // 1.5" either side of the centre line: y = 11.5 is still on the road, 11.6 is not.
    assertTrue(Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(19, 11.5))).legal());
    assertFalse(Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(19, 11.6))).legal());
  }

  @Test
  void roadsMakeNoDifferenceToInfantry() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState s = Fx.state(Fx.table(road), Fx.unit("a", "blue", "infantry", 5, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(12, 10)));
    assertEquals(FixedRule.RATE.ref(), v.violations().get(0).rule());
    assertEquals(Mp.of(6), v.allowance());
  }

  @Test
  void theRoadRouteDoublesTheReachAlongTheRoad() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState s = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 5, 10));
    TableRoute r = Fx.RULES.route(s, MoveQuery.of("t"), 0, TablePoint.of(21, 10)).orElseThrow();
    assertEquals(16, r.length(), 1e-9);
    assertEquals("along the road, rate doubled", r.note());
    assertTrue(Fx.RULES.reach(s, MoveQuery.of("t"), 0).contains(TablePoint.of(22.9, 10)));
    assertFalse(Fx.RULES.reach(s, MoveQuery.of("t"), 0).contains(TablePoint.of(15, 16)));
  }

  @Test
  void aDeployedGunIsToldItMayNotMoveAtTheModelThatMoved() {
    Feature house = Feature.rectangle("house", "building", 14, 6, 18, 14);
    GameState s = Fx.state(Fx.table(house), Fx.unit("g", "blue", "artillery", 16, 8, 16, 11));
    Verdict v = Fx.RULES.check(s, Fx.order("g", "advance", Fx.at(16, 8, 16, 10.5)));
    assertEquals("artillery deployed in building 'house' (No*) may not move",
        v.violations().get(0).reason());
    assertEquals("model 2 at (16, 11)", v.violations().get(0).location().orElseThrow(),
        "the first model stays put; the second moves and is named at its start");
    assertEquals(1, v.violations().get(0).step().getAsInt());
    assertEquals(2, v.violations().size(), "the deployment, then the move within the building");
    assertEquals(FixedRule.BUILDINGS.ref(), v.violations().get(1).rule());
    assertTrue(Fx.RULES.check(s, Fx.order("g", "advance", Fx.at(16, 8, 16, 11))).legal(),
        "standing still is no move");
  }

  @Test
  void theTerrainViolationNamesTheStepAndTheModelThatEntered() {
    Feature wall = Feature.line("wall", "impassable", 0.5, 20, 0, 20, 48);
    GameState s = Fx.state(Fx.table(wall), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(12, 12, 14, 12),
        Fx.at(17, 12, 21, 12)));
    assertEquals(FixedRule.IMPASSABLE.ref(), v.violations().get(0).rule());
    assertEquals("the terrain table rates impassable 'wall' infantry (No): it may not be"
        + " entered", v.violations().get(0).reason());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertEquals("model 2 at (21, 12)", v.violations().get(0).location().orElseThrow());
    assertEquals(1, v.violations().stream().filter(x -> x.rule().equals(FixedRule.IMPASSABLE
        .ref())).count(), "one violation per feature");
    Verdict third = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(12, 12, 14, 12),
        Fx.at(14, 12, 16, 12), Fx.at(18, 12, 21, 12)));
    assertEquals(3, third.violations().get(0).step().getAsInt());
  }

  @Test
  void aRoadDoublesOnlyAMoveThatGoesSomewhereAlongIt() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState on = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 10, 10));
    Verdict still = Fx.RULES.check(on, Fx.order("t", "advance", Fx.at(10, 10)));
    assertTrue(still.legal(), still::toString);
    assertEquals(Mp.of(9), still.allowance(), "no leg along the road, no doubled rate");
    assertEquals("", still.steps().get(0).note());
    Verdict far = Fx.RULES.check(on, Fx.order("t", "advance", Fx.at(29, 10)));
    assertEquals("model 1 would move 19\"; an Advance of tracked allows 18\" along the road",
        far.violations().get(0).reason());
    assertEquals("along the road, rate doubled", far.steps().get(0).note());
    GameState noRoad = Fx.state(Fx.table(), Fx.unit("t", "blue", "tracked", 10, 10));
    Verdict open = Fx.RULES.check(noRoad, Fx.order("t", "run", Fx.at(29, 10)));
    assertEquals(Mp.of(18), open.allowance(), "a table without roads doubles nothing");
    assertEquals("model 1 would move 19\"; a Run of tracked allows 18\"",
        open.violations().get(0).reason());
  }

  @Test
  void aSolidBuildingStopsAVehicleAndSaysWhoMayGoThrough() {
    GameState s = Fx.state(Fx.table(Feature.rectangle("barn", "building", 14, 8, 18, 12)),
        Fx.unit("t", "blue", "tracked", 10, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("t", "run", Fx.at(22, 10)));
    assertEquals("the terrain table rates building 'barn' tracked (No(!)): only heavy tanks and"
        + " walkers may go through a building marked demolishable", v.violations().get(0)
        .reason());
    assertEquals("model 1 at (22, 10)", v.violations().get(0).location().orElseThrow());
  }

  @Test
  void aVehicleHuggingTheInsideOfARoadBendKeepsTheRoadRate() {
    // east along y = 10, then south along x = 20: the inner corner of the bend is (18.5, 11.5)
    Feature road = Feature.line("road", "road", 3, 0, 10, 20, 10, 20, 30);
    GameState s = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 10, 10));
    TableRoute r = Fx.RULES.route(s, MoveQuery.of("t"), 0, TablePoint.of(20, 20)).orElseThrow();
    // round the inner corner: more than the 9" rate, within the doubled 18"
    assertEquals(2 * Math.hypot(8.5, 1.5), r.length(), 0.01);
    Verdict v = Fx.RULES.check(s, Fx.order(MoveQuery.of("t"), r));
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.of(18), v.allowance());
  }

  @Test
  void aVehicleIsOnTheRoadToWithinTheTableTolerance() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState s = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 5, 10));
    // about 14", more than the 9" rate: legal only at the road rate; the road's edge is y = 11.5
    double within = 11.5 + Table.TOLERANCE / 2;
    double beyond = 11.5 + 2 * Table.TOLERANCE;
    assertTrue(Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(19, within))).legal());
    Verdict off = Fx.RULES.check(s, Fx.order("t", "advance", Fx.at(19, beyond)));
    assertEquals(FixedRule.RATE.ref(), off.violations().get(0).rule());
    assertEquals(Mp.of(9), off.allowance());
  }
}
