package io.github.warpath.efs;

import static io.github.warpath.efs.Fx.assertCites;
import static io.github.warpath.efs.Fx.assertIllegal;
import static io.github.warpath.efs.Fx.assertLegal;
import static io.github.warpath.efs.Fx.hex;
import static io.github.warpath.efs.Fx.mp;
import static io.github.warpath.efs.Fx.panzer;
import static io.github.warpath.efs.Fx.rifles;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hexside;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * EFS overrun: part of movement for motorized stacks; priced as entering the enemy hex without
 * the zone of control surcharge, plus 1; the result is an input (the odds and the die are
 * combat). A main road runs 0105-0205-0305-0405; the Soviet unit defends 0505.
 */
class OverrunTest {

  private static Fx road() {
    return Fx.clear().line(EfsHexside.MAIN_ROAD, "0105", "0205", "0305", "0405")
        .unit(rifles("r", "0505")).unit(panzer("pz", "0105"));
  }

  private static MoveOrder succeed(String unit, String target, String... before) {
    List<Step> steps = new ArrayList<>();
    for (String l : before) {
      steps.add(Step.enter(hex(l)));
    }
    steps.add(Step.enter(hex(target)).withAction(EfsVocabulary.OVERRUN_SUCCESS));
    return MoveOrder.of(MoveQuery.of(unit), steps);
  }

  private static MoveOrder fail(MoveQuery q, String target, String... before) {
    List<Step> steps = new ArrayList<>();
    for (String l : before) {
      steps.add(Step.enter(hex(l)));
    }
    steps.add(Step.action(EfsVocabulary.OVERRUN_FAILURE + "@" + target));
    return MoveOrder.of(q, steps);
  }

  @Test
  void aRangeNeverPricesAnOverrunSinceOnlyAnOrderAsksForOne() {
    // two hexes: the panzer at 0101 next to the rifles at 0102, which it may overrun
    GameState s = new Fx(1, 2).unit(panzer("pz", "0101")).unit(rifles("r", "0102")).state();
    Reach r = Fx.reach(s, MoveQuery.of("pz"));
    assertEquals(1, r.size());
    // the six directions of the start; not the twelve overrun slots next to the enemy
    assertEquals(6, r.edgesScanned());
    assertLegal(Fx.RULES.check(s, succeed("pz", "0102")), 2.0);
  }

  @Test
  void anOverrunAfterRoadMovementCostsTheMoveSoFarPlusTheHexWithoutZocPlusOne() {
    GameState s = road().state();
    // road 1/2 + 1/2 + (1/2 + 1 for the enemy ZOC at 0405); then the overrun: leaving the
    // road in 0405 reprices it to clear 1 (+1/2), entering 0505 clear 1 (no ZOC +1), +1.
    Verdict v = Fx.RULES.check(s, succeed("pz", "0505", "0205", "0305", "0405"));
    assertLegal(v, 5.0);
    assertEquals(mp(2.5), v.steps().get(3).cost(), v.steps().toString());
    assertTrue(v.steps().get(3).note().startsWith("overrun"), v.steps().get(3).note());
  }

  @Test
  void aSuccessfulOverrunMarksTheOverrunUnitsAndTheStackGoesOnInANewOrder() {
    GameState s = road().unit(Unit.builder().from(Fx.soviet("hq", EfsVocabulary.HQ,
        MovementClass.WHITE, 3, "0505")).putAttributes(EfsVocabulary.HQ_RANGE, "4").build())
        .state();
    MoveOutcome out = Fx.RULES.apply(s, succeed("pz", "0505", "0205", "0305", "0405"));
    GameState after = out.state().orElseThrow(() -> new AssertionError(out.verdict()));
    assertTrue(after.unit("r").hasFlag(EfsVocabulary.OVERRUN));
    assertTrue(after.unit("hq").hasFlag(EfsVocabulary.NON_OP));
    assertEquals(Position.hex(hex("0505")), after.unit("pz").position());
    assertEquals("5", after.unit("pz").phaseMovement().orElseThrow().spent().toFraction());
    assertEquals(Position.hex(hex("0105")),
        after.unit("pz").phaseMovement().orElseThrow().phaseStart());
    // The next order continues with the 5 points left; the overrun units have no ZOC now.
    assertLegal(Fx.check(after, "pz", "0605"), 1.0);
    assertEquals(mp(5), Fx.check(after, "pz", "0605").allowance());
  }

