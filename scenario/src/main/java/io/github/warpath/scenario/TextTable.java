package io.github.warpath.scenario;

import java.util.Map;

/**
 * A table of values by text that is looked up by a range of a longer text (a unit's id or a hex
 * label inside an order line) without cutting the range out. Filled once, then only read:
 * thread-safe.
 *
 * @param <V> the values
 */
final class TextTable<V> {
  private final String[] keys;
  private final Object[] values;
  private final int mask;

  /**
   * A table of the entries of a map.
   *
   * @param entries the texts and their values (no null values)
   */
  TextTable(Map<String, ? extends V> entries) {
    int capacity = Integer.highestOneBit(Math.max(4, entries.size() * 2 - 1)) << 1;
    keys = new String[capacity];
    values = new Object[capacity];
    mask = capacity - 1;
    entries.forEach((k, v) -> {
      int i = spread(k.hashCode()) & mask;
      while (keys[i] != null) {
        i = (i + 1) & mask;
      }
      keys[i] = k;
      values[i] = v;
    });
  }

  /**
   * The value of the text {@code s.substring(from, to)} whose {@link String#hashCode} is known.
   *
   * @param s a text
   * @param from the range's first character
   * @param to the end of the range
   * @param hash the hash code of the range's text
   * @return the value, or null if the table has none for that text
   */
  @SuppressWarnings("unchecked")
  V get(String s, int from, int to, int hash) {
    int length = to - from;
    for (int i = spread(hash) & mask; ; i = (i + 1) & mask) {
      String k = keys[i];
      if (k == null) {
        return null;
      }
      if (k.length() == length && s.regionMatches(from, k, 0, length)) {
        return (V) values[i];
      }
    }
  }

  private static int spread(int hash) {
    return hash ^ (hash >>> 16);
  }
}
