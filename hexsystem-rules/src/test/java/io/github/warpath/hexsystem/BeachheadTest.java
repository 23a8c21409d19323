package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.beachhead;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.JAPANESE;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1.1 Hex-to-Hex Procedure, Beachhead: a unit that has not moved may move from an adjacent
 * land hex onto a friendly beachhead, or off it across its beachhead hexside into the land hex
 * it faces; either spends the whole allowance.
 *
 * <p>The text's example: an Axis beachhead in the all-sea hex w4119 (South China Sea) faces
 * Hanoi (w4219); the Japanese 15th Army (3-3-1) starts in Haikou (w4120).
 */
class BeachheadTest {
  private static final HexMap MAP = new TestMap("w", 2, "w4119", "w4219", "w4120")
      .fill(HexTerrain.CLEAR)
      .hex("w4119", HexTerrain.ALL_SEA).hex("w4019", HexTerrain.ALL_SEA)
      .hex("w4118", HexTerrain.ALL_SEA)
      .hex("w4120", HexTerrain.PORT).hex("w4219", HexTerrain.CITY)
      .build();

  private static S example(String phase, String at) {
    return state(MAP).phase(phase).add(unit("15th-army", AXIS).nat(JAPANESE).steps(2).ma(1)
        .at(MAP, at)).add(beachhead(AXIS, MAP, "w4119", "w4219"));
  }

  @Test
  void textExampleTheArmyMovesOntoTheBeachheadAndStops() {
    GameState s = example(HexsystemVocabulary.OPERATIONAL_MOVEMENT, "w4120").build();
    Verdict v = check(s, "15th-army", "w4119");
    assertLegal(v);
    assertEquals(Mp.of(1), v.spent());
    assertEquals("beachhead; move ends here", v.steps().get(0).note());
    assertViolation(check(s, "15th-army", "w4119", "w4219"), HexsystemRule.BEACHHEAD, 2);
    GameState after = apply(s, "15th-army", "w4119").state().orElseThrow();
    assertEquals(Position.hex(MAP.parse("w4119")), after.unit("15th-army").position());
  }

  @Test
  void textExampleInTheReservePhaseItMovesOffToHanoiButNotBackToHaikou() {
    GameState s = example(HexsystemVocabulary.RESERVE_MOVEMENT, "w4119").build();
    Verdict hanoi = check(s, "15th-army", "w4219");
    assertLegal(hanoi);
    assertEquals(Mp.of(1), hanoi.spent());
    Violation back = assertViolation(check(s, "15th-army", "w4120"), HexsystemRule.BEACHHEAD,
        1);
    assertTrue(back.reason().contains("beachhead hexside"), back::toString);
    Map<String, String> r = reach(s, "15th-army");
    assertEquals("1!", r.get("w4219"));
    assertFalse(r.containsKey("w4120"));
  }

