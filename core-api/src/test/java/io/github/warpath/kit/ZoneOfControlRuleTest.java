package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.kit.ZoneOfControlRule.Enter;
import io.github.warpath.kit.ZoneOfControlRule.Leave;
import io.github.warpath.kit.ZoneOfControlRule.ZoneToZone;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Zones of control on a row of hexes: the unit at A moves east through B, C, D; an enemy at E
 * (north-east of C) projects into C and D; another enemy far off projects into A's east
 * neighbor only when placed.
 */
class ZoneOfControlRuleTest {
  private static final HexMap MAP = KitFixture.map().build();
  private static final Hex A = MAP.hex(MAP.index(KitFixture.map().hexAt(1, 1)));
  private static final Hex B = A.neighbor(HexDirection.S);
  private static final Hex C = B.neighbor(HexDirection.S);
  private static final Hex D = C.neighbor(HexDirection.S);

  private static ZoneOfControlRule zones(Enter enter, int enterCost, Leave leave, int leaveCost,
      ZoneToZone z2z, boolean negated, long ignoring) {
    return new ZoneOfControlRule(KitFixture.rule("7.3", "Zones of Control"), -1L, ignoring, 0, 0,
        enter, enterCost, leave, leaveCost, z2z, negated);
  }

  private static Verdict move(ZoneOfControlRule z, List<Unit> others, Hex... path) {
    RuleKit kit = KitFixture.kit(z, MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal()), List.of());
    List<Unit> units = new ArrayList<>(others);
    units.add(0, KitFixture.unit("u", "blue", "infantry", 6, A));
    GameState s = KitFixture.state(MAP, "dry", "", units.toArray(new Unit[0]));
    return new KitRuleSet(kit).check(s, MoveOrder.path("u", path));
  }

  /** An enemy next to h and to the hex after it on the row, not next to the one before. */
  private static Unit enemyNextTo(Hex h) {
    Hex next = h.neighbor(HexDirection.S);
    for (int d = 0; d < 6; d++) {
      Hex n = h.neighbor(HexDirection.of(d));
      if (MAP.contains(n) && !n.equals(next) && n.distanceTo(next) == 1) {
        return KitFixture.unit("e", "red", "infantry", 4, n);
      }
    }
    throw new AssertionError("no hex next to " + h);
  }

  @Test
  void enteringAZoneStopsTheMoveCitingTheAuthorsRule() {
    ZoneOfControlRule z = zones(Enter.STOP, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, false, 0);
    Unit e = enemyNextTo(C);
    Verdict v = move(z, List.of(e), B, C, D);
    assertFalse(v.legal());
    assertEquals("7.3", v.violations().get(0).rule().section());
    assertEquals("Zones of Control", v.violations().get(0).rule().heading());
  }

  @Test
  void enteringAndLeavingCostExtraPoints() {
    ZoneOfControlRule z = zones(Enter.EXTRA_COST, 2, Leave.EXTRA_COST, 4, ZoneToZone.ALLOWED,
        false, 0);
    Hex far = MAP.hex(MAP.index(KitFixture.map().hexAt(5, 5)));
    Unit e = KitFixture.unit("e2", "red", "infantry", 4, far);
    Unit z2 = enemyNextTo(B);
    Verdict v = move(z, List.of(e, z2), B);
    assertEquals(Mp.ofHalves(2 + 2), v.spent(), v.toString());
  }

  @Test
  void leavingCanBeForbidden() {
    ZoneOfControlRule z = zones(Enter.NOTHING, 0, Leave.PROHIBITED, 0, ZoneToZone.ALLOWED,
        false, 0);
    Unit e = enemyNextTo(A);
    Verdict v = move(z, List.of(e), A.neighbor(HexDirection.N));
    assertFalse(v.legal(), v.toString());
    assertTrue(v.violations().get(0).reason().contains("leave"), v.toString());
  }

  @Test
  void zoneToZoneAsOneHexIsAllowedOnlyAsTheFirstStepAndEndsTheMove() {
    ZoneOfControlRule z = zones(Enter.NOTHING, 0, Leave.NOTHING, 0, ZoneToZone.ONE_HEX, false,
        0);
    Unit e = enemyNextTo(C);
    Verdict first = move(z, List.of(e), B, C, D);
    assertFalse(first.legal(), first.toString());
    Verdict prohibited = move(zones(Enter.NOTHING, 0, Leave.NOTHING, 0, ZoneToZone.PROHIBITED,
        false, 0), List.of(e), B, C, D);
    assertFalse(prohibited.legal());
    Verdict allowed = move(zones(Enter.NOTHING, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, false,
        0), List.of(e), B, C, D);
    assertTrue(allowed.legal(), allowed.toString());
  }

  @Test
  void aFriendlyUnitNegatesTheZoneInItsHex() {
    ZoneOfControlRule z = zones(Enter.STOP, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, true, 0);
    Unit e = enemyNextTo(C);
    Unit friend = KitFixture.unit("f", "blue", "infantry", 4, C);
    Unit friend2 = KitFixture.unit("g", "blue", "infantry", 4, D);
    assertTrue(move(z, List.of(e, friend, friend2), B, C, D).legal());
    assertFalse(move(zones(Enter.STOP, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, false, 0),
        List.of(e, friend, friend2), B, C, D).legal());
  }

  @Test
  void aClassThatIgnoresZonesIsNotStopped() {
    ZoneOfControlRule z = zones(Enter.STOP, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, false,
        1L);
    assertTrue(move(z, List.of(enemyNextTo(C)), B, C, D).legal());
  }

  @Test
  void onlyTheClassesNamedProjectAZone() {
    ZoneOfControlRule wheels = new ZoneOfControlRule(KitFixture.rule("7.3", "Zones of Control"),
        1L << 1, 0, 0, 0, Enter.STOP, 0, Leave.NOTHING, 0, ZoneToZone.ALLOWED, false);
    assertTrue(wheels.projects(1));
    assertFalse(wheels.projects(0));
  }
}
