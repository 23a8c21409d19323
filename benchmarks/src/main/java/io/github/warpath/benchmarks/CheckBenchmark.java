package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
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
 * A check against the range query it rests on, with reused buffers: a one-step and a ten-step
 * order of a 6 MP panzer on the EFS state of {@link EfsRangeBenchmark#efsState} (dry weather),
 * and the same on the bare engine ({@link BareRules}, 24 half points as in {@link RangeQueryBenchmark}). {@code efsRange} and
 * {@code bareRange} are the range of the same unit on the same state, the baseline of the
 * ratios; {@code efsCheck1Fresh} is a one-step check with fresh buffers, as every check cost
 * before checks took buffers.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar CheckBenchmark -f 3 -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class CheckBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100", "300"})
  public int mapSize;

  private static final EfsRules RULES = new EfsRules();
  private static final MoveQuery QUERY = MoveQuery.of("pz");
  private static final MoveQuery BARE_QUERY = MoveQuery.of("u");
  private GameState efs;
  private MoveOrder efs1;
  private MoveOrder efs10;
  private BareRules bare;
  private MoveOrder bare1;
  private MoveOrder bare10;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the states and orders once per trial and prints what the orders are. */
  @Setup(Level.Trial)
  public void setUp() {
    efs = sixMpPanzer(EfsRangeBenchmark.efsState(mapSize, 42L, EfsWeather.DRY));
    efs10 = tenSteps(RULES, efs, QUERY);
    efs1 = MoveOrder.of(QUERY, efs10.steps().subList(0, 1));
    bare = new BareRules(new BenchMap(mapSize, 42L), 24);
    bare10 = tenSteps(bare, bare.state(), BARE_QUERY);
    bare1 = MoveOrder.of(BARE_QUERY, bare10.steps().subList(0, 1));
    for (Verdict v : new Verdict[] {RULES.check(efs, efs1, buffers),
        RULES.check(efs, efs10, buffers), bare.check(bare.state(), bare1, buffers),
        bare.check(bare.state(), bare10, buffers)}) {
      System.out.println("# " + v.ruleSet() + " " + v.steps().size() + " steps: "
          + (v.legal() ? "legal" : "ILLEGAL") + ", spent " + v.spent() + " of "
          + v.allowance());
    }
    System.out.println("# ranges: efs " + RULES.reach(efs, QUERY, buffers).size()
        + " hexes, bare " + bare.reach(bare.state(), BARE_QUERY, buffers).size() + " hexes");
  }

  /** The state with the panzer's allowance cut to 6 MP. */
  static GameState sixMpPanzer(GameState s) {
    Unit pz = s.unit("pz");
    return s.withUnit(Unit.builder().from(pz).allowance(Mp.of(6)).build());
  }

  /**
   * A legal ten-step order: ten hexes in a straight line from the start if the unit can walk
   * them, else the first cheapest route of at least ten steps to a hex eight to ten hexes away, cut
   * to ten steps.
   */
  static MoveOrder tenSteps(io.github.warpath.rules.HexMovementRules rules, GameState s,
      MoveQuery q) {
    HexMap map = s.hexMap();
    Hex start = s.unit(q.units().get(0)).hexOrNull();
    SearchBuffers b = new SearchBuffers();
    for (HexDirection d : HexDirection.values()) {
      List<Step> steps = new ArrayList<>();
      Hex h = start;
      for (int k = 0; k < 10; k++) {
        h = h.neighbor(d);
        steps.add(Step.enter(h));
      }
      if (map.contains(h)) {
        MoveOrder o = MoveOrder.of(q, steps);
        if (rules.check(s, o, b).legal()) {
          return o;
        }
      }
    }
    for (int i = 0; i < map.size(); i++) {
      Hex h = map.hex(i);
      if (h.distanceTo(start) < 8 || h.distanceTo(start) > 10) {
        continue;
      }
      Route r = rules.path(s, q, Position.hex(h), b).orElse(null);
      if (r != null && r.steps().size() >= 10) {
        List<Step> steps = new ArrayList<>();
        for (StepReport sr : r.steps().subList(0, 10)) {
          steps.add(Step.to(sr.position()));
        }
        return MoveOrder.of(q, steps);
      }
    }
    throw new IllegalStateException(rules.id() + ": no ten-step route from " + map.label(start));
  }

  /**
   * The range of the 6 MP panzer: the baseline.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long efsRange() {
    return RangeQueryBenchmark.consume(RULES.reach(efs, QUERY, buffers));
  }

  /**
   * A one-step EFS check with reused buffers.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict efsCheck1() {
    return RULES.check(efs, efs1, buffers);
  }

  /**
   * A ten-step EFS check with reused buffers.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict efsCheck10() {
    return RULES.check(efs, efs10, buffers);
  }

  /**
   * A one-step EFS check with fresh buffers (the check without buffers).
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict efsCheck1Fresh() {
    return RULES.check(efs, efs1);
  }

  /**
   * The bare engine's range of the 12 MP unit.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bareRange() {
    return RangeQueryBenchmark.consume(bare.reach(bare.state(), BARE_QUERY, buffers));
  }

  /**
   * A one-step check on the bare engine.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict bareCheck1() {
    return bare.check(bare.state(), bare1, buffers);
  }

  /**
   * A ten-step check on the bare engine.
   *
   * @return the verdict
   */
  @Benchmark
  public Verdict bareCheck10() {
    return bare.check(bare.state(), bare10, buffers);
  }
}
