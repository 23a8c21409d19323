package io.github.warpath.spark;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.spark.sql.catalyst.expressions.UnsafeArrayData;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.array.ByteArrayMethods;
import org.apache.spark.unsafe.hash.Murmur3_x86_32;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * A table from texts to values, looked up by a text's UTF-8 bytes where they lie: in one of
 * Spark's compact rows or arrays ({@link UnsafeRow}, {@link UnsafeArrayData}) without making any
 * object, elsewhere through the text object Spark gives. Open addressing over a power-of-two
 * array at most half full; it does not change once made, so tasks may share it.
 *
 * @param <V> the values
 */
final class Utf8Table<V> {
  private static final int SEED = 42;

  private final byte[][] keys;
  private final Object[] values;
  private final int mask;

  /**
   * A table of the given entries.
   *
   * @param entries the texts and their values
   */
  Utf8Table(Map<String, V> entries) {
    int capacity = Integer.highestOneBit(Math.max(2, entries.size() * 2) - 1) << 1;
    this.keys = new byte[capacity][];
    this.values = new Object[capacity];
    this.mask = capacity - 1;
    entries.forEach((text, value) -> {
      byte[] key = text.getBytes(StandardCharsets.UTF_8);
      int i = slot(key, Platform.BYTE_ARRAY_OFFSET, key.length);
      while (keys[i] != null) {
        i = (i + 1) & mask;
      }
      keys[i] = key;
      values[i] = value;
    });
  }

  /**
   * The value of the text at a place in memory, as Spark's unsafe rows address it.
   *
   * @param base the object the bytes lie in (null for memory off the heap)
   * @param offset the bytes' address in it
   * @param size the number of bytes
   * @return the value, or null if the text is not in the table
   */
  @SuppressWarnings("unchecked")
  V get(Object base, long offset, int size) {
    for (int i = slot(base, offset, size);; i = (i + 1) & mask) {
      byte[] key = keys[i];
      if (key == null) {
        return null;
      }
      if (key.length == size
          && ByteArrayMethods.arrayEquals(key, Platform.BYTE_ARRAY_OFFSET, base, offset, size)) {
        return (V) values[i];
      }
    }
  }

  /**
   * The value of a text.
   *
   * @param text the text, or null
   * @return the value, or null if the text is null or not in the table
   */
  V get(UTF8String text) {
    return text == null ? null : get(text.getBaseObject(), text.getBaseOffset(),
        text.numBytes());
  }

  /**
   * The value of the text in a column of a row whose column holds a text.
   *
   * @param row the row
   * @param column the column
   * @return the value, or null if the column is null or its text is not in the table
   */
  V get(org.apache.spark.sql.catalyst.InternalRow row, int column) {
    if (row.isNullAt(column)) {
      return null;
    }
    if (row instanceof UnsafeRow) {
      UnsafeRow u = (UnsafeRow) row;
      long offsetAndSize = u.getLong(column);
      return get(u.getBaseObject(), u.getBaseOffset() + (offsetAndSize >> 32),
          (int) offsetAndSize);
    }
    return get(row.getUTF8String(column));
  }

  /**
   * The value of the text at a place in an array of texts.
   *
   * @param array the array
   * @param i the place
   * @return the value, or null if the element is null or its text is not in the table
   */
  V get(ArrayData array, int i) {
    if (array.isNullAt(i)) {
      return null;
    }
    if (array instanceof UnsafeArrayData) {
      UnsafeArrayData u = (UnsafeArrayData) array;
      long offsetAndSize = u.getLong(i);
      return get(u.getBaseObject(), u.getBaseOffset() + (offsetAndSize >> 32),
          (int) offsetAndSize);
    }
    return get(array.getUTF8String(i));
  }

  private int slot(Object base, long offset, int size) {
    return Murmur3_x86_32.hashUnsafeBytes(base, offset, size, SEED) & mask;
  }
}
