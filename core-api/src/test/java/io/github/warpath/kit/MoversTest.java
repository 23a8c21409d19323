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
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Who may move and how far (6 Movement, 4 Sequence of Play and 7 Zones of Control of the test
 * kit): a stack of one movement class, the classes a mode or a phase lets move, the extra points
 * zones cost to enter and to leave, zone-to-zone moves as a first step, and steps that cost
 * nothing.
 */
class MoversTest {
  private static final HexMap.Builder B0 = KitFixture.map();
  private static final Hex A = B0.hexAt(2, 1);
  private static final Hex B = A.neighbor(HexDirection.S);
  private static final Hex C = B.neighbor(HexDirection.S);
  private static final Hex D = C.neighbor(HexDirection.S);
  private static final RuleRef MOVE = KitFixture.rule("6", "Movement");

  private static GameState state(Unit... units) {
    return KitFixture.state(KitFixture.map().build(), "dry", "", units);
  }

  private static Verdict check(RuleKit kit, GameState s, String mode, String unit, Hex... path) {
    return new KitRuleSet(kit).check(s, MoveOrder.of(MoveQuery.of(unit, mode),
        Arrays.stream(path).map(Step::enter).toList()));
  }

  private static RuleKit zones(ZoneOfControlRule z, MinimumMoveRule.Kind min) {
    return KitFixture.kit(z, min, null, null, List.of(KitFixture.normal()), List.of());
  }

  private static ZoneOfControlRule zone(ZoneOfControlRule.Enter enter, int enterCost,
      ZoneOfControlRule.Leave leave, int leaveCost, ZoneOfControlRule.ZoneToZone z2z) {
    return new ZoneOfControlRule(KitFixture.rule("7", "Zones of Control"), -1L, 0, 0, 0, enter,
        enterCost, leave, leaveCost, z2z, false);
  }

  /** An enemy next to B and C, not next to A or D. */
  private static Unit enemyByBAndC() {
    for (int d = 0; d < 6; d++) {
      Hex n = B.neighbor(HexDirection.of(d));
      if (!n.equals(C) && n.distanceTo(C) == 1 && n.distanceTo(A) > 1) {
        return KitFixture.unit("e", "red", "infantry", 4, n);
      }
    }
    throw new AssertionError("no hex next to B and C");
  }

  @Test
  void aStackMovesAsOneMovementClass() {
    GameState s = state(KitFixture.unit("i", "blue", "infantry", 4, A),
        KitFixture.unit("t", "blue", "truck", 4, A));
    MoveOrder both = MoveOrder.of(MoveQuery.builder().addUnits("i", "t").build(),
        List.of(Step.enter(B)));
    assertEquals("units: units of different movement classes (foot, wheels) cannot move as one"
        + " stack", assertThrows(InvalidInputException.class,
            () -> new KitRuleSet(KitFixture.plain()).check(s, both)).getMessage());
  }

