package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Moving On or Off the Table. */
class MovingOnOrOffTheTableTest {

  private static GameState waiting() {
    return Fx.state(Fx.table(), Fx.unit("r", "blue", "infantry",
        Position.box(MiniaturesFixedRules.OFF_TABLE)));
  }

  private static MoveOrder enter(MoveQuery q, TablePoint edge, TablePosition... steps) {
    MoveOrder.Builder b = MoveOrder.builder().query(q)
        .addSteps(Step.to(TablePosition.of(edge)).withAction(MiniaturesFixedRules.ENTER));
    for (TablePosition p : steps) {
      b.addSteps(Step.to(p));
    }
    return b.build();
  }

  @Test
  void aUnitMovesOnMeasuringFromAPointOfTheEdge() {
    MoveOrder o = enter(MoveQuery.of("r", "advance"), TablePoint.of(20, 0),
        Fx.at(19, 5.5, 21, 5.5));
    Verdict v = Fx.RULES.check(waiting(), o);
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.ofTwelfths((int) Math.round(Math.hypot(1, 5.5) * 12)), v.spent());
    assertEquals("enters from the table edge", v.steps().get(0).note());
    MoveOutcome out = Fx.RULES.apply(waiting(), o);
    assertEquals(Fx.at(19, 5.5, 21, 5.5), out.state().orElseThrow().unit("r").position());
  }

  @Test
  void theMoveOnIsLimitedByTheOrdersRate() {
    Verdict adv = Fx.RULES.check(waiting(), enter(MoveQuery.of("r", "advance"),
        TablePoint.of(20, 0), Fx.at(20, 8)));
    assertEquals(FixedRule.RATE.ref(), adv.violations().get(0).rule());
    assertTrue(Fx.RULES.check(waiting(), enter(MoveQuery.of("r", "run"), TablePoint.of(20, 0),
        Fx.at(20, 8))).legal());
  }

  @Test
  void theEntryPointMustBeOnTheEdge() {
    Verdict v = Fx.RULES.check(waiting(), enter(MoveQuery.of("r"), TablePoint.of(20, 1),
        Fx.at(20, 5)));
    assertEquals(FixedRule.MOVING_ON.ref(), v.violations().get(0).rule());
    assertEquals(1, v.violations().get(0).step().getAsInt());
  }

  @Test
  void aUnitMovingOnMayNotAssault() {
    MoveQuery q = MoveQuery.builder().addUnits("r").mode("run").putOptions("assault", "true")
        .build();
    Verdict v = Fx.RULES.check(waiting(), enter(q, TablePoint.of(0, 20), Fx.at(6, 20)));
    assertEquals(FixedRule.MOVING_ON.ref(), v.violations().get(0).rule());
  }

  @Test
  void aUnitOffTheTableNeedsAnEntryStep() {
    Verdict v = Fx.RULES.check(waiting(), Fx.order("r", "advance", Fx.at(20, 5)));
    assertEquals(FixedRule.MOVING_ON.ref(), v.violations().get(0).rule());
    GameState on = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    assertEquals(FixedRule.MOVING_ON.ref(), Fx.RULES.check(on, enter(MoveQuery.of("a"),
        TablePoint.of(10, 0), Fx.at(12, 4))).violations().get(0).rule());
  }

  @Test
  void theReachOfAUnitMovingOnStartsAtItsEntryPoint() {
    MoveQuery q = MoveQuery.builder().addUnits("r").start(TablePosition.at(20, 0)).build();
    ReachRegion r = Fx.RULES.reach(waiting(), q, 0);
    assertTrue(r.contains(TablePoint.of(20, 5.9)));
    assertFalse(r.contains(TablePoint.of(20, 6.2)));
    assertFalse(r.contains(TablePoint.of(20, 0.3)), "a base touching the edge would leave");
  }

  @Test
  void noUnitMovesOffVoluntarily() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 3, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(0.5, 10)));
    assertEquals(FixedRule.MOVING_OFF.ref(), v.violations().get(0).rule());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(0.502, 10))).legal());
  }

  @Test
  void aUnitAllowedOffIsRemovedWhenAModelTouchesTheEdge() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 3, 10, 5, 10));
    MoveQuery q = MoveQuery.builder().addUnits("a").putOptions("may-leave", "true").build();
    MoveOutcome o = Fx.RULES.apply(s, Fx.order(q, Fx.at(0.5, 10, 2.5, 10)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(Position.box(MiniaturesFixedRules.LEFT_TABLE),
        o.state().orElseThrow().unit("a").position());
    assertEquals(FixedRule.MOVING_OFF.ref(), o.verdict().warnings().get(0).rule());
    Verdict again = Fx.RULES.check(o.state().orElseThrow(), Fx.order("a", "advance",
        Fx.at(3, 3)));
    assertEquals(FixedRule.MOVING_OFF.ref(), again.violations().get(0).rule());
    assertEquals(List.of(), Fx.RULES.check(s, Fx.order(q, Fx.at(1, 10, 3, 10))).warnings());
  }

  @Test
  void theEdgeViolationNamesTheStepThatTouchedIt() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(5, 10), Fx.at(0.5, 10)));
    assertEquals(FixedRule.MOVING_OFF.ref(), v.violations().get(0).rule());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (0.5, 10)", v.violations().get(0).location().orElseThrow());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "run", Fx.at(5, 10), Fx.at(0.51, 10))).legal(),
        "a base short of the edge stays on the table");
  }

  @Test
  void theStepsOfAUnitMovingOnCountTheEntryStep() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry",
        Position.box(MiniaturesFixedRules.OFF_TABLE)));
    MoveOrder ok = MoveOrder.of(MoveQuery.of("a", "advance"), List.of(
        Step.to(TablePosition.ofXy(0, 10)).withAction(MiniaturesFixedRules.ENTER),
        Step.to(TablePosition.ofXy(3, 10, 3, 12)), Step.to(TablePosition.ofXy(5, 10, 5, 12))));
    Verdict v = Fx.RULES.check(s, ok);
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.ZERO, v.steps().get(0).cost());
    assertEquals("enters from the table edge", v.steps().get(0).note());
    assertEquals(Mp.ofTwelfths(43), v.steps().get(1).cost(), "model 2 moves 3.6 to (3, 12)");
    assertEquals(Mp.of(2), v.steps().get(2).cost());
    assertEquals(Mp.ofTwelfths(67), v.steps().get(2).spent());
    MoveOrder far = MoveOrder.of(MoveQuery.of("a", "advance"), List.of(
        Step.to(TablePosition.ofXy(0, 10)).withAction(MiniaturesFixedRules.ENTER),
        Step.to(TablePosition.ofXy(3, 10, 3, 12)), Step.to(TablePosition.ofXy(8, 10, 8, 12))));
    Verdict w = Fx.RULES.check(s, far);
    assertEquals(3, w.violations().get(0).step().getAsInt());
    assertEquals("model 2 would move 8.606\"; an Advance of infantry allows 6\"",
        w.violations().get(1).reason());
    assertEquals(Mp.ofTwelfths(103), w.spent());
  }

  @Test
  void aUnitMovingOnMustGetClearOfTheEdge() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry",
        Position.box(MiniaturesFixedRules.OFF_TABLE)));
    MoveOrder stop = MoveOrder.of(MoveQuery.of("a", "advance"), List.of(
        Step.to(TablePosition.ofXy(0, 10)).withAction(MiniaturesFixedRules.ENTER)));
    Verdict v = Fx.RULES.check(s, stop);
    assertFalse(v.legal(), "the base would hang over the edge it came in by");
    assertEquals(FixedRule.MOVING_OFF.ref(), v.violations().get(0).rule());
    assertEquals(1, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (0, 10)", v.violations().get(0).location().orElseThrow());
    MoveOrder clear = MoveOrder.of(MoveQuery.of("a", "advance"), List.of(
        Step.to(TablePosition.ofXy(0, 10)).withAction(MiniaturesFixedRules.ENTER),
        Step.to(TablePosition.ofXy(0.6, 10))));
    assertTrue(Fx.RULES.check(s, clear).legal(), "half an inch in, the base is on the table");
  }

  @Test
  void aUnitWaitingOffTheTableIsMeasuredFromItsEntryPointAndAUnitThatLeftHasNoReach() {
    InvalidInputException noEntry = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.reach(waiting(), MoveQuery.of("r"), 0));
    assertEquals("start", noEntry.field());
    assertTrue(noEntry.getMessage().contains("waits off the table"), noEntry.getMessage());
    // the entry point is one point of the edge whichever model is asked about
    MoveQuery q = MoveQuery.builder().addUnits("r").start(TablePosition.at(20, 0)).build();
    ReachRegion r = Fx.RULES.reach(waiting(), q, 2);
    assertEquals(TablePoint.of(20, 0), r.start());
    assertTrue(r.contains(TablePoint.of(20, 5.9)));
    GameState left = Fx.state(Fx.table(), Fx.unit("r", "blue", "infantry",
        Position.box(MiniaturesFixedRules.LEFT_TABLE)));
    InvalidInputException gone = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.reach(left, MoveQuery.of("r"), 0));
    assertEquals("units", gone.field());
    assertTrue(gone.getMessage().contains("has left the table"), gone.getMessage());
  }
}
