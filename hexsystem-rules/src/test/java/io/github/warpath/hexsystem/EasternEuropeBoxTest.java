package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.ARMOR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.RESERVE_MOVEMENT;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1.1 Hex-to-Hex Procedure, Eastern Europe Box: a Soviet unit that has not moved enters the
 * box from a land hex of the western edge of Russia (w5311 to w6011), spending its whole
 * allowance; one that starts in the box is placed on such a hex for 1 MP and moves on.
 */
class EasternEuropeBoxTest {
  static final String[] EDGE = {"w5311", "w5411", "w5511", "w5611", "w5711", "w5811", "w5911",
      "w6011"};
  private static final HexMap MAP = new TestMap("w", 3, "w5311", "w6011")
      .fill(HexTerrain.CLEAR)
      .regionAll("russia", HexsystemVocabulary.REGION_COUNTRY,
          attrs("nationality", "russian", "faction", "soviet"))
      .region("russian-western-edge", HexsystemVocabulary.REGION_WESTERN_EDGE, Map.of(), EDGE)
      .box("eastern-europe", HexsystemVocabulary.BOX_EASTERN_EUROPE, Map.of())
      .build();
  private static final String BOX = "box:eastern-europe";

  @Test
  void aSovietUnitOnTheWesternEdgeEntersTheBoxForItsWholeAllowance() {
    GameState s = state(MAP).add(unit("army", SOVIET).nat("russian").ma(3).at(MAP, "w5511"))
        .build();
    Verdict v = check(s, "army", BOX);
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
    assertEquals("3!", reach(s, "army").get(BOX));
    GameState after = apply(s, "army", BOX).state().orElseThrow();
    assertEquals(Position.box("eastern-europe"), after.unit("army").position());
  }

