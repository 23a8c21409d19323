package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Arrays;

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
  /** A step the table has not read yet. */
  private static final int UNREAD = Integer.MIN_VALUE;
  private final int[] cost;
  private final int minCost;
  private final int steps;

  /**
   * Reads from the rule set the cost of every step out of the hexes within the allowance.
   *
   * @param rules the rule set
   * @param state the state, whose board is a hex map
   * @param query the unit and mode; the unit's position is the start
   */
  public StepCostGraph(HexMovementRules rules, GameState state, MoveQuery query) {
    super(board(state), board(state).index(unit(state, query).position().hexOrNull()), TICKS);
    this.allowance = unit(state, query).allowance().ticks(TICKS);
    this.cost = new int[map.size() * 6];
    Arrays.fill(cost, UNREAD);
    // Only the steps out of hexes that a search over the table settles within the allowance are
    // read: the engine itself runs that search on a graph that reads each step from the rules as
    // it is first asked for. The rest stay impassable, which the bare search never finds out,
    // since it settles the same hexes.
    Fill fill = new Fill(rules, state, query);
    SearchEngine.reach(fill, new SearchBuffers());
    for (int k = 0; k < cost.length; k++) {
      if (cost[k] == UNREAD) {
        cost[k] = -1;
      }
    }
    this.minCost = fill.min == Integer.MAX_VALUE ? 1 : fill.min;
    this.steps = fill.legal;
  }

  private static HexMap board(GameState state) {
    return (HexMap) state.board();
  }

  private static Unit unit(GameState state, MoveQuery query) {
    return state.unit(query.units().get(0));
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
  protected int cost(int from, int direction, int to) {
    return cost[from * 6 + direction];
  }

  @Override
  public int minCostPerHex() {
    return minCost;
  }

  /** The same graph while the table fills: a step not yet read is read from the rules. */
  private final class Fill extends BenchGraph {
    private final HexMovementRules rules;
    private final GameState state;
    private final MoveQuery query;
    int min = Integer.MAX_VALUE;
    int legal;

    Fill(HexMovementRules rules, GameState state, MoveQuery query) {
      super(StepCostGraph.this.map, StepCostGraph.this.start(), TICKS);
      this.allowance = StepCostGraph.this.allowance;
      this.rules = rules;
      this.state = state;
      this.query = query;
    }

    @Override
    protected int cost(int from, int direction, int to) {
      int k = from * 6 + direction;
      if (cost[k] == UNREAD) {
        cost[k] = read(from, to);
      }
      return cost[k];
    }

    private int read(int from, int to) {
      Verdict v;
      try {
        v = rules.cost(state, query, Position.hex(map.hex(from)), Position.hex(map.hex(to)));
      } catch (RuntimeException refused) {
        return -1;
      }
      if (!v.legal()) {
        return -1;
      }
      int c = v.spent().ticks(TICKS);
      legal++;
      if (c > 0) {
        min = Math.min(min, c);
      }
      return c;
    }
  }
}
