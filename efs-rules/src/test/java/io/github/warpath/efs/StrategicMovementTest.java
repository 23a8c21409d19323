package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * EFS strategic movement: the text names it (super-heavy artillery on the Motorway or main roads,
 * minor roads in mud) without describing it; we read it as a move along roads only, with the
 * allowance multiplied ({@code strategic.multiplier}, 2 by default), never into an enemy zone of
 * control, as the unit's whole move.
 */
class StrategicMovementTest {
  private static final MoveQuery STRAT = MoveQuery.of("pz", EfsVocabulary.STRATEGIC);

  private static Fx road() {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0405")
        .line(EfsHexside.MINOR_ROAD, "0105", "0205", "0305", "0405", "0505", "0605")
        .unit(panzer("pz", "0105"));
  }

  @Test
  void strategicMovementDoublesTheAllowanceAlongRoads() {
    Verdict v = check(road().state(), STRAT, "0205", "0305", "0405", "0505", "0605");
    assertLegal(v, 2.5);
    assertEquals(mp(20), v.allowance());
    GameState triple = road().chart("strategic.multiplier", "3").state();
    assertEquals(mp(30), check(triple, STRAT, "0205").allowance());
  }

  @Test
  void strategicMovementStaysOnTheRoad() {
    assertIllegal(check(road().state(), STRAT, "0205", "0206"), EfsRuleHeading.STRATEGIC, 2);
    Reach r = Fx.reach(road().state(), STRAT);
    assertEquals(6, r.size());
  }

  @Test
  void itNeitherStartsInNorEntersAnEnemyZoneOfControl() {
    GameState enters = road().unit(rifles("r", "0506")).state();
    assertIllegal(check(enters, STRAT, "0205", "0305", "0405", "0505"), EfsRuleHeading.STRATEGIC,
        4);
    GameState starts = road().unit(rifles("r", "0106")).state();
    assertIllegal(check(starts, STRAT, "0205"), EfsRuleHeading.STRATEGIC, 0);
  }

  @Test
  void minorRoadsInMudStillCarryStrategicMovesAtTheSameCost() {
    GameState mud = road().weather(EfsWeather.MUD).state();
    // other terrain of each hex, never the woods: clear in mud 2a = 3 for Axis motorized
    assertLegal(check(mud, STRAT, "0205", "0305", "0405", "0505", "0605"), 15.0);
    assertLegal(check(mud, "pz", "0205", "0305", "0405"), 9.0);
  }

  @Test
  void superHeavyArtilleryMovesStrategicallyOnlyOnMainRoadsAndTheMotorway() {
    Unit gun = Fx.axis("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 2,
        "0105");
    MoveQuery q = MoveQuery.of("gun", EfsVocabulary.STRATEGIC);
    GameState minor = road().unit(gun).state();
    assertTrue(assertIllegal(check(minor, q, "0205"), EfsRuleHeading.SUPER_HEAVY, 1).reason()
        .contains("strategic"));
    GameState main = Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205", "0305", "0405")
        .unit(gun).weather(EfsWeather.MUD).state();
    Verdict v = check(main, q, "0205", "0305", "0405");
    assertLegal(v, 3.0);
    assertEquals(Mp.of(4), v.allowance());
  }

  @Test
  void itIsNotAWayToReactAndIsTheWholeMove() {
    GameState reaction = road().phase(EfsPhase.REACTION_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertIllegal(check(reaction, STRAT, "0205"), EfsRuleHeading.STRATEGIC, 0);
    GameState moved = road().state();
    moved = moved.withUnit(Unit.builder().from(moved.unit("pz"))
        .putAttributes(EfsVocabulary.MP_SPENT, "1").build());
    assertIllegal(check(moved, STRAT, "0205"), EfsRuleHeading.STRATEGIC, 0);
    assertEquals(hex("0105"), moved.unit("pz").hexOrNull());
  }

  @Test
  void offEveryRoadSuperHeavyArtilleryIsStoppedByItsOwnRule() {
    Unit gun = Fx.axis("gun", EfsVocabulary.SUPER_HEAVY_ARTILLERY, MovementClass.GREEN, 2,
        "0105");
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205").unit(gun).state();
    assertEquals("super-heavy artillery moves only along a main road or the Motorway, or along a"
        + " minor road in dry weather without lingering mud", assertIllegal(check(s,
        MoveQuery.of("gun", EfsVocabulary.STRATEGIC), "0106"), EfsRuleHeading.SUPER_HEAVY,
            1).reason());
  }

  @Test
  void anOverrunIsNoPartOfStrategicMovementAndTheStepsBeforeItAreStillJudged() {
    // along the road to 0305, which the Soviet unit at 0405 controls, then an overrun of it
    GameState s = road().unit(rifles("r", "0405")).state();
    MoveOrder o = MoveOrder.of(STRAT, List.of(Step.enter(hex("0205")), Step.enter(hex("0305")),
        Step.enter(hex("0405")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    Verdict v = Fx.RULES.check(s, o);
    assertEquals(mp(20), v.allowance());
    Violation zoc = assertIllegal(v, EfsRuleHeading.STRATEGIC, 2);
    assertTrue(zoc.reason().contains("zone of control"), zoc.reason());
    Violation x = Fx.assertCites(v, EfsRuleHeading.OVERRUN);
    assertEquals("an overrun is part of normal movement, not of strategic movement",
        x.reason());
    assertEquals(3, x.step().getAsInt());
    assertEquals(2, v.violations().size(), v.toString());
    assertEquals(mp(0.5), v.steps().get(0).cost());
  }

  @Test
  void theMultiplierIsAWholeNumberFromOneToTen() {
    assertEquals(mp(10), check(road().chart("strategic.multiplier", "1").state(), STRAT, "0205")
        .allowance());
    assertEquals(mp(100), check(road().chart("strategic.multiplier", "10").state(), STRAT,
        "0205").allowance());
    for (String bad : new String[] {"0", "11"}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> road().chart("strategic.multiplier", bad).state());
      assertEquals("charts.strategic.multiplier: expected a whole number from 1 to 10, got '"
          + bad + "'", e.getMessage());
    }
  }

  @Test
  void aUnitThatMovedStrategicallyThisPhaseMovesNoOtherWayButMayStillRetreat() {
    GameState after = Fx.RULES.apply(road().state(), Fx.order(STRAT, "0205", "0305")).state()
        .orElseThrow();
    // the road-exit rule reaches across orders: the unit came into 0305 along the minor road
    assertEquals(java.util.Set.of(EfsMovementFact.ENTERED_ALONG_MINOR_ROAD.word()),
        after.unit("pz").phaseMovement().orElseThrow().facts());
    Violation v = assertIllegal(check(after, "pz", "0306"), EfsRuleHeading.STRATEGIC, 0);
    assertEquals("the unit moved strategically earlier in this phase, and strategic movement is"
        + " its whole move for the phase: it may go on only strategically", v.reason());
    // on along the road, strategically, with what is left of the doubled allowance
    assertLegal(check(after, STRAT, "0405", "0505"), 1.0);
    // a retreat is no move of the phase
    assertLegal(check(after, MoveQuery.of("pz", EfsVocabulary.RETREAT), "0306"), 1.0);
  }
}
