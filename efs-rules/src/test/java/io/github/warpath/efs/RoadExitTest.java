package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.check;
import static io.github.warpath.efs.Fx.cost;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.efs.EfsHexside;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** EFS road exit: the road rate holds only if the unit also leaves the hex along the road. */
class RoadExitTest {

  /** A main road 0103-0203-0303-0403 through woods at 0303; dry; an Axis panzer at 0103. */
  private static Fx woodsOnAMainRoad() {
    return Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MAIN_ROAD, "0103", "0203", "0303", "0403")
        .unit(panzer("pz", "0103"));
  }

  @Test
  void stayingOnTheRoadPaysTheRoadRateInEveryHex() {
    GameState s = woodsOnAMainRoad().state();
    assertLegal(check(s, "pz", "0203", "0303", "0403"), 1.5);
  }

  @Test
  void leavingTheRoadInsideAHexRepricesThatHexAtItsTerrain() {
    GameState s = woodsOnAMainRoad().state();
    // 0203 and 0303 at 1/2 each, then 0304 clear 1, plus woods 2 - 1/2 for 0303 left off-road.
    Verdict v = check(s, "pz", "0203", "0303", "0304");
    assertLegal(v, 3.5);
    assertEquals(mp(2.5), v.steps().get(2).cost());
    assertTrue(v.steps().get(2).note().contains("left the road in 0303"), v.steps().toString());
  }

  @Test
  void endingTheMoveOnTheRoadKeepsTheBenefit() {
    GameState s = woodsOnAMainRoad().state();
    assertLegal(check(s, "pz", "0203", "0303"), 1.0);
  }

  @Test
  void aSecondOrderOfTheSamePhasePaysBackTheRoadLikeTheSingleOrder() {
    GameState s = woodsOnAMainRoad().state();
    GameState after = Fx.RULES.apply(s, Fx.order("pz", "0203", "0303")).state().orElseThrow();
    PhaseMovement pm = after.unit("pz").phaseMovement().orElseThrow();
    assertEquals(List.of(EfsMovementFact.ENTERED_ALONG_MAIN_ROAD.word()), List.copyOf(pm.facts()));
    assertEquals(mp(1), pm.spent());
    Verdict rest = check(after, "pz", "0304");
    // 0304 clear 1, plus woods 2 - 1/2 for 0303 left off the road, as in one order
    assertLegal(rest, 2.5);
    assertTrue(rest.steps().get(0).note().contains("left the road in 0303"),
        rest.steps().toString());
    assertEquals(mp(2.5), Fx.RULES.path(after, MoveQuery.of("pz"),
        Position.hex(Fx.hex("0304"))).orElseThrow().cost());
  }

  @Test
  void aNewPhaseForgetsTheRoadAndLetsTheUnitLeaveWithoutPayingBack() {
    GameState s = woodsOnAMainRoad().state();
    GameState after = Fx.RULES.apply(s, Fx.order("pz", "0203", "0303")).state().orElseThrow();
    GameState next = EfsTurn.enterPhase(after, EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS);
    assertTrue(next.unit("pz").phaseMovement().isEmpty());
    assertLegal(check(next, "pz", "0304"), 1.0);
  }

  @Test
  void aUnitThatStartsOnTheRoadLeavesWithoutPayingBack() {
    GameState s = woodsOnAMainRoad().unit(panzer("pz2", "0303")).state();
    assertLegal(check(s, "pz2", "0304"), 1.0);
  }

  @Test
  void switchingToAConnectedRoadKeepsTheBenefit() {
    GameState s = woodsOnAMainRoad().line(EfsHexside.MINOR_ROAD, "0303", "0304", "0305").state();
    // main road into 0303, minor road out: 1/2 + 1/2 + 1/2.
    assertLegal(check(s, "pz", "0203", "0303", "0304"), 1.5);
  }

  @Test
  void theRoadStillBridgesARiverWhenTheUnitLeavesTheRoadOnTheFarSide() {
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0103", "0203", "0303")
        .side("0203", "0303", EfsHexside.RIVER).unit(panzer("pz", "0203")).state();
    // along the road into 0303 (no river cost), then off the road to 0304: 0303 repriced to
    // clear 1 (surcharge 1/2), and the river is still not paid.
    assertLegal(check(s, "pz", "0303", "0304"), 2.0);
    // without the road the river costs 2 for motorized units.
    GameState noRoad = Fx.clear().side("0203", "0303", EfsHexside.RIVER)
        .unit(panzer("pz", "0203")).state();
    assertLegal(check(noRoad, "pz", "0303", "0304"), 4.0);
  }

  @Test
  void roadExitIntoWoodsInMudAlongAMinorRoad() {
    // Mud: minor roads give motorized units the other terrain of the hex but not its woods;
    // leaving the road inside the woods hex charges the woods after all.
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MINOR_ROAD, "0103", "0203", "0303", "0403")
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 12, "0103"))
        .weather(EfsWeather.MUD).state();
    // clear in mud: 2a = 3 for Axis motorized; woods in mud 3a = 4.
    assertLegal(check(s, "pz", "0203", "0303", "0403"), 9.0);
    Verdict exit = check(s, "pz", "0203", "0303", "0304");
    assertLegal(exit, 10.0);
    assertEquals(mp(4.0), exit.steps().get(2).cost(), exit.steps().toString());
    // Soviet armor has no footnote (a): 2 + 2 along the road, 2 for 0304, 1 for the woods.
    GameState soviet = Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MINOR_ROAD, "0103", "0203", "0303", "0403")
        .unit(Fx.soviet("t34", EfsVocabulary.ARMOR, MovementClass.RED, 12, "0103"))
        .weather(EfsWeather.MUD).phase(EfsPhase.REGULAR_MOVEMENT, EfsVocabulary.SOVIET).state();
    assertLegal(check(soviet, "t34", "0203", "0303", "0304"), 7.0);
    // Non-motorized units keep the minor road rate (1) in mud: 1 + 1 + clear 2 + woods 3 - 1.
    GameState foot = Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MINOR_ROAD, "0103", "0203", "0303", "0403")
        .unit(Fx.infantry("inf", "0103")).weather(EfsWeather.MUD).state();
    assertLegal(check(foot, "inf", "0203", "0303", "0304"), 6.0);
  }

  @Test
  void leavingTheRoadWhereTheTerrainIsClosedIsIllegalButStoppingThereIsNot() {
    // A railroad lets motorized units into a swamp at 3; off the railroad the swamp is closed.
    GameState s = Fx.clear().terrain(EfsTerrain.SWAMP, "0303")
        .line(EfsHexside.RAILROAD, "0203", "0303", "0403").unit(panzer("pz", "0203")).state();
    assertLegal(check(s, "pz", "0303"), 3.0);
    assertLegal(check(s, "pz", "0303", "0403"), 4.0);
    Violation v = assertIllegal(check(s, "pz", "0303", "0304"), EfsRuleHeading.ROAD_EXIT, 2);
    assertTrue(v.reason().contains("0303"), v.reason());
    // Having stopped on the railroad, next phase it may leave into the clear hex.
    GameState next = s.withUnit(s.unit("pz").withPosition(Position.hex(Fx.hex("0303"))));
    assertLegal(check(next, "pz", "0304"), 1.0);
  }

  @Test
  void aCityExtendsTheRoadSoLeavingItOffTheRoadCostsNothingMore() {
    GameState s = Fx.clear().terrain(EfsTerrain.CITY, "0303")
        .line(EfsHexside.MINOR_ROAD, "0103", "0203", "0303").unit(panzer("pz", "0103"))
        .weather(EfsWeather.SNOW).state();
    // snow: minor road 1; the city costs 1/2 in all weather; clear in snow 2 for motorized.
    assertLegal(check(s, "pz", "0203", "0303", "0304"), 3.5);
  }

  @Test
  void theRangeSearchKnowsTheRoadExitRule() {
    GameState s = woodsOnAMainRoad().state();
    Reach r = Fx.reach(s, MoveQuery.of("pz"));
    assertEquals(mp(1.5), cost(r, "0403"));
    assertEquals(mp(1.0), cost(r, "0303"));
    Route route = r.route(r.indexOf(Fx.hex("0403")));
    assertEquals(3, route.steps().size(), route.toString());
    assertEquals(mp(1.5), route.cost());
    // 0404 (south of 0403): along the road to 0403, then off it; 0403 is clear, so leaving it
    // costs 1/2 more: 1.5 + 1/2 + 1 = 3, or through 0304 without the woods road: cheaper ways
    // may exist; whatever the search picks, the checker agrees.
    Route to = r.route(r.indexOf(Fx.hex("0404")));
    assertLegal(Fx.RULES.check(s, io.github.warpath.rules.MoveOrder.of(MoveQuery.of("pz"),
        to.toSteps())), to.cost().twelfths() / 12.0);
  }

  @Test
  void eachStepSaysWhichRoadItFollowedAndWhatLeavingTheRoadCost() {
    GameState s = woodsOnAMainRoad().state();
    Verdict v = check(s, "pz", "0203", "0303", "0304");
    assertEquals("along main road", v.steps().get(0).note());
    assertEquals("along main road", v.steps().get(1).note());
    assertEquals("left the road in 0303: +1½ MP", v.steps().get(2).note());
  }

  @Test
  void leavingTheRoadIntoTheCornerHexRepricesTheHexLeft() {
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0104", "0103", "0102")
        .unit(panzer("pz", "0104")).state();
    // 1/2 + 1/2, then clear 1 at 0101 and 0102 repriced from 1/2 to clear 1
    Verdict v = check(s, "pz", "0103", "0102", "0101");
    assertLegal(v, 2.5);
    assertEquals("left the road in 0102: +½ MP", v.steps().get(2).note());
  }

  @Test
  void aRoadAndARailroadAreDifferentWaysThroughAHex() {
    // the railroad comes into the woods at 0304 from 0303, a minor road leaves it to 0305
    GameState railIn = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .line(EfsHexside.RAILROAD, "0303", "0304").line(EfsHexside.MINOR_ROAD, "0304", "0305")
        .unit(Fx.infantry("inf", "0303")).state();
    // woods along the railroad 1; minor road 1/2; the woods repriced to 2 (+1)
    Verdict in = check(railIn, "inf", "0304", "0305");
    assertLegal(in, 2.5);
    assertEquals("along minor road; left the road in 0304: +1 MP", in.steps().get(1).note());
    // the minor road comes in from 0303, the railroad leaves to 0305
    GameState roadIn = Fx.clear().terrain(EfsTerrain.WOODS, "0304")
        .line(EfsHexside.MINOR_ROAD, "0303", "0304").line(EfsHexside.RAILROAD, "0304", "0305")
        .unit(Fx.infantry("inf", "0303")).state();
    // woods along the road 1/2; clear along the railroad 1; the woods repriced to 2 (+1 1/2)
    assertLegal(check(roadIn, "inf", "0304", "0305"), 3.0);
  }

  @Test
  void aStepMadeTooDearByLeavingTheRoadCitesTheRoadExitRuleWithItsArithmetic() {
    // 3 MP: 0203 and 0303 along the road at 1/2 each, then off the road to clear 0304 (1); the
    // woods of 0303 are repriced from 1/2 to 2, so the move needs 3 1/2 of its 3 MP. Without
    // the repricing 2 MP would do: the road-exit rule forbids it, not the allowance.
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MAIN_ROAD, "0103", "0203", "0303", "0403")
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 3, "0103")).state();
    Violation v = assertIllegal(check(s, "pz", "0203", "0303", "0304"), EfsRuleHeading.ROAD_EXIT,
        3);
    assertEquals("left the road in 0303: entering it costs 2 MP, not ½ MP; the move needs 3½ MP,"
        + " 3 MP allowed", v.reason());
    assertEquals(mp(2.5), v.needed().orElseThrow());
    assertEquals(mp(2), v.available().orElseThrow());
    // where the step is too dear even at the road rate, the allowance forbids it
    GameState poor = Fx.clear().terrain(EfsTerrain.WOODS, "0303")
        .line(EfsHexside.MAIN_ROAD, "0103", "0203", "0303", "0403")
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0103")).state();
    assertIllegal(check(poor, "pz", "0203", "0303", "0304"), EfsRuleHeading.ALLOWANCE, 3);
  }

  @Test
  void leavingTheRoadInMudRepricesTheHexWithFootnoteAAndExplainsBoth() {
    // 4 MP in mud: the main road into the woods of 0102 costs 1/2; leaving it for clear 0103
    // reprices the woods at 3a = 4 (+3 1/2) and enters clear at 2a = 3: 6 1/2 for the step.
    // Without footnote (a) the step would cost 2 1/2 + 2 = 4 1/2; without the repricing, 3,
    // which the 3 1/2 points left cover: the road-exit rule forbids the step.
    GameState s = new Fx(1, 3).terrain(EfsTerrain.WOODS, "0102")
        .line(EfsHexside.MAIN_ROAD, "0101", "0102")
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 4, "0101"))
        .weather(EfsWeather.MUD).state();
    Violation v = assertIllegal(check(s, "pz", "0102", "0103"), EfsRuleHeading.ROAD_EXIT, 2);
    assertEquals("left the road in 0102: entering it costs 4 MP, not ½ MP; footnote (a) in 0103:"
        + " +2 MP to enter for motorized units; the move needs 7 MP, 4 MP allowed", v.reason());
    assertEquals(mp(6.5), v.needed().orElseThrow());
    assertEquals(mp(3.5), v.available().orElseThrow());
  }

  @Test
  void theRoadExitFactsAreReadByTheirWords() {
    assertEquals(EfsMovementFact.ENTERED_ALONG_MAIN_ROAD,
        EfsMovementFact.of("entered-along-main-road", "facts[0]"));
    assertEquals(EfsMovementFact.ENTERED_ALONG_RAILROAD,
        EfsMovementFact.of("entered-along-railroad", "facts[0]"));
    io.github.warpath.InvalidInputException e = org.junit.jupiter.api.Assertions.assertThrows(
        io.github.warpath.InvalidInputException.class,
        () -> EfsMovementFact.of("entered-along-river", "facts[1]"));
    assertEquals("facts[1]: unknown movement fact 'entered-along-river'; known:"
        + " entered-along-minor-road, entered-along-main-road, entered-along-motorway,"
        + " entered-along-railroad", e.getMessage());
  }

  @Test
  void leavingTheRoadForAHexThatCostsNothingStillPaysTheRoadBack() {
    // 2 MP: 0203 and 0303 along the road at 1/2 each, then off the road into the free city of
    // 0304; the woods of 0303 are repriced from 1/2 to 2, so the move needs 2 1/2
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0303").terrain(EfsTerrain.CITY, "0304")
        .line(EfsHexside.MAIN_ROAD, "0103", "0203", "0303", "0403")
        .chart("tec.city.motorized", "0, 0, 0, 0, 0")
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 2, "0103")).state();
    Violation v = assertIllegal(check(s, "pz", "0203", "0303", "0304"), EfsRuleHeading.ROAD_EXIT,
        3);
    assertEquals("left the road in 0303: entering it costs 2 MP, not ½ MP; the move needs 2½ MP,"
        + " 2 MP allowed", v.reason());
    assertEquals(mp(1.5), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
  }
}
