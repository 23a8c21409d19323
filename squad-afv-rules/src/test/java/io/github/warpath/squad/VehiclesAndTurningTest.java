package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Vehicles and Turning: one turn per hex, up to three hexsides, the first free. */
class VehiclesAndTurningTest {

  private static GameState tank(HexDirection facing) {
    return new Fixture(10, 10).vehicle("t", "afv", "0505", facing, 10).state();
  }

  @Test
  void enteringTheHexInFrontNeedsNoTurn() {
    Verdict v = RULES.check(tank(HexDirection.N), order("t", enter("0504")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("1"), v.spent());
    assertEquals(HexDirection.N, v.steps().get(0).facing());
  }

  @Test
  void aTurnToTheFacingAlreadyHeldIsNoTurnAtAll() {
    Verdict v = RULES.check(tank(HexDirection.N), io.github.warpath.rules.MoveOrder.of(
        io.github.warpath.rules.MoveQuery.of("t"),
        java.util.List.of(io.github.warpath.rules.Step.turn(HexDirection.N))));
    assertFalse(v.legal(), v.toString());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
  }

  @Test
  void theFirstHexsideOfATurnIsFree() {
    Verdict v = RULES.check(tank(HexDirection.N), order("t", enter("0605")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("1"), v.spent());
    assertEquals(HexDirection.NE, v.steps().get(0).facing());
  }

  @Test
  void aTwoHexsideTurnCostsOnePoint() {
    Verdict v = RULES.check(tank(HexDirection.N), order("t", enter("0606")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("2"), v.spent());
    assertEquals(HexDirection.SE, v.steps().get(0).facing());
    assertEquals("turned 2 hexsides", v.steps().get(0).note());
  }

  @Test
  void aThreeHexsideTurnCostsTwoPoints() {
    Verdict v = RULES.check(tank(HexDirection.N),
        order("t", enter("0506").withAction("forward")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("3"), v.spent());
    assertEquals(HexDirection.S, v.steps().get(0).facing());
  }

  /** The text's example: into the hex in front, then a turn of one, two or three hexsides. */
  @Test
  void textExampleTurnAfterEnteringTheHexInFront() {
    GameState s = tank(HexDirection.N);
    int[] extra = {0, 1, 2};
    HexDirection[] to = {HexDirection.NE, HexDirection.SE, HexDirection.S};
    for (int i = 0; i < 3; i++) {
      Verdict v = RULES.check(s, order("t", enter("0504"), Step.turn(to[i])));
      assertTrue(v.legal(), v.toString());
      assertEquals(mp(String.valueOf(1 + extra[i])), v.spent(), to[i].toString());
      assertEquals(2, v.steps().size());
      assertEquals(to[i], v.steps().get(1).facing());
    }
  }

  @Test
  void turningInPlaceIsAStepAndApplyWritesTheFacing() {
    GameState s = tank(HexDirection.N);
    var out = RULES.apply(s, order("t", Step.turn(HexDirection.SW)));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("1"), out.verdict().spent());
    assertEquals("turned 2 hexsides in place", out.verdict().steps().get(0).note());
    GameState after = out.state().orElseThrow();
    assertEquals(HexDirection.SW, after.unit("t").facing().orElseThrow());
    assertEquals(at("0505"), after.unit("t").position());
  }

  @Test
  void aSecondTurnInTheSameHexIsRefused() {
    Verdict v = RULES.check(tank(HexDirection.N),
        order("t", Step.turn(HexDirection.NE), Step.turn(HexDirection.SE)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.TURNING.ref(), x.rule());
    assertEquals(2, x.step().getAsInt());
  }

  @Test
  void afterTurningInPlaceTheVehicleLeavesStraightAheadOrBehind() {
    GameState s = tank(HexDirection.N);
    // turned to NE in 0505 (free): 0605 is straight ahead
    Verdict ahead = RULES.check(s, order("t", Step.turn(HexDirection.NE), enter("0605")));
    assertTrue(ahead.legal(), ahead.toString());
    assertEquals(mp("1"), ahead.spent());
    // leaving towards N would be a second turn in the hex
    Verdict turnAgain = RULES.check(s, order("t", Step.turn(HexDirection.NE), enter("0504")));
    assertFalse(turnAgain.legal());
    assertEquals(SquadRule.TURNING.ref(), turnAgain.violations().get(0).rule());
    assertEquals(2, turnAgain.violations().get(0).step().getAsInt());
    // every hex entered gives a new turn
    Verdict next = RULES.check(s, order("t", Step.turn(HexDirection.NE), enter("0605"),
        enter("0604")));
    assertTrue(next.legal(), next.toString());
    assertEquals(mp("2"), next.spent());
  }

  @Test
  void aTurnNeedsThePoints() {
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.N, 1).state();
    Verdict v = RULES.check(s, order("t", Step.turn(HexDirection.S)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    // the whole price of a turn in place is the turning rule's: it is the rule that forbids it
    assertEquals(SquadRule.TURNING.ref(), x.rule());
    assertEquals("turning 3 hexsides in place costs 2 MP (the first hexside is free)",
        x.reason());
    assertEquals(mp("2"), x.needed().orElseThrow());
    assertEquals(mp("1"), x.available().orElseThrow());
  }

  /**
   * Without turning costs the route by 0605 would be the cheaper (2 MP against 2½); a vehicle
   * facing NW pays 1 MP to swing to NE, so the best route goes by the brush of 0504.
   */
  @Test
  void turningCostChangesTheBestRoute() {
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.NW, 10)
        .terrain("0504", SquadTerrain.BRUSH).chart("hex.brush.tracked", "1.5").state();
    Route r = RULES.path(s, MoveQuery.of("t"), at("0604")).orElseThrow();
    assertEquals(mp("2.5"), r.cost());
    assertEquals(List.of("0504", "0604"), r.steps().stream().map(x -> x.label()).toList());
    assertEquals(HexDirection.NE, r.steps().get(1).facing());
    Verdict other = RULES.check(s, order("t", enter("0605"), enter("0604")));
    assertTrue(other.legal());
    assertEquals(mp("3"), other.spent());
    assertEquals(mp("2"), other.steps().get(0).cost());
    // an infantry unit, which does not turn, takes the other way
    GameState foot = new Fixture(10, 10).infantry("s", "squad", "0505")
        .terrain("0504", SquadTerrain.BRUSH).state();
    Route byFoot = RULES.path(foot, MoveQuery.of("s"), at("0604")).orElseThrow();
    assertEquals(mp("2"), byFoot.cost());
    assertEquals("0605", byFoot.steps().get(0).label());
  }

  @Test
  void goingStraightBackPaysTheThreeHexsideTurnOnce() {
    // facing N, two hexes straight back: turn 3 hexsides (2 MP) + 1 + 1 = 4, cheaper than
    // reversing (3 + 3 = 6) and than any way round
    GameState s = tank(HexDirection.N);
    Route r = RULES.path(s, MoveQuery.of("t"), at("0507")).orElseThrow();
    assertEquals(mp("4"), r.cost());
    assertEquals(HexDirection.S, r.steps().get(1).facing());
  }

  @Test
  void facingIsPartOfTheSearchState() {
    GameState s = tank(HexDirection.N);
    var reach = RULES.reach(s, MoveQuery.of("t"));
    assertEquals(mp("1"), reach.cost(reach.indexOf(at("0504"))));
    assertEquals(mp("1"), reach.cost(reach.indexOf(at("0405"))));
    assertEquals(mp("2"), reach.cost(reach.indexOf(at("0406"))));
    assertEquals(mp("3"), reach.cost(reach.indexOf(at("0506"))));
  }

  @Test
  void aStackOfAfvsStartsWithTheFacingTheyShare() {
    GameState s = new Fixture(10, 10).vehicle("t1", "afv", "0505", HexDirection.SE, 6)
        .vehicle("t2", "afv", "0505", HexDirection.SE, 6).state();
    MoveQuery q = MoveQuery.builder().addUnits("t1", "t2").build();
    // 0606 lies straight ahead to the SE; 0405 (NW) is a three-hexside turn away
    Verdict ahead = RULES.check(s, MoveOrder.of(q, List.of(enter("0606"))));
    assertTrue(ahead.legal(), ahead.toString());
    assertEquals(mp("1"), ahead.spent());
    assertEquals(HexDirection.SE, ahead.steps().get(0).facing());
    Verdict behind = RULES.check(s, MoveOrder.of(q, List.of(enter("0405")
        .withAction("forward"))));
    assertEquals(mp("3"), behind.spent());
    assertEquals(HexDirection.NW, behind.steps().get(0).facing());
  }

  @Test
  void aStepMadeTooDearByItsTurnCitesTheTurningRule() {
    // 3 MP: 0504 forward (1), then forward into 0505 behind it: a turn of three hexsides (the
    // first free, 2 MP) plus the clear hex (1) is 3 MP with 2 left; the hex alone would fit
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.N, 3).state();
    Verdict v = RULES.check(s, order("t", enter("0504"), enter("0505").withAction("forward")));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size(), v.toString());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.TURNING.ref(), x.rule());
    assertEquals(2, x.step().getAsInt());
    assertEquals("turning 3 hexsides costs 2 MP (the first hexside is free), on top of 1 MP for"
        + " the hex: 3 MP in all", x.reason());
    assertEquals(mp("3"), x.needed().orElseThrow());
    assertEquals(mp("2"), x.available().orElseThrow());
  }
}
