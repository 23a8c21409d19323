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
import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
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
  static final HexMap EAST = withConvoyBoxes(new TestMap("e", 1, MAJURO, GUADALCANAL,
      TOWNSVILLE, KWAJALEIN, TRUK)
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
      .box("micronesia-zone", HexsystemVocabulary.BOX_HOLDING, Map.of())
      .box("usa", HexsystemVocabulary.BOX_OFF_MAP, attrs("naval-zones", "coral-sea",
          "controller", "western"))).build();

  /** The Convoys and Used boxes of Micronesia and the Coral Sea. */
  private static TestMap withConvoyBoxes(TestMap m) {
    return m.box("micronesia-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone",
            "micronesia"))
        .box("micronesia-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "micronesia"))
        .box("coral-sea-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone",
            "coral-sea"))
        .box("coral-sea-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "coral-sea"));
  }

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
  void aVoyageGoesOnThroughAMultiZonePortThatIsTheOnlyHexOfBothZones() {
    // here no other hex lies in two zones: Guadalcanal alone joins Micronesia and the Coral Sea
    HexMap map = withConvoyBoxes(new TestMap("e", 1, MAJURO, GUADALCANAL, TOWNSVILLE)
        .fill(HexTerrain.CLEAR).hex(MAJURO, HexTerrain.OPEN_PORT)
        .hex(GUADALCANAL, HexTerrain.OPEN_PORT).hex(TOWNSVILLE, HexTerrain.OPEN_PORT)
        .region("micronesia", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), MAJURO,
            GUADALCANAL)
        .region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), GUADALCANAL,
            TOWNSVILLE)).build();
    GameState s = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(3).at(map, MAJURO))
        .add(convoy("m1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.CONTROL, WESTERN, map, MAJURO),
            marker(HexsystemVocabulary.CONTROL, WESTERN, map, GUADALCANAL),
            marker(HexsystemVocabulary.CONTROL, WESTERN, map, TOWNSVILLE)).build();
    Verdict v = check(s, "brit", GUADALCANAL, TOWNSVILLE);
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
    assertEquals(Mp.of(3), v.steps().get(0).cost());
    assertEquals(Mp.ZERO, v.steps().get(1).cost());
    assertEquals("3!", reach(s, "brit").get(TOWNSVILLE));
    assertEquals("3", reach(s, "brit").get(GUADALCANAL));
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
    HexMap map = twoMorePorts();
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

  // ---- our own cases

  @Test
  void theCheapestPathMayBeAVoyageAcrossTheMap() {
    GameState s = example().build();
    Route r = Fixtures.RULES.path(s, MoveQuery.of("brit-majuro"),
        Position.hex(EAST.parse(GUADALCANAL))).orElseThrow();
    assertEquals(Mp.of(2), r.cost());
    assertEquals(1, r.steps().size());
    assertEquals(Position.hex(EAST.parse(GUADALCANAL)), r.end());
  }

  @Test
  void theUsedConvoysAreReportedAtTheStepsThatUsedThem() {
    GameState s = example().add(Marker.builder().kind(HexsystemVocabulary.TROOP_CONVOY)
        .side(WESTERN).position(Position.box("coral-sea-convoys"))
        .putAttributes(HexsystemVocabulary.CONVOY_TYPE, "escort")
        .putAttributes(HexsystemVocabulary.CONVOY_NATIONALITY, BRITISH).build()).build();
    Verdict v = check(s, "brit-majuro", GUADALCANAL, TOWNSVILLE);
    assertLegal(v);
    assertEquals(2, v.warnings().size());
    assertEquals(1, v.warnings().get(0).step().orElse(-1));
    assertEquals("the standard Troop Convoy bc1 moves to the micronesia-used box",
        v.warnings().get(0).reason());
    assertEquals(2, v.warnings().get(1).step().orElse(-1));
    assertEquals("the escort Troop Convoy moves to the coral-sea-used box",
        v.warnings().get(1).reason());
    assertEquals(HexsystemRule.USED_CONVOYS.heading(), v.warnings().get(1).rule().heading());
  }

  @Test
  void aUnitTooBigForEveryConvoyIsToldAboutCapacityFirst() {
    // a US Fleet Train could carry the corps but serves US units only; the British convoy serves
    // it but carries one step: capacity is what the British corps lacks
    GameState mixed = state(EAST).add(unit("corps", WESTERN).nat(BRITISH).steps(2).ma(2)
        .at(EAST, LAE)).add(convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us"),
            convoy("bc", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Violation v = assertViolation(check(mixed, "corps", TOWNSVILLE),
        HexsystemRule.TRANSPORT_CAPACITY, 1);
    assertEquals("no friendly Troop Convoy in the coral-sea Convoys box can carry a unit of 2"
        + " steps (one convoy carries one one-step unit; only a Fleet Train carries more, and"
        + " convoys do not combine)", v.reason());
    // nothing fits and nothing serves: capacity again
    GameState neither = state(EAST).add(unit("thais", AXIS).nat("thai").steps(2).ma(2)
        .at(EAST, LAE)).add(convoy("jc", AXIS, "coral-sea-convoys", "standard", "japanese"))
        .attribute("faction.australia", AXIS).build();
    assertViolation(check(neither, "thais", TOWNSVILLE), HexsystemRule.TRANSPORT_CAPACITY, 1);
    // one step, wrong nationality: nationality
    GameState small = state(EAST).add(unit("thai", AXIS).nat("thai").ma(2).at(EAST, LAE))
        .add(convoy("jc", AXIS, "coral-sea-convoys", "standard", "japanese"))
        .attribute("faction.australia", AXIS).build();
    Violation n = assertViolation(check(small, "thai", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    assertEquals("none of the friendly Troop Convoys in the coral-sea Convoys box may carry thai"
        + " units", n.reason());
    // a unit without a nationality is named by its side
    GameState nameless = state(EAST).add(unit("u", AXIS).ma(2).at(EAST, LAE))
        .add(convoy("jc", AXIS, "coral-sea-convoys", "standard", "japanese"))
        .attribute("faction.australia", AXIS).build();
    assertTrue(assertViolation(check(nameless, "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1).reason().contains("may carry axis units"));
  }

  @Test
  void aConvoyServesTheUnitsItsNationalityNamesWhateverSideHoldsTheMarker() {
    // the table reads the convoy's nationality: a British convoy carries Western units, so one
    // handed to the Soviet side carries no Soviet unit; likewise Axis and Soviet scratch convoys
    assertViolation(check(one(SOVIET, "russian", BRITISH, "standard", SOVIET), "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    assertViolation(check(one(WESTERN, BRITISH, "axis", "scratch", WESTERN), "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    assertViolation(check(one(WESTERN, BRITISH, "soviet", "scratch", WESTERN), "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    assertViolation(check(one(SOVIET, "russian", "us", "standard", SOVIET), "u", TOWNSVILLE),
        HexsystemRule.CONVOY_NATIONALITY, 1);
    // an Exp unit is carried by any friendly convoy all the same
    GameState exp = state(EAST).add(unit("u", SOVIET).nat("russian").ma(2).at(EAST, LAE)
        .flag(HexsystemVocabulary.FLAG_EXP))
        .add(convoy("c", SOVIET, "coral-sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.CONTROL, SOVIET, EAST, TOWNSVILLE)).build();
    assertLegal(check(exp, "u", TOWNSVILLE));
  }

  @Test
  void aStandardConvoyIsUsedBeforeAFleetTrainWhenEitherWouldDo() {
    GameState s = state(EAST).add(unit("marines", WESTERN).nat("us").ma(2).at(EAST, LAE))
        .add(convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us"),
            convoy("std", WESTERN, "coral-sea-convoys", "standard", "us")).build();
    GameState after = apply(s, "marines", TOWNSVILLE).state().orElseThrow();
    assertEquals(Position.box("coral-sea-used"), convoyNamed(after, "std").position());
    assertEquals(Position.box("coral-sea-convoys"), convoyNamed(after, "ft").position());
    assertTrue(check(s, "marines", TOWNSVILLE).warnings().get(0).reason()
        .contains("standard Troop Convoy std"));
    // with the Fleet Train listed last the choice is the same
    GameState reversed = state(EAST).add(unit("marines", WESTERN).nat("us").ma(2).at(EAST, LAE))
        .add(convoy("std", WESTERN, "coral-sea-convoys", "standard", "us"),
            convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us")).build();
    GameState after2 = apply(reversed, "marines", TOWNSVILLE).state().orElseThrow();
    assertEquals(Position.box("coral-sea-convoys"), convoyNamed(after2, "ft").position());
    // a multi-step unit needs the Fleet Train
    GameState big = state(EAST).add(unit("army", WESTERN).nat("us").steps(2).ma(2).at(EAST, LAE))
        .add(convoy("std", WESTERN, "coral-sea-convoys", "standard", "us"),
            convoy("ft", WESTERN, "coral-sea-convoys", "fleet-train", "us")).build();
    GameState after3 = apply(big, "army", TOWNSVILLE).state().orElseThrow();
    assertEquals(Position.box("coral-sea-used"), convoyNamed(after3, "ft").position());
    assertEquals(Position.box("coral-sea-convoys"), convoyNamed(after3, "std").position());
  }

  /** The east map with two more multi-zone open ports: e3010 (both zones), e3012 (Micronesia). */
  private static HexMap twoMorePorts() {
    HexMap.Builder b = EAST.toBuilder().hex(EAST.parse("e3010"), HexTerrain.OPEN_PORT)
        .hex(EAST.parse("e3012"), HexTerrain.OPEN_PORT);
    b.region("solomons", HexsystemVocabulary.REGION_DEPENDENT, attrs("of", "australia"),
        java.util.List.of(EAST.parse("e3010"), EAST.parse("e3012")));
    b.region("micronesia", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
        java.util.List.of(EAST.parse("e3010"), EAST.parse("e3012")));
    b.region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
        java.util.List.of(EAST.parse("e3010")));
    return b.build();
  }

  /** Majuro -> Guadalcanal -> e3010 -> e3012 crosses Micronesia twice; one convoy there. */
  private static GameState oneMicronesiaConvoy(HexMap map) {
    return state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, MAJURO))
        .add(marker(HexsystemVocabulary.CONTROL, WESTERN, map, MAJURO),
            convoy("m1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
  }

  private static boolean citesAt(Verdict v, HexsystemRule rule, int step) {
    return v.violations().stream().anyMatch(x -> x.rule().heading().equals(rule.heading())
        && x.step().orElse(-1) == step);
  }

  @Test
  void theSameOrderGetsTheSameAnswerWhenAskedAgain() {
    GameState s = oneMicronesiaConvoy(twoMorePorts());
    for (int k = 0; k < 3; k++) {
      Verdict v = check(s, "brit", GUADALCANAL, "e3010", "e3012");
      assertFalse(v.legal(), v::toString);
      assertTrue(citesAt(v, HexsystemRule.TRANSPORT_CAPACITY, 3), v::toString);
    }
  }

  @Test
  void aCapacityProblemIsReportedAlongsideTheOtherViolationsOfTheVoyage() {
    // an enemy unit next to e3010 ends the voyage there as well; an illegal move uses no convoy
    HexMap map = twoMorePorts();
    GameState s = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, MAJURO),
        unit("snlf", AXIS).at(map, "e3009"))
        .add(marker(HexsystemVocabulary.CONTROL, WESTERN, map, MAJURO),
            convoy("m1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            convoy("c1", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Verdict v = check(s, "brit", GUADALCANAL, "e3010", "e3012");
    assertFalse(v.legal());
    assertTrue(citesAt(v, HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3), v::toString);
    assertTrue(citesAt(v, HexsystemRule.TRANSPORT_CAPACITY, 3), v::toString);
    assertTrue(v.warnings().isEmpty(), v::toString);
  }

  @Test
  void aVoyageEndsAtASingleZonePortAndTheViolationSaysSo() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(2).at(EAST, LAE))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Violation v = assertViolation(check(s, "aussie", TOWNSVILLE, "e2107"),
        HexsystemRule.PORT_TO_PORT, 2);
    assertEquals("port-to-port movement ends here: e2106 is an off-map box or not a multi-zone"
        + " open port", v.reason());
  }

  @Test
  void theViolationNamesTheZoneWithoutAConvoy() {
    GameState s = state(EAST).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(EAST, MAJURO))
        .add(marker(HexsystemVocabulary.CONTROL, WESTERN, EAST, MAJURO)).build();
    Violation v = assertViolation(check(s, "brit", GUADALCANAL), HexsystemRule.PORT_TO_PORT, 1);
    assertEquals("no friendly Troop Convoy is in the micronesia Convoys box", v.reason());
  }

  @Test
  void aUnitOnAnAllSeaHexWithoutAFriendlyBeachheadCannotSail() {
    HexMap map = EAST.toBuilder().hex(EAST.parse("e2509"), HexTerrain.ALL_SEA)
        .region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
            java.util.List.of(EAST.parse("e2509"))).build();
    GameState s = state(map).add(unit("aussie", WESTERN).ma(2).at(map, "e2509"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            Fixtures.beachhead(AXIS, map, "e2509", LAE)).build();
    Violation v = assertViolation(check(s, "aussie", TOWNSVILLE), HexsystemRule.PORT_TO_PORT, 1);
    assertEquals("port-to-port movement starts from a port, a friendly beachhead or an off-map"
        + " box", v.reason());
    // nor may it step off the hex, not being on a beachhead of its own side
    Violation off = assertViolation(check(s, "aussie", LAE), HexsystemRule.TERRAIN_COSTS, 1);
    assertEquals("a unit in an all-sea hex without a friendly beachhead cannot move hex to hex",
        off.reason());
  }

  @Test
  void aUnitInAMudPortInAnEnemyZoneCannotSail() {
    GameState s = state(EAST).weather(HexsystemVocabulary.MUD)
        .add(unit("aussie", WESTERN).ma(2).at(EAST, LAE), unit("snlf", AXIS).at(EAST, "e2509"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Violation v = assertViolation(check(s, "aussie", TOWNSVILLE), HexsystemRule.MUD, 1);
    assertTrue(v.reason().startsWith("the unit cannot leave e2508"), v::toString);
    GameState fair = state(EAST).add(unit("aussie", WESTERN).ma(2).at(EAST, LAE),
        unit("snlf", AXIS).at(EAST, "e2509"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    assertLegal(check(fair, "aussie", TOWNSVILLE));
  }

  @Test
  void aPortHoldingAnEnemyUnitIsNoPlaceToDebark() {
    GameState s = state(EAST).add(unit("aussie", WESTERN).ma(2).at(EAST, LAE),
        unit("snlf", AXIS).at(EAST, TOWNSVILLE))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Violation v = assertViolation(check(s, "aussie", TOWNSVILLE), HexsystemRule.ENEMY_UNITS, 1);
    assertTrue(v.reason().contains("(snlf)"), v::toString);
    assertFalse(reach(s, "aussie").containsKey(TOWNSVILLE));
  }

  /** Majuro to Guadalcanal with convoys in both zones, Majuro held by the Western side. */
  private static S voyage() {
    return state(EAST).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(EAST, MAJURO))
        .add(convoy("bc1", WESTERN, "micronesia-convoys", "standard", BRITISH),
            convoy("bc2", WESTERN, "coral-sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.CONTROL, WESTERN, EAST, MAJURO));
  }

  @Test
  void aVoyageEndsAtAMultiZonePortInAnEnemyZoneUnlessAFriendlyUnitIsThere() {
    GameState zone = voyage().add(unit("snlf", AXIS).at(EAST, "e2612")).build();
    assertEquals("2!", reach(zone, "brit").get(GUADALCANAL));
    assertFalse(reach(zone, "brit").containsKey(TOWNSVILLE));
    Violation v = assertViolation(check(zone, "brit", GUADALCANAL, TOWNSVILLE),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
    assertTrue(v.reason().contains(GUADALCANAL), v::toString);
    GameState helped = voyage().add(unit("snlf", AXIS).at(EAST, "e2612"),
        unit("friend", WESTERN).at(EAST, GUADALCANAL)).build();
    assertLegal(check(helped, "brit", GUADALCANAL, TOWNSVILLE));
    assertEquals("2", reach(helped, "brit").get(GUADALCANAL));
  }

  @Test
  void aVoyageEndsAtAMultiZonePortInAStormOrMudZoneWhateverFriendsAreThere() {
    GameState storms = voyage().weather(HexsystemVocabulary.STORMS)
        .add(unit("snlf", AXIS).at(EAST, "e2612"), unit("friend", WESTERN).at(EAST, GUADALCANAL))
        .build();
    assertViolation(check(storms, "brit", GUADALCANAL, TOWNSVILLE),
        HexsystemRule.STORMS_AND_SNOW, 2);
    GameState mud = voyage().weather(HexsystemVocabulary.MUD)
        .add(unit("snlf", AXIS).at(EAST, "e2612"), unit("friend", WESTERN).at(EAST, GUADALCANAL))
        .build();
    assertViolation(check(mud, "brit", GUADALCANAL, TOWNSVILLE), HexsystemRule.MUD, 2);
    // storms without a zone at the port: the voyage goes on
    GameState calm = voyage().weather(HexsystemVocabulary.SNOW).build();
    assertLegal(check(calm, "brit", GUADALCANAL, TOWNSVILLE));
  }

  @Test
  void aVoyageFromAStormPortInAnEnemyZoneEndsAtTheFirstPort() {
    GameState s = voyage().weather(HexsystemVocabulary.STORMS)
        .add(unit("snlf", AXIS).at(EAST, "e3516")).build();
    assertEquals("2!", reach(s, "brit").get(GUADALCANAL));
    assertViolation(check(s, "brit", GUADALCANAL, TOWNSVILLE), HexsystemRule.STORMS_AND_SNOW, 2);
    // in fair weather the zone it leaves does not matter
    GameState fair = voyage().add(unit("snlf", AXIS).at(EAST, "e3516")).build();
    assertLegal(check(fair, "brit", GUADALCANAL, TOWNSVILLE));
  }

  /** A small sea: the Western open ports e1010 and another, both in the naval zone "sea". */
  private static HexMap twoPortSea(String other) {
    return new TestMap("e", 1, "e1010", other).fill(HexTerrain.CLEAR)
        .hex("e1010", HexTerrain.OPEN_PORT).hex(other, HexTerrain.OPEN_PORT)
        .region("home", HexsystemVocabulary.REGION_COUNTRY,
            attrs("nationality", BRITISH, "faction", WESTERN), "e1010", other)
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "e1010", other)
        .box("sea-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone", "sea"))
        .box("sea-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "sea"))
        .build();
  }

  @Test
  void aDebarkationPortExactlyAtTheNavalBaseRangeIsClosedOneHexMoreIsOpen() {
    // open ports along row 10 of a small sea; a Naval Base three or four hexes away
    HexMap map = twoPortSea("e1810");
    Hex port = map.parse("e1010");
    Hex three = map.parse("e1310");
    Hex four = map.parse("e1410");
    assertEquals(3, Hex.distance(port.q(), port.r(), three.q(), three.r()));
    assertEquals(4, Hex.distance(port.q(), port.r(), four.q(), four.r()));
    S base = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1810"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH));
    GameState near = base.add(marker(HexsystemVocabulary.NAVAL_BASE, AXIS, map, "e1310"))
        .build();
    Violation v = assertViolation(check(near, "brit", "e1010"),
        HexsystemRule.ENEMY_NAVAL_BASES, 1);
    assertEquals("e1010 is within 3 hexes of the enemy Naval Base in e1310, so it is no friendly"
        + " open port to debark at", v.reason());
    GameState far = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1810"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.NAVAL_BASE, AXIS, map, "e1410")).build();
    assertLegal(check(far, "brit", "e1010"));
    // a friendly Naval Base closes nothing; the chart may change the range
    GameState own = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1810"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.NAVAL_BASE, WESTERN, map, "e1110")).build();
    assertLegal(check(own, "brit", "e1010"));
    GameState wider = state(map).chart("naval-base.range", "4")
        .add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1810"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            marker(HexsystemVocabulary.NAVAL_BASE, AXIS, map, "e1410")).build();
    assertViolation(check(wider, "brit", "e1010"), HexsystemRule.ENEMY_NAVAL_BASES, 1);
  }

  @Test
  void everyEnemyNavalBaseCountsHoweverMany() {
    HexMap map = twoPortSea("e1818");
    S s = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1818"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH));
    // nine bases far from Lae's stand-in e1010, along column 18
    for (int k = 0; k < 9; k++) {
      s.add(marker(HexsystemVocabulary.NAVAL_BASE, AXIS, map, "e18" + (10 + k)));
    }
    assertLegal(check(s.build(), "brit", "e1010"));
    GameState tenth = s.add(marker(HexsystemVocabulary.NAVAL_BASE, AXIS, map, "e1112")).build();
    assertViolation(check(tenth, "brit", "e1010"), HexsystemRule.ENEMY_NAVAL_BASES, 1);
  }

  /**
   * A small sea with an off-map box listed first: the open ports e1010 and e1410 of a Western
   * country in the zone "sea", e1410 also in the zone "bay" with the open port e1210, and
   * off-map boxes held by each side, by none, and one on the TK map.
   */
  private static HexMap boxesFirst() {
    return new TestMap("e", 1, "e1010", "e1410").fill(HexTerrain.CLEAR)
        .hex("e1010", HexTerrain.OPEN_PORT).hex("e1410", HexTerrain.OPEN_PORT)
        .hex("e1210", HexTerrain.OPEN_PORT)
        .region("home", HexsystemVocabulary.REGION_COUNTRY,
            attrs("nationality", BRITISH, "faction", WESTERN), "e1010", "e1410", "e1210")
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "e1010", "e1410")
        .region("bay", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "e1410", "e1210")
        .box("homeland", HexsystemVocabulary.BOX_OFF_MAP,
            attrs("naval-zones", "sea", "controller", WESTERN))
        .box("bay-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone", "bay"))
        .box("bay-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "bay"))
        .box("sea-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone", "sea"))
        .box("sea-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "sea"))
        .box("axis-home", HexsystemVocabulary.BOX_OFF_MAP,
            attrs("naval-zones", "sea", "controller", AXIS))
        .box("free-harbour", HexsystemVocabulary.BOX_OFF_MAP, attrs("naval-zones", "sea"))
        .box("far-east", HexsystemVocabulary.BOX_OFF_MAP,
            attrs("naval-zones", "sea", "map", "tk"))
        .build();
  }

  @Test
  void offMapBoxesOfANavalZoneAreSailedToAndFromWhoeverHoldsThem() {
    HexMap map = boxesFirst();
    S western = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1010"),
        unit("home-guard", WESTERN).nat(BRITISH).ma(2).in("homeland"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH));
    GameState s = western.build();
    Verdict toBox = check(s, "brit", "box:homeland");
    assertLegal(toBox);
    assertEquals("port to port across sea; move ends here", toBox.steps().get(0).note());
    Verdict fromBox = check(s, "home-guard", "e1410");
    assertLegal(fromBox);
    assertEquals(Mp.of(2), fromBox.spent());
    assertEquals(Position.hex(map.parse("e1410")),
        apply(s, "home-guard", "e1410").state().orElseThrow().unit("home-guard").position());
    // a box the enemy holds is no friendly port; a box nobody holds is open to every side
    Violation enemyBox = assertViolation(check(s, "brit", "box:axis-home"),
        HexsystemRule.PORT_TO_PORT, 1);
    assertEquals("axis-home is not a friendly open port", enemyBox.reason());
    assertLegal(check(s, "brit", "box:free-harbour"));
    GameState axis = state(map).add(unit("jap", AXIS).nat("japanese").ma(2).in("axis-home"))
        .add(convoy("jc", AXIS, "sea-convoys", "standard", "japanese")).build();
    assertLegal(check(axis, "jap", "box:free-harbour"));
    assertViolation(check(axis, "jap", "box:homeland"), HexsystemRule.PORT_TO_PORT, 1);
    // Allied units do not sail to a box on the TK map; Axis units may
    Violation tk = assertViolation(check(s, "brit", "box:far-east"), HexsystemRule.TK_MAP_BOXES,
        1);
    assertEquals("Allied units cannot enter the off-map boxes of the TK map", tk.reason());
    assertLegal(check(axis, "jap", "box:far-east"));
  }

  @Test
  void anOffMapBoxNextToAnotherOffersBothTheVoyageAndTheMoveNextDoor() {
    HexMap map = EAST.toBuilder().box(new OffMapBox("hawaii", HexsystemVocabulary.BOX_OFF_MAP,
        java.util.Set.of("usa"), attrs("naval-zones", "coral-sea", "controller", WESTERN)))
        .build();
    GameState s = state(map).add(unit("yanks", WESTERN).nat("us").ma(3).in("hawaii"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", "us")).build();
    Map<String, String> r = reach(s, "yanks");
    assertEquals("3!", r.get("box:usa"));
    assertEquals("3!", r.get(TOWNSVILLE));
    assertEquals("3!", r.get(LAE));
    Verdict sail = check(s, "yanks", TOWNSVILLE);
    assertEquals("port to port across coral-sea; move ends here", sail.steps().get(0).note());
    assertEquals(1, sail.warnings().get(0).step().orElse(-1));
    GameState after = apply(s, "yanks", TOWNSVILLE).state().orElseThrow();
    assertEquals(Position.box("coral-sea-used"), convoyNamed(after, "c").position());
    assertEquals(Position.hex(map.parse(TOWNSVILLE)), after.unit("yanks").position());
    GameState next = apply(s, "yanks", "box:usa").state().orElseThrow();
    assertEquals(Position.box("coral-sea-convoys"), convoyNamed(next, "c").position());
    assertEquals(Position.box("usa"), next.unit("yanks").position());
  }

  @Test
  void anOrderThatNoProcedureCanFollowNamesTheProcedureItWouldNeed() {
    // e2612 is clear land next to Guadalcanal; here it also lies in the Coral Sea
    HexMap map = EAST.toBuilder().region("coral-sea", HexsystemVocabulary.REGION_NAVAL_ZONE,
        Map.of(), java.util.List.of(EAST.parse("e2612"))).build();
    GameState s = state(map).add(unit("aussie", WESTERN).ma(2).at(map, "e2612"),
        unit("digger", WESTERN).ma(2).at(map, "e2409"))
        .add(convoy("c", WESTERN, "coral-sea-convoys", "standard", BRITISH)).build();
    Violation box = assertViolation(check(s, "aussie", "box:usa"), HexsystemRule.PORT_TO_PORT,
        1);
    assertEquals("an off-map box is reached only port to port, from a port or friendly beachhead"
        + " in one of its naval zones", box.reason());
    Violation land = assertViolation(check(s, "aussie", TOWNSVILLE),
        HexsystemRule.PORT_TO_PORT, 1);
    assertEquals("port-to-port movement starts from a port, a friendly beachhead or an off-map"
        + " box; e2612 is none of these", land.reason());
    assertFalse(reach(s, "aussie").containsKey(TOWNSVILLE));
    // from a hex outside every naval zone a distant port is simply not adjacent
    Violation far = assertViolation(check(s, "digger", TOWNSVILLE),
        HexsystemRule.ADJACENT_HEXES, 1);
    assertEquals("e2106 is not adjacent to e2409", far.reason());
  }

  @Test
  void aVoyageFromAnOffMapBoxGoesOnFromAMultiZonePortUnlessStormAndZoneEndIt() {
    HexMap map = boxesFirst();
    S s = state(map).add(unit("home-guard", WESTERN).nat(BRITISH).ma(2).in("homeland"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            convoy("b", WESTERN, "bay-convoys", "standard", BRITISH));
    GameState calm = s.build();
    Verdict on = check(calm, "home-guard", "e1410", "e1210");
    assertLegal(on);
    assertEquals(Mp.of(2), on.spent());
    assertEquals(2, on.warnings().size());
    // storms in the whole area: no zone, so the voyage still goes on
    GameState storms = state(map).weather(HexsystemVocabulary.STORMS)
        .add(unit("home-guard", WESTERN).nat(BRITISH).ma(2).in("homeland"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            convoy("b", WESTERN, "bay-convoys", "standard", BRITISH)).build();
    assertLegal(check(storms, "home-guard", "e1410", "e1210"));
    // an enemy next to e1410 ends it there
    GameState held = state(map).add(unit("home-guard", WESTERN).nat(BRITISH).ma(2)
        .in("homeland"), unit("raider", AXIS).at(map, "e1411"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            convoy("b", WESTERN, "bay-convoys", "standard", BRITISH)).build();
    assertViolation(check(held, "home-guard", "e1410", "e1210"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
  }

  @Test
  void mudWithoutAnEnemyZoneDoesNotEndAVoyage() {
    GameState mud = voyage().weather(HexsystemVocabulary.MUD).build();
    Verdict v = check(mud, "brit", GUADALCANAL, TOWNSVILLE);
    assertLegal(v);
    assertEquals("2", reach(mud, "brit").get(GUADALCANAL));
  }

  @Test
  void theMapsFirstHexIsAPortLikeAnyOther() {
    // e0908, the first hex of this sea, is an open port; a Japanese Detachment on the port
    // e0909 next to it makes that an enemy Naval Base
    HexMap base = twoPortSea("e1810");
    HexMap map = base.toBuilder().hex(base.parse("e0908"), HexTerrain.OPEN_PORT)
        .hex(base.parse("e0909"), HexTerrain.PORT)
        .region("home", HexsystemVocabulary.REGION_COUNTRY, Map.of(),
            java.util.List.of(base.parse("e0908"), base.parse("e0909")))
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(),
            java.util.List.of(base.parse("e0908"))).build();
    assertEquals("e0908", map.label(0));
    GameState s = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2).at(map, "e1810"))
        .add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH)).build();
    assertEquals("2!", reach(s, "brit").get("e0908"));
    GameState detached = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2)
        .at(map, "e1810")).add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            marker(DETACHMENT, AXIS, map, "e0909")).build();
    Violation v = assertViolation(check(detached, "brit", "e0908"),
        HexsystemRule.ENEMY_NAVAL_BASES, 1);
    assertTrue(v.reason().contains("Naval Base in e0909"), v::toString);
    // a Detachment on the corner port itself is a Naval Base as well
    GameState corner = state(map).add(unit("brit", WESTERN).nat(BRITISH).ma(2)
        .at(map, "e1810")).add(convoy("c", WESTERN, "sea-convoys", "standard", BRITISH),
            marker(DETACHMENT, AXIS, map, "e0908")).build();
    assertTrue(assertViolation(check(corner, "brit", "e1010"),
        HexsystemRule.ENEMY_NAVAL_BASES, 1).reason().contains("Naval Base in e0908"));
  }
}
