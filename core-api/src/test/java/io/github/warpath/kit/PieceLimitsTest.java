package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The limits each rule piece sets on its numbers when it is made: zone costs, stacking limits,
 * points and values, allowance fractions and minimums, declared actions, turning costs and the
 * points denominator; each refusal names the field at fault.
 */
class PieceLimitsTest {
  private static final RuleRef R = KitFixture.rule("1", "Rule");

  private static String refused(Executable make) {
    return assertThrows(InvalidInputException.class, make).getMessage();
  }

  private static ZoneOfControlRule zones(int enterCost, int leaveCost) {
    return new ZoneOfControlRule(R, -1L, 0, 0, 0, ZoneOfControlRule.Enter.EXTRA_COST, enterCost,
        ZoneOfControlRule.Leave.EXTRA_COST, leaveCost, ZoneOfControlRule.ZoneToZone.ALLOWED,
        false);
  }

  @Test
  void zonesOfControlCostZeroToTheLimitAndOnlyWhenTheyCost() {
    String msg = "zonesOfControl: zone costs must be 0 or more";
    assertEquals(msg, refused(() -> zones(-1, 0)));
    assertEquals(msg, refused(() -> zones(0, -1)));
    assertEquals(msg, refused(() -> zones(Points.MAX_TICKS + 1, 0)));
    assertEquals(msg, refused(() -> zones(0, Points.MAX_TICKS + 1)));
    ZoneOfControlRule most = zones(Points.MAX_TICKS, Points.MAX_TICKS);
    assertEquals(Points.MAX_TICKS, most.enterCost());
    assertEquals(Points.MAX_TICKS, most.leaveCost());
    ZoneOfControlRule stop = new ZoneOfControlRule(R, 1L, 2L, 0, 0,
        ZoneOfControlRule.Enter.STOP, 4, ZoneOfControlRule.Leave.NOTHING, 4,
        ZoneOfControlRule.ZoneToZone.ALLOWED, false);
    assertEquals(0, stop.enterCost(), "a zone that stops costs nothing extra");
    assertEquals(0, stop.leaveCost());
    assertTrue(stop.projects(0));
    assertFalse(stop.projects(1));
    assertTrue(stop.ignoredBy(1));
    assertFalse(stop.ignoredBy(0));
  }

  @Test
  void zonesOfControlStopAtTheHexsidesAndTerrainTheyDoNotCross() {
    ZoneOfControlRule z = new ZoneOfControlRule(R, -1L, 0, 1L << 2, 1L << 3,
        ZoneOfControlRule.Enter.STOP, 0, ZoneOfControlRule.Leave.NOTHING, 0,
        ZoneOfControlRule.ZoneToZone.ALLOWED, false);
    assertTrue(z.reaches(1L << 1, 0, 1L));
    assertFalse(z.reaches(1L << 2, 0, 1L), "not across");
    assertFalse(z.reaches(1L << 1, 1L << 1, 1L), "a hexside that blocks zones");
    assertFalse(z.reaches(0, 0, 1L << 3), "not into");
  }

  @Test
  void stackingLimitsPointsAndValuesAreZeroOrMore() {
    assertEquals("stacking.limit: the limit must be 0 or more",
        refused(() -> new StackingRule(R, -1, new int[] {1}, true)));
    assertEquals("stacking.points: points must be 0 or more",
        refused(() -> new StackingRule(R, 1, new int[] {1, -1}, true)));
    assertEquals("stacking.values.tank: a value is 0 or more", refused(() -> new StackingRule(R,
        1, new int[] {1}, StackingRule.Overstack.ELIMINATE, StackingRule.Check.END,
        Map.of("tank", -1))));
    StackingRule zero = new StackingRule(R, 0, new int[] {0}, StackingRule.Overstack.ELIMINATE,
        StackingRule.Check.END, Map.of("tank", 0));
    assertEquals(0, zero.limit());
    assertEquals(0, zero.points(0));
    assertEquals(StackingRule.Overstack.ELIMINATE, zero.overstack());
    assertEquals(StackingRule.Check.END, zero.check());
    assertFalse(zero.illegal());
  }

