package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Roads that keep their rate only for a unit that leaves along them (5.3 Roads with {@code
 * LEAVING_ALONG_LINE}): the road runs from a clear hex A through two forest hexes; a river the
 * road bridges lies between A and the first forest hex. Along the road a hex costs 1/2; a unit
 * that turns off the road in a forest hex pays that hex's forest (2) after all, the river still
 * bridged; a move that ends on the road keeps the rate.
 */
class LineExitConditionTest {
  private static final KitRuleSet RULES = new KitRuleSet(RoadThroughForest.book(
      KitFixture.plain(), LineRule.When.LEAVING_ALONG_LINE));
  private static final Hex A = RoadThroughForest.START;
  private static final Hex F1 = RoadThroughForest.FOREST_1;
  private static final Hex F2 = RoadThroughForest.FOREST_2;
  private static final Hex OFF = F1.neighbor(HexDirection.SE);
  private static final Hex LAKE = A.neighbor(HexDirection.SE);
  private static final Hex SHORE = LAKE.neighbor(HexDirection.SE);

  private static GameState state() {
    HexMap.Builder b = RoadThroughForest.map();
    b.hex(OFF, KitFixture.VOCABULARY.hexFeature("forest"));
    b.hex(LAKE, KitFixture.VOCABULARY.hexFeature("lake"));
    b.side(A, F1, KitFixture.VOCABULARY.hexsideFeature("river"));
    // a causeway: the road crosses the lake, which is closed off the road
    b.path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(A, LAKE, SHORE));
    return RoadThroughForest.state(b.build());
  }

  private static Verdict move(Hex... hexes) {
    List<Step> steps = new java.util.ArrayList<>();
    for (Hex h : hexes) {
      steps.add(Step.enter(h));
    }
    return RULES.check(state(), MoveOrder.of(MoveQuery.of("u"), steps));
  }

  @Test
  void leavingAlongTheRoadKeepsItsRate() {
    Verdict v = move(F1, F2);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(1 + 1), v.spent());
  }

  @Test
  void endingTheMoveOnTheRoadKeepsItsRate() {
    assertEquals(Mp.ofHalves(1), move(F1).spent());
    Reach r = RULES.reach(state(), MoveQuery.of("u"));
    assertEquals(Mp.ofHalves(1), r.entries().get(r.indexOf(Position.hex(F1))).cost());
  }

  @Test
  void leavingOffTheRoadPaysTheHexItsTerrainAfterAllTheRiverStillBridged() {
    Verdict v = move(F1, OFF);
    assertTrue(v.legal(), v.toString());
    // 1/2 into F1 along the road; leaving off it F1 costs its forest 2 after all (+3/2, the
    // river the road bridged still not counted), then OFF's forest 2
    assertEquals(Mp.ofHalves(1), v.steps().get(0).cost());
    assertEquals(Mp.ofHalves(3 + 4), v.steps().get(1).cost());
    assertEquals(Mp.ofHalves(1 + 3 + 4), v.spent());
    assertTrue(v.steps().get(1).note().contains("left the road in"), v.steps().get(1).note());
  }

  @Test
  void theRangeKnowsTheHexLeftOffTheRoadCostsMore() {
    Reach r = RULES.reach(state(), MoveQuery.of("u"));
    // OFF from F1 costs 1/2 + 3/2 + 2; cheaper along the causeway to the clear SHORE and off the
    // road there: 1/2 + 1/2, then SHORE's clear 1 after all (+1/2), then OFF's forest 2
    assertEquals(Mp.ofHalves(1 + 1 + 1 + 4),
        r.entries().get(r.indexOf(Position.hex(OFF))).cost());
    assertEquals(Mp.ofHalves(2), r.entries().get(r.indexOf(Position.hex(F2))).cost());
  }

  @Test
  void aHexClosedOffTheRoadCannotBeLeftOffIt() {
    Verdict along = move(LAKE, SHORE);
    assertTrue(along.legal(), along.toString());
    Verdict off = move(LAKE, LAKE.neighbor(HexDirection.S));
    assertFalse(off.legal());
    assertEquals("5.3", off.violations().get(0).rule().section());
    assertEquals(2, off.violations().get(0).step().getAsInt());
    assertTrue(off.violations().get(0).reason().contains("along the road"),
        off.violations().get(0).reason());
  }

  @Test
  void aMoveGoingOnInALaterOrderStillPaysForLeavingTheRoad() {
    GameState after = RULES.apply(state(), MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(F1)))).state().orElseThrow();
    assertEquals(List.of("on-line-from-N"),
        List.copyOf(after.unit("u").phaseMovement().orElseThrow().facts()));
    Verdict v = RULES.check(after, MoveOrder.of(MoveQuery.of("u"), List.of(Step.enter(OFF))));
    assertTrue(v.legal(), v.toString());
    // F1's forest after all (+3/2), then OFF's forest 2
    assertEquals(Mp.ofHalves(3 + 4), v.steps().get(0).cost());
    Verdict along = RULES.check(after, MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(F2))));
    assertEquals(Mp.ofHalves(1), along.steps().get(0).cost());
  }

  @Test
  void alongAnyHexsideTheRoadRateNeverComesBack() {
    KitRuleSet along = new KitRuleSet(KitFixture.plain());
    Verdict v = along.check(state(), MoveOrder.of(MoveQuery.of("u"), List.of(Step.enter(F1),
        Step.enter(OFF))));
    assertEquals(Mp.ofHalves(1 + 4), v.spent());
  }
}
