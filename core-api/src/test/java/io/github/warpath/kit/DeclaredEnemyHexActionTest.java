package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Declared actions into enemy hexes (6.6 Overrun, of our own): wheels may overrun a hex holding
 * an enemy unit for 1 point more than the step, and the move ends there; foot may not; ranges
 * and paths never overrun.
 */
class DeclaredEnemyHexActionTest {
  private static final EnemyHexRule.Action OVERRUN = new EnemyHexRule.Action("overrun",
      KitFixture.rule("6.6", "Overrun"), 1L << 1, 2, true);
  private static final RuleKit KIT = withOverrun(KitFixture.plain());
  private static final KitRuleSet RULES = new KitRuleSet(KIT);
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(2, 2);
  private static final Hex ENEMY = A.neighbor(HexDirection.S);
  private static final Hex BEYOND = ENEMY.neighbor(HexDirection.S);

  private static RuleKit withOverrun(RuleKit k) {
    return new RuleKit(k.id(), k.name(), k.version(), k.description(), k.denominator(),
        k.classes(), k.weather(), k.unitKinds(), k.vocabulary(), k.terrain(), k.hexsides(),
        k.lines(), k.zones(), k.minimumMove(), new EnemyHexRule(k.enemy().rule(), true,
            List.of(OVERRUN)), k.stacking(), k.phases(), k.modes(), k.modifiers(),
        k.allowance(), k.adjacent());
  }

  private static GameState state(String kind, int allowance) {
    return KitFixture.state(KitFixture.map().build(), "dry", "",
        KitFixture.unit("u", "blue", kind, allowance, A),
        KitFixture.unit("e", "red", "infantry", 4, ENEMY));
  }

  private static Verdict overrun(String kind, int allowance, Hex... more) {
    Step[] steps = new Step[1 + more.length];
    steps[0] = Step.enter(ENEMY).withAction("overrun");
    for (int i = 0; i < more.length; i++) {
      steps[i + 1] = Step.enter(more[i]);
    }
    return RULES.check(state(kind, allowance), MoveOrder.of(MoveQuery.of("u"),
        List.of(steps)));
  }

  @Test
  void wheelsOverrunForOnePointMoreThanTheStepAndStopThere() {
    Verdict v = overrun("truck", 4);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1 + 1), v.spent());
    assertEquals("overrun; move ends here", v.steps().get(0).note());
    Verdict on = overrun("truck", 4, BEYOND);
    assertFalse(on.legal());
    assertEquals("6.6", on.violations().get(0).rule().section());
    assertTrue(on.violations().get(0).reason().contains("ends its move"), on.toString());
  }

  @Test
  void footMayNotOverrunCitingTheOverrunRule() {
    Verdict v = overrun("infantry", 4);
    assertFalse(v.legal());
    assertEquals("6.6", v.violations().get(0).rule().section());
    assertEquals("Overrun", v.violations().get(0).rule().heading());
    assertTrue(v.violations().get(0).reason().contains("foot units may not overrun"),
        v.toString());
  }

  @Test
  void anOverrunNeedsThePointsWithTheArithmetic() {
    Verdict v = overrun("truck", 1);
    assertFalse(v.legal());
    assertEquals("6.1", v.violations().get(0).rule().section());
    assertEquals(Mp.of(2), v.violations().get(0).needed().orElseThrow());
    assertEquals(Mp.of(1), v.violations().get(0).available().orElseThrow());
  }

  @Test
  void anOrdinaryStepIntoTheEnemyHexIsStillForbidden() {
    Verdict v = RULES.check(state("truck", 4), MoveOrder.path("u", ENEMY));
    assertFalse(v.legal());
    assertEquals("6.5", v.violations().get(0).rule().section());
  }

  @Test
  void anOverrunIntoAnEmptyHexIsRefusedSayingSo() {
    Verdict v = RULES.check(state("truck", 4), MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(A.neighbor(HexDirection.N)).withAction("overrun"))));
    assertFalse(v.legal());
    assertTrue(v.violations().get(0).reason().contains("no enemy unit"), v.toString());
  }

  @Test
  void rangesAndPathsNeverOverrun() {
    Reach r = RULES.reach(state("truck", 4), MoveQuery.of("u"));
    assertTrue(r.indexOf(Position.hex(ENEMY)) < 0);
    assertTrue(RULES.path(state("truck", 4), MoveQuery.of("u"), Position.hex(ENEMY))
        .isEmpty());
  }

  @Test
  void twoActionsOfOneNameOrANegativeCostAreRefused() {
    assertThrows(InvalidInputException.class, () -> new EnemyHexRule(KIT.enemy().rule(), true,
        List.of(OVERRUN, OVERRUN)));
    assertThrows(InvalidInputException.class, () -> new EnemyHexRule.Action("overrun",
        OVERRUN.rule(), 1, -1, true));
  }

  @Test
  void anOverrunMayUseTheLastPointAndNoMore() {
    Verdict v = overrun("truck", 2);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(2), v.spent());
  }

  @Test
  void anOverrunAfterAStepIsOwedWhatIsLeftOfTheAllowance() {
    // 1 MP to the hex south-east, then 2 MP for the overrun to its south-west, with 1 MP left
    Hex beside = A.neighbor(HexDirection.SE);
    Verdict v = RULES.check(state("truck", 2), MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(beside), Step.enter(ENEMY).withAction("overrun"))));
    assertFalse(v.legal());
    assertEquals("6.1", v.violations().get(0).rule().section());
    assertEquals(Mp.of(2), v.violations().get(0).needed().orElseThrow());
    assertEquals(Mp.of(1), v.violations().get(0).available().orElseThrow());
  }

  @Test
  void anOverrunNorthTakesTheFirstActionSlot() {
    Hex north = A.neighbor(HexDirection.N);
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "",
        KitFixture.unit("u", "blue", "truck", 4, A),
        KitFixture.unit("e", "red", "infantry", 4, north));
    Verdict v = RULES.check(s, MoveOrder.of(MoveQuery.of("u"),
        List.of(Step.enter(north).withAction("overrun"))));
    assertTrue(v.legal(), v.toString());
    assertEquals(north, v.steps().get(0).position().hexOrNull());
    assertEquals(Mp.of(2), v.spent());
    assertEquals("overrun; move ends here", v.steps().get(0).note());
  }
}
