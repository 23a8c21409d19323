package io.github.warpath.skirmish.squad;

import static io.github.warpath.skirmish.squad.Fixture.RULES;
import static io.github.warpath.skirmish.squad.Fixture.at;
import static io.github.warpath.skirmish.squad.Fixture.enter;
import static io.github.warpath.skirmish.squad.Fixture.mp;
import static io.github.warpath.skirmish.squad.Fixture.order;
import static io.github.warpath.skirmish.squad.Fixture.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
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
    GameState after = RULES.apply(s, order("s", enter("0509"))).state().orElseThrow();
    assertTrue(after.unit("s").hasFlag("moved"));
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
  void unitsPayingDifferentCostsCannotMoveAsOneStack() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .vehicle("t", "afv", "0510", HexDirection.N, 6)
        .vehicle("u", "afv", "0510", HexDirection.S, 6).state();
    InvalidInputException mixed = assertThrows(InvalidInputException.class,
        () -> RULES.check(s, MoveOrder.of(stack("s", "t"), List.of(enter("0509")))));
    assertEquals("units", mixed.field());
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
}
