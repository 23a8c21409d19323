package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;

import org.junit.jupiter.api.Test;

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
        EfsRule.TERRAIN, 1);
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.SNOW).state(), "inf", "0403"), 4.0);
  }

  @Test
  void aFrozenLakeCostsTwoMoreForEveryone() {
    // clear in snow 2 for both columns, +2 for the lake
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.SNOW).state(), "pz", "0403"), 4.0);
    // arctic: clear 2a = 3 for the Axis panzer, +2
    assertLegal(check(across(EfsHexside.LAKE, EfsWeather.ARCTIC).state(), "pz", "0403"), 5.0);
  }
}
