package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rulebook.RulebookRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
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
 * A movement range priced from a rule book (terrain of five costs and closed hexes from {@link
 * BenchMap}, rivers on about 5% of hexsides, roads bridging them, enemy units whose zones stop
 * the move) against the bare engine on a table of the very same step costs and stops. The setup
 * checks, hex by hex, that both give the same range (cost and stop) before anything is measured.
 * Both fill a {@link ReusableReach} the benchmark keeps, so that neither allocates a result.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RulebookRangeBenchmark {
  static final String BOOK = "{\"format\": \"warpath-rulebook-1\", \"denominator\": 2,"
      + " \"classes\": [\"foot\"],"
      + " \"terrain\": {\"rule\": {\"id\": \"1\", \"title\": \"Terrain\"}, \"default\": \"t2\","
      + " \"kinds\": {\"t2\": {\"cost\": {\"*\": 1}}, \"t3\": {\"cost\": {\"*\": 1.5}},"
      + " \"t4\": {\"cost\": {\"*\": 2}}, \"t5\": {\"cost\": {\"*\": 2.5}},"
      + " \"t6\": {\"cost\": {\"*\": 3}}, \"closed\": {\"cost\": {\"*\": \"prohibited\"}}}},"
      + " \"hexsides\": {\"rule\": {\"id\": \"2\", \"title\": \"Rivers\"},"
      + " \"kinds\": {\"river\": {\"add\": {\"*\": 1}}}},"
      + " \"lines\": {\"rule\": {\"id\": \"3\", \"title\": \"Roads\"},"
      + " \"kinds\": {\"road\": {\"rate\": {\"*\": \"1/2\"}, \"bridges\": [\"river\"]}}},"
      + " \"zonesOfControl\": {\"rule\": {\"id\": \"4\", \"title\": \"Zones\"},"
      + " \"enter\": \"stop\"}}";

  /** Columns and rows of the square map. */
  @Param({"100", "300"})
  public int mapSize;

  /** Movement allowance in half points. */
  @Param({"24", "80"})
  public int allowance;

  private RulebookRules rules;
  private GameState state;
  private MoveQuery query;
  private EdgeGraph bare;
  private final SearchBuffers bookBuffers = new SearchBuffers();
  private final SearchBuffers bareBuffers = new SearchBuffers();
  private final ReusableReach bookRange = new ReusableReach();
  private final ReusableReach bareRange = new ReusableReach();

  /** The bare engine's graph: a step cost per hex and direction, and the hexes that stop. */
  static final class EdgeGraph extends BenchGraph {
    private final int[] cost;
    private final boolean[] stop;

    EdgeGraph(HexMap map, int start, int[] cost, boolean[] stop, int allowance) {
      super(map, start, 2);
      this.cost = cost;
      this.stop = stop;
      this.allowance = allowance;
    }

    @Override
    protected int cost(int from, int direction, int to) {
      return cost[from * 6 + direction];
    }

    @Override
    protected boolean stops(int to) {
      return stop[to];
    }

    @Override
    public int minCostPerHex() {
      return 1;
    }
  }

  /** The rule set, once {@link #setUp} has run (for {@link RulebookSweepBenchmark}). */
  RulebookRules rules() {
    return rules;
  }

  /** The state, once {@link #setUp} has run (for {@link RulebookSweepBenchmark}). */
  GameState state() {
    return state;
  }

  /** Builds the map, the state and the bare table once per trial, and checks they agree. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = RulebookRules.read(BOOK, "bench.rulebook.json");
    TerrainVocabulary v = rules.terrain().orElseThrow();
    BenchMap bench = new BenchMap(mapSize, 42L);
    HexMap.Builder b = HexMap.builder(v, mapSize, mapSize);
    SplittableRandom rnd = new SplittableRandom(7L);
    Enum<?> river = v.hexsideFeature("river");
    for (int i = 0; i < bench.map.size(); i++) {
      Hex h = bench.map.hex(i);
      int c = bench.cost[i];
      b.hex(h, v.hexFeature(c < 0 ? "closed" : "t" + c));
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (rnd.nextInt(100) < 15 && bench.map.contains(n)) {
        b.side(h, n, river);
      }
    }
    for (int r = 0; r < mapSize / 5; r++) {
      List<Hex> road = new ArrayList<>();
      Hex h = bench.map.hex(rnd.nextInt(bench.map.size()));
      road.add(h);
      int dir = rnd.nextInt(6);
      for (int i = 0; i < mapSize; i++) {
        if (rnd.nextInt(4) == 0) {
          dir = (dir + (rnd.nextBoolean() ? 1 : 5)) % 6;
        }
        Hex n = h.neighbor(HexDirection.of(dir));
        if (!bench.map.contains(n) || road.contains(n)) {
          break;
        }
        road.add(n);
        h = n;
      }
      if (road.size() > 1) {
        b.path(v.hexsideFeature("road"), road);
      }
    }
    HexMap map = b.build();
    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("u").side("blue").kind("foot")
        .allowance(Mp.ofHalves(allowance)).position(Position.hex(map.hex(bench.start))).build());
    boolean[] enemy = new boolean[map.size()];
    for (int i = 0; i < map.size(); i++) {
      if (i != bench.start && rnd.nextInt(1000) < 8) {
        enemy[i] = true;
        units.add(Unit.builder().id("e" + i).side("red").kind("foot")
            .position(Position.hex(map.hex(i))).build());
      }
    }
    state = GameState.builder().ruleSet(RulebookRules.ID).board(map).units(units).build();
    query = MoveQuery.of("u");
    bare = new EdgeGraph(map, bench.start, stepCosts(map, bench.cost, enemy), zones(map, enemy),
        allowance);
    sameRange(rules.reach(state, query, bookBuffers, bookRange),
        SearchEngine.reach(bare, bareBuffers, bareRange));
  }

  /** Checks, hex by hex, that two ranges reach the same hexes at the same cost and stops. */
  private static void sameRange(io.github.warpath.rules.Reach a, io.github.warpath.rules.Reach b) {
    if (a.size() != b.size()) {
      throw new IllegalStateException("the rule book reaches " + a.size() + " hexes, the bare"
          + " table " + b.size());
    }
    for (int i = 0; i < a.size(); i++) {
      int j = b.indexOf(a.position(i));
      if (j < 0 || a.costTicks(i) != b.costTicks(j) || a.mustStop(i) != b.mustStop(j)) {
        throw new IllegalStateException("the rule book and the bare table disagree at "
            + a.position(i) + ": " + a.costTicks(i) + (a.mustStop(i) ? " (stop)" : "") + " / "
            + (j < 0 ? "not reached" : b.costTicks(j) + (b.mustStop(j) ? " (stop)" : "")));
      }
    }
  }

  private static int[] stepCosts(HexMap map, int[] hexCost, boolean[] enemy) {
    int[] out = new int[map.size() * 6];
    for (int i = 0; i < map.size(); i++) {
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        if (j < 0) {
          continue;
        }
        long side = map.sideMask(i, d);
        int c;
        if ((side & 2L) != 0) {
          c = 1;
        } else {
          c = hexCost[j] < 0 ? -1 : hexCost[j] + ((side & 1L) != 0 ? 2 : 0);
        }
        out[i * 6 + d] = enemy[j] ? -1 : c;
      }
    }
    return out;
  }

  private static boolean[] zones(HexMap map, boolean[] enemy) {
    boolean[] out = new boolean[map.size()];
    for (int i = 0; i < map.size(); i++) {
      for (int d = 0; d < 6 && enemy[i]; d++) {
        int j = map.neighbor(i, d);
        if (j >= 0) {
          out[j] = true;
        }
      }
    }
    return out;
  }

  /**
   * The range priced from the rule book, filled into a range kept by the benchmark, as the bare
   * engine's is.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long rulebook() {
    return RangeQueryBenchmark.consume(rules.reach(state, query, bookBuffers, bookRange));
  }

  /**
   * The bare engine on the same step costs and stops.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bareEngine() {
    return RangeQueryBenchmark.consume(SearchEngine.reach(bare, bareBuffers, bareRange));
  }
}
