package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Buffers belong to one thread at a time: a second thread that reaches for buffers while a query
 * runs on them is told so, instead of corrupting the first query's queue.
 */
class SearchBuffersThreadsTest {

  /** A graph that holds its first query open inside a transition until the test lets it go. */
  private static final class GateGraph implements MoveGraph {
    final MoveGraph g;
    final CountDownLatch inside = new CountDownLatch(1);
    final CountDownLatch letGo = new CountDownLatch(1);

    GateGraph(MoveGraph g) {
      this.g = g;
    }

    @Override
    public HexMap map() {
      return g.map();
    }

    @Override
    public int states() {
      return g.states();
    }

    @Override
    public int start() {
      return g.start();
    }

    @Override
    public int ticksPerMp() {
      return g.ticksPerMp();
    }

    @Override
    public int allowance() {
      return g.allowance();
    }

    @Override
    public int slots(int node) {
      return g.slots(node);
    }

    @Override
    public int transition(int node, int spent, int slot, Transition out) {
      if (inside.getCount() > 0) {
        inside.countDown();
        try {
          if (!letGo.await(20, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the test never let the query go");
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException(e);
        }
      }
      return g.transition(node, spent, slot, out);
    }

    @Override
    public Violation explain(int code, Transition t, int fromNode, int spent) {
      return g.explain(code, t, fromNode, spent);
    }

    @Override
    public Violation unreachable(int fromNode, Position to) {
      return g.unreachable(fromNode, to);
    }
  }

  /** A column 0101-0103 where each step costs 1: the range from 0101 holds all three hexes. */
  private static HandGraph column() {
    HandGraph h = HandGraph.column(3, 1);
    return h.startAt(h.node("0101", 0)).legal(h.node("0101", 0), h.node("0102", 0), 1)
        .legal(h.node("0102", 0), h.node("0103", 0), 1);
  }

  @Test
  void aSecondThreadReachingForBuffersInUseIsToldToGiveEachThreadItsOwn() throws Exception {
    SearchBuffers shared = new SearchBuffers();
    GateGraph gate = new GateGraph(column());
    ExecutorService first = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> held = first.submit(() -> SearchEngine.reach(gate, shared).size());
      assertTrue(gate.inside.await(20, TimeUnit.SECONDS), "the first query started");

      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> SearchEngine.reach(column(), shared));
      assertTrue(e.getMessage().contains("in use by another thread"), e.getMessage());
      assertTrue(e.getMessage().contains("give each thread its own SearchBuffers"),
          e.getMessage());

      TestRules rules = new TestRules();
      HexMap map = TestRules.map(5, 5).build();
      GameState s = state(map, unit("a", "blue", map, "0303", 4));
      assertThrows(IllegalStateException.class,
          () -> rules.check(s, MoveOrder.path("a", map.parse("0304")), shared),
          "a check is refused the same way");
      assertThrows(IllegalStateException.class,
          () -> rules.reach(s, MoveQuery.of("a"), shared), "and so is a range");

      gate.letGo.countDown();
      assertEquals(3, held.get(20, TimeUnit.SECONDS),
          "the first query was not disturbed: its range holds 0101, 0102 and 0103");
      Reach after = SearchEngine.reach(column(), shared);
      assertEquals(3, after.size(), "once the first query ended another thread may use them");
      assertTrue(rules.check(s, MoveOrder.path("a", map.parse("0304")), shared).legal());
    } finally {
      gate.letGo.countDown();
      first.shutdownNow();
    }
  }

  @Test
  void aQueryThatFailsHandsTheBuffersBack() {
    SearchBuffers b = new SearchBuffers();
    TestRules rules = new TestRules();
    HexMap map = TestRules.map(5, 5).build();
    GameState s = state(map, unit("a", "blue", map, "0303", 4));
    assertThrows(RuntimeException.class, () -> rules.reach(s, MoveQuery.of("nobody"), b));
    // a failed query released its claim: the buffers are free for the next caller
    assertTrue(Engine.acquire(b), "free after a query that threw");
    Engine.release(b, true);
    assertEquals(rules.reach(s, MoveQuery.of("a")).size(),
        rules.reach(s, MoveQuery.of("a"), b).size(), "and they answer as fresh ones do");
  }
}
