package io.github.warpath.search;

import io.github.warpath.Mp;
import io.github.warpath.internal.arena.SearchArena;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Reach} that reads the engine's buffers; valid until they run another query. What
 * describes the query itself (start, allowance, scale) is taken when the view is filled, since the
 * graph's fields are reused by the next query too; the entries are read from the buffers, each
 * read checking that they still hold this query.
 *
 * <p>A view is made for one query ({@link #ReachView(MoveGraph, SearchBuffers)}), or kept in a
 * caller's {@link ReusableReach} and filled again by every query given that holder ({@link
 * #fill(ReusableReach, MoveGraph, SearchBuffers)}), which then allocates nothing.
 */
final class ReachView implements Reach {
  /**
   * The private field of {@link ReusableReach} that holds its range, reached the way {@link
   * Engine} reaches the arena of {@link SearchBuffers}: the caller API names no engine type.
   */
  private static final VarHandle HELD =
      Engine.privateField(ReusableReach.class, "range", Reach.class);

  /** Whether a {@link ReusableReach} holds this view, which queries then fill again. */
  private final boolean held;
  private MoveGraph graph;
  private SearchBuffers buffers;
  /** The buffers' arena, read once per fill. */
  private SearchArena arena;
  private int generation;
  private int hexCount;
  private int ticksPerMp;
  private int allowanceTicks;
  /** The start hex's index, or -1 for a start off the map, kept in {@link #startOffMap}. */
  private int startHex;
  private Position startOffMap;
  private HexMap map;

  /** A view of the query the buffers just ran on a graph. */
  ReachView(MoveGraph graph, SearchBuffers buffers) {
    this.held = false;
    fill(graph, buffers);
  }

  private ReachView() {
    this.held = true;
  }

  /**
   * Fills a caller's range with the query the buffers just ran on a graph: the view it holds
   * from an earlier query is filled again, so that in steady state nothing is allocated.
   *
   * @return the range
   */
  static ReusableReach fill(ReusableReach range, MoveGraph graph, SearchBuffers buffers) {
    Reach old = (Reach) HELD.get(range);
    ReachView view;
    if (old instanceof ReachView && ((ReachView) old).held) {
      view = (ReachView) old;
    } else {
      view = new ReachView();
      HELD.set(range, (Reach) view);
    }
    view.fill(graph, buffers);
    return range;
  }

  private void fill(MoveGraph graph, SearchBuffers buffers) {
    this.graph = graph;
    this.buffers = buffers;
    this.arena = Engine.arena(buffers);
    this.generation = arena.generation;
    this.map = graph.map();
    this.hexCount = map.size();
    this.ticksPerMp = graph.ticksPerMp();
    this.allowanceTicks = graph.allowance();
    // a hex start is kept as its index, so that filling the view allocates nothing
    int startLocation = graph.start() / graph.states();
    this.startHex = startLocation < hexCount ? startLocation : -1;
    this.startOffMap = startHex >= 0 ? null : Engine.position(graph, startLocation);
  }

  private SearchArena b() {
    if (arena.generation != generation) {
      throw new IllegalStateException(held
          ? "this ReusableReach was filled from search buffers that have since run another"
              + " query; fill it again with a query, or call entries() before the next query to"
              + " keep a copy"
          : "this range was read from search buffers that have since run another query; call"
              + " entries() to keep a copy");
    }
    return arena;
  }

  private void checkIndex(int i) {
    if (i < 0 || i >= b().entries) {
      throw new IndexOutOfBoundsException("entry " + i + " of " + arena.entries);
    }
  }

  @Override
  public int size() {
    return b().entries;
  }

  @Override
  public Position position(int i) {
    checkIndex(i);
    return Engine.position(graph, arena.entryLocation[i]);
  }

  @Override
  public int hexIndex(int i) {
    checkIndex(i);
    int loc = arena.entryLocation[i];
    return loc < hexCount ? loc : -1;
  }

  @Override
  public int costTicks(int i) {
    checkIndex(i);
    return arena.entryCost[i];
  }

  @Override
  public int ticksPerMp() {
    return ticksPerMp;
  }

  @Override
  public boolean mustStop(int i) {
    checkIndex(i);
    return arena.entryMustStop[i];
  }

  @Override
  public int indexOf(Position position) {
    SearchArena sb = b();
    int loc = Engine.locationOf(graph, position);
    return loc < 0 ? -1 : Engine.entryOf(sb, loc);
  }

  @Override
  public Mp allowance() {
    return Mp.ofTicks(allowanceTicks, ticksPerMp);
  }

  @Override
  public Position start() {
    return startHex >= 0 ? new HexPosition(map.hex(startHex)) : startOffMap;
  }

  @Override
  public Route route(int i) {
    checkIndex(i);
    return Engine.route(graph, buffers, arena.entryArrival[i]);
  }

  @Override
  public List<ReachEntry> entries() {
    int n = size();
    List<ReachEntry> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new ReachEntry(position(i), cost(i), mustStop(i)));
    }
    return out;
  }

  @Override
  public long edgesScanned() {
    return b().edgesScanned;
  }

  private String startLabel() {
    if (startHex >= 0) {
      return map.label(startHex);
    }
    return startOffMap instanceof BoxPosition ? ((BoxPosition) startOffMap).box()
        : String.valueOf(startOffMap);
  }

  @Override
  public String toString() {
    if (arena.generation != generation) {
      return "Reach{from " + startLabel() + ", read from search buffers that have since run"
          + " another query}";
    }
    return "Reach{" + arena.entries + " positions from " + startLabel() + "}";
  }
}
