package io.github.warpath.hexsystem;

import static io.github.warpath.hexsystem.Fixtures.assertLegal;
import static io.github.warpath.hexsystem.Fixtures.assertViolation;
import static io.github.warpath.hexsystem.Fixtures.check;
import static io.github.warpath.hexsystem.Fixtures.marker;
import static io.github.warpath.hexsystem.Fixtures.reach;
import static io.github.warpath.hexsystem.Fixtures.state;
import static io.github.warpath.hexsystem.Fixtures.unit;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AIR;
import static io.github.warpath.hexsystem.HexsystemVocabulary.AXIS;
import static io.github.warpath.hexsystem.HexsystemVocabulary.SOVIET;
import static io.github.warpath.hexsystem.HexsystemVocabulary.WESTERN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.Fixtures.S;
import io.github.warpath.hexsystem.Fixtures.TestMap;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * 3.1 Movement: entering an enemy zone of control ends the move unless another friendly unit or
 * an Airdrop marker shares the hex; a unit may leave one it starts in; every non-phasing unit is
 * an enemy.
 *
 * <p>The map is a clear strip of row 10: w1010, w1110, ... w1610, with w1310 the enemy's hex in
 * most cases, so w1210 and w1410 (and the hexes around w1310) are in its zone of control.
 */
class EnemyZonesOfControlTest {
  private static final HexMap MAP = new TestMap("w", 2, "w1010", "w1610")
      .fill(HexTerrain.CLEAR).build();

  private static S withEnemyAt(String enemyHex, String moverHex) {
    return state(MAP).add(unit("inf", AXIS).ma(6).at(MAP, moverHex),
        unit("enemy", WESTERN).at(MAP, enemyHex));
  }

