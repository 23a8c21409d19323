package io.github.warpath.benchmarks;

import io.github.warpath.batch.Batch;
import io.github.warpath.batch.BatchResult;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How much faster the batch API gets with a second thread, measured in one JVM by turns: each
 * invocation checks the same 8,192 one-step EFS orders {@value #PASSES} times with a one-thread
 * batch and then {@value #PASSES} times with a two-thread batch, timing each run of passes. Comparing within one fork cancels what moves between forks on
 * this kind of machine (compiled code, memory layout, neighbours on the host), which is as large
 * as the effect measured.
 *
 * <p>The primary score is the time per check of both passes together; the counters of {@link
 * Passes} split it. The first two-thread pass of each turn follows the one-thread passes, when the
 * helper has gone to sleep and must be woken; the others follow it back to back.
 *
 * <p>Read the ratio against {@link TwoThreadBaselineBenchmark}'s, run in the same sitting: what
 * two independent checkers, and plain Java, reach on two threads of one JVM on the same machine.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class BatchScalingBenchmark {
  /** Passes of each kind in a row: the first two-thread pass wakes the helper, the rest find it. */
  static final int PASSES = 8;

  private static final EfsRules RULES = new EfsRules();
  private GameState state;
  private List<MoveOrder> orders;
  private Batch one;
  private Batch two;

  /**
   * The nanoseconds each pass took, summed by JMH over the measured iterations: their ratio,
   * {@code oneThreadNanos / twoThreadNanos}, is the throughput of two threads as a multiple of
   * one (2.0 is perfect on two cores), and each divided by {@code checks} is a time per check.
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Passes {
    /** Nanoseconds spent in one-thread passes. */
    public long oneThreadNanos;
    /** Nanoseconds spent in two-thread passes. */
    public long twoThreadNanos;
    /** Orders checked in each kind of pass. */
    public long checks;

    /** Starts an iteration's counts afresh. */
    @Setup(Level.Iteration)
    public void clear() {
      oneThreadNanos = 0;
      twoThreadNanos = 0;
      checks = 0;
    }
  }

  /** The benchmark map and orders of {@link BatchBenchmark}, and a batch of each size. */
  @Setup(Level.Trial)
  public void setUp() {
    state = BatchBenchmark.benchmarkState();
    orders = BatchBenchmark.oneStepOrders(state);
    one = Batch.of(RULES, 1).withChunk(256);
    two = Batch.of(RULES, 2).withChunk(256);
  }

  /** Stops the batches' threads. */
  @TearDown(Level.Trial)
  public void tearDown() {
    one.close();
    two.close();
  }

  /**
   * Checks every order once with each batch.
   *
   * @param passes the timings of this iteration
   * @return the two-thread results, so that nothing is optimised away
   */
  @Benchmark
  @OperationsPerInvocation(2 * PASSES * BatchBenchmark.ORDERS)
  public List<BatchResult> byTurns(Passes passes) {
    List<BatchResult> a = null;
    List<BatchResult> b = null;
    long t0 = System.nanoTime();
    for (int i = 0; i < PASSES; i++) {
      a = one.check(state, orders);
    }
    long t1 = System.nanoTime();
    for (int i = 0; i < PASSES; i++) {
      b = two.check(state, orders);
    }
    long t2 = System.nanoTime();
    passes.oneThreadNanos += t1 - t0;
    passes.twoThreadNanos += t2 - t1;
    passes.checks += (long) PASSES * a.size();
    return b;
  }
}
