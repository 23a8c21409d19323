package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.beachhead;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.MUD;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SNOW;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.STORMS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1.4 Movement Restrictions: the procedural restriction, enemy units and beachheads, and the
 * weather restrictions (Mud, Storms, Snow). The map is the clear strip w1010 to w1610 with the
 * weather region "west" (w1010 to w1210 and their neighbours in rows 09 and 11).
 */
class MovementRestrictionsTest {
  private static final HexMap MAP = new TestMap("w", 2, "w1010", "w1610")
      .fill(HexTerrain.CLEAR)
      .hex("w1412", HexTerrain.ALL_SEA)
      .region("west", HexsystemVocabulary.REGION_WEATHER_ZONE, Map.of(), "w1009", "w1010",
          "w1011", "w1109", "w1110", "w1111", "w1209", "w1210", "w1211")
      .build();

  // ---- procedural

  @Test
  void hexToHexAndTheModesKeepToOneProcedure() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010")).build();
    Map<String, String> none = Fixtures.reach(s, MoveQuery.of("inf",
        HexsystemVocabulary.MODE_PORT_TO_PORT));
    assertEquals(Map.of("w1010", "0"), none);
    Verdict v = Fixtures.RULES.check(s, Fixtures.order(s, MoveQuery.of("inf",
        HexsystemVocabulary.MODE_BOX_TO_BOX), "w1110"));
    assertViolation(v, HexsystemRule.PROCEDURAL, 1);
  }

  // ---- unit and hex

  @Test
  void aHexWithAnEnemyUnitIsClosedWhateverItsSide() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010"),
        unit("ivan", SOVIET).at(MAP, "w1110")).build();
    Violation v = assertViolation(check(s, "inf", "w1110"), HexsystemRule.ENEMY_UNITS, 1);
    assertTrue(v.reason().contains("ivan"), v::toString);
    assertTrue(v.reason().contains("multi-step armor-type"), v::toString);
  }

  @Test
  void aHexWithAnEnemyBeachheadIsClosed() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1411"))
        .add(beachhead(WESTERN, MAP, "w1412", "w1411")).build();
    assertViolation(check(s, "inf", "w1412"), HexsystemRule.ENEMY_BEACHHEADS, 1);
  }

  @Test
  void aFriendlyUnitDoesNotCloseAHex() {
    GameState s = state(MAP).add(unit("inf", AXIS).ma(3).at(MAP, "w1010"),
        unit("friend", AXIS).at(MAP, "w1110")).build();
    assertLegal(check(s, "inf", "w1110", "w1210"));
  }

  // ---- mud

  @Test
  void aUnitCannotLeaveAMudHexInAnEnemyZoneOfControl() {
    GameState s = state(MAP).weather(MUD).add(unit("inf", AXIS).ma(3).at(MAP, "w1210"),
        unit("enemy", WESTERN).at(MAP, "w1310")).build();
    Violation v = assertViolation(check(s, "inf", "w1110"), HexsystemRule.MUD, 1);
    assertTrue(v.reason().contains("w1210"), v::toString);
    assertEquals(1, reach(s, "inf").size());
  }

  @Test
  void friendlyUnitsDoNotHelpInMud() {
    GameState s = state(MAP).weather(MUD).add(unit("inf", AXIS).ma(3).at(MAP, "w1210"),
        unit("friend", AXIS).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    assertViolation(check(s, "inf", "w1110"), HexsystemRule.MUD, 1);
  }

  @Test
  void enteringAMudHexInAZoneEndsTheMoveEvenWithAFriendlyUnitThere() {
    GameState s = state(MAP).weather(MUD).add(unit("inf", AXIS).ma(4).at(MAP, "w1010"),
        unit("friend", AXIS).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    assertEquals("2!", reach(s, "inf").get("w1210"));
    Violation v = assertViolation(check(s, "inf", "w1110", "w1210", "w1211"), HexsystemRule.MUD,
        3);
    assertTrue(v.reason().contains("w1210"), v::toString);
  }

  @Test
  void mudWithoutAZoneOfControlOrInAnotherRegionDoesNotHold() {
    GameState noZoc = state(MAP).weather(MUD).add(unit("inf", AXIS).ma(3).at(MAP, "w1210"))
        .build();
    assertLegal(check(noZoc, "inf", "w1110"));
    // mud only in the west; the unit in w1410 (fair) next to the enemy leaves freely
    GameState regional = state(MAP).regionWeather("west", MUD)
        .add(unit("inf", AXIS).ma(3).at(MAP, "w1410"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    Verdict v = check(regional, "inf", "w1510");
    assertLegal(v);
    assertEquals(Mp.of(1), v.spent());
    // while in the west it holds
    GameState west = state(MAP).regionWeather("west", MUD)
        .add(unit("inf", AXIS).ma(3).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    assertViolation(check(west, "inf", "w1110"), HexsystemRule.MUD, 1);
  }

  // ---- storms and snow

  @Test
  void enteringAStormHexInAZoneEndsTheMoveEvenWithAFriendlyUnitThere() {
    GameState s = state(MAP).weather(STORMS).add(unit("inf", AXIS).ma(4).at(MAP, "w1010"),
        unit("friend", AXIS).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    Violation v = assertViolation(check(s, "inf", "w1110", "w1210", "w1211"),
        HexsystemRule.STORMS_AND_SNOW, 3);
    assertTrue(v.reason().contains("do not negate"), v::toString);
    assertEquals("2!", reach(s, "inf").get("w1210"));
  }

  @Test
  void leavingASnowHexInAZoneEndsTheMoveInTheNextHex() {
    GameState s = state(MAP).regionWeather("west", SNOW)
        .add(unit("inf", AXIS).ma(4).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    Verdict out = check(s, "inf", "w1110");
    assertLegal(out);
    assertTrue(out.steps().get(0).note().contains("move ends here"), out::toString);
    assertViolation(check(s, "inf", "w1110", "w1010"), HexsystemRule.STORMS_AND_SNOW, 2);
    // the same start in fair weather lets the unit walk on
    GameState fair = state(MAP).add(unit("inf", AXIS).ma(4).at(MAP, "w1210"),
        unit("enemy", WESTERN).at(MAP, "w1310")).build();
    assertLegal(check(fair, "inf", "w1110", "w1010"));
  }

  @Test
  void snowWithoutAZoneOfControlChangesNothing() {
    GameState s = state(MAP).weather(SNOW).add(unit("inf", AXIS).ma(4).at(MAP, "w1010"))
        .build();
    Verdict v = check(s, "inf", "w1110", "w1210", "w1310", "w1410");
    assertLegal(v);
    assertEquals(Mp.of(4), v.spent());
  }

  @Test
  void leavingAStormsHexInAZoneEndsTheMoveInTheNextHexToo() {
    GameState s = state(MAP).regionWeather("west", STORMS)
        .add(unit("inf", AXIS).ma(4).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"))
        .build();
    Verdict out = check(s, "inf", "w1110");
    assertLegal(out);
    assertEquals("move ends here", out.steps().get(0).note());
    Violation v = assertViolation(check(s, "inf", "w1110", "w1010"),
        HexsystemRule.STORMS_AND_SNOW, 2);
    assertTrue(v.reason().contains("into or out of a Storms or Snow hex"), v::toString);
    assertEquals("1!", reach(s, "inf").get("w1110"));
    // a friendly unit in the storm hex it leaves changes nothing
    GameState helped = state(MAP).regionWeather("west", STORMS)
        .add(unit("inf", AXIS).ma(4).at(MAP, "w1210"), unit("enemy", WESTERN).at(MAP, "w1310"),
            unit("friend", AXIS).at(MAP, "w1210")).build();
    assertViolation(check(helped, "inf", "w1110", "w1010"), HexsystemRule.STORMS_AND_SNOW, 2);
  }

  /**
   * Russia with w1010 both an open port and a hex of its western edge, the open port w1410 in
   * the same naval zone, the Eastern Europe Box and the off-map box Persia next to it.
   */
  private static HexMap everyProcedure() {
    return new TestMap("w", 2, "w1010", "w1410").fill(HexTerrain.CLEAR)
        .hex("w1010", HexTerrain.OPEN_PORT).hex("w1410", HexTerrain.OPEN_PORT)
        .regionAll("russia", HexsystemVocabulary.REGION_COUNTRY,
            Fixtures.attrs("nationality", "russian", "faction", SOVIET))
        .region("edge", HexsystemVocabulary.REGION_WESTERN_EDGE, Map.of(), "w1010")
        .region("sea", HexsystemVocabulary.REGION_NAVAL_ZONE, Map.of(), "w1010", "w1410")
        .box("eastern-europe", HexsystemVocabulary.BOX_EASTERN_EUROPE, Map.of(), "persia")
        .box("persia", HexsystemVocabulary.BOX_OFF_MAP, Map.of(), "eastern-europe")
        .box("sea-convoys", HexsystemVocabulary.BOX_CONVOYS, Fixtures.attrs("naval-zone", "sea"))
        .box("sea-used", HexsystemVocabulary.BOX_USED, Fixtures.attrs("naval-zone", "sea"))
        .build();
  }

  @Test
  void eachModeOffersItsOwnProcedureOnly() {
    HexMap map = everyProcedure();
    GameState s = state(map).add(unit("rifles", SOVIET).nat("russian").ma(2).at(map, "w1010"),
        unit("guards", SOVIET).nat("russian").ma(2).in("eastern-europe"))
        .add(Fixtures.convoy("c", SOVIET, "sea-convoys", "scratch", "soviet")).build();
    Map<String, String> any = reach(s, MoveQuery.of("rifles", HexsystemVocabulary.MODE_ANY));
    assertEquals("1", any.get("w1110"));
    assertEquals("2!", any.get("w1410"));
    assertEquals("2!", any.get("box:eastern-europe"));
    Map<String, String> hex = reach(s, MoveQuery.of("rifles",
        HexsystemVocabulary.MODE_HEX_TO_HEX));
    assertEquals("1", hex.get("w1110"));
    assertEquals("2!", hex.get("box:eastern-europe"));
    assertFalse(hex.containsKey("w1410"));
    assertEquals(Map.of("w1010", "0", "w1410", "2!"), reach(s, MoveQuery.of("rifles",
        HexsystemVocabulary.MODE_PORT_TO_PORT)));
    assertEquals(Map.of("w1010", "0"), reach(s, MoveQuery.of("rifles",
        HexsystemVocabulary.MODE_BOX_TO_BOX)));
    // from the Eastern Europe Box: placement is hex to hex, Persia is box to box
    Map<String, String> out = reach(s, MoveQuery.of("guards", HexsystemVocabulary.MODE_ANY));
    assertEquals("1", out.get("w1010"));
    assertEquals("2!", out.get("box:persia"));
    Map<String, String> placed = reach(s, MoveQuery.of("guards",
        HexsystemVocabulary.MODE_HEX_TO_HEX));
    assertEquals("1", placed.get("w1010"));
    assertFalse(placed.containsKey("box:persia"));
    assertEquals(Map.of("box:eastern-europe", "0", "box:persia", "2!"), reach(s,
        MoveQuery.of("guards", HexsystemVocabulary.MODE_BOX_TO_BOX)));
    assertEquals(Map.of("box:eastern-europe", "0"), reach(s, MoveQuery.of("guards",
        HexsystemVocabulary.MODE_PORT_TO_PORT)));
    // an order outside the mode is refused for the procedure
    Violation v = assertViolation(Fixtures.RULES.check(s, Fixtures.order(s,
        MoveQuery.of("rifles", HexsystemVocabulary.MODE_PORT_TO_PORT), "w1110")),
        HexsystemRule.PROCEDURAL, 1);
    assertEquals("the query's mode does not allow hex-to-hex movement", v.reason());
  }
}
