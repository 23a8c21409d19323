package io.github.warpath.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The three implementations compute the same range, so the benchmark compares like with like. */
class RangeAgreementTest {

  @Test
  void theEngineJGraphTAndTheNaiveSearchAgreeOnEveryHexAndCost() {
    for (int size : new int[] {30, 100}) {
      BenchMap bench = new BenchMap(size, 42L);
      for (int allowance : new int[] {24, 80}) {
        for (boolean zoc : new boolean[] {true, false}) {
          Reach r = SearchEngine.reach(new BareGraph(bench, zoc).allowance(allowance),
              new SearchBuffers());
          Map<Integer, Integer> engine = new HashMap<>();
          for (int i = 0; i < r.size(); i++) {
            engine.put(r.hexIndex(i), r.costTicks(i));
          }
          Map<Integer, Integer> naive = NaiveRange.range(bench, allowance, zoc);
          assertEquals(naive, engine);
          long packed = new JGraphTRange(bench, zoc).range(allowance);
          assertEquals(packed, new KernelRange(bench).range(allowance, zoc));
          long sum = engine.values().stream().mapToLong(Integer::longValue).sum();
          assertEquals((long) engine.size() << 32 | sum, packed);
          assertTrue(engine.size() > 10);
        }
      }
    }
  }

  @Test
  void cornerToCornerPathsCostTheSameInEveryImplementation() {
    for (int size : new int[] {30, 100}) {
      BenchMap bench = new BenchMap(size, 42L, BenchMap.Start.CORNER);
      BareGraph graph = new BareGraph(bench, false).allowance(Integer.MAX_VALUE / 4);
      io.github.warpath.state.Position target = io.github.warpath.state.Position.hex(
          bench.map.hex(bench.corner));
      SearchBuffers buffers = new SearchBuffers();
      int dijkstra = SearchEngine.pathCost(graph, buffers, target, false);
      int astar = SearchEngine.pathCost(graph, buffers, target, true);
      assertTrue(dijkstra > 0);
      assertEquals(dijkstra, astar);
      assertEquals(dijkstra, NaiveRange.path(bench, bench.start, bench.corner, false));
      assertEquals(dijkstra, NaiveRange.path(bench, bench.start, bench.corner, true));
      KernelRange kernel = new KernelRange(bench);
      assertEquals(dijkstra, kernel.path(bench.corner));
      assertEquals(dijkstra, kernel.path(bench.corner), "a second query on the same kernel");
      JGraphTRange j = new JGraphTRange(bench, false);
      assertEquals(dijkstra, (int) new org.jgrapht.alg.shortestpath.DijkstraShortestPath<>(
          j.graph()).getPathWeight(bench.start, bench.corner));
    }
  }
}
