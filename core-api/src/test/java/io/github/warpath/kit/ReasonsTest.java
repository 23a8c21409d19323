package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.kit.ZoneOfControlRule.Enter;
import io.github.warpath.kit.ZoneOfControlRule.Leave;
import io.github.warpath.kit.ZoneOfControlRule.ZoneToZone;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What each rule of the kit says when it forbids a step: the rule it cites and its reason, word
 * for word, on the test kit's map (the unit at A moves south through B, C and D).
 */
class ReasonsTest {
  private static final HexMap.Builder B0 = KitFixture.map();
  private static final Hex A = B0.hexAt(2, 1);
  private static final Hex B = A.neighbor(HexDirection.S);
  private static final Hex C = B.neighbor(HexDirection.S);
  private static final Hex D = C.neighbor(HexDirection.S);

  private static Violation first(RuleKit kit, HexMap map, String kind, int allowance,
      String mode, List<Unit> others, Hex... path) {
    List<Unit> units = new ArrayList<>(others);
    units.add(0, KitFixture.unit("u", "blue", kind, allowance, A));
    GameState s = KitFixture.state(map, "dry", "", units.toArray(new Unit[0]));
    Verdict v = new KitRuleSet(kit).check(s, MoveOrder.of(MoveQuery.of("u", mode),
        Arrays.stream(path).map(Step::enter).toList()));
    assertFalse(v.legal(), v.toString());
    return v.violations().get(0);
  }

  private static Violation first(RuleKit kit, String kind, List<Unit> others, Hex... path) {
    return first(kit, KitFixture.map().build(), kind, 8, "", others, path);
  }

