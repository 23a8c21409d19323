package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rulebook.RulebookRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A sweep of one-step checks over many units of one side, as a researcher's script runs it, on
 * the rule book and 100×100 map of {@link RulebookRangeBenchmark} (its 80-odd red units project
 * zones of control) with {@value #MOVERS} blue units added: {@link #acrossUnits} checks
 * {@value #ORDERS} orders unit after unit, {@link #oneUnit} the same number of orders of a
 * single unit, with the same buffers. What the kit works out per state and side (enemy hexes,
 * zones) should not be worked out again for every unit, so the two should cost about the same.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RulebookSweepBenchmark {
  /** Blue units added to the map. */
  static final int MOVERS = 100;
  /** Orders in each list. */
  static final int ORDERS = 512;

  private RulebookRules rules;
  private GameState state;
  private List<MoveOrder> across;
  private List<MoveOrder> single;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the state and both lists of orders once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    RulebookRangeBenchmark range = new RulebookRangeBenchmark();
    range.mapSize = 100;
    range.allowance = 24;
    range.setUp();
    rules = range.rules();
    GameState base = range.state();
    HexMap map = base.hexMap();
    Set<Hex> taken = new HashSet<>();
    for (Unit u : base.units()) {
      taken.add(u.hexOrNull());
    }
    SplittableRandom rnd = new SplittableRandom(11L);
    List<Unit> units = new ArrayList<>(base.units());
    List<String> movers = new ArrayList<>();
    while (movers.size() < MOVERS) {
      Hex h = map.hex(rnd.nextInt(map.size()));
      if (taken.add(h)) {
        String id = "b" + movers.size();
        movers.add(id);
        units.add(Unit.builder().id(id).side("blue").kind("foot")
            .allowance(Mp.of(12)).position(Position.hex(h)).build());
      }
    }
    state = base.withUnits(units);
    across = new ArrayList<>();
    for (int k = 0; across.size() < ORDERS; k++) {
      across.addAll(oneStepOrders(state, movers.get(k % MOVERS)));
    }
    across = List.copyOf(across.subList(0, ORDERS));
    List<MoveOrder> first = oneStepOrders(state, movers.get(0));
    single = new ArrayList<>();
    for (int k = 0; single.size() < ORDERS; k++) {
      single.add(first.get(k % first.size()));
    }
    single = List.copyOf(single);
  }

  /** A one-step order into every neighbour of the unit's hex on the map. */
  private static List<MoveOrder> oneStepOrders(GameState s, String unit) {
    Hex at = s.unit(unit).hexOrNull();
    List<MoveOrder> out = new ArrayList<>();
    for (HexDirection d : HexDirection.values()) {
      Hex n = at.neighbor(d);
      if (s.hexMap().contains(n)) {
        out.add(MoveOrder.of(MoveQuery.of(unit), List.of(Step.enter(n))));
      }
    }
    return out;
  }

  /**
   * Checks the orders of every blue unit, unit after unit.
   *
   * @return how many were legal
   */
  @Benchmark
  @OperationsPerInvocation(ORDERS)
  public int acrossUnits() {
    return legal(across);
  }

  /**
   * Checks the same number of orders of one unit (the baseline).
   *
   * @return how many were legal
   */
  @Benchmark
  @OperationsPerInvocation(ORDERS)
  public int oneUnit() {
    return legal(single);
  }

  private int legal(List<MoveOrder> orders) {
    int n = 0;
    for (int i = 0; i < orders.size(); i++) {
      if (rules.check(state, orders.get(i), buffers).legal()) {
        n++;
      }
    }
    return n;
  }
}
