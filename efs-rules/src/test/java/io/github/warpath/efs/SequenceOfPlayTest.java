package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.MovementPhase;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * EFS sequence of play: the Axis moves Regular, fights, then moves motorized units; the Soviet
 * player moves motorized units first, and non-motorized units only when an HQ activated them
 * (or cavalry), then fights and makes the Regular move.
 */
class SequenceOfPlayTest {

  private static Fx soviets(EfsPhase phase, String... flags) {
    return Fx.clear().unit(Fx.rifles("r", "0303", flags))
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0505"))
        .phase(phase, EfsVocabulary.SOVIET);
  }

  @Test
  void theSovietMotorizedPhaseComesFirstForSovietArmor() {
    GameState s = soviets(EfsPhase.MOTORIZED_MOVEMENT).state();
    assertLegal(check(s, "t", "0506", "0507"), 2.0);
  }

  @Test
  void aSovietNonMotorizedUnitMovesInTheMotorizedPhaseOnlyIfActivatedByAnHq() {
    assertIllegal(check(soviets(EfsPhase.MOTORIZED_MOVEMENT).state(), "r", "0304"),
        EfsRuleHeading.SEQUENCE_OF_PLAY, 0);
    GameState activated = soviets(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.HQ_ACTIVATED)
        .state();
    assertEquals(mp(5), check(activated, "r", "0304").allowance());
    assertLegal(check(activated, "r", "0304", "0305"), 2.0);
  }

  @Test
  void activationIsASovietAbility() {
    GameState s = Fx.clear().unit(Fx.infantry("inf", "0303", EfsVocabulary.HQ_ACTIVATED))
        .phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.MOVEMENT_PHASES, 0);
  }

  @Test
  void everySovietUnitMovesInTheSovietRegularPhase() {
    GameState s = soviets(EfsPhase.REGULAR_MOVEMENT).state();
    assertLegal(check(s, "r", "0304"), 1.0);
    assertLegal(check(s, "t", "0506"), 1.0);
  }

  @Test
  void aPhaseThatNamesNoSideIsTheActiveSidesAndOneThatNamesASideIsThatSides() {
    GameState s = soviets(EfsPhase.REGULAR_MOVEMENT).state();
    GameState same = Fx.RULES.enterPhase(s, MovementPhase.of(EfsPhase.MOTORIZED_MOVEMENT.id(), "",
        "motorized movement"));
    assertEquals(EfsPhase.MOTORIZED_MOVEMENT.id(), same.environment().phase());
    assertEquals(EfsVocabulary.SOVIET, same.environment().activeSide());
    GameState axis = Fx.RULES.enterPhase(s, MovementPhase.of(EfsPhase.MOTORIZED_MOVEMENT.id(),
        EfsVocabulary.AXIS, "Axis motorized movement"));
    assertEquals(EfsVocabulary.AXIS, axis.environment().activeSide());
  }
}
