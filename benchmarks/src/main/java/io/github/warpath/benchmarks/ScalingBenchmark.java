package io.github.warpath.benchmarks;

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
 * Range queries of growing allowance on the 300x300 map (no zones of control), for the scaling
 * curve: time against the number of hexes settled (counted by {@link ScanCounts}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ScalingBenchmark {

  /** Allowance in half points. */
  @Param({"8", "16", "32", "64", "128", "256", "512"})
  public int allowance;

  private BenchMap bench;
  private BareGraph graph;
  private JGraphTRange jgrapht;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the 300x300 map once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    bench = new BenchMap(300, 42L);
    graph = new BareGraph(bench, false).allowance(allowance);
    jgrapht = new JGraphTRange(bench, false);
  }

  /**
   * The engine.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long warpath() {
    io.github.warpath.rules.Reach r = SearchEngine.reach(graph, buffers);
    long sum = 0;
    for (int i = 0; i < r.size(); i++) {
      sum += r.costTicks(i);
    }
    return (long) r.size() << 32 | sum;
  }

  /**
   * JGraphT bounded Dijkstra.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long jgrapht() {
    return jgrapht.range(allowance);
  }

  /**
   * PriorityQueue + HashMap.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long naive() {
    Map<Integer, Integer> m = NaiveRange.range(bench, allowance, false);
    long sum = 0;
    for (int c : m.values()) {
      sum += c;
    }
    return (long) m.size() << 32 | sum;
  }
}
