package io.github.warpath.benchmarks;

import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * A movement range on a seeded random map (see {@link BenchMap}): the engine against JGraphT's
 * bounded Dijkstra and a straightforward PriorityQueue + HashMap search, all on the same graph.
 * The {@code _noZoc} methods leave zones of control out, for a like-for-like comparison with
 * JGraphT; the others stop the move in them (JGraphT: as sinks).
 *
 * <p>Every method consumes the whole result (count and sum of costs), so none can skip work.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class RangeQueryBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100", "300"})
  public int mapSize;

  /** Movement allowance in half points. */
  @Param({"24", "80"})
  public int allowance;

  private BareGraph zocGraph;
  private BareGraph plainGraph;
  private JGraphTRange jgraphtZoc;
  private JGraphTRange jgraphtPlain;
  private BenchMap bench;
  private KernelRange kernel;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the map and graphs once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    bench = new BenchMap(mapSize, 42L);
    zocGraph = new BareGraph(bench, true).allowance(allowance);
    plainGraph = new BareGraph(bench, false).allowance(allowance);
    jgraphtZoc = new JGraphTRange(bench, true);
    jgraphtPlain = new JGraphTRange(bench, false);
    kernel = new KernelRange(bench);
  }

  static long consume(Reach r) {
    long sum = 0;
    int n = r.size();
    for (int i = 0; i < n; i++) {
      sum += r.costTicks(i);
    }
    return (long) n << 32 | sum;
  }

  private static long consume(Map<Integer, Integer> m) {
    long sum = 0;
    for (int c : m.values()) {
      sum += c;
    }
    return (long) m.size() << 32 | sum;
  }

  /**
   * The engine, zones of control stopping the move.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long warpath() {
    return consume(SearchEngine.reach(zocGraph, buffers));
  }

  /**
   * JGraphT bounded Dijkstra, zones of control as sinks.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long jgrapht() {
    return jgraphtZoc.range(allowance);
  }

  /**
   * PriorityQueue + HashMap, zones of control stopping the move.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long naive() {
    return consume(NaiveRange.range(bench, allowance, true));
  }

  /**
   * The hand-written flat-array search for this map alone: the machine's limit.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long kernel() {
    return kernel.range(allowance, true);
  }

  /**
   * The engine without zones of control.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long warpath_noZoc() {
    return consume(SearchEngine.reach(plainGraph, buffers));
  }

  /**
   * JGraphT without zones of control.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long jgrapht_noZoc() {
    return jgraphtPlain.range(allowance);
  }

  /**
   * PriorityQueue + HashMap without zones of control.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long naive_noZoc() {
    return consume(NaiveRange.range(bench, allowance, false));
  }
}
