package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.enter;
import static io.github.warpath.squad.Fixture.mp;
import static io.github.warpath.squad.Fixture.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Moving: a unit's move given as several orders is one move. It goes on with the points it has
 * left and without a second minimum move; once another unit begins moving, the first unit's move
 * is over.
 */
class MoveInSeveralOrdersTest {

  @Test
  void aSquadGoesOnWithThePointsItHasLeft() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510").state();
    GameState after = RULES.apply(s, order("s", enter("0509"), enter("0508"))).state()
        .orElseThrow();
    PhaseMovement pm = after.unit("s").phaseMovement().orElseThrow();
    assertEquals(mp("2"), pm.spent());
    assertTrue(pm.has("entered-a-hex"), pm.toString());
    Verdict rest = RULES.check(after, order("s", enter("0507"), enter("0506")));
    assertTrue(rest.legal(), rest.toString());
    assertEquals(mp("2"), rest.allowance());
    Verdict tooFar = RULES.check(after, order("s", enter("0507"), enter("0506"),
        enter("0505")));
    assertFalse(tooFar.legal());
    assertEquals(3, tooFar.violations().get(0).step().getAsInt());
  }

  @Test
  void theMinimumMoveIsNotGivenAgainInALaterOrder() {
    GameState s = new Fixture(10, 12).infantry("s", "squad", "0510")
        .terrain("0507", SquadTerrain.MARSH).state();
    GameState after = RULES.apply(s, order("s", enter("0509"), enter("0508"))).state()
        .orElseThrow();
    // marsh costs more than the 2 points left, and it is not the first hex of the move
    Verdict v = RULES.check(after, order("s", enter("0507")));
    assertFalse(v.legal(), v.toString());
    assertFalse(RULES.check(s, order("s", enter("0509"), enter("0508"), enter("0507")))
        .legal());
    // a fresh squad in the next phase may enter it as its minimum move
    assertTrue(RULES.check(after.withoutPhaseMovement().withUnit(after.unit("s")
        .withPhaseMovement(java.util.Optional.empty()).withoutFlag("moved")),
        order("s", enter("0507"))).legal());
  }

  @Test
  void anotherUnitsMoveEndsTheFirstUnitsMove() {
    GameState s = new Fixture(10, 12).infantry("a", "squad", "0510")
        .infantry("b", "squad", "0310").state();
    GameState first = RULES.apply(s, order("a", enter("0509"))).state().orElseThrow();
    GameState second = RULES.apply(first, order("b", enter("0309"))).state().orElseThrow();
    assertEquals(SquadRule.MOVING_ONCE.ref(),
        second.unit("a").phaseMovement().orElseThrow().stoppedBy().orElseThrow());
    Verdict v = RULES.check(second, order("a", enter("0508")));
    assertFalse(v.legal());
    assertEquals(SquadRule.MOVING_ONCE.ref(), v.violations().get(0).rule());
  }

  @Test
  void infantryWalkingWithAnAfvGoOnWithTheirOwnPointsLeft() {
    // an AFV of 6 MP with a squad (4 MP of its own) on clear ground: two hexes in the first
    // order leave the AFV 4 MP and the squad 2 MP, and the squad's 2 MP bound the second order
    GameState s = new Fixture(10, 14).vehicle("t", "afv", "0512", HexDirection.N, 6)
        .infantry("s", "squad", "0512").state();
    GameState after = RULES.apply(s, MoveOrder.of(Fixture.stack("t", "s"),
        List.of(enter("0511"), enter("0510")))).state().orElseThrow();
    assertEquals(mp("2"), after.unit("t").phaseMovement().orElseThrow().spent());
    assertEquals(mp("2"), after.unit("s").phaseMovement().orElseThrow().spent());
    Verdict rest = RULES.check(after, MoveOrder.of(Fixture.stack("t", "s"),
        List.of(enter("0509"), enter("0508"))));
    assertTrue(rest.legal(), rest.toString());
    assertEquals(mp("4"), rest.allowance(), "the AFV's points left");
    assertEquals("infantry have spent 3 MP", rest.steps().get(0).note());
    assertEquals("infantry have spent 4 MP", rest.steps().get(1).note());
    Verdict tooFar = RULES.check(after, MoveOrder.of(Fixture.stack("t", "s"),
        List.of(enter("0509"), enter("0508"), enter("0507"))));
    assertFalse(tooFar.legal());
    assertEquals(SquadRule.MOVING_STACK.ref(), tooFar.violations().get(0).rule());
    assertEquals(3, tooFar.violations().get(0).step().getAsInt());
    assertEquals(mp("1"), tooFar.violations().get(0).needed().orElseThrow());
    assertEquals(mp("0"), tooFar.violations().get(0).available().orElseThrow());
    // the second order adds what the squad walked in it to the first order's 2 MP
    GameState end = RULES.apply(after, MoveOrder.of(Fixture.stack("t", "s"),
        List.of(enter("0509")))).state().orElseThrow();
    assertEquals(mp("3"), end.unit("s").phaseMovement().orElseThrow().spent());
    assertEquals(mp("3"), end.unit("t").phaseMovement().orElseThrow().spent());
  }
}