  @Test
  void aStackThatOverrunsGoesOnInTheSameOrderWithThePointsItHasLeft() {
    GameState s = road().unit(Unit.builder().from(Fx.soviet("hq", EfsVocabulary.HQ,
        MovementClass.WHITE, 3, "0505")).putAttributes(EfsVocabulary.HQ_RANGE, "4").build())
        .state();
    MoveOrder more = MoveOrder.of(MoveQuery.of("pz"), List.of(Step.enter(hex("0205")),
        Step.enter(hex("0305")), Step.enter(hex("0405")),
        Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS),
        Step.enter(hex("0605"))));
    Verdict v = Fx.RULES.check(s, more);
    assertLegal(v, 6.0);
    assertEquals(mp(10), v.allowance());
    assertEquals(5, v.steps().get(4).step());
    assertEquals(mp(1), v.steps().get(4).cost());
    assertEquals(mp(6), v.steps().get(4).spent());
    assertEquals(Optional.of(Position.hex(hex("0605"))), v.end());
    // one order leaves the state that the two orders leave
    GameState inOne = Fx.RULES.apply(s, more).state().orElseThrow();
    GameState first = Fx.RULES.apply(s, succeed("pz", "0505", "0205", "0305", "0405")).state()
        .orElseThrow();
    GameState inTwo = Fx.RULES.apply(first, MoveOrder.of(MoveQuery.of("pz"),
        List.of(Step.enter(hex("0605"))))).state().orElseThrow();
    assertEquals(inTwo, inOne);
    assertEquals(mp(6), inOne.unit("pz").phaseMovement().orElseThrow().spent());
    assertTrue(inOne.unit("r").hasFlag(EfsVocabulary.OVERRUN));
  }

  @Test
  void whatFollowsAnOverrunIsJudgedWithThePointsLeftAndNumberedInTheWholeOrder() {
    GameState s = road().state();
    // 10 MP: 5 to overrun 0505, then 0605, 0705, ... along clear terrain at 1 MP each
    List<Step> steps = new ArrayList<>(List.of(Step.enter(hex("0205")),
        Step.enter(hex("0305")), Step.enter(hex("0405")),
        Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    for (String h : List.of("0605", "0705", "0805", "0905", "1005", "1006")) {
      steps.add(Step.enter(hex(h)));
    }
    Verdict v = Fx.RULES.check(s, MoveOrder.of(MoveQuery.of("pz"), steps));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(EfsRuleHeading.ALLOWANCE.ref(), x.rule());
    assertEquals(10, x.step().getAsInt());
    assertEquals(Optional.of(mp(0)), x.available());
  }

  @Test
  void aFailedOverrunExhaustsTheStackWhereItStands() {
    GameState s = road().state();
    MoveOrder o = fail(MoveQuery.of("pz"), "0505", "0205", "0305", "0405");
    MoveOutcome out = Fx.RULES.apply(s, o);
    assertLegal(out.verdict(), 10.0);
    GameState after = out.state().orElseThrow();
    assertEquals(Position.hex(hex("0405")), after.unit("pz").position());
    assertEquals("10", after.unit("pz").phaseMovement().orElseThrow().spent().toFraction());
    assertFalse(after.unit("r").hasFlag(EfsVocabulary.OVERRUN));
    assertEquals(mp(0), Fx.check(after, "pz", "0305").allowance());
  }

  @Test
  void theStackMustBeAbleToPayForTheOverrun() {
    GameState s = road().unit(Fx.axis("slow", EfsVocabulary.ARMOR, MovementClass.RED, 4, "0105"))
        .state();
    Violation v = assertIllegal(Fx.RULES.check(s, succeed("slow", "0505", "0205", "0305",
        "0405")), EfsRuleHeading.OVERRUN, 4);
    assertEquals(mp(2.5), v.needed().orElseThrow());
    assertEquals(mp(1.5), v.available().orElseThrow());
  }

  @Test
  void overrunsHappenOnlyInDryOrFrostWeather() {
    assertIllegal(Fx.RULES.check(road().weather(EfsWeather.MUD).state(),
        succeed("pz", "0505", "0205", "0305", "0405")), EfsRuleHeading.OVERRUN, 4);
    assertLegal(Fx.RULES.check(road().weather(EfsWeather.FROST).state(),
        succeed("pz", "0505", "0205", "0305", "0405")), 5.0);
    Violation snow = assertIllegal(Fx.RULES.check(road().weather(EfsWeather.SNOW).state(),
        succeed("pz", "0505", "0205", "0305", "0405")), EfsRuleHeading.OVERRUN, 4);
    assertTrue(snow.reason().contains("dry or frost"), snow.reason());
  }

  @Test
  void noOverrunAcrossAMajorRiverOrALakeHexsideAndIntoSwampOnlyInFrost() {
    GameState river = road().side("0405", "0505", EfsHexside.MAJOR_RIVER).state();
    assertTrue(assertIllegal(Fx.RULES.check(river, succeed("pz", "0505", "0205", "0305",
        "0405")), EfsRuleHeading.OVERRUN, 4).reason().contains("major river"));
    GameState lake = road().side("0405", "0505", EfsHexside.LAKE).weather(EfsWeather.SNOW)
        .state();
    assertCites(Fx.RULES.check(lake, succeed("pz", "0505", "0205", "0305", "0405")),
        EfsRuleHeading.OVERRUN);
    // Along a railroad a motorized stack may enter swamp in dry weather, but not overrun into it.
    GameState swamp = road().terrain(EfsTerrain.SWAMP, "0505")
        .line(EfsHexside.RAILROAD, "0405", "0505").state();
    assertTrue(assertCites(Fx.RULES.check(swamp, succeed("pz", "0505", "0205", "0305", "0405")),
        EfsRuleHeading.OVERRUN).reason().contains("swamp"));
    GameState frozen = road().terrain(EfsTerrain.SWAMP, "0505").weather(EfsWeather.FROST)
        .state();
    // frost: swamp 2 for motorized; 0.5 + 0.5 + 1.5 + (0.5 + 2 + 1)
    assertLegal(Fx.RULES.check(frozen, succeed("pz", "0505", "0205", "0305", "0405")), 6.0);
  }

  @Test
  void citiesStrongpointsAndFortifiedLinesNeedAMotorizedEngineer() {
    GameState city = road().terrain(EfsTerrain.CITY, "0505").state();
    assertCites(Fx.RULES.check(city, succeed("pz", "0505", "0205", "0305", "0405")),
        EfsRuleHeading.OVERRUN);
    GameState withEngineer = road().terrain(EfsTerrain.CITY, "0505")
        .unit(Fx.axis("eng", EfsVocabulary.ENGINEER, MovementClass.RED, 10, "0105")).state();
    MoveOrder stack = MoveOrder.of(MoveQuery.builder().addUnits("pz", "eng").build(),
        succeed("pz", "0505", "0205", "0305", "0405").steps());
    // city 1/2 instead of clear 1
    assertLegal(Fx.RULES.check(withEngineer, stack), 4.5);
    GameState footEngineer = road().terrain(EfsTerrain.CITY, "0505")
        .unit(Fx.axis("eng", EfsVocabulary.ENGINEER, MovementClass.WHITE, 10, "0105")).state();
    assertCites(Fx.RULES.check(footEngineer, stack), EfsRuleHeading.OVERRUN);
    GameState strongpoint = road().marker(Marker.builder().kind(EfsVocabulary.STRONGPOINT)
        .side(EfsVocabulary.SOVIET).position(Position.hex(hex("0505"))).build()).state();
    assertCites(Fx.RULES.check(strongpoint, succeed("pz", "0505", "0205", "0305", "0405")),
        EfsRuleHeading.OVERRUN);
    GameState fort = road().side("0405", "0505", EfsHexside.SOVIET_FORTIFIED_LINE).state();
    assertCites(Fx.RULES.check(fort, succeed("pz", "0505", "0205", "0305", "0405")),
        EfsRuleHeading.OVERRUN);
    GameState destroyed = road().side("0405", "0505", EfsHexside.SOVIET_FORTIFIED_LINE)
        .marker(Marker.builder().kind(EfsVocabulary.FORTIFIED_LINE_DESTROYED)
            .position(Position.hex(hex("0405"))).hexside(Hexside.between(hex("0405"),
                hex("0505"))).build()).state();
    assertLegal(Fx.RULES.check(destroyed, succeed("pz", "0505", "0205", "0305", "0405")), 5.0);
  }

  @Test
  void theAttackHexMayNotBeInTheZoneOfControlOfOtherEnemyUnits() {
    // a second Soviet unit at 0304 controls 0405 too (0304 and 0405 are adjacent)
    GameState s = road().unit(rifles("r2", "0304")).state();
    Verdict v = Fx.RULES.check(s, succeed("pz", "0505", "0205", "0305", "0405"));
    assertTrue(assertCites(v, EfsRuleHeading.OVERRUN).reason().contains("other than"),
        v.toString());
  }

  @Test
  void onlyMotorizedStacksInSupplyThatStartedTogetherOverrunInRegularOrMotorizedPhases() {
    GameState foot = road().unit(Fx.infantry("inf", "0405")).state();
    assertTrue(assertCites(Fx.RULES.check(foot, succeed("inf", "0505")), EfsRuleHeading.OVERRUN)
        .reason().contains("motorized"));
    GameState oos = road().unit(panzer("p2", "0405", EfsVocabulary.OUT_OF_SUPPLY)).state();
    assertTrue(assertCites(Fx.RULES.check(oos, succeed("p2", "0505")), EfsRuleHeading.OVERRUN)
        .reason().contains("supply"));
    GameState apart = road().unit(withStart(panzer("a", "0405"), "0101"))
        .unit(withStart(panzer("b", "0405"), "0102")).state();
    MoveOrder together = MoveOrder.of(MoveQuery.builder().addUnits("a", "b").build(),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    assertTrue(assertCites(Fx.RULES.check(apart, together), EfsRuleHeading.OVERRUN).reason()
        .contains("together"));
    GameState motorized = road().phase(EfsPhase.MOTORIZED_MOVEMENT, EfsVocabulary.AXIS).state();
    assertLegal(Fx.RULES.check(motorized, succeed("pz", "0505", "0205", "0305", "0405")), 5.0);
  }

  /** The six hexes around 0505, with the direction each lies in. */
  private static final String[] AROUND_0505 = {"0504", "0605", "0606", "0506", "0406", "0405"};

  @Test
  void anOverrunInAnyDirectionCostsTheHexPlusOneAndMarksTheDefenders() {
    for (String target : AROUND_0505) {
      GameState s = Fx.clear().unit(rifles("r", target)).unit(panzer("pz", "0505")).state();
      // across country: clear 1, no ZOC surcharge, +1 for the overrun
      MoveOutcome won = Fx.RULES.apply(s, succeed("pz", target));
      assertLegal(won.verdict(), 2.0);
      assertEquals("overrun", won.verdict().steps().get(0).note().replace("; move ends here",
          ""), target);
      GameState after = won.state().orElseThrow();
      assertTrue(after.unit("r").hasFlag(EfsVocabulary.OVERRUN), target);
      assertEquals(Position.hex(hex(target)), after.unit("pz").position(), target);
      assertEquals("2", after.unit("pz").phaseMovement().orElseThrow().spent().toFraction(),
          target);
      // a failed overrun in the same direction: the stack stays, spent, the defenders unmarked
      MoveOutcome lost = Fx.RULES.apply(s, fail(MoveQuery.of("pz"), target));
      assertLegal(lost.verdict(), 10.0);
      assertTrue(lost.verdict().steps().get(0).note().startsWith("overrun failed"), target);
      GameState held = lost.state().orElseThrow();
      assertFalse(held.unit("r").hasFlag(EfsVocabulary.OVERRUN), target);
      assertEquals(Position.hex(hex("0505")), held.unit("pz").position(), target);
      assertEquals("10", held.unit("pz").phaseMovement().orElseThrow().spent().toFraction(),
          target);
    }
  }

  @Test
  void anOverrunReachesTheCornerHexOfTheMap() {
    GameState s = Fx.clear().unit(rifles("r", "0101")).unit(panzer("pz", "0102")).state();
    assertLegal(Fx.RULES.check(s, succeed("pz", "0101")), 2.0);
    assertLegal(Fx.RULES.check(s, fail(MoveQuery.of("pz"), "0101")), 10.0);
  }

  @Test
  void anOverrunCostingExactlyThePointsLeftIsAllowed() {
    GameState s = Fx.clear().unit(rifles("r", "0505"))
        .unit(Fx.axis("two", EfsVocabulary.ARMOR, MovementClass.RED, 2, "0405"))
        .unit(Fx.axis("one", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0405")).state();
    assertLegal(Fx.RULES.check(s, succeed("two", "0505")), 2.0);
    Violation v = assertIllegal(Fx.RULES.check(s, succeed("one", "0505")), EfsRuleHeading.OVERRUN,
        1);
    assertEquals(mp(2), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
  }

  @Test
  void anOverrunNeverEntersTerrainClosedToTheStack() {
    // mud: swamp is closed to motorized units, and the terrain says so before the weather does
    GameState s = road().terrain(EfsTerrain.SWAMP, "0505").weather(EfsWeather.MUD).state();
    Violation v = assertIllegal(Fx.RULES.check(s, succeed("pz", "0505", "0205", "0305",
        "0405")), EfsRuleHeading.TERRAIN, 4);
    assertEquals("swamp in mud (0505) is closed to motorized units (motorized units enter swamp"
        + " along a railroad)", v.reason());
  }

  @Test
  void onlyTheZoneOfControlOfTheOverrunUnitsMayCoverTheAttackHex() {
    // the defenders at 0505 already carry an overrun marker (no ZOC); a second unit at 0304
    // controls 0405, so the attack from 0405 is refused although 0505 projects nothing there
    GameState s = Fx.clear().unit(rifles("r", "0505", EfsVocabulary.OVERRUN))
        .unit(rifles("r2", "0304")).unit(panzer("pz", "0405")).state();
    Violation v = assertIllegal(Fx.RULES.check(s, succeed("pz", "0505")), EfsRuleHeading.OVERRUN,
        1);
    assertEquals("the hex the overrun starts from is in the zone of control of enemy units other"
        + " than the ones overrun", v.reason());
    // without the second unit the marked defenders may be overrun again: clear 1, +1
    GameState again = Fx.clear().unit(rifles("r", "0505", EfsVocabulary.OVERRUN))
        .unit(panzer("pz", "0405")).state();
    assertLegal(Fx.RULES.check(again, succeed("pz", "0505")), 2.0);
  }

  @Test
  void anOverrunIntoAHexWithoutEnemyUnitsSaysThereIsNothingToOverrun() {
    GameState s = road().unit(panzer("p2", "0405")).state();
    Violation v = assertIllegal(Fx.RULES.check(s, succeed("p2", "0406")), EfsRuleHeading.OVERRUN,
        1);
    assertEquals("there is no enemy unit in that hex to overrun", v.reason());
    // a failed overrun must name an adjacent enemy hex
    Violation f = assertIllegal(Fx.RULES.check(s, fail(MoveQuery.of("p2"), "0406")),
        EfsRuleHeading.HEX_TO_HEX, 1);
    assertEquals("units move from a hex to an adjacent hex (a failed overrun names an adjacent"
        + " enemy hex)", f.reason());
    // far from any enemy there is no overrun to ask for: a plain move ordered as an overrun
    GameState far = road().unit(panzer("p3", "0202")).state();
    assertIllegal(Fx.RULES.check(far, succeed("p3", "0203")), EfsRuleHeading.HEX_TO_HEX, 1);
  }

  @Test
  void aFailedOverrunNamesItsTargetAmongSeveralEnemyHexes() {
    // 0405 touches 0505 across a major river (no overrun there) and 0406 across clear ground;
    // the unit at 0505 projects no ZOC, so only the one at 0406 controls 0405
    GameState s = Fx.clear().side("0405", "0505", EfsHexside.MAJOR_RIVER)
        .unit(rifles("r", "0505", EfsVocabulary.NO_ZOC)).unit(rifles("r2", "0406"))
        .unit(panzer("p2", "0405")).state();
    assertEquals("no overrun across a major river", assertIllegal(Fx.RULES.check(s,
        fail(MoveQuery.of("p2"), "0505")), EfsRuleHeading.OVERRUN, 1).reason());
    assertLegal(Fx.RULES.check(s, fail(MoveQuery.of("p2"), "0406")), 10.0);
  }

  @Test
  void atAnOverrunStepOnlyTheOverrunRulesAreCited() {
    // in mud the overrun is refused; the walk would also say the hex holds enemy units and is
    // in a zone of control, which an overrun does not care about
    Verdict v = Fx.RULES.check(road().weather(EfsWeather.MUD).state(),
        succeed("pz", "0505", "0205", "0305", "0405"));
    assertFalse(v.legal());
    assertEquals(List.of(EfsRuleHeading.OVERRUN.section()), v.violations().stream()
        .map(x -> x.rule().section()).distinct().toList(), v.toString());
    assertEquals("overruns happen only in dry or frost weather", v.violations().get(0).reason());
    // whole-move problems (step 0) are kept
    Verdict wrongSide = Fx.RULES.check(road().phase(EfsPhase.REGULAR_MOVEMENT,
        EfsVocabulary.SOVIET).state(), succeed("pz", "0505", "0205", "0305", "0405"));
    assertIllegal(wrongSide, EfsRuleHeading.MOVEMENT_PHASES, 0);
  }

  @Test
  void anOverrunStepBeyondThePointsLeftIsIllegalEvenWhereNoEnemyIsNear() {
    // 0202 touches no enemy, so no overrun can start there; the step into the woods at 0203 is
    // then judged as the move it would be, which the 1 MP unit cannot pay for
    GameState s = Fx.clear().terrain(EfsTerrain.WOODS, "0203").unit(rifles("r", "0808"))
        .unit(Fx.axis("pz", EfsVocabulary.ARMOR, MovementClass.RED, 1, "0202")).state();
    MoveOrder o = succeed("pz", "0203");
    Violation v = assertIllegal(Fx.RULES.check(s, o), EfsRuleHeading.ALLOWANCE, 1);
    assertEquals(mp(2), v.needed().orElseThrow());
    assertEquals(mp(1), v.available().orElseThrow());
    MoveOutcome out = Fx.RULES.apply(s, o);
    assertFalse(out.verdict().legal(), out.verdict().toString());
    assertTrue(out.state().isEmpty());
  }

  @Test
  void anOverrunIsPartOfNormalMovementOnly() {
    GameState s = road().unit(panzer("p2", "0405")).state();
    MoveOrder strategic = MoveOrder.of(MoveQuery.of("p2", EfsVocabulary.STRATEGIC),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    // from 0405, in the zone of control of 0505, strategic movement may not even start
    assertIllegal(Fx.RULES.check(s, strategic), EfsRuleHeading.STRATEGIC, 0);
    // next to an enemy unit that has no zone of control it may: the overrun is what is wrong
    GameState noZoc = Fx.clear().unit(rifles("r", "0505", EfsVocabulary.NO_ZOC))
        .unit(panzer("p2", "0405")).state();
    assertEquals("an overrun is part of normal movement, not of strategic movement",
        assertIllegal(Fx.RULES.check(noZoc, strategic), EfsRuleHeading.OVERRUN, 1).reason());
    MoveOrder oneHex = fail(MoveQuery.of("p2", EfsVocabulary.ONE_HEX), "0505");
    assertEquals("no overrun while using One Hex Movement",
        assertIllegal(Fx.RULES.check(s, oneHex), EfsRuleHeading.OVERRUN, 1).reason());
    MoveOutcome out = Fx.RULES.apply(s, oneHex);
    assertTrue(out.state().isEmpty());
    assertEquals(EfsRuleHeading.OVERRUN.section(),
        out.verdict().violations().get(0).rule().section());
  }

  @Test
  void aStackStartedTogetherWhenEveryUnitThatMovedStartedWhereTheOthersStand() {
    // b has not moved this phase; a started the phase in 0405 too: they started together
    GameState s = road().unit(withStart(panzer("a", "0405"), "0405")).unit(panzer("b", "0405"))
        .state();
    MoveOrder both = MoveOrder.of(MoveQuery.builder().addUnits("a", "b").build(),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    assertLegal(Fx.RULES.check(s, both), 2.0);
    // a came from 0105 this phase and b did not move: they did not start together
    GameState joined = road().unit(withStart(panzer("a", "0405"), "0105"))
        .unit(panzer("b", "0405")).state();
    assertTrue(assertCites(Fx.RULES.check(joined, both), EfsRuleHeading.OVERRUN).reason()
        .contains("together"));
  }

  private static Unit withStart(Unit u, String start) {
    return Unit.builder().from(u).putAttributes(EfsVocabulary.PHASE_START, start).build();
  }

  @Test
  void noOverrunWithOneHexMovementAndNoneAgainstAnEmptyHex() {
    GameState s = road().unit(panzer("p2", "0405")).state();
    MoveOrder oneHex = MoveOrder.of(MoveQuery.of("p2", EfsVocabulary.ONE_HEX),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    assertIllegal(Fx.RULES.check(s, oneHex), EfsRuleHeading.OVERRUN, 1);
    assertTrue(Fx.RULES.apply(s, oneHex).state().isEmpty());
    assertIllegal(Fx.RULES.check(s, succeed("p2", "0406")), EfsRuleHeading.OVERRUN, 1);
  }

  @Test
  void rangeAndPathNeverOverrunOnTheirOwn() {
    GameState s = road().state();
    assertEquals(-1, Fx.reach(s, MoveQuery.of("pz")).indexOf(hex("0505")));
  }

  @Test
  void malformedOverrunActionsAreRejected() {
    GameState s = road().state();
    MoveOrder offMap = fail(MoveQuery.of("pz"), "9999");
    assertThrows(InvalidInputException.class, () -> Fx.RULES.check(s, offMap));
    MoveOrder inPlaceSuccess = MoveOrder.of(MoveQuery.of("pz"),
        List.of(Step.action(EfsVocabulary.OVERRUN_SUCCESS)));
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Fx.RULES.check(s, inPlaceSuccess));
    assertEquals("steps[0].action", e.field());
    MoveOrder unknown = MoveOrder.of(MoveQuery.of("pz"),
        List.of(Step.enter(hex("0205")).withAction("charge")));
    assertTrue(assertThrows(InvalidInputException.class, () -> Fx.RULES.check(s, unknown))
        .getMessage().contains("overrun:success"));
    // apply reads the order the same way
    assertEquals("steps[0].action", assertThrows(InvalidInputException.class,
        () -> Fx.RULES.apply(s, unknown)).field());
    // a failed overrun is a step in place
    MoveOrder moving = MoveOrder.of(MoveQuery.of("pz"), List.of(Step.enter(hex("0205"))
        .withAction(EfsVocabulary.OVERRUN_FAILURE + "@0305")));
    assertEquals("steps[0].action", assertThrows(InvalidInputException.class,
        () -> Fx.RULES.check(s, moving)).field());
  }

  @Test
  void theOverrunPriceLeavesOutTheZocOfTheTargetHex() {
    // 0503 controls 0504, the hex overrun from 0505 (0503 does not touch 0505): clear 1, +1
    GameState s = Fx.clear().unit(rifles("r", "0504")).unit(rifles("r2", "0503"))
        .unit(panzer("pz", "0505")).state();
    Verdict v = Fx.RULES.check(s, succeed("pz", "0504"));
    assertLegal(v, 2.0);
    assertEquals("overrun; move ends here", v.steps().get(0).note());
  }

  @Test
  void aFailedOverrunExhaustsEveryUnitOfTheStack() {
    GameState s = Fx.clear().unit(rifles("r", "0504")).unit(panzer("pz", "0505"))
        .unit(Fx.axis("fast", "recon", MovementClass.RED, 12, "0505")).state();
    MoveQuery both = MoveQuery.builder().addUnits("pz", "fast").build();
    GameState after = Fx.RULES.apply(s, fail(both, "0504")).state().orElseThrow();
    assertEquals("10", after.unit("pz").phaseMovement().orElseThrow().spent().toFraction());
    assertEquals("12", after.unit("fast").phaseMovement().orElseThrow().spent().toFraction());
    // a successful one spends what it cost, for each unit
    GameState won = Fx.RULES.apply(s, MoveOrder.of(both, succeed("pz", "0504").steps())).state()
        .orElseThrow();
    assertEquals("2", won.unit("fast").phaseMovement().orElseThrow().spent().toFraction());
  }

  @Test
  void anOverrunOutsideNormalMovementIsPricedAsTheModesOwnStepAndTheOrderJudgedToItsEnd() {
    // One Hex Movement from 0102: the overrun takes the whole move, a success into the corner
    // hex 0101, a failure where the stack stands
    GameState corner = Fx.clear().unit(rifles("r", "0101")).unit(panzer("p", "0102")).state();
    Verdict won = Fx.RULES.check(corner, MoveOrder.of(MoveQuery.of("p", EfsVocabulary.ONE_HEX),
        List.of(Step.enter(hex("0101")).withAction(EfsVocabulary.OVERRUN_SUCCESS))));
    assertEquals("no overrun while using One Hex Movement",
        assertIllegal(won, EfsRuleHeading.OVERRUN, 1).reason());
    assertEquals(Optional.of(Position.hex(hex("0101"))), won.end());
    assertEquals(mp(10), won.steps().get(0).cost());
    assertEquals("overrun", won.steps().get(0).note());
    Verdict lost = Fx.RULES.check(corner, fail(MoveQuery.of("p", EfsVocabulary.ONE_HEX), "0101"));
    assertEquals("no overrun while using One Hex Movement",
        assertIllegal(lost, EfsRuleHeading.OVERRUN, 1).reason());
    assertEquals(Optional.of(Position.hex(hex("0102"))), lost.end());
    assertEquals(mp(10), lost.steps().get(0).cost());
    assertEquals("overrun failed", lost.steps().get(0).note());
    // against a hex without enemy units it is refused all the same, once
    Verdict empty = Fx.RULES.check(corner, fail(MoveQuery.of("p", EfsVocabulary.ONE_HEX),
        "0103"));
    assertEquals("no overrun while using One Hex Movement",
        assertIllegal(empty, EfsRuleHeading.OVERRUN, 1).reason());
    assertEquals(1, empty.violations().size(), empty.toString());
  }

  @Test
  void anOverrunInStrategicMovementOrARetreatIsPricedAsTheStepOfThatMode() {
    // a main road 0305-0605 through the hex of rifles that project no zone of control
    GameState s = Fx.clear().line(EfsHexside.MAIN_ROAD, "0305", "0405", "0505", "0605")
        .unit(rifles("r", "0505", EfsVocabulary.NO_ZOC)).unit(panzer("p", "0305")).state();
    MoveQuery strategic = MoveQuery.of("p", EfsVocabulary.STRATEGIC);
    // the overrun along the road: 1/2 plus 1; the stack goes on from 0505 as if on the road
    Verdict on = Fx.RULES.check(s, MoveOrder.of(strategic, List.of(Step.enter(hex("0405")),
        Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS),
        Step.enter(hex("0605")))));
    assertEquals("an overrun is part of normal movement, not of strategic movement",
        assertIllegal(on, EfsRuleHeading.OVERRUN, 2).reason());
    assertEquals(1, on.violations().size(), on.toString());
    assertEquals(mp(1.5), on.steps().get(1).cost());
    assertEquals("overrun", on.steps().get(1).note());
    assertEquals(mp(0.5), on.steps().get(2).cost());
    assertEquals(mp(2.5), on.spent());
    // leaving the road after the overrun pays the road back in 0505 (clear 1, +1/2)
    Verdict off = Fx.RULES.check(s, MoveOrder.of(strategic, List.of(Step.enter(hex("0405")),
        Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS),
        Step.enter(hex("0506")))));
    assertEquals(mp(1.5), off.steps().get(2).cost());
    assertEquals("left the road in 0505: +½ MP", off.steps().get(2).note());
    // a failed overrun takes what is left of the allowance, 19 1/2 of 20
    Verdict failed = Fx.RULES.check(s, MoveOrder.of(strategic, List.of(Step.enter(hex("0405")),
        Step.action(EfsVocabulary.OVERRUN_FAILURE + "@0505"), Step.enter(hex("0404")))));
    assertIllegal(failed, EfsRuleHeading.OVERRUN, 2);
    assertEquals(mp(19.5), failed.steps().get(1).cost());
    assertEquals("overrun failed", failed.steps().get(1).note());
    assertEquals(Fx.hex("0405"), failed.steps().get(1).position().hexOrNull());
    // a retreat: one hex, one point
    Verdict retreat = Fx.RULES.check(s, MoveOrder.of(MoveQuery.of("p", EfsVocabulary.RETREAT),
        List.of(Step.enter(hex("0405")),
            Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS))));
    assertEquals("an overrun is part of normal movement, not of retreat movement",
        assertIllegal(retreat, EfsRuleHeading.OVERRUN, 2).reason());
    assertEquals(mp(1), retreat.steps().get(1).cost());
    assertEquals("overrun", retreat.steps().get(1).note());
  }

  @Test
  void anOverrunNorthEndsTheOrderAndOnlyAFailedOneEndsTheMove() {
    // the attack hex 0505 is north of 0506 (the first direction)
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0506")).state();
    MoveOutcome won = Fx.RULES.apply(s, succeed("pz", "0505"));
    assertLegal(won.verdict(), 2.0);
    assertEquals("overrun; move ends here", won.verdict().steps().get(0).note());
    assertTrue(won.state().orElseThrow().unit("pz").phaseMovement().orElseThrow().stoppedBy()
        .isEmpty());
    MoveOutcome lost = Fx.RULES.apply(s, fail(MoveQuery.of("pz"), "0505"));
    assertLegal(lost.verdict(), 10.0);
    assertEquals(EfsRuleHeading.OVERRUN.section(), lost.state().orElseThrow().unit("pz")
        .phaseMovement().orElseThrow().stoppedBy().orElseThrow().section());
  }

  @Test
  void aUnitThatLeftItsHexAndCameBackStartedThePhaseWithTheUnitThatStayed() {
    // a comes back to 0405 by the road (1/2, then 1/2 and +1 for the zone of control of 0505)
    GameState s = road().unit(panzer("a", "0405")).unit(panzer("b", "0405")).state();
    GameState back = Fx.RULES.apply(s, Fx.order("a", "0305", "0405")).state().orElseThrow();
    MoveOrder both = MoveOrder.of(MoveQuery.builder().addUnits("a", "b").build(),
        List.of(Step.enter(hex("0505")).withAction(EfsVocabulary.OVERRUN_SUCCESS)));
    Verdict v = Fx.RULES.check(back, both);
    // clear 1, +1 for the overrun, +1/2 for leaving the road in 0405
    assertLegal(v, 2.5);
    assertEquals(mp(8), v.allowance());
  }

  @Test
  void anOverrunIntoAHexThatCostsNothingCostsOnlyTheOne() {
    // a scenario makes clear ground free for motorized units in dry weather
    GameState s = Fx.clear().unit(rifles("r", "0505")).unit(panzer("pz", "0506"))
        .chart("tec.clear.motorized.dry", "0").state();
    Verdict v = Fx.RULES.check(s, succeed("pz", "0505"));
    assertLegal(v, 1.0);
    assertEquals(mp(1), v.steps().get(0).cost());
  }
}
