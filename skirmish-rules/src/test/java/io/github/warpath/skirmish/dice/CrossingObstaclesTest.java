package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** 10.1.2.1 Crossing Obstacles, with the text's worked example. */
class CrossingObstaclesTest {
  /** A hedge along x = 12; teams on 1" bases start with their edge 1" from it. */
  private static GameState hedge(String kind) {
    return Dx.state(Dx.table(Feature.line("hedge", kind, 0, 12, 0, 12, 48)),
        Dx.team("rifles", "uk", 10.5, 10), Dx.team("bren", "uk", 10.5, 20));
  }

  @Test
  void theRifleTeamMovesTacticallyTowardsTheHedge() {
    // The example: 1D6 rolls 4, the team moves 4" (here along the hedge, which it never crosses).
    Verdict v = Dx.RULES.check(hedge("medium-obstacle"), Dx.order(Dx.q("tactical", "4",
        "rifles"), Dx.at(10.5, 30)));
    assertEquals(Dx.at(10.5, 14), v.end().orElseThrow());
  }

  @Test
  void theBrenTeamCrossesAMediumHedgeOnTheLowerDie() {
    // 3 and 5: a medium obstacle discards the higher die, so the team moves 3" across.
    Verdict v = Dx.RULES.check(hedge("medium-obstacle"), Dx.order(Dx.q("normal", "3,5",
        "bren"), Dx.at(20.5, 20)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(13.5, 20), v.end().orElseThrow());
  }

  @Test
  void aMinorHedgeWouldHaveLetItMoveFiveInches() {
    Verdict v = Dx.RULES.check(hedge("minor-obstacle"), Dx.order(Dx.q("normal", "3,5",
        "bren"), Dx.at(20.5, 20)));
    assertEquals(Dx.at(15.5, 20), v.end().orElseThrow());
  }

  @Test
  void aRollTooShortToCrossHaltsAtTheObstacle() {
    // 1 and 1 on a minor obstacle: 1" would not clear the hedge (the base needs 2"), so the
    // team moves with both dice towards it and halts when its base touches it, 1" on.
    Verdict v = Dx.RULES.check(hedge("minor-obstacle"), Dx.order(Dx.q("normal", "1,1",
        "bren"), Dx.at(20.5, 20)));
    assertEquals(Dx.at(11.5, 20), v.end().orElseThrow());
    Verdict just = Dx.RULES.check(hedge("minor-obstacle"), Dx.order(Dx.q("normal", "1,2",
        "bren"), Dx.at(20.5, 20)));
    assertEquals(Dx.at(12.5, 20), just.end().orElseThrow(), "2\" just clears it");
  }

  @Test
  void noObstacleIsCrossedTacticallyOrAtTheDouble() {
    assertEquals(DiceRule.OBSTACLES.ref(), Dx.RULES.check(hedge("minor-obstacle"),
        Dx.order(Dx.q("tactical", "6", "bren"), Dx.at(16, 20))).violations().get(0).rule());
    assertEquals(DiceRule.OBSTACLES.ref(), Dx.RULES.check(hedge("minor-obstacle"),
        Dx.order(Dx.q("double", "6,6,6", "bren"), Dx.at(16, 20))).violations().get(0).rule());
    assertEquals(DiceRule.OBSTACLES.ref(), Dx.RULES.check(hedge("minor-obstacle"),
        Dx.order(Dx.q("move-and-fire", "6", "bren"), Dx.at(16, 20))).violations().get(0)
        .rule());
  }

  @Test
  void aMajorObstacleIsCrossedOnlyFromBesideItTakingThePhase() {
    GameState s = hedge("major-obstacle");
    assertEquals(DiceRule.OBSTACLES.ref(), Dx.RULES.check(s, Dx.order(Dx.q("normal", "6,6",
        "bren"), Dx.at(16, 20))).violations().get(0).rule());
    Verdict over = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "bren"),
        Dx.at(13, 20)));
    assertTrue(over.legal(), over::toString);
    assertEquals(Dx.at(13, 20), over.end().orElseThrow());
    GameState far = Dx.state(Dx.table(Feature.line("wall", "major-obstacle", 0, 12, 0, 12, 48)),
        Dx.team("bren", "uk", 8, 20));
    assertEquals(DiceRule.OBSTACLES.ref(), Dx.RULES.check(far, Dx.order(Dx.q("cross-obstacle",
        null, "bren"), Dx.at(13, 20))).violations().get(0).rule());
  }

  @Test
  void aNarrowStreamIsJumpedAsAMinorObstacle() {
    GameState s = Dx.state(Dx.table(Feature.line("brook", "stream", 1, 12, 0, 12, 48)),
        Dx.team("t", "uk", 10, 20));
    assertEquals(Dx.at(15, 20), Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"),
        Dx.at(20, 20))).end().orElseThrow());
  }

  @Test
  void theChanceOfCrossingUsesTheCrossingDie() {
    // Beyond the minor hedge 4" away: the higher of 2D6 must be 4 or more: 27/36.
    assertEquals(Fraction.of(27, 36), Dx.RULES.probabilityToReach(hedge("minor-obstacle"),
        MoveQuery.of("bren", "normal"), 0, TablePoint.of(14.5, 20)));
    // The medium hedge keeps the lower die: at least 4 on both: 9/36.
    assertEquals(Fraction.of(9, 36), Dx.RULES.probabilityToReach(hedge("medium-obstacle"),
        MoveQuery.of("bren", "normal"), 0, TablePoint.of(14.5, 20)));
  }

  /** A 0.5"-wide hedge along x = 16, 4.75" beyond the base edge of a team at x = 10.5. */
  private static GameState farHedge(String kind) {
    return Dx.state(Dx.table(Feature.line("hedge", kind, 0.5, 16, 0, 16, 48)),
        Dx.team("t", "uk", 10.5, 20));
  }

  @Test
  void aRollTooShortToCrossHaltsWhereTheBaseFirstTouchesTheObstacle() {
    // The base touches the hedge after 4.75 inches and is clear of it after 6.25.
    Verdict halts = Dx.RULES.check(farHedge("minor-obstacle"), Dx.order(Dx.q("normal", "2,3",
        "t"), Dx.at(30, 20)));
    assertTrue(halts.legal(), halts::toString);
    // 3" cannot clear it; 5" would take the team onto it, so it halts against it.
    Dx.assertEnds(halts, 15.25, 20);
    assertEquals(Dx.at(14.5, 20), Dx.RULES.check(farHedge("minor-obstacle"),
        Dx.order(Dx.q("normal", "1,3", "t"), Dx.at(30, 20))).end().orElseThrow(),
        "4\" falls short of the hedge anyway");
    // Clearing it takes 6.25", more than any one die.
    Dx.assertEnds(Dx.RULES.check(farHedge("minor-obstacle"), Dx.order(Dx.q("normal", "1,6",
        "t"), Dx.at(30, 20))), 15.25, 20);
  }

  @Test
  void theObstacleIsMeasuredAlongASlantingRoute() {
    // At 45 degrees the base meets the hedge after 4.75 * sqrt(2) inches of travel.
    Verdict v = Dx.RULES.check(farHedge("minor-obstacle"), Dx.order(Dx.q("normal", "3,5",
        "t"), Dx.at(30.5, 40)));
    TablePosition end = (TablePosition) v.end().orElseThrow();
    assertEquals(15.25, end.model(0).x(), 1e-6);
    assertEquals(24.75, end.model(0).y(), 1e-6);
    assertEquals(io.github.warpath.Mp.ofTwelfths((int) Math.round(4.75 * Math.sqrt(2) * 12)),
        v.spent());
  }

  @Test
  void twoObstaclesOfOneKindDiscardOneDieAndOfBothKindsBoth() {
    GameState minors = Dx.state(Dx.table(Feature.line("a", "minor-obstacle", 0, 12, 0, 12, 48),
        Feature.line("b", "minor-obstacle", 0, 14, 0, 14, 48)), Dx.team("t", "uk", 10.5, 20));
    assertEquals(Dx.at(15.5, 20), Dx.RULES.check(minors, Dx.order(Dx.q("normal", "2,5", "t"),
        Dx.at(30, 20))).end().orElseThrow(), "the higher die, 5, crosses both");
    GameState mixed = Dx.state(Dx.table(Feature.line("a", "minor-obstacle", 0, 12, 0, 12, 48),
        Feature.line("b", "medium-obstacle", 0, 14, 0, 14, 48)), Dx.team("t", "uk", 10.5, 20));
    Verdict v = Dx.RULES.check(mixed, Dx.order(Dx.q("normal", "6,6", "t"), Dx.at(30, 20)));
    assertEquals(Dx.at(11.5, 20), v.end().orElseThrow(), "no die is left to cross with");
    assertEquals("rolled 12\" (0\" crossing): 6+6, crossing discards both: 0",
        v.steps().get(0).note());
  }

  @Test
  void aFigureMayNotEndOnAnObstacle() {
    Verdict v = Dx.RULES.check(farHedge("minor-obstacle"), Dx.order(Dx.q("normal", "6,6", "t"),
        Dx.at(16, 20)));
    assertEquals(DiceRule.OBSTACLES.ref(), v.violations().get(0).rule());
    assertEquals("a figure ends clear of minor-obstacle 'hedge', not on it",
        v.violations().get(0).reason());
    assertEquals(1, v.violations().get(0).step().getAsInt());
    assertEquals("model 1 at (16, 20)", v.violations().get(0).location().orElseThrow());
    assertEquals(Fraction.ZERO, Dx.RULES.probabilityToReach(farHedge("minor-obstacle"),
        MoveQuery.of("t", "normal"), 0, TablePoint.of(16, 20)));
    assertTrue(Dx.RULES.route(farHedge("minor-obstacle"), Dx.q("normal", "6,6", "t"), 0,
        TablePoint.of(15.2, 20)).isPresent(), "0.05\" short of the hedge");
    assertTrue(Dx.RULES.route(farHedge("minor-obstacle"), Dx.q("normal", "6,6", "t"), 0,
        TablePoint.of(15.3, 20)).isEmpty(), "its base would overlap the hedge");
  }

  @Test
  void aSectionRollsOnceAndEachTeamCrossesOnItsOwnDice() {
    GameState s = Dx.state(Dx.table(Feature.line("hedge", "minor-obstacle", 0, 12, 0, 12, 15)),
        Dx.with(Dx.team("a", "uk", 10.5, 10), "section", "s"),
        Dx.with(Dx.team("b", "uk", 10.5, 20), "section", "s"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "a", "b"),
        Dx.at(30, 10, 30, 20)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(15.5, 10, 18.5, 20), v.steps().get(0).position(),
        "a crosses on the higher die, b walks past the hedge's end on both");
    assertEquals("rolled 8\" (5\" crossing): 3+5, crossing discards the lower: 5",
        v.steps().get(0).note(), "the roll as the first Team applies it");
  }

  @Test
  void aMajorObstacleIsCrossedFromWithinOneInchToWithinOneInch() {
    GameState s = Dx.state(Dx.table(Feature.line("wall", "major-obstacle", 0, 12, 0, 12, 48)),
        Dx.team("t", "uk", 10.5, 20));
    Verdict exact = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "t"),
        Dx.at(13.5, 20)));
    assertTrue(exact.legal(), exact::toString);
    assertEquals(io.github.warpath.Mp.of(3), exact.spent());
    Verdict onIt = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "t"),
        Dx.at(12.4, 20)));
    assertEquals(DiceRule.OBSTACLES.ref(), onIt.violations().get(0).rule());
    assertEquals("model 1 at (12.4, 20)", onIt.violations().get(0).location().orElseThrow());
    Verdict tooFar = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "t"),
        Dx.at(13.6, 20)));
    assertEquals(DiceRule.OBSTACLES.ref(), tooFar.violations().get(0).rule());
    Verdict sameSide = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "t"),
        Dx.at(10.5, 25)));
    assertEquals(DiceRule.OBSTACLES.ref(), sameSide.violations().get(0).rule(),
        "it must go across");
    Verdict twoSteps = Dx.RULES.check(s, Dx.order(Dx.q("cross-obstacle", null, "t"),
        Dx.at(10.5, 22), Dx.at(13.5, 22)));
    assertEquals("figures crossing a major obstacle are placed straight across it: one step",
        twoSteps.violations().get(0).reason());
  }

  @Test
  void onlyModesThatMayCrossCrossForCheckAndQueries() {
    assertTrue(CrossingObstacles.mayCross("normal"));
    assertTrue(CrossingObstacles.mayCross("disembark"));
    assertEquals(false, CrossingObstacles.mayCross("double"));
    assertEquals(false, CrossingObstacles.mayCross("tactical"));
    assertEquals(false, CrossingObstacles.mayCross("move-and-fire"));
    assertEquals(false, CrossingObstacles.mayCross("unlimber"));
  }
}
