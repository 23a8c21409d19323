package io.github.warpath.squad;

import static io.github.warpath.squad.Fixture.RULES;
import static io.github.warpath.squad.Fixture.at;
import static io.github.warpath.squad.Fixture.mp;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One {@link SearchBuffers} serves query after query (the rule set keeps its compiled graph,
 * chart and cost table there between queries): whatever changes from one query to the next -
 * the unit, its movement class, the chart, the map - the answers are those of fresh buffers.
 */
class ReusedSearchBuffersTest {

  private static Mp cost(GameState s, String unit, String label, SearchBuffers b) {
    Reach r = RULES.reach(s, MoveQuery.of(unit), b);
    int i = r.indexOf(at(label));
    return i < 0 ? null : r.cost(i);
  }

  private static Mp fresh(GameState s, String unit, String label) {
    return cost(s, unit, label, new SearchBuffers());
  }

  /** A squad and an AFV facing NW at 0505, woods north of them. */
  private static GameState woodsToTheNorth() {
    return new Fixture(10, 10).infantry("s", "squad", "0505")
        .vehicle("t", "afv", "0505", HexDirection.NW, 8).terrain("0504", SquadTerrain.WOODS)
        .state();
  }

  @Test
  void theSameUnitAskedTwiceKeepsItsFacing() {
    GameState s = woodsToTheNorth();
    SearchBuffers b = new SearchBuffers();
    // NW to S is two hexsides: 1 MP for the turn, 1 for the hex
    assertEquals(mp("2"), cost(s, "t", "0506", b));
    assertEquals(mp("2"), cost(s, "t", "0506", b));
    assertEquals(fresh(s, "t", "0506"), cost(s, "t", "0506", b));
  }

  @Test
  void aSquadThenAnAfvPayTheirOwnColumns() {
    GameState s = woodsToTheNorth();
    SearchBuffers b = new SearchBuffers();
    assertEquals(mp("2"), cost(s, "s", "0504", b)); // woods on foot
    assertEquals(mp("3"), cost(s, "t", "0504", b)); // woods tracked, one free hexside
    assertEquals(mp("2"), cost(s, "s", "0504", b));
  }

  @Test
  void aChangedChartIsReadAgain() {
    GameState s = woodsToTheNorth();
    GameState dear = s.withCharts(Map.of("hex.woods.foot", "3"));
    SearchBuffers b = new SearchBuffers();
    assertEquals(mp("2"), cost(s, "s", "0504", b));
    assertEquals(mp("3"), cost(dear, "s", "0504", b));
    assertEquals(mp("2"), cost(s, "s", "0504", b));
    assertEquals(fresh(dear, "s", "0504"), cost(dear, "s", "0504", b));
  }

  @Test
  void anotherMapGetsItsOwnCostTable() {
    GameState north = woodsToTheNorth();
    GameState south = new Fixture(10, 10).infantry("s", "squad", "0505")
        .terrain("0506", SquadTerrain.MARSH).state();
    SearchBuffers b = new SearchBuffers();
    assertEquals(mp("1"), cost(north, "s", "0506", b));
    assertEquals(mp("3"), cost(south, "s", "0506", b));
    assertEquals(mp("1"), cost(south, "s", "0504", b));
    assertEquals(mp("2"), cost(north, "s", "0504", b));
    assertEquals(fresh(south, "s", "0506"), cost(south, "s", "0506", b));
  }
}