  @Test
  void stackingIllegalOnlyWhereTheMoveEndsIsRefused() {
    assertTrue(refused(() -> new StackingRule(R, 1, new int[] {1},
        StackingRule.Overstack.ILLEGAL, StackingRule.Check.END, Map.of()))
        .startsWith("stacking.check: "));
    StackingRule warn = new StackingRule(R, 1, new int[] {1}, false);
    assertEquals(StackingRule.Check.END, warn.check());
    assertEquals(StackingRule.Overstack.WARNING, warn.overstack());
    StackingRule illegal = new StackingRule(R, 1, new int[] {1}, true);
    assertEquals(StackingRule.Check.EVERY_HEX, illegal.check());
    assertTrue(illegal.illegal());
  }

  @Test
  void allowanceModifiersAreFractionsOfZeroToAThousandOverOneToAThousand() {
    assertTrue(refused(() -> new AllowanceModifier(R, "", -1, 1, 0,
        AllowanceModifier.Rounding.NONE, 0)).startsWith("multiplier: "));
    assertEquals("multiplier: a multiplier is a fraction of 0 to 1000 over 1 to 1000, got 1/0",
        refused(() -> new AllowanceModifier(R, "", 1, 0, 0, AllowanceModifier.Rounding.NONE,
            0)));
    assertTrue(refused(() -> new AllowanceModifier(R, "", 1001, 1, 0,
        AllowanceModifier.Rounding.NONE, 0)).startsWith("multiplier: "));
    assertTrue(refused(() -> new AllowanceModifier(R, "", 1, 1001, 0,
        AllowanceModifier.Rounding.NONE, 0)).startsWith("multiplier: "));
    assertEquals("minimum: the minimum must be 0 or more", refused(() -> new AllowanceModifier(
        R, "", 1, 1, 0, AllowanceModifier.Rounding.NONE, -1)));
    AllowanceModifier edges = new AllowanceModifier(R, "", 1000, 1000, 0,
        AllowanceModifier.Rounding.NONE, 0);
    assertEquals(7, edges.apply(7, 2));
    assertEquals(0, new AllowanceModifier(R, "", 0, 1, 0, AllowanceModifier.Rounding.NONE, 0)
        .apply(7, 2));
  }

  @Test
  void anAllowanceModifierRoundsToTheNearestWholePointAndNeverPassesTheLimit() {
    AllowanceModifier half = new AllowanceModifier(R, "", 1, 2, 0,
        AllowanceModifier.Rounding.NEAREST, 0);
    assertEquals(4, half.apply(6, 2), "half of 3 points is 1 1/2, to the nearest: 2");
    assertEquals(2, half.apply(4, 2), "half of 2 points is 1");
    assertEquals(2, half.apply(5, 2), "half of 2 1/2 points is 1 1/4, to the nearest: 1");
    AllowanceModifier plus = new AllowanceModifier(R, "", 1, 1, 3,
        AllowanceModifier.Rounding.NONE, 0);
    assertEquals(Points.MAX_TICKS, plus.apply(Points.MAX_TICKS, 2));
    assertEquals(5, plus.apply(2, 2));
    AllowanceModifier minus = new AllowanceModifier(R, "", 1, 1, -9,
        AllowanceModifier.Rounding.NONE, 0);
    assertEquals(0, minus.apply(2, 2), "never below nothing");
  }

  @Test
  void aDeclaredActionHasANameAndAnExtraCostOfZeroToTheLimit() {
    assertEquals("enemyHexes.actions: an action needs a name",
        refused(() -> new EnemyHexRule.Action(" ", R, 1L, 0, true)));
    assertEquals("enemyHexes.actions: an action needs a name",
        refused(() -> new EnemyHexRule.Action(null, R, 1L, 0, true)));
    assertEquals("enemyHexes.actions.overrun: the extra cost -1 is negative or too large",
        refused(() -> new EnemyHexRule.Action("overrun", R, 1L, -1, true)));
    assertTrue(refused(() -> new EnemyHexRule.Action("overrun", R, 1L, Points.MAX_TICKS + 1,
        true)).startsWith("enemyHexes.actions.overrun: "));
    assertEquals(Points.MAX_TICKS, new EnemyHexRule.Action("overrun", R, 1L, Points.MAX_TICKS,
        true).extraCost());
  }

