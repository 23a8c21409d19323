package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** EFS one hex movement: one hex whatever it costs, with its own limits. */
class OneHexMovementTest {
  private static final MoveQuery ONE = MoveQuery.of("inf", EfsVocabulary.ONE_HEX);

  /** A 1 MP infantry unit at 0303 next to woods at 0304. */
  private static Fx weak() {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0303"));
  }

  @Test
  void aUnitMovesOneHexEvenWhenItCostsMoreThanItsAllowance() {
    GameState s = weak().state();
    assertIllegal(check(s, "inf", "0304"), EfsRuleHeading.ALLOWANCE, 1);
    assertLegal(check(s, ONE, "0304"), 1.0);
    assertTrue(check(s, ONE, "0304").steps().get(0).note().contains("One Hex"));
  }

  @Test
  void oneHexMovementIsTheWholeMove() {
    GameState s = weak().state();
    assertIllegal(check(s, ONE, "0304", "0305"), EfsRuleHeading.ONE_HEX, 2);
    Reach r = Fx.reach(s, ONE);
    assertEquals(7, r.size());
    int i = r.indexOf(hex("0304"));
    assertTrue(r.mustStop(i));
    assertEquals(mp(1), r.cost(i));
  }

  @Test
  void noOneHexMovementInMudNorIntoWoodsDuringLingeringMud() {
    assertIllegal(check(weak().weather(EfsWeather.MUD).state(), ONE, "0403"),
        EfsRuleHeading.ONE_HEX,
        1);
    GameState lingering = weak().weather(EfsWeather.DRY, "lingering-mud").state();
    assertIllegal(check(lingering, ONE, "0304"), EfsRuleHeading.ONE_HEX, 1);
    assertLegal(check(lingering, ONE, "0403"), 1.0);
    // lingering mud limited to a region that does not hold the woods
    GameState elsewhere = weak().region("north", "weather-zone", Map.of(), "0101", "0102")
        .weather(EfsWeather.DRY, "lingering-mud@north").state();
    assertLegal(check(elsewhere, ONE, "0304"), 1.0);
  }

  @Test
  void notFromOneEnemyZoneOfControlIntoAnother() {
    GameState s = Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0405")).state();
    assertIllegal(check(s, ONE, "0406"), EfsRuleHeading.ONE_HEX, 1);
    assertLegal(check(s, ONE, "0305"), 1.0);
  }

