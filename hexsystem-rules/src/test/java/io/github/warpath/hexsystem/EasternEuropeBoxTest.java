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
    assertViolation(check(reserve, "army", "w5611"), HexsystemRule.EASTERN_EUROPE_BOX, 1);
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
}
