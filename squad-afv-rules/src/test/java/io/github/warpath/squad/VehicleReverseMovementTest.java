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

/** Vehicle Reverse Movement: rear first, triple cost, a toggle used as often as wanted. */
class VehicleReverseMovementTest {

  private static GameState tank(int mp) {
    return new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.N, mp).state();
  }

  /** Backing down a road: reverse costs 3 x ½ = 1½, turning round 2 + ½ = 2½. */
  @Test
  void cheapestRouteBacksDownTheRoadInReverse() {
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.N, 6)
        .road("0505", "0506").state();
    Route r = RULES.path(s, MoveQuery.of("t"), at("0506")).orElseThrow();
    assertEquals(mp("1.5"), r.cost());
    assertEquals(HexDirection.N, r.steps().get(0).facing());
    assertEquals("reverse (triple cost), road", r.steps().get(0).note());
    Verdict forward = RULES.check(s, order("t", enter("0506").withAction("forward")));
    assertTrue(forward.legal());
    assertEquals(mp("2.5"), forward.spent());
    assertEquals(HexDirection.S, forward.steps().get(0).facing());
  }

  @Test
  void reverseTriplesTerrainAndHexsideCosts() {
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.N, 20)
        .terrain("0506", SquadTerrain.WOODS).side("0505", "0506", SquadHexside.HEDGE).state();
    Verdict v = RULES.check(s, order("t", enter("0506").withAction("reverse")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("12"), v.spent()); // 3 x (woods 3 + hedge 1)
    assertEquals(HexDirection.N, v.steps().get(0).facing());
  }

  @Test
  void reverseTurnsTheRearTowardsTheHexAtTheUsualTurnCost() {
    // facing N, reversing into NE: rear must face NE, so the front turns to SW (2 hexsides)
    Verdict v = RULES.check(tank(10), order("t", enter("0605").withAction("reverse")));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("4"), v.spent()); // 3 x 1 + 1 for the second hexside
    assertEquals(HexDirection.SW, v.steps().get(0).facing());
  }

  @Test
  void turningBeatsReverseOverTwoOpenHexes() {
    Route r = RULES.path(tank(10), MoveQuery.of("t"), at("0507")).orElseThrow();
    assertEquals(mp("4"), r.cost());
    Verdict back = RULES.check(tank(10), order("t", enter("0506").withAction("reverse"),
        enter("0507").withAction("reverse")));
    assertTrue(back.legal());
    assertEquals(mp("6"), back.spent());
  }

  @Test
  void theToggleHoldsReverseUntilSwitchedOff() {
    GameState s = tank(20);
    Verdict v = RULES.check(s, order("t", Step.action("reverse"), enter("0506"), enter("0507"),
        Step.action("forward"), enter("0508")));
    assertTrue(v.legal(), v.toString());
    // 3 + 3 in reverse facing N, then a 3-hexside turn (2) + 1 forward
    assertEquals(mp("9"), v.spent());
    assertEquals(HexDirection.N, v.steps().get(2).facing());
    assertEquals(HexDirection.S, v.steps().get(4).facing());
    assertEquals("reverse on", v.steps().get(0).note());
  }

  @Test
  void reverseMayBeToggledManyTimes() {
    GameState s = tank(20);
    MoveOrder o = order("t", Step.action("reverse"), enter("0506"), Step.action("forward"),
        Step.action("reverse"), enter("0507"), Step.action("forward"), Step.action("reverse"),
        enter("0508"));
    var out = RULES.apply(s, o);
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("9"), out.verdict().spent());
    assertEquals(at("0508"), out.state().orElseThrow().unit("t").position());
    assertEquals(HexDirection.N, out.state().orElseThrow().unit("t").facing().orElseThrow());
  }

  @Test
  void whileReverseIsHeldTheVehicleCannotDriveForward() {
    Verdict v = RULES.check(tank(20), order("t", Step.action("reverse"),
        enter("0504").withAction("forward")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    // but a plain step goes rear first, turning round to back into the hex ahead: 2 + 3
    Verdict plain = RULES.check(tank(20), order("t", Step.action("reverse"), enter("0504")));
    assertTrue(plain.legal(), plain.toString());
    assertEquals(mp("5"), plain.spent());
    assertEquals(HexDirection.S, plain.steps().get(1).facing());
  }

  @Test
  void infantryHaveNoReverse() {
    GameState s = new Fixture(10, 10).infantry("s", "squad", "0505").state();
    Verdict v = RULES.check(s, order("s", Step.action("reverse")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
    Verdict step = RULES.check(s, order("s", enter("0506").withAction("reverse")));
    assertFalse(step.legal());
  }

  @Test
  void theStepReportSaysHowFarTheVehicleTurnedToBackIn() {
    // facing N, backing into NE: the front swings to SW, two hexsides
    Verdict v = RULES.check(tank(10), order("t", enter("0605").withAction("reverse")));
    assertTrue(v.legal(), v.toString());
    assertEquals("turned 2 hexsides, reverse (triple cost)", v.steps().get(0).note());
    // straight back needs no turn at all
    Verdict straight = RULES.check(tank(10), order("t", enter("0506").withAction("reverse")));
    assertEquals("reverse (triple cost)", straight.steps().get(0).note());
  }

  @Test
  void afterBackingIntoAHexTheVehicleMayTurnThereAndDriveOn() {
    // facing S, backing north into 0504 (3 MP), then a free one-hexside turn to SE in 0504,
    // then forward into 0605 (1 MP)
    GameState s = new Fixture(10, 10).vehicle("t", "afv", "0505", HexDirection.S, 10).state();
    var out = RULES.apply(s, order("t", enter("0504").withAction("reverse"),
        Step.turn(HexDirection.SE), enter("0605")));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("3"), out.verdict().steps().get(0).cost());
    assertEquals(HexDirection.S, out.verdict().steps().get(0).facing());
    assertEquals(mp("0"), out.verdict().steps().get(1).cost());
    assertEquals(mp("1"), out.verdict().steps().get(2).cost());
    assertEquals(mp("4"), out.verdict().spent());
    assertEquals(at("0605"), out.state().orElseThrow().unit("t").position());
    assertEquals(HexDirection.SE, out.state().orElseThrow().unit("t").facing().orElseThrow());
  }

  @Test
  void theTogglesAreReportedOnAndOff() {
    Verdict v = RULES.check(tank(20), order("t", Step.action("reverse"), enter("0506"),
        Step.action("forward"), enter("0507")));
    assertTrue(v.legal(), v.toString());
    assertEquals(List.of("reverse on", "reverse (triple cost)", "reverse off",
        "turned 3 hexsides"), v.steps().stream().map(x -> x.note()).toList());
    // 3 in reverse, then the three-hexside turn (2) and 1 forward
    assertEquals(mp("6"), v.spent());
  }

  @Test
  void aReverseStepMadeTooDearByTheTripleCostCitesTheReverseRule() {
    // 3 MP: 0504 forward (1), then back into 0505 in reverse: 3 x 1 = 3 MP, 2 MP left; forward
    // the clear hex costs 1, so the triple cost of the reverse rule is what forbids the step
    Verdict v = RULES.check(tank(3), order("t", enter("0504"),
        enter("0505").withAction("reverse")));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size(), v.toString());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.REVERSE.ref(), x.rule());
    assertEquals(2, x.step().getAsInt());
    assertEquals("in reverse the step costs three times 1 MP, 3 MP in all", x.reason());
    assertEquals(mp("3"), x.needed().orElseThrow());
    assertEquals(mp("2"), x.available().orElseThrow());
  }
}
