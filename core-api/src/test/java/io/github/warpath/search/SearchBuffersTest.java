package io.github.warpath.search;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.internal.arena.SearchArena;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.testrules.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The working memory that searches reuse: scratch objects, growth and the epoch stamps. */
class SearchBuffersTest {
  private final TestRules rules = new TestRules();

  @Test
  void aScratchObjectIsCreatedOncePerKeyAndFoundAgainByThatKey() {
    SearchBuffers b = new SearchBuffers();
    AtomicInteger created = new AtomicInteger();
    List<Object> keys = new ArrayList<>();
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      Object key = new Object();
      keys.add(key);
      values.add(b.scratch(key, () -> new StringBuilder("value " + created.incrementAndGet())));
    }
    assertEquals(6, created.get());
    for (int i = 0; i < 6; i++) {
      assertSame(values.get(i), b.scratch(keys.get(i), () -> {
        throw new AssertionError("created twice");
      }));
    }
    assertEquals("value 4", values.get(3).toString());
    assertNotSame(values.get(0), new SearchBuffers().scratch(keys.get(0), StringBuilder::new),
        "each set of buffers keeps its own");
  }

  @Test
  void freshBuffersHoldSmallArraysThatGrowToTheLargestQuery() {
    SearchBuffers b = new SearchBuffers();
    // the arrival arrays (64 longs and 64 ints), the bucket heads, two entry arrays, two location
    // arrays and three reach entry arrays of 64 ints, and 64 stop flags
    assertEquals((64 * 3 + 64 + 64 * 2 + 64 * 2 + 64 * 3) * 4 + 64, b.arrayBytes());
    HexMap map = TestRules.map(10, 10).build();
    rules.reach(state(map, unit("a", "blue", map, "0505", 20)), MoveQuery.of("a"), b);
    long grown = b.arrayBytes();
    assertTrue(grown > 404 * 2 * 3 * 4, "room for two arrivals at 101 locations of 4 states: "
        + grown);
    rules.reach(state(map, unit("a", "blue", map, "0505", 1)), MoveQuery.of("a"), b);
    assertEquals(grown, b.arrayBytes(), "a smaller query reuses them");
  }

  @Test
  void arraysGrowByDoublingFromSixteen() {
    assertEquals(16, SearchArena.grow(0, 5));
    assertEquals(16, SearchArena.grow(16, 16));
    assertEquals(32, SearchArena.grow(16, 17));
    assertEquals(32, SearchArena.grow(16, 32));
    assertEquals(128, SearchArena.grow(64, 65));
    assertEquals(Integer.MAX_VALUE - 8, SearchArena.grow(1 << 30, (1 << 30) + 1),
        "capped at the largest array a JVM allows");
  }

  @Test
  void eachQueryTakesANewEpochAndTheStampsAreClearedWhenTheCounterWraps() {
    HexMap map = TestRules.map(10, 10).build();
    // the enemy's zone of control gives the range places where the move must stop
    GameState s = state(map, unit("a", "blue", map, "0505", 3), unit("e", "red", map, "0508", 1));
    List<ReachEntry> expected = rules.reach(s, MoveQuery.of("a")).entries();
    assertTrue(expected.stream().anyMatch(ReachEntry::mustStop));
    SearchBuffers reused = new SearchBuffers();
    rules.reach(s, MoveQuery.of("a"), reused);
    assertEquals(expected, rules.reach(s, MoveQuery.of("a"), reused).entries());
    assertEquals(2, Engine.arena(reused).epoch,
        "nothing is cleared between queries: each takes a new epoch");
    SearchBuffers b = new SearchBuffers();
    assertEquals(expected, rules.reach(s, MoveQuery.of("a"), b).entries());
    assertEquals(1, Engine.arena(b).epoch);
    Engine.arena(b).epoch = Integer.MAX_VALUE - 1;
    // every stamp of the first query is 1, the epoch the counter takes again when it wraps
    assertEquals(expected, rules.reach(s, MoveQuery.of("a"), b).entries());
    assertEquals(1, Engine.arena(b).epoch);
    assertEquals(expected, rules.reach(s, MoveQuery.of("a"), b).entries());
    assertEquals(2, Engine.arena(b).epoch);
  }
}
