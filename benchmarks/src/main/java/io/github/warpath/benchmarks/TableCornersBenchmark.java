package io.github.warpath.benchmarks;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
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
 * The reach region of one infantry model running past an impassable area of many corners (see
 * {@link CornerTables}) under {@code miniatures-fixed}: how the query grows with the corner
 * count. Single shots, since one query on the largest outlines takes seconds.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class TableCornersBenchmark {

  /** The area's shape. */
  @Param({"circle", "star", "comb"})
  public String shape;

  /** The area's corner count. */
  @Param({"100", "1000", "10000"})
  public int corners;

  private final MiniaturesFixedRules rules = new MiniaturesFixedRules();
  private GameState state;

  /** Builds the table once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    state = CornerTables.state(MiniaturesFixedRules.ID, shape, corners);
  }

  /**
   * The reach region of a Run.
   *
   * @return its area, so the work is used
   */
  @Benchmark
  public double reach() {
    return rules.reach(state, MoveQuery.of("u", "run"), 0).area();
  }
}
