package io.github.warpath.benchmarks;

import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * The alternatives to an illegal order against a path query to the order's destination on the
 * same state with the same reused buffers, the baseline of the ratio. Two illegal orders of the
 * 6 MP panzer on the EFS state of {@link CheckBenchmark} (dry weather), and the same two on the
 * bare engine ({@link BareRules}, 12 MP):
 * <ul>
 *   <li>{@code back}: the legal ten-step order of {@link CheckBenchmark#tenSteps}, then one step
 *       back and forward again until it is over the allowance, to a destination it can reach.
 *       The path query searches until it settles the destination; the alternatives run that
 *       same search (recording what it settles) for the cheapest path, walk the order once to
 *       its first refused step and check that prefix;</li>
 *   <li>{@code far}: twenty hexes in a straight line: a destination out of reach. The path
 *       query searches until it runs out of moves (the whole range) before it gives up; the
 *       alternatives run that same search, read the nearest hex from what it settled, and check
 *       the prefix before the first refused step (given by the verdict, which stopped there).</li>
 * </ul>
 * {@code ...Alternatives} judges the order first (the check is part of the answer); {@code
 * ...GivenVerdict} takes the verdict the caller already has, as the command line and the
 * explorer do. {@code efsFarCheck}, {@code efsRange}, {@code bareFarCheck} and {@code bareRange}
 * are parts for comparison: the check of the straight order and the plain range query. The
 * alternatives word their summaries and build their orders when first asked for; {@code
 * ...GivenVerdictRead} asks for them, as the command line does.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar AlternativeBenchmark -p mapSize=100 -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class AlternativeBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100"})
  public int mapSize;

  private static final EfsRules EFS = new EfsRules();
  private static final MoveQuery QUERY = MoveQuery.of("pz");
  private static final MoveQuery BARE_QUERY = MoveQuery.of("u");
  private GameState efs;
  private MoveOrder efsBack;
  private MoveOrder efsFar;
  private BareRules bare;
  private MoveOrder bareBack;
  private MoveOrder bareFar;
  private Verdict efsBackVerdict;
  private Verdict efsFarVerdict;
  private Verdict bareFarVerdict;
  private Verdict bareBackVerdict;
  private MoveOrder efsFirstStep;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the states and orders once per trial and prints what the answers are. */
  @Setup(Level.Trial)
  public void setUp() {
    efs = CheckBenchmark.sixMpPanzer(EfsRangeBenchmark.efsState(mapSize, 42L, EfsWeather.DRY));
    efsBack = backAndForth(EFS, efs, CheckBenchmark.tenSteps(EFS, efs, QUERY));
    efsFar = straight(efs, QUERY, 20);
    bare = new BareRules(new BenchMap(mapSize, 42L), 24);
    bareBack = backAndForth(bare, bare.state(),
        CheckBenchmark.tenSteps(bare, bare.state(), BARE_QUERY));
    bareFar = straight(bare.state(), BARE_QUERY, 20);
    efsBackVerdict = EFS.check(efs, efsBack, buffers);
    efsFarVerdict = EFS.check(efs, efsFar, buffers);
    bareFarVerdict = bare.check(bare.state(), bareFar, buffers);
    bareBackVerdict = bare.check(bare.state(), bareBack, buffers);
    efsFirstStep = MoveOrder.of(QUERY, efsFar.steps().subList(0, 1));
    describe(EFS, efs, efsBack, "efs back");
    describe(EFS, efs, efsFar, "efs far");
    describe(bare, bare.state(), bareBack, "bare back");
    describe(bare, bare.state(), bareFar, "bare far");
  }

  private void describe(HexMovementRules rules, GameState s, MoveOrder o, String name) {
    Alternatives a = rules.alternatives(s, o, buffers);
    if (a.verdict().legal() || a.all().isEmpty()) {
      throw new IllegalStateException(name + ": the order must be illegal with alternatives");
    }
    System.out.println("# " + name + ", " + o.steps().size() + " steps: " + a);
  }

  /**
   * The ten steps, then one step back and forward again, as often as it takes to make the order
   * illegal (at most ten times).
   */
  static MoveOrder backAndForth(HexMovementRules rules, GameState s, MoveOrder ten) {
    List<Step> steps = new ArrayList<>(ten.steps());
    for (int i = 0; i < 10; i++) {
      steps.add(ten.steps().get(8));
      steps.add(ten.steps().get(9));
      MoveOrder o = MoveOrder.of(ten.query(), steps);
      if (!rules.check(s, o).legal()) {
        return o;
      }
    }
    throw new IllegalStateException("ten times back and forth is still legal");
  }

  /** {@code n} hexes in a straight line from the start, in the first direction that fits. */
  static MoveOrder straight(GameState s, MoveQuery q, int n) {
    HexMap map = s.hexMap();
    Hex start = s.unit(q.units().get(0)).hexOrNull();
    for (HexDirection d : HexDirection.values()) {
      List<Step> steps = new ArrayList<>();
      Hex h = start;
      for (int k = 0; k < n && map.contains(h.neighbor(d)); k++) {
        h = h.neighbor(d);
        steps.add(Step.enter(h));
      }
      if (steps.size() == n) {
        return MoveOrder.of(q, steps);
      }
    }
    throw new IllegalStateException("no straight line of " + n + " hexes from the start");
  }

  private static Position end(MoveOrder o) {
    return o.steps().get(o.steps().size() - 1).to();
  }

  /**
   * Path query to the destination of the EFS back-and-forth order: the baseline.
   *
   * @return the route
   */
  @Benchmark
  public Optional<Route> efsBackPath() {
    return EFS.path(efs, QUERY, end(efsBack), buffers);
  }

  /**
   * Alternatives to the EFS back-and-forth order.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives efsBackAlternatives() {
    return EFS.alternatives(efs, efsBack, buffers);
  }

  /**
   * Path query to the destination of the EFS straight order (out of reach): the baseline.
   *
   * @return empty
   */
  @Benchmark
  public Optional<Route> efsFarPath() {
    return EFS.path(efs, QUERY, end(efsFar), buffers);
  }

  /**
   * Alternatives to the EFS straight order.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives efsFarAlternatives() {
    return EFS.alternatives(efs, efsFar, buffers);
  }

  /**
   * Path query to the destination of the bare back-and-forth order: the baseline.
   *
   * @return the route
   */
  @Benchmark
  public Optional<Route> bareBackPath() {
    return bare.path(bare.state(), BARE_QUERY, end(bareBack), buffers);
  }

  /**
   * Alternatives to the bare back-and-forth order.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives bareBackAlternatives() {
    return bare.alternatives(bare.state(), bareBack, buffers);
  }

  /**
   * Path query to the destination of the bare straight order (out of reach): the baseline.
   *
   * @return empty
   */
  @Benchmark
  public Optional<Route> bareFarPath() {
    return bare.path(bare.state(), BARE_QUERY, end(bareFar), buffers);
  }

  /**
   * Alternatives to the bare straight order.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives bareFarAlternatives() {
    return bare.alternatives(bare.state(), bareFar, buffers);
  }

  /**
   * The check of the EFS straight order alone: the part of the alternatives that judges the order.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict efsFarCheck() {
    return EFS.check(efs, efsFar, buffers);
  }

  /**
   * The range of the EFS panzer: the search the nearest hex is read from.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long efsRange() {
    return RangeQueryBenchmark.consume(EFS.reach(efs, QUERY, buffers));
  }

  /**
   * The check of the bare straight order alone.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict bareFarCheck() {
    return bare.check(bare.state(), bareFar, buffers);
  }

  /**
   * The range of the bare unit.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bareRange() {
    return RangeQueryBenchmark.consume(bare.reach(bare.state(), BARE_QUERY, buffers));
  }

  /**
   * Alternatives to the EFS back-and-forth order with the verdict the caller already has.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives efsBackGivenVerdict() {
    return EFS.alternatives(efs, efsBack, efsBackVerdict, buffers);
  }

  /**
   * Alternatives to the EFS straight order with the verdict the caller already has.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives efsFarGivenVerdict() {
    return EFS.alternatives(efs, efsFar, efsFarVerdict, buffers);
  }

  /**
   * Alternatives to the bare straight order with the verdict the caller already has.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives bareFarGivenVerdict() {
    return bare.alternatives(bare.state(), bareFar, bareFarVerdict, buffers);
  }

  /**
   * The check of the first step of the EFS straight order: the one-step figure the twenty-step
   * check of {@link #efsFarCheck} is compared with.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict efsFirstStepCheck() {
    return EFS.check(efs, efsFirstStep, buffers);
  }

  /**
   * Alternatives to the bare back-and-forth order with the verdict the caller already has.
   *
   * @return the alternatives
   */
  @Benchmark
  public Alternatives bareBackGivenVerdict() {
    return bare.alternatives(bare.state(), bareBack, bareBackVerdict, buffers);
  }

  /**
   * Alternatives to the EFS back-and-forth order with the verdict the caller already has, with
   * each alternative's summary and order read.
   *
   * @return the summaries' length and the orders' steps
   */
  @Benchmark
  public int efsBackGivenVerdictRead() {
    return read(EFS.alternatives(efs, efsBack, efsBackVerdict, buffers));
  }

  /**
   * Alternatives to the bare back-and-forth order with the verdict the caller already has, with
   * each alternative's summary and order read.
   *
   * @return the summaries' length and the orders' steps
   */
  @Benchmark
  public int bareBackGivenVerdictRead() {
    return read(bare.alternatives(bare.state(), bareBack, bareBackVerdict, buffers));
  }

  /** Reads every alternative's summary and order. */
  private static int read(Alternatives alternatives) {
    int n = 0;
    for (Alternative a : alternatives.all()) {
      n += a.summary().length() + a.order().steps().size();
    }
    return n;
  }
}
