package io.github.warpath.skirmish.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/**
 * 10.1.2.2 Movement in varying Terrain: the slower rate holds for the whole phase when the move
 * actually enters the slower ground, not when the declared route merely leads there. A team of
 * 1" bases at (10, 10) moves east with two dice rolling 2 and 2: 4" in the open, 2" in rough
 * ground (a pip off each die).
 */
class MovementInVaryingTerrainTest {

  /** Rough ground whose edge is {@code gap} inches beyond the front of the team's base. */
  private static GameState roughAhead(double gap) {
    double x = 10 + 0.5 + gap;
    return Dx.state(Dx.table(Feature.rectangle("scrub", "rough", x, 5, 40, 15)),
        Dx.team("t", "uk", 10, 10));
  }

  private static Verdict normalTwoTwo(GameState s) {
    return Dx.RULES.check(s, Dx.order(Dx.q("normal", "2,2", "t"), Dx.at(30, 10)));
  }

  @Test
  void roughGroundTheFigureNeverReachesDoesNotSlowIt() {
    // 4.5" to the rough: at the open rate the figure halts after 4", short of it
    Verdict v = normalTwoTwo(roughAhead(4.5));
    assertTrue(v.legal(), v::toString);
    assertEquals(Dx.at(14, 10), v.end().orElseThrow());
  }

  @Test
  void roughGroundTheSlowerRateStillReachesSlowsTheWholeMove() {
    // 1.5" to the rough: at the open rate it would go in; at the rough rate (2") it still does,
    // so the whole move is at the rough rate
    Verdict v = normalTwoTwo(roughAhead(1.5));
    assertEquals(Dx.at(12, 10), v.end().orElseThrow());
  }

  @Test
  void whenOnlyTheFasterRateWouldReachTheSlowerGroundTheFigureHaltsAtItsEdge() {
    // 3.5" to the rough: the open rate (4") would take the figure in, which would make the move
    // a rough one (2"), which would not: the figure moves at the open rate and halts where its
    // base meets the rough ground, 3.5" on
    Verdict v = normalTwoTwo(roughAhead(3.5));
    assertEquals(Dx.at(13.5, 10), v.end().orElseThrow());
  }

  @Test
  void aFigureStartingInSlowerGroundMovesAtItsRateThroughout() {
    GameState s = Dx.state(Dx.table(Feature.rectangle("scrub", "rough", 5, 5, 12, 15)),
        Dx.team("t", "uk", 10, 10));
    assertEquals(Dx.at(12, 10), normalTwoTwo(s).end().orElseThrow());
  }
}
