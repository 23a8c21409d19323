package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moving as a stack of a vehicle, AFV or gun with infantry (the stacking limits allow one of
 * the first with two infantry): the stack moves as one body, every unit pays its own cost for
 * each hex from its own points, and the stack goes on only while all of them can.
 */
class MovingAsAStackTest {

  /** An AFV of 6 MP facing north with a squad (4 MP), both in 0510 on clear ground. */
  private static Fixture afvAndSquad() {
    return new Fixture(10, 14).vehicle("t", "afv", "0510", HexDirection.N, 6)
        .infantry("s", "squad", "0510");
  }

  /** Steps due north from row {@code from} of column 05, {@code n} of them. */
  private static List<Step> north(int from, int n) {
    List<Step> steps = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      steps.add(enter(String.format("05%02d", from - i)));
    }
    return steps;
  }

  @Test
  void theSquadsOwnFourPointsLimitTheStackOnClearGround() {
    GameState s = afvAndSquad().state();
    Verdict four = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 4)));
    assertTrue(four.legal(), four.toString());
    assertEquals(mp("4"), four.spent());
    Verdict five = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 5)));
    assertFalse(five.legal());
    Violation v = five.violations().get(0);
    assertEquals(SquadRule.MOVING_STACK.ref(), v.rule());
    assertEquals(5, v.step().getAsInt());
    assertEquals(mp("1"), v.needed().orElseThrow());
    assertEquals(mp("0"), v.available().orElseThrow());
  }

  @Test
  void alongARoadTheAfvPaysHalfAPointAndTheSquadAWholeOne() {
    GameState s = afvAndSquad().road("0510", "0509", "0508", "0507", "0506", "0505").state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 4)));
    assertTrue(v.legal(), v.toString());
    // the stack's cost is the AFV's; the squad's own spending is in the notes
    assertEquals(mp("2"), v.spent());
    assertEquals("road, infantry have spent 4 MP", v.steps().get(3).note());
    assertFalse(RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 5))).legal());
    // alone, the AFV would go ten hexes along the road for 5 MP
    assertTrue(RULES.check(s, MoveOrder.of(stack("t"), north(10, 5))).legal());
  }

  @Test
  void everyUnitPaysItsOwnTerrainCost() {
    // woods: squad 2, AFV 3; brush: squad 1.5, AFV 2
    GameState s = afvAndSquad().terrain("0509", SquadTerrain.WOODS)
        .terrain("0508", SquadTerrain.BRUSH).state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 2)));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("5"), v.spent());
    assertEquals("infantry have spent 2 MP", v.steps().get(0).note());
    assertEquals("infantry have spent 3½ MP", v.steps().get(1).note());
    // a clear hex more: the AFV has 1 MP left, the squad 1/2
    Verdict more = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 3)));
    assertFalse(more.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), more.violations().get(0).rule());
    assertEquals(mp("1/2"), more.violations().get(0).available().orElseThrow());
  }

  @Test
  void aHexClosedToTheInfantryClosesItToTheStack() {
    GameState s = afvAndSquad().chart("hex.field.foot", "P")
        .terrain("0509", SquadTerrain.FIELD).state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 1)));
    assertFalse(v.legal());
    assertEquals(SquadRule.TERRAIN_HEX.ref(), v.violations().get(0).rule());
    assertEquals("field is closed to foot movement (the stack's infantry)",
        v.violations().get(0).reason());
    // the AFV alone may enter it
    assertTrue(RULES.check(s, MoveOrder.of(stack("t"), north(10, 1))).legal());
  }

  @Test
  void aHexClosedToTheAfvClosesItToTheStackAndNamesTheAfvsClass() {
    GameState s = afvAndSquad().terrain("0509", SquadTerrain.BUILDING).state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 1)));
    assertFalse(v.legal());
    assertEquals(SquadRule.TERRAIN_HEX.ref(), v.violations().get(0).rule());
    assertEquals("building is closed to tracked movement", v.violations().get(0).reason());
    assertTrue(RULES.check(s, MoveOrder.of(stack("s"), north(10, 1))).legal());
  }

  @Test
  void reverseTriplesTheAfvsCostButNotTheSquads() {
    GameState s = afvAndSquad().state();
    // facing north, reversing means moving south, rear first
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"),
        List.of(enter("0511").withAction("reverse"), enter("0512").withAction("reverse"))));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("6"), v.spent());
    assertEquals("reverse (triple cost), infantry have spent 2 MP", v.steps().get(1).note());
    assertEquals(HexDirection.N, v.steps().get(1).facing());
  }

  @Test
  void theRangeOfTheStackIsWhereBothCanGo() {
    GameState s = afvAndSquad().terrain("0509", SquadTerrain.BUILDING)
        .terrain("0609", SquadTerrain.WOODS).state();
    Reach stack = RULES.reach(s, stack("t", "s"));
    Reach afv = RULES.reach(s, stack("t"));
    Reach squad = RULES.reach(s, stack("s"));
    // every hex of the stack's range is in both units' own ranges
    for (int i = 0; i < stack.size(); i++) {
      assertTrue(afv.indexOf(stack.position(i)) >= 0, stack.position(i).toString());
      assertTrue(squad.indexOf(stack.position(i)) >= 0, stack.position(i).toString());
    }
    // five hexes away: the AFV gets there, the squad's four points do not
    assertTrue(afv.indexOf(at("0505")) >= 0);
    assertTrue(stack.indexOf(at("0505")) < 0);
    assertTrue(stack.indexOf(at("0509")) < 0);
    assertTrue(squad.indexOf(at("0509")) >= 0);
    // behind the AFV: a turn of three hexsides (two paid) or a reverse step at triple cost
    assertEquals(mp("3"), stack.cost(stack.indexOf(at("0511"))));
    assertTrue(stack.size() < squad.size());
  }

  @Test
  void theCheapestPathOfTheStackKeepsTheSquadWithinItsPoints() {
    // straight north is clear but 0509 is woods (AFV 3, squad 2); the side way through 0609,
    // 0608 is clear; both need the squad's 4 points at most
    GameState s = afvAndSquad().terrain("0509", SquadTerrain.WOODS).state();
    Route r = RULES.path(s, stack("t", "s"), at("0507")).orElseThrow();
    int foot = 0;
    for (var step : r.steps()) {
      assertTrue(step.note().contains("infantry have spent"), step.note());
      foot++;
    }
    assertTrue(foot <= 4);
    Verdict again = RULES.check(s, MoveOrder.of(stack("t", "s"), r.steps().stream()
        .map(x -> Step.enter(x.position().hexOrNull())).toList()));
    assertTrue(again.legal(), again.toString());
    assertEquals(r.cost(), again.spent());
  }

  @Test
  void withALeaderTheSquadMovesSixAndItsLossStopsTheStackWhenPastFour() {
    GameState s = afvAndSquad().infantry("l", "leader", "0510").state();
    assertTrue(RULES.check(s, MoveOrder.of(stack("t", "s", "l"), north(10, 6))).legal());
    assertFalse(RULES.check(s, MoveOrder.of(stack("t", "s", "l"), north(10, 7))).legal());
    List<Step> steps = new ArrayList<>(north(10, 5));
    steps.add(Step.action("leader-pinned"));
    MoveOutcome stopped = RULES.apply(s, MoveOrder.of(stack("t", "s", "l"), steps));
    assertTrue(stopped.verdict().legal(), stopped.verdict().toString());
    GameState after = stopped.state().orElseThrow();
    assertEquals(at("0505"), after.unit("t").position());
    assertEquals(at("0505"), after.unit("s").position());
    steps.add(enter("0504"));
    Verdict goOn = RULES.check(s, MoveOrder.of(stack("t", "s", "l"), steps));
    assertFalse(goOn.legal());
    assertEquals(SquadRule.LEADER_LOST.ref(), goOn.violations().get(0).rule());
  }

  @Test
  void aLeaderLostEarlyLeavesTheSquadItsOwnFourPoints() {
    GameState s = afvAndSquad().infantry("l", "leader", "0510").state();
    List<Step> steps = new ArrayList<>(north(10, 2));
    steps.add(Step.action("leader-eliminated"));
    steps.addAll(north(8, 2));
    assertTrue(RULES.check(s, MoveOrder.of(stack("t", "s", "l"), steps)).legal());
    steps.addAll(north(6, 1));
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s", "l"), steps));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), v.violations().get(0).rule());
  }

  @Test
  void theFirstHexIsAlwaysAllowedAsTheMinimumMove() {
    // a team of 1 MP with the AFV: woods costs it 2, more than it has; the minimum move lets
    // the stack in, and the move ends there
    GameState s = new Fixture(10, 14).vehicle("t", "afv", "0510", HexDirection.N, 6)
        .unit(Unit.builder().id("m").side("allies").kind("team").position(at("0510"))
            .allowance(io.github.warpath.Mp.of(1)).build())
        .terrain("0509", SquadTerrain.WOODS).state();
    Verdict one = RULES.check(s, MoveOrder.of(stack("t", "m"), north(10, 1)));
    assertTrue(one.legal(), one.toString());
    assertEquals("minimum move, infantry past their points; move ends here",
        one.steps().get(0).note());
    assertEquals(at("0509"), one.steps().get(0).position());
    assertEquals(mp("3"), one.spent());
    assertFalse(RULES.check(s, MoveOrder.of(stack("t", "m"), north(10, 2))).legal());
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("t", "m"), north(10, 1)));
    assertEquals(at("0509"), out.state().orElseThrow().unit("m").position());
    Reach r = RULES.reach(s, stack("t", "m"));
    assertTrue(r.mustStop(r.indexOf(at("0509"))));
  }

  @Test
  void aStepBackwardsIntoBrushCostsEachUnitItsOwnPrice() {
    // facing south, the AFV drives forward into brush (2 MP); the squad walks in for 1 1/2
    GameState s = new Fixture(10, 14).vehicle("t", "afv", "0510", HexDirection.S, 6)
        .infantry("s", "squad", "0510").terrain("0511", SquadTerrain.BRUSH).state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), List.of(enter("0511"))));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("2"), v.spent());
    assertEquals("infantry have spent 1½ MP", v.steps().get(0).note());
  }

  @Test
  void turnsAndReverseTogglesInPlaceKeepTheInfantrysSpentPoints() {
    GameState s = afvAndSquad().state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), List.of(enter("0509"),
        Step.turn(HexDirection.S), enter("0510"), Step.action("reverse"), enter("0509"))));
    assertFalse(v.legal());
    // the clear hex alone (1) fits the 2 MP left: the triple cost of reverse forbids the step
    assertEquals(SquadRule.REVERSE.ref(), v.violations().get(0).rule());
    assertEquals(5, v.violations().get(0).step().getAsInt());
    // 1 + a turn of three hexsides (2) + 1, then a reverse step (3): 7 MP is more than the
    // AFV's 6, so the last step is refused; the squad has walked 2 MP before it
    assertEquals("infantry have spent 2 MP", v.steps().get(2).note());
    Verdict w = RULES.check(s, MoveOrder.of(stack("t", "s"), List.of(enter("0509"),
        Step.action("reverse"), enter("0510"))));
    assertTrue(w.legal(), w.toString());
    assertEquals(mp("4"), w.spent());
    assertEquals("reverse (triple cost), infantry have spent 2 MP", w.steps().get(2).note());
  }

  @Test
  void aGunOfTwoPointsTurnsInPlaceBetweenStepsWithItsCrew() {
    GameState s = new Fixture(10, 14).gun("g", "0510", HexDirection.N, 2)
        .infantry("s", "squad", "0510").state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("g", "s"), List.of(enter("0509"),
        Step.turn(HexDirection.S), enter("0508"))));
    assertTrue(v.legal(), v.toString());
    assertEquals(mp("2"), v.spent());
    assertEquals("infantry have spent 2 MP", v.steps().get(2).note());
  }

  @Test
  void aHexsideClosedToTheInfantryClosesItToTheStack() {
    GameState s = afvAndSquad().chart("side.hedge.foot", "P")
        .side("0510", "0509", SquadHexside.HEDGE).state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s"), north(10, 1)));
    assertFalse(v.legal());
    assertEquals(SquadRule.TERRAIN_HEXSIDE.ref(), v.violations().get(0).rule());
    assertEquals("a hedge hexside cannot be crossed by foot movement (the stack's infantry)",
        v.violations().get(0).reason());
  }

  @Test
  void anInPlaceStepThatFitsNothingExplainsTheVehicleAndTheLeader() {
    GameState s = afvAndSquad().infantry("l", "leader", "0510").state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s", "l"),
        List.of(Step.turn(HexDirection.N))));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
    assertEquals("no turn or action in place fits this step: a vehicle turns in place to a new"
        + " facing, or sets reverse on or off (actions reverse, forward); the infantry with it"
        + " report their leader lost with leader-pinned or leader-eliminated",
        v.violations().get(0).reason());
  }

  @Test
  void applyMovesBothAndOnlyTheAfvHasAFacing() {
    GameState s = afvAndSquad().state();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("t", "s"),
        List.of(enter("0509"), enter("0508"))));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    GameState after = out.state().orElseThrow();
    assertEquals(at("0508"), after.unit("t").position());
    assertEquals(at("0508"), after.unit("s").position());
    assertTrue(after.unit("t").facing().isPresent());
    assertTrue(after.unit("s").facing().isEmpty());
    assertTrue(after.unit("s").hasFlag("moved"));
  }

  @Test
  void aOnePointGunTakesItsCrewOneHexWhateverTheGunsTerrainCost() {
    GameState s = new Fixture(10, 14).gun("g", "0510", HexDirection.N, 1)
        .infantry("s", "squad", "0510").terrain("0509", SquadTerrain.WOODS).state();
    Verdict one = RULES.check(s, MoveOrder.of(stack("g", "s"), north(10, 1)));
    assertTrue(one.legal(), one.toString());
    assertTrue(one.steps().get(0).note().contains("infantry have spent 2 MP"),
        one.steps().get(0).note());
    Verdict two = RULES.check(s, MoveOrder.of(stack("g", "s"), north(10, 2)));
    assertFalse(two.legal());
    assertEquals(SquadRule.GUN_ONE_HEX.ref(), two.violations().get(0).rule());
  }

  @Test
  void twoInfantryAndTwoAfvsAreOverTheStackingLimits() {
    GameState s = afvAndSquad().vehicle("u", "afv", "0510", HexDirection.N, 6)
        .infantry("h", "half-squad", "0510").state();
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "u", "s", "h"), north(10, 1)));
    assertFalse(v.legal());
    assertEquals(SquadRule.STACKING.ref(), v.violations().get(0).rule());
  }

  @Test
  void aLeaderPinnedInAStackWithAnAfvStopsItAndTheViolationGivesTheTrueNumbers() {
    // an AFV of 9 MP with a squad and its leader (the squad moves 6 with him): five clear hexes,
    // then the leader is pinned. The squad has walked 5 MP, more than its own 4, so the stack
    // stops in 0507; the next step costs 1 MP and the AFV still has 4 of its 9 MP.
    GameState s = new Fixture(10, 14).vehicle("t", "afv", "0512", HexDirection.N, 9)
        .infantry("s", "squad", "0512").infantry("l", "leader", "0512").state();
    List<Step> steps = new ArrayList<>(north(12, 5));
    steps.add(Step.action("leader-pinned"));
    steps.add(enter("0506"));
    Verdict v = RULES.check(s, MoveOrder.of(stack("t", "s", "l"), steps));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size(), v.toString());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.LEADER_LOST.ref(), x.rule());
    assertEquals(7, x.step().getAsInt());
    assertEquals("leader l was lost after the infantry had walked 5 MP, more than their own 4 MP:"
        + " the stack stops in 0507 (the AFV had 4 MP of its 9 MP left)", x.reason());
    assertEquals(mp("1"), v.steps().get(6).cost());
  }
}
