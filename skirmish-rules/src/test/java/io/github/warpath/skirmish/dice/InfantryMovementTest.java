package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** 10.1 Infantry Movement: change facing, the Tactical stance, the indicated route. */
class InfantryMovementTest {
  private static final Unit WATCHING = Unit.builder().id("t").side("uk").kind("team")
      .position(TablePosition.ofXy(10, 10).withFacing(0)).addFlags("overwatch").build();

  @Test
  void changingFacingIsFreeAndEndsOverwatch() {
    GameState s = Dx.state(Dx.table(), WATCHING);
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("face", null, "t"),
        TablePosition.ofXy(10, 10).withFacing(180)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    Unit after = o.state().orElseThrow().unit("t");
    assertEquals(TablePosition.ofXy(10, 10).withFacing(180), after.position());
    assertFalse(after.hasFlag("overwatch"));
    assertFalse(after.hasFlag("moved"), "turning does not count as moving");
  }

  @Test
  void turningIsNotMoving() {
    GameState s = Dx.state(Dx.table(), WATCHING);
    assertEquals(DiceRule.ACTIVATION.ref(), Dx.RULES.check(s, Dx.order(Dx.q("face", null, "t"),
        TablePosition.ofXy(11, 10).withFacing(90))).violations().get(0).rule());
  }

  @Test
  void aStationaryUnitTakesATacticalStance() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    MoveOutcome o = Dx.RULES.apply(s, MoveOrder.of(Dx.q("stance", null, "t"), List.of()));
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("tactical"));
    GameState moved = Dx.state(Dx.table(), Dx.flag(Dx.team("t", "uk", 10, 10), "moved"));
    assertEquals(DiceRule.ACTIVATION.ref(), Dx.RULES.check(moved, MoveOrder.of(Dx.q("stance",
        null, "t"), List.of())).violations().get(0).rule());
  }

  @Test
  void movingFasterThanTacticalEndsTheStance() {
    GameState s = Dx.state(Dx.table(), Dx.flag(Dx.team("t", "uk", 10, 10), "tactical"));
    assertFalse(Dx.RULES.apply(s, Dx.order(Dx.q("normal", "2,2", "t"), Dx.at(20, 10))).state()
        .orElseThrow().unit("t").hasFlag("tactical"));
    assertTrue(Dx.RULES.apply(s, Dx.order(Dx.q("tactical", "2", "t"), Dx.at(20, 10))).state()
        .orElseThrow().unit("t").hasFlag("tactical"));
  }

  @Test
  void theRouteRunsThroughTheIndicatedCorners() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "t"), Dx.at(15, 10),
        Dx.at(15, 20)));
    assertEquals(Dx.at(15, 13), v.end().orElseThrow());
  }

  @Test
  void aFullTurnBackwardsIsNoChangeOfFacingAndKeepsOverwatch() {
    GameState s = Dx.state(Dx.table(), WATCHING);
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("face", null, "t"),
        TablePosition.ofXy(10, 10).withFacing(-360)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("overwatch"));
    assertEquals("", o.verdict().steps().get(0).note(), "no dice were rolled");
    assertEquals(TablePosition.ofXy(10, 10).withFacing(0), o.state().orElseThrow().unit("t")
        .position());
  }

  @Test
  void aStanceIsTakenWhereTheUnitStands() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    MoveOutcome o = Dx.RULES.apply(s, Dx.order(Dx.q("stance", null, "t"), Dx.at(10, 10)));
    assertTrue(o.verdict().legal(), o.verdict()::toString);
    assertTrue(o.state().orElseThrow().unit("t").hasFlag("tactical"));
    Verdict moving = Dx.RULES.check(s, Dx.order(Dx.q("stance", null, "t"), Dx.at(11, 10)));
    assertEquals(DiceRule.ACTIVATION.ref(), moving.violations().get(0).rule());
    assertEquals("taking a Tactical stance is done without moving",
        moving.violations().get(0).reason());
  }

  @Test
  void oneActivationMovesUnitsOnFootOfOneSide() {
    GameState s = Dx.state(Dx.table(), Dx.team("a", "uk", 10, 10), Dx.team("b", "de", 10, 20),
        Dx.unit("lorry", "uk", "vehicle", Dx.at(30, 30)));
    Verdict sides = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "a", "b"),
        Dx.at(12, 10, 12, 20)));
    assertEquals(DiceRule.RATES.ref(), sides.violations().get(0).rule());
    assertEquals("one activation moves units of one side", sides.violations().get(0).reason());
    assertEquals(0, sides.violations().get(0).step().getAsInt());
    Verdict lorry = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,3", "lorry"),
        Dx.at(32, 30)));
    assertEquals(DiceRule.SCOPE.ref(), lorry.violations().get(0).rule());
    assertEquals("'lorry' is a vehicle: vehicles move under their own rules, not these rules"
        + " for units on foot", lorry.violations().get(0).reason());
  }

  @Test
  void theMoveIsMeasuredAlongTheCornersAndReportsTheRoll() {
    GameState s = Dx.state(Dx.table(), Dx.team("t", "uk", 10, 10));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "t"), Dx.at(15, 10),
        Dx.at(15, 20)));
    assertEquals(io.github.warpath.Mp.of(8), v.spent(), "5\" and then 3\"");
    assertEquals(1, v.steps().size(), "one report, where the unit halted");
    assertEquals(io.github.warpath.Mp.of(8), v.steps().get(0).spent());
    assertEquals(io.github.warpath.Mp.of(8), v.steps().get(0).cost());
    assertEquals("rolled 8\" (8\" crossing): 4+4", v.steps().get(0).note());
    Verdict short1 = Dx.RULES.check(s, Dx.order(Dx.q("normal", "1,2", "t"), Dx.at(15, 10),
        Dx.at(15, 20)));
    assertEquals(Dx.at(13, 10), short1.end().orElseThrow());
    assertEquals(io.github.warpath.Mp.of(3), short1.spent());
  }
}
