package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import org.junit.jupiter.api.Test;
import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.mp;
import io.github.warpath.rules.Violation;

/**
 * EFS minor roads in mud: motorized units moving along a minor road in mud pay the other terrain
 * of the hex, but never its woods; non-motorized units keep a road rate. A minor road runs
 * 0105-0205-0305 through woods at 0205; woods also at 0206, off the road.
 */
class MinorRoadsInMudTest {

  private static Fx road(Unit u, EfsWeather w, String... conditions) {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0205", "0206")
        .line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305").unit(u).weather(w, conditions);
  }

  @Test
  void motorizedUnitsPayTheOtherTerrainButNotTheWoods() {
    GameState s = road(panzer("pz", "0105"), EfsWeather.MUD).state();
    // clear in mud: 2a = 3 for Axis motorized units, woods left out
    assertLegal(check(s, "pz", "0205", "0305"), 6.0);
    // the woods hex next to the road costs 3a = 4
    assertLegal(check(s, "pz", "0206"), 4.0);
  }

  @Test
  void sovietArmorPaysTheOtherTerrainWithoutFootnoteA() {
    GameState s = road(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0105"),
        EfsWeather.MUD).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, "t", "0205", "0305"), 4.0);
  }

  @Test
  void nonMotorizedUnitsKeepTheMinorRoadRateInMud() {
    GameState s = road(Fx.infantry("inf", "0105"), EfsWeather.MUD).state();
    assertLegal(check(s, "inf", "0205", "0305"), 2.0);
  }

  @Test
  void inDryAndFrostTheMinorRoadIsAnOrdinaryRoad() {
    assertLegal(check(road(panzer("pz", "0105"), EfsWeather.DRY).state(), "pz", "0205", "0305"),
        1.0);
    assertLegal(check(road(panzer("pz", "0105"), EfsWeather.FROST).state(), "pz", "0205",
        "0305"), 1.0);
  }

  @Test
  void lingeringMudMakesTheWoodsHexMuddyButNotTheClearOnes() {
    GameState s = road(panzer("pz", "0105"), EfsWeather.DRY, "lingering-mud").state();
    // 0205 (woods) is in mud: clear in mud 3, woods left out; 0305 is dry: 1/2
    assertLegal(check(s, "pz", "0205", "0305"), 3.5);
  }

  @Test
  void mainRoadsKeepTheirRateInMud() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0205")
        .line(EfsHexside.MAIN_ROAD, "0105", "0205", "0305").unit(panzer("pz", "0105"))
        .weather(EfsWeather.MUD).state();
    assertLegal(check(s, "pz", "0205", "0305"), 1.0);
  }

  @Test
  void whereAMainRoadRunsBesideTheMinorRoadTheUnitFollowsTheMainRoad() {
    for (EfsWeather w : new EfsWeather[] {EfsWeather.DRY, EfsWeather.MUD}) {
      GameState s = road(panzer("pz", "0105"), w).line(EfsHexside.MAIN_ROAD, "0105", "0205")
          .state();
      // 1/2 along the main road in both weathers (the woods at 0205 are not paid)
      Verdict v = check(s, "pz", "0205");
      assertLegal(v, 0.5);
      assertEquals("along main road", v.steps().get(0).note(), w.id());
    }
    // the minor road alone in dry weather
    Verdict minor = check(road(panzer("pz", "0105"), EfsWeather.DRY).state(), "pz", "0205");
    assertEquals("along minor road", minor.steps().get(0).note());
  }

  @Test
  void aStepMadeTooDearByTheMinorRoadInMudCitesTheMinorRoadRuleWithItsArithmetic() {
    // 1 MP: Soviet armor along the minor road into woods 0205 in mud pays the clear ground, 2,
    // where the minor road rate, 1/2, would do (no footnote (a) for Soviet armor)
    GameState s = road(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0105"),
        EfsWeather.MUD).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    Violation v = assertIllegal(check(s, "t", "0205"), EfsRuleHeading.MINOR_ROADS_IN_MUD, 1);
    assertEquals("the minor road into 0205 is in mud: +1½ MP to enter for motorized units; the"
        + " move needs 2 MP, 1 MP allowed", v.reason());
    assertEquals(mp(2), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
  }

  @Test
  void aStepTooDearByAZoneOfControlAndTheMinorRoadInMudCitesTheOneWhoseRemovalWouldDo() {
    // 1 1/2 MP: Soviet armor along the minor road into woods 0205 in mud pays the clear ground,
    // 2, and +1 for the zone of control of the Axis infantry at 0305: 3. Without the zone of
    // control 2 is still too dear; at the minor road rate, 1 1/2 would do.
    GameState s = road(Unit.builder().from(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED,
        1, "0105")).allowance(mp(1.5)).build(), EfsWeather.MUD)
        .unit(Fx.infantry("inf", "0305"))
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    Violation v = assertIllegal(check(s, "t", "0205"), EfsRuleHeading.MINOR_ROADS_IN_MUD, 1);
    assertEquals("0205 is in an enemy zone of control: +1 MP to enter; the minor road into 0205"
        + " is in mud: +1½ MP to enter for motorized units; the move needs 3 MP, 1½ MP allowed",
        v.reason());
    assertEquals(mp(3), v.needed().orElseThrow());
    assertEquals(mp(1.5), v.available().orElseThrow());
  }

  @Test
  void whereTheScenarioMakesTheMinorRoadFreeTheMinorRoadInMudRuleCostsTheWholeStep() {
    // 1 MP: the minor road costs nothing in dry weather; in mud Soviet armor pays the clear
    // ground of 0205, 2, all of it owed to the rule
    GameState s = road(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0105"),
        EfsWeather.MUD).chart("tec.minor-road.motorized.dry", "0")
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    Violation v = assertIllegal(check(s, "t", "0205"), EfsRuleHeading.MINOR_ROADS_IN_MUD, 1);
    assertEquals("the minor road into 0205 is in mud: +2 MP to enter for motorized units; the"
        + " move needs 2 MP, 1 MP allowed", v.reason());
  }
}
