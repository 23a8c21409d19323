package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.SearchEngine;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.openjdk.jol.info.GraphLayout;

/**
 * Measures with JOL the retained size of a 300x300 game state with 2,000 units (terrain on every
 * hex, rivers and roads, indexes built) and of one thread's search buffers after a query that
 * settles the whole map. Prints JSON.
 */
public final class MemoryReport {
  private MemoryReport() {}

  /** Terrain of the memory test map. */
  enum Terrain { CLEAR, WOODS, ROUGH, SWAMP, CITY, MOUNTAIN }

  /** Hexside features of the memory test map. */
  enum Side { RIVER, MAJOR_RIVER, ROAD, RAIL }

  /**
   * Builds the state the report measures.
   *
   * @return the state
   */
  static GameState bigState() {
    SplittableRandom rnd = new SplittableRandom(7);
    HexMap.Builder b = HexMap.builder(TerrainVocabulary.of(Terrain.class, Side.class), 300, 300);
    Terrain[] ts = Terrain.values();
    for (int c = 0; c < 300; c++) {
      for (int r = 0; r < 300; r++) {
        Hex h = b.hexAt(c, r);
        b.hex(h, ts[rnd.nextInt(ts.length)]);
        if (rnd.nextInt(10) == 0 && c < 299 && r < 299) {
          b.side(h, h.neighbor(HexDirection.S), Side.RIVER);
        }
      }
    }
    for (int k = 0; k < 40; k++) {
      List<Hex> road = new ArrayList<>();
      Hex h = b.hexAt(rnd.nextInt(20, 280), rnd.nextInt(20, 280));
      for (int i = 0; i < 60; i++) {
        road.add(h);
        h = h.neighbor(HexDirection.of(rnd.nextInt(1, 4)));
      }
      b.path(Side.ROAD, road.subList(0, Math.min(road.size(), 15)));
    }
    HexMap map = b.build();
    List<Unit> units = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      units.add(Unit.builder().id("u" + i).side(i % 2 == 0 ? "axis" : "soviet")
          .nationality(i % 2 == 0 ? "german" : "soviet").kind(i % 3 == 0 ? "armor" : "infantry")
          .steps(1 + i % 3).allowance(Mp.of(4 + i % 5))
          .position(Position.hex(map.hex(rnd.nextInt(map.size()))))
          .putAttributes("movement-class", i % 3 == 0 ? "motorized" : "non-motorized")
          .addFlags(i % 7 == 0 ? "out-of-supply" : "supplied")
          .build());
    }
    GameState state = GameState.builder().ruleSet("bench").board(map).units(units)
        .environment(Environment.builder().phase("movement").activeSide("axis").weather("dry")
            .build()).build();
    state.unit("u1999");
    state.unitsAt(map.hex(0));
    return state;
  }

  /**
   * Prints the report.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    GameState state = bigState();
    long stateBytes = GraphLayout.parseInstance(state).totalSize();
    BenchMap bench = new BenchMap(300, 42L);
    SearchBuffers buffers = new SearchBuffers();
    int settled = SearchEngine.reach(new BareGraph(bench, false).allowance(1 << 20), buffers)
        .size();
    long bufferBytes = GraphLayout.parseInstance(buffers).totalSize();
    System.out.printf(Locale.ROOT, "{\"stateBytes\": %d, \"units\": %d, \"hexes\": %d,"
        + " \"bufferBytes\": %d, \"bufferHexesSettled\": %d, \"jdk\": \"%s\"}%n", stateBytes,
        state.units().size(), state.hexMap().size(), bufferBytes, settled,
        System.getProperty("java.version"));
  }
}
