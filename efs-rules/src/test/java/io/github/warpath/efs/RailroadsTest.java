package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * EFS railroads walked along (not rail movement): woods cost 1 less, rivers and major rivers are
 * not paid, artillery crosses major rivers, motorized units enter swamp at 3 in any weather.
 */
class RailroadsTest {

  @Test
  void alongARailroadWoodsCostOneLess() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0205")
        .line(EfsHexside.RAILROAD, "0105", "0205", "0305").unit(Fx.infantry("inf", "0105"))
        .unit(panzer("pz", "0105")).state();
    assertLegal(check(s, "inf", "0205", "0305"), 2.0);
    GameState mud = Fx.clear().terrain(EfsTerrain.WOODS, "0205")
        .line(EfsHexside.RAILROAD, "0105", "0205", "0305").unit(panzer("pz", "0105"))
        .weather(EfsWeather.MUD).state();
    // woods in mud 3a = 4, minus 1; then clear in mud 3
    assertLegal(check(mud, "pz", "0205", "0305"), 6.0);
  }

  @Test
  void leavingTheRailroadInTheWoodsPaysTheWoodsAfterAll() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0205")
        .line(EfsHexside.RAILROAD, "0105", "0205", "0305").unit(Fx.infantry("inf", "0105"))
        .state();
    assertLegal(check(s, "inf", "0205", "0206"), 3.0);
  }

  @Test
  void riversAndMajorRiversAreNotPaidAlongARailroad() {
    GameState s = Fx.clear().side("0105", "0205", EfsHexside.RIVER)
        .side("0205", "0305", EfsHexside.MAJOR_RIVER)
        .line(EfsHexside.RAILROAD, "0105", "0205", "0305").unit(Fx.infantry("inf", "0105"))
        .state();
    assertLegal(check(s, "inf", "0205", "0305"), 2.0);
    GameState noRail = Fx.clear().side("0105", "0205", EfsHexside.RIVER)
        .side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(Fx.infantry("inf", "0105")).state();
    assertLegal(check(noRail, "inf", "0205", "0305"), 5.0);
  }

  @Test
  void artilleryCrossesAMajorRiverOnlyAlongARailroadOrOverABridge() {
    Unit guns = Fx.axis("art", EfsVocabulary.ARTILLERY, MovementClass.WHITE, 4, "0205");
    GameState river = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(guns)
        .state();
    assertIllegal(check(river, "art", "0305"), EfsRuleHeading.RAILROADS, 1);
    GameState rail = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER)
        .line(EfsHexside.RAILROAD, "0205", "0305").unit(guns).state();
    assertLegal(check(rail, "art", "0305"), 1.0);
    GameState bridge = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(guns)
        .bridge(EfsVocabulary.AXIS, "0205", "0305", EfsVocabulary.OPERATING).state();
    assertLegal(check(bridge, "art", "0305"), 1.0);
    // in snow the major river is a plain +1 hexside for everyone
    GameState snow = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(guns)
        .weather(EfsWeather.SNOW).state();
    assertLegal(check(snow, "art", "0305"), 3.0);
  }

  @Test
  void motorizedUnitsEnterSwampAlongARailroadAtThreeInAnyWeather() {
    for (EfsWeather w : new EfsWeather[] {EfsWeather.DRY, EfsWeather.MUD}) {
      GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0205")
          .line(EfsHexside.RAILROAD, "0105", "0205").unit(panzer("pz", "0105")).weather(w)
          .state();
      assertLegal(check(s, "pz", "0205"), 3.0);
      GameState off = Fx.clear().terrain(EfsTerrain.SWAMP, "0205").unit(panzer("pz", "0105"))
          .weather(w).state();
      assertIllegal(check(off, "pz", "0205"), EfsRuleHeading.TERRAIN, 1);
    }
    Unit orange = Fx.axis("o", "mechanized", MovementClass.ORANGE, 8, "0105");
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0205")
        .line(EfsHexside.RAILROAD, "0105", "0205").unit(orange).state();
    assertLegal(check(s, "o", "0205"), 3.0);
  }

  @Test
  void aRailroadIsNoDetourForMotorizedUnitsInTheOpen() {
    GameState s = Fx.clear().line(EfsHexside.RAILROAD, "0105", "0205", "0305")
        .unit(panzer("pz", "0105")).state();
    Verdict v = check(s, "pz", "0205", "0305");
    assertLegal(v, 2.0);
    assertEquals("along railroad", v.steps().get(0).note());
    // through woods in dry weather it saves the point as on foot: 2 - 1
    GameState woods = Fx.clear().terrain(EfsTerrain.WOODS, "0205", "0305")
        .line(EfsHexside.RAILROAD, "0105", "0205", "0305").unit(panzer("pz", "0105")).state();
    assertLegal(check(woods, "pz", "0205", "0305"), 2.0);
  }

  @Test
  void aRailroadLeadsIntoTheCornerHexOfTheMap() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0101")
        .line(EfsHexside.RAILROAD, "0103", "0102", "0101").unit(Fx.infantry("inf", "0103"))
        .state();
    // clear 1, then the woods at 0101 along the railroad 2 - 1
    Verdict v = check(s, "inf", "0102", "0101");
    assertLegal(v, 2.0);
    assertEquals("along railroad", v.steps().get(1).note());
  }

  @Test
  void artilleryMeetsTheUnbridgedMajorRiverInEveryWeatherButSnowAndArctic() {
    Unit guns = Fx.axis("art", EfsVocabulary.ARTILLERY, MovementClass.WHITE, 6, "0205");
    for (EfsWeather w : new EfsWeather[] {EfsWeather.DRY, EfsWeather.MUD, EfsWeather.FROST}) {
      GameState s = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(guns)
          .weather(w).state();
      assertEquals("artillery crosses a major river only along a railroad or over a bridge",
          assertIllegal(check(s, "art", "0305"), EfsRuleHeading.RAILROADS, 1).reason(), w.id());
    }
    // arctic: clear 2, major river +1
    GameState arctic = Fx.clear().side("0205", "0305", EfsHexside.MAJOR_RIVER).unit(guns)
        .weather(EfsWeather.ARCTIC).state();
    assertLegal(check(arctic, "art", "0305"), 3.0);
  }
}