  @Test
  void acrossAnUnbridgedMajorRiverOnlyInTheRegularMovementPhase() {
    Fx f = Fx.clear().side("0303", "0403", EfsHexside.MAJOR_RIVER).unit(panzer("pz", "0303"));
    MoveQuery one = MoveQuery.of("pz", EfsVocabulary.ONE_HEX);
    assertLegal(check(f.state(), one, "0403"), 10.0);
    GameState motorized = f.phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertIllegal(check(motorized, one, "0403"), EfsRuleHeading.ONE_HEX, 1);
    // an operating bridge unit makes it a bridged river
    GameState bridged = Fx.clear().side("0303", "0403", EfsHexside.MAJOR_RIVER)
        .unit(panzer("pz", "0303")).bridge(EfsVocabulary.AXIS, "0303", "0403",
            EfsVocabulary.OPERATING).phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS)
        .state();
    assertLegal(check(bridged, one, "0403"), 10.0);
    // Soviet motorized units too, in the Soviet Regular Movement phase
    GameState soviet = Fx.clear().side("0303", "0403", EfsHexside.MAJOR_RIVER)
        .unit(Fx.soviet("t", EfsVocabulary.ARMOR, MovementClass.RED, 8, "0303"))
        .phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(soviet, MoveQuery.of("t", EfsVocabulary.ONE_HEX), "0403"), 8.0);
  }

  @Test
  void acrossAMajorRiverIntoAnEnemyZoneOfControlWhenNotStartingInOne() {
    // 0405 is controlled by the Soviet unit at 0505; 0305 is not.
    Fx f = Fx.clear().side("0305", "0405", EfsHexside.MAJOR_RIVER).unit(rifles("r", "0505"))
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 2, "0305"));
    assertIllegal(check(f.state(), "inf", "0405"), EfsRuleHeading.ALLOWANCE, 1);
    assertLegal(check(f.state(), ONE, "0405"), 2.0);
    // starting in an enemy zone of control (a Soviet unit at 0306 controls 0305): no
    GameState started = f.unit(rifles("r2", "0306")).state();
    assertIllegal(check(started, ONE, "0405"), EfsRuleHeading.ONE_HEX, 1);
    // in the Motorized phase the major river forbids it for a panzer
    GameState panzers = Fx.clear().side("0305", "0405", EfsHexside.MAJOR_RIVER)
        .unit(rifles("r", "0505")).unit(panzer("pz", "0305"))
        .phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertTrue(assertIllegal(check(panzers, MoveQuery.of("pz", EfsVocabulary.ONE_HEX), "0405"),
        EfsRuleHeading.ONE_HEX, 1).reason().contains("major river"));
  }

  @Test
  void motorizedUnitsWithAnOutOfSupplyMarkerMayNotUseItInTheReactionPhase() {
    GameState s = Fx.clear().unit(panzer("pz", "0303", EfsVocabulary.OUT_OF_SUPPLY))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    MoveQuery one = MoveQuery.of("pz", EfsVocabulary.ONE_HEX);
    assertIllegal(check(s, one, "0403"), EfsRuleHeading.ONE_HEX, 0);
    GameState supplied = Fx.clear().unit(panzer("pz", "0303"))
        .phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(supplied, one, "0403"), 10.0);
    GameState regular = Fx.clear().unit(panzer("pz", "0303", EfsVocabulary.OUT_OF_SUPPLY))
        .state();
    assertLegal(check(regular, one, "0403"), 8.0);
  }

  @Test
  void closedTerrainAndEnemyHexesStayClosed() {
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0403").unit(rifles("r", "0304"))
        .unit(panzer("pz", "0303")).state();
    MoveQuery one = MoveQuery.of("pz", EfsVocabulary.ONE_HEX);
    assertIllegal(check(s, one, "0403"), EfsRuleHeading.TERRAIN, 1);
    assertIllegal(check(s, one, "0304"), EfsRuleHeading.ENEMY_UNITS, 1);
  }

  @Test
  void theOneHexMoveIsReportedAsSuchAndReachesTheCornerHex() {
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0101")
        .unit(Fx.axis("inf", "infantry", MovementClass.WHITE, 1, "0102")).state();
    Verdict v = check(s, ONE, "0101");
    assertLegal(v, 1.0);
    assertEquals("One Hex Movement; move ends here", v.steps().get(0).note());
  }

  /** A 12 MP Axis panzer at 0305 two hexes from a Soviet unit at 0505. */
  private static GameState twelvePointsNearTheEnemy(String at) {
    return Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 12, at)).state();
  }

  @Test
  void noOverrunWhileUsingOneHexMovementAndTheAttemptIsPricedAsTheOneHexMove() {
    GameState s = twelvePointsNearTheEnemy("0405");
    MoveOrder o = MoveOrder.of(MoveQuery.of("pz", EfsVocabulary.ONE_HEX),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    Verdict v = Fx.RULES.check(s, o);
    Violation x = assertIllegal(v, EfsRuleHeading.OVERRUN, 1);
    assertEquals("no overrun while using One Hex Movement", x.reason());
    assertEquals(Optional.of("0505"), x.location());
    assertEquals(1, v.violations().size(), v.toString());
    // the unit's 12 points, all of them spent by the one hex it tried to move
    assertEquals(mp(12), v.allowance());
    assertEquals(mp(12), v.spent());
    assertTrue(Fx.RULES.apply(s, o).state().isEmpty());
  }

  @Test
  void anOverrunAfterTheOneHexMoveBreaksBothRulesAndBothAreReported() {
    // 0305 -> 0405 is the One Hex move (into the zone of control of 0505), then an overrun
    GameState s = twelvePointsNearTheEnemy("0305");
    MoveOrder o = MoveOrder.of(MoveQuery.of("pz", EfsVocabulary.ONE_HEX),
        List.of(Step.enter(hex("0405")),
            Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    Verdict v = Fx.RULES.check(s, o);
    assertIllegal(v, EfsRuleHeading.ONE_HEX, 2);
    Violation overrun = Fx.assertCites(v, EfsRuleHeading.OVERRUN);
    assertEquals("no overrun while using One Hex Movement", overrun.reason());
    assertEquals(2, overrun.step().getAsInt());
    assertEquals(2, v.violations().size(), v.toString());
    assertEquals(mp(12), v.allowance());
    assertEquals(mp(12), v.spent());
  }

  @Test
  void aOneHexMoveAlongARoadLeavesNoRoadToGoOnAlongAndEndsTheMove() {
    GameState s = weak().line(EfsHexside.MAIN_ROAD, "0303", "0304").state();
    GameState after = Fx.RULES.apply(s, Fx.order(ONE, "0304")).state().orElseThrow();
    io.github.warpath.state.PhaseMovement m = after.unit("inf").phaseMovement().orElseThrow();
    assertEquals(java.util.Set.of(), m.facts());
    assertEquals(mp(1), m.spent());
    assertEquals(EfsRuleHeading.ONE_HEX.section(), m.stoppedBy().orElseThrow().section());
  }
}
