package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static io.github.warpath.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moving: hex by hex, spending points, singly or as a stack that starts and ends together, one
 * move per unit.
 */
class MovingTest {

  @Test
  void unitsMoveOneHexAtATime() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").state();
    Verdict v = RULES.check(s, order("s", enter("0508")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
    assertEquals("units move one hex at a time, into an adjacent hex",
        v.violations().get(0).reason());
    assertEquals(1, v.violations().get(0).step().getAsInt());
  }

  @Test
  void eachHexSpendsPointsUntilTheyRunOut() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0508", SquadTerrain.WOODS).state();
    Verdict v = RULES.check(s, order("s", enter("0509"), enter("0508"), enter("0507"),
        enter("0506")));
    assertFalse(v.legal());
    assertEquals(List.of("0509", "0508", "0507"), v.steps().subList(0, 3).stream()
        .map(x -> x.label()).toList());
    assertEquals(mp("4"), v.steps().get(2).spent());
    assertEquals(SquadRule.MOVING_POINTS.ref(), v.violations().get(0).rule());
    assertEquals(4, v.violations().get(0).step().getAsInt());
  }

  @Test
  void aStackStartsAndEndsTogether() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0510")
        .infantry("b", "half-squad", "0510").infantry("c", "squad", "0610").state();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("a", "b"), List.of(enter("0509"),
        enter("0508"))));
    assertTrue(out.verdict().legal());
    GameState after = out.state().orElseThrow();
    assertEquals(at("0508"), after.unit("a").position());
    assertEquals(at("0508"), after.unit("b").position());
    Verdict apart = RULES.check(s, MoveOrder.of(stack("a", "c"), List.of(enter("0509"))));
    assertFalse(apart.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), apart.violations().get(0).rule());
    assertEquals(0, apart.violations().get(0).step().getAsInt());
    assertTrue(apart.violations().get(0).reason().contains("'c'"));
  }

  @Test
  void aStackIsOfOneSide() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0510")
        .unit(Unit.builder().id("x").side("axis").kind("squad").position(at("0510")).build())
        .state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("a", "x"), List.of(enter("0509"))));
    assertEquals(SquadRule.MOVING_STACK.ref(), v.violations().get(0).rule());
  }

  @Test
  void aUnitThatHasMovedMovesNoMore() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").state();
    GameState moved = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    assertTrue(moved.unit("s").hasFlag("moved"));
    // its move over (the phase's record gone, as in a file that marks it moved): no more
    GameState after = moved.withUnit(moved.unit("s").withPhaseMovement(
        java.util.Optional.empty()));
    Verdict again = RULES.check(after, order("s", enter("0508")));
    assertFalse(again.legal());
    assertEquals(SquadRule.MOVING_ONCE.ref(), again.violations().get(0).rule());
    assertEquals(1, RULES.reach(after, MoveQuery.of("s")).size());
  }

  @Test
  void anEmptyOrderChangesNothing() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").state();
    MoveOutcome out = RULES.apply(s, order("s"));
    assertTrue(out.verdict().legal());
    assertSame(s, out.state().orElseThrow());
  }

  @Test
  void vehiclesFacingDifferentWaysCannotMoveAsOneStack() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .vehicle("t", "afv", "0510", HexDirection.N, 6)
        .vehicle("u", "afv", "0510", HexDirection.S, 6).state();
    // a squad with one of them is a stack (see MovingAsAStackTest)
    assertTrue(RULES.check(s, MoveOrder.of(stack("s", "t"), List.of(enter("0509")))).legal());
    InvalidInputException facings = assertThrows(InvalidInputException.class,
        () -> RULES.reach(s, stack("t", "u")));
    assertTrue(facings.getMessage().contains("facings N and S"), facings.getMessage());
  }

  @Test
  void theCostOfOneStepFromAnyHex() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0302", SquadTerrain.WOODS).state();
    Verdict v = RULES.cost(s, MoveQuery.of("s"), at("0303"), at("0302"));
    assertTrue(v.legal());
    assertEquals(mp("2"), v.spent());
  }

  @Test
  void theCornerHexOfTheMapIsEnteredLikeAnyOther() {
    // 0101 is the map's first hex; entering it costs the clear 1 MP from either neighbour
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0102")
        .infantry("t", "squad", "0202").state();
    Verdict v = RULES.check(s, order("s", enter("0101")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("1"), v.spent());
    assertEquals(mp("1"), RULES.check(s, order("t", enter("0101"))).spent());
    Reach r = RULES.reach(s, MoveQuery.of("s"));
    assertEquals(mp("1"), r.cost(r.indexOf(at("0101"))));
    assertEquals(mp("2"), r.cost(r.indexOf(at("0104"))));
  }

  @Test
  void aHexTwoAwayIsRefusedAsNotAdjacentEvenWhenTheEnemyHoldsIt() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").enemy("e", "0508")
        .state();
    Verdict v = RULES.check(s, order("s", enter("0508")));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.MOVING.ref(), x.rule());
    assertEquals("units move one hex at a time, into an adjacent hex", x.reason());
    assertEquals(1, x.step().getAsInt());
  }

  @Test
  void aStackRefusedAsAWholeNamesTheFirstUnitAtFault() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0510", "moved")
        .infantry("b", "squad", "0510", "moved").infantry("c", "squad", "0510", "pinned")
        .infantry("d", "squad", "0510", "pinned").state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("a", "b", "c", "d"),
        List.of(enter("0509"))));
    assertFalse(v.legal());
    assertEquals(List.of("'a' has already made its move", "'c' is pinned and cannot move"),
        v.violations().stream().map(Violation::reason).toList());
    assertEquals(List.of(SquadRule.MOVING_ONCE.ref(), SquadRule.MOVING_UNABLE.ref()),
        v.violations().stream().map(Violation::rule).toList());
  }

  @Test
  void aPassengerNamedInAStackIsReportedWhereverItStands() {
    Unit truck = Unit.builder().id("ht").side("allies").kind("vehicle").position(at("0510"))
        .facing(HexDirection.N).allowance(Mp.of(8)).build();
    Unit rider = Unit.builder().id("p").side("allies").kind("squad").position(at("0510"))
        .putAttributes("carried-by", "ht").build();
    Unit towed = Unit.builder().id("g").side("allies").kind("gun").position(at("0510"))
        .facing(HexDirection.N).allowance(Mp.of(1)).putAttributes("carried-by", "ht").build();
    GameState s = new Fixture(10, 12).unit(truck).unit(rider).unit(towed)
        .infantry("sq", "squad", "0510").state();
    // the passenger first, then its transport: the move is refused, not the query
    Verdict first = RULES.check(s, MoveOrder.of(stack("p", "ht"), List.of(enter("0509"))));
    assertFalse(first.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), first.violations().get(0).rule());
    assertEquals("'p' rides in 'ht' and moves with it", first.violations().get(0).reason());
    assertEquals(0, first.violations().get(0).step().getAsInt());
    // a towed gun named with a squad of its hex: the same refusal, naming the gun
    Verdict gun = RULES.check(s, MoveOrder.of(stack("g", "sq"), List.of(enter("0509"))));
    assertFalse(gun.legal());
    assertEquals("'g' rides in 'ht' and moves with it", gun.violations().get(0).reason());
    // the passenger alone
    Verdict alone = RULES.check(s, order("p", enter("0509")));
    assertEquals("'p' rides in 'ht' and moves with it", alone.violations().get(0).reason());
  }

  @Test
  void aStepInPlaceThatNothingFitsSaysWhatTheUnitMayDoInPlace() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 6)
        .gun("at", "0310", HexDirection.N, 2).infantry("s", "squad", "0710")
        .infantry("l", "leader", "0910").infantry("ls", "squad", "0910").state();
    assertEquals("no turn or action in place fits this step: a vehicle turns in place to a new"
        + " facing, or sets reverse on or off (actions reverse, forward)",
        onlyViolation(RULES.check(s, order("t", Step.action("close-assault")))).reason());
    assertEquals("no turn or action in place fits this step: a gun turns in place to any"
        + " facing", onlyViolation(RULES.check(s, order("at", Step.action("reverse"))))
        .reason());
    assertEquals("no turn or action in place fits this step: infantry without a leader have no"
        + " in-place actions",
        onlyViolation(RULES.check(s, order("s", Step.action("forward")))).reason());
    assertEquals("no turn or action in place fits this step: infantry report their leader lost"
        + " with leader-pinned or leader-eliminated (with :<leader id> when several lead the"
        + " stack, once per leader)", onlyViolation(RULES.check(s, MoveOrder.of(
            stack("l", "ls"), List.of(Step.action("reverse"))))).reason());
  }

  @Test
  void aStepWhoseActionCannotBeMetSaysWhatTheUnitCanDo() {
    GameState s = new Fixture(10, 12).vehicle("t", "afv", "0510", HexDirection.N, 20)
        .gun("at", "0310", HexDirection.N, 2).infantry("s", "squad", "0710").state();
    Verdict vehicle = RULES.check(s, order("t", Step.action("reverse"),
        enter("0509").withAction("forward")));
    assertEquals("the step's facing or action cannot be met: a vehicle faces the hex it entered"
        + " (away from it in reverse); reverse or forward cannot be asked for on a step against"
        + " a held toggle; close assault needs an enemy-held hex",
        onlyViolation(vehicle).reason());
    assertEquals(SquadRule.MOVING.ref(), onlyViolation(vehicle).rule());
    assertEquals("the step's facing or action cannot be met: a gun faces the hex it entered;"
        + " turn in place for another facing; close assault needs an enemy-held hex",
        onlyViolation(RULES.check(s, order("at", enter("0309").withAction("reverse"))))
        .reason());
    assertEquals("the step's facing or action cannot be met: infantry have no facing; close"
        + " assault needs an enemy-held hex",
        onlyViolation(RULES.check(s, order("s", enter("0709").withAction("reverse"))))
        .reason());
  }

  /**
   * A move given from another start (a query's start) ends where the checker says even when it
   * has no steps: the stack, with the squad it carries, stands at that start once applied.
   */
  @Test
  void aStackOrderedFromAnotherStartStandsThereEvenWithoutSteps() {
    GameState s = new Fixture(10, 12).vehicle("v0", "vehicle", "0510", HexDirection.N, 6)
        .unit(Unit.builder().id("p").side("allies").kind("squad").position(at("0510"))
            .putAttributes("carried-by", "v0").build()).state();
    MoveOrder order = MoveOrder.of(MoveQuery.of("v0").withStart(at("0707")), List.of());
    Verdict v = RULES.check(s, order);
    assertTrue(v.legal(), v.toString());
    assertEquals(at("0707"), v.end().orElseThrow());
    GameState after = RULES.apply(s, order).state().orElseThrow();
    assertEquals(at("0707"), after.unit("v0").position());
    assertEquals(at("0707"), after.unit("p").position());
    assertEquals(HexDirection.N, after.unit("v0").facing().orElseThrow());
    assertFalse(after.unit("v0").hasFlag("moved"), after.unit("v0").toString());
  }

  /** The same order from where the stack stands leaves the state as it was. */
  @Test
  void anOrderWithoutStepsFromWhereTheStackStandsChangesNothing() {
    GameState s = new Fixture(10, 12).vehicle("v0", "vehicle", "0510", HexDirection.N, 6)
        .state();
    MoveOutcome o = RULES.apply(s, MoveOrder.of(MoveQuery.of("v0"), List.of()));
    assertEquals(s, o.state().orElseThrow());
  }

  private static Violation onlyViolation(Verdict v) {
    assertEquals(1, v.violations().size(), v.toString());
    return v.violations().get(0);
  }

  @Test
  void eachSideMovesItsUnitsInOneMovementPhaseOneUnitOrStackAtATime() {
    GameState s = new Fixture(6, 6).infantry("s", "squad", "0303").state();
    List<io.github.warpath.rules.MovementPhase> phases = RULES.movementPhases(s, "axis");
    assertEquals(1, phases.size());
    assertEquals("movement", phases.get(0).phase());
    assertEquals("axis", phases.get(0).side());
    assertTrue(phases.get(0).description().contains("one unit or stack at a time"),
        phases.get(0).description());
  }
}
