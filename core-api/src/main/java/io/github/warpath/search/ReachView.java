package io.github.warpath.search;

import io.github.warpath.Mp;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;

/** A {@link Reach} that reads the engine's buffers; valid until they run another query. */
final class ReachView implements Reach {
  private final MoveGraph graph;
  private final SearchBuffers buffers;
  private final int generation;
  private final int hexCount;

  ReachView(MoveGraph graph, SearchBuffers buffers) {
    this.graph = graph;
    this.buffers = buffers;
    this.generation = buffers.generation;
    this.hexCount = graph.map().size();
  }

  private SearchBuffers b() {
    if (buffers.generation != generation) {
      throw new IllegalStateException("this range was read from search buffers that have since"
          + " run another query; call entries() to keep a copy");
    }
    return buffers;
  }

  private void checkIndex(int i) {
    if (i < 0 || i >= b().entries) {
      throw new IndexOutOfBoundsException("entry " + i + " of " + buffers.entries);
    }
  }

  @Override
  public int size() {
    return b().entries;
  }

  @Override
  public Position position(int i) {
    checkIndex(i);
    return Engine.position(graph, buffers.entryLocation[i]);
  }

  @Override
  public int hexIndex(int i) {
    checkIndex(i);
    int loc = buffers.entryLocation[i];
    return loc < hexCount ? loc : -1;
  }

  @Override
  public int costTicks(int i) {
    checkIndex(i);
    return buffers.entryCost[i];
  }

  @Override
  public int ticksPerMp() {
    return graph.ticksPerMp();
  }

  @Override
  public boolean mustStop(int i) {
    checkIndex(i);
    return buffers.entryMustStop[i];
  }

  @Override
  public int indexOf(Position position) {
    SearchBuffers sb = b();
    int loc = Engine.locationOf(graph, position);
    return loc < 0 ? -1 : Engine.entryOf(sb, loc);
  }

  @Override
  public Mp allowance() {
    return Mp.ofTicks(graph.allowance(), graph.ticksPerMp());
  }

  @Override
  public Position start() {
    return Engine.position(graph, graph.start() / graph.states());
  }

  @Override
  public Route route(int i) {
    checkIndex(i);
    return Engine.route(graph, buffers, buffers.entryArrival[i]);
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

  @Override
  public String toString() {
    return "Reach{" + size() + " positions from " + Engine.label(graph, graph.start()
        / graph.states()) + "}";
  }
}
