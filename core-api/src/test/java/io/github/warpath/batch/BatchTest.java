package io.github.warpath.batch;

import static io.github.warpath.testrules.TestRules.state;
import static io.github.warpath.testrules.TestRules.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.testrules.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The batch API: results in input order, equal to one check per order whatever the number of
 * threads, malformed items answered with their error, and streams held to bounded memory.
 */
class BatchTest {
  private static final TestRules RULES = new TestRules();
  private static final HexMap MAP = TestRules.map(12, 12).build();
  private static final GameState STATE = state(MAP, unit("a", "blue", MAP, "0606", 3),
      unit("b", "blue", MAP, "0303", 5), unit("c", "red", MAP, "0909", 2));

  /** Random walks of one to five steps from a unit's hex, some longer than its allowance. */
  private static List<MoveOrder> orders(long seed, int n) {
    Random r = new Random(seed);
    List<MoveOrder> out = new ArrayList<>();
    String[] ids = {"a", "b", "c"};
    for (int i = 0; i < n; i++) {
      String id = ids[r.nextInt(ids.length)];
      Hex h = STATE.unit(id).hexOrNull();
      int steps = 1 + r.nextInt(5);
      Hex[] path = new Hex[steps];
      for (int k = 0; k < steps; k++) {
        Hex next = h.neighbor(HexDirection.values()[r.nextInt(6)]);
        if (MAP.contains(next)) {
          h = next;
        }
        path[k] = h;
      }
      out.add(MoveOrder.path(id, path));
    }
    return out;
  }

  private static List<String> texts(List<BatchResult> results) {
    List<String> out = new ArrayList<>();
    for (BatchResult r : results) {
      out.add(r.toString());
    }
    return out;
  }

