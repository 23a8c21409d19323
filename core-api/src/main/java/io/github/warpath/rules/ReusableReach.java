package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.List;

/**
 * A movement range that the caller keeps and every range query fills again, so that a range
 * query in steady state allocates nothing at all: not even the small view that {@link
 * HexMovementRules#reach(io.github.warpath.state.GameState, MoveQuery, SearchBuffers)} returns,
 * which the compiler may or may not be able to leave unallocated.
 *
 * <p>Create one beside a thread's {@link SearchBuffers} and pass both to {@link
 * HexMovementRules#reach(io.github.warpath.state.GameState, MoveQuery, SearchBuffers,
 * ReusableReach)}, which fills it and returns it:
 *
 * <pre>{@code
 * SearchBuffers buffers = new SearchBuffers();  // one per thread
 * ReusableReach range = new ReusableReach();    // kept with them
 * for (String id : movers) {
 *   rules.reach(state, MoveQuery.of(id), buffers, range);
 *   for (int i = 0; i < range.size(); i++) {
 *     int hex = range.hexIndex(i);      // the map's index, -1 for an off-map box
 *     int cost = range.costTicks(i);    // in 1 / range.ticksPerMp() MP
 *     boolean stop = range.mustStop(i);
 *   }
 * }
 * }</pre>
 *
 * <p>It reads like any other {@link Reach}, and like the view it is made of it reads the buffers
 * of the query that filled it: it stays readable until those buffers run another query, after
 * which every read throws {@link IllegalStateException} until a query fills it again. A query
 * fills it with any buffers, not only the ones it was first filled from; the range it held before
 * is then gone. Call {@link #entries()} to keep a copy.
 *
 * <p>Not thread-safe: like the buffers, it belongs to one thread at a time.
 */
public final class ReusableReach implements Reach {
  /**
   * What the last query put here, read through for every method; null before the first query.
   * The engine keeps its own reusable view over its buffers here and fills it again on each
   * query: it reads and writes this private field through a {@link java.lang.invoke.VarHandle}
   * (see {@link SearchBuffers}, whose arrays it reaches the same way), so that the caller API
   * names no engine type. A rule set that offers only the plain query puts its range here
   * instead. Renaming the field means renaming it there too.
   */
  private Reach range;

  /** Creates an empty range; a query fills it. */
  public ReusableReach() {}

  /** The range held, after the query that filled it. */
  void hold(Reach filled) {
    range = filled;
  }

  private Reach range() {
    Reach r = range;
    if (r == null) {
      throw new IllegalStateException("this ReusableReach holds no range yet: pass it to"
          + " HexMovementRules.reach(state, query, buffers, range) to fill it");
    }
    return r;
  }

  @Override
  public int size() {
    return range().size();
  }

  @Override
  public Position position(int i) {
    return range().position(i);
  }

  @Override
  public int hexIndex(int i) {
    return range().hexIndex(i);
  }

  @Override
  public int costTicks(int i) {
    return range().costTicks(i);
  }

  @Override
  public int ticksPerMp() {
    return range().ticksPerMp();
  }

  @Override
  public Mp cost(int i) {
    return range().cost(i);
  }

  @Override
  public boolean mustStop(int i) {
    return range().mustStop(i);
  }

  @Override
  public int indexOf(Position position) {
    return range().indexOf(position);
  }

  @Override
  public Mp allowance() {
    return range().allowance();
  }

  @Override
  public Position start() {
    return range().start();
  }

  @Override
  public Route route(int i) {
    return range().route(i);
  }

  @Override
  public List<ReachEntry> entries() {
    return range().entries();
  }

  @Override
  public long edgesScanned() {
    return range().edgesScanned();
  }

  @Override
  public String toString() {
    Reach r = range;
    return r == null ? "Reach{not filled yet}" : r.toString();
  }
}
