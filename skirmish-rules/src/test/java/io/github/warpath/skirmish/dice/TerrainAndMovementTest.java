package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/** 10.1.2 Terrain and Movement, and 10.1.2.2 Movement in varying Terrain. */
class TerrainAndMovementTest {

  private static GameState in(String kind) {
    return Dx.state(Dx.table(Feature.rectangle("g", kind, 5, 5, 40, 40)),
        Dx.team("t", "uk", 10, 10));
  }

  @Test
  void openGroundCostsNothing() {
    Verdict v = Dx.RULES.check(in("open"), Dx.order(Dx.q("double", "1,2,3", "t"),
        Dx.at(30, 10)));
    assertEquals(Dx.at(16, 10), v.end().orElseThrow());
  }

  @Test
  void brokenGroundForbidsMovingAtTheDouble() {
    Verdict dbl = Dx.RULES.check(in("broken"), Dx.order(Dx.q("double", "1,2,3", "t"),
        Dx.at(30, 10)));
    assertEquals(DiceRule.TERRAIN.ref(), dbl.violations().get(0).rule());
    Verdict normal = Dx.RULES.check(in("broken"), Dx.order(Dx.q("normal", "3,5", "t"),
        Dx.at(30, 10)));
    assertEquals(Dx.at(18, 10), normal.end().orElseThrow());
  }

