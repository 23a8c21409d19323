package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * EFS reaction movement: motorized units of the side that is not active, not in an enemy zone
 * of control, not under an overrun marker; Soviets within range of an operating HQ; no zone of
 * control surcharge.
 */
class ReactionMovementTest {

  private static Unit hq(String at, int range, String... flags) {
    return Unit.builder().from(Fx.soviet("hq", EfsVocabulary.HQ, MovementClass.WHITE, 3, at,
        flags)).putAttributes(EfsVocabulary.HQ_RANGE, Integer.toString(range)).build();
  }

  private static Fx soviets(Unit hq) {
    Fx f = Fx.clear().unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0303"))
        .unit(Fx.infantry("inf", "0505")).phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.AXIS);
    return hq == null ? f : f.unit(hq);
  }

  @Test
  void sovietMotorizedUnitsNearAnOperatingHqReactWithoutTheZoneOfControlSurcharge() {
    GameState s = soviets(hq("0305", 3)).state();
    // 0405 is in the Axis unit's zone of control: no +1 in reaction
    assertLegal(check(s, "t", "0304", "0405"), 2.0);
  }

  @Test
  void sovietUnitsOutOfRangeOfAnOperatingHqDoNotReact() {
    assertIllegal(check(soviets(hq("0305", 3, EfsVocabulary.NON_OP)).state(), "t", "0304"),
        EfsRuleHeading.REACTION, 0);
    assertIllegal(check(soviets(hq("0308", 2)).state(), "t", "0304"), EfsRuleHeading.REACTION, 0);
    assertIllegal(check(soviets(null).state(), "t", "0304"), EfsRuleHeading.REACTION, 0);
  }

  @Test
  void axisUnitsReactWithoutAnHq() {
    GameState s = Fx.clear().unit(panzer("pz", "0303")).unit(Fx.rifles("r", "0505"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(s, "pz", "0304", "0405"), 2.0);
  }

  @Test
  void unitsInAnEnemyZoneOfControlOrUnderAnOverrunMarkerDoNotReact() {
    GameState zoc = Fx.clear().unit(panzer("pz", "0405")).unit(Fx.rifles("r", "0505"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertIllegal(check(zoc, "pz", "0305"), EfsRuleHeading.REACTION, 0);
    GameState overrun = Fx.clear().unit(panzer("pz", "0303", EfsVocabulary.OVERRUN))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertIllegal(check(overrun, "pz", "0304"), EfsRuleHeading.OVERRUN, 0);
  }

  @Test
  void onlyMotorizedUnitsThatAreNotOrangeReact() {
    GameState s = Fx.clear().unit(Fx.infantry("inf", "0303"))
        .unit(Fx.axis("o", "mechanized", MovementClass.ORANGE, 8, "0505"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.REACTION, 0);
    assertIllegal(check(s, "o", "0506"), EfsRuleHeading.MOVEMENT_CLASSES, 0);
  }

  @Test
  void anHqWithoutItsRangeIsRejected() {
    Fx f = soviets(Fx.soviet("hq", EfsVocabulary.HQ, MovementClass.WHITE, 3, "0305"));
    InvalidInputException e = assertThrows(InvalidInputException.class, f::state);
    assertEquals("units[2].attributes.hq-range", e.field());
  }

  @Test
  void theHqRangeCountsHexesAndIncludesItsLastHex() {
    // the tank at 0303 is two hexes from 0305
    assertLegal(check(soviets(hq("0305", 2)).state(), "t", "0304"), 1.0);
    assertIllegal(check(soviets(hq("0305", 1)).state(), "t", "0304"), EfsRuleHeading.REACTION, 0);
    // an HQ of range 0 covers its own hex only
    assertLegal(check(soviets(hq("0303", 0)).state(), "t", "0304"), 1.0);
    assertEquals("a Soviet unit reacts only within range of an operating Soviet HQ",
        assertIllegal(check(soviets(hq("0304", 0)).state(), "t", "0304"), EfsRuleHeading.REACTION,
            0)
            .reason());
  }

  @Test
  void inTheReactionPhaseTheActiveSideDoesNotMove() {
    GameState s = Fx.clear().unit(panzer("pz", "0303")).unit(Fx.rifles("r", "0707"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.AXIS).state();
    assertEquals("in the Reaction Movement phase only the side that is not active (soviet)"
        + " moves", assertIllegal(check(s, "pz", "0304"), EfsRuleHeading.REACTION, 0).reason());
  }

  @Test
  void aUnitInABoxNeitherReactsNorMovesOverland() {
    GameState s = soviets(hq("0305", 3)).box(new OffMapBox("air-ready", EfsVocabulary.AIR_READY,
        Set.of(), Map.of())).state();
    s = s.withUnit(s.unit("t").withPosition(Position.box("air-ready")));
    Verdict v = check(s, "t", "0304");
    assertEquals(List.of("a Soviet unit reacts only within range of an operating Soviet HQ",
        "the unit is off the map (box air-ready); only air transport leaves an Air Ready box"),
        v.violations().stream().map(Violation::reason).toList());
  }

  @Test
  void aUnitInTheCornerHexUnderAnEnemyZocDoesNotReact() {
    GameState s = Fx.clear().unit(panzer("pz", "0101")).unit(Fx.rifles("r", "0102"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertEquals("a unit in an enemy zone of control may not react", assertIllegal(check(s, "pz",
        "0202"), EfsRuleHeading.REACTION, 0).reason());
  }

  @Test
  void aUnitThatStartedThePhaseOutsideAnEnemyZocGoesOnReactingFromInsideOne() {
    // the panzer reacts from 0303 into 0405, in the zone of control of the rifles at 0505; its
    // next order starts in that zone, but the phase started outside it
    GameState s = Fx.clear().unit(panzer("pz", "0303")).unit(Fx.rifles("r", "0505"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    MoveOutcome first = Fx.RULES.apply(s, Fx.order("pz", "0304", "0405"));
    assertLegal(first.verdict(), 2.0);
    GameState after = first.state().orElseThrow();
    assertLegal(check(after, "pz", "0404"), 1.0);
    // the same hex as the start of the phase is refused
    GameState fresh = s.withUnit(s.unit("pz").withPosition(Position.hex(Fx.hex("0405"))));
    assertIllegal(check(fresh, "pz", "0404"), EfsRuleHeading.REACTION, 0);
  }

  @Test
  void aSovietUnitGoingOnInAnotherOrderIsJudgedByTheHqRangeFromWhereThePhaseBegan() {
    // the HQ at 0305 reaches two hexes: 0303 is in range, 0301 is not
    GameState s = soviets(hq("0305", 2)).state();
    MoveOutcome first = Fx.RULES.apply(s, Fx.order("t", "0302", "0301"));
    assertLegal(first.verdict(), 2.0);
    GameState after = first.state().orElseThrow();
    assertLegal(check(after, "t", "0302"), 1.0);
    GameState fresh = s.withUnit(s.unit("t").withPosition(Position.hex(Fx.hex("0301"))));
    assertIllegal(check(fresh, "t", "0302"), EfsRuleHeading.REACTION, 0);
  }
}
