package io.github.warpath.efs.internal;

import java.util.Arrays;

/**
 * Small per-hex flag sets (8 bits) kept in a plain array, one byte a hex, so that reading a hex's
 * flags is one array read with nothing to compare. Emptying costs what was set: the hexes given
 * flags since the last reset are remembered and cleared, so a state with few units empties in a
 * few writes however large the map. Not thread-safe; one per graph.
 */
final class HexFlags {
  private static final int FLAGS = 0xFF;
  private byte[] cells = new byte[0];
  private int[] touched = new int[16];
  private int touchedCount;

  /**
   * Empties the set and makes room for hexes {@code 0 .. capacity - 1}.
   *
   * @param capacity the number of hexes
   */
  void reset(int capacity) {
    if (cells.length < capacity) {
      cells = new byte[capacity];
    } else {
      for (int k = 0; k < touchedCount; k++) {
        cells[touched[k]] = 0;
      }
    }
    touchedCount = 0;
  }

  /**
   * The flags of a hex.
   *
   * @param i a hex index
   * @return its flags, 0 if none were set since the last reset
   */
  int get(int i) {
    return cells[i] & FLAGS;
  }

  /**
   * The flags of every hex, one byte a hex, for a step that reads them directly; valid until the
   * next {@link #reset} (which may replace the array) and not to be written.
   *
   * @return the array
   */
  byte[] cells() {
    return cells;
  }

  /**
   * Sets flags of a hex.
   *
   * @param i a hex index
   * @param bits flags to add (8 bits)
   */
  void add(int i, int bits) {
    final int c = cells[i];
    if (c == 0) {
      if (touchedCount == touched.length) {
        touched = Arrays.copyOf(touched, touchedCount * 2);
      }
      touched[touchedCount++] = i;
    }
    cells[i] = (byte) (c | bits);
  }
}
