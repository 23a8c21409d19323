package io.github.warpath.benchmarks;

import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.Position;
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
 * The hexsystem rule set's range and path queries on a realistic position ({@link
 * HexsystemBenchState}): terrain and river costs, roads and rails at the Terrain Key's rates,
 * enemy zones of control along a front, the minimum move (the HQ), and for the armor unit the
 * overrun states. Everything runs through the public API with reused {@link SearchBuffers}: the
 * query compiles the rules, searches and returns a view, which in steady state allocates
 * nothing (run with {@code -prof gc}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HexsystemRangeBenchmark {

  /** Which unit moves: infantry (one step, MA 3), armor (three steps, MA 6), hq (MA 1). */
  @Param({"infantry", "armor", "hq"})
  public String mover;

  private final HexsystemRules rules = new HexsystemRules();
  private final SearchBuffers buffers = new SearchBuffers();
  private HexsystemBenchState bench;
  private MoveQuery query;
  private Position target;

  /** Builds the position and warms the per-state caches once. */
  @Setup(Level.Trial)
  public void setUp() {
    bench = new HexsystemBenchState(42L);
    query = MoveQuery.of(mover);
    target = bench.target(mover);
    rules.validate(bench.state);
  }

  /**
   * The movement range, every entry's cost read.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long range() {
    Reach r = rules.reach(bench.state, query, buffers);
    long sum = 0;
    int n = r.size();
    for (int i = 0; i < n; i++) {
      sum += r.costTicks(i) + (r.mustStop(i) ? 1 : 0);
    }
    return (long) n << 32 | sum;
  }

  /**
   * The cost of the cheapest legal route to the most expensive hex the mover can reach, without
   * building the route.
   *
   * @return the cost in engine units
   */
  @Benchmark
  public int pathCost() {
    return rules.pathCostTicks(bench.state, query, target, buffers);
  }
}