  @Test
  void atMostSixteenDeclaredActionsEachNamedOnce() {
    List<EnemyHexRule.Action> actions = new ArrayList<>();
    for (int i = 0; i < 17; i++) {
      actions.add(new EnemyHexRule.Action("a" + i, R, 1L, 0, true));
    }
    assertEquals("enemyHexes.actions: at most 16 actions, got 17",
        refused(() -> new EnemyHexRule(R, true, actions)));
    EnemyHexRule sixteen = new EnemyHexRule(R, true, actions.subList(0, 16));
    assertEquals(15, sixteen.action("a15"));
    assertEquals(-1, sixteen.action("a16"));
    assertEquals("enemyHexes.actions: the action 'a0' is given twice",
        refused(() -> new EnemyHexRule(R, true, List.of(actions.get(0), actions.get(1),
            actions.get(0)))));
  }

  @Test
  void facingTurnsCostZeroOrMoreWithUpToThreeFreeHexsidesAndAReverseUpToAHundred() {
    assertTrue(refused(() -> new FacingRule.Turning(-1, 0, 0, false))
        .startsWith("facing.turn: "));
    assertTrue(refused(() -> new FacingRule.Turning(Points.MAX_TICKS + 1, 0, 0, false))
        .startsWith("facing.turn: "));
    assertTrue(refused(() -> new FacingRule.Turning(1, -1, 0, false))
        .startsWith("facing.freeHexsides: "));
    assertTrue(refused(() -> new FacingRule.Turning(1, 4, 0, false))
        .startsWith("facing.freeHexsides: "));
    assertTrue(refused(() -> new FacingRule.Turning(1, 0, -1, false))
        .startsWith("facing.reverse: "));
    assertTrue(refused(() -> new FacingRule.Turning(1, 0, 101, false))
        .startsWith("facing.reverse: "));
    FacingRule.Turning most = new FacingRule.Turning(Points.MAX_TICKS, 3, 100, true);
    assertEquals(0, most.cost(3));
    FacingRule.Turning one = new FacingRule.Turning(2, 1, 0, false);
    assertEquals(List.of(0, 0, 2, 4), java.util.Arrays.stream(one.costs()).boxed().toList());
  }

  @Test
  void facingWithoutATurningForAClassLeavesItUnfaced() {
    FacingRule f = new FacingRule(R, new FacingRule.Turning[] {null,
        new FacingRule.Turning(1, 0, 0, false)});
    assertEquals(null, f.turning(0));
    assertEquals(null, f.turning(2));
    assertEquals(1, f.turning(1).perHexside());
    assertTrue(f.anyFaced());
    assertFalse(new FacingRule(R, new FacingRule.Turning[] {null}).anyFaced());
    assertEquals(3, FacingRule.hexsides(0, 3));
    assertEquals(1, FacingRule.hexsides(5, 0));
    assertEquals(2, FacingRule.hexsides(1, 5));
  }

  @Test
  void aTurnTooDearSaysWhatItCosts() {
    FacingRule f = new FacingRule(R, new FacingRule.Turning[] {
        new FacingRule.Turning(1, 0, 0, false)});
    Violation inPlace = f.tooDear(0, 1, 2, 2, 2, 1, 1);
    assertEquals("turning 2 hexsides in place costs 2 MP: 2 MP in all, with 1 MP left",
        inPlace.reason());
    assertEquals(Mp.of(2), inPlace.needed().orElseThrow());
    assertEquals("the hex costs 1 MP, and turning 1 hexside costs 1 MP: 2 MP in all, with none"
        + " left", f.tooDear(1, 1, 1, 1, 2, -1, 1).reason());
    assertEquals("backing into the hex costs 2 times 1 MP: 2 MP in all, with 1 MP left",
        f.tooDear(1, 2, 0, 0, 2, 1, 1).reason());
    assertEquals("the hex costs 3 MP: 3 MP in all, with 0 MP left",
        f.tooDear(3, 1, 0, 0, 3, 0, 1).reason());
  }

  @Test
  void pointsAreCountedInDivisorsOfTwelve() {
    for (int d : new int[] {1, 2, 3, 4, 6, 12}) {
      assertEquals(d, Points.checkDenominator(d));
    }
    for (int d : new int[] {0, -12, 5, 24}) {
      assertTrue(refused(() -> Points.checkDenominator(d)).startsWith("denominator: "),
          "" + d);
    }
  }
}
