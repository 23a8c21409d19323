package io.github.warpath.benchmarks;

import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.state.Position;
import java.util.concurrent.TimeUnit;
import org.jgrapht.alg.shortestpath.AStarShortestPath;
import org.jgrapht.alg.shortestpath.DijkstraShortestPath;
import org.jgrapht.graph.DefaultWeightedEdge;
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
 * The cheapest path from one corner of the seeded random map to the opposite corner, with and
 * without A*, for the engine, JGraphT and the straightforward search. No zones of control (they
 * would end the move long before the far corner) and an allowance large enough to cross the map.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 10, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(2)
public class PathQueryBenchmark {

  /** Columns and rows of the square map. */
  @Param({"100", "300"})
  public int mapSize;

  private BenchMap bench;
  private BareGraph graph;
  private JGraphTRange jgrapht;
  private KernelRange kernel;
  private int from;
  private int to;
  private Position target;
  private final SearchBuffers buffers = new SearchBuffers();

  /** Builds the map and graphs once per trial. */
  @Setup(Level.Trial)
  public void setUp() {
    bench = new BenchMap(mapSize, 42L, BenchMap.Start.CORNER);
    graph = new BareGraph(bench, false).allowance(Integer.MAX_VALUE / 4);
    jgrapht = new JGraphTRange(bench, false);
    kernel = new KernelRange(bench);
    from = bench.start;
    to = bench.corner;
    target = Position.hex(bench.map.hex(to));
  }

  /**
   * The engine, plain Dijkstra.
   *
   * @return the path cost in half points
   */
  @Benchmark
  public int warpath() {
    return SearchEngine.pathCost(graph, buffers, target, false);
  }

  /**
   * The engine with its A* bound (2 half points per hex).
   *
   * @return the path cost in half points
   */
  @Benchmark
  public int warpath_astar() {
    return SearchEngine.pathCost(graph, buffers, target, true);
  }

  /**
   * The hand-written Dial search over flat arrays for this one map (the machine's limit).
   *
   * @return the path cost in half points
   */
  @Benchmark
  public int kernel() {
    return kernel.path(to);
  }

  /**
   * JGraphT's Dijkstra.
   *
   * @return the path cost in half points
   */
  @Benchmark
  public double jgrapht() {
    return new DijkstraShortestPath<Integer, DefaultWeightedEdge>(jgrapht.graph())
        .getPathWeight(from, to);
  }

  /**
   * JGraphT's A* with the same bound.
   *
   * @return the path cost in half points
   */
  @Benchmark
  public double jgrapht_astar() {
    return new AStarShortestPath<Integer, DefaultWeightedEdge>(jgrapht.graph(),
        (a, b) -> 2.0 * bench.map.hex(a).distanceTo(bench.map.hex(b))).getPathWeight(from, to);
  }

  /**
   * PriorityQueue + HashMap Dijkstra.
   *
   * @return the path cost in half points
   */
  @Benchmark
  public int naive() {
    return NaiveRange.path(bench, from, to, false);
  }

  /**
   * PriorityQueue + HashMap A*.
   *
   * @return the path cost in half points
   */
  @Benchmark
  public int naive_astar() {
    return NaiveRange.path(bench, from, to, true);
  }
}