  @Test
  void roughGroundTakesOnePipFromEachDie() {
    assertEquals(Dx.at(13, 10), Dx.RULES.check(in("rough"), Dx.order(Dx.q("tactical", "4",
        "t"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Dx.at(16, 10), Dx.RULES.check(in("rough"), Dx.order(Dx.q("normal", "3,5",
        "t"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Dx.at(10, 10), Dx.RULES.check(in("rough"), Dx.order(Dx.q("tactical", "1",
        "t"), Dx.at(30, 10))).end().orElseThrow(), "a 1 becomes nothing");
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(in("rough"), Dx.order(Dx.q("double",
        "6,6,6", "t"), Dx.at(30, 10))).violations().get(0).rule());
  }

  @Test
  void heavyGoingIsNormalMovementWithTheLowerDieDiscarded() {
    assertEquals(Dx.at(15, 10), Dx.RULES.check(in("heavy-going"), Dx.order(Dx.q("normal",
        "3,5", "t"), Dx.at(30, 10))).end().orElseThrow());
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(in("heavy-going"),
        Dx.order(Dx.q("tactical", "5", "t"), Dx.at(30, 10))).violations().get(0).rule());
    SortedMap<Integer, Fraction> d = Dx.RULES.distribution(in("heavy-going"),
        MoveQuery.of("t", "normal"), TerrainClass.HEAVY_GOING, false, false);
    assertEquals(Fraction.of(11, 36), d.get(6), "the higher of 2D6 is 6 in 11 rolls of 36");
  }

  @Test
  void theSlowestTerrainEnteredGovernsAllOfTheMove() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("wood", "rough", 14, 5, 30, 15)),
        Dx.team("t", "uk", 10, 10));
    // 3 + 5 = 8 in the open, and the figure goes into the wood: 2 + 4 = 6 for the whole move.
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(22, 10)));
    assertEquals(Dx.at(16, 10), v.end().orElseThrow());
    // a wood 9 1/2" ahead: the route leads into it, but the figure halts after its 8", short of
    // it, so the wood does not slow it (MovementInVaryingTerrainTest has the other cases)
    GameState far = Dx.state(Dx.table(Feature.rectangle("wood", "rough", 20, 5, 30, 15)),
        Dx.team("t", "uk", 10, 10));
    Verdict shortOf = Dx.RULES.check(far, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(22, 10)));
    assertEquals(Dx.at(18, 10), shortOf.end().orElseThrow());
    Verdict open = Dx.RULES.check(far, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(19, 10)));
    assertEquals(Dx.at(18, 10), open.end().orElseThrow());
  }

  @Test
  void wideStreamsAreGroundByTheirDepth() {
    Feature knee = Feature.line("ford", "stream", 3, 15, 0, 15, 48).with("depth", "knee");
    GameState s = Dx.state(Dx.table(knee), Dx.team("t", "uk", 10, 10));
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(s, Dx.order(Dx.q("double", "6,6,6",
        "t"), Dx.at(25, 10))).violations().get(0).rule());
    Feature chest = Feature.line("river", "stream", 3, 15, 0, 15, 48).with("depth", "chest");
    GameState deep = Dx.state(Dx.table(chest), Dx.team("t", "uk", 10, 10));
    assertEquals(Dx.at(16, 10), Dx.RULES.check(deep, Dx.order(Dx.q("normal", "2,6", "t"),
        Dx.at(25, 10))).end().orElseThrow());
  }

  @Test
  void theChanceOfReachingAPointUsesTheBestWayThere() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("wood", "rough", 14, 0, 16, 30)),
        Dx.team("t", "uk", 10, 10));
    // Through the wood: 8" at -1 a die, P(2D6-2 >= 8) = P(2D6 >= 10) = 6/36.
    assertEquals(Fraction.of(6, 36), Dx.RULES.probabilityToReach(s, MoveQuery.of("t", "normal"),
        0, TablePoint.of(18, 10)));
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(s, MoveQuery.of("t", "double"),
        0, TablePoint.of(18, 10)), "no way round within 18\" and no double into rough");
  }

  @Test
  void impassableGroundIsNeverEntered() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("rock", "impassable", 14, 5, 16, 15)),
        Dx.team("t", "uk", 10, 10));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(20, 10)));
    assertEquals(DiceRule.TERRAIN.ref(), v.violations().get(0).rule());
    assertEquals("impassable 'rock' is impassable", v.violations().get(0).reason());
    assertEquals("model 1 at (20, 10)", v.violations().get(0).location().orElseThrow());
    assertTrue(Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(13.5, 10)))
        .legal(), "up to its edge");
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(s, MoveQuery.of("t", "normal"), 0,
        TablePoint.of(17, 10)), "round the rock is more than 12 inches");
  }

  @Test
  void impassableGroundIsReportedOncePerFeatureHoweverManyFiguresEnterIt() {
    // two figures walk through two rocks: each rock is named once, not once per figure
    GameState s = Dx.state(Dx.table(Feature.rectangle("rock", "impassable", 13, 5, 14, 15),
        Feature.rectangle("crag", "impassable", 16, 5, 17, 15)), Dx.team("t", "uk", 10, 9, 10,
        11));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(20, 9, 20, 11)));
    List<String> terrain = v.violations().stream()
        .filter(x -> x.rule().equals(DiceRule.TERRAIN.ref())).map(x -> x.reason()).toList();
    assertEquals(List.of("impassable 'rock' is impassable", "impassable 'crag' is impassable"),
        terrain, v::toString);
  }

  @Test
  void aWideImpassableWallKeepsEveryBaseClearOfItsWholeWidth() {
    // a wall 2" thick on the line x = 20: a 1" base stops with its centre at least 1.5" from
    // that line, so a route may end 1.6" from it but not 1.3"
    GameState s = Dx.state(Dx.table(Feature.line("wall", "impassable", 2, 20, 0, 20, 30)),
        Dx.team("t", "uk", 10, 10));
    assertTrue(Dx.RULES.route(s, Dx.q("normal", "6,6", "t"), 0, TablePoint.of(18.4, 10))
        .isPresent());
    assertTrue(Dx.RULES.route(s, Dx.q("normal", "6,6", "t"), 0, TablePoint.of(18.7, 10))
        .isEmpty());
    assertTrue(Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(18.4, 10)))
        .legal());
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6", "t"),
        Dx.at(18.7, 10))).violations().get(0).rule());
  }

  @Test
  void theGroundsAreNamedFromOpenToHeavyGoing() {
    assertEquals(List.of("open", "broken", "rough", "heavy-going"), TerrainClass.ids());
  }

  @Test
  void aWaistDeepStreamIsRoughGround() {
    Feature waist = Feature.line("river", "stream", 3, 15, 0, 15, 48).with("depth", "waist");
    GameState s = Dx.state(Dx.table(waist), Dx.team("t", "uk", 10, 10));
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(25, 10))), 16,
        10);
    assertEquals(DiceRule.TERRAIN.ref(), Dx.RULES.check(s, Dx.order(Dx.q("double", "6,6,6",
        "t"), Dx.at(25, 10))).violations().get(0).rule());
  }

  @Test
  void movingTacticallyOrFiringOnTheMoveCrossesNoObstacle() {
    GameState s = Dx.state(Dx.table(Feature.line("hedge", "minor-obstacle", 0, 12, 0, 12, 48)),
        Dx.team("t", "uk", 10.5, 20));
    assertEquals("obstacles are crossed at Normal movement only, not Tactically",
        Dx.RULES.check(s, Dx.order(Dx.q("tactical", "6", "t"), Dx.at(16, 20))).violations()
        .get(0).reason());
    assertEquals("obstacles are crossed at Normal movement only, not moving and firing",
        Dx.RULES.check(s, Dx.order(Dx.q("move-and-fire", "6", "t"), Dx.at(16, 20)))
        .violations().get(0).reason());
    assertEquals("a unit At the Double crosses no obstacle", Dx.RULES.check(s,
        Dx.order(Dx.q("double", "6,6,6", "t"), Dx.at(16, 20))).violations().get(0).reason());
  }

  @Test
  void theSlowestGroundEachModeMayEnterIsOneRuleForCheckAndQueries() {
    assertEquals(TerrainClass.OPEN, TerrainAndMovement.slowestGround("double", false));
    assertEquals(TerrainClass.ROUGH, TerrainAndMovement.slowestGround("tactical", false));
    assertEquals(TerrainClass.ROUGH, TerrainAndMovement.slowestGround("move-and-fire", false));
    assertEquals(TerrainClass.HEAVY_GOING, TerrainAndMovement.slowestGround("normal", false));
    assertEquals(TerrainClass.OPEN, TerrainAndMovement.slowestGround("normal", true));
  }
}
