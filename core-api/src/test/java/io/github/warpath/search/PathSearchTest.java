package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.StepReport;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Cheapest routes: the targeted search, its A* bound, and the route it rebuilds. */
class PathSearchTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();

  private Position at(HexMap m, String label) {
    return Position.hex(m.parse(label));
  }

  private MoveGraph compile(GameState s, SearchBuffers buffers) {
    HexRuleSetSupport<?> support = rules;
    return support.compile(s, MoveQuery.of("a"), buffers);
  }

  @Test
  void aPathToANeighbourExpandsOnlyTheStart() {
    GameState s = state(map, unit("a", "blue", map, "0505", 10));
    SearchBuffers buffers = new SearchBuffers();
    long range = rules.reach(s, MoveQuery.of("a"), buffers).edgesScanned();
    Route r = rules.path(s, MoveQuery.of("a"), at(map, "0506"), buffers).orElseThrow();
    assertEquals(Mp.of(1), r.cost());
    assertEquals(8, buffers.lastEdgesScanned(), "the search ends once the target is settled");
    assertTrue(range > 400, "the range scans the whole map: " + range);
  }

  @Test
  void aPathToAPlaceThatEndsTheMoveAlsoEndsTheSearchThere() {
    GameState s = state(map, unit("a", "blue", map, "0505", 10), unit("e", "red", map, "0508", 1));
    SearchBuffers buffers = new SearchBuffers();
    long range = rules.reach(s, MoveQuery.of("a"), buffers).edgesScanned();
    Route r = rules.path(s, MoveQuery.of("a"), at(map, "0507"), buffers).orElseThrow();
    assertEquals(Mp.of(2), r.cost());
    assertTrue(r.mustStop(), "the zone of control ends the move");
    assertEquals(List.of("0506", "0507"), r.steps().stream().map(StepReport::label).toList());
    long path = buffers.lastEdgesScanned();
    assertTrue(path * 10 < range, "path " + path + ", range " + range);
  }

  @Test
  void aStopOnTheWayDoesNotEndTheSearchForAnotherPlace() {
    // a port far away makes the graph give up its A* bound, so the zone of control near the
    // start is settled before the target
    HexMap ported = map.toBuilder().hex(map.parse("0909"), Terrain.PORT).build();
    GameState s = state(ported, unit("a", "blue", ported, "0505", 10),
        unit("e", "red", ported, "0507", 1));
    Route r = rules.path(s, MoveQuery.of("a"), at(ported, "0502")).orElseThrow();
    assertEquals(Mp.of(3), r.cost());
    assertFalse(r.mustStop());
    assertEquals(at(ported, "0502"), r.end());
  }

  @Test
  void aRoadAsCheapAsTheBoundIsFollowed() {
    HexMap road = map.toBuilder().path(Side.ROAD, List.of(map.parse("0505"), map.parse("0506"),
        map.parse("0507"), map.parse("0508"))).build();
    GameState s = state(road, unit("a", "blue", road, "0505", 4));
    Route r = rules.path(s, MoveQuery.of("a"), at(road, "0508")).orElseThrow();
    assertEquals(Mp.ofHalves(3), r.cost());
    assertEquals(List.of("road", "road", "road"), r.steps().stream().map(StepReport::note)
        .toList());
    assertEquals(3, rules.pathCostTicks(s, MoveQuery.of("a"), at(road, "0508"),
        new SearchBuffers()));
  }

  @Test
  void theBoundSavesWorkWithoutChangingTheAnswer() {
    HexMap big = TestRules.map(12, 12).build();
    GameState s = state(big, unit("a", "blue", big, "1212", 30));
    SearchBuffers buffers = new SearchBuffers();
    MoveGraph g = compile(s, buffers);
    Position corner = at(big, "0101");
    int plain = SearchEngine.pathCost(g, buffers, corner, false);
    long plainEdges = buffers.lastEdgesScanned();
    int bounded = SearchEngine.pathCost(g, buffers, corner, true);
    long boundedEdges = buffers.lastEdgesScanned();
    assertEquals(plain, bounded);
    assertEquals(2 * big.hex(0).distanceTo(big.parse("1212")), bounded);
    assertTrue(boundedEdges < plainEdges, boundedEdges + " vs " + plainEdges);
    Position middle = at(big, "0606");
    int plainMiddle = SearchEngine.pathCost(g, buffers, middle, false);
    long plainMiddleEdges = buffers.lastEdgesScanned();
    assertEquals(plainMiddle, SearchEngine.pathCost(g, buffers, middle, true));
    assertTrue(buffers.lastEdgesScanned() < plainMiddleEdges);
  }

  @Test
  void theBoundLeavesBoxesAlone() {
    HandGraph g = HandGraph.column(4, 1).bound(1);
    int pool = g.box("pool");
    int a = g.node("0101", 0);
    g.startAt(a).legal(a, g.boxNode(pool, 0), 5).legal(a, g.node("0102", 0), 1)
        .legal(g.node("0102", 0), g.node("0103", 0), 1)
        .legal(g.node("0103", 0), g.node("0104", 0), 1);
    SearchBuffers buffers = new SearchBuffers();
    assertEquals(3, SearchEngine.pathCost(g, buffers, at(g.map(), "0104"), true));
    assertEquals(5, SearchEngine.pathCost(g, buffers, Position.box("pool"), true));
    Route toPool = SearchEngine.path(g, buffers, Position.box("pool")).orElseThrow();
    assertEquals(Mp.of(5), toPool.cost());
  }

  @Test
  void aRouteFromTheFirstHexOfTheMapHasItsStep() {
    GameState s = state(map, unit("a", "blue", map, "0101", 2));
    Route r = rules.path(s, MoveQuery.of("a"), at(map, "0102")).orElseThrow();
    assertEquals(at(map, "0101"), r.start());
    assertEquals(1, r.steps().size());
    assertEquals(new StepReport(1, at(map, "0102"), "0102", Mp.of(1), Mp.of(1), null, ""),
        r.steps().get(0));
  }

  @Test
  void aRouteKnowsWhereItStartsAndWhetherItEndsTheMove() {
    GameState s = state(map, unit("a", "blue", map, "0505", 4));
    Route r = rules.path(s, MoveQuery.of("a"), at(map, "0507")).orElseThrow();
    assertEquals(at(map, "0505"), r.start());
    assertEquals(at(map, "0507"), r.end());
    assertFalse(r.mustStop());
    assertEquals(Mp.of(2), r.steps().get(1).spent());
    Route none = rules.path(s, MoveQuery.of("a"), at(map, "0505")).orElseThrow();
    assertTrue(none.steps().isEmpty(), "the start is reached by no step at all");
    assertEquals(Mp.ZERO, none.cost());
    assertEquals(at(map, "0505"), none.end());
    assertEquals(Optional.empty(), rules.path(s, MoveQuery.of("a"), at(map, "0510")));
  }

  @Test
  void aRuleSetThatAnswersDifferentlyTheSecondTimeIsCaught() {
    HandGraph g = HandGraph.column(5, 2).fickle();
    int a = g.node("0101", 0);
    int b = g.node("0102", 1);
    g.startAt(a).legal(a, b, 1);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> SearchEngine.path(g, new SearchBuffers(), at(g.map(), "0102")));
    assertEquals("rule set transitions are not deterministic: cannot rebuild the step into 0102",
        e.getMessage());
  }

  @Test
  void aCostBeyondTheEnginesQueueIsRefused() {
    HexMap base = TestRules.map(3, 3).build();
    HexMap ported = base.toBuilder().hex(base.parse("0202"), Terrain.PORT).build();
    GameState s = state(ported, io.github.warpath.state.Unit.builder().id("a").side("blue")
        .kind("any").allowance(Mp.of(Engine.MAX_BUCKETS / 2)).position(at(ported, "0202"))
        .build());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> rules.reach(s, MoveQuery.of("a")));
    assertEquals("a rule set produced a path cost of 4194304 engine units; the engine allows at"
        + " most 4194304", e.getMessage());
  }

  @Test
  void theDirectEngineAnswersForTheStartAndForPlacesOutOfReach() {
    GameState s = state(map, unit("a", "blue", map, "0505", 1));
    SearchBuffers buffers = new SearchBuffers();
    MoveGraph g = compile(s, buffers);
    assertEquals(0, SearchEngine.pathCost(g, buffers, at(map, "0505"), true));
    assertEquals(0, SearchEngine.pathCost(g, buffers, at(map, "0505"), false));
    assertEquals(-1, SearchEngine.pathCost(g, buffers, at(map, "0509"), true));
    assertEquals(-1, SearchEngine.pathCost(g, buffers, at(map, "0509"), false));
    assertEquals(2, SearchEngine.pathCost(g, buffers, at(map, "0506"), false));
    Route here = SearchEngine.path(g, buffers, at(map, "0505")).orElseThrow();
    assertTrue(here.steps().isEmpty());
    assertEquals(Optional.empty(), SearchEngine.path(g, buffers, at(map, "0509")));
    assertEquals(Mp.of(1), SearchEngine.path(g, buffers, at(map, "0504")).orElseThrow().cost());
    assertEquals(7, SearchEngine.reach(g, buffers).size());
  }

  @Test
  void aTargetTheMapDoesNotHaveIsBadInput() {
    GameState s = state(map, unit("a", "blue", map, "0505", 1));
    SearchBuffers buffers = new SearchBuffers();
    MoveGraph g = compile(s, buffers);
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> SearchEngine.pathCost(g, buffers, Position.hex(io.github.warpath.hex.Hex.of(30, 0)),
            true));
    assertEquals("target: hex 3116 is off the map (columns 01-10, rows 01-10, or 02-11 in columns 02, 04, ..., 10)", off.getMessage());
    HandGraph noBoxes = HandGraph.column(2, 1);
    InvalidInputException box = assertThrows(InvalidInputException.class,
        () -> SearchEngine.path(noBoxes, buffers, Position.box("moon")));
    assertEquals("target: no such place on this map: BoxPosition[box=moon]", box.getMessage());
  }

  @Test
  void withoutTheBoundTheSearchStillHasRoomForTheBoxes() {
    HexMap base = TestRules.map(4, 4).build();
    HexMap ported = base.toBuilder().hex(base.parse("0202"), Terrain.PORT).build();
    GameState s = state(ported, unit("a", "blue", ported, "0202", 3));
    SearchBuffers fresh = new SearchBuffers();
    MoveGraph g = compile(s, fresh);
    assertEquals(6, SearchEngine.pathCost(g, fresh, Position.box(TestRules.DEPOT), false));
    assertEquals(6, SearchEngine.pathCost(g, new SearchBuffers(), Position.box(TestRules.DEPOT),
        true));
  }

  @Test
  void aTargetFarAwayIsFoundWithTheBoundFromTheStart() {
    // the start's bound alone (69 hexes of ½) is beyond the queue of fresh buffers
    HexMap column = TestRules.map(1, 70).build();
    GameState s = state(column, unit("a", "blue", column, "0101", 70));
    Route r = rules.path(s, MoveQuery.of("a"), at(column, "0170")).orElseThrow();
    assertEquals(Mp.of(69), r.cost());
    assertEquals(69, r.steps().size());
  }

  @Test
  void whetherTheLastStepEndsTheMoveDoesNotChangeWhichOfTwoEquallyCheapWaysTheRouteTakes() {
    for (boolean stops : new boolean[] {false, true}) {
      HandGraph g = HandGraph.column(3, 2).withNotes();
      int a = g.node("0101", 0);
      int b0 = g.node("0102", 0);
      int b1 = g.node("0102", 1);
      int c = g.node("0103", 0);
      g.startAt(a).legal(a, b0, 1).legal(a, b1, 1);
      if (stops) {
        g.stop(b0, c, 1, HandGraph.R.STOPS, 0).stop(b1, c, 1, HandGraph.R.STOPS, 0);
      } else {
        g.legal(b0, c, 1).legal(b1, c, 1);
      }
      Route r = SearchEngine.path(g, new SearchBuffers(), at(g.map(), "0103")).orElseThrow();
      // the search settles the later way into 0102 first; the arrival it finds first is kept
      assertEquals(List.of("way 1", "way 0"), r.steps().stream().map(StepReport::note).toList(),
          "stops: " + stops);
      assertEquals(Mp.of(2), r.cost());
      assertEquals(stops, r.mustStop());
    }
  }

  @Test
  void aGraphSeenWithoutItsBoundAnswersEverythingElseAsTheGraphDoes() {
    HandGraph g = HandGraph.column(3, 2).bound(2).ticks(3);
    g.box("pool");
    int dock = g.box("dock");
    int start = g.node("0102", 1);
    g.startAt(start).legal(start, g.node("0103", 0), 4).explicitFrom(5);
    MoveGraph u = new SearchEngine.Unbounded(g);
    assertEquals(0, u.minCostPerHex(), "no bound");
    assertEquals(g.map(), u.map());
    assertEquals(2, u.states());
    assertEquals(2, u.extraLocations());
    assertEquals(Position.box("dock"), u.extraPosition(1));
    assertEquals(1, u.extraLocationOf(Position.box("dock")));
    assertEquals(start, u.start());
    assertEquals(3, u.ticksPerMp());
    assertEquals(9, u.allowance());
    assertEquals(1, u.slots(start));
    assertEquals(5, u.firstExplicitSlot());
    Transition t = new Transition();
    assertEquals(MoveGraph.LEGAL, u.transition(start, 0, 0, t));
    assertEquals(4, t.cost);
    t.argA = 6;
    assertEquals(g.explain(HandGraph.R.CLOSED.ordinal(), t, start, 2),
        u.explain(HandGraph.R.CLOSED.ordinal(), t, start, 2));
    assertEquals("no way from 0102 to BoxPosition[box=dock]",
        u.unreachable(start, g.extraPosition(dock - g.map().size())).reason());
  }
}
