package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
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
  void theSlowestTerrainOfTheMoveGovernsAllOfIt() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("wood", "rough", 20, 5, 30, 15)),
        Dx.team("t", "uk", 10, 10));
    // 3 + 5 = 8 in the open, but the route ends in the wood: 2 + 4 = 6 for the whole move.
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(22, 10)));
    assertEquals(Dx.at(16, 10), v.end().orElseThrow());
    Verdict open = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"), Dx.at(19, 10)));
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
}