  @Test
  void aUnitThatHasMovedCannotMoveOntoABeachhead() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(4).at(MAP, "w4121"))
        .add(beachhead(AXIS, MAP, "w4119", "w4219")).build();
    Violation v = assertViolation(check(s, "inf", "w4120", "w4119"), HexsystemRule.BEACHHEAD, 2);
    assertTrue(v.reason().contains("has not moved"), v::toString);
  }

  @Test
  void anAllSeaHexsideDoesNotStopAUnitEnteringABeachhead() {
    HexMap map = new TestMap("w", 2, "w4119", "w4219", "w4120").fill(HexTerrain.CLEAR)
        .hex("w4119", HexTerrain.ALL_SEA).side("w4120", "w4119", SideFeature.ALL_SEA).build();
    GameState s = state(map).add(unit("inf", AXIS).ma(3).at(map, "w4120"))
        .add(beachhead(AXIS, map, "w4119", "w4219")).build();
    Verdict v = check(s, "inf", "w4119");
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
  }

  @Test
  void anAllSeaHexWithoutABeachheadCannotBeEntered() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w4120")).build();
    Violation v = assertViolation(check(s, "inf", "w4119"), HexsystemRule.TERRAIN_COSTS, 1);
    assertTrue(v.reason().contains("all-sea"), v::toString);
  }

  @Test
  void leavingIntoAnEnemyHeldHexIsRefused() {
    GameState s = example(HexsystemVocabulary.RESERVE_MOVEMENT, "w4119")
        .add(unit("french", WESTERN).at(MAP, "w4219")).build();
    assertViolation(check(s, "15th-army", "w4219"), HexsystemRule.ENEMY_UNITS, 1);
  }

  @Test
  void aUnitMayAlsoLeaveABeachheadPortToPort() {
    HexMap map = new TestMap("w", 2, "w4119", "w4219", "w4120").fill(HexTerrain.CLEAR)
        .hex("w4119", HexTerrain.ALL_SEA).hex("w4121", HexTerrain.OPEN_PORT)
        .region("south-china-sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "w4119",
            "w4121")
        .box("scs-convoys", HexsystemVocabulary.BOX_CONVOYS,
            Fixtures.attrs("naval-zone", "south-china-sea"))
        .box("scs-used", HexsystemVocabulary.BOX_USED,
            Fixtures.attrs("naval-zone", "south-china-sea"))
        .build();
    GameState s = state(map).phase(HexsystemVocabulary.RESERVE_MOVEMENT)
        .add(unit("15th-army", AXIS).nat(JAPANESE).steps(1).ma(1).at(map, "w4119"))
        .add(beachhead(AXIS, map, "w4119", "w4219"),
            Fixtures.marker(HexsystemVocabulary.CONTROL, AXIS, map, "w4121"),
            Fixtures.convoy("jc", AXIS, "scs-convoys", "standard", JAPANESE)).build();
    Verdict v = check(s, "15th-army", "w4121");
    assertLegal(v);
    assertEquals("port to port across south-china-sea; move ends here",
        v.steps().get(0).note());
    Map<String, String> r = reach(s, "15th-army");
    assertEquals("1!", r.get("w4121"));
    assertEquals("1!", r.get("w4219"));
  }

  @Test
  void aUnitOnABeachheadCanLeaveOnlyAtTheStartOfItsMove() {
    // onto the beachhead and straight off again in the same phase is not possible
    GameState s = state(MAP).add(unit("inf", AXIS).ma(6).at(MAP, "w4120"))
        .add(beachhead(AXIS, MAP, "w4119", "w4219")).build();
    Verdict v = check(s, "inf", "w4119", "w4219");
    assertFalse(v.legal());
    assertEquals(2, v.violations().get(0).step().orElse(-1));
  }

  @Test
  void aUnitLeavesABeachheadAcrossWhicheverHexsideItFaces() {
    // an all-sea hex in open land; the beachhead faces each of its six neighbours in turn
    HexMap filled = new TestMap("w", 2, "w2020").fill(HexTerrain.CLEAR).build();
    HexMap map = filled.toBuilder().clearHex(filled.parse("w2020"))
        .hex(filled.parse("w2020"), HexTerrain.ALL_SEA).build();
    for (int d = 0; d < 6; d++) {
      String faced = Fixtures.next(map, "w2020", d);
      String other = Fixtures.next(map, "w2020", (d + 1) % 6);
      GameState s = state(map).add(unit("inf", AXIS).ma(2).at(map, "w2020"))
          .add(beachhead(AXIS, map, "w2020", faced)).build();
      Verdict off = check(s, "inf", faced);
      assertLegal(off);
      assertEquals(Mp.of(2), off.spent());
      assertEquals("beachhead; move ends here", off.steps().get(0).note());
      Violation v = assertViolation(check(s, "inf", other), HexsystemRule.BEACHHEAD, 1);
      assertTrue(v.reason().contains("beachhead hexside"), v::toString);
      // and a unit next to it may move onto it from any side
      GameState onto = state(map).add(unit("inf", AXIS).ma(2).at(map, other))
          .add(beachhead(AXIS, map, "w2020", faced)).build();
      assertEquals("2!", reach(onto, "inf").get("w2020"));
    }
  }
}
