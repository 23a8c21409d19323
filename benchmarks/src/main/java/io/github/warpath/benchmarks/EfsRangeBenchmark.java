package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsHexside;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsRules;
import io.github.warpath.efs.EfsTerrain;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * A movement range under the EFS rules on a realistic seeded map (see {@link #efsState}): woods,
 * swamp, towns and cities, rivers and major rivers, a grid of main roads, minor roads and
 * railroads, Soviet units whose zones of control cover about 5% of the hexes; an Axis panzer
 * division (12 MP, red) starts at a crossing of main roads near the middle. {@code efsMud} is
 * the case that works the rules hardest: in mud, minor roads give motorized units only the other
 * terrain of the hex (not woods), so the road-exit states matter, and every zone of control
 * costs +1.
 * {@code efsDry} is the same query in dry weather. {@code bareMud} and {@code bareDry} run the
 * bare engine on the same states: a {@link StepCostGraph} whose table holds the cost of every
 * step as the EFS rules price it as a first step (zones of control included as their cost), so
 * the difference is what the road-exit states, the phase and class checks and the special moves
 * of the EFS graph add to the search.
 *
 * <p>Run it next to the bare engine on the same map size, in one JMH run:
 * <pre>java -jar benchmarks/target/benchmarks.jar "EfsRangeBenchmark|RangeQueryBenchmark.warpath$"
 *   -p mapSize=100 -p allowance=24 -prof gc</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class EfsRangeBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100", "300"})
  public int mapSize;

  private static final EfsRules RULES = new EfsRules();
  private static final MoveQuery QUERY = MoveQuery.of("pz");
  private GameState mud;
  private GameState dry;
  private StepCostGraph mudTable;
  private StepCostGraph dryTable;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the states once per trial and reports the size of the ranges. */
  @Setup(Level.Trial)
  public void setUp() {
    mud = efsState(mapSize, 42L, EfsWeather.MUD);
    dry = mud.withEnvironment(mud.environment().withWeather(EfsWeather.DRY.id()));
    for (GameState s : new GameState[] {mud, dry}) {
      Reach r = RULES.reach(s, QUERY, buffers);
      System.out.println("# " + s.environment().weather() + ": " + r.size() + " hexes reached, "
          + r.edgesScanned() + " transitions evaluated");
    }
    mudTable = new StepCostGraph(RULES, mud, QUERY);
    dryTable = new StepCostGraph(RULES, dry, QUERY);
    for (StepCostGraph g : new StepCostGraph[] {mudTable, dryTable}) {
      Reach r = SearchEngine.reach(g, buffers);
      System.out.println("# bare engine on the same map: " + g.legalSteps() + " legal steps, "
          + r.size() + " hexes reached, " + r.edgesScanned() + " transitions evaluated");
    }
  }

  /**
   * The bare engine on the mud state's step costs.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bareMud() {
    return RangeQueryBenchmark.consume(SearchEngine.reach(mudTable, buffers));
  }

  /**
   * The bare engine on the dry state's step costs.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bareDry() {
    return RangeQueryBenchmark.consume(SearchEngine.reach(dryTable, buffers));
  }

  /**
   * The range in mud.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long efsMud() {
    return RangeQueryBenchmark.consume(RULES.reach(mud, QUERY, buffers));
  }

  /**
   * The range in dry weather.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long efsDry() {
    return RangeQueryBenchmark.consume(RULES.reach(dry, QUERY, buffers));
  }

  /**
   * A seeded EFS state: about 30% woods, 5% swamp, 3% towns, 1% cities, rivers on 6% of the
   * hexsides and major rivers on 1.5%; main roads every 12 rows and columns, minor roads every
   * 6 rows in between, a railroad every 20 columns; Soviet rifle divisions on 1% of the hexes,
   * in the Axis Regular Movement phase. The panzer starts where two main roads cross near the
   * middle of the map.
   *
   * @param size columns and rows
   * @param seed the seed
   * @param weather the weather
   * @return the state
   */
  public static GameState efsState(int size, long seed, EfsWeather weather) {
    SplittableRandom rnd = new SplittableRandom(seed);
    HexMap.Builder b = HexMap.builder(EfsRules.TERRAIN, size, size);
    for (int c = 0; c < size; c++) {
      for (int r = 0; r < size; r++) {
        Hex h = b.hexAt(c, r);
        int t = rnd.nextInt(100);
        if (t < 30) {
          b.hex(h, EfsTerrain.WOODS);
        } else if (t < 35) {
          b.hex(h, EfsTerrain.SWAMP);
        } else if (t < 38) {
          b.hex(h, EfsTerrain.TOWN);
        } else if (t < 39) {
          b.hex(h, EfsTerrain.CITY);
        }
        for (int d = 1; d < 4; d++) {
          Hex n = h.neighbor(HexDirection.of(d));
          int s = rnd.nextInt(1000);
          if (s < 60) {
            sideIfOnMap(b, size, h, n, EfsHexside.RIVER);
          } else if (s < 75) {
            sideIfOnMap(b, size, h, n, EfsHexside.MAJOR_RIVER);
          }
        }
      }
    }
    for (int r = 6; r < size; r += 6) {
      List<Hex> row = new ArrayList<>();
      for (int c = 0; c < size; c++) {
        row.add(b.hexAt(c, r));
      }
      b.path(r % 12 == 0 ? EfsHexside.MAIN_ROAD : EfsHexside.MINOR_ROAD, row);
    }
    for (int c = 12; c < size; c += 12) {
      List<Hex> column = new ArrayList<>();
      for (int r = 0; r < size; r++) {
        column.add(b.hexAt(c, r));
      }
      b.path(c % 24 == 0 ? EfsHexside.MAIN_ROAD : EfsHexside.MINOR_ROAD, column);
    }
    for (int c = 10; c < size; c += 20) {
      List<Hex> column = new ArrayList<>();
      for (int r = 0; r < size; r++) {
        column.add(b.hexAt(c, r));
      }
      b.path(EfsHexside.RAILROAD, column);
    }
    HexMap map = b.build();
    List<Unit> units = new ArrayList<>();
    int middle = size / 2 / 24 * 24;
    Hex start = HexNumbering.fromRaw(middle, middle);
    units.add(Unit.builder().id("pz").side(EfsVocabulary.AXIS).kind(EfsVocabulary.ARMOR)
        .allowance(Mp.of(12)).position(Position.hex(start))
        .putAttributes(EfsVocabulary.MOVEMENT_CLASS, MovementClass.RED.id()).build());
    int enemies = map.size() / 100;
    for (int k = 0; k < enemies; k++) {
      Hex at = map.hex(rnd.nextInt(map.size()));
      if (at.distanceTo(start) < 3) {
        continue;
      }
      units.add(Unit.builder().id("r" + k).side(EfsVocabulary.SOVIET).kind("infantry")
          .allowance(Mp.of(5)).position(Position.hex(at)).build());
    }
    Environment env = Environment.builder().phase(EfsPhase.REGULAR_MOVEMENT.id())
        .activeSide(EfsVocabulary.AXIS).weather(weather.id()).build();
    GameState state = GameState.builder().ruleSet(EfsRules.ID).board(map).units(units)
        .environment(env).build();
    RULES.validate(state);
    return state;
  }

  private static void sideIfOnMap(HexMap.Builder b, int size, Hex h, Hex n, EfsHexside f) {
    int c = HexNumbering.rawColumn(n);
    int r = HexNumbering.rawRow(n);
    if (c >= 0 && c < size && r >= 0 && r < size) {
      b.side(h, n, f);
    }
  }
}
