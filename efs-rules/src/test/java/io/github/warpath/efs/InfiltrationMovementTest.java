package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hexside;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import org.junit.jupiter.api.Test;

/**
 * EFS infiltration: yellow units move from an enemy zone of control into an adjacent one,
 * spending every point. The Soviet unit at 0505 controls 0405, 0406 and 0504.
 */
class InfiltrationMovementTest {
  private static final MoveQuery IN = MoveQuery.of("pg", EfsVocabulary.INFILTRATION);

  private static Fx front() {
    return Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("pg", "mechanized", MovementClass.YELLOW, 8, "0405"));
  }

  @Test
  void aYellowUnitMovesFromOneEnemyZoneOfControlIntoTheNextSpendingEveryPoint() {
    GameState s = front().state();
    assertIllegal(check(s, "pg", "0406"), EfsRuleHeading.ENEMY_ZOC, 1);
    assertLegal(check(s, IN, "0406"), 8.0);
    assertEquals("infiltration; move ends here", check(s, IN, "0406").steps().get(0).note());
    GameState after = Fx.RULES.apply(s, Fx.order(IN, "0406")).state().orElseThrow();
    assertEquals(Position.hex(hex("0406")), after.unit("pg").position());
    assertEquals("8", after.unit("pg").phaseMovement().orElseThrow().spent().toFraction());
    assertIllegal(check(s, IN, "0406", "0306"), EfsRuleHeading.INFILTRATION, 2);
  }

  @Test
  void onlyYellowUnitsAndOnlyInTheirSidesPhase() {
    GameState red = Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("pg", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0405")).state();
    assertIllegal(check(red, IN, "0406"), EfsRuleHeading.INFILTRATION, 0);
    GameState axisMotorized = front().phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS)
        .state();
    assertIllegal(check(axisMotorized, IN, "0406"), EfsRuleHeading.INFILTRATION, 0);
    Fx soviet = Fx.clear().unit(Fx.infantry("i", "0505"))
        .unit(Fx.soviet("pg", "mechanized", MovementClass.YELLOW, 6, "0405"));
    assertLegal(check(soviet.phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.SOVIET).state(),
        IN, "0406"), 6.0);
    assertIllegal(check(soviet.phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state(),
        IN, "0406"), EfsRuleHeading.INFILTRATION, 0);
  }

  @Test
  void itStartsAndEndsInEnemyZonesOfControl() {
    GameState away = Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("pg", "mechanized", MovementClass.YELLOW, 8, "0303")).state();
    assertIllegal(check(away, IN, "0304"), EfsRuleHeading.INFILTRATION, 0);
    assertIllegal(check(front().state(), IN, "0304"), EfsRuleHeading.INFILTRATION, 1);
  }

  @Test
  void notInMudNorIntoWoodsDuringLingeringMud() {
    assertIllegal(check(front().weather(EfsWeather.MUD).state(), IN, "0406"),
        EfsRuleHeading.INFILTRATION, 1);
    GameState lingering = front().terrain(EfsTerrain.WOODS, "0406")
        .weather(EfsWeather.DRY, "lingering-mud").state();
    assertIllegal(check(lingering, IN, "0406"), EfsRuleHeading.INFILTRATION, 1);
    assertLegal(check(lingering, IN, "0504"), 8.0);
  }

  @Test
  void notAcrossAnIntactEnemyFortifiedLineNorIntoAnEnemyStrongpoint() {
    GameState fort = front().side("0405", "0406", EfsHexside.SOVIET_FORTIFIED_LINE).state();
    assertTrue(assertIllegal(check(fort, IN, "0406"), EfsRuleHeading.INFILTRATION, 1).reason()
        .contains("fortified"));
    GameState own = front().side("0405", "0406", EfsHexside.AXIS_FORTIFIED_LINE).state();
    assertLegal(check(own, IN, "0406"), 8.0);
    GameState destroyed = front().side("0405", "0406", EfsHexside.SOVIET_FORTIFIED_LINE)
        .marker(Marker.builder().kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED)
            .position(Position.hex(hex("0405"))).hexside(Hexside.between(hex("0405"),
                hex("0406"))).build()).state();
    assertLegal(check(destroyed, IN, "0406"), 8.0);
    GameState strongpoint = front().marker(Marker.builder().kind(EfsVocabulary.STRONGPOINT)
        .side(EfsVocabulary.SOVIET).position(Position.hex(hex("0406"))).build()).state();
    assertTrue(assertIllegal(check(strongpoint, IN, "0406"), EfsRuleHeading.INFILTRATION,
        1).reason()
        .contains("strongpoint"));
    GameState friendly = front().marker(Marker.builder().kind(EfsVocabulary.STRONGPOINT)
        .side(EfsVocabulary.AXIS).position(Position.hex(hex("0406"))).build()).state();
    assertLegal(check(friendly, IN, "0406"), 8.0);
  }

  @Test
  void notAcrossAnUnbridgedMajorRiver() {
    GameState river = front().side("0405", "0406", EfsHexside.MAJOR_RIVER).state();
    assertTrue(assertIllegal(check(river, IN, "0406"), EfsRuleHeading.INFILTRATION, 1).reason()
        .contains("major river"));
    GameState road = front().side("0405", "0406", EfsHexside.MAJOR_RIVER)
        .line(EfsHexside.MINOR_ROAD, "0405", "0406").state();
    assertLegal(check(road, IN, "0406"), 8.0);
    GameState bridge = front().side("0405", "0406", EfsHexside.MAJOR_RIVER)
        .bridge(EfsVocabulary.AXIS, "0405", "0406", EfsVocabulary.OPERATING).state();
    assertLegal(check(bridge, IN, "0406"), 8.0);
  }

  @Test
  void notIntoOrOutOfAMajorCity() {
    GameState into = front().terrain(EfsTerrain.MAJOR_CITY, "0406").state();
    assertIllegal(check(into, IN, "0406"), EfsRuleHeading.INFILTRATION, 1);
    GameState out = front().terrain(EfsTerrain.MAJOR_CITY, "0405").state();
    assertIllegal(check(out, IN, "0406"), EfsRuleHeading.INFILTRATION, 1);
    GameState city = front().terrain(EfsTerrain.CITY, "0406").state();
    assertLegal(check(city, IN, "0406"), 8.0);
  }
}