  @Test
  void aModeNamesTheClassesThatMayUseIt() {
    ModeRule march = new ModeRule(KitFixture.rule("10", "March"), "march", "on foot", 1L,
        AllowanceModifier.none(MOVE), 0, false, false);
    RuleKit k = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal(), march), List.of());
    GameState s = state(KitFixture.unit("t", "blue", "truck", 4, A),
        KitFixture.unit("i", "blue", "infantry", 4, A));
    Verdict v = check(k, s, "march", "t", B);
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("10", x.rule().section());
    assertEquals("wheels units cannot move in march mode", x.reason());
    assertTrue(check(k, s, "march", "i", B).legal());
  }

  @Test
  void sequenceOfPlayAPhaseNamesTheClassesThatMoveInIt() {
    RuleRef r = KitFixture.rule("4", "Sequence of Play");
    Map<String, PhaseRule.Phase> p = new LinkedHashMap<>();
    p.put("movement", new PhaseRule.Phase(-1L, AllowanceModifier.none(r)));
    p.put("infantry", new PhaseRule.Phase(1L, AllowanceModifier.none(r)));
    RuleKit k = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, null, new PhaseRule(r, p),
        List.of(KitFixture.normal()), List.of());
    GameState s = KitFixture.state(KitFixture.map().build(), "dry", "infantry",
        KitFixture.unit("t", "blue", "truck", 4, A), KitFixture.unit("i", "blue", "infantry", 4,
            A));
    Verdict v = check(k, s, "", "t", B);
    assertEquals("wheels units do not move in the infantry phase",
        v.violations().get(0).reason());
    assertTrue(check(k, s, "", "i", B).legal());
    assertEquals("movement: foot, wheels units move",
        new KitRuleSet(k).movementPhases(s, "blue").get(0).description());
  }

  @Test
  void zonesOfControlEnteringMayUseTheLastPoint() {
    RuleKit k = zones(zone(ZoneOfControlRule.Enter.EXTRA_COST, 2,
        ZoneOfControlRule.Leave.NOTHING, 0, ZoneOfControlRule.ZoneToZone.ALLOWED),
        MinimumMoveRule.Kind.NONE);
    GameState s = state(KitFixture.unit("u", "blue", "infantry", 3, A), enemyByBAndC());
    Verdict v = check(k, s, "", "u", B);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(2), v.spent(), "1 for the hex, 1 for the zone");
    GameState short1 = state(KitFixture.unit("u", "blue", "infantry", 1, A), enemyByBAndC());
    assertFalse(check(k, short1, "", "u", B).legal());
  }

  @Test
  void zonesOfControlLeavingCostsItsPoints() {
    RuleKit k = zones(zone(ZoneOfControlRule.Enter.NOTHING, 0,
        ZoneOfControlRule.Leave.EXTRA_COST, 4, ZoneOfControlRule.ZoneToZone.ALLOWED),
        MinimumMoveRule.Kind.NONE);
    GameState s = state(KitFixture.unit("u", "blue", "infantry", 6, B), enemyByBAndC());
    Verdict v = check(k, s, "", "u", A);
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(3), v.spent(), "1 for the hex, 2 for leaving the zone");
  }

  @Test
  void zonesOfControlOneHexFromZoneToZoneIsAllowedAsTheWholeMove() {
    RuleKit k = zones(zone(ZoneOfControlRule.Enter.NOTHING, 0, ZoneOfControlRule.Leave.NOTHING,
        0, ZoneOfControlRule.ZoneToZone.ONE_HEX), MinimumMoveRule.Kind.NONE);
    GameState s = state(KitFixture.unit("u", "blue", "infantry", 6, B), enemyByBAndC());
    Verdict first = check(k, s, "", "u", C);
    assertTrue(first.legal(), first.toString());
    Verdict on = check(k, s, "", "u", C, D);
    assertFalse(on.legal(), "the one hex ends the move");
    assertEquals("7", on.violations().get(0).rule().section());
  }

  @Test
  void zonesOfControlZoneToZoneAsTheFirstStepMayGoOn() {
    RuleKit k = zones(zone(ZoneOfControlRule.Enter.NOTHING, 0, ZoneOfControlRule.Leave.NOTHING,
        0, ZoneOfControlRule.ZoneToZone.FIRST_STEP), MinimumMoveRule.Kind.NONE);
    GameState s = state(KitFixture.unit("u", "blue", "infantry", 6, B), enemyByBAndC());
    Verdict on = check(k, s, "", "u", C, D);
    assertTrue(on.legal(), on.toString());
    GameState moved = new KitRuleSet(k).apply(state(KitFixture.unit("u", "blue", "infantry", 6,
        A), enemyByBAndC()), MoveOrder.path("u", B)).state().orElseThrow();
    Verdict later = check(k, moved, "", "u", C);
    assertFalse(later.legal(), "a later order is no first step");
  }

  @Test
  void minimumMoveARefusedStepIsLocatedAtItsHex() {
    RuleKit k = zones(null, MinimumMoveRule.Kind.FIRST_HEX);
    HexMap lake = KitFixture.map().hex(B, KitFixture.VOCABULARY.hexFeature("lake")).build();
    GameState s = KitFixture.state(lake, "dry", "", KitFixture.unit("u", "blue", "infantry", 4,
        A));
    Violation x = new KitRuleSet(k).check(s, MoveOrder.path("u", B)).violations().get(0);
    assertEquals("5", x.rule().section());
    assertEquals(lake.label(B), x.location().orElseThrow());
  }

  @Test
  void terrainAHexThatCostsNothingIsEnteredForNothing() {
    RuleKit p = KitFixture.plain();
    int[][][] cost = {
        {{2, 2}, {2, 2}},
        {{4, 4}, {6, KitFixture.P}},
        {{0, 0}, {0, 0}},
        {{KitFixture.P, KitFixture.P}, {KitFixture.P, KitFixture.P}}};
    TerrainRule free = new TerrainRule(p.terrain().rule(), KitFixture.KINDS, KitFixture.CLEAR,
        TerrainRule.Combine.MAX, cost, new long[] {0, 0, 1L << 1, 0});
    RuleKit k = new RuleKit(p.id(), p.name(), p.version(), p.description(), p.denominator(),
        p.classes(), p.weather(), p.unitKinds(), p.vocabulary(), free, p.hexsides(),
        LineRule.none(p.lines().rule()), null, p.minimumMove(), p.enemy(), null, null,
        p.modes(), p.modifiers(), p.allowance(), p.adjacent());
    HexMap town = KitFixture.map().hex(B, KitFixture.VOCABULARY.hexFeature("town")).build();
    Verdict v = new KitRuleSet(k).check(KitFixture.state(town, "dry", "",
        KitFixture.unit("u", "blue", "infantry", 1, A)), MoveOrder.path("u", B, C));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1), v.spent());
    assertEquals(0, k.minimumStepCost());
  }
}
