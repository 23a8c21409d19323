package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;
import io.github.warpath.rules.Verdict;
import java.util.List;

/** 10.5 Infantry Units Leaving the Table. */
class InfantryUnitsLeavingTheTableTest {
  private static final GameState S = Dx.state(Dx.table(), Dx.team("t", "uk", 4, 10));

  @Test
  void noUnitLeavesOfItsOwnAccord() {
    assertEquals(DiceRule.LEAVING.ref(), Dx.RULES.check(S, Dx.order(Dx.q("normal", "6,6", "t"),
        Dx.at(0.5, 10))).violations().get(0).rule());
    assertTrue(Dx.RULES.check(S, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(0.6, 10))).legal());
  }

  @Test
  void aUnitForcedOffIsLost() {
    MoveQuery q = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "2,2")
        .putOptions("forced", "true").build();
    MoveOutcome o = Dx.RULES.apply(S, Dx.order(q, Dx.at(0.5, 10)));
    assertEquals(Position.box("lost"), o.state().orElseThrow().unit("t").position());
    assertEquals(DiceRule.LEAVING.ref(), o.verdict().warnings().get(0).rule());
  }

  @Test
  void aForcedMoveThatFallsShortKeepsTheUnit() {
    MoveQuery q = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "1,1")
        .putOptions("forced", "true").build();
    assertEquals(Dx.at(2, 10), Dx.RULES.apply(S, Dx.order(q, Dx.at(0.5, 10))).state()
        .orElseThrow().unit("t").position());
  }

  @Test
  void aForcedMoveIsLostOnlyIfTheRollTakesItToTheEdge() {
    MoveQuery q = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "2,2")
        .putOptions("forced", "true").build();
    MoveOutcome o = Dx.RULES.apply(S, Dx.order(q, Dx.at(4, 14), Dx.at(0.5, 14)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertEquals(Dx.at(4, 14), o.state().orElseThrow().unit("t").position());
    assertEquals(List.of(), o.verdict().warnings());
    MoveQuery six = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "6,6")
        .putOptions("forced", "true").build();
    MoveOutcome lost = Dx.RULES.apply(S, Dx.order(six, Dx.at(4, 14), Dx.at(0.5, 14)));
    assertEquals(Position.box("lost"), lost.state().orElseThrow().unit("t").position());
    assertEquals("'t' was forced off the table and is lost", lost.verdict().warnings().get(0)
        .reason());
  }

  @Test
  void aRouteAlongTheEdgeIsLeavingTheTableAtTheStepThatTouchesIt() {
    Verdict v = Dx.RULES.check(S, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(4, 14),
        Dx.at(0.5, 14)));
    assertEquals("no unit leaves the table of its own accord", v.violations().get(0).reason());
    assertEquals(2, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (0.5, 14)", v.violations().get(0).location().orElseThrow());
  }

  @Test
  void aUnitStandingAtTheEdgeThatMovesInwardDoesNotLeaveTheTable() {
    GameState atEdge = Dx.state(Dx.table(), Dx.team("t", "uk", 0.5, 10));
    Verdict v = Dx.RULES.check(atEdge, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(3, 10)));
    assertTrue(v.legal(), v::toString);
    MoveQuery forced = MoveQuery.builder().addUnits("t").mode("normal").putOptions("dice", "6,6")
        .putOptions("forced", "true").build();
    MoveOutcome o = Dx.RULES.apply(atEdge, Dx.order(forced, Dx.at(3, 10)));
    assertEquals(Dx.at(3, 10), o.state().orElseThrow().unit("t").position());
    assertEquals(List.of(), o.verdict().warnings());
  }
}
