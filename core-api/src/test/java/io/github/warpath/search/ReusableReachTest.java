package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.PlainRules;
import io.github.warpath.testrules.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A range the caller keeps and each query fills: it holds what the range query returns, a new
 * query replaces it, and it reads its buffers only while they hold its query.
 */
class ReusableReachTest {
  private final TestRules rules = new TestRules();
  private final HexMap map = TestRules.map(10, 10).build();
  private final GameState twoUnits = state(map, unit("a", "blue", map, "0505", 3),
      unit("b", "red", map, "0202", 2));

  /** Every reading of a filled range against the range query's answer on the same query. */
  private static void sameRange(Reach expected, Reach filled) {
    assertEquals(expected.size(), filled.size());
    assertEquals(expected.entries(), filled.entries());
    assertEquals(expected.start(), filled.start());
    assertEquals(expected.allowance(), filled.allowance());
    assertEquals(expected.ticksPerMp(), filled.ticksPerMp());
    assertEquals(expected.edgesScanned(), filled.edgesScanned());
    assertEquals(expected.toString(), filled.toString());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.hexIndex(i), filled.hexIndex(i));
      assertEquals(expected.costTicks(i), filled.costTicks(i));
      assertEquals(expected.cost(i), filled.cost(i));
      assertEquals(expected.mustStop(i), filled.mustStop(i));
      assertEquals(expected.route(i), filled.route(i));
      assertEquals(i, filled.indexOf(expected.position(i)));
    }
  }

  @Test
  void aFilledRangeHoldsWhatTheRangeQueryReturns() {
    GameState s = state(map, unit("a", "blue", map, "0505", 3), unit("b", "red", map, "0707", 2));
    ReusableReach range = new ReusableReach();
    ReusableReach returned = rules.reach(s, MoveQuery.of("a"), new SearchBuffers(), range);
    assertSame(range, returned);
    Reach plain = rules.reach(s, MoveQuery.of("a"), new SearchBuffers());
    assertTrue(plain.size() > 20, "a range of some size: " + plain.size());
    sameRange(plain, range);
    assertEquals(-1, range.indexOf(io.github.warpath.hex.Hex.of(40, 40)), "off the map");
  }

  @Test
  void aQueryFillsTheRangeAgainWithItsOwnAnswer() {
    SearchBuffers buffers = new SearchBuffers();
    ReusableReach range = new ReusableReach();
    rules.reach(twoUnits, MoveQuery.of("a"), buffers, range);
    int first = range.size();
    rules.reach(twoUnits, MoveQuery.of("b"), buffers, range);
    assertNotEquals(first, range.size());
    assertEquals(Position.hex(map.parse("0202")), range.start());
    assertEquals(Mp.of(2), range.allowance());
    sameRange(rules.reach(twoUnits, MoveQuery.of("b"), new SearchBuffers()), range);
  }

  @Test
  void readingARangeWhoseBuffersRanAnotherQueryIsRefusedUntilItIsFilledAgain() {
    SearchBuffers buffers = new SearchBuffers();
    ReusableReach range = new ReusableReach();
    rules.reach(twoUnits, MoveQuery.of("a"), buffers, range);
    rules.path(twoUnits, MoveQuery.of("a"), Position.hex(map.parse("0506")), buffers);
    List<Executable> reads = List.of(range::size, () -> range.position(0),
        () -> range.hexIndex(0), () -> range.costTicks(0), () -> range.mustStop(0),
        () -> range.route(0), range::entries, range::edgesScanned, () -> range.cost(0),
        () -> range.indexOf(map.parse("0505")));
    for (Executable read : reads) {
      IllegalStateException e = assertThrows(IllegalStateException.class, read);
      assertEquals("this ReusableReach was filled from search buffers that have since run"
          + " another query; fill it again with a query, or call entries() before the next"
          + " query to keep a copy", e.getMessage());
    }
    assertEquals("Reach{from 0505, read from search buffers that have since run another query}",
        range.toString());
    assertEquals(Position.hex(map.parse("0505")), range.start(), "what the query was stays");
    rules.reach(twoUnits, MoveQuery.of("a"), buffers, range);
    assertEquals(rules.reach(twoUnits, MoveQuery.of("a")).size(), range.size());
  }

  @Test
  void aRangeReadsTheBuffersOfTheQueryThatLastFilledIt() {
    SearchBuffers first = new SearchBuffers();
    SearchBuffers second = new SearchBuffers();
    ReusableReach range = new ReusableReach();
    rules.reach(twoUnits, MoveQuery.of("a"), first, range);
    rules.reach(twoUnits, MoveQuery.of("b"), second, range);
    rules.reach(twoUnits, MoveQuery.of("a"), first, new ReusableReach());
    sameRange(rules.reach(twoUnits, MoveQuery.of("b")), range);
    rules.reach(twoUnits, MoveQuery.of("a"), second);
    assertThrows(IllegalStateException.class, range::size);
    rules.reach(twoUnits, MoveQuery.of("a"), first, range);
    rules.reach(twoUnits, MoveQuery.of("b"), second);
    sameRange(rules.reach(twoUnits, MoveQuery.of("a")), range);
  }

  @Test
  void aRangeNoQueryFilledSaysHowToFillIt() {
    ReusableReach range = new ReusableReach();
    IllegalStateException e = assertThrows(IllegalStateException.class, range::size);
    assertEquals("this ReusableReach holds no range yet: pass it to HexMovementRules.reach(state,"
        + " query, buffers, range) to fill it", e.getMessage());
    assertEquals("Reach{not filled yet}", range.toString());
  }

  @Test
  void theBareEngineFillsTheRangeWithItsRangeStartingInABoxOrAHex() {
    HandGraph g = HandGraph.column(3, 1);
    int pool = g.box("pool");
    int a = g.node("0101", 0);
    g.startAt(g.boxNode(pool, 0)).legal(g.boxNode(pool, 0), a, 2)
        .legal(a, g.node("0102", 0), 1);
    SearchBuffers buffers = new SearchBuffers();
    ReusableReach range = new ReusableReach();
    assertSame(range, SearchEngine.reach(g, buffers, range));
    assertEquals(Position.box("pool"), range.start());
    sameRange(SearchEngine.reach(g, new SearchBuffers()), range);
    g.startAt(a);
    SearchEngine.reach(g, buffers, range);
    assertEquals(Position.hex(g.map().parse("0101")), range.start());
    assertEquals(2, range.size());
    assertEquals(Position.hex(g.map().parse("0102")), range.position(1));
  }

  @Test
  void aRuleSetWithThePlainRangeQueryAloneFillsTheRangeWithItsAnswer() {
    PlainRange plain = new PlainRange();
    SearchBuffers buffers = new SearchBuffers();
    ReusableReach range = new ReusableReach();
    assertSame(range, plain.reach(twoUnits, MoveQuery.of("a"), buffers, range));
    Reach viewOfA = plain.last;
    sameRange(rules.reach(twoUnits, MoveQuery.of("a")), range);
    rules.reach(twoUnits, MoveQuery.of("b"), new SearchBuffers(), range);
    assertEquals(Position.hex(map.parse("0505")), viewOfA.start(),
        "a view the rule set returned is not filled again by a later query");
    sameRange(rules.reach(twoUnits, MoveQuery.of("b")), range);
    plain.reach(twoUnits, MoveQuery.of("a"), buffers, range);
    plain.reach(twoUnits, MoveQuery.of("b"), buffers);
    IllegalStateException e = assertThrows(IllegalStateException.class, range::size);
    assertTrue(e.getMessage().startsWith("this range was read from search buffers that have"
        + " since run another query"), e.getMessage());
  }

  /** The plain test rules, keeping the last range they answered. */
  private static final class PlainRange extends PlainRules {
    Reach last;

    @Override
    public Reach reach(GameState state, MoveQuery query, SearchBuffers buffers) {
      last = super.reach(state, query, buffers);
      return last;
    }
  }
}
