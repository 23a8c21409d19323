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
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The kit's rules where a value sits on a boundary: the first hex of the map (index 0), a zone
 * entered with the last points, a regional weather that is the first column, a river laid on the
 * far side only under a road, a mode and a phase that disagree, an order of no steps.
 */
class KitEdgeCasesTest {
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.plain());
  private static final Hex CORNER = KitFixture.map().build().hex(0);
  private static final Hex A = KitFixture.map().hexAt(2, 2);

  /** A fresh map for each state, so that no step table compiled earlier is found on it. */
  private static HexMap map() {
    return KitFixture.map().build();
  }

  private static ZoneOfControlRule zones(ZoneOfControlRule.Enter enter, int enterCost) {
    return new ZoneOfControlRule(KitFixture.rule("7.3", "Zones of Control"), -1L, 0, 0, 0,
        enter, enterCost, ZoneOfControlRule.Leave.NOTHING, 0,
        ZoneOfControlRule.ZoneToZone.ALLOWED, false);
  }

  private static KitRuleSet withZones(ZoneOfControlRule z) {
    return new KitRuleSet(KitFixture.kit(z, MinimumMoveRule.Kind.NONE, null, null,
        List.of(KitFixture.normal()), List.of()));
  }

  /** The neighbours of the corner on the map. */
  private static List<Hex> besideCorner() {
    List<Hex> out = new ArrayList<>();
    for (HexDirection d : HexDirection.values()) {
      if (KitFixture.map().build().contains(CORNER.neighbor(d))) {
        out.add(CORNER.neighbor(d));
      }
    }
    return out;
  }

  @Test
  void aZoneOfControlReachesTheFirstHexOfTheMap() {
    KitRuleSet rules = withZones(zones(ZoneOfControlRule.Enter.STOP, 0));
    Hex next = besideCorner().get(0);
    GameState s = KitFixture.state(map(), "dry", "", KitFixture.unit("e", "red", "infantry", 4,
        next));
    assertTrue(rules.zoneOfControl(s, "e", next).contains(CORNER),
        rules.zoneOfControl(s, "e", next).toString());
  }

  @Test
  void aUnitInTheCornerProjectsOnlyIntoTheHexesOnTheMap() {
    KitRuleSet rules = withZones(zones(ZoneOfControlRule.Enter.STOP, 0));
    GameState s = KitFixture.state(map(), "dry", "", KitFixture.unit("e", "red", "infantry", 4,
        CORNER));
    assertEquals(besideCorner(), rules.zoneOfControl(s, "e", CORNER));
  }

  @Test
  void aStepIntoTheFirstHexOfTheMapCostsItsTerrain() {
    Hex next = besideCorner().get(0);
    GameState s = KitFixture.state(map(), "dry", "", KitFixture.unit("u", "blue", "infantry", 4,
        next));
    Verdict v = RULES.check(s, MoveOrder.path("u", CORNER));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1), v.spent());
  }

  @Test
  void enteringAZoneThatCostsExtraMayUseTheLastPointAndNoMore() {
    // the enemy two hexes south: the hex between is in its zone, 1 MP + 1 MP to enter
    KitRuleSet rules = withZones(zones(ZoneOfControlRule.Enter.EXTRA_COST, 2));
    Hex zone = A.neighbor(HexDirection.S);
    Unit enemy = KitFixture.unit("e", "red", "infantry", 4, zone.neighbor(HexDirection.S));
    Verdict exact = rules.check(KitFixture.state(map(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 2, A), enemy), MoveOrder.path("u", zone));
    assertTrue(exact.legal(), exact.toString());
    assertEquals(Mp.of(2), exact.spent());
    Verdict dear = rules.check(KitFixture.state(map(), "dry", "",
        KitFixture.unit("u", "blue", "infantry", 1, A), enemy), MoveOrder.path("u", zone));
    assertFalse(dear.legal());
    Violation x = dear.violations().get(0);
    assertEquals("6.1", x.rule().section(), dear.toString());
    assertEquals(Mp.of(2), x.needed().orElseThrow());
    assertEquals(Mp.of(1), x.available().orElseThrow());
  }

  @Test
  void aRegionWhoseWeatherIsTheFirstColumnOverridesTheMapWideWeather() {
    // mud closes forest to wheels; the lowlands are dry
    Hex forest = A.neighbor(HexDirection.S);
    HexMap map = KitFixture.map().hex(forest, KitFixture.VOCABULARY.hexFeature("forest"))
        .region("lowlands", "area", List.of(forest)).build();
    GameState s = GameState.builder().ruleSet(KitFixture.ID).board(map)
        .units(List.of(KitFixture.unit("t", "blue", "truck", 4, A)))
        .environment(Environment.builder().weather("mud")
            .regionWeather(Map.of("lowlands", "dry")).build()).build();
    Verdict v = RULES.check(s, MoveOrder.path("t", forest));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(3), v.spent());
  }

  @Test
  void aRoadBridgesARiverLaidOnTheFarSideOnly() {
    Hex east = A.neighbor(HexDirection.S);
    HexMap map = KitFixture.map().directedSide(east, A,
        KitFixture.VOCABULARY.hexsideFeature("river"))
        .path(KitFixture.VOCABULARY.hexsideFeature("road"), List.of(A, east)).build();
    GameState s = KitFixture.state(map, "dry", "", KitFixture.unit("u", "blue", "infantry", 4,
        A));
    Verdict v = RULES.check(s, MoveOrder.path("u", east));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(1), v.spent(), "the road's rate, the river bridged");
  }

  @Test
  void aModeThatRefusesTrucksInAPhaseThatLetsThemMoveCitesTheModeAlone() {
    RuleRef r = KitFixture.rule("6.8", "Phases");
    PhaseRule phases = new PhaseRule(r, Map.of("night",
        new PhaseRule.Phase(1L << 1, AllowanceModifier.none(r))));
    RuleRef m = KitFixture.rule("10", "March");
    ModeRule march = new ModeRule(m, "march", "foot only", 1L, AllowanceModifier.none(m), 0,
        false, false);
    KitRuleSet rules = new KitRuleSet(KitFixture.kit(null, MinimumMoveRule.Kind.NONE, null,
        phases, List.of(KitFixture.normal(), march), List.of()));
    GameState s = KitFixture.state(map(), "dry", "night", KitFixture.unit("t", "blue", "truck",
        4, A));
    Verdict v = rules.check(s, MoveOrder.of(MoveQuery.of("t", "march"),
        List.of(io.github.warpath.rules.Step.enter(A.neighbor(HexDirection.N)))));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size(), v.toString());
    assertEquals("10", v.violations().get(0).rule().section());
    assertEquals("wheels units cannot move in march mode", v.violations().get(0).reason());
  }

  @Test
  void anOrderOfNoStepsLeavesTheUnitWhereItIs() {
    GameState s = KitFixture.state(map(), "dry", "", KitFixture.unit("u", "blue", "infantry", 4,
        A));
    GameState after = RULES.apply(s, MoveOrder.of(MoveQuery.of("u"), List.of())).state()
        .orElseThrow();
    assertEquals(A, after.unit("u").hexOrNull());
    assertTrue(after.unit("u").phaseMovement().isEmpty(), after.unit("u").toString());
  }

  @Test
  void whereEnemyHexesAreOpenAUnitMayEnterOne() {
    RuleKit p = KitFixture.plain();
    RuleKit open = new RuleKit(p.id(), p.name(), p.version(), p.description(), p.denominator(),
        p.classes(), p.weather(), p.unitKinds(), p.vocabulary(), p.terrain(), p.hexsides(),
        p.lines(), p.zones(), p.minimumMove(), new EnemyHexRule(p.enemy().rule(), false),
        p.stacking(), p.phases(), p.modes(), p.modifiers(), p.allowance(), p.adjacent());
    Hex enemy = A.neighbor(HexDirection.S);
    GameState s = KitFixture.state(map(), "dry", "", KitFixture.unit("u", "blue", "infantry", 4,
        A), KitFixture.unit("e", "red", "infantry", 4, enemy));
    Verdict v = new KitRuleSet(open).check(s, MoveOrder.path("u", enemy));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.of(1), v.spent());
    assertFalse(RULES.check(s, MoveOrder.path("u", enemy)).legal(), "closed in the plain kit");
  }
}
