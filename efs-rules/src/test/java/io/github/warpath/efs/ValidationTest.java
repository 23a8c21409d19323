package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.map.OffMapBox;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Malformed input is rejected with the field named and the known names listed. */
class ValidationTest {

  private static InvalidInputException bad(Supplier<?> s) {
    return assertThrows(InvalidInputException.class, s::get);
  }

  @Test
  void unitsWithUnknownSidesKindsAttributesOrFlags() {
    Unit base = panzer("pz", "0303");
    InvalidInputException side = bad(() -> Fx.clear().unit(Unit.builder().from(base)
        .side("finland").build()).state());
    assertEquals("units[0].side", side.field());
    assertTrue(side.getMessage().contains("axis, soviet"));
    InvalidInputException kind = bad(() -> Fx.clear().unit(Unit.builder().from(base)
        .kind("tank").build()).state());
    assertEquals("units[0].kind", kind.field());
    assertTrue(kind.getMessage().contains("armor"));
    InvalidInputException attr = bad(() -> Fx.clear().unit(Unit.builder().from(base)
        .putAttributes("speed", "3").build()).state());
    assertEquals("units[0].attributes.speed", attr.field());
    InvalidInputException flag = bad(() -> Fx.clear().unit(base.withFlag("tired")).state());
    assertEquals("units[0].flags", flag.field());
    assertTrue(flag.getMessage().contains("out-of-supply"));
    InvalidInputException spent = bad(() -> Fx.clear().unit(Unit.builder().from(base)
        .putAttributes(EfsVocabulary.MP_SPENT, "lots").build()).state());
    assertEquals("units[0].attributes.mp-spent", spent.field());
    InvalidInputException mode = bad(() -> Fx.clear().unit(Unit.builder().from(base)
        .putAttributes(EfsVocabulary.MODE, "parked").build()).state());
    assertEquals("units[0].attributes.mode", mode.field());
  }

  @Test
  void environmentsWithUnknownPhasesWeatherSidesOrAttributes() {
    assertEquals("environment.phase", bad(() -> Fx.clear().env(Environment.builder()
        .phase("lunch").build()).state()).field());
    assertEquals("environment.weather", bad(() -> Fx.clear().env(Environment.builder()
        .weather("rain").build()).state()).field());
    assertEquals("environment.activeSide", bad(() -> Fx.clear().env(Environment.builder()
        .activeSide("allies").build()).state()).field());
    assertEquals("environment.attributes.morale", bad(() -> Fx.clear().env(Environment.builder()
        .putAttributes("morale", "high").build()).state()).field());
    assertEquals("environment.attributes.air-transport-points.axis", bad(() -> Fx.clear()
        .env(Environment.builder().putAttributes("air-transport-points.axis", "-1").build())
        .state()).field());
  }

