package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.mp;
import io.github.warpath.rules.Violation;

/**
 * EFS lingering mud: for a turn after mud turns to dry, every woods hex is in mud. Weather may
 * also differ by region ({@code Environment.regionWeather()}), and lingering mud may be limited
 * to a region ({@code lingering-mud@<region>}).
 */
class LingeringMudTest {

  private static Fx woods() {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0304").unit(Fx.infantry("inf", "0303"));
  }

  @Test
  void woodsHexesAreInMudButOpenGroundIsDry() {
    GameState s = woods().weather(EfsWeather.DRY, "lingering-mud").state();
    assertLegal(check(s, "inf", "0304"), 3.0);
    assertLegal(check(s, "inf", "0403"), 1.0);
    assertLegal(check(woods().state(), "inf", "0304"), 2.0);
  }

  @Test
  void lingeringMudChangesNothingWhereTheWeatherIsNotDry() {
    GameState frost = woods().weather(EfsWeather.FROST, "lingering-mud").state();
    assertLegal(check(frost, "inf", "0304"), 2.0);
  }

  @Test
  void lingeringMudCanBeLimitedToARegion() {
    GameState inside = woods().region("north", "weather-zone", Map.of(), "0304")
        .weather(EfsWeather.DRY, "lingering-mud@north").state();
    assertLegal(check(inside, "inf", "0304"), 3.0);
    GameState outside = woods().region("north", "weather-zone", Map.of(), "0101")
        .weather(EfsWeather.DRY, "lingering-mud@north").state();
    assertLegal(check(outside, "inf", "0304"), 2.0);
  }

  @Test
  void weatherMayDifferByRegion() {
    Fx f = woods().region("south", "weather-zone", Map.of(), "0403");
    f.env(Environment.builder().from(f.env).putRegionWeather("south", "mud").build());
    GameState s = f.state();
    assertLegal(check(s, "inf", "0403"), 2.0);
    assertLegal(check(s, "inf", "0302"), 1.0);
  }

  @Test
  void unknownRegionsAndConditionsAreRejected() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> woods().weather(EfsWeather.DRY, "lingering-mud@nowhere").state());
    assertEquals("environment.conditions", e.field());
    assertThrows(InvalidInputException.class, () -> woods().weather(EfsWeather.DRY, "fog")
        .state());
    Fx f = woods();
    f.env(Environment.builder().from(f.env).putRegionWeather("nowhere", "mud").build());
    assertEquals("environment.regionWeather.nowhere",
        assertThrows(InvalidInputException.class, f::state).field());
  }

  @Test
  void anUnknownRegionIsRejectedWithTheRegionsTheMapHas() {
    InvalidInputException none = assertThrows(InvalidInputException.class,
        () -> woods().weather(EfsWeather.DRY, "lingering-mud@nowhere").state());
    assertEquals("environment.conditions: unknown region 'nowhere' in 'lingering-mud@nowhere';"
        + " the map has no regions", none.getMessage());
    InvalidInputException some = assertThrows(InvalidInputException.class,
        () -> woods().region("north", "weather-zone", java.util.Map.of(), "0101")
            .region("south", "weather-zone", java.util.Map.of(), "0110")
            .weather(EfsWeather.DRY, "lingering-mud@east").state());
    assertEquals("environment.conditions: unknown region 'east' in 'lingering-mud@east'; the map"
        + " has: north, south", some.getMessage());
  }

  @Test
  void aStepMadeTooDearByLingeringMudCitesTheLingeringMudRuleWithItsArithmetic() {
    // 2 MP: woods 0304 in lingering mud cost 3 to infantry, in dry weather 2
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 2, "0303"))
        .weather(EfsWeather.DRY, "lingering-mud").state();
    Violation v = assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.LINGERING_MUD, 1);
    assertEquals("lingering mud in 0304: +1 MP to enter; the move needs 3 MP, 2 MP allowed",
        v.reason());
    assertEquals(mp(3), v.needed().orElseThrow());
    assertEquals(mp(2), v.available().orElseThrow());
  }
}
