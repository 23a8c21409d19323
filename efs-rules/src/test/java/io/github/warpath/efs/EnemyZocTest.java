package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.cost;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * EFS enemy ZOC: entering an enemy zone of control costs +1 (not in Reaction Movement); a unit
 * may not move straight from one enemy zone of control into another; in mud, motorized units
 * project their zone of control only along roads and railroads; overrun units project none.
 *
 * <p>The Soviet unit at 0505 controls 0405, 0406, 0504, 0506, 0605 and 0606.
 */
class EnemyZocTest {

  private static Fx front() {
    return Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0305"));
  }

  @Test
  void enteringAnEnemyZoneOfControlCostsOneMore() {
    GameState s = front().state();
    assertLegal(check(s, "pz", "0405"), 2.0);
    assertLegal(check(s, "pz", "0304"), 1.0);
  }

  @Test
  void leavingAnEnemyZoneOfControlCostsNothingExtra() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0405")).state();
    assertLegal(check(s, "pz", "0305", "0205"), 2.0);
  }

  @Test
  void aUnitMayNotMoveStraightFromOneEnemyZoneOfControlIntoAnother() {
    GameState s = front().state();
    assertIllegal(check(s, "pz", "0405", "0406"), EfsRuleHeading.ENEMY_ZOC, 2);
    GameState inside = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0405")).state();
    assertIllegal(check(inside, "pz", "0504"), EfsRuleHeading.ENEMY_ZOC, 1);
  }

  @Test
  void enemyHexesCannotBeEnteredByMovement() {
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0405")).state();
    assertIllegal(check(s, "pz", "0505"), EfsRuleHeading.ENEMY_UNITS, 1);
  }

  @Test
  void reactionMovementPaysNoZoneOfControlCost() {
    GameState s = front().phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, "pz", "0405"), 1.0);
  }

  @Test
  void unitsUnderAnOverrunMarkerOrWithoutZoneOfControlProjectNone() {
    GameState overrun = Fx.clear().unit(rifles("r", "0505", EfsVocabulary.OVERRUN))
        .unit(panzer("pz", "0305")).state();
    assertLegal(check(overrun, "pz", "0405", "0406"), 2.0);
    GameState noZoc = Fx.clear().unit(rifles("r", "0505", EfsVocabulary.NO_ZOC))
        .unit(panzer("pz", "0305")).state();
    assertLegal(check(noZoc, "pz", "0405"), 1.0);
  }

  @Test
  void inMudMotorizedUnitsProjectTheirZoneOfControlOnlyAlongRoadsAndRailroads() {
    GameState s = Fx.clear().line(EfsHexside.MINOR_ROAD, "0505", "0405")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0505"))
        .unit(panzer("pz", "0305")).weather(EfsWeather.MUD).state();
    // clear in mud costs 2a = 3 for the Axis panzer; only 0405 (along the road) is controlled.
    assertLegal(check(s, "pz", "0405"), 4.0);
    assertLegal(check(s, "pz", "0406"), 3.0);
    GameState rail = Fx.clear().line(EfsHexside.RAILROAD, "0505", "0406")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0505"))
        .unit(panzer("pz", "0305")).weather(EfsWeather.MUD).state();
    assertLegal(check(rail, "pz", "0406"), 4.0);
    assertLegal(check(rail, "pz", "0405"), 3.0);
    // non-motorized units project all round in mud too
    GameState foot = front().weather(EfsWeather.MUD).state();
    assertLegal(check(foot, "pz", "0406"), 4.0);
  }

  @Test
  void theRangeAddsTheSurchargeAndLetsTheUnitGoOnBeyond() {
    GameState s = front().state();
    Reach r = Fx.reach(s, MoveQuery.of("pz"));
    assertEquals(mp(2.0), cost(r, "0405"));
    // 0305 -> 0405 (2) -> 0404? 0404 is not controlled by 0505; clear 1.
    assertEquals(mp(2.0), cost(r, "0404"));
    assertEquals(-1, r.indexOf(Fx.hex("0505")));
  }

  @Test
  void theStepIntoAnEnemyZoneOfControlSaysWhatItAdded() {
    Verdict v = check(front().state(), "pz", "0405");
    assertEquals("enemy ZOC +1 MP", v.steps().get(0).note());
    Verdict reaction = check(front().phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET)
        .state(), "pz", "0405");
    assertEquals("", reaction.steps().get(0).note());
  }

  @Test
  void zonesOfControlReachTheCornersOfTheMap() {
    // a Soviet tank in mud at 0202 controls only the corner hex 0101, along the road to it
    GameState corner = Fx.clear().line(EfsHexside.MINOR_ROAD, "0202", "0101")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0202"))
        .unit(Fx.infantry("inf", "0102")).weather(EfsWeather.MUD).state();
    // clear in mud 2, +1 for the ZOC
    assertLegal(check(corner, "inf", "0101"), 3.0);
    assertLegal(check(corner, "inf", "0103"), 2.0);
    // the last hex of the map (1011): its ZOC in mud runs along the road to 1010 only
    GameState last = Fx.clear().line(EfsHexside.MINOR_ROAD, "1011", "1010")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "1011"))
        .unit(Fx.infantry("inf", "0909")).weather(EfsWeather.MUD).state();
    assertLegal(check(last, "inf", "1010"), 3.0);
    assertLegal(check(last, "inf", "0910"), 2.0);
    GameState dry = Fx.clear().unit(Fx.rifles("r", "1011")).unit(Fx.infantry("inf", "0909"))
        .state();
    assertLegal(check(dry, "inf", "0910"), 2.0);
  }

  @Test
  void everyEnemyUnitProjectsItsZoneOfControlHoweverManyThereAre() {
    Fx f = new Fx(20, 10);
    HexMap map = f.map.build();
    int n = 0;
    for (int i = 0; i < map.size(); i++) {
      String label = map.label(i);
      if (Integer.parseInt(label.substring(0, 2)) >= 14 && !label.equals("2005")) {
        f.unit(rifles("r" + n++, label));
      }
    }
    assertEquals(69, n);
    // the seventieth enemy unit, the one that matters here
    GameState s = f.unit(rifles("last", "0505")).unit(panzer("pz", "0305")).state();
    assertLegal(check(s, "pz", "0405"), 2.0);
    assertLegal(check(s, "pz", "0304"), 1.0);
  }

  @Test
  void aStepMadeTooDearByTheZoneOfControlSurchargeCitesTheZoneOfControlRule() {
    // 1 MP: clear 0405 costs 1, but it is in the zone of control of the unit at 0505 (+1)
    GameState s = Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0305")).state();
    Violation v = assertIllegal(check(s, "pz", "0405"), EfsRuleHeading.ENEMY_ZOC, 1);
    assertEquals("0405 is in an enemy zone of control: +1 MP to enter; the move needs 2 MP, 1 MP"
        + " allowed", v.reason());
    assertEquals(Fx.mp(2), v.needed().orElseThrow());
    assertEquals(Fx.mp(1), v.available().orElseThrow());
  }

  @Test
  void aStepThatOnlyTheSumOfItsSurchargesMakesTooDearCitesTheFirstOfThem() {
    // 1 MP: clear 0403 behind a fortified line (+1) in the zone of control of the rifles at
    // 0503 (+1) costs 3; without either surcharge alone it would still cost 2
    GameState s = Fx.clear().side("0303", "0403", EfsHexside.SOVIET_FORTIFIED_LINE)
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0303"))
        .unit(rifles("r", "0503")).state();
    Violation v = assertIllegal(check(s, "inf", "0403"), EfsRuleHeading.ENEMY_ZOC, 1);
    assertEquals("0403 is in an enemy zone of control: +1 MP to enter; the fortified line between"
        + " 0303 and 0403: +1 MP to cross; the move needs 3 MP, 1 MP allowed", v.reason());
    assertEquals(mp(3), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
  }

  @Test
  void aStepFromTheFirstHexOfTheMapMadeTooDearByAZoneOfControlCitesTheZoneOfControlRule() {
    // 1 MP: 0102, next to the rifles at 0103, costs 1 + 1 from the corner hex 0101
    GameState s = Fx.clear().unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0101"))
        .unit(rifles("r", "0103")).state();
    Violation v = assertIllegal(check(s, "inf", "0102"), EfsRuleHeading.ENEMY_ZOC, 1);
    assertEquals("0102 is in an enemy zone of control: +1 MP to enter; the move needs 2 MP, 1 MP"
        + " allowed", v.reason());
  }
}
