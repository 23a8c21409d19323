package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;

/**
 * EFS motorway: only Axis motorized, orange and green units use its road rate (super-heavy
 * artillery still one hex per point); other Axis units pay the terrain as if it were not there;
 * Soviet units use it freely. The Motorway runs 0105-0205-0305-0405 through woods at 0305.
 */
class MotorwayTest {

  private static Fx motorway(Unit u) {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0305")
        .line(EfsHexside.MOTORWAY, "0105", "0205", "0305", "0405").unit(u);
  }

  @Test
  void axisMotorizedUnitsUseTheRoadRate() {
    assertLegal(check(motorway(panzer("pz", "0105")).state(), "pz", "0205", "0305", "0405"),
        1.5);
    Unit yellow = Fx.axis("y", "mechanized", MovementClass.YELLOW, 8, "0105");
    assertLegal(check(motorway(yellow).state(), "y", "0205", "0305", "0405"), 1.5);
    Unit orange = Fx.axis("o", "mechanized", MovementClass.ORANGE, 8, "0105");
    assertLegal(check(motorway(orange).state(), "o", "0205", "0305", "0405"), 1.5);
  }

  @Test
  void superHeavyArtilleryStillPaysOnePointPerHex() {
    Unit gun = Fx.axis("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 4,
        "0105");
    assertLegal(check(motorway(gun).state(), "gun", "0205", "0305", "0405"), 3.0);
  }

  @Test
  void otherAxisUnitsPayTheTerrainAsIfTheMotorwayWereNotThere() {
    GameState s = motorway(Fx.infantry("inf", "0105")).state();
    assertLegal(check(s, "inf", "0205", "0305", "0405"), 4.0);
    // no road benefit, so no road exit either: leaving the woods off the Motorway costs no more
    assertLegal(check(s, "inf", "0205", "0305", "0306"), 4.0);
  }

  @Test
  void sovietUnitsUseTheMotorwayFreely() {
    GameState s = motorway(Fx.rifles("r", "0105"))
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, "r", "0205", "0305", "0405"), 1.5);
    // and the road-exit rule applies to them: woods 2 instead of 1/2
    assertLegal(check(s, "r", "0205", "0305", "0306"), 3.5);
  }

  @Test
  void itsBridgeStillCarriesEveryoneAcrossARiver() {
    GameState s = motorway(Fx.infantry("inf", "0105")).side("0205", "0305", EfsHexside.RIVER)
        .state();
    assertLegal(check(s, "inf", "0205", "0305"), 3.0);
  }

  @Test
  void theStepsSayTheMotorwayCarriedTheUnit() {
    Verdict v = check(motorway(panzer("pz", "0105")).state(), "pz", "0205", "0305");
    assertEquals("along Motorway", v.steps().get(1).note());
    // where it shares the hexside with a main road, the Motorway is the road followed
    Verdict both = check(motorway(panzer("pz", "0105")).line(EfsHexside.MAIN_ROAD, "0105",
        "0205").state(), "pz", "0205");
    assertLegal(both, 0.5);
    assertEquals("along Motorway", both.steps().get(0).note());
    // an Axis infantry unit does not follow the Motorway, only the main road beside it
    Verdict foot = check(motorway(Fx.infantry("inf", "0105")).line(EfsHexside.MAIN_ROAD, "0105",
        "0205").state(), "inf", "0205");
    assertLegal(foot, 0.5);
    assertEquals("along main road", foot.steps().get(0).note());
  }
}
