package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Declared actions and turns of a faced class in a kit with a minimum move (6.4 first hex), so
 * that a node carries the "has moved" bit below its facing: trucks face a hexside (8 Facing: the
 * first hexside of a turn free, each further one 1 MP, once per hex), may overrun an enemy hex
 * for 1 MP more than the step (6.6, the move ends there) or assault it for 2 MP more and go on
 * (6.7). Clear ground costs 1 MP; half points.
 */
class FacedDeclaredActionTest {
  private static final EnemyHexRule.Action OVERRUN = new EnemyHexRule.Action("overrun",
      KitFixture.rule("6.6", "Overrun"), 1L << 1, 2, true);
  private static final EnemyHexRule.Action ASSAULT = new EnemyHexRule.Action("assault",
      KitFixture.rule("6.7", "Assault"), 1L << 1, 4, false);
  private static final FacingRule ONCE = new FacingRule(KitFixture.rule("8", "Facing"),
      new FacingRule.Turning[] {null, new FacingRule.Turning(2, 1, 2, true)});
  private static final KitRuleSet RULES = new KitRuleSet(kit());
  private static final Hex A = KitFixture.map().hexAt(2, 2);
  private static final Hex ENEMY = A.neighbor(HexDirection.SE);

  private static RuleKit kit() {
    RuleKit p = KitFixture.plain();
    return new RuleKit(p.id(), p.name(), p.version(), p.description(), p.denominator(),
        p.classes(), p.weather(), p.unitKinds(), p.vocabulary(), p.terrain(), p.hexsides(),
        p.lines(), p.zones(), new MinimumMoveRule(KitFixture.rule("6.4", "Minimum Move"),
            MinimumMoveRule.Kind.FIRST_HEX),
        new EnemyHexRule(p.enemy().rule(), true, List.of(OVERRUN, ASSAULT)), p.stacking(),
        p.phases(), p.modes(), p.modifiers(), p.allowance(), p.adjacent(), ONCE);
  }

  private static GameState state(int allowance, HexDirection facing) {
    return KitFixture.state(KitFixture.map().build(), "dry", "",
        KitFixture.unit("t", "blue", "truck", allowance, A).withFacing(facing),
        KitFixture.unit("e", "red", "infantry", 4, ENEMY));
  }

  private static Verdict check(GameState s, Step... steps) {
    return RULES.check(s, MoveOrder.of(MoveQuery.of("t"), List.of(steps)));
  }

  @Test
  void anOverrunTurnsTheTruckToTheEnemyHexAndPaysForTheTurn() {
    // 1 MP for the clear hex, 1 MP for the overrun, 1 MP for the second hexside turned
    Verdict v = check(state(6, HexDirection.N), Step.enter(ENEMY).withAction("overrun"));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(3), v.spent());
    assertEquals(HexDirection.SE, v.steps().get(0).facing());
    assertEquals(ENEMY, v.steps().get(0).position().hexOrNull());
    assertEquals("overrun; move ends here", v.steps().get(0).note());
  }

  @Test
  void anOverrunThatAsksForAFacingMustEndFacingThatWay() {
    Verdict wrong = check(state(6, HexDirection.N),
        Step.enter(ENEMY).withAction("overrun").facing(HexDirection.N));
    assertFalse(wrong.legal(), "the overrun leaves the truck facing south-east");
    Verdict right = check(state(6, HexDirection.N),
        Step.enter(ENEMY).withAction("overrun").facing(HexDirection.SE));
    assertTrue(right.legal(), right.toString());
    assertEquals(Mp.of(3), right.spent());
  }

  @Test
  void eachActionIsTakenOnlyWhenItsOwnNameIsAsked() {
    // facing the enemy hex already: the assault costs 1 + 2 and the move goes on beyond it
    Verdict v = check(state(6, HexDirection.SE), Step.enter(ENEMY).withAction("assault"),
        Step.enter(ENEMY.neighbor(HexDirection.SE)));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(3), v.steps().get(0).spent());
    assertEquals("assault", v.steps().get(0).note());
    assertEquals(Mp.of(4), v.spent());
  }

  @Test
  void aUnitThatHasAssaultedHasMovedSoItsNextStepGetsNoMinimumMove() {
    // 3 MP of 3 for the assault; the first-hex minimum move does not carry the next step
    Verdict v = check(state(3, HexDirection.SE), Step.enter(ENEMY).withAction("assault"),
        Step.enter(ENEMY.neighbor(HexDirection.SE)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("6.1", x.rule().section(), v.toString());
    assertEquals(Mp.of(1), x.needed().orElseThrow());
    assertEquals(Mp.ZERO, x.available().orElseThrow());
  }

  @Test
  void aTruckWithTheMovedBitStillTurnsOnlyOncePerHex() {
    Verdict v = check(state(6, HexDirection.N), Step.turn(HexDirection.SE),
        Step.turn(HexDirection.S));
    assertFalse(v.legal());
    assertEquals("a unit turns once in each hex, and this one has already turned here",
        v.violations().get(0).reason());
    Verdict once = check(state(6, HexDirection.N), Step.turn(HexDirection.SE));
    assertTrue(once.legal(), once.toString());
    assertEquals(HexDirection.SE, once.steps().get(0).facing());
  }

  @Test
  void aTurnInPlaceKeepsTheMovedBitSoTheNextStepGetsNoMinimumMove() {
    // 1 MP of 1 for the step north, a free turn, then a step that no longer fits
    Hex north = A.neighbor(HexDirection.N);
    Verdict v = check(state(1, HexDirection.N), Step.enter(north), Step.turn(HexDirection.NE),
        Step.enter(north.neighbor(HexDirection.NE)));
    assertFalse(v.legal());
    assertEquals("6.1", v.violations().get(0).rule().section(), v.toString());
    Verdict first = check(state(0, HexDirection.N), Step.enter(north));
    assertTrue(first.legal(), "the first hex is always allowed: " + first);
  }
}
