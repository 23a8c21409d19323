package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.search.Transition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The bare engine's graph over a rule set's own map: one cost per hex and direction, read once
 * from the rule set's single-step verdicts, then nothing but a table lookup per transition. Run
 * next to the rule set's own range query on the same state, it shows what the rule set's states
 * and checks add to the engine. The table is the cost of each step as a first step (a step the
 * rule set refuses is impassable); what depends on the route so far (road exit, spent points)
 * is not in it, so the table never prices a route above the rule set.
 */
public final class StepCostGraph extends BenchGraph {
  /** Costs are kept in twelfths of a point, the finest grain of {@link Mp}. */
  private static final int TICKS = 12;
  private final int[] cost;
  private final int minCost;
  private final int steps;

  /**
   * Reads the cost of every step on the map from the rule set.
   *
   * @param rules the rule set
   * @param state the state, whose board is a hex map
   * @param query the unit and mode; the unit's position is the start
   */
  public StepCostGraph(HexMovementRules rules, GameState state, MoveQuery query) {
    super((HexMap) state.board(),
        ((HexMap) state.board()).index(state.unit(query.units().get(0)).position().hexOrNull()),
        TICKS);
    int start = start();
    this.allowance = state.unit(query.units().get(0)).allowance().ticks(TICKS);
    this.cost = new int[map.size() * 6];
    Arrays.fill(cost, -1);
    // Only the steps out of hexes the table's own search settles within the allowance are read
    // (a Dijkstra over the table as it fills); the rest stay impassable, which the bare search
    // never finds out, since it settles the same hexes.
    int[] dist = new int[map.size()];
    Arrays.fill(dist, Integer.MAX_VALUE);
    dist[start] = 0;
    PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
    queue.add(new long[] {0, start});
    int min = Integer.MAX_VALUE;
    int legal = 0;
    while (!queue.isEmpty()) {
      long[] top = queue.poll();
      int i = (int) top[1];
      if (top[0] != dist[i]) {
        continue;
      }
      for (int d = 0; d < 6; d++) {
        int n = map.neighbor(i, d);
        if (n < 0) {
          continue;
        }
        Verdict v;
        try {
          v = rules.cost(state, query, Position.hex(map.hex(i)), Position.hex(map.hex(n)));
        } catch (RuntimeException refused) {
          continue;
        }
        if (!v.legal()) {
          continue;
        }
        int c = v.spent().ticks(TICKS);
        cost[i * 6 + d] = c;
        legal++;
        if (c > 0) {
          min = Math.min(min, c);
        }
        int nd = dist[i] + c;
        if (nd <= allowance && nd < dist[n]) {
          dist[n] = nd;
          queue.add(new long[] {nd, n});
        }
      }
    }
    this.minCost = min == Integer.MAX_VALUE ? 1 : min;
    this.steps = legal;
  }

  /**
   * How many steps the table holds: those the rule set allows as a first step, out of the hexes
   * within the allowance.
   *
   * @return the number of legal steps in the table
   */
  public int legalSteps() {
    return steps;
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int to = map.neighbor(node, slot);
    if (to < 0) {
      return NONE;
    }
    return step(to, cost[node * 6 + slot], spent, out);
  }

  @Override
  public int minCostPerHex() {
    return minCost;
  }
}