  @Test
  void onlyAUnitThatHasNotMovedMayEnter() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).at(MAP, "w5512")).build();
    Violation v = assertViolation(check(s, "army", "w5511", BOX),
        HexsystemRule.EASTERN_EUROPE_BOX, 2);
    assertTrue(v.reason().contains("before it has moved"), v::toString);
  }

  @Test
  void theBoxIsEnteredOnlyFromTheWesternEdge() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).at(MAP, "w5512")).build();
    assertViolation(check(s, "army", BOX), HexsystemRule.EASTERN_EUROPE_BOX, 1);
  }

  @Test
  void onlySovietUnitsUseTheBox() {
    GameState s = state(MAP).add(unit("tommy", WESTERN).ma(3).at(MAP, "w5511")).build();
    Violation v = assertViolation(check(s, "tommy", BOX), HexsystemRule.EASTERN_EUROPE_BOX, 1);
    assertTrue(v.reason().contains("Soviet"), v::toString);
  }

  @Test
  void leavingCostsOneAndTheRestOfTheAllowanceMovesOn() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe")).build();
    Verdict v = check(s, "army", "w5611", "w5612", "w5613");
    assertLegal(v);
    assertEquals(Mp.of(1), v.steps().get(0).cost());
    assertEquals(Mp.of(3), v.spent());
    Map<String, String> r = reach(s, "army");
    for (String edge : EDGE) {
      assertEquals("1", r.get(edge), edge);
    }
    assertEquals("2", r.get("w5612"));
  }

  @Test
  void leavingIsOnlyToTheWesternEdge() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe")).build();
    assertViolation(check(s, "army", "w5612"), HexsystemRule.EASTERN_EUROPE_BOX, 1);
  }

  @Test
  void notIntoAHexWithAnEnemyAirUnit() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe"),
        unit("stuka", AXIS).kind(AIR).at(MAP, "w5611")).build();
    Violation v = assertViolation(check(s, "army", "w5611"), HexsystemRule.EASTERN_EUROPE_BOX,
        1);
    assertTrue(v.reason().contains("Air"), v::toString);
  }

  @Test
  void inTheReservePhaseNotIntoAnEnemyZoneOfControl() {
    GameState operational = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe"),
        unit("panzer", AXIS).steps(2).at(MAP, "w5612")).build();
    Verdict placed = check(operational, "army", "w5611");
    assertLegal(placed);
    assertTrue(placed.steps().get(0).note().contains("move ends here"));
    GameState reserve = state(MAP).phase(RESERVE_MOVEMENT)
        .add(unit("army", SOVIET).ma(3).in("eastern-europe"),
            unit("panzer", AXIS).steps(2).at(MAP, "w5612")).build();
    Violation v = assertViolation(check(reserve, "army", "w5611"),
        HexsystemRule.EASTERN_EUROPE_BOX, 1);
    assertEquals("in the Reserve Movement Phase a unit leaving the Eastern Europe Box cannot be"
        + " placed in an enemy zone of control", v.reason());
    // the unit may still reach it hex to hex and stop there: w5511 and w5711 are in the zone
    // too, so it is placed on w5411 and goes round through w5510 (1 + 1 + 1)
    assertEquals("3!", reach(reserve, "army").get("w5611"));
    assertLegal(check(reserve, "army", "w5311"));
  }

  @Test
  void aUnitInTheBoxIsSuppliedWhenItLeaves() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe")
        .flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY)).build();
    GameState after = apply(s, "army", "w5611").state().orElseThrow();
    assertFalse(after.unit("army").hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY));
  }

  /** The same Russia with an off-map box listed before the Eastern Europe Box and next to it. */
  private static HexMap withPoland() {
    return new TestMap("w", 3, "w5311", "w6011")
        .fill(HexTerrain.CLEAR)
        .regionAll("russia", HexsystemVocabulary.REGION_COUNTRY,
            attrs("nationality", "russian", "faction", "soviet"))
        .region("russian-western-edge", HexsystemVocabulary.REGION_WESTERN_EDGE, Map.of(), EDGE)
        .box("poland", HexsystemVocabulary.BOX_OFF_MAP, Map.of(), "eastern-europe")
        .box("eastern-europe", HexsystemVocabulary.BOX_EASTERN_EUROPE, Map.of(), "poland")
        .box("force-pool", HexsystemVocabulary.BOX_FORCE_POOL, Map.of())
        .build();
  }

  @Test
  void theBoxWorksWhereverTheMapListsItAndBesideAnAdjacentBox() {
    HexMap map = withPoland();
    assertEquals(List.of("poland", "eastern-europe", "force-pool"),
        List.copyOf(map.boxes().keySet()));
    GameState onEdge = state(map).add(unit("army", SOVIET).nat("russian").ma(3)
        .at(map, "w5511")).build();
    Verdict in = check(onEdge, "army", BOX);
    assertLegal(in);
    assertEquals("into the Eastern Europe Box; move ends here", in.steps().get(0).note());
    assertEquals(Position.box("eastern-europe"),
        apply(onEdge, "army", BOX).state().orElseThrow().unit("army").position());
    GameState inBox = state(map).add(unit("army", SOVIET).nat("russian").ma(3)
        .in("eastern-europe").flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY)).build();
    Map<String, String> r = reach(inBox, "army");
    for (String edge : EDGE) {
      assertEquals("1", r.get(edge), edge);
    }
    assertEquals("3!", r.get("box:poland"));
    Verdict out = check(inBox, "army", "w5611", "w5612");
    assertLegal(out);
    assertEquals("out of the Eastern Europe Box", out.steps().get(0).note());
    assertEquals(Mp.of(2), out.spent());
    GameState after = apply(inBox, "army", "w5611").state().orElseThrow();
    assertEquals(Position.hex(map.parse("w5611")), after.unit("army").position());
    assertFalse(after.unit("army").hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY));
    // moving on to the adjacent box keeps the unit out of supply: only leaving for the map
    // supplies it
    GameState inPoland = apply(inBox, "army", "box:poland").state().orElseThrow();
    assertEquals(Position.box("poland"), inPoland.unit("army").position());
    assertTrue(inPoland.unit("army").hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY));
  }

  @Test
  void enteringTheBoxEndsTheMoveAndSaysSo() {
    GameState s = state(MAP).add(unit("army", SOVIET).nat("russian").ma(3).at(MAP, "w5511"))
        .build();
    Violation v = assertViolation(check(s, "army", BOX, "w5511"),
        HexsystemRule.EASTERN_EUROPE_BOX, 2);
    assertEquals("entering the Eastern Europe Box spends the whole allowance", v.reason());
  }

  @Test
  void aUnitInMudAndAnEnemyZoneCannotLeaveForTheBox() {
    GameState s = state(MAP).weather(HexsystemVocabulary.MUD)
        .add(unit("army", SOVIET).nat("russian").ma(3).at(MAP, "w5511"),
            unit("panzer", AXIS).steps(2).at(MAP, "w5512")).build();
    Violation v = assertViolation(check(s, "army", BOX), HexsystemRule.MUD, 1);
    assertTrue(v.reason().startsWith("the unit cannot leave w5511"), v::toString);
    assertFalse(reach(s, "army").containsKey(BOX));
    // the zone alone, or the mud alone, does not keep it
    GameState fair = state(MAP).add(unit("army", SOVIET).nat("russian").ma(3)
        .at(MAP, "w5511"), unit("panzer", AXIS).steps(2).at(MAP, "w5512")).build();
    assertLegal(check(fair, "army", BOX));
    GameState mud = state(MAP).weather(HexsystemVocabulary.MUD)
        .add(unit("army", SOVIET).nat("russian").ma(3).at(MAP, "w5511")).build();
    assertLegal(check(mud, "army", BOX));
  }

  @Test
  void onlySovietUnitsLeaveTheBox() {
    GameState s = state(MAP).add(unit("tommy", WESTERN).ma(3).in("eastern-europe")).build();
    Violation v = assertViolation(check(s, "tommy", "w5611"), HexsystemRule.EASTERN_EUROPE_BOX,
        1);
    assertEquals("only Soviet units use the Eastern Europe Box", v.reason());
    assertEquals(Map.of(BOX, "0"), reach(s, "tommy"));
  }

  @Test
  void theUnitIsNotPlacedOnAnEnemyUnitNorInAClosedArea() {
    GameState enemy = state(MAP).add(unit("army", SOVIET).ma(3).in("eastern-europe"),
        unit("panzer", AXIS).steps(2).at(MAP, "w5611")).build();
    Violation v = assertViolation(check(enemy, "army", "w5611"), HexsystemRule.ENEMY_UNITS, 1);
    assertTrue(v.reason().contains("panzer"), v::toString);
    GameState closed = state(MAP).attribute("closed-to.soviet", "russia")
        .add(unit("army", SOVIET).ma(3).in("eastern-europe")).build();
    assertViolation(check(closed, "army", "w5611"), HexsystemRule.POLICIES_TRUCES_FAILURES, 1);
    assertEquals(Map.of(BOX, "0"), reach(closed, "army"));
  }

  @Test
  void placementCostsOnePointSoAnAllowanceOfOneIsEnough() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(1).in("eastern-europe")).build();
    Verdict v = check(s, "army", "w5611");
    assertLegal(v);
    assertEquals(Mp.of(1), v.spent());
    assertEquals(Mp.ZERO, v.remaining());
    assertViolation(check(s, "army", "w5611", "w5612"), HexsystemRule.SUFFICIENT_ALLOWANCE, 2);
  }

  @Test
  void placementIsNotAFirstHexEnteredSoHalfAPointIsTooLittle() {
    // the placement is no hex-to-hex step: the first-hex exception does not cover its point
    GameState s = state(MAP).add(unit("army", SOVIET).ma(Mp.ofHalves(1)).in("eastern-europe"))
        .build();
    Violation v = assertViolation(check(s, "army", "w5611"), HexsystemRule.SUFFICIENT_ALLOWANCE,
        1);
    assertEquals(Mp.of(1), v.needed().orElseThrow());
    assertEquals(Mp.ofHalves(1), v.available().orElseThrow());
    assertFalse(reach(s, "army").containsKey("w5611"));
    // one and a half points: placed for one, half a point is left for nothing dearer
    GameState more = state(MAP).add(unit("army", SOVIET).ma(Mp.ofHalves(3))
        .in("eastern-europe")).build();
    Verdict placed = check(more, "army", "w5611");
    assertLegal(placed);
    assertEquals(Mp.ofHalves(1), placed.remaining());
    assertViolation(check(more, "army", "w5611", "w5612"), HexsystemRule.SUFFICIENT_ALLOWANCE, 2);
  }

  @Test
  void aTankPlacedInTheZoneOfALoneUnitMayOverrunItStraightAway() {
    HexMap map = withPoland();
    GameState s = state(map).add(unit("tanks", SOVIET).nat("russian").kind(ARMOR).steps(2).ma(3)
        .in("eastern-europe"), unit("lone", AXIS).at(map, "w5612")).build();
    Verdict v = check(s, "tanks", "w5611", "w5612");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
    assertEquals("overrun (lone)", v.steps().get(1).note());
    assertViolation(check(s, "tanks", "w5611", "w5610"),
        HexsystemRule.OVERRUN_ZONES_OF_CONTROL, 2);
    assertEquals("1", reach(s, "tanks").get("w5611"));
    // with one and a half points the overrun is out of reach: the zone ends the move
    GameState poor = state(map).add(unit("tanks", SOVIET).nat("russian").kind(ARMOR).steps(2)
        .ma(Mp.ofHalves(3)).in("eastern-europe"), unit("lone", AXIS).at(map, "w5612")).build();
    assertEquals("1!", reach(poor, "tanks").get("w5611"));
    assertViolation(check(poor, "tanks", "w5611", "w5612"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
  }

  @Test
  void leavingForTheFirstHexOfTheEdgeSuppliesTheUnitToo() {
    HexMap map = withPoland();
    GameState s = state(map).add(unit("army", SOVIET).nat("russian").ma(3)
        .in("eastern-europe").flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY)).build();
    GameState after = apply(s, "army", EDGE[0]).state().orElseThrow();
    assertEquals(Position.hex(map.parse(EDGE[0])), after.unit("army").position());
    assertFalse(after.unit("army").hasFlag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY));
  }

  @Test
  void aTankPlacedSouthOfALoneUnitMustOverrunItOrStop() {
    // the lone unit in w5610 is due north of the placement hex w5611
    GameState s = state(MAP).add(unit("tanks", SOVIET).nat("russian").kind(ARMOR).steps(2).ma(3)
        .in("eastern-europe"), unit("lone", AXIS).at(MAP, "w5610")).build();
    assertEquals(Mp.of(2), check(s, "tanks", "w5611", "w5610").spent());
    assertViolation(check(s, "tanks", "w5611", "w5612"),
        HexsystemRule.OVERRUN_ZONES_OF_CONTROL, 2);
  }

  @Test
  void anEasternEuropeBoxOnANavalZoneIsAlsoAPortOfIt() {
    // the map gives the box a naval zone: Soviet units in it may sail to the zone's open ports
    HexMap map = new TestMap("w", 3, "w5311", "w6011")
        .fill(HexTerrain.CLEAR)
        .hex("w5814", HexTerrain.OPEN_PORT)
        .regionAll("russia", HexsystemVocabulary.REGION_COUNTRY,
            attrs("nationality", "russian", "faction", "soviet"))
        .region("russian-western-edge", HexsystemVocabulary.REGION_WESTERN_EDGE, Map.of(), EDGE)
        .region("baltic", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "w5814")
        .box("poland", HexsystemVocabulary.BOX_OFF_MAP, Map.of(), "eastern-europe")
        .box("eastern-europe", HexsystemVocabulary.BOX_EASTERN_EUROPE,
            attrs("naval-zones", "baltic"), "poland")
        .box("baltic-convoys", HexsystemVocabulary.BOX_CONVOYS, attrs("naval-zone", "baltic"))
        .box("baltic-used", HexsystemVocabulary.BOX_USED, attrs("naval-zone", "baltic"))
        .build();
    GameState s = state(map).add(unit("army", SOVIET).nat("russian").ma(3)
        .in("eastern-europe").flag(HexsystemVocabulary.FLAG_OUT_OF_SUPPLY))
        .add(Fixtures.convoy("rc", SOVIET, "baltic-convoys", "standard", "russian")).build();
    Map<String, String> r = reach(s, "army");
    assertEquals("3!", r.get("w5814"));
    assertEquals("3!", r.get("box:poland"));
    assertEquals("1", r.get("w5611"));
    Verdict v = check(s, "army", "w5814");
    assertLegal(v);
    assertEquals("port to port across baltic; move ends here", v.steps().get(0).note());
    assertEquals(1, v.warnings().get(0).step().orElse(-1));
    GameState after = apply(s, "army", "w5814").state().orElseThrow();
    assertEquals(Position.hex(map.parse("w5814")), after.unit("army").position());
    assertEquals(Position.box("baltic-used"), after.markers().get(0).position());
  }
}
