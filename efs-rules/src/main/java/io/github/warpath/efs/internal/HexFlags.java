package io.github.warpath.efs.internal;

import java.util.Arrays;

/**
 * Small per-hex flag sets (8 bits) that empty in constant time: each cell packs an epoch stamp
 * with the flags, so reading a hex's flags is one array read. Not thread-safe; one per graph.
 */
final class HexFlags {
  private static final int FLAGS = 0xFF;
  private static final int ONE = 1 << 8;
  private static final int LAST = 1 << 30;
  private int[] cells = new int[0];
  private int stamp = ONE;

  /**
   * Empties the set and makes room for hexes {@code 0 .. capacity - 1}.
   *
   * @param capacity the number of hexes
   */
  void reset(int capacity) {
    if (cells.length < capacity) {
      cells = new int[capacity];
      stamp = ONE;
      return;
    }
    stamp += ONE;
    if (stamp >= LAST) {
      Arrays.fill(cells, 0);
      stamp = ONE;
    }
  }

  /**
   * The flags of a hex.
   *
   * @param i a hex index
   * @return its flags, 0 if none were set since the last reset
   */
  int get(int i) {
    final int c = cells[i];
    return (c & ~FLAGS) == stamp ? c & FLAGS : 0;
  }

  /**
   * Sets flags of a hex.
   *
   * @param i a hex index
   * @param bits flags to add (8 bits)
   */
  void add(int i, int bits) {
    final int c = cells[i];
    cells[i] = ((c & ~FLAGS) == stamp ? c : stamp) | bits;
  }
}
