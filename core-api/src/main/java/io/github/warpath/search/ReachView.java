package io.github.warpath.search;

import io.github.warpath.Mp;
import io.github.warpath.internal.arena.SearchArena;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Reach} that reads the engine's buffers; valid until they run another query. What
 * describes the query itself (start, allowance, scale) is taken when the view is made, since the
 * graph's fields are reused by the next query too; the entries are read from the buffers, each
 * read checking that they still hold this query.
 */
final class ReachView implements Reach {
  private final MoveGraph graph;
  private final SearchBuffers buffers;
  /** The buffers' arena, read once here. */
  private final SearchArena arena;
  private final int generation;
  private final int hexCount;
  private final int ticksPerMp;
  private final int allowanceTicks;
  /** The start hex's index, or -1 for a start off the map, kept in {@link #startOffMap}. */
  private final int startHex;
  private final Position startOffMap;
  private final HexMap map;

  ReachView(MoveGraph graph, SearchBuffers buffers) {
    this.graph = graph;
    this.buffers = buffers;
    this.arena = Engine.arena(buffers);
    this.generation = arena.generation;
    this.map = graph.map();
    this.hexCount = map.size();
    this.ticksPerMp = graph.ticksPerMp();
    this.allowanceTicks = graph.allowance();
    // a hex start is kept as its index, so that making the view allocates nothing but the view
    int startLocation = graph.start() / graph.states();
    this.startHex = startLocation < hexCount ? startLocation : -1;
    this.startOffMap = startHex >= 0 ? null : Engine.position(graph, startLocation);
  }

  private SearchArena b() {
    if (arena.generation != generation) {
      throw new IllegalStateException("this range was read from search buffers that have since"
          + " run another query; call entries() to keep a copy");
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
