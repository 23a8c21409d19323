package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.convoy;
import static io.github.warpath.hexsystem.Fixtures.marker;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.BRITISH;
import static io.github.warpath.hexsystem.HexsystemVocabulary.DETACHMENT;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1.2 Port-to-Port Procedure, with the text's example on the east map: British one-step
 * units in Majuro (e3515) and Guadalcanal (e2611), a British Troop Convoy in the Micronesia
 * Convoys box (whose naval zone box also holds a Japanese Air Force unit), and Japanese
 * Detachments in Kwajalein (e3513) and Truk (e3408) that make both Japanese Naval Bases.
 * Guadalcanal is a Multi-Zone Open Port of Micronesia and the Coral Sea; Townsville (e2106) is
 * in the Coral Sea.
 */
class PortToPortProcedureTest {
  private static final String MAJURO = "e3515";
  private static final String GUADALCANAL = "e2611";
  private static final String TOWNSVILLE = "e2106";
  private static final String KWAJALEIN = "e3513";
  private static final String TRUK = "e3408";
  private static final String RABAUL = "e2710";
  private static final String LAE = "e2508";
  static final HexMap EAST = new TestMap("e", 1, MAJURO, GUADALCANAL, TOWNSVILLE, KWAJALEIN,
      TRUK)
      .fill(HexTerrain.CLEAR)
      .hex(MAJURO, HexTerrain.OPEN_PORT).hex(GUADALCANAL, HexTerrain.OPEN_PORT)
      .hex(TOWNSVILLE, HexTerrain.OPEN_PORT).hex(TRUK, HexTerrain.OPEN_PORT)
      .hex(KWAJALEIN, HexTerrain.PORT).hex(RABAUL, HexTerrain.PORT)
      .hex(LAE, HexTerrain.OPEN_PORT)
      .region("japan", HexsystemVocabulary.REGION_COUNTRY,
          attrs("nationality", "japanese", "faction", "axis"), TRUK, KWAJALEIN, MAJURO)
      .region("australia", HexsystemVocabulary.REGION_COUNTRY,
          attrs("nationality", "australian", "faction", "western"), TOWNSVILLE, LAE, RABAUL)
      .region("solomons", HexsystemVocabulary.REGION_DEPENDENT, attrs("of", "australia"),
          GUADALCANAL)
      .region("micronesia", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), MAJURO,
          GUADALCANAL, KWAJALEIN, TRUK, RABAUL)
      .region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), GUADALCANAL,
          TOWNSVILLE, LAE, RABAUL)
      .box("micronesia-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone",
          "micronesia"))
      .box("micronesia-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "micronesia"))
      .box("coral-sea-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone",
          "coral-sea"))
      .box("coral-sea-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "coral-sea"))
      .box("micronesia-zone", HexsystemVocabulary.BOX_HOLDING, Map.of())
      .box("usa", HexsystemVocabulary.BOX_OFF_MAP, attrs("naval-zones", "coral-sea",
          "controller", "western"))
      .build();

  /** The text's situation; Majuro is held by the Western side (a control marker). */
  private static S example() {
    return state(EAST)
        .add(unit("brit-majuro", WESTERN).nat(BRITISH).ma(2).at(EAST, MAJURO),
            unit("brit-guadalcanal", WESTERN).nat(BRITISH).ma(2).at(EAST, GUADALCANAL),
            unit("japanese-air-force", AXIS).nat("japanese").kind(AIR).in("micronesia-zone"))
        .add(convoy("bc1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            marker(DETACHMENT, AXIS, EAST, KWAJALEIN), marker(DETACHMENT, AXIS, EAST, TRUK),
            marker(HexsystemVocabulary.CONTROL, WESTERN, EAST, MAJURO));
  }

  @Test
  void textExampleMajuroToGuadalcanalButNotBack() {
    GameState s = example().build();
    Verdict there = check(s, "brit-majuro", GUADALCANAL);
    assertLegal(there);
    assertEquals(Mp.of(2), there.spent());
    assertEquals("port to port across micronesia", there.steps().get(0).note());
    Violation back = assertViolation(check(s, "brit-guadalcanal", MAJURO),
        HexsystemRule.ENEMY_NAVAL_BASES, 1);
    assertTrue(back.reason().contains(KWAJALEIN), back::toString);
    assertFalse(reach(s, "brit-guadalcanal").containsKey(MAJURO));
  }

  @Test
  void textExampleOnThroughTheMultiZonePortToTownsville() {
    GameState s = example().add(convoy("bc2", WESTERN, "coral-sea-convoys", "escort", BRITISH))
        .build();
    Verdict v = check(s, "brit-majuro", GUADALCANAL, TOWNSVILLE);
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals(Mp.ZERO, v.steps().get(1).cost());
    assertEquals("2!", reach(s, "brit-majuro").get(TOWNSVILLE));
    // without the Coral Sea convoy the voyage ends at Guadalcanal
    assertViolation(check(example().build(), "brit-majuro", GUADALCANAL, TOWNSVILLE),
        HexsystemRule.PORT_TO_PORT, 2);
  }

  @Test
  void usedConvoysMoveToTheirZonesUsedBoxes() {
    GameState s = example().add(convoy("bc2", WESTERN, "coral-sea-convoys", "escort", BRITISH))
        .build();
    MoveOutcome out = apply(s, "brit-majuro", GUADALCANAL, TOWNSVILLE);
    GameState after = out.state().orElseThrow();
    assertEquals(Position.hex(EAST.parse(TOWNSVILLE)), after.unit("brit-majuro").position());
    assertEquals(Position.box("micronesia-used"), convoyNamed(after, "bc1").position());
    assertEquals(Position.box("coral-sea-used"), convoyNamed(after, "bc2").position());
    assertEquals(2, out.verdict().warnings().size());
    // the used convoy carries nobody else this phase
    assertViolation(check(after, "brit-guadalcanal", TRUK), HexsystemRule.PORT_TO_PORT, 1);
  }

  private static Marker convoyNamed(GameState s, String id) {
    return s.markers().stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
  }

  @Test
  void theDestinationMustBeAnOpenPortOfTheZone() {
    GameState s = example().build();
    // Townsville is not in Micronesia: only through a multi-zone port
    assertViolation(check(s, "brit-majuro", TOWNSVILLE), HexsystemRule.PORT_TO_PORT, 1);
    // Rabaul is a port but not an open port
    Violation v = assertViolation(check(s, "brit-majuro", RABAUL), HexsystemRule.PORT_TO_PORT,
        1);
    assertTrue(v.reason().contains("not an open port"), v::toString);
  }

  @Test
  void theDestinationMustBeFriendly() {
    GameState s = example().build();
    // Truk is a Japanese open port
    Violation v = assertViolation(check(s, "brit-guadalcanal", TRUK), HexsystemRule.PORT_TO_PORT,
        1);
    assertTrue(v.reason().contains("not a friendly open port"), v::toString);
  }

  @Test
  void theEmbarkationPortNeedNotBeOpen() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).nat("australian").ma(2)
        .at(EAST, RABAUL)).add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH))
        .build();
    assertLegal(check(s, "aussie", TOWNSVILLE));
  }

  @Test
  void aFriendlyConvoyMustBeInTheZone() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(2).at(EAST, LAE))
        .add(convoy("c", AXIS, "coral-sea-convoys", "standard", "japanese")).build();
    Violation v = assertViolation(check(s, "aussie", TOWNSVILLE), HexsystemRule.PORT_TO_PORT, 1);
    assertTrue(v.reason().contains("coral-sea"), v::toString);
  }

  @Test
  void aConvoyCarriesOneOneStepUnitAndConvoysDoNotCombine() {
    GameState s = state(EAST).add(unit("corps", WESTERN).nat(BRITISH).steps(2).ma(2)
        .at(EAST, LAE)).add(convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            convoy("c2", WESTERN, "coral-sea-convoys", "escort", BRITISH)).build();
    assertViolation(check(s, "corps", TOWNSVILLE), HexsystemRule.TRANSPORT_CAPACITY, 1);
  }

  @Test
  void theUsFleetTrainCarriesAUsUnitOfAnySize() {
    S base = state(EAST).add(convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us"));
    GameState us = base.add(unit("army", WESTERN).nat("us").steps(3).ma(2).at(EAST, LAE))
        .build();
    assertLegal(check(us, "army", TOWNSVILLE));
    GameState british = state(EAST)
        .add(convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us"))
        .add(unit("army", WESTERN).nat(BRITISH).steps(1).ma(2).at(EAST, LAE)).build();
    assertViolation(check(british, "army", TOWNSVILLE), HexsystemRule.CONVOY_NATIONALITY, 1);
  }

  @Test
  void convoyNationalityTable() {
    // British and US convoys: any Western unit
    assertLegal(check(one(WESTERN, "us", BRITISH, "standard", WESTERN), "u", TOWNSVILLE));
    assertLegal(check(one(WESTERN, "australian", "us", "escort", WESTERN), "u", TOWNSVILLE));
    // Japanese convoys: Japanese units only
    assertLegal(check(one(AXIS, "japanese", "japanese", "standard", AXIS), "u", TOWNSVILLE));
    assertViolation(check(one(AXIS, "thai", "japanese", "standard", AXIS), "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    // Axis Scratch: any Axis unit
    assertLegal(check(one(AXIS, "thai", "axis", "scratch", AXIS), "u", TOWNSVILLE));
    // Russian convoys: Russian units only; Soviet Scratch: any Soviet unit
    assertLegal(check(one(SOVIET, "russian", "russian", "standard", SOVIET), "u", TOWNSVILLE));
    assertViolation(check(one(SOVIET, "mongolian", "russian", "standard", SOVIET), "u",
        TOWNSVILLE), HexsystemRule.CONVOY_NATIONALITY, 1);
    assertLegal(check(one(SOVIET, "mongolian", "soviet", "scratch", SOVIET), "u", TOWNSVILLE));
  }

  @Test
  void anyFriendlyTroopConvoyCarriesAnExpUnit() {
    GameState s = state(EAST).add(unit("u", AXIS).nat("thai").ma(2).at(EAST, LAE)
        .flag(HexsystemVocabulary.FLAG_EXP))
        .add(convoy("c", AXIS, "coral-sea-convoys", "standard", "japanese"))
        .attribute("faction.australia", AXIS).build();
    assertLegal(check(s, "u", TOWNSVILLE));
  }

  /** A unit in Lae with one convoy in the Coral Sea; Townsville held by a side. */
  private static GameState one(String side, String nat, String convoyNat, String type,
      String controller) {
    return state(EAST).add(unit("u", side).nat(nat).ma(2).at(EAST, LAE))
        .add(convoy("c", side, "coral-sea-convoys", type, convoyNat),
            marker(HexsystemVocabulary.CONTROL, controller, EAST, TOWNSVILLE)).build();
  }

  @Test
  void portToPortIsTheWholeMoveAndUsesTheWholeAllowance() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(3).at(EAST, "e2507"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    // after a hex-to-hex step the unit cannot sail
    Violation v = assertViolation(check(s, "aussie", LAE, TOWNSVILLE), HexsystemRule.PROCEDURAL,
        2);
    assertTrue(v.reason().contains("whole move"), v::toString);
    // and after sailing it cannot walk
    GameState atLae = state(EAST).add(unit("aussie", WESTERN).ma(3).at(EAST, LAE))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            convoy("c2", WESTERN, "micronesia-convoys", "standard", BRITISH)).build();
    assertEquals(Mp.of(3), check(atLae, "aussie", GUADALCANAL).spent());
    assertViolation(check(atLae, "aussie", GUADALCANAL, "e2612"), HexsystemRule.PROCEDURAL, 2);
  }

  @Test
  void aUnitMovedToAPortInAnOffMapBoxStops() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(3).at(EAST, LAE))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Verdict v = check(s, "aussie", "box:usa");
    assertLegal(v);
    assertTrue(v.steps().get(0).note().contains("move ends here"), v::toString);
    assertEquals("3!", reach(s, "aussie").get("box:usa"));
    // and a unit in the box sails out to the zone's open ports
    GameState inBox = state(EAST).add(unit("yanks", WESTERN).nat("us").ma(3).in("usa"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", "us")).build();
    assertLegal(check(inBox, "yanks", TOWNSVILLE));
  }

  @Test
  void aVoyageDoesNotGoBackAcrossTheZoneItJustCrossed() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(3).at(EAST, TOWNSVILLE))
        .add(convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            convoy("c2", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    assertViolation(check(s, "aussie", GUADALCANAL, LAE), HexsystemRule.PORT_TO_PORT, 2);
    assertLegal(check(s, "aussie", LAE));
  }

  @Test
  void crossingAZoneAgainLaterNeedsASecondConvoyThere() {
    // a second multi-zone port (e3010) and a Micronesia port (e3012): Majuro -> Guadalcanal
    // (Micronesia) -> e3010 (Coral Sea) -> e3012 (Micronesia again)
    HexMap.Builder b = EAST.toBuilder().hex(EAST.parse("e3010"), HexTerrain.OPEN_PORT)
        .hex(EAST.parse("e3012"), HexTerrain.OPEN_PORT);
    b.region("solomons", HexsystemVocabulary.REGION_DEPENDENT, attrs("of", "australia"),
        java.util.List.of(EAST.parse("e3010"), EAST.parse("e3012")));
    b.region("micronesia", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
        java.util.List.of(EAST.parse("e3010"), EAST.parse("e3012")));
    b.region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
        java.util.List.of(EAST.parse("e3010")));
    HexMap map = b.build();
    S one = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, MAJURO))
        .add(marker(HexsystemVocabulary.CONTROL, WESTERN, map, MAJURO),
            convoy("m1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH));
    Violation v = assertViolation(check(one.build(), "brit", GUADALCANAL, "e3010", "e3012"),
        HexsystemRule.TRANSPORT_CAPACITY, 3);
    assertTrue(v.reason().contains("another Troop Convoy"), v::toString);
    GameState two = one.add(convoy("m2", WESTERN, "micronesia-convoys", "escort", BRITISH))
        .build();
    MoveOutcome out = Fixtures.apply(two, "brit", GUADALCANAL, "e3010", "e3012");
    GameState after = out.state().orElseThrow();
    for (String id : new String[] {"m1", "m2"}) {
      assertEquals(Position.box("micronesia-used"), convoyNamed(after, id).position());
    }
    assertEquals(Position.box("coral-sea-used"), convoyNamed(after, "c1").position());
    // the range goes straight there, with one convoy
    assertEquals("2!", Fixtures.reach(one.build(), "brit").get("e3012"));
  }

  @Test
  void kwantungUnitsNeverMovePortToPort() {
    GameState s = state(EAST).add(unit("kwantung", AXIS).nat(HexsystemVocabulary.KWANTUNG)
        .ma(2).at(EAST, LAE)).add(convoy("c", AXIS, "coral-sea-convoys", "standard", "axis"))
        .attribute("faction.australia", AXIS).build();
    Violation v = assertViolation(check(s, "kwantung", TOWNSVILLE),
        HexsystemRule.KWANTUNG_UNITS, 1);
    assertTrue(v.reason().contains("never"), v::toString);
  }

  @Test
  void theModeCanRestrictTheRangeToPortToPort() {
    GameState s = example().build();
    Map<String, String> r = Fixtures.reach(s, MoveQuery.of("brit-majuro",
        HexsystemVocabulary.MODE_PORT_TO_PORT));
    assertEquals(Map.of(MAJURO, "0", GUADALCANAL, "2"), r);
  }
}
