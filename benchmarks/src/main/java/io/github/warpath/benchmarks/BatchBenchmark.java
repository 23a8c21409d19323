package io.github.warpath.benchmarks;

import io.github.warpath.batch.Batch;
import io.github.warpath.batch.BatchResult;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The batch API against single checks with reused buffers: {@value #ORDERS} one-step orders of
 * the 6 MP panzer on the 100x100 EFS state of {@link CheckBenchmark} (one to each of its six
 * neighbours in turn), judged by {@link Batch#check(GameState, List)} over {@code threads}
 * threads and, as the baseline, by a loop of {@code check} calls on one thread. Both keep every
 * verdict until the invocation ends (the batch in its result list, the loop in an array, as a
 * caller that wants the answers does), so that both pay the same for keeping the verdicts alive;
 * a loop that drops each verdict at once would leave the collector less to copy than the batch
 * and flatter the baseline. Scores are per check (wall-clock time over all threads), so the
 * checks per second are their inverse.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar BatchBenchmark -f 3 -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class BatchBenchmark {
  /** Orders per invocation. */
  public static final int ORDERS = 8192;

  /** Threads of the batch. */
  @Param({"1", "2"})
  public int threads;

  private static final EfsRules RULES = new EfsRules();
  private GameState state;
  private List<MoveOrder> orders;
  private Batch batch;
  private final SearchBuffers buffers = new SearchBuffers();
  private final Verdict[] kept = new Verdict[ORDERS];

  /** Builds the state, the orders and the batch once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    state = benchmarkState();
    orders = oneStepOrders(state);
    batch = Batch.of(RULES, threads).withChunk(256);
    long legal = batch.check(state, orders).stream().filter(BatchResult::legal).count();
    System.out.println("# " + legal + " of " + ORDERS + " orders legal");
  }

  /** Stops the batch's threads. */
  /**
   * The 100x100 dry EFS benchmark map with a 6 MP panzer on it.
   *
   * @return the state
   */
  static GameState benchmarkState() {
    return CheckBenchmark.sixMpPanzer(EfsRangeBenchmark.efsState(100, 42L, EfsWeather.DRY));
  }

  /**
   * {@value #ORDERS} one-step orders of the panzer, to each of its six neighbours in turn.
   *
   * @param state the benchmark state
   * @return the orders
   */
  static List<MoveOrder> oneStepOrders(GameState state) {
    Hex start = state.unit("pz").hexOrNull();
    MoveQuery q = MoveQuery.of("pz");
    List<MoveOrder> out = new ArrayList<>();
    for (int i = 0; i < ORDERS; i++) {
      out.add(MoveOrder.of(q, List.of(Step.enter(start.neighbor(HexDirection.of(i % 6))))));
    }
    return out;
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    batch.close();
  }

  /**
   * The batch.
   *
   * @return the results
   */
  @Benchmark
  @OperationsPerInvocation(ORDERS)
  public List<BatchResult> batch() {
    return batch.check(state, orders);
  }

  /**
   * The baseline: one {@code check} call per order with reused buffers, on one thread, keeping
   * each verdict as the batch does.
   *
   * @return the verdicts
   */
  @Benchmark
  @OperationsPerInvocation(ORDERS)
  public Verdict[] singleChecks() {
    for (int i = 0; i < ORDERS; i++) {
      kept[i] = RULES.check(state, orders.get(i), buffers);
    }
    return kept;
  }
}
