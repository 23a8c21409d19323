package io.github.warpath.scenario;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A fixed table from ASCII texts to values, looked up by a range of bytes, so that a line read
 * as bytes finds its unit or hex without a {@code String} per name. Filled once, then read by
 * any number of threads (it is published through a final field of its owner).
 *
 * @param <V> the values
 */
final class ByteKeys<V> {
  private final byte[][] keys;
  private final Object[] values;
  private final int mask;
  /** 32 less the bits of a slot number: the hash's top bits pick the first slot. */
  private final int shift;

  /**
   * An empty table.
   *
   * @param expected how many keys it will hold
   */
  ByteKeys(int expected) {
    int capacity = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
    keys = new byte[capacity][];
    values = new Object[capacity];
    mask = capacity - 1;
    shift = Integer.numberOfLeadingZeros(capacity) + 1;
  }

  /**
   * Adds a key, unless it is already there or is not ASCII (a line of bytes that the short cut
   * takes never names it).
   *
   * @param key the text
   * @param value its value
   */
  void put(String key, V value) {
    for (int i = 0; i < key.length(); i++) {
      if (key.charAt(i) >= 0x80) {
        return;
      }
    }
    byte[] k = key.getBytes(StandardCharsets.US_ASCII);
    int slot = slot(k, 0, k.length);
    while (keys[slot] != null) {
      if (Arrays.equals(keys[slot], k)) {
        return;
      }
      slot = slot + 1 & mask;
    }
    keys[slot] = k;
    values[slot] = value;
  }

  /**
   * The value of the key whose bytes are {@code bytes[start..end)}.
   *
   * @return the value, or null if there is no such key
   */
  @SuppressWarnings("unchecked")
  V get(byte[] bytes, int start, int end) {
    int slot = slot(bytes, start, end);
    byte[] k;
    while ((k = keys[slot]) != null) {
      if (same(k, bytes, start, end)) {
        return (V) values[slot];
      }
      slot = slot + 1 & mask;
    }
    return null;
  }

  /** Whether {@code key} has the bytes of the range (names are short: a plain loop). */
  private static boolean same(byte[] key, byte[] bytes, int start, int end) {
    if (key.length != end - start) {
      return false;
    }
    for (int i = 0; i < key.length; i++) {
      if (key[i] != bytes[start + i]) {
        return false;
      }
    }
    return true;
  }

  private int slot(byte[] b, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + b[i];
    }
    return h * 0x9e3779b9 >>> shift;
  }
}
