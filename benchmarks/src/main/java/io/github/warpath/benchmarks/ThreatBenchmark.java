package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.batch.Batch;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import io.github.warpath.threat.ThreatHex;
import io.github.warpath.threat.ThreatMap;
import io.github.warpath.threat.ThreatMaps;
import io.github.warpath.threat.ThreatQuery;
import io.github.warpath.threat.UnitThreat;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A threat map of {@value #UNITS} Axis units (12 MP, red class) on the seeded 100x100 EFS map of
 * {@link EfsRangeBenchmark#efsState} in dry weather, against its baseline in the same run: the
 * same {@value #UNITS} single range queries one after the other on one thread with reused
 * buffers ({@code singleRanges}). {@code threatMap} runs on a batch of {@code threads} threads
 * (chunk of one item), so on 1 thread it shows what the merging costs and on 2 what running the
 * units in parallel gains. {@code threatMapRead} also reads every hex and unit entry of the map,
 * which a threat map makes when they are read.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar ThreatBenchmark -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class ThreatBenchmark {
  /** Units of the side. */
  public static final int UNITS = 50;

  /** Threads of the batch the threat map runs on. */
  @Param({"1", "2"})
  public int threads;

  private static final EfsRules RULES = new EfsRules();
  private static final ThreatQuery QUERY = ThreatQuery.of(EfsVocabulary.AXIS);
  private GameState state;
  private List<MoveQuery> queries;
  private Batch batch;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the state and the batch once per trial and reports the map's size. */
  @Setup(Level.Trial)
  public void setUp() {
    GameState base = EfsRangeBenchmark.efsState(100, 42L, EfsWeather.DRY);
    HexMap map = base.hexMap();
    SplittableRandom rnd = new SplittableRandom(7L);
    List<Unit> units = new ArrayList<>();
    queries = new ArrayList<>();
    for (Unit u : base.units()) {
      if (!u.side().equals(EfsVocabulary.AXIS)) {
        units.add(u);
      }
    }
    while (queries.size() < UNITS) {
      Hex at = map.hex(rnd.nextInt(map.size()));
      if (!base.unitsAt(at).isEmpty()) {
        continue;
      }
      String id = "pz" + queries.size();
      units.add(Unit.builder().id(id).side(EfsVocabulary.AXIS).kind(EfsVocabulary.ARMOR)
          .allowance(Mp.of(12)).position(Position.hex(at))
          .putAttributes(EfsVocabulary.MOVEMENT_CLASS, MovementClass.RED.id()).build());
      queries.add(MoveQuery.of(id));
    }
    state = base.withUnits(units);
    RULES.validate(state);
    batch = Batch.of(RULES, threads).withChunk(1);
    ThreatMap t = ThreatMaps.of(batch, state, QUERY);
    System.out.println("# " + t.units().size() + " units reach " + t.reachableCount()
        + " hexes, at most " + t.maxUnits() + " on one hex");
  }

  /** Stops the batch's threads. */
  @TearDown(Level.Trial)
  public void tearDown() {
    batch.close();
  }

  /**
   * The baseline: the units' single range queries on one thread with reused buffers.
   *
   * @return count and cost sums
   */
  @Benchmark
  public long singleRanges() {
    long sum = 0;
    for (MoveQuery q : queries) {
      sum += RangeQueryBenchmark.consume(RULES.reach(state, q, buffers));
    }
    return sum;
  }

  /**
   * The threat map on the batch's threads.
   *
   * @return hexes and units counted
   */
  @Benchmark
  public long threatMap() {
    ThreatMap t = ThreatMaps.of(batch, state, QUERY);
    long sum = t.hexes().size();
    for (ThreatHex h : t.hexes()) {
      sum += h.units().size();
    }
    return sum;
  }

  /**
   * The threat map on the batch's threads, every entry read: each hex and each unit's cost and
   * "must stop", as a caller printing the map does (the map makes these values when read).
   *
   * @return hexes counted and costs summed
   */
  @Benchmark
  public long threatMapRead() {
    ThreatMap t = ThreatMaps.of(batch, state, QUERY);
    long sum = 0;
    for (ThreatHex h : t.hexes()) {
      sum += h.hex().q();
      for (UnitThreat u : h.units()) {
        sum += u.cost().twelfths() + (u.mustStop() ? 1 : 0) + u.unit().length();
      }
    }
    return sum;
  }
}
