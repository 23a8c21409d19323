package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * EFS Soviet cavalry: half its allowance in the Soviet Motorized Movement phase, all of it in
 * the Regular phase, and no out of supply penalty.
 */
class SovietCavalryTest {

  private static Fx cavalry(int ma, EfsPhase phase, String... flags) {
    return Fx.clear().unit(Fx.soviet("cav", EfsVocabulary.CAVALRY, MovementClass.WHITE, ma,
        "0303", flags)).phase(phase, EfsVocabulary.SOVIET);
  }

  @Test
  void halfTheAllowanceInTheSovietMotorizedPhase() {
    GameState s = cavalry(6, EfsPhase.MOTORIZED_MOVEMENT).state();
    assertLegal(check(s, "cav", "0304", "0305", "0306"), 3.0);
    assertIllegal(check(s, "cav", "0304", "0305", "0306", "0307"), EfsRuleHeading.ALLOWANCE, 4);
  }

  @Test
  void theFullAllowanceInTheRegularPhase() {
    GameState s = cavalry(6, EfsPhase.REGULAR_MOVEMENT).state();
    assertEquals(mp(6), check(s, "cav", "0304").allowance());
    assertLegal(check(s, "cav", "0304", "0305", "0306", "0307", "0308", "0309"), 6.0);
  }

  @Test
  void anOddAllowanceHalvesToHalfPoints() {
    GameState s = cavalry(5, EfsPhase.MOTORIZED_MOVEMENT).state();
    assertEquals(mp(2.5), check(s, "cav", "0304").allowance());
  }

  @Test
  void noOutOfSupplyPenalty() {
    assertEquals(mp(6), check(cavalry(6, EfsPhase.REGULAR_MOVEMENT,
        EfsVocabulary.OUT_OF_SUPPLY).state(), "cav", "0304").allowance());
    assertEquals(mp(3), check(cavalry(6, EfsPhase.MOTORIZED_MOVEMENT,
        EfsVocabulary.OUT_OF_SUPPLY).state(), "cav", "0304").allowance());
  }

  @Test
  void axisCavalryIsOrdinaryNonMotorizedCavalry() {
    GameState motorized = Fx.clear().unit(Fx.axis("cav", EfsVocabulary.CAVALRY,
        MovementClass.WHITE, 6, "0303")).phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS)
        .state();
    assertIllegal(check(motorized, "cav", "0304"), EfsRuleHeading.MOVEMENT_PHASES, 0);
    GameState oos = Fx.clear().unit(Fx.axis("cav", EfsVocabulary.CAVALRY, MovementClass.WHITE,
        6, "0303", EfsVocabulary.OUT_OF_SUPPLY)).state();
    assertEquals(mp(4), check(oos, "cav", "0304").allowance());
  }
}