  @Test
  void manyOrdersAgainstOneStateAnswerAsOneCheckEachInInputOrderOnAnyNumberOfThreads() {
    List<MoveOrder> orders = orders(20, 3000);
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < orders.size(); i++) {
      expected.add("#" + i + " " + RULES.check(STATE, orders.get(i)));
    }
    int legal = 0;
    for (int threads = 1; threads <= 3; threads++) {
      try (Batch batch = Batch.of(RULES, threads).withChunk(64)) {
        List<BatchResult> results = batch.check(STATE, orders);
        assertEquals(expected, texts(results), threads + " threads");
        legal = (int) results.stream().filter(BatchResult::legal).count();
      }
    }
    assertTrue(legal > 300 && legal < 2700, "the orders mix legal and illegal moves: " + legal);
  }

  @Test
  void variantsOfAStateAreJudgedEachOnItsOwnState() {
    Unit a = STATE.unit("a");
    List<GameState> variants = new ArrayList<>();
    for (String at : List.of("0606", "0607", "0608", "0101")) {
      variants.add(STATE.withUnit(a.withPosition(Position.hex(MAP.parse(at)))));
    }
    MoveOrder order = MoveOrder.path("a", MAP.parse("0607"));
    try (Batch batch = Batch.of(RULES, 2).withChunk(1)) {
      List<BatchResult> results = batch.checkVariants(variants, order);
      assertEquals(4, results.size());
      assertTrue(results.get(0).legal(), "0606 to 0607 is one step: " + results.get(0));
      assertFalse(results.get(3).legal(), "0101 is not next to 0607: " + results.get(3));
      for (int i = 0; i < 4; i++) {
        assertEquals(i, results.get(i).index());
        assertEquals(RULES.check(variants.get(i), order).toString(),
            results.get(i).verdict().orElseThrow().toString());
      }
      List<BatchResult> items = batch.check(List.of(BatchItem.of(variants.get(1), order),
          BatchItem.of(variants.get(0), order)));
      assertEquals(results.get(1).verdict().orElseThrow().toString(),
          items.get(0).verdict().orElseThrow().toString());
    }
  }

  @Test
  void aMalformedOrderIsAnsweredWithItsErrorAndTheOthersAreStillJudged() {
    List<MoveOrder> orders = List.of(MoveOrder.path("a", MAP.parse("0607")),
        MoveOrder.path("nobody", MAP.parse("0607")), MoveOrder.path("a", MAP.parse("0605")));
    try (Batch batch = Batch.of(RULES, 1)) {
      List<BatchResult> results = batch.check(STATE, orders);
      assertTrue(results.get(0).legal());
      assertTrue(results.get(1).verdict().isEmpty());
      assertTrue(results.get(1).error().orElseThrow().getMessage().contains("nobody"),
          results.get(1).toString());
      assertTrue(results.get(2).legal());
    }
  }

  @Test
  void aStreamEmitsInInputOrderWithAtMostTwoChunksPerThreadInFlight() {
    int n = 5000;
    int chunk = 50;
    int threads = 2;
    AtomicInteger read = new AtomicInteger();
    List<Integer> emitted = new ArrayList<>();
    int[] mostAhead = {0};
    var in = IntStream.range(0, n).peek(i -> read.incrementAndGet()).iterator();
    try (Batch batch = Batch.of(RULES, threads).withChunk(chunk)) {
      long count = batch.stream(in, (Integer i, Checker c) -> {
        Verdict v = c.check(STATE, MoveOrder.path("a", MAP.parse("0607")));
        return v.legal() ? i : -1;
      }, i -> {
        emitted.add(i);
        mostAhead[0] = Math.max(mostAhead[0], read.get() - emitted.size());
      });
      assertEquals(n, count);
    }
    assertEquals(IntStream.range(0, n).boxed().toList(), emitted);
    assertTrue(mostAhead[0] <= 2 * threads * chunk + 1,
        "items read but not yet emitted stay within two chunks per thread: " + mostAhead[0]);
  }

  @Test
  void aFailureInTheWorkOfAStreamIsRethrownOnTheCallingThread() {
    var in = IntStream.range(0, 1000).boxed().iterator();
    List<Integer> emitted = new ArrayList<>();
    try (Batch batch = Batch.of(RULES, 2).withChunk(10)) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> batch.stream(in, (Integer i, Checker c) -> {
            if (i == 555) {
              throw new IllegalArgumentException("item 555");
            }
            return i;
          }, emitted::add));
      assertEquals("item 555", e.getMessage());
    }
    assertEquals(IntStream.range(0, 550).boxed().toList(), emitted,
        "the chunks before the failing one were handed out");
  }

  @Test
  void checkWithReusedBuffersAnswersAsCheckWithFreshOnes() {
    SearchBuffers b = new SearchBuffers();
    for (MoveOrder o : orders(7, 500)) {
      assertEquals(RULES.check(STATE, o), RULES.check(STATE, o, b));
      assertEquals(RULES.apply(STATE, o), RULES.apply(STATE, o, b));
    }
  }

  @Test
  void aCheckerAppliesAMoveAsItsRuleSetDoesWithOrWithoutSearchBuffers() {
    MoveOrder order = MoveOrder.path("a", MAP.parse("0607"));
    MoveOutcome expected = RULES.apply(STATE, order);
    assertEquals(MAP.parse("0607"), expected.state().orElseThrow().unit("a").hexOrNull());
    // the hex rules apply with the checker's buffers; a plain rule set through its own apply
    for (RuleSet rules : List.of(RULES, new Watched("none"))) {
      List<MoveOutcome> out = new ArrayList<>();
      try (Batch batch = Batch.of(rules, 1)) {
        batch.stream(List.of(order).iterator(),
            (MoveOrder o, Checker c) -> c.apply(STATE, o), out::add);
      }
      assertEquals(List.of(expected), out, rules.getClass().getSimpleName());
    }
  }

  @Test
  void aBatchRefusesZeroThreadsAndWorkAfterClose() {
    assertThrows(IllegalArgumentException.class, () -> Batch.of(RULES, 0));
    Batch batch = Batch.of(RULES, 2).withChunk(1);
    batch.close();
    assertThrows(IllegalStateException.class, () -> batch.check(STATE, orders(1, 10)));
  }

  /** The test rules, seen through the plain rule-set interface, noting which threads judged. */
  private static class Watched implements RuleSet {
    final Set<String> threads = ConcurrentHashMap.newKeySet();
    final String failOn;

    Watched(String failOn) {
      this.failOn = failOn;
    }

    @Override public String id() { return RULES.id(); }
    @Override public String name() { return RULES.name(); }
    @Override public String version() { return RULES.version(); }
    @Override public String description() { return RULES.description(); }
    @Override public List<MovementMode> modes() { return RULES.modes(); }
    @Override public List<Rule> rules() { return RULES.rules(); }
    @Override public Optional<TerrainVocabulary> terrain() { return RULES.terrain(); }
    @Override public Map<String, List<String>> vocabulary() { return RULES.vocabulary(); }
    @Override public void validate(GameState state) { RULES.validate(state); }
    @Override public MoveOutcome apply(GameState state, MoveOrder order) {
      return RULES.apply(state, order);
    }

    @Override
    public Verdict check(GameState state, MoveOrder order) {
      threads.add(Thread.currentThread().getName());
      if (order.query().units().contains(failOn)) {
        throw new IllegalStateException("no check for " + failOn);
      }
      return RULES.check(state, order);
    }
  }

  @Test
  void aListIsJudgedOnlyByTheCallerAndTheBatchsOwnThreads() {
    Watched watched = new Watched("none");
    List<MoveOrder> orders = orders(3, 4000);
    try (Batch batch = Batch.of(watched, 2).withChunk(16)) {
      List<BatchResult> results = batch.check(STATE, orders);
      assertEquals(orders.size(), results.size());
      for (int i = 0; i < orders.size(); i += 397) {
        assertEquals(RULES.check(STATE, orders.get(i)), results.get(i).verdict().orElseThrow(), "order " + i);
      }
    }
    assertTrue(watched.threads.stream().allMatch(t -> t.equals(Thread.currentThread().getName())
        || t.startsWith("warpath-batch-")), "only the caller and the batch's workers: "
        + watched.threads);
  }

  @Test
  void aFailureInTheWorkOfAListIsRethrownAndTheBatchStaysUsable() {
    Watched watched = new Watched("c");
    try (Batch batch = Batch.of(watched, 2).withChunk(8)) {
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> batch.check(STATE, orders(5, 2000)));
      assertEquals("no check for c", e.getMessage());
      List<MoveOrder> fine = orders(5, 2000).stream()
          .filter(o -> !o.query().units().contains("c")).toList();
      assertEquals(fine.size(), batch.check(STATE, fine).size(), "the next list is judged");
    }
  }

  @Test
  void severalCallersOfOneBatchEachGetTheirOwnAnswersInOrder() throws Exception {
    List<MoveOrder> orders = orders(11, 1500);
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < orders.size(); i++) {
      expected.add("#" + i + " " + RULES.check(STATE, orders.get(i)));
    }
    try (Batch batch = Batch.of(RULES, 2).withChunk(8)) {
      List<java.util.concurrent.Future<List<String>>> answers = new ArrayList<>();
      var callers = java.util.concurrent.Executors.newFixedThreadPool(3);
      try {
        for (int k = 0; k < 6; k++) {
          answers.add(callers.submit(() -> texts(batch.check(STATE, orders))));
        }
        for (var a : answers) {
          assertEquals(expected, a.get());
        }
      } finally {
        callers.shutdownNow();
      }
    }
  }

  @Test
  void aShortListIsSharedInSmallChunksAndALongOneInChunksOfTheSetSize() {
    assertEquals(1, Batch.grabSize(10, 2, 1024), "ten items: one at a time");
    assertEquals(64, Batch.grabSize(8192, 2, 1024), "about 64 takes per thread");
    assertEquals(65, Batch.grabSize(8193, 2, 1024), "rounded up, never more takes than that");
    assertEquals(256, Batch.grabSize(1_000_000, 2, 256), "never more than the chunk");
    assertEquals(1024, Batch.grabSize(Integer.MAX_VALUE, 8, 1024), "no overflow");
  }

  /** An iterator over 0 to n - 1 that writes each read into a log ("r3"). */
  private static java.util.Iterator<Integer> logged(int n, List<String> log) {
    return IntStream.range(0, n).peek(i -> log.add("r" + i)).iterator();
  }

  @Test
  void aStreamOnOneThreadWorksOnTheCallingThreadChunkByChunk() {
    List<String> log = new ArrayList<>();
    Set<String> workers = ConcurrentHashMap.newKeySet();
    try (Batch batch = Batch.of(RULES, 1).withChunk(3)) {
      long count = batch.stream(logged(7, log), (Integer i, Checker c) -> {
        workers.add(Thread.currentThread().getName());
        return i * 10;
      }, r -> log.add("o" + r));
      assertEquals(7, count);
    }
    assertEquals(List.of("r0", "r1", "r2", "o0", "o10", "o20", "r3", "r4", "r5", "o30", "o40",
        "o50", "r6", "o60"), log);
    assertEquals(Set.of(Thread.currentThread().getName()), workers);
  }

  @Test
  void aStreamOnTwoThreadsReadsFourChunksAheadOnDaemonThreadsOfItsPool() {
    List<String> log = new ArrayList<>();
    Set<String> workers = ConcurrentHashMap.newKeySet();
    Set<Boolean> daemons = ConcurrentHashMap.newKeySet();
    try (Batch batch = Batch.of(RULES, 2).withChunk(1)) {
      long count = batch.stream(logged(6, log), (Integer i, Checker c) -> {
        workers.add(Thread.currentThread().getName());
        daemons.add(Thread.currentThread().isDaemon());
        return i;
      }, r -> log.add("o" + r));
      assertEquals(6, count);
    }
    assertEquals(List.of("r0", "r1", "r2", "r3", "o0", "r4", "o1", "r5", "o2", "o3", "o4", "o5"),
        log, "the fifth chunk is read once the first is handed out");
    assertTrue(Set.of("warpath-batch-1", "warpath-batch-2").containsAll(workers), workers::toString);
    assertEquals(Set.of(true), daemons);
  }

  @Test
  void anErrorInTheWorkOfAStreamIsRethrownAsItIs() {
    try (Batch batch = Batch.of(RULES, 2).withChunk(4)) {
      AssertionError e = assertThrows(AssertionError.class,
          () -> batch.stream(IntStream.range(0, 10).boxed().iterator(), (Integer i, Checker c) -> {
            if (i == 5) {
              throw new AssertionError("item 5");
            }
            return i;
          }, i -> { }));
      assertEquals("item 5", e.getMessage());
    }
  }

  @Test
  void aStreamWhoseCallerIsInterruptedWhileWaitingStopsAndKeepsTheInterrupt() throws Exception {
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    try (Batch batch = Batch.of(RULES, 2)) {
      Thread.currentThread().interrupt();
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> batch.stream(List.of(1).iterator(), (Integer i, Checker c) -> {
            try {
              release.await();
            } catch (InterruptedException stopped) {
              Thread.currentThread().interrupt();
            }
            return i;
          }, i -> { }));
      assertEquals("interrupted while waiting for a batch", e.getMessage());
      assertTrue(Thread.interrupted(), "the caller is still marked interrupted");
    } finally {
      release.countDown();
    }
  }

  @Test
  void closingABatchStopsTheHelperThreadsOfItsLists() throws Exception {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    Batch batch = Batch.of(RULES, 3);
    batch.check(STATE, orders(7, 40));
    List<Thread> helpers = Thread.getAllStackTraces().keySet().stream()
        .filter(t -> !before.contains(t) && t.getName().startsWith("warpath-batch-helper-"))
        .toList();
    assertEquals(Set.of("warpath-batch-helper-1", "warpath-batch-helper-2"),
        helpers.stream().map(Thread::getName).collect(java.util.stream.Collectors.toSet()));
    assertTrue(helpers.stream().allMatch(Thread::isDaemon), "helpers never keep the JVM alive");
    batch.close();
    for (Thread t : helpers) {
      t.join(60_000);
      assertFalse(t.isAlive(), t.getName() + " stopped");
    }
  }

  /**
   * The watched rules, whose first check on each thread waits until two threads have begun one:
   * a list is then judged only if a helper takes part. With {@code helperFails}, a helper's checks
   * fail once it has met the caller.
   */
  private static final class Rendezvous extends Watched {
    private final java.util.concurrent.CountDownLatch both =
        new java.util.concurrent.CountDownLatch(2);
    private final ThreadLocal<Boolean> met = ThreadLocal.withInitial(() -> false);
    private final boolean helperFails;

    Rendezvous(boolean helperFails) {
      super("none");
      this.helperFails = helperFails;
    }

    @Override
    public Verdict check(GameState state, MoveOrder order) {
      if (!met.get()) {
        met.set(true);
        both.countDown();
        try {
          if (!both.await(60, java.util.concurrent.TimeUnit.SECONDS)) {
            throw new IllegalStateException("no other thread took part");
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException(e);
        }
      }
      if (helperFails && Thread.currentThread().getName().startsWith("warpath-batch-helper-")) {
        throw new IllegalArgumentException("the helper refuses");
      }
      return super.check(state, order);
    }
  }

  @Test
  void aListOfTwoThreadsIsJudgedByTheCallerAndItsHelperTogether() {
    Rendezvous rules = new Rendezvous(false);
    List<MoveOrder> orders = orders(13, 8);
    try (Batch batch = Batch.of(rules, 2)) {
      List<BatchResult> results = batch.check(STATE, orders);
      for (int i = 0; i < orders.size(); i++) {
        assertEquals(RULES.check(STATE, orders.get(i)), results.get(i).verdict().orElseThrow(),
            "order " + i);
      }
    }
    assertEquals(Set.of(Thread.currentThread().getName(), "warpath-batch-helper-1"),
        rules.threads);
  }

  @Test
  void aFailureOnAHelperIsRethrownOnTheCallingThread() {
    Rendezvous rules = new Rendezvous(true);
    try (Batch batch = Batch.of(rules, 2)) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> batch.check(STATE, orders(13, 8)));
      assertEquals("the helper refuses", e.getMessage());
    }
  }
}
