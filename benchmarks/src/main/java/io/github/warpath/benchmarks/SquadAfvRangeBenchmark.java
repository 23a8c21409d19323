package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.squad.SquadAfvRules;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadTerrain;
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
 * The squad-afv rule set's range query on a seeded 40x30 tactical map (fields, brush, woods,
 * buildings, hedges, walls, a road, enemy units): an AFV with facing, reverse and turning costs
 * in the search state, a leader with two squads moving as a stack, and the AFV with a leader and
 * a squad walking alongside (a mixed stack: the infantry's spent points join the search state).
 * Reused buffers: the query allocates nothing in steady state ({@code -prof gc}).
 *
 * <p>{@code bare} is the baseline of the same run: the bare engine over a {@link StepCostGraph}
 * that holds the AFV's first-step costs as the rule set prices them (the same map, the same
 * allowance; no facing, stack or end-of-move state). It does not depend on {@code mover}; the
 * ratio {@code range / bare} is what the squad-afv rules add to the engine.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SquadAfvRangeBenchmark {

  /** Which unit moves: the AFV (8 MP, facing), the leader's stack, or the AFV with infantry. */
  @Param({"afv", "stack", "mixed"})
  public String mover;

  private final SquadAfvRules rules = new SquadAfvRules();
  private final SearchBuffers buffers = new SearchBuffers();
  private GameState state;
  private MoveQuery query;
  private StepCostGraph afvSteps;

  /**
   * The benchmark position.
   *
   * @param seed the seed
   * @return the state
   */
  static GameState position(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    HexMap.Builder b = HexMap.builder(SquadAfvRules.TERRAIN, 40, 30);
    SquadTerrain[] cover = {SquadTerrain.FIELD, SquadTerrain.BRUSH, SquadTerrain.WOODS,
        SquadTerrain.ORCHARD, SquadTerrain.BUILDING, SquadTerrain.RUBBLE};
    for (int c = 0; c < 40; c++) {
      for (int r = 0; r < 30; r++) {
        Hex h = b.hexAt(c, r);
        if (rnd.nextInt(100) < 40) {
          b.hex(h, cover[rnd.nextInt(cover.length)]);
        }
        if (rnd.nextInt(100) < 8 && c < 39 && r < 29) {
          b.side(h, h.neighbor(HexDirection.S),
              rnd.nextBoolean() ? SquadHexside.HEDGE : SquadHexside.WALL);
        }
      }
    }
    // a road across the map, zigzagging east along row 15
    List<Hex> roadLine = new ArrayList<>();
    Hex h = b.hexAt(0, 15);
    roadLine.add(h);
    for (int c = 1; c < 40; c++) {
      h = h.neighbor(c % 2 == 1 ? HexDirection.SE : HexDirection.NE);
      roadLine.add(h);
    }
    b.path(SquadHexside.ROAD, roadLine);
    HexMap map = b.build();
    Hex centre = map.hex(map.index(b.hexAt(20, 15)));
    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("afv").side("us").kind("afv").allowance(Mp.of(8))
        .position(Position.hex(centre)).facing(HexDirection.NE)
        .putAttributes("movement-class", "tracked").build());
    for (String id : List.of("escort-leader", "escort-squad")) {
      units.add(Unit.builder().id(id).side("us").kind(id.endsWith("leader") ? "leader" : "squad")
          .position(Position.hex(centre)).build());
    }
    Hex west = map.hex(map.index(b.hexAt(12, 20)));
    for (String id : List.of("leader", "squad-1", "squad-2")) {
      units.add(Unit.builder().id(id).side("us").kind(id.equals("leader") ? "leader" : "squad")
          .position(Position.hex(west)).build());
    }
    int k = 0;
    for (String at : List.of("2010", "2110", "1811", "2511", "1520", "0922")) {
      units.add(Unit.builder().id("enemy-" + k++).side("german").kind("squad")
          .position(Position.hex(map.parse(at))).build());
    }
    return GameState.builder().ruleSet(SquadAfvRules.ID).board(map).units(units)
        .environment(Environment.builder().phase("movement").activeSide("us").build()).build();
  }

  /** Builds the position once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    state = position(42L);
    rules.validate(state);
    switch (mover) {
      case "afv":
        query = MoveQuery.of("afv");
        break;
      case "mixed":
        query = MoveQuery.builder().addUnits("afv", "escort-leader", "escort-squad").build();
        break;
      default:
        query = MoveQuery.builder().addUnits("leader", "squad-1", "squad-2").build();
    }
    afvSteps = new StepCostGraph(rules, state, MoveQuery.of("afv"));
  }

  /**
   * The bare engine on the AFV's first-step costs: the baseline of the run.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long bare() {
    return RangeQueryBenchmark.consume(SearchEngine.reach(afvSteps, buffers));
  }

  /**
   * The movement range, every entry's cost read.
   *
   * @return count and cost sum
   */
  @Benchmark
  public long range() {
    Reach r = rules.reach(state, query, buffers);
    long sum = 0;
    int n = r.size();
    for (int i = 0; i < n; i++) {
      sum += r.costTicks(i) + (r.mustStop(i) ? 1 : 0);
    }
    return (long) n << 32 | sum;
  }
}
