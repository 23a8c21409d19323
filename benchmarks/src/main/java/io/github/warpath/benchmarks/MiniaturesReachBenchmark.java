package io.github.warpath.benchmarks;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.state.GameState;
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
 * The reach region and a shortest route of one infantry model under {@code miniatures-fixed}
 * on a seeded random table (see {@link MiniaturesTables}), for an Advance (6") and a Run (12").
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MiniaturesReachBenchmark {

  /** Terrain features on the table. */
  @Param({"6", "18"})
  public int features;

  /** The mode: advance or run. */
  @Param({"advance", "run"})
  public String mode;

  private final MiniaturesFixedRules rules = new MiniaturesFixedRules();
  private GameState state;
  private MoveQuery query;

  /** Builds the table once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    state = MiniaturesTables.table(MiniaturesFixedRules.ID, features, 8, 7L);
    query = MoveQuery.of("u", mode);
  }

  /**
   * The reach region.
   *
   * @return its area, so the work is used
   */
  @Benchmark
  public double reach() {
    ReachRegion r = rules.reach(state, query, 0);
    return r.area();
  }

  /**
   * The shortest route of any length to the far corner.
   *
   * @return its length
   */
  @Benchmark
  public double shortestRoute() {
    return rules.shortestRoute(state, query, 0, TablePoint.of(44, 44)).map(r -> r.length())
        .orElse(-1.0);
  }
}
