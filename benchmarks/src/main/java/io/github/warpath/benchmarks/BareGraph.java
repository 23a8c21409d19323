package io.github.warpath.benchmarks;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Violation;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.Position;

/**
 * The bare engine's graph: a cost table and a zone-of-control table, nothing else. This is the
 * least a rule set can do, so it measures the engine itself.
 */
public final class BareGraph implements MoveGraph {
  private static final RuleRef RULE = new RuleRef("bench", "1", "Benchmark");
  private final BenchMap bench;
  private final HexMap map;
  private final int[] cost;
  private final boolean[] zoc;
  private final boolean useZoc;
  private int allowance;

  /**
   * Creates the graph.
   *
   * @param bench the map
   * @param useZoc whether zones of control stop the move
   */
  public BareGraph(BenchMap bench, boolean useZoc) {
    this.bench = bench;
    this.map = bench.map;
    this.cost = bench.cost;
    this.zoc = bench.zoc;
    this.useZoc = useZoc;
  }

  /**
   * Sets the allowance of the next query.
   *
   * @param halfPoints allowance in half points
   * @return this graph
   */
  public BareGraph allowance(int halfPoints) {
    this.allowance = halfPoints;
    return this;
  }

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return 1;
  }

  @Override
  public int start() {
    return bench.start;
  }

  @Override
  public int ticksPerMp() {
    return BenchMap.TICKS;
  }

  @Override
  public int allowance() {
    return allowance;
  }

  @Override
  public int slots(int node) {
    return 6;
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int to = map.neighbor(node, slot);
    if (to < 0) {
      return NONE;
    }
    int c = cost[to];
    out.to = to;
    out.cost = c;
    if (c < 0 || spent + c > allowance) {
      return ILLEGAL;
    }
    if (useZoc && zoc[to]) {
      out.flags = Transition.STOP;
    }
    return LEGAL;
  }

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    return Violation.of(RULE, "blocked");
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return Violation.of(RULE, "not adjacent");
  }

  @Override
  public int minCostPerHex() {
    return 2;
  }
}
