package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.HandGraph.R;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Terrain;
import org.junit.jupiter.api.Test;

/** What a range holds: every place at its cheapest cost, and whether the unit must stop there. */
class RangeSearchTest {
  private final TestRules rules = new TestRules();

  @Test
  void aUnitWithNoPointsLeftMayStillEnterOneHexAndMustStopThere() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 0));
    SearchBuffers buffers = new SearchBuffers();
    Reach reach = rules.reach(s, MoveQuery.of("a"), buffers);
    assertEquals(7, reach.size());
    assertEquals(Mp.ZERO, reach.allowance());
    assertFalse(reach.mustStop(0));
    for (int i = 1; i < reach.size(); i++) {
      assertEquals(Mp.of(1), reach.cost(i));
      assertTrue(reach.mustStop(i), "the minimum move ends at " + reach.position(i));
      assertTrue(map.hex(reach.hexIndex(i)).isAdjacentTo(map.parse("0505")));
    }
    // only the start was expanded: its six directions, the transport slot and the rest slot
    assertEquals(8, reach.edgesScanned());
    assertEquals(8, buffers.lastEdgesScanned());
  }

  @Test
  void aLongMoveGetsEveryHexAtItsExactCost() {
    HexMap map = TestRules.map(1, 40).build();
    GameState s = state(map, unit("a", "blue", map, "0101", 40));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    assertEquals(40, reach.size());
    for (int row = 1; row <= 40; row++) {
      int i = reach.indexOf(map.parse(String.format("01%02d", row)));
      assertEquals(Mp.of(row - 1), reach.cost(i), "row " + row);
      assertFalse(reach.mustStop(i));
    }
    assertEquals(78, reach.costTicks(39), "the last entry is the dearest, in half points");
  }

  @Test
  void aTransportBoxAfterTheHexesIsPartOfTheRange() {
    HexMap base = TestRules.map(4, 4).build();
    HexMap map = base.toBuilder().hex(base.parse("0202"), Terrain.PORT).build();
    GameState s = state(map, unit("a", "blue", map, "0202", 3));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    int depot = reach.indexOf(Position.box(TestRules.DEPOT));
    assertTrue(depot > 0);
    assertEquals(Position.box(TestRules.DEPOT), reach.position(depot));
    assertEquals(-1, reach.hexIndex(depot));
    assertEquals(Mp.of(3), reach.cost(depot), "transport spends the whole allowance");
    assertEquals(16, reach.size(), "the box and every hex but 0405, four hexes away");
    assertFalse(reach.contains(map.parse("0405")));
    Route r = reach.route(depot);
    assertEquals("depot", r.steps().get(0).label());
  }

  @Test
  void aPlaceReachedFirstByAStopAndThenByAFreeWayNeedNotBeAStop() {
    HandGraph g = HandGraph.column(5, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    int c = g.node("0103", 0);
    int d = g.node("0104", 0);
    g.startAt(a).stop(a, b, 1, R.STOPS, 0).legal(a, c, 1).legal(c, b, 1).stop(c, d, 1, R.STOPS, 0)
        .legal(d, g.node("0105", 0), 1);
    Reach reach = SearchEngine.reach(g, new SearchBuffers());
    assertEquals(4, reach.size());
    int atB = reach.indexOf(g.map().parse("0102"));
    assertEquals(1, reach.costTicks(atB), "the cheapest arrival sets the cost");
    assertFalse(reach.mustStop(atB), "a dearer free way means the unit need not stop");
    int atD = reach.indexOf(g.map().parse("0104"));
    assertEquals(2, reach.costTicks(atD));
    assertTrue(reach.mustStop(atD));
    assertFalse(reach.contains(g.map().parse("0105")), "nothing goes on from a stop");
  }

  @Test
  void everyBoxHasItsOwnPlaceInTheRange() {
    HandGraph g = HandGraph.column(3, 1);
    int reserve = g.box("reserve");
    int pool = g.box("pool");
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.boxNode(pool, 0), 2).legal(a, g.node("0102", 0), 1)
        .legal(g.node("0102", 0), g.node("0103", 0), 1);
    Reach reach = SearchEngine.reach(g, new SearchBuffers());
    assertEquals(4, reach.size());
    int i = reach.indexOf(Position.box("pool"));
    assertEquals(Position.box("pool"), reach.position(i));
    assertEquals(2, reach.costTicks(i));
    assertEquals(-1, reach.indexOf(Position.box("reserve")), "never reached");
    assertEquals(-1, reach.indexOf(Position.box("moon")), "not a place of this graph");
    assertEquals("pool", reach.route(i).steps().get(0).label());
    assertEquals(Position.box("pool"), reach.route(i).end());
    assertEquals(3, reserve, "boxes are numbered after the hexes");
  }

  @Test
  void eachPlaceIsExpandedOnceEvenWhenSeveralWaysReachItAtTheSameCost() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    assertEquals(19, reach.size());
    // the hexes two away are reached from two neighbours of the start at the same cost; each of
    // the 19 hexes is expanded once, and the start once more as a unit that has moved (a search
    // state of its own), each with eight slots
    assertEquals(20 * 8, reach.edgesScanned());
  }

  @Test
  void slotsFromTheFirstExplicitOneAreNotPricedByARange() {
    HandGraph g = HandGraph.column(3, 1);
    int a = g.node("0101", 0);
    int b = g.node("0102", 0);
    // from each hex one plain step and one that only an order asking for it takes
    g.startAt(a).legal(a, b, 1).explicit(a, g.node("0103", 0), 1)
        .legal(b, g.node("0103", 0), 1).explicit(b, a, 1);
    SearchBuffers buffers = new SearchBuffers();
    Reach all = SearchEngine.reach(g, buffers);
    assertEquals(2 + 2, all.edgesScanned(), "without the claim every slot is priced");
    Reach some = SearchEngine.reach(g.explicitFrom(1), buffers);
    assertEquals(3, some.size());
    assertEquals(2, some.costTicks(some.indexOf(g.map().parse("0103"))),
        "the explicit slot is never taken, priced or not");
    assertEquals(1 + 1, some.edgesScanned(), "one slot out of each of 0101 and 0102");
  }
}
