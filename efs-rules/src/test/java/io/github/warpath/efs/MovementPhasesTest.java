package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * EFS movement phases: Regular (practically every unit of the active side), Motorized
 * (motorized units that are not orange), Reaction (the other side's motorized units); no
 * movement in the other phases.
 */
class MovementPhasesTest {

  private static Fx units() {
    return Fx.clear().unit(Fx.infantry("inf", "0303")).unit(panzer("pz", "0505"))
        .unit(Fx.rifles("r", "0808")).unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED,
            8, "0909"));
  }

  @Test
  void inTheRegularPhaseEveryUnitOfTheActiveSideMoves() {
    GameState s = units().state();
    assertLegal(check(s, "inf", "0304"), 1.0);
    assertLegal(check(s, "pz", "0506"), 1.0);
    assertTrue(assertIllegal(check(s, "r", "0807"), EfsRuleHeading.MOVEMENT_PHASES, 0).reason()
        .contains("axis"));
  }

  @Test
  void inTheMotorizedPhaseOnlyMotorizedUnitsMove() {
    GameState s = units().phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertLegal(check(s, "pz", "0506"), 1.0);
    assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.MOVEMENT_PHASES, 0);
    GameState soviet = units().phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(soviet, "t", "0908"), 1.0);
    assertIllegal(check(soviet, "pz", "0506"), EfsRuleHeading.MOVEMENT_PHASES, 0);
  }

  @Test
  void inTheReactionPhaseTheSideThatIsNotActiveMoves() {
    GameState s = units().phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, "pz", "0506"), 1.0);
    assertIllegal(check(s, "t", "0908"), EfsRuleHeading.REACTION, 0);
  }

  @Test
  void noUnitMovesInTheOtherPhases() {
    for (EfsPhase p : new EfsPhase[] {EfsPhase.SUPPLY, EfsPhase.COMBAT, EfsPhase.ENGINEERING}) {
      GameState s = units().phase(p, EfsVocabulary.AXIS).state();
      assertTrue(assertIllegal(check(s, "pz", "0506"), EfsRuleHeading.MOVEMENT_PHASES, 0).reason()
          .contains(p.id()));
      assertEquals(1, Fx.reach(s, MoveQuery.of("pz")).size());
    }
  }

  @Test
  void anUnsetPhaseIsRegularMovementAndAnUnsetSideLetsEitherMove() {
    GameState s = units().env(Environment.defaults()).state();
    assertLegal(check(s, "inf", "0304"), 1.0);
    assertLegal(check(s, "r", "0807"), 1.0);
  }
}
