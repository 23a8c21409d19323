package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The pieces about units: minimum move, enemy hexes, stacking, phases, modes and allowance
 * modifiers, each on a small map of our own.
 */
class UnitRulesTest {
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(2, 2);
  private static final Hex EAST = A.neighbor(HexDirection.S);
  private static final Hex FAR = EAST.neighbor(HexDirection.S);

  private static HexMap forestEast() {
    HexMap.Builder b = KitFixture.map();
    b.hex(EAST, KitFixture.VOCABULARY.hexFeature("forest"));
    return b.build();
  }

  private static Verdict run(RuleKit kit, HexMap map, String phase, String mode, int allowance,
      List<Unit> others, Hex... path) {
    Unit u = KitFixture.unit("u", "blue", "infantry", allowance, A);
    Unit[] all = new Unit[others.size() + 1];
    all[0] = u;
    for (int i = 0; i < others.size(); i++) {
      all[i + 1] = others.get(i);
    }
    GameState s = KitFixture.state(map, "dry", phase, all);
    return new KitRuleSet(kit).check(s, MoveOrder.of(MoveQuery.of("u", mode),
        java.util.Arrays.stream(path).map(io.github.warpath.rules.Step::enter).toList()));
  }

  private static RuleKit kit(MinimumMoveRule.Kind min, StackingRule stacking, PhaseRule phases,
      List<ModeRule> modes, List<AllowanceModifier> modifiers) {
    return KitFixture.kit(null, min, stacking, phases, modes, modifiers);
  }

  @Test
  void minimumMoveLetsTheFirstHexCostMoreThanTheAllowance() {
    RuleKit none = kit(MinimumMoveRule.Kind.NONE, null, null, List.of(KitFixture.normal()),
        List.of());
    RuleKit first = kit(MinimumMoveRule.Kind.FIRST_HEX, null, null,
        List.of(KitFixture.normal()), List.of());
    assertFalse(run(none, forestEast(), "", "", 1, List.of(), EAST).legal());
    Verdict v = run(first, forestEast(), "", "", 1, List.of(), EAST);
    assertTrue(v.legal(), v.toString());
    assertFalse(run(first, forestEast(), "", "", 1, List.of(), EAST, FAR).legal());
  }

  @Test
  void enemyHexesAreClosed() {
    RuleKit k = kit(MinimumMoveRule.Kind.NONE, null, null, List.of(KitFixture.normal()),
        List.of());
    Verdict v = run(k, forestEast(), "", "", 4, List.of(KitFixture.unit("e", "red", "truck", 4,
        EAST)), EAST);
    assertFalse(v.legal());
    assertEquals("6.5", v.violations().get(0).rule().section());
  }

  @Test
  void overStackingIsIllegalOrAWarningAsTheRulesSay() {
    List<Unit> two = List.of(KitFixture.unit("f", "blue", "truck", 4, EAST));
    StackingRule illegal = new StackingRule(KitFixture.rule("9", "Stacking"), 2,
        new int[] {1, 2}, true);
    Verdict v = run(kit(MinimumMoveRule.Kind.NONE, illegal, null,
        List.of(KitFixture.normal()), List.of()), forestEast(), "", "", 4, two, EAST);
    assertFalse(v.legal());
    assertTrue(v.violations().get(0).reason().contains("more than 2 stacking points"),
        v.toString());
    assertEquals("9", v.violations().get(0).rule().section());
    StackingRule warn = new StackingRule(KitFixture.rule("9", "Stacking"), 2,
        new int[] {1, 2}, false);
    Verdict w = run(kit(MinimumMoveRule.Kind.NONE, warn, null, List.of(KitFixture.normal()),
        List.of()), forestEast(), "", "", 4, two, EAST);
    assertTrue(w.legal());
    assertEquals("9", w.warnings().get(0).rule().section());
  }

  @Test
  void aPhaseLimitsWhichClassesMoveAndHalvesTheAllowance() {
    RuleRef r = KitFixture.rule("4", "Sequence of Play");
    PhaseRule phases = new PhaseRule(r, Map.of(
        "exploitation", new PhaseRule.Phase(1L << 1,
            new AllowanceModifier(r, "", 1, 2, 0, AllowanceModifier.Rounding.DOWN, 0)),
        "movement", new PhaseRule.Phase(-1L,
            new AllowanceModifier(r, "", 1, 2, 0, AllowanceModifier.Rounding.DOWN, 0))));
    RuleKit k = kit(MinimumMoveRule.Kind.NONE, null, phases, List.of(KitFixture.normal()),
        List.of());
    Verdict barred = run(k, forestEast(), "exploitation", "", 4, List.of(), EAST);
    assertFalse(barred.legal());
    assertEquals("4", barred.violations().get(0).rule().section());
    assertEquals(Mp.of(2), run(k, forestEast(), "movement", "", 5, List.of(), EAST)
        .allowance());
  }

  @Test
  void aStrategicModeDoublesTheAllowanceKeepsToRoadsAndAwayFromTheEnemy() {
    RuleRef r = KitFixture.rule("10", "Strategic Movement");
    ModeRule strategic = new ModeRule(r, "strategic", "road march", -1L,
        new AllowanceModifier(r, "", 2, 1, 0, AllowanceModifier.Rounding.NONE, 0),
        1L << KitFixture.ROAD, true, true);
    RuleKit k = kit(MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal(), strategic), List.of());
    HexMap.Builder b = forestEast().toBuilder();
    b.path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(A, EAST));
    HexMap roads = b.build();
    Verdict along = run(k, roads, "", "strategic", 3, List.of(), EAST);
    assertTrue(along.legal(), along.toString());
    assertEquals(Mp.of(6), along.allowance());
    Verdict off = run(k, roads, "", "strategic", 3, List.of(), EAST, FAR);
    assertFalse(off.legal());
    assertEquals("10", off.violations().get(0).rule().section());
    Hex enemyAt = FAR.neighbor(HexDirection.S);
    Verdict near = run(k, roads, "", "strategic", 3,
        List.of(KitFixture.unit("e", "red", "truck", 4, enemyAt)), EAST);
    assertTrue(near.legal());
    Verdict adjacent = run(k, roads, "", "strategic", 3,
        List.of(KitFixture.unit("e", "red", "truck", 4, FAR)), EAST);
    assertFalse(adjacent.legal());
  }

  @Test
  void aFlaggedUnitsAllowanceIsModified() {
    AllowanceModifier oos = new AllowanceModifier(KitFixture.rule("11", "Supply"),
        "out-of-supply", 1, 2, 0, AllowanceModifier.Rounding.UP, 0);
    RuleKit k = kit(MinimumMoveRule.Kind.NONE, null, null, List.of(KitFixture.normal()),
        List.of(oos));
    Unit u = KitFixture.unit("u", "blue", "infantry", 5, A).withFlag("out-of-supply");
    GameState s = KitFixture.state(forestEast(), "dry", "", u);
    assertEquals(Mp.of(3), new KitRuleSet(k).check(s, MoveOrder.path("u", EAST)).allowance());
  }
}
