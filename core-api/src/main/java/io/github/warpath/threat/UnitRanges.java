package io.github.warpath.threat;

import io.github.warpath.batch.Checker;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.state.GameState;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The units' ranges of one threat map, filled by the threads of a batch: each thread takes the
 * next unit no thread has taken yet, asks its range with its own buffers and copies the hexes
 * out, so the threads share the units however long each range takes. A unit's slot is written
 * by the one thread that took it and read only after the batch has finished with every thread
 * (which orders the writes before the reads).
 */
final class UnitRanges {
  private static final int[] NONE = new int[0];

  private final GameState state;
  private final List<String> ids;
  private final String mode;
  private final boolean zones;
  private final int[][] hexes;
  private final int[][] costs;
  private final BitSet[] zone;
  private final AtomicInteger next = new AtomicInteger();

  /**
   * Empty slots for the units.
   *
   * @param state the state the ranges are computed in
   * @param ids the units, in the state's order
   * @param mode the mode id
   * @param zones whether to record the units' zones of control
   */
  UnitRanges(GameState state, List<String> ids, String mode, boolean zones) {
    this.state = state;
    this.ids = ids;
    this.mode = mode;
    this.zones = zones;
    this.hexes = new int[ids.size()][];
    this.costs = new int[ids.size()][];
    this.zone = zones ? new BitSet[ids.size()] : null;
  }

  /**
   * Takes units until none is left, on the calling worker's buffers. After a failure the other
   * threads take no more units.
   *
   * @param checker the rule set and buffers of the calling thread
   */
  void fill(Checker checker) {
    int n = ids.size();
    int u;
    while ((u = next.getAndIncrement()) < n) {
      try {
        copy(u, checker);
      } catch (RuntimeException | Error e) {
        next.set(n);
        throw e;
      }
    }
  }

  private void copy(int u, Checker checker) {
    HexMovementRules rules = (HexMovementRules) checker.rules();
    String id = ids.get(u);
    Reach r = rules.reach(state, MoveQuery.of(id, mode), checker.buffers());
    int n = r.size();
    int per = 12 / r.ticksPerMp();
    int[] h = new int[n];
    int[] c = new int[n];
    int k = 0;
    for (int i = 0; i < n; i++) {
      int at = r.hexIndex(i);
      if (at >= 0) {
        h[k] = at;
        c[k] = ThreatLayout.pack(Math.multiplyExact(r.costTicks(i), per), r.mustStop(i));
        k++;
      }
    }
    if (k < n) {
      h = k == 0 ? NONE : Arrays.copyOf(h, k);
      c = k == 0 ? NONE : Arrays.copyOf(c, k);
    }
    if (zones) {
      HexMap map = state.hexMap();
      BitSet z = new BitSet(map.size());
      for (int i = 0; i < k; i++) {
        for (Hex at : rules.zoneOfControl(state, id, map.hex(h[i]))) {
          z.set(map.index(at));
        }
      }
      zone[u] = z;
    }
    hexes[u] = h;
    costs[u] = c;
  }

  /** Whether zones of control were recorded. */
  boolean zones() {
    return zones;
  }

  /** A unit's hexes (map indexes) in the order its range settled them. */
  int[] hexes(int u) {
    return hexes[u];
  }

  /** A unit's packed costs, as {@link ThreatLayout#pack}, matching {@link #hexes}. */
  int[] costs(int u) {
    return costs[u];
  }

  /** The map indexes a unit's zone could cover. */
  BitSet zone(int u) {
    return zone[u];
  }
}
