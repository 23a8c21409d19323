package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** 10.1.3 Shock and Movement, with the text's worked example. */
class ShockAndMovementTest {

  @Test
  void theScoutTeamWithTwoShockHaltsAtTheFence() {
    // 2" from a minor fence, 1 and 4 rolled: 4 less 2 Shock is 2", too little to clear it, so
    // the team moves 2" (both dice less Shock allow 3") and halts at the fence.
    GameState s = Dx.state(Dx.table(Feature.line("fence", "minor-obstacle", 0, 12, 0, 12, 48)),
        Dx.with(Dx.team("scouts", "us", 9.5, 20), "shock", "2"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "1,4", "scouts"), Dx.at(16, 20)));
    assertEquals(Dx.at(11.5, 20), v.end().orElseThrow());
    GameState fresh = Dx.state(Dx.table(Feature.line("fence", "minor-obstacle", 0, 12, 0, 12,
        48)), Dx.team("scouts", "us", 9.5, 20));
    assertEquals(Dx.at(13.5, 20), Dx.RULES.check(fresh, Dx.order(Dx.q("normal", "1,4",
        "scouts"), Dx.at(16, 20))).end().orElseThrow(), "without Shock it gets over");
  }

  @Test
  void aSectionTakesTheShockOfItsWorstTeam() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.with(Dx.team("a", "uk", 10, 10), "section",
        "s"), "shock", "1"), Dx.with(Dx.with(Dx.team("b", "uk", 10, 20), "section", "s"),
        "shock", "3"));
    Verdict v = Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "a", "b"),
        Dx.at(30, 10, 30, 20)));
    assertEquals(Dx.at(15, 10, 15, 20), v.steps().get(0).position());
    Verdict alone = Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "a"), Dx.at(30, 10)));
    assertEquals(Dx.at(17, 10), alone.end().orElseThrow());
  }

  @Test
  void shockAsLargeAsTheRollStopsTheMove() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("t", "uk", 10, 10), "shock", "4"));
    assertEquals(Dx.at(10, 10), Dx.RULES.check(s, Dx.order(Dx.q("tactical", "4", "t"),
        Dx.at(20, 10))).end().orElseThrow());
    assertEquals(Dx.at(11, 10), Dx.RULES.check(s, Dx.order(Dx.q("tactical", "5", "t"),
        Dx.at(20, 10))).end().orElseThrow());
  }

  @Test
  void shockComesOnTopOfTerrain() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("w", "rough", 0, 0, 48, 48)),
        Dx.with(Dx.team("t", "uk", 10, 10), "shock", "1"));
    // 3 + 5 less a pip a die is 6, less 1 Shock is 5.
    assertEquals(Dx.at(15, 10), Dx.RULES.check(s, Dx.order(Dx.q("normal", "3,5", "t"),
        Dx.at(30, 10))).end().orElseThrow());
    assertEquals(Fraction.of(15, 36), Dx.RULES.probabilityToReach(Dx.state(Dx.table(),
        Dx.with(Dx.team("t", "uk", 10, 10), "shock", "2")), MoveQuery.of("t", "normal"), 0,
        TablePoint.of(16, 10)), "2D6 - 2 >= 6 means 2D6 >= 8");
  }

  @Test
  void aLeaderMovingWithATeamTakesTheTeamsShockAndAloneHisOwn() {
    GameState s = Dx.state(Dx.table(), Dx.with(Dx.team("t", "uk", 10, 10), "shock", "1"),
        Dx.with(Dx.unit("lt", "uk", "senior-leader", Dx.at(10, 12)), "shock", "3"));
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "t", "lt"),
        Dx.at(30, 10, 30, 12))), 17, 10, 17, 12);
    Dx.assertEnds(Dx.RULES.check(s, Dx.order(Dx.q("normal", "4,4", "lt"), Dx.at(30, 12))), 15,
        12);
    assertEquals(Fraction.of(6, 36), Dx.RULES.probabilityToReach(s, MoveQuery.of("lt",
        "normal"), 0, TablePoint.of(17, 12)), "2D6 - 3 >= 7 means 2D6 >= 10");
  }
}
