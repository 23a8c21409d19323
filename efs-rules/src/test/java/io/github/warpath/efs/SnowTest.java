package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;

import org.junit.jupiter.api.Test;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;

/** EFS snow: rivers have no effect, major rivers cost +1. */
class SnowTest {

  private static Fx across(EfsHexside side, EfsWeather w) {
    return Fx.clear().side("0303", "0403", side).unit(Fx.infantry("inf", "0303"))
        .unit(panzer("pz", "0303")).weather(w);
  }

  @Test
  void inSnowRiversHaveNoEffect() {
    // clear in snow costs 2 for both columns
    assertLegal(check(across(EfsHexside.RIVER, EfsWeather.SNOW).state(), "inf", "0403"), 2.0);
    assertLegal(check(across(EfsHexside.RIVER, EfsWeather.SNOW).state(), "pz", "0403"), 2.0);
    assertLegal(check(across(EfsHexside.RIVER, EfsWeather.DRY).state(), "pz", "0403"), 3.0);
    assertLegal(check(across(EfsHexside.RIVER, EfsWeather.MUD).state(), "inf", "0403"), 3.0);
  }

  @Test
  void inSnowMajorRiversCostOneMore() {
    assertLegal(check(across(EfsHexside.MAJOR_RIVER, EfsWeather.SNOW).state(), "inf", "0403"),
        3.0);
    assertLegal(check(across(EfsHexside.MAJOR_RIVER, EfsWeather.SNOW).state(), "pz", "0403"),
        3.0);
    assertLegal(check(across(EfsHexside.MAJOR_RIVER, EfsWeather.DRY).state(), "pz", "0403"),
        4.0);
  }

  @Test
  void arcticTreatsRiversLikeSnowByDefault() {
    assertLegal(check(across(EfsHexside.RIVER, EfsWeather.ARCTIC).state(), "inf", "0403"), 2.0);
    assertLegal(check(across(EfsHexside.MAJOR_RIVER, EfsWeather.ARCTIC).state(), "inf", "0403"),
        3.0);
  }

  @Test
  void lakesAreCrossedOnlyWhenFrozen() {
    assertIllegal(check(across(EfsHexside.LAKE, EfsWeather.DRY).state(), "inf", "0403"),
        EfsRuleHeading.TERRAIN, 1);
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.SNOW).state(), "inf", "0403"), 4.0);
  }

  @Test
  void aFrozenLakeCostsTwoMoreForEveryone() {
    // clear in snow 2 for both columns, +2 for the lake
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.SNOW).state(), "pz", "0403"), 4.0);
    // arctic: clear 2a = 3 for the Axis panzer, +2
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.ARCTIC).state(), "pz", "0403"), 5.0);
  }

  @Test
  void aStepMadeTooDearByTheMajorRiverInSnowCitesTheSnowRuleWithItsArithmetic() {
    // 2 MP: clear in snow costs 2, the major river +1 in snow; without it 2 would do
    GameState s = Fx.clear().side("0303", "0403", EfsHexside.MAJOR_RIVER)
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 2, "0303"))
        .weather(EfsWeather.SNOW).state();
    Violation v = assertIllegal(check(s, "inf", "0403"), EfsRuleHeading.SNOW, 1);
    assertEquals("the major river between 0303 and 0403 in snow: +1 MP to cross; the move needs"
        + " 3 MP, 2 MP allowed", v.reason());
    assertEquals(mp(3), v.needed().orElseThrow());
    assertEquals(mp(2), v.available().orElseThrow());
  }
}
