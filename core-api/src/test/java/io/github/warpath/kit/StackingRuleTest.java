package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Stacking, checked at every hex or where the move ends, with over-stacking illegal, a warning,
 * or eliminations lowest value first: infantry count 1 point, trucks 2, the limit is 3; infantry
 * are worth 3, trucks 5.
 */
class StackingRuleTest {
  private static final Hex A = KitFixture.map().hexAt(2, 2);
  private static final Hex EAST = A.neighbor(HexDirection.S);
  private static final Hex FAR = EAST.neighbor(HexDirection.S);
  private static final Map<String, Integer> VALUES = Map.of("infantry", 3, "truck", 5);

  private static StackingRule rule(StackingRule.Overstack o, StackingRule.Check c) {
    return new StackingRule(KitFixture.rule("9", "Stacking"), 3, new int[] {1, 2}, o, c,
        VALUES);
  }

  private static Verdict move(StackingRule rule, List<Unit> others, Hex... path) {
    RuleKit kit = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, rule, null,
        List.of(KitFixture.normal()), List.of());
    List<Unit> all = new ArrayList<>();
    all.add(KitFixture.unit("u", "blue", "infantry", 6, A));
    all.addAll(others);
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "", all.toArray(Unit[]::new));
    return new KitRuleSet(kit).check(s, MoveOrder.of(MoveQuery.of("u"),
        java.util.Arrays.stream(path).map(Step::enter).toList()));
  }

  @Test
  void eliminationsGoLowestValueFirstUntilTheHexIsWithinTheLimit() {
    // 1 (mover) + 2 (truck) + 1 (infantry) = 4 > 3: the infantry worth 3 go before the truck
    Verdict v = move(rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END),
        List.of(KitFixture.unit("t", "blue", "truck", 4, EAST),
            KitFixture.unit("i", "blue", "infantry", 4, EAST)), EAST);
    assertTrue(v.legal(), v.toString());
    assertEquals(1, v.warnings().size(), v.toString());
    assertEquals("9", v.warnings().get(0).rule().section());
    assertEquals("the move ends with 4 stacking points in the hex, over the limit of 3: 'u'"
        + " (infantry, value 3), the lowest in value, is eliminated",
        v.warnings().get(0).reason());
    assertEquals(KitFixture.map().build().label(EAST), v.warnings().get(0).location()
        .orElseThrow());
  }

  @Test
  void amongEqualValuesTheMoversGoFirstAndAValueAttributeCounts() {
    Unit precious = KitFixture.unit("i", "blue", "infantry", 4, EAST);
    Unit cheap = KitFixture.unit("j", "blue", "infantry", 4, EAST).withAttributes(Map.of("value", "1"));
    Verdict v = move(rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END),
        List.of(KitFixture.unit("t", "blue", "truck", 4, EAST), precious, cheap), EAST);
    // 1 + 2 + 1 + 1 = 5: j (value 1) first, then u (the mover, value 3, level with i)
    assertEquals(2, v.warnings().size(), v.toString());
    assertTrue(v.warnings().get(0).reason().contains("'j' (infantry, value 1)"));
    assertTrue(v.warnings().get(1).reason().contains("4 stacking points"));
    assertTrue(v.warnings().get(1).reason().contains("'u' (infantry, value 3)"));
  }

  @Test
  void passingThroughAnOverStackedHexWarnsWhenCheckedAtEveryHex() {
    List<Unit> trucks = List.of(KitFixture.unit("t", "blue", "truck", 4, EAST),
        KitFixture.unit("s", "blue", "infantry", 4, EAST));
    Verdict every = move(rule(StackingRule.Overstack.WARNING, StackingRule.Check.EVERY_HEX),
        trucks, EAST, FAR);
    assertTrue(every.legal(), every.toString());
    assertEquals(1, every.warnings().size());
    assertEquals("the move passes through a hex where the stack holds 4 stacking points, over"
        + " the limit of 3", every.warnings().get(0).reason());
    Verdict end = move(rule(StackingRule.Overstack.WARNING, StackingRule.Check.END), trucks,
        EAST, FAR);
    assertEquals(List.of(), end.warnings());
    Verdict illegal = move(rule(StackingRule.Overstack.ILLEGAL, StackingRule.Check.EVERY_HEX),
        trucks, EAST, FAR);
    assertFalse(illegal.legal());
    assertEquals(1, illegal.violations().size(), illegal.toString());
    assertEquals("9", illegal.violations().get(0).rule().section());
  }

  @Test
  void overStackingIllegalOnlyAtTheEndIsRefused() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> rule(StackingRule.Overstack.ILLEGAL, StackingRule.Check.END));
    assertEquals("stacking.check", e.field());
  }

  @Test
  void aValueThatIsNotAWholeNumberIsRefusedNamingTheUnit() {
    Unit bad = KitFixture.unit("b", "blue", "truck", 4, EAST).withAttributes(Map.of("value", "high"));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> move(rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END),
            List.of(bad, KitFixture.unit("c", "blue", "truck", 4, EAST)), EAST));
    assertEquals("units.b.attributes.value", e.field());
  }

  @Test
  void aStackAtTheLimitIsNeitherWarnedOfNorCutWhereverItIsChecked() {
    // 1 (mover) + 2 (truck) = 3, the limit, on the way and at the end
    List<Unit> truck = List.of(KitFixture.unit("t", "blue", "truck", 4, EAST),
        KitFixture.unit("s", "blue", "truck", 4, FAR));
    Verdict every = move(rule(StackingRule.Overstack.WARNING, StackingRule.Check.EVERY_HEX),
        truck, EAST, FAR);
    assertEquals(List.of(), every.warnings(), every.toString());
    Verdict end = move(rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END), truck,
        EAST);
    assertEquals(List.of(), end.warnings(), end.toString());
  }

  @Test
  void eachOverStackedHexPassedIsWarnedOfInTurn() {
    Hex beyond = FAR.neighbor(HexDirection.S);
    List<Unit> crowds = List.of(KitFixture.unit("t", "blue", "truck", 4, EAST),
        KitFixture.unit("s", "blue", "infantry", 4, EAST),
        KitFixture.unit("r", "blue", "truck", 4, FAR),
        KitFixture.unit("q", "blue", "truck", 4, FAR));
    Verdict v = move(rule(StackingRule.Overstack.WARNING, StackingRule.Check.EVERY_HEX),
        crowds, EAST, FAR, beyond);
    assertTrue(v.legal(), v.toString());
    assertEquals(2, v.warnings().size(), v.toString());
    assertTrue(v.warnings().get(0).reason().contains("4 stacking points"));
    assertTrue(v.warnings().get(1).reason().contains("5 stacking points"));
    assertEquals(KitFixture.map().build().label(FAR), v.warnings().get(1).location()
        .orElseThrow());
  }

  @Test
  void theLowestValueGoesEvenWhenAHigherValueFollowsIt() {
    // u (the mover, worth 5 by its attribute), then i (3), then t (5): 1 + 1 + 2 = 4 > 3
    RuleKit kit = KitFixture.kit(null, MinimumMoveRule.Kind.NONE,
        rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END), null,
        List.of(KitFixture.normal()), List.of());
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 6, A).withAttributes(Map.of("value", "5")),
        KitFixture.unit("i", "blue", "infantry", 4, EAST),
        KitFixture.unit("t", "blue", "truck", 4, EAST));
    Verdict v = new KitRuleSet(kit).check(s, MoveOrder.path("u", EAST));
    assertEquals(1, v.warnings().size(), v.toString());
    assertTrue(v.warnings().get(0).reason().contains("'i' (infantry, value 3)"), v.toString());
  }

  @Test
  void aValueOfZeroIsAWholeNumberAndGoesFirst() {
    Unit worthless = KitFixture.unit("z", "blue", "truck", 4, EAST)
        .withAttributes(Map.of("value", "0"));
    Verdict v = move(rule(StackingRule.Overstack.ELIMINATE, StackingRule.Check.END),
        List.of(worthless, KitFixture.unit("i", "blue", "infantry", 4, EAST)), EAST);
    assertEquals(1, v.warnings().size(), v.toString());
    assertTrue(v.warnings().get(0).reason().contains("'z' (truck, value 0)"), v.toString());
  }
}