  @Test
  void enteringAnEnemyZoneOfControlEndsTheMove() {
    GameState s = withEnemyAt("w1310", "w1010").build();
    assertLegal(check(s, "inf", "w1110", "w1210"));
    Violation v = assertViolation(check(s, "inf", "w1110", "w1210", "w1211"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3);
    assertTrue(v.reason().contains("w1210"), v::toString);
    Map<String, String> r = reach(s, "inf");
    assertEquals("2!", r.get("w1210"));
    assertEquals("1", r.get("w1110"));
  }

  @Test
  void anotherFriendlyUnitInTheHexNegatesTheZone() {
    GameState s = withEnemyAt("w1310", "w1010")
        .add(unit("friend", AXIS).at(MAP, "w1210")).build();
    Verdict v = check(s, "inf", "w1110", "w1210", "w1211");
    assertLegal(v);
    assertEquals(Mp.of(3), v.spent());
    assertEquals("2", reach(s, "inf").get("w1210"));
  }

  @Test
  void aFriendlyAirdropMarkerNegatesTheZoneButAnEnemyOneDoesNot() {
    GameState friendly = withEnemyAt("w1310", "w1010")
        .add(marker(HexsystemVocabulary.AIRDROP, AXIS, MAP, "w1210")).build();
    assertLegal(check(friendly, "inf", "w1110", "w1210", "w1211"));
    GameState enemy = withEnemyAt("w1310", "w1010")
        .add(marker(HexsystemVocabulary.AIRDROP, WESTERN, MAP, "w1210")).build();
    assertViolation(check(enemy, "inf", "w1110", "w1210", "w1211"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3);
  }

  @Test
  void detachmentLogisticsAndPartisanBaseMarkersDoNotNegate() {
    for (String kind : new String[] {HexsystemVocabulary.DETACHMENT,
        HexsystemVocabulary.LOGISTICS, HexsystemVocabulary.PARTISAN_BASE}) {
      GameState s = withEnemyAt("w1310", "w1010").add(marker(kind, AXIS, MAP, "w1210")).build();
      assertViolation(check(s, "inf", "w1110", "w1210", "w1211"),
          HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3);
    }
  }

  @Test
  void aUnitThatStartsInAZoneMayLeaveIt() {
    GameState s = withEnemyAt("w1310", "w1210").build();
    Verdict v = check(s, "inf", "w1110", "w1010");
    assertLegal(v);
    assertEquals(Mp.of(2), v.spent());
  }

  @Test
  void aUnitThatStartsInAZoneMayEnterAnotherAndThenStops() {
    // w1210 and w1311 are both next to the enemy in w1310 (w1311 is its southern neighbour's
    // neighbour): moving along the enemy's front enters a zone and ends the move
    GameState s = withEnemyAt("w1310", "w1210").build();
    Verdict v = check(s, "inf", "w1211");
    assertLegal(v);
    assertTrue(v.steps().get(0).note().contains("move ends here"), v::toString);
    assertViolation(check(s, "inf", "w1211", "w1212"), HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
  }

  @Test
  void allNonPhasingUnitsAreEnemies() {
    // a Soviet unit stops a Western unit as well as an Axis one
    GameState s = state(MAP).add(unit("tommy", WESTERN).ma(6).at(MAP, "w1010"),
        unit("ivan", SOVIET).at(MAP, "w1310")).build();
    assertViolation(check(s, "tommy", "w1110", "w1210", "w1211"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3);
  }

  @Test
  void theMovingUnitDoesNotNegateTheZoneOfItsOwnStartHex() {
    GameState s = withEnemyAt("w1310", "w1210").build();
    assertViolation(check(s, "inf", "w1110", "w1210", "w1211"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 3);
  }

  @Test
  void airUnitsAndUnitsMarkedNoZocProjectNoZone() {
    GameState air = state(MAP).add(unit("inf", AXIS).ma(6).at(MAP, "w1010"),
        unit("p40", WESTERN).kind(AIR).at(MAP, "w1310")).build();
    assertEquals("2", reach(air, "inf").get("w1210"));
    GameState noZoc = state(MAP).add(unit("inf", AXIS).ma(6).at(MAP, "w1010"),
        unit("cadre", WESTERN).flag(HexsystemVocabulary.FLAG_NO_ZOC).at(MAP, "w1310")).build();
    assertEquals("2", reach(noZoc, "inf").get("w1210"));
  }

  @Test
  void zonesDoNotReachAcrossAnAllSeaHexside() {
    HexMap map = new TestMap("w", 2, "w1010", "w1610").fill(HexTerrain.CLEAR)
        .side("w1210", "w1310", SideFeature.ALL_SEA).build();
    GameState s = state(map).add(unit("inf", AXIS).ma(6).at(map, "w1010"),
        unit("enemy", WESTERN).at(map, "w1310")).build();
    assertEquals("2", reach(s, "inf").get("w1210"));
    assertEquals("2!", reach(s, "inf").get("w1211"));
  }

  @Test
  void theMapsFirstHexIsAHexLikeAnyOther() {
    // w0908 is the first hex of this small map, a corner next to w0909 and w1009 only
    HexMap map = new TestMap("w", 1, "w1010").fill(HexTerrain.CLEAR).build();
    assertEquals("w0908", map.label(0));
    GameState free = state(map).add(unit("inf", AXIS).ma(3).at(map, "w1010")).build();
    assertEquals("2", reach(free, "inf").get("w0908"));
    // an enemy in the corner holds the hexes next to it
    GameState inCorner = state(map).add(unit("enemy", WESTERN).at(map, "w0908"),
        unit("inf", AXIS).ma(3).at(map, "w1010"), unit("next", AXIS).ma(3).at(map, "w0909"))
        .build();
    assertEquals("1!", reach(inCorner, "inf").get("w1009"));
    assertViolation(check(inCorner, "inf", "w1009", "w1108"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
    Violation closed = assertViolation(check(inCorner, "next", "w0908"),
        HexsystemRule.ENEMY_UNITS, 1);
    assertEquals("w0908 holds an enemy unit (enemy); only a multi-step armor-type unit may"
        + " overrun", closed.reason());
    // an enemy next to the corner holds the corner
    GameState beside = state(map).add(unit("inf", AXIS).ma(3).at(map, "w0909"),
        unit("enemy", WESTERN).at(map, "w1009")).build();
    assertEquals("1!", reach(beside, "inf").get("w0908"));
    assertViolation(check(beside, "inf", "w0908", "w0909"),
        HexsystemRule.ENEMY_ZONE_OF_CONTROL, 2);
  }
}
