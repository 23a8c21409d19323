package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;

import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * EFS cities: cities and major cities cost half a point in all weather, whatever else is in the
 * hex, and extend every road and railroad that enters them.
 */
class CitiesTest {

  @Test
  void citiesCostHalfAPointInEveryWeather() {
    for (EfsWeather w : EfsWeather.values()) {
      GameState s = Fx.clear().terrain(EfsTerrain.CITY, "0304")
          .terrain(EfsTerrain.MAJOR_CITY, "0403").unit(Fx.infantry("inf", "0303"))
          .unit(panzer("pz", "0303")).weather(w).state();
      assertLegal(check(s, "inf", "0304"), 0.5);
      assertLegal(check(s, "pz", "0403"), 0.5);
    }
  }

  @Test
  void woodsInACityDoNotChangeItsCost() {
    GameState s = Fx.clear().terrain(EfsTerrain.CITY, "0304").terrain(EfsTerrain.WOODS, "0304")
        .unit(panzer("pz", "0303")).weather(EfsWeather.MUD).state();
    assertLegal(check(s, "pz", "0304"), 0.5);
  }

  @Test
  void aCityExtendsARailroadSoLeavingItOffTheRailCostsNothingMore() {
    GameState s = Fx.clear().terrain(EfsTerrain.CITY, "0304")
        .line(EfsHexside.RAILROAD, "0303", "0304").unit(Fx.infantry("inf", "0303")).state();
    assertLegal(check(s, "inf", "0304", "0404"), 1.5);
  }

  @Test
  void leavingAnOrdinaryRoadHexOffTheRoadCostsMoreButNotACity() {
    Fx f = Fx.clear().line(EfsHexside.MINOR_ROAD, "0303", "0304").unit(Fx.infantry("inf",
        "0303"));
    // 0304 clear: road 1/2, then off the road +1/2 and 0404 clear 1
    assertLegal(check(f.state(), "inf", "0304", "0404"), 2.0);
    GameState city = f.terrain(EfsTerrain.CITY, "0304").state();
    assertLegal(check(city, "inf", "0304", "0404"), 1.5);
  }
}