  private static RuleKit zones(Enter enter, Leave leave, ZoneToZone z2z) {
    return KitFixture.kit(new ZoneOfControlRule(KitFixture.rule("7", "Zones of Control"), -1L,
        0, 0, 0, enter, 0, leave, 0, z2z, false), MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal()), List.of());
  }

  /** An enemy next to C and D, not next to B. */
  private static List<Unit> enemyByCAndD() {
    for (int d = 0; d < 6; d++) {
      Hex n = C.neighbor(HexDirection.of(d));
      if (!n.equals(D) && n.distanceTo(D) == 1 && n.distanceTo(B) > 1) {
        return List.of(KitFixture.unit("e", "red", "infantry", 4, n));
      }
    }
    throw new AssertionError("no hex next to C and D");
  }

  @Test
  void terrainNamesTheKindAndTheClass() {
    HexMap lake = KitFixture.map().hex(B, KitFixture.VOCABULARY.hexFeature("lake")).build();
    Violation v = first(KitFixture.plain(), lake, "truck", 8, "", List.of(), B);
    assertEquals("5", v.rule().section());
    assertEquals("lake cannot be entered by wheels units", v.reason());
    assertEquals("lake cannot be entered by foot units",
        first(KitFixture.plain(), lake, "infantry", 8, "", List.of(), B).reason());
  }

  @Test
  void hexsidesNameTheKindAndTheClass() {
    HexMap river = KitFixture.map().side(A, B, KitFixture.VOCABULARY.hexsideFeature("river"))
        .build();
    Violation v = first(KitFixture.plain(), river, "truck", 8, "", List.of(), B);
    assertEquals("5.2", v.rule().section());
    assertEquals("wheels units cannot cross a river hexside", v.reason());
  }

  @Test
  void enemyUnitsCloseTheirHex() {
    Violation v = first(KitFixture.plain(), "infantry",
        List.of(KitFixture.unit("e", "red", "infantry", 4, B)), B);
    assertEquals("6.5", v.rule().section());
    assertEquals("the hex holds an enemy unit", v.reason());
  }

  @Test
  void aRoadMarchKeepsToLinesAndAwayFromTheEnemy() {
    RuleRef r = KitFixture.rule("10", "Strategic Movement");
    ModeRule strategic = new ModeRule(r, "strategic", "road march", -1L,
        AllowanceModifier.none(r), 1L << KitFixture.ROAD, true, true);
    RuleKit k = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal(), strategic), List.of());
    HexMap roads = KitFixture.map().path(KitFixture.VOCABULARY.hexsideFeature("road"),
        List.of(A, B)).build();
    Violation off = first(k, roads, "infantry", 8, "strategic", List.of(), B, C);
    assertEquals("10", off.rule().section());
    assertEquals("in strategic mode every step must follow a line", off.reason());
    Violation near = first(k, roads, "infantry", 8, "strategic",
        List.of(KitFixture.unit("e", "red", "infantry", 4, C)), B);
    assertEquals("10", near.rule().section());
    assertEquals("in strategic mode a unit may not enter a hex next to an enemy unit",
        near.reason());
  }

  @Test
  void zonesOfControlEnteringOneEndsTheMove() {
    Violation v = first(zones(Enter.STOP, Leave.NOTHING, ZoneToZone.ALLOWED), "infantry",
        enemyByCAndD(), B, C, D);
    assertEquals("7", v.rule().section());
    assertEquals("the unit entered an enemy zone of control and must stop", v.reason());
  }

  @Test
  void zonesOfControlLeavingOneCanBeForbidden() {
    Violation v = first(zones(Enter.NOTHING, Leave.PROHIBITED, ZoneToZone.ALLOWED), "infantry",
        enemyByCAndD(), B, C, D);
    assertEquals("7", v.rule().section());
    assertEquals("a unit may not leave an enemy zone of control by moving", v.reason());
  }

  @Test
  void zonesOfControlEachZoneToZoneRuleSaysWhatItAllows() {
    assertEquals("a unit may not move from one enemy zone of control directly into another",
        first(zones(Enter.NOTHING, Leave.NOTHING, ZoneToZone.PROHIBITED), "infantry",
            enemyByCAndD(), B, C, D).reason());
    assertEquals("a unit may move from one enemy zone of control directly into another only as"
        + " a move of one hex, which ends there", first(zones(Enter.NOTHING, Leave.NOTHING,
            ZoneToZone.ONE_HEX), "infantry", enemyByCAndD(), B, C, D).reason());
    assertEquals("a unit may move from one enemy zone of control directly into another only as"
        + " the first step of its move", first(zones(Enter.NOTHING, Leave.NOTHING,
            ZoneToZone.FIRST_STEP), "infantry", enemyByCAndD(), B, C, D).reason());
  }

  @Test
  void stackingSaysTheLimit() {
    StackingRule illegal = new StackingRule(KitFixture.rule("9", "Stacking"), 2,
        new int[] {1, 2}, true);
    RuleKit k = KitFixture.kit(null, MinimumMoveRule.Kind.NONE, illegal, null,
        List.of(KitFixture.normal()), List.of());
    Violation v = first(k, "infantry", List.of(KitFixture.unit("f", "blue", "truck", 4, B)), B);
    assertEquals("9", v.rule().section());
    assertEquals("the moving units would put more than 2 stacking points in the hex, which the"
        + " rules forbid at every hex entered", v.reason());
  }

  @Test
  void minimumMoveEndsTheMoveAfterTheDearFirstHex() {
    RuleKit k = KitFixture.kit(null, MinimumMoveRule.Kind.FIRST_HEX, null, null,
        List.of(KitFixture.normal()), List.of());
    HexMap forest = KitFixture.map().hex(B, KitFixture.VOCABULARY.hexFeature("forest")).build();
    Violation v = first(k, forest, "infantry", 1, "", List.of(), B, C);
    assertEquals("6.4", v.rule().section());
    assertEquals("the first hex cost more than the allowance, so the move ends there",
        v.reason());
  }

  @Test
  void movementAllowanceSaysWhatTheStepNeedsAndWhatIsLeft() {
    Violation v = first(KitFixture.plain(), KitFixture.map().build(), "infantry", 1, "",
        List.of(), B, C);
    assertEquals("6.1", v.rule().section());
    assertEquals("not enough movement points left", v.reason());
    assertEquals(Mp.of(1), v.needed().orElseThrow());
    assertEquals(Mp.ZERO, v.available().orElseThrow());
  }

  @Test
  void adjacentHexesAStepMustGoToANeighbour() {
    Violation v = first(KitFixture.plain(), "infantry", List.of(), C);
    assertEquals("6.2", v.rule().section());
    assertEquals("units move from a hex to an adjacent hex", v.reason());
  }
}
