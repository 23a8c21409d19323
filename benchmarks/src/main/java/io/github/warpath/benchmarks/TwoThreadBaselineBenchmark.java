package io.github.warpath.benchmarks;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a second thread of one JVM gives on this machine without the batch API: the baselines
 * that {@link BatchScalingBenchmark}'s two-against-one ratio is read against.
 *
 * <p>Two workers, each on its own thread with its own data, work in fixed slices of time by
 * turns: the first alone for {@value #SLICE_MILLIS} ms, then both at once for as long. The
 * ratio of the operations done in the two kinds of slice is the throughput of two threads as a
 * multiple of one, with no hand-over of work, no waking per pass and no shared written data.
 * {@code work} chooses what a worker does:
 *
 * <ul>
 *   <li>{@code checks}: one-step EFS checks with its own state, orders and buffers (the same map
 *       and orders as {@link BatchBenchmark}), built on its own thread; the gap between this
 *       ratio and the batch's is what the batch's way of working costs;
 *   <li>{@code checks-one-state}: the same, except that both workers read one state, built once
 *       on the benchmark's thread, as the batch's threads do;
 *   <li>{@code plain}: plain Java with no Warpath code, twenty reads at random places of its
 *       own 1 MiB table and one small object kept in a ring per operation; the gap between this
 *       ratio and 2.0 is what the machine and the JVM leave to any work of this kind.
 * </ul>
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar 'TwoThreadBaselineBenchmark|BatchScalingBenchmark' -f 3</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class TwoThreadBaselineBenchmark {
  /** The length of each slice. */
  static final int SLICE_MILLIS = 100;

  private static final EfsRules RULES = new EfsRules();

  /** What each worker does: {@code checks}, {@code checks-one-state} or {@code plain}. */
  @Param({"checks", "checks-one-state", "plain"})
  public String work;

  private Worker first;
  private Worker second;

  /**
   * The operations done in each kind of slice, summed by JMH over the measured iterations: their
   * ratio, {@code twoThreadOps / oneThreadOps}, is the throughput of two threads as a multiple
   * of one (the slices are equally long).
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Slices {
    /** Operations done by the first worker alone. */
    public long oneThreadOps;
    /** Operations done by both workers together. */
    public long twoThreadOps;

    /** Starts an iteration's counts afresh. */
    @Setup(Level.Iteration)
    public void clear() {
      oneThreadOps = 0;
      twoThreadOps = 0;
    }
  }

  /**
   * Starts the two workers, each building its own data on its own thread, and lets each work one
   * slice alone, so that both are ready before the first turn.
   */
  @Setup(Level.Trial)
  public void setUp() {
    GameState shared = work.equals("checks-one-state") ? BatchBenchmark.benchmarkState() : null;
    first = new Worker(work, 1, shared);
    second = new Worker(work, 2, shared);
    first.slice();
    second.slice();
  }

  /** Stops the workers. */
  @TearDown(Level.Trial)
  public void tearDown() throws InterruptedException {
    first.stop();
    second.stop();
  }

  /**
   * One turn: a slice of the first worker alone, then a slice of both.
   *
   * @param slices the counts of this iteration
   * @return the operations done, so that nothing is optimised away
   */
  @Benchmark
  public long byTurns(Slices slices) {
    long one = first.slice();
    first.start();
    second.start();
    long two = first.finish() + second.finish();
    slices.oneThreadOps += one;
    slices.twoThreadOps += two;
    return one + two;
  }

  /**
   * A thread that works for one slice each time it is started, on data it built itself (but for
   * the state, when one is shared).
   */
  static final class Worker implements Runnable {
    private final Semaphore go = new Semaphore(0);
    private final Semaphore done = new Semaphore(0);
    private final Thread thread;
    private final String work;
    private final long seed;
    private volatile boolean stopping;
    private long ops;
    private long sink;

    // checks: built on the worker's own thread, so that its objects are its own (the state too,
    // unless one state is shared)
    private final GameState shared;
    private GameState state;
    private List<MoveOrder> orders;
    private SearchBuffers buffers;
    private int next;

    // plain
    private int[] table;
    private final Object[] ring = new Object[4096];
    private long x;

    Worker(String work, int n, GameState shared) {
      if (!List.of("checks", "checks-one-state", "plain").contains(work)) {
        throw new IllegalArgumentException(
            "work must be checks, checks-one-state or plain, not " + work);
      }
      this.work = work;
      this.shared = shared;
      this.seed = 0x9E3779B97F4A7C15L * n;
      thread = new Thread(this, "baseline-worker-" + n);
      thread.setDaemon(true);
      thread.start();
    }

    @Override
    public void run() {
      if (!work.equals("plain")) {
        state = shared != null ? shared : BatchBenchmark.benchmarkState();
        orders = BatchBenchmark.oneStepOrders(state);
        buffers = new SearchBuffers();
      } else {
        table = new int[1 << 18];
        for (int i = 0; i < table.length; i++) {
          table[i] = i * 31;
        }
        x = seed;
      }
      while (true) {
        go.acquireUninterruptibly();
        if (stopping) {
          return;
        }
        ops = work.equals("plain") ? plainSlice() : checkSlice();
        done.release();
      }
    }

    /**
     * One-step checks in turn for one slice. The counts live in locals until the slice ends, so
     * that nothing the worker writes per check sits in a field another thread's data might share
     * a cache line with.
     */
    private long checkSlice() {
      long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SLICE_MILLIS);
      long n = 0;
      long legal = 0;
      int at = next;
      int size = orders.size();
      while (System.nanoTime() < end) {
        for (int i = 0; i < 64; i++) {
          legal += RULES.check(state, orders.get(at), buffers).legal() ? 1 : 0;
          at = at + 1 == size ? 0 : at + 1;
        }
        n += 64;
      }
      next = at;
      sink += legal;
      return n;
    }

    /** Operations of twenty random reads and one small object kept in a ring, for one slice. */
    private long plainSlice() {
      long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SLICE_MILLIS);
      long n = 0;
      long s = sink;
      long r = x;
      int mask = table.length - 1;
      while (System.nanoTime() < end) {
        for (int i = 0; i < 64; i++) {
          r ^= r << 13;
          r ^= r >>> 7;
          r ^= r << 17;
          for (int k = 0; k < 20; k++) {
            s += table[(int) (r >>> k) & mask];
          }
          ring[(int) s & (ring.length - 1)] = new long[10];
        }
        n += 64;
      }
      x = r;
      sink = s;
      return n;
    }

    /**
     * What the work has left so far, which keeps it from being optimised away: for checks, how
     * many were legal. Read it after {@link #finish}.
     */
    long sink() {
      return sink;
    }

    void start() {
      go.release();
    }

    long finish() {
      done.acquireUninterruptibly();
      return ops;
    }

    long slice() {
      start();
      return finish();
    }

    void stop() throws InterruptedException {
      stopping = true;
      go.release();
      thread.join();
    }
  }
}