  @Test
  void markersWithUnknownKindsOrMissingParts() {
    assertEquals("markers[0].kind", bad(() -> Fx.clear().marker(Marker.builder().kind("mine")
        .position(Position.hex(hex("0303"))).build()).state()).field());
    assertEquals("markers[0].hexside", bad(() -> Fx.clear().marker(Marker.builder()
        .kind(EfsVocabulary.BRIDGE).side(EfsVocabulary.AXIS).position(Position.hex(hex("0303")))
        .build()).state()).field());
    assertEquals("markers[0].hexside", bad(() -> Fx.clear().bridge(EfsVocabulary.AXIS, "0303",
        "0403", EfsVocabulary.OPERATING).state()).field());
    assertEquals("markers[0].attributes.state", bad(() -> Fx.clear()
        .side("0303", "0403", EfsHexside.RIVER).bridge(EfsVocabulary.AXIS, "0303", "0403",
            "broken").state()).field());
    assertEquals("markers[0].side", bad(() -> Fx.clear().marker(Marker.builder()
        .kind(EfsVocabulary.STRONGPOINT).position(Position.hex(hex("0303"))).build()).state())
        .field());
    assertEquals("markers[0].hexside", bad(() -> Fx.clear().marker(Marker.builder()
        .kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED).position(Position.hex(hex("0303")))
        .hexside(Hexside.between(hex("0303"), hex("0403"))).build()).state()).field());
  }

  @Test
  void mapsOfAnotherVocabularyAndQueriesThatMakeNoSense() {
    enum T { PLAIN }
    enum S { NOTHING }
    HexMap other = HexMap.builder(TerrainVocabulary.of(T.class, S.class), 4, 4).build();
    GameState foreign = GameState.builder().ruleSet(EfsRules.ID).board(other)
        .addUnits(panzer("pz", "0202")).build();
    assertEquals("board", bad(() -> {
      Fx.RULES.validate(foreign);
      return null;
    }).field());
    assertEquals("board", bad(() -> check(foreign, "pz", "0203")).field());
    GameState s = Fx.clear().unit(panzer("pz", "0303")).unit(Fx.rifles("r", "0303"))
        .unit(panzer("p2", "0505")).state();
    assertEquals("units", bad(() -> check(s, MoveQuery.builder().addUnits("pz", "r").build(),
        "0304")).field());
    assertEquals("units", bad(() -> check(s, MoveQuery.builder().addUnits("pz", "p2").build(),
        "0304")).field());
    assertEquals("unit", bad(() -> check(s, "ghost", "0304")).field());
    assertEquals("mode", bad(() -> check(s, MoveQuery.of("pz", "teleport"), "0304")).field());
    assertEquals("options.speed", bad(() -> check(s, MoveQuery.builder().addUnits("pz")
        .putOptions("speed", "fast").build(), "0304")).field());
    assertEquals("steps[0].facing", bad(() -> Fx.RULES.check(s, MoveOrder.of(MoveQuery.of("pz"),
        List.of(Step.enter(hex("0304")).facing(HexDirection.N))))).field());
    assertEquals("steps[0]", bad(() -> check(s, "pz", "9999")).field());
    assertEquals("steps[0].action", bad(() -> Fx.RULES.check(s, MoveOrder.of(
        MoveQuery.of("pz"), List.of(Step.action(EfsVocabulary.TO_FIRING))))).field());
  }

  @Test
  void theRuleSetDescribesItsWords() {
    assertEquals(EfsRules.ID, Fx.RULES.id());
    assertEquals(7, Fx.RULES.modes().size());
    assertEquals(EfsRuleHeading.values().length, Fx.RULES.rules().size());
    assertTrue(Fx.RULES.vocabulary().get("phases").contains("reaction-movement"));
    assertTrue(Fx.RULES.vocabulary().get("weather").contains("arctic"));
    assertTrue(Fx.RULES.vocabulary().get("movement-classes").contains("orange"));
    assertTrue(Fx.RULES.vocabulary().get("actions").contains("overrun:success"));
    assertTrue(io.github.warpath.rules.RuleSets.installed().get(EfsRules.ID)
        instanceof EfsRules);
    assertEquals("East Front Series", Fx.RULES.name());
    assertEquals("1.0", Fx.RULES.version());
    assertTrue(Fx.RULES.description().startsWith("Operational movement of the East Front"
        + " Series"), Fx.RULES.description());
    assertEquals(EfsRules.TERRAIN, Fx.RULES.terrain().orElseThrow());
    assertEquals("motorized", MovementClass.RED.alias());
    assertEquals("infiltration", MovementClass.YELLOW.alias());
    for (EfsRuleHeading r : EfsRuleHeading.values()) {
      assertEquals("efs", r.ruleSet(), r.name());
      assertTrue(r.section().startsWith("EFS "), r.name());
      assertTrue(!r.heading().isEmpty(), r.name());
    }
    assertEquals("Exiting a Road", EfsRuleHeading.ROAD_EXIT.heading());
    assertEquals("Minsk-Smolensk-Moscow Motorway", EfsRuleHeading.MOTORWAY.heading());
  }

  @Test
  void boxesAndRegionsThatNameASideNameAKnownOne() {
    InvalidInputException box = bad(() -> Fx.clear().box(new OffMapBox("air-ready",
        EfsVocabulary.AIR_READY, Set.of(), Map.of("side", "allies"))).state());
    assertEquals("boxes.air-ready.attributes.side", box.field());
    assertEquals("boxes.air-ready.attributes.side: unknown side 'allies'; known: axis, soviet",
        box.getMessage());
    // other boxes are not about air transport, and their attributes are their own
    Fx.clear().box(new OffMapBox("reserve", "holding", Set.of(), Map.of("side", "allies")))
        .state();
    Fx.clear().box(new OffMapBox("air-ready", EfsVocabulary.AIR_READY, Set.of(), Map.of()))
        .state();
    InvalidInputException region = bad(() -> Fx.clear().region("pocket",
        EfsVocabulary.CONTROL_REGION, Map.of(), "0303").state());
    assertEquals("regions.pocket.attributes.side", region.field());
    Fx.clear().region("north", "weather-zone", Map.of(), "0303").state();
  }

  @Test
  void aUnitProblemIsReportedAtTheUnitsPlaceInTheList() {
    Unit base = panzer("pz", "0303");
    InvalidInputException e = bad(() -> Fx.clear().unit(Fx.infantry("inf", "0505"))
        .unit(Unit.builder().from(base).putAttributes(EfsVocabulary.MP_SPENT, "-1").build())
        .state());
    assertEquals("units[1].attributes.mp-spent", e.field());
    assertEquals("units[1].attributes.mp-spent: must not be negative, got -1", e.getMessage());
  }

  @Test
  void markersNameTheirOwnerAndTheirHexside() {
    InvalidInputException bridge = bad(() -> Fx.clear().side("0303", "0403", EfsHexside.RIVER)
        .bridge("allies", "0303", "0403", EfsVocabulary.OPERATING).state());
    assertEquals("markers[0].side", bridge.field());
    InvalidInputException line = bad(() -> Fx.clear().marker(Marker.builder()
        .kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED).position(Position.hex(hex("0303")))
        .build()).state());
    assertEquals("markers[0].hexside: a destroyed fortified line marker needs its hexside",
        line.getMessage());
  }
}
