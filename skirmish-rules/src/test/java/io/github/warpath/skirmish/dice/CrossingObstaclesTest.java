package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
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
}
