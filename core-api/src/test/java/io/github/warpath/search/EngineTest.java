package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.testrules.TestRules;
import io.github.warpath.testrules.TestRules.Side;
import io.github.warpath.testrules.TestRules.Terrain;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EngineTest {
  private final TestRules rules = new TestRules();

  private static Hex h(HexMap map, String label) {
    return map.parse(label);
  }

  private static GameState state(HexMap map, Unit... units) {
    return GameState.builder().ruleSet("test").board(map).addUnits(units).build();
  }

  private static Unit unit(String id, String side, HexMap map, String at, int mp) {
    return Unit.builder().id(id).side(side).kind("any").allowance(Mp.of(mp))
        .position(Position.hex(map.parse(at))).build();
  }

  @Test
  void clearTerrainCostsOnePointPerHexAndTheRangeIsTheDiskOfThatRadius() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    assertEquals(19, reach.size());
    assertEquals(0, reach.costTicks(0));
    assertEquals(Position.hex(h(map, "0505")), reach.position(0));
    for (int i = 0; i < reach.size(); i++) {
      int d = map.hex(reach.hexIndex(i)).distanceTo(h(map, "0505"));
      assertEquals(Mp.of(d), reach.cost(i), "cost of " + map.label(reach.hexIndex(i)));
      assertFalse(reach.mustStop(i));
    }
    for (int i = 1; i < reach.size(); i++) {
      assertTrue(reach.costTicks(i - 1) <= reach.costTicks(i), "entries come cheapest first");
    }
    assertFalse(reach.contains(h(map, "0508")));
  }

  @Test
  void enteringAZoneOfControlEndsTheMoveAndEnemyHexesCannotBeEntered() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 4),
        unit("e", "red", map, "0508", 1));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    int zocHex = reach.indexOf(h(map, "0507"));
    assertTrue(zocHex >= 0);
    assertTrue(reach.mustStop(zocHex));
    assertEquals(Mp.of(2), reach.cost(zocHex));
    assertFalse(reach.contains(h(map, "0508")), "enemy hex");
    // 0509 lies behind the enemy: every way round passes through its zone of control
    assertFalse(reach.contains(h(map, "0509")));
    Verdict v = rules.check(s, MoveOrder.path("a", h(map, "0506"), h(map, "0507"),
        h(map, "0407")));
    assertFalse(v.legal());
    Violation first = v.violations().get(0);
    assertEquals("3", first.rule().section());
    assertEquals(3, first.step().getAsInt());
  }

  @Test
  void theMinimumMoveLetsTheFirstHexExceedTheAllowanceAndThenStops() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap map = base.toBuilder().hex(h(base, "0506"), Terrain.WOODS).build();
    Hex woods = h(map, "0506");
    GameState s = state(map, unit("a", "blue", map, "0505", 1));
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    int i = reach.indexOf(woods);
    assertEquals("0506", map.label(woods));
    assertEquals(Mp.of(2), reach.cost(i));
    assertTrue(reach.mustStop(i));
    Verdict twoSteps = rules.check(s, MoveOrder.path("a", woods, h(map, "0507")));
    assertFalse(twoSteps.legal());
    assertEquals("5", twoSteps.violations().get(0).rule().section());
  }

  @Test
  void aRiverHexsideAddsToTheCostOfEnteringTheHex() {
    HexMap map = TestRules.map(10, 10).build();
    map = map.toBuilder().side(h(map, "0505"), h(map, "0506"), Side.RIVER).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 3));
    Verdict v = rules.check(s, MoveOrder.path("a", h(map, "0506")));
    assertTrue(v.legal());
    assertEquals(Mp.of(2), v.spent());
    assertEquals(Mp.of(1), v.remaining());
  }

  @Test
  void leavingTheRoadInsideAHexRepricesThatHexAtItsTerrainCost() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap map = base.toBuilder()
        .hex(h(base, "0506"), Terrain.WOODS)
        .path(Side.ROAD, List.of(h(base, "0505"), h(base, "0506"), h(base, "0507")))
        .build();
    GameState s = state(map, unit("a", "blue", map, "0505", 6));
    Verdict along = rules.check(s, MoveOrder.path("a", h(map, "0506"), h(map, "0507")));
    assertTrue(along.legal());
    assertEquals(Mp.of(1), along.spent());
    assertEquals("road", along.steps().get(0).note());
    Verdict off = rules.check(s, MoveOrder.path("a", h(map, "0506"), h(map, "0606")));
    assertTrue(off.legal());
    // ½ along the road, then clear 1 + woods re-priced: 2 - ½
    assertEquals(Mp.ofHalves(6), off.spent());
    assertEquals(Mp.ofHalves(1), off.steps().get(0).cost());
    assertEquals(Mp.ofHalves(5), off.steps().get(1).cost());
    Verdict stop = rules.check(s, MoveOrder.path("a", h(map, "0506")));
    assertEquals(Mp.ofHalves(1), stop.spent(), "ending on the road keeps the benefit");
    Reach reach = rules.reach(s, MoveQuery.of("a"));
    assertEquals(Mp.of(1), reach.cost(reach.indexOf(h(map, "0507"))));
    assertEquals(Mp.of(1), reach.cost(reach.indexOf(h(map, "0606"))));
  }

  @Test
  void transportSpendsTheWholeAllowanceAndMayChainToAnotherPort() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap map = base.toBuilder().hex(h(base, "0202"), Terrain.PORT)
        .hex(h(base, "0909"), Terrain.PORT).build();
    GameState s = state(map, unit("a", "blue", map, "0202", 4));
    Optional<Route> route = rules.path(s, MoveQuery.of("a"), Position.hex(h(map, "0909")));
    assertTrue(route.isPresent());
    assertEquals(2, route.get().steps().size());
    assertEquals(Position.box(TestRules.DEPOT), route.get().steps().get(0).position());
    assertEquals(Mp.of(4), route.get().cost());
    assertTrue(route.get().mustStop());
    Verdict late = rules.check(s, MoveOrder.of(MoveQuery.of("a"), List.of(
        Step.enter(h(map, "0203")), Step.enter(h(map, "0202")),
        Step.to(Position.box(TestRules.DEPOT)))));
    assertFalse(late.legal());
    assertEquals("7", late.violations().get(0).rule().section());
  }

  @Test
  void aViolationAboutPointsGivesTheArithmetic() {
    HexMap base = TestRules.map(10, 10).build();
    HexMap map = base.toBuilder().hex(h(base, "0506"), Terrain.WOODS)
        .hex(h(base, "0507"), Terrain.WOODS).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 3));
    Verdict v = rules.check(s, MoveOrder.path("a", h(map, "0506"), h(map, "0507")));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals("2", x.rule().section());
    assertEquals(Optional.of(Mp.of(2)), x.needed());
    assertEquals(Optional.of(Mp.of(1)), x.available());
    assertEquals(Optional.of("0507"), x.location());
    assertEquals(Optional.of("0506/0507"), x.hexside());
    assertEquals("test 2 Allowance - step 2, 0507: not enough points left (needs 2 MP,"
        + " 1 MP left)", x.toString());
  }

  @Test
  void aStepToAHexThatIsNotAdjacentIsIllegalAndTheWalkStopsThere() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 6));
    Verdict v = rules.check(s, MoveOrder.path("a", h(map, "0508"), h(map, "0509")));
    assertFalse(v.legal());
    assertEquals(1, v.violations().size());
    assertEquals("8", v.violations().get(0).rule().section());
    assertTrue(v.end().isEmpty());
  }

  @Test
  void explicitEventsHappenOnlyWhenTheOrderAsksForThem() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 1));
    Verdict v = rules.check(s, MoveOrder.of(MoveQuery.of("a"), List.of(Step.action("rest"),
        Step.enter(h(map, "0506")))));
    assertTrue(v.legal(), v::toString);
    assertEquals(2, v.steps().size());
    Verdict unknown = rules.check(s, MoveOrder.of(MoveQuery.of("a"),
        List.of(Step.action("dance"))));
    assertFalse(unknown.legal());
  }

  @Test
  void pathAndAStarAgreeWithTheRangeOnEveryHex() {
    HexMap.Builder b = TestRules.map(12, 12);
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
    for (int c = 0; c < 12; c++) {
      for (int r = 0; r < 12; r++) {
        int k = rnd.nextInt(10);
        if (k < 2) {
          b.hex(b.hexAt(c, r), Terrain.WOODS);
        } else if (k < 3) {
          b.hex(b.hexAt(c, r), Terrain.WATER);
        }
      }
    }
    HexMap map = b.build();
    GameState s = state(map, unit("a", "blue", map, "0606", 7),
        unit("e", "red", map, "0902", 1));
    SearchBuffers buffers = new SearchBuffers();
    List<io.github.warpath.rules.ReachEntry> entries = rules.reach(s, MoveQuery.of("a"), buffers)
        .entries();
    assertTrue(entries.size() > 20);
    for (io.github.warpath.rules.ReachEntry e : entries) {
      Route r = rules.path(s, MoveQuery.of("a"), e.position(), buffers).orElseThrow();
      assertEquals(e.cost(), r.cost(), "path to " + e.position());
      int ticks = rules.pathCostTicks(s, MoveQuery.of("a"), e.position(), buffers);
      assertEquals(e.cost(), Mp.ofHalves(ticks));
      Verdict v = rules.check(s, MoveOrder.of(MoveQuery.of("a"), r.toSteps()));
      assertTrue(v.legal(), v::toString);
      assertEquals(e.cost(), v.spent());
    }
  }

  @Test
  void aRangeViewRefusesToBeReadAfterItsBuffersRunAnotherQuery() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    SearchBuffers buffers = new SearchBuffers();
    Reach first = rules.reach(s, MoveQuery.of("a"), buffers);
    List<io.github.warpath.rules.ReachEntry> kept = first.entries();
    rules.reach(s, MoveQuery.of("a"), buffers);
    assertThrows(IllegalStateException.class, first::size);
    assertEquals(19, kept.size());
  }

  @Test
  void aUnitOfTheSideThatIsNotPhasingCannotMove() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2)).withEnvironment(
        Environment.builder().activeSide("red").build());
    Verdict v = rules.check(s, MoveOrder.path("a", h(map, "0506")));
    assertFalse(v.legal());
    assertEquals("9", v.violations().get(0).rule().section());
    assertEquals(0, v.violations().get(0).step().getAsInt());
    assertEquals(1, rules.reach(s, MoveQuery.of("a")).size());
  }

  @Test
  void malformedInputIsRejectedWithTheFieldNamed() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    InvalidInputException off = assertThrows(InvalidInputException.class,
        () -> rules.check(s, MoveOrder.path("a", Hex.of(40, 40))));
    assertEquals("steps[0]: hex 4161 is off the map (columns 01-10, rows 01-10, or 02-11 in columns 02, 04, ..., 10)",
        off.getMessage());
    InvalidInputException unknown = assertThrows(InvalidInputException.class,
        () -> rules.reach(s, MoveQuery.of("nobody")));
    assertEquals("unit: unknown unit 'nobody'; known: a", unknown.getMessage());
    assertThrows(InvalidInputException.class,
        () -> rules.reach(s, MoveQuery.of("a", "teleport")));
  }

  @Test
  void applyingALegalMoveReturnsANewStateAndLeavesTheOldOneAlone() {
    HexMap map = TestRules.map(10, 10).build();
    GameState s = state(map, unit("a", "blue", map, "0505", 2));
    MoveOutcome out = rules.apply(s, MoveOrder.path("a", h(map, "0506"), h(map, "0507")));
    assertTrue(out.verdict().legal());
    assertEquals(Position.hex(h(map, "0507")), out.state().orElseThrow().unit("a").position());
    assertEquals(Position.hex(h(map, "0505")), s.unit("a").position());
    MoveOutcome bad = rules.apply(s, MoveOrder.path("a", h(map, "0506"), h(map, "0507"),
        h(map, "0508")));
    assertFalse(bad.verdict().legal());
    assertTrue(bad.state().isEmpty());
  }

  @Test
  void aGraphOfMoreArrivalsThanTheEngineCanNumberIsRefusedWithItsSize() {
    HandGraph g = HandGraph.column(2, 1 << 30);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Engine.search(g, new SearchBuffers(), -1, true));
    assertEquals("the search graph has 2147483648 nodes; the engine allows at most 1073741823",
        e.getMessage());
  }

  @Test
  void theFirstHexOfTheMapHasItsRangeEntryLikeAnyOther() {
    HandGraph g = HandGraph.column(3, 1);
    int first = g.node("0101", 0);
    int second = g.node("0102", 0);
    g.startAt(second).legal(second, first, 2);
    SearchBuffers buffers = new SearchBuffers();
    Engine.search(g, buffers, -1, true);
    assertEquals(2, Engine.costTo(buffers, 0));
    assertEquals(0, Engine.costTo(buffers, 1));
    assertEquals(-1, Engine.costTo(buffers, 2), "0103 has no way in");
    assertEquals(-1, Engine.costTo(buffers, -1));
    assertEquals(-1, Engine.costTo(buffers, 3));
  }

  @Test
  void aQueryInsideAQueryOnTheSameThreadLeavesTheBuffersClaimed() throws Exception {
    SearchBuffers buffers = new SearchBuffers();
    assertTrue(Engine.acquire(buffers));
    assertFalse(Engine.acquire(buffers), "the thread holds them already");
    Engine.release(buffers, false);
    java.util.concurrent.atomic.AtomicReference<Throwable> other =
        new java.util.concurrent.atomic.AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        Engine.acquire(buffers);
      } catch (IllegalStateException e) {
        other.set(e);
      }
    });
    t.start();
    t.join();
    assertTrue(other.get() instanceof IllegalStateException, "still held by the outer query");
    Engine.release(buffers, true);
    assertTrue(Engine.acquire(buffers));
    Engine.release(buffers, true);
  }

  @Test
  void theEngineReadsAPrivateFieldOfACallerApiClassThroughAHandleAndNamesAMissingOne() {
    SearchBuffers buffers = new SearchBuffers();
    java.lang.invoke.VarHandle h = Engine.privateField(SearchBuffers.class, "arena",
        io.github.warpath.internal.arena.SearchArena.class);
    assertEquals(io.github.warpath.internal.arena.SearchArena.class, h.varType());
    assertTrue(h.get(buffers) == Engine.arena(buffers), "the buffers' own arena");
    ExceptionInInitializerError missing = assertThrows(ExceptionInInitializerError.class,
        () -> Engine.privateField(SearchBuffers.class, "nothing", Object.class));
    assertTrue(missing.getCause() instanceof NoSuchFieldException, missing.toString());
  }
}
