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
   * A step into the neighbour in one direction: its cost from {@link #cost}, judged against the
   * allowance, ending the move where {@link #stops} says so.
   */
  @Override
  public final int transition(int node, int spent, int slot, Transition out) {
    int to = map.neighbor(node, slot);
    if (to < 0) {
      return NONE;
    }
    int c = cost(node, slot, to);
    out.to = to;
    out.cost = c;
    if (c < 0 || spent + c > allowance) {
      return ILLEGAL;
    }
    if (stops(to)) {
      out.flags = Transition.STOP;
    }
    return LEGAL;
  }

  /**
   * The cost of a step.
   *
   * @param from the hex left
   * @param direction the direction of the step
   * @param to the hex entered
   * @return the cost in ticks, negative when the step is impassable
   */
  protected abstract int cost(int from, int direction, int to);

  /**
   * Whether entering a hex ends the move; none does unless a graph says so.
   *
   * @param to the hex entered
   * @return whether the move stops there
   */
  protected boolean stops(int to) {
    return false;
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
