package io.github.warpath.benchmarks;

import io.github.warpath.map.HexMap;
import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The range query as a programmer would first write it: a {@link PriorityQueue} of small node
 * objects and a {@link HashMap} of best costs.
 */
public final class NaiveRange {
  private NaiveRange() {}

  private record Node(int hex, int cost) implements Comparable<Node> {
    @Override
    public int compareTo(Node o) {
      return Integer.compare(cost, o.cost);
    }
  }

  /**
   * The cheapest path cost between two hexes (no zones of control, no allowance).
   *
   * @param bench the map
   * @param from start hex index
   * @param to target hex index
   * @param astar whether to order the queue by cost plus 2 half points per hex of distance
   * @return the cost in half points, or -1 if unreachable
   */
  public static int path(BenchMap bench, int from, int to, boolean astar) {
    HexMap map = bench.map;
    io.github.warpath.hex.Hex goal = map.hex(to);
    Map<Integer, Integer> best = new HashMap<>();
    PriorityQueue<Node> queue = new PriorityQueue<>();
    best.put(from, 0);
    queue.add(new Node(from, astar ? 2 * map.hex(from).distanceTo(goal) : 0));
    while (!queue.isEmpty()) {
      Node n = queue.poll();
      int g = best.get(n.hex());
      int f = g + (astar ? 2 * map.hex(n.hex()).distanceTo(goal) : 0);
      if (n.cost() > f) {
        continue;
      }
      if (n.hex() == to) {
        return g;
      }
      for (int d = 0; d < 6; d++) {
        int next = map.neighbor(n.hex(), d);
        if (next < 0 || bench.cost[next] < 0) {
          continue;
        }
        int c = g + bench.cost[next];
        Integer old = best.get(next);
        if (old == null || c < old) {
          best.put(next, c);
          queue.add(new Node(next, c + (astar ? 2 * map.hex(next).distanceTo(goal) : 0)));
        }
      }
    }
    return -1;
  }

  /**
   * Computes the range.
   *
   * @param bench the map
   * @param allowance allowance in half points
   * @param useZoc whether zones of control stop the move
   * @return best cost per reachable hex index
   */
  public static Map<Integer, Integer> range(BenchMap bench, int allowance, boolean useZoc) {
    HexMap map = bench.map;
    Map<Integer, Integer> best = new HashMap<>();
    PriorityQueue<Node> queue = new PriorityQueue<>();
    best.put(bench.start, 0);
    queue.add(new Node(bench.start, 0));
    while (!queue.isEmpty()) {
      Node n = queue.poll();
      if (n.cost() > best.get(n.hex())) {
        continue;
      }
      if (useZoc && bench.zoc[n.hex()] && n.hex() != bench.start) {
        continue;
      }
      for (int d = 0; d < 6; d++) {
        int to = map.neighbor(n.hex(), d);
        if (to < 0 || bench.cost[to] < 0) {
          continue;
        }
        int c = n.cost() + bench.cost[to];
        if (c > allowance) {
          continue;
        }
        Integer old = best.get(to);
        if (old == null || c < old) {
          best.put(to, c);
          queue.add(new Node(to, c));
        }
      }
    }
    return best;
  }
}
