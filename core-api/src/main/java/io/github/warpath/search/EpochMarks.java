package io.github.warpath.search;

import java.util.Arrays;

/**
 * A set of small integers (hex indices, unit indices) that empties in constant time: each
 * membership is an epoch stamp, and clearing starts a new epoch. Rule sets use it for per-query
 * marks (enemy zones of control, occupied hexes) without allocating.
 *
 * <p>Optionally each member carries an int value (for counts or unit indices). Not thread-safe;
 * keep one per {@link io.github.warpath.rules.SearchBuffers}.
 */
public final class EpochMarks {
  private int[] stamps = new int[0];
  private int[] values = new int[0];
  private int epoch = 1;

  /** Creates an empty set. */
  public EpochMarks() {}

  /**
   * Empties the set and makes room for members {@code 0 .. capacity - 1}.
   *
   * @param capacity one more than the largest member
   */
  public void reset(int capacity) {
    if (stamps.length < capacity) {
      stamps = new int[capacity];
      values = new int[capacity];
      epoch = 1;
      return;
    }
    epoch++;
    if (epoch == Integer.MAX_VALUE) {
      Arrays.fill(stamps, 0);
      epoch = 1;
    }
  }

  /**
   * Adds a member with value 0 (keeping the value if already present).
   *
   * @param i the member
   */
  public void add(int i) {
    if (stamps[i] != epoch) {
      stamps[i] = epoch;
      values[i] = 0;
    }
  }

  /**
   * Whether a member is present.
   *
   * @param i the candidate
   * @return true if present
   */
  public boolean contains(int i) {
    return stamps[i] == epoch;
  }

  /**
   * Sets a member's value, adding it if absent.
   *
   * @param i the member
   * @param value its value
   */
  public void put(int i, int value) {
    stamps[i] = epoch;
    values[i] = value;
  }

  /**
   * A member's value.
   *
   * @param i the member
   * @param absent returned if {@code i} is not present
   * @return the value
   */
  public int get(int i, int absent) {
    return stamps[i] == epoch ? values[i] : absent;
  }

  /**
   * Adds to a member's value, adding it with value 0 first if absent.
   *
   * @param i the member
   * @param delta the amount to add
   * @return the new value
   */
  public int increment(int i, int delta) {
    add(i);
    values[i] += delta;
    return values[i];
  }
}
