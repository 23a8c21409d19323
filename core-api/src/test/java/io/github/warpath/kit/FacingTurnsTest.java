package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Facing over several orders and stacks (8 Facing of the test kit: trucks face a hexside, the
 * first hexside of a turn is free, each further one costs 1 MP, backing up costs twice the step,
 * a truck turns once per hex; half points, clear 1 MP): the turn made in a hex is remembered
 * for the next order, a stack faces one way, and each refusal explains its arithmetic.
 */
class FacingTurnsTest {
  private static final FacingRule ONCE = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 2, true)});
  private static final FacingRule FREELY = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 0, false)});
  private static final KitRuleSet RULES = new KitRuleSet(FacingRuleTest.faced(ONCE));
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(2, 2);

  private static Unit truck(String id, int allowance, HexDirection facing) {
    return KitFixture.unit(id, "blue", "truck", allowance, A).withFacing(facing);
  }

  private static GameState state(Unit... units) {
    return KitFixture.state(KitFixture.map().build(), "dry", "", units);
  }

  private static MoveOrder order(String id, Step... steps) {
    return MoveOrder.of(MoveQuery.of(id), List.of(steps));
  }

  @Test
  void aTurnInOneOrderIsRememberedByTheNextInTheSameHex() {
    GameState s = state(truck("t", 6, HexDirection.N));
    GameState after = RULES.apply(s, order("t", Step.turn(HexDirection.SE))).state()
        .orElseThrow();
    assertEquals(List.of(FacingRule.TURNED_FACT),
        List.copyOf(after.unit("t").phaseMovement().orElseThrow().facts()));
    assertEquals(HexDirection.SE, after.unit("t").facing().orElseThrow());
    Verdict again = RULES.check(after, order("t", Step.turn(HexDirection.S)));
    assertFalse(again.legal());
    assertEquals("a unit turns once in each hex, and this one has already turned here",
        again.violations().get(0).reason());
    Verdict ahead = RULES.check(after, order("t", Step.enter(A.neighbor(HexDirection.SE))));
    assertTrue(ahead.legal(), ahead.toString());
    GameState moved = RULES.apply(after, order("t", Step.enter(A.neighbor(HexDirection.SE))))
        .state().orElseThrow();
    assertEquals(List.of(), List.copyOf(moved.unit("t").phaseMovement().orElseThrow().facts()),
        "a new hex, no turn yet");
  }

  @Test
  void aTruckThatMayTurnFreelyTurnsTwiceInAHex() {
    KitRuleSet free = new KitRuleSet(FacingRuleTest.faced(FREELY));
    Verdict v = free.check(state(truck("t", 6, HexDirection.N)), order("t",
        Step.turn(HexDirection.SE), Step.turn(HexDirection.S)));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1), v.spent(), "2 hexsides (1 MP), then 1 (free)");
    assertEquals(List.of("turned 2 hexsides in place", "turned 1 hexside in place"),
        v.steps().stream().map(r -> r.note()).toList());
  }

  @Test
  void aStackFacesOneWay() {
    Unit t = truck("t", 6, HexDirection.N);
    Unit u = truck("u", 6, HexDirection.SE);
    MoveOrder both = MoveOrder.of(MoveQuery.builder().addUnits("t", "u").build(),
        List.of(Step.enter(A.neighbor(HexDirection.N))));
    assertEquals("units: units facing different ways cannot move as one stack",
        assertThrows(InvalidInputException.class, () -> RULES.check(state(t, u), both))
            .getMessage());
    Verdict same = RULES.check(state(t, u.withFacing(HexDirection.N)), both);
    assertTrue(same.legal(), same.toString());
  }

  @Test
  void aTurnInPlaceMayUseTheLastPointAndNoMore() {
    Verdict exact = RULES.check(state(truck("t", 1, HexDirection.N)),
        order("t", Step.turn(HexDirection.SE)));
    assertTrue(exact.legal(), exact.toString());
    assertEquals(Mp.of(1), exact.spent());
    Verdict dear = RULES.check(state(truck("t", 1, HexDirection.N)),
        order("t", Step.enter(A.neighbor(HexDirection.N)), Step.turn(HexDirection.SE)));
    assertFalse(dear.legal());
    Violation x = dear.violations().get(0);
    assertEquals("8", x.rule().section());
    assertEquals("turning 2 hexsides in place costs 1 MP: 1 MP in all, with 0 MP left",
        x.reason());
    assertEquals(Mp.ZERO, x.available().orElseThrow());
  }

  @Test
  void aStepBehindTooDearEitherWayIsExplainedByTheTurnForward() {
    Verdict v = RULES.check(state(truck("t", 1, HexDirection.N)),
        order("t", Step.enter(A.neighbor(HexDirection.S))));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("8", x.rule().section());
    assertEquals("the hex costs 1 MP, and turning 3 hexsides costs 2 MP: 3 MP in all, with 1 MP"
        + " left", x.reason());
    assertEquals(Mp.of(3), x.needed().orElseThrow());
  }

  @Test
  void aStepThatFitsOnlyWithoutItsTurnCitesTheFacingRuleEvenAtTheLastPoint() {
    // 1 MP for the hex, 1 MP for turning 2 hexsides: the hex alone fits 1 MP exactly
    Verdict v = RULES.check(state(truck("t", 1, HexDirection.N)),
        order("t", Step.enter(A.neighbor(HexDirection.SE))));
    assertEquals("8", v.violations().get(0).rule().section());
    // 2 MP already spent of 3, then the same step: the hex alone still fits
    Verdict later = RULES.check(state(truck("t", 3, HexDirection.N)), order("t",
        Step.enter(A.neighbor(HexDirection.N)), Step.enter(A.neighbor(HexDirection.N)
            .neighbor(HexDirection.N)), Step.enter(A.neighbor(HexDirection.N)
            .neighbor(HexDirection.N).neighbor(HexDirection.SE))));
    assertEquals("8", later.violations().get(0).rule().section(), later.toString());
    Verdict over = RULES.check(state(truck("t", 2, HexDirection.N)), order("t",
        Step.enter(A.neighbor(HexDirection.N)), Step.enter(A.neighbor(HexDirection.N)
            .neighbor(HexDirection.N)), Step.enter(A.neighbor(HexDirection.N)
            .neighbor(HexDirection.N).neighbor(HexDirection.SE))));
    assertEquals("6.1", over.violations().get(0).rule().section(),
        "not even the hex fits: the allowance");
  }

  @Test
  void aStepTooDearForItsTurnFromTheLastHexOfTheMapIsExplainedLikeAnyOther() {
    HexMap map = KitFixture.map().build();
    Hex last = map.hex(map.size() - 1);
    Unit t = KitFixture.unit("t", "blue", "truck", 1, last).withFacing(HexDirection.S);
    Verdict v = RULES.check(KitFixture.state(map, "dry", "", t),
        order("t", Step.enter(last.neighbor(HexDirection.N))));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("8", x.rule().section());
    assertEquals("the hex costs 1 MP, and turning 3 hexsides costs 2 MP: 3 MP in all, with 1 MP"
        + " left", x.reason());
  }

  @Test
  void aTruckOnTheRoadNotesItsTurnAndTheRoad() {
    HexMap road = KitFixture.map().path(KitFixture.VOCABULARY.hexsideFeature("road"),
        List.of(A, A.neighbor(HexDirection.SE))).build();
    GameState s = KitFixture.state(road, "dry", "", truck("t", 6, HexDirection.N));
    Verdict v = RULES.check(s, order("t", Step.enter(A.neighbor(HexDirection.SE))));
    assertTrue(v.legal(), v.toString());
    assertEquals("reverse, turned 1 hexside, road", v.steps().get(0).note(),
        "backing along the road for 1 MP beats turning 2 hexsides for 1 1/2");
    assertEquals(Mp.of(1), v.spent());
    Verdict back = RULES.check(KitFixture.state(road, "dry", "", truck("t", 6,
        HexDirection.NW)), order("t", Step.enter(A.neighbor(HexDirection.SE))));
    assertEquals("reverse, road", back.steps().get(0).note());
  }

  private static GameState roadNorth(Unit u) {
    HexMap road = KitFixture.map().path(KitFixture.VOCABULARY.hexsideFeature("road"),
        List.of(A, A.neighbor(HexDirection.N))).build();
    return KitFixture.state(road, "dry", "", u);
  }

  @Test
  void aTurnInPlaceToTheNorthIsNotedAsATurnWhateverTheRoadThatWay() {
    Verdict v = RULES.check(roadNorth(truck("t", 6, HexDirection.NE)),
        order("t", Step.turn(HexDirection.N)));
    assertTrue(v.legal(), v.toString());
    assertEquals(A, v.steps().get(0).position().hexOrNull());
    assertEquals(HexDirection.N, v.steps().get(0).facing());
    assertEquals(Mp.ZERO, v.spent(), "the first hexside is free");
    assertEquals("turned 1 hexside in place", v.steps().get(0).note());
  }

  @Test
  void backingIntoTheHexToTheNorthKeepsFacingSouth() {
    // backing up: 2 x 1 MP; forward would be 1 MP and 2 MP for turning 3 hexsides
    Verdict v = RULES.check(state(truck("t", 6, HexDirection.S)),
        order("t", Step.enter(A.neighbor(HexDirection.N))));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(2), v.spent());
    assertEquals(HexDirection.S, v.steps().get(0).facing());
    assertEquals("reverse", v.steps().get(0).note());
  }

  @Test
  void aStepAheadAlongTheRoadIsNotedAsTheRoadAlone() {
    Verdict v = RULES.check(roadNorth(truck("t", 6, HexDirection.N)),
        order("t", Step.enter(A.neighbor(HexDirection.N))));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(1), v.spent());
    assertEquals("road", v.steps().get(0).note());
  }

  @Test
  void aTurnInPlaceReplacesTheOldFacing() {
    // from south-east (2) to north-east (1): one hexside, free
    KitRuleSet free = new KitRuleSet(FacingRuleTest.faced(FREELY));
    Verdict v = free.check(state(truck("t", 6, HexDirection.SE)),
        order("t", Step.turn(HexDirection.NE), Step.enter(A.neighbor(HexDirection.NE))));
    assertTrue(v.legal(), v.toString());
    assertEquals(HexDirection.NE, v.steps().get(0).facing());
    assertEquals(HexDirection.NE, v.steps().get(1).facing());
    assertEquals(Mp.of(1), v.spent(), "no turn on the step ahead");
  }

  @Test
  void backingIntoForestTooDearIsExplainedByTheReverseMultiple() {
    // behind: forest, 3 MP for wheels; forward 3 + 2 for turning 3 hexsides, backing 2 x 3
    HexMap forest = KitFixture.map().hex(A.neighbor(HexDirection.S),
        KitFixture.VOCABULARY.hexFeature("forest")).build();
    Verdict v = RULES.check(KitFixture.state(forest, "dry", "", truck("t", 3, HexDirection.N)),
        order("t", Step.enter(A.neighbor(HexDirection.S))));
    assertFalse(v.legal());
    List<String> reasons = v.violations().stream().map(Violation::reason).toList();
    assertTrue(reasons.contains("backing into the hex costs 2 times 3 MP: 6 MP in all, with 3 MP"
        + " left"), reasons.toString());
    assertTrue(reasons.contains("the hex costs 3 MP, and turning 3 hexsides costs 2 MP: 5 MP in"
        + " all, with 3 MP left"), reasons.toString());
  }
}
