package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;
import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import io.github.warpath.rules.Violation;

/** EFS footnote (a): where the chart marks it, +1 for motorized units except Soviet armor. */
class FootnoteATest {

  private static Fx soviets(EfsWeather w) {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0303"))
        .unit(Fx.soviet("m", "mechanized", MovementClass.RED, 8, "0303"))
        .unit(Fx.rifles("r", "0303")).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET)
        .weather(w);
  }

  @Test
  void motorizedUnitsPayTheFootnoteButSovietArmorDoesNot() {
    GameState s = soviets(EfsWeather.MUD).state();
    assertLegal(check(s, "t", "0403"), 2.0);
    assertLegal(check(s, "m", "0403"), 3.0);
    assertLegal(check(s, "r", "0403"), 2.0);
    GameState axis = Fx.clear().unit(panzer("pz", "0303")).weather(EfsWeather.MUD).state();
    assertLegal(check(axis, "pz", "0403"), 3.0);
  }

  @Test
  void theFootnoteAppliesOnlyWhereTheChartMarksIt() {
    GameState dry = soviets(EfsWeather.DRY).state();
    assertLegal(check(dry, "m", "0304"), 2.0);
    GameState arctic = soviets(EfsWeather.ARCTIC).state();
    assertLegal(check(arctic, "m", "0304"), 4.0);
    assertLegal(check(arctic, "t", "0304"), 3.0);
  }

  @Test
  void aStackWithOneUnitThatPaysTheFootnotePaysIt() {
    GameState s = soviets(EfsWeather.MUD).state();
    assertLegal(check(s, MoveQuery.builder().addUnits("t", "m").build(), "0403"), 3.0);
  }

  @Test
  void aScenarioMayChangeTheFootnote() {
    GameState s = Fx.clear().unit(panzer("pz", "0303")).weather(EfsWeather.MUD)
        .chart("tec.footnote-a", "2").state();
    assertLegal(check(s, "pz", "0403"), 4.0);
  }

  @Test
  void aStepMadeTooDearByFootnoteACitesTheFootnoteWithItsArithmetic() {
    // 2 MP: clear in mud costs 2a, 3 for an Axis motorized unit; without the footnote 2 would do
    GameState s = Fx.clear().unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 2,
        "0303")).weather(EfsWeather.MUD).state();
    Violation v = assertIllegal(check(s, "pz", "0403"), EfsRuleHeading.FOOTNOTE_A, 1);
    assertEquals("footnote (a) in 0403: +1 MP to enter for motorized units; the move needs 3 MP,"
        + " 2 MP allowed", v.reason());
    assertEquals(mp(3), v.needed().orElseThrow());
    assertEquals(mp(2), v.available().orElseThrow());
    // too dear even without the footnote: the allowance forbids it
    GameState poor = Fx.clear().unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 1,
        "0303")).weather(EfsWeather.MUD).state();
    assertIllegal(check(poor, "pz", "0403"), EfsRuleHeading.ALLOWANCE, 1);
  }
}
