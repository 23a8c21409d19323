package io.github.warpath.benchmarks;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.dice.TerrainClass;
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
 * Exact chances under {@code miniatures-dice} on a seeded random table: the chance that a Team
 * reaches a point 8" away with a Normal move (a route search per way of moving), and the exact
 * distribution of a move At the Double (216 rolls).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MiniaturesProbabilityBenchmark {

  /** Terrain features on the table. */
  @Param({"6", "18"})
  public int features;

  private final MiniaturesDiceRules rules = new MiniaturesDiceRules();
  private GameState state;

  /** Builds the table once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    state = MiniaturesTables.table(MiniaturesDiceRules.ID, features, 8, 7L);
  }

  /**
   * The chance to reach a point.
   *
   * @return the chance
   */
  @Benchmark
  public Fraction chanceToReach() {
    return rules.probabilityToReach(state, MoveQuery.of("u", "normal"), 0,
        TablePoint.of(30, 29));
  }

  /**
   * The exact distribution of 3D6 At the Double.
   *
   * @return the distribution's size
   */
  @Benchmark
  public int distributionAtTheDouble() {
    return rules.distribution(state, MoveQuery.of("u", "double"), TerrainClass.OPEN, false,
        false).size();
  }
}
