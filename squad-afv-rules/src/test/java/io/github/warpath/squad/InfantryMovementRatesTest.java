package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static io.github.warpath.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Infantry Movement Rates: leaders 6 MP, squads and half squads 4, 6 with a leader for the whole
 * move; a leader pinned or eliminated on the way takes the bonus with it.
 */
class InfantryMovementRatesTest {

  /** A column of clear hexes: 0501 at the top, the units at 0510. */
  private static Fixture column() {
    return new Fixture(10, 12);
  }

  /** Steps north from 0510, {@code n} hexes. */
  private static List<Step> north(int from, int n) {
    List<Step> out = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      out.add(enter(String.format("05%02d", from - i)));
    }
    return out;
  }

  private static Verdict walk(GameState s, MoveQuery q, int hexes) {
    return RULES.check(s, MoveOrder.of(q, north(10, hexes)));
  }

  @Test
  void aSquadHasFourPoints() {
    GameState s = column().infantry("s", "squad", "0510").state();
    assertEquals(mp("4"), RULES.reach(s, MoveQuery.of("s")).allowance());
    assertTrue(walk(s, MoveQuery.of("s"), 4).legal());
    Verdict five = walk(s, MoveQuery.of("s"), 5);
    assertFalse(five.legal());
    Violation x = five.violations().get(0);
    assertEquals(SquadRule.MOVING_POINTS.ref(), x.rule());
    assertEquals(5, x.step().getAsInt());
    assertEquals(mp("1"), x.needed().orElseThrow());
    assertEquals(Mp.ZERO, x.available().orElseThrow());
  }

  @Test
  void aHalfSquadHasFourPointsAndALeaderSix() {
    GameState s = column().infantry("h", "half-squad", "0510").infantry("l", "leader", "0909")
        .state();
    assertTrue(walk(s, MoveQuery.of("h"), 4).legal());
    assertFalse(walk(s, MoveQuery.of("h"), 5).legal());
    Reach r = RULES.reach(s, MoveQuery.of("l"));
    assertEquals(mp("6"), r.allowance());
    assertEquals(mp("6"), r.cost(r.indexOf(at("0903"))));
    assertEquals(-1, r.indexOf(at("0902")));
  }

  @Test
  void aSquadMovingWithALeaderHasSixPoints() {
    GameState s = column().infantry("l", "leader", "0510").infantry("s", "squad", "0510")
        .infantry("h", "half-squad", "0510").state();
    MoveQuery q = stack("l", "s", "h");
    assertEquals(mp("6"), RULES.reach(s, q).allowance());
    MoveOutcome out = RULES.apply(s, MoveOrder.of(q, north(10, 6)));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    GameState after = out.state().orElseThrow();
    for (String id : List.of("l", "s", "h")) {
      assertEquals(at("0504"), after.unit(id).position(), id);
      assertTrue(after.unit(id).hasFlag("moved"), id);
    }
    assertFalse(walk(s, q, 7).legal());
  }

  @Test
  void aTeamKeepsItsCounterRateEvenWithALeader() {
    GameState s = column().infantry("l", "leader", "0510")
        .unit(Unit.builder().id("mg").side("allies").kind("team").allowance(Mp.of(3))
            .position(at("0510")).build())
        .state();
    assertEquals(mp("3"), RULES.reach(s, stack("l", "mg")).allowance());
    assertTrue(walk(s, stack("l", "mg"), 3).legal());
    assertFalse(walk(s, stack("l", "mg"), 4).legal());
  }

  @Test
  void theTextFixesInfantryRates() {
    GameState ok = column().unit(Unit.builder().id("s").side("allies").kind("squad")
        .allowance(Mp.of(4)).position(at("0510")).build()).state();
    assertTrue(walk(ok, MoveQuery.of("s"), 4).legal());
    GameState bad = column().unit(Unit.builder().id("s").side("allies").kind("squad")
        .allowance(Mp.of(5)).position(at("0510")).build()).state();
    var e = org.junit.jupiter.api.Assertions.assertThrows(
        io.github.warpath.InvalidInputException.class, () -> walk(bad, MoveQuery.of("s"), 1));
    assertEquals("units[0].allowance", e.field());
  }

  // ---- the leader lost during the move

  private static GameState leaderAndSquad() {
    return column().infantry("l", "leader", "0510").infantry("s", "squad", "0510").state();
  }

  private static List<Step> withEvent(int before, String event, int after) {
    return withEvents(before, after, event);
  }

  /** {@code before} hexes north from 0510, the events in place, then {@code after} hexes. */
  private static List<Step> withEvents(int before, int after, String... events) {
    List<Step> steps = new ArrayList<>(north(10, before));
    for (String event : events) {
      steps.add(Step.action(event));
    }
    steps.addAll(north(10 - before, after));
    return steps;
  }

  @Test
  void leaderPinnedEarlyTheSquadGoesOnWithItsOwnFourPoints() {
    GameState s = leaderAndSquad();
    MoveOrder o = MoveOrder.of(stack("l", "s"), withEvent(2, "leader-pinned", 2));
    MoveOutcome out = RULES.apply(s, o);
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(mp("4"), out.verdict().spent());
    GameState after = out.state().orElseThrow();
    assertEquals(at("0508"), after.unit("l").position());
    assertTrue(after.unit("l").hasFlag("pinned"));
    assertEquals(at("0506"), after.unit("s").position());
    assertFalse(after.unit("s").hasFlag("pinned"));
    assertEquals("leader l pinned", out.verdict().steps().get(2).note());
  }

  @Test
  void leaderPinnedEarlyTheSquadCannotUseTheBonusAnyMore() {
    Verdict v = RULES.check(leaderAndSquad(),
        MoveOrder.of(stack("l", "s"), withEvent(2, "leader-pinned", 3)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(SquadRule.MOVING_POINTS.ref(), x.rule());
    assertEquals(6, x.step().getAsInt());
    assertEquals("0505", x.location().orElseThrow());
    assertEquals(mp("1"), x.needed().orElseThrow());
    assertEquals(Mp.ZERO, x.available().orElseThrow());
    // without the event the same six steps... five hexes are fine
    assertTrue(walk(leaderAndSquad(), stack("l", "s"), 5).legal());
  }

  @Test
  void leaderLostBeyondTheSquadsOwnAllowanceStopsItAtOnce() {
    GameState s = leaderAndSquad();
    MoveOrder stopHere = MoveOrder.of(stack("l", "s"), withEvent(5, "leader-pinned", 0));
    MoveOutcome out = RULES.apply(s, stopHere);
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals(at("0505"), out.state().orElseThrow().unit("s").position());
    assertEquals(at("0505"), out.state().orElseThrow().unit("l").position());
    Verdict goOn = RULES.check(s, MoveOrder.of(stack("l", "s"), withEvent(5, "leader-pinned",
        1)));
    assertFalse(goOn.legal());
    Violation x = goOn.violations().get(0);
    assertEquals(SquadRule.LEADER_LOST.ref(), x.rule());
    assertEquals(7, x.step().getAsInt());
    assertEquals("the leader was lost and the units with it had already spent 5 MP, more than"
        + " their own 4 MP; they stop at once", x.reason());
  }

  @Test
  void leaderLostAtExactlyTheSquadsAllowanceLeavesNothingToSpend() {
    GameState s = leaderAndSquad();
    assertTrue(RULES.check(s, MoveOrder.of(stack("l", "s"), withEvent(4, "leader-pinned", 0)))
        .legal());
    Verdict more = RULES.check(s, MoveOrder.of(stack("l", "s"), withEvent(4, "leader-pinned",
        1)));
    assertFalse(more.legal());
    assertEquals(SquadRule.MOVING_POINTS.ref(), more.violations().get(0).rule());
  }

  @Test
  void leaderEliminatedIsRemovedAndTheOthersLoseTheBonus() {
    GameState s = leaderAndSquad();
    MoveOutcome out = RULES.apply(s, MoveOrder.of(stack("l", "s"),
        withEvent(1, "leader-eliminated", 3)));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    GameState after = out.state().orElseThrow();
    assertFalse(after.hasUnit("l"));
    assertEquals(at("0506"), after.unit("s").position());
    assertFalse(RULES.check(s, MoveOrder.of(stack("l", "s"), withEvent(1, "leader-eliminated",
        4))).legal());
  }

  @Test
  void withTwoLeadersLosingOneKeepsTheBonus() {
    GameState s = column().infantry("l1", "leader", "0510").infantry("l2", "leader", "0510")
        .infantry("s", "squad", "0510").state();
    MoveQuery q = stack("l1", "l2", "s");
    Verdict named = RULES.check(s, MoveOrder.of(q, withEvent(2, "leader-pinned:l1", 4)));
    assertTrue(named.legal(), named.toString());
    assertEquals(mp("6"), named.spent());
    // which leader? with two, the step must say
    Verdict unnamed = RULES.check(s, MoveOrder.of(q, withEvent(2, "leader-pinned", 1)));
    assertFalse(unnamed.legal());
    assertEquals(SquadRule.MOVING.ref(), unnamed.violations().get(0).rule());
    assertEquals(3, unnamed.violations().get(0).step().getAsInt());
    // losing both takes the bonus away
    Verdict gone = RULES.check(s, MoveOrder.of(q, withEvents(2, 3, "leader-pinned:l1",
        "leader-eliminated:l2")));
    assertFalse(gone.legal());
    assertEquals(SquadRule.MOVING_POINTS.ref(), gone.violations().get(0).rule());
    assertEquals(7, gone.violations().get(0).step().getAsInt());
  }

  @Test
  void aLoneLeaderPinnedStops() {
    GameState s = column().infantry("l", "leader", "0510").state();
    Verdict v = RULES.check(s, MoveOrder.of(MoveQuery.of("l"), withEvent(1, "leader-pinned", 1)));
    assertFalse(v.legal());
    assertEquals(SquadRule.LEADER_LOST.ref(), v.violations().get(0).rule());
    assertEquals("the leader was lost and no unit of the stack is left to move",
        v.violations().get(0).reason());
  }

  @Test
  void theLeaderEventIsNeverPartOfARangeOrRoute() {
    GameState s = leaderAndSquad();
    Reach r = RULES.reach(s, stack("l", "s"));
    assertEquals(mp("6"), r.cost(r.indexOf(at("0504"))));
    var route = RULES.path(s, stack("l", "s"), at("0504")).orElseThrow();
    assertEquals(6, route.steps().size());
  }

  @Test
  void aStackWithoutALeaderHasNoLeaderEvent() {
    GameState s = column().infantry("s", "squad", "0510").state();
    Verdict v = RULES.check(s, order("s", Step.action("leader-pinned")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule());
  }

  @Test
  void fourLeadersMoveTogetherUntilTheLastOfThemIsLost() {
    GameState s = column().infantry("l1", "leader", "0510").infantry("l2", "leader", "0510")
        .infantry("l3", "leader", "0510").infantry("l4", "leader", "0510").state();
    MoveQuery q = stack("l1", "l2", "l3", "l4");
    assertEquals(mp("6"), RULES.reach(s, q).allowance());
    assertTrue(walk(s, q, 6).legal());
    Verdict three = RULES.check(s, MoveOrder.of(q, withEvents(2, 4, "leader-pinned:l1",
        "leader-pinned:l2", "leader-pinned:l3")));
    assertTrue(three.legal(), three.toString()); // l4 goes on alone with its own 6 MP
    assertEquals(mp("6"), three.spent());
    Verdict none = RULES.check(s, MoveOrder.of(q, withEvents(2, 1, "leader-pinned:l1",
        "leader-pinned:l2", "leader-pinned:l3", "leader-pinned:l4")));
    assertFalse(none.legal());
    assertEquals(SquadRule.LEADER_LOST.ref(), none.violations().get(0).rule());
    assertEquals(7, none.violations().get(0).step().getAsInt());
    assertEquals("the leader was lost and no unit of the stack is left to move",
        none.violations().get(0).reason());
  }

  @Test
  void twoLeadersWithoutSquadsStopOnlyWhenBothAreLost() {
    GameState s = column().infantry("l1", "leader", "0510").infantry("l2", "leader", "0510")
        .state();
    MoveQuery q = stack("l1", "l2");
    MoveOutcome goesOn = RULES.apply(s, MoveOrder.of(q, withEvent(1, "leader-eliminated:l2",
        5)));
    assertTrue(goesOn.verdict().legal(), goesOn.verdict().toString());
    assertFalse(goesOn.state().orElseThrow().hasUnit("l2"));
    assertEquals(at("0504"), goesOn.state().orElseThrow().unit("l1").position());
    Verdict stopped = RULES.check(s, MoveOrder.of(q, withEvents(1, 1, "leader-pinned:l1",
        "leader-eliminated:l2")));
    assertFalse(stopped.legal());
    assertEquals(SquadRule.LEADER_LOST.ref(), stopped.violations().get(0).rule());
    assertEquals(4, stopped.violations().get(0).step().getAsInt());
  }

  @Test
  void theNamedLeaderIsTheOneLost() {
    // the squad is named first: the leaders are the stack's second and third units
    GameState s = column().infantry("s", "squad", "0510").infantry("l1", "leader", "0510")
        .infantry("l2", "leader", "0510").state();
    MoveQuery q = stack("s", "l1", "l2");
    MoveOutcome out = RULES.apply(s, MoveOrder.of(q, withEvent(2, "leader-pinned:l2", 3)));
    assertTrue(out.verdict().legal(), out.verdict().toString());
    assertEquals("leader l2 pinned", out.verdict().steps().get(2).note());
    GameState after = out.state().orElseThrow();
    assertEquals(at("0508"), after.unit("l2").position());
    assertTrue(after.unit("l2").hasFlag("pinned"));
    for (String id : List.of("s", "l1")) {
      assertEquals(at("0505"), after.unit(id).position(), id);
      assertFalse(after.unit(id).hasFlag("pinned"), id);
    }
    MoveOutcome gone = RULES.apply(s, MoveOrder.of(q, withEvent(1, "leader-eliminated:l1", 0)));
    assertTrue(gone.verdict().legal(), gone.verdict().toString());
    assertFalse(gone.state().orElseThrow().hasUnit("l1"));
    assertTrue(gone.state().orElseThrow().hasUnit("l2"));
    assertTrue(gone.state().orElseThrow().hasUnit("s"));
  }

  @Test
  void onlyALeaderOfTheStackCanBeNamedAsLost() {
    GameState s = column().infantry("s", "squad", "0510").infantry("l1", "leader", "0510")
        .infantry("l2", "leader", "0510").infantry("x", "leader", "0310").state();
    MoveQuery q = stack("s", "l1", "l2");
    for (String who : List.of("s", "x", "nobody")) {
      Verdict v = RULES.check(s, MoveOrder.of(q, withEvent(1, "leader-pinned:" + who, 1)));
      assertFalse(v.legal(), who);
      assertEquals(SquadRule.MOVING.ref(), v.violations().get(0).rule(), who);
      assertEquals(2, v.violations().get(0).step().getAsInt(), who);
    }
  }
}
