package io.github.warpath.search;

import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.Position;
import java.util.Objects;
import java.util.Optional;

/**
 * Direct access to the engine for a compiled {@link MoveGraph}, for rule set authors and
 * benchmarks. Rule sets normally reach the engine through {@link HexRuleSetSupport}.
 */
public final class SearchEngine {
  private SearchEngine() {}

  /**
   * The movement range of a graph.
   *
   * @param graph the compiled graph
   * @param buffers reusable buffers; the result is a view over them
   * @return the range
   */
  public static Reach reach(MoveGraph graph, SearchBuffers buffers) {
    boolean mine = Engine.acquire(buffers);
    try {
      Engine.search(graph, buffers, -1, true);
      return new ReachView(graph, buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * The movement range of a graph, filled into a range the caller keeps: allocates nothing in
   * steady state (see {@link ReusableReach}).
   *
   * @param graph the compiled graph
   * @param buffers reusable buffers; the range reads them until they run another query
   * @param range the caller's range, filled and returned
   * @return {@code range}
   */
  public static ReusableReach reach(MoveGraph graph, SearchBuffers buffers,
      ReusableReach range) {
    Objects.requireNonNull(range, "range");
    boolean mine = Engine.acquire(buffers);
    try {
      Engine.search(graph, buffers, -1, true);
      return ReachView.fill(range, graph, buffers);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * The cost of the cheapest route to a position, without building it.
   *
   * @param graph the compiled graph
   * @param buffers reusable buffers
   * @param target the destination
   * @param useBound whether to use the graph's A* bound ({@link MoveGraph#minCostPerHex()})
   * @return the cost in engine units, or -1 if unreachable
   */
  public static int pathCost(MoveGraph graph, SearchBuffers buffers, Position target,
      boolean useBound) {
    int loc = Engine.requireLocation(graph, target, "target");
    MoveGraph g = useBound ? graph : new Unbounded(graph);
    boolean mine = Engine.acquire(buffers);
    try {
      Engine.search(g, buffers, loc, true);
      return Engine.costTo(buffers, loc);
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /**
   * The cheapest route to a position.
   *
   * @param graph the compiled graph
   * @param buffers reusable buffers
   * @param target the destination
   * @return the route, or empty if unreachable
   */
  public static Optional<Route> path(MoveGraph graph, SearchBuffers buffers, Position target) {
    int loc = Engine.requireLocation(graph, target, "target");
    boolean mine = Engine.acquire(buffers);
    try {
      Engine.search(graph, buffers, loc, true);
      return Optional.ofNullable(Engine.routeTo(graph, buffers, loc));
    } finally {
      Engine.release(buffers, mine);
    }
  }

  /** A graph seen without its A* bound. */
  static final class Unbounded implements MoveGraph {
    private final MoveGraph g;

    Unbounded(MoveGraph g) {
      this.g = g;
    }

    @Override
    public io.github.warpath.map.HexMap map() {
      return g.map();
    }

    @Override
    public int states() {
      return g.states();
    }

    @Override
    public int extraLocations() {
      return g.extraLocations();
    }

    @Override
    public Position extraPosition(int k) {
      return g.extraPosition(k);
    }

    @Override
    public int extraLocationOf(Position position) {
      return g.extraLocationOf(position);
    }

    @Override
    public int start() {
      return g.start();
    }

    @Override
    public int ticksPerMp() {
      return g.ticksPerMp();
    }

    @Override
    public int allowance() {
      return g.allowance();
    }

    @Override
    public int slots(int node) {
      return g.slots(node);
    }

    @Override
    public int transition(int node, int spent, int slot, Transition out) {
      return g.transition(node, spent, slot, out);
    }

    @Override
    public int firstExplicitSlot() {
      return g.firstExplicitSlot();
    }

    @Override
    public io.github.warpath.rules.Violation explain(int code, Transition t, int fromNode,
        int spent) {
      return g.explain(code, t, fromNode, spent);
    }

    @Override
    public io.github.warpath.rules.Violation unreachable(int fromNode, Position to) {
      return g.unreachable(fromNode, to);
    }
  }
}
