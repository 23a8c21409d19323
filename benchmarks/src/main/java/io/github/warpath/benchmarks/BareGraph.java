package io.github.warpath.benchmarks;

/**
 * The bare engine's graph: a cost table and a zone-of-control table, nothing else. This is the
 * least a rule set can do, so it measures the engine itself.
 */
public final class BareGraph extends BenchGraph {
  private final int[] cost;
  private final boolean[] zoc;
  private final boolean useZoc;

  /**
   * Creates the graph.
   *
   * @param bench the map
   * @param useZoc whether zones of control stop the move
   */
  public BareGraph(BenchMap bench, boolean useZoc) {
    super(bench.map, bench.start, BenchMap.TICKS);
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
  protected int cost(int from, int direction, int to) {
    return cost[to];
  }

  @Override
  protected boolean stops(int to) {
    return useZoc && zoc[to];
  }

  @Override
  public int minCostPerHex() {
    return 2;
  }
}
