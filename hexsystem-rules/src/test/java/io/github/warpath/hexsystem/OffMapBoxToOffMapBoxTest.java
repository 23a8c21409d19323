package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.apply;
import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.attrs;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.BOX_OFF_MAP;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * 3.1.3 Off-Map Box to Off-Map Box: an Allied unit moves to a neighbouring off-map box
 * (adjacency is map data), spending its whole allowance, and stops. The boxes: india - persia -
 * caucasus (the last on the TK map), and siberia, adjacent to none.
 */
class OffMapBoxToOffMapBoxTest {
  private static final HexMap MAP = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
      .box("india", BOX_OFF_MAP, Map.of(), "persia")
      .box("persia", BOX_OFF_MAP, Map.of(), "india", "caucasus")
      .box("caucasus", BOX_OFF_MAP, attrs("map", "tk"), "persia")
      .box("siberia", BOX_OFF_MAP, Map.of())
      .build();

  @Test
  void anAlliedUnitMovesToAnAdjacentBoxForItsWholeAllowanceAndStops() {
    GameState s = state(MAP).add(unit("indian-corps", WESTERN).nat("indian").ma(3).in("india"))
        .build();
    Verdict v = check(s, "indian-corps", "box:persia");
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
    assertEquals("box to box; move ends here", v.steps().get(0).note());
    assertEquals(Map.of("box:india", "0", "box:persia", "3!"), reach(s, "indian-corps"));
    Violation on = assertViolation(check(s, "indian-corps", "box:persia", "box:india"),
        HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, 2);
    assertTrue(on.reason().contains("ends the move"), on::toString);
  }

  @Test
  void sovietUnitsAreAlliedToo() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(2).in("persia")).build();
    assertLegal(check(s, "army", "box:india"));
  }

  @Test
  void axisUnitsDoNotMoveBoxToBox() {
    GameState s = state(MAP).add(unit("italians", AXIS).ma(3).in("india")).build();
    Violation v = assertViolation(check(s, "italians", "box:persia"),
        HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, 1);
    assertTrue(v.reason().contains("Allied"), v::toString);
  }

  @Test
  void onlyToAnAdjacentBox() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("india")).build();
    Violation v = assertViolation(check(s, "army", "box:siberia"),
        HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, 1);
    assertTrue(v.reason().contains("not adjacent"), v::toString);
  }

  @Test
  void alliedUnitsCannotEnterABoxOnTheTkMap() {
    GameState s = state(MAP).add(unit("army", SOVIET).ma(3).in("persia")).build();
    assertViolation(check(s, "army", "box:caucasus"), HexsystemRule.TK_MAP_BOXES, 1);
  }

  @Test
  void anyNumberOfUnitsMayMoveBetweenTheSameBoxes() {
    GameState s = state(MAP).add(unit("a", WESTERN).ma(2).in("india"),
        unit("b", WESTERN).ma(2).in("india"), unit("c", WESTERN).ma(2).in("persia")).build();
    GameState s1 = apply(s, "a", "box:persia").state().orElseThrow();
    GameState s2 = apply(s1, "b", "box:persia").state().orElseThrow();
    GameState s3 = apply(s2, "c", "box:india").state().orElseThrow();
    assertEquals(Position.box("persia"), s3.unit("a").position());
    assertEquals(Position.box("persia"), s3.unit("b").position());
    assertEquals(Position.box("india"), s3.unit("c").position());
  }

  @Test
  void quitIndiaConcernsUnitsInIndiaOnTheMapNotThoseInABox() {
    // india is this map's first box; a Western unit there moves box to box as usual
    GameState s = state(MAP).condition("quit-india")
        .add(unit("indian-corps", WESTERN).nat("indian").ma(3).in("india")).build();
    assertLegal(check(s, "indian-corps", "box:persia"));
  }

  @Test
  void theEasternEuropeBoxIsNoNeighbourUnlessTheMapSaysSo() {
    HexMap map = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR)
        .box("india", BOX_OFF_MAP, Map.of(), "persia")
        .box("persia", BOX_OFF_MAP, Map.of(), "india")
        .box("eastern-europe", HexsystemVocabulary.BOX_EASTERN_EUROPE, Map.of())
        .build();
    GameState s = state(map).add(unit("army", SOVIET).ma(3).in("india")).build();
    Violation v = assertViolation(check(s, "army", "box:eastern-europe"),
        HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, 1);
    assertEquals("box india is not adjacent to box eastern-europe", v.reason());
    // and a box's units reach the map only port to port
    Violation hex = assertViolation(check(s, "army", "w1010"), HexsystemRule.PORT_TO_PORT, 1);
    assertEquals("from an off-map box a unit moves only to an open port of the box's naval"
        + " zones", hex.reason());
  }

  @Test
  void boxesArePlacesBesideEveryHexEvenOnASmallMap() {
    // sixteen hexes and two boxes: the boxes come after the last hex
    HexMap map = HexMap.builder(HexsystemRules.TERRAIN, 4, 4)
        .numbering(HexNumbering.builder().prefix("w").build()).fill(HexTerrain.CLEAR)
        .box(new OffMapBox("india", BOX_OFF_MAP, Set.of("persia"), Map.of()))
        .box(new OffMapBox("persia", BOX_OFF_MAP, Set.of("india"), Map.of())).build();
    assertEquals(16, map.size());
    GameState s = state(map).add(unit("corps", WESTERN).ma(2).in("india"),
        unit("walker", WESTERN).ma(1).at(map, map.label(5))).build();
    assertEquals(Map.of("box:india", "0", "box:persia", "2!"), reach(s, "corps"));
    assertEquals(Position.box("persia"),
        apply(s, "corps", "box:persia").state().orElseThrow().unit("corps").position());
    assertEquals(7, reach(s, "walker").size());
  }
}
