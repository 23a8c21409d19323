package io.github.warpath.benchmarks;

import io.github.warpath.map.HexMap;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultWeightedEdge;
import org.jgrapht.graph.SimpleDirectedWeightedGraph;
import org.jgrapht.traverse.ClosestFirstIterator;

/**
 * The same map as a JGraphT graph: an edge into every enterable neighbour weighted with its
 * entry cost. Zones of control become sinks (no edges out of them), which is exactly "entering
 * ends the move".
 */
public final class JGraphTRange {
  private final Graph<Integer, DefaultWeightedEdge> graph;
  private final int start;

  /**
   * Builds the graph.
   *
   * @param bench the map
   * @param useZoc whether zones of control stop the move
   */
  public JGraphTRange(BenchMap bench, boolean useZoc) {
    HexMap map = bench.map;
    start = bench.start;
    graph = new SimpleDirectedWeightedGraph<>(DefaultWeightedEdge.class);
    for (int i = 0; i < map.size(); i++) {
      graph.addVertex(i);
    }
    for (int i = 0; i < map.size(); i++) {
      if (useZoc && bench.zoc[i] && i != bench.start) {
        continue;
      }
      for (int d = 0; d < 6; d++) {
        int to = map.neighbor(i, d);
        if (to >= 0 && bench.cost[to] >= 0) {
          DefaultWeightedEdge e = graph.addEdge(i, to);
          graph.setEdgeWeight(e, bench.cost[to]);
        }
      }
    }
  }

  /**
   * The graph, for path benchmarks.
   *
   * @return the JGraphT graph
   */
  public Graph<Integer, DefaultWeightedEdge> graph() {
    return graph;
  }

  /**
   * Bounded Dijkstra from the start.
   *
   * @param allowance the radius, in half points
   * @return the number of reachable hexes and the sum of their costs, packed for a blackhole
   */
  public long range(int allowance) {
    ClosestFirstIterator<Integer, DefaultWeightedEdge> it =
        new ClosestFirstIterator<>(graph, start, allowance);
    long count = 0;
    long sum = 0;
    while (it.hasNext()) {
      Integer v = it.next();
      count++;
      sum += (long) it.getShortestPathLength(v);
    }
    return count << 32 | sum;
  }
}
