package io.github.warpath.benchmarks;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.Position;

/**
 * What the benchmarks' own graphs share: one state per hex, six slots (the directions), a start
 * hex, and plain explanations, since a benchmark never asks why.
 */
public abstract class BenchGraph implements MoveGraph {
  private static final RuleRef RULE = new RuleRef("bench", "1", "Benchmark");
  /** The map. */
  protected final HexMap map;
  private final int start;
  private final int ticksPerMp;
  /** The allowance in ticks. */
  protected int allowance;

  /**
   * Creates the graph.
   *
   * @param map the map
   * @param start the start hex's index
   * @param ticksPerMp ticks per movement point
   */
  protected BenchGraph(HexMap map, int start, int ticksPerMp) {
    this.map = map;
    this.start = start;
    this.ticksPerMp = ticksPerMp;
  }

  /**
   * Fills a step into the next hex at a cost and judges it against the allowance.
   *
   * @param to the next hex's index
   * @param cost the step's cost in ticks, negative when impassable
   * @param spent ticks spent so far
   * @param out the transition to fill
   * @return {@code LEGAL} or {@code ILLEGAL}
   */
  protected final int step(int to, int cost, int spent, Transition out) {
    out.to = to;
    out.cost = cost;
    return cost < 0 || spent + cost > allowance ? ILLEGAL : LEGAL;
  }

  @Override
  public final int ticksPerMp() {
    return ticksPerMp;
  }

  @Override
  public final int allowance() {
    return allowance;
  }

  @Override
  public final HexMap map() {
    return map;
  }

  @Override
  public final int states() {
    return 1;
  }

  @Override
  public final int start() {
    return start;
  }

  @Override
  public final int slots(int node) {
    return 6;
  }

  @Override
  public final Violation explain(int code, Transition t, int fromNode, int spent) {
    return Violation.of(RULE, "blocked");
  }

  @Override
  public final Violation unreachable(int fromNode, Position to) {
    return Violation.of(RULE, "not adjacent");
  }
}
