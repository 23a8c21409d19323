package io.github.warpath.benchmarks;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import java.util.List;
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
 * Movement over two phases against one: the EFS panzer division of {@link EfsRangeBenchmark}
 * (12 MP, dry) over the Axis Regular and Motorized phases, against its Regular range alone, in
 * the same run. The two-phase range runs one range per position the first phase can end at (and
 * applies the route there), so the ratio is about the size of the first range.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar PhasesBenchmark -f 3 -wi 3 -i 3</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class PhasesBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100"})
  public int mapSize;

  private static final EfsRules RULES = new EfsRules();
  private static final MoveQuery QUERY = MoveQuery.of("pz");
  private GameState regular;
  private GameState before;
  private List<MovementPhase> phases;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the state once per trial and reports the sizes of the ranges. */
  @Setup(Level.Trial)
  public void setUp() {
    before = EfsRangeBenchmark.efsState(mapSize, 20261122L, EfsWeather.DRY);
    phases = RULES.movementPhases(before, EfsVocabulary.AXIS);
    regular = RULES.enterPhase(before, phases.get(0));
    System.out.println("one phase: " + RULES.reach(regular, QUERY, buffers).size()
        + " hexes; two phases: " + RULES.reach(before, QUERY, phases, buffers).size() + " hexes");
  }

  /**
   * The Regular Movement range alone.
   *
   * @return its size
   */
  @Benchmark
  public int onePhase() {
    return RULES.reach(regular, QUERY, buffers).size();
  }

  /**
   * The range over Regular then Motorized Movement.
   *
   * @return its size
   */
  @Benchmark
  public int twoPhases() {
    return RULES.reach(before, QUERY, phases, buffers).size();
  }
}
