package io.github.warpath.spark;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
 * array at most half full; a text of up to seven bytes (a hex label, most unit ids) is kept
 * packed in one {@code long} with its length, so that finding it reads one array and no other
 * object. The table does not change once made, so tasks may share it.
 *
 * @param <V> the values
 */
final class Utf8Table<V> {
  private static final int SEED = 42;
  /** The largest text kept packed: seven bytes and its length in the eighth. */
  private static final int PACKED = 7;
  /** A free place among the packed texts (its length byte, 0xFF, is no text's). */
  private static final long FREE = -1L;

  private final byte[][] keys;
  private final Object[] values;
  private final int mask;
  private final long[] packedKeys;
  private final Object[] packedValues;

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
    this.packedKeys = new long[capacity];
    this.packedValues = new Object[capacity];
    Arrays.fill(packedKeys, FREE);
    entries.forEach((text, value) -> {
      byte[] key = text.getBytes(StandardCharsets.UTF_8);
      if (key.length <= PACKED) {
        long packed = pack(key, Platform.BYTE_ARRAY_OFFSET, key.length);
        int i = packedSlot(packed);
        while (packedKeys[i] != FREE) {
          i = (i + 1) & mask;
        }
        packedKeys[i] = packed;
        packedValues[i] = value;
        return;
      }
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
    if (size <= PACKED) {
      long packed = pack(base, offset, size);
      for (int i = packedSlot(packed);; i = (i + 1) & mask) {
        long key = packedKeys[i];
        if (key == packed) {
          return (V) packedValues[i];
        }
        if (key == FREE) {
          return null;
        }
      }
    }
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
      return at(u.getBaseObject(), u.getBaseOffset(), u.getLong(column));
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
      return at(u.getBaseObject(), u.getBaseOffset(), u.getLong(i));
    }
    return get(array.getUTF8String(i));
  }

  /**
   * The value of a text that Spark's compact rows and arrays address by a slot holding its
   * offset from the start of the row or array (high half) and its size in bytes (low half).
   */
  private V at(Object base, long start, long offsetAndSize) {
    return get(base, start + (offsetAndSize >> 32), (int) offsetAndSize);
  }

  /** Up to seven bytes, the first lowest, with their number in the highest byte. */
  private static long pack(Object base, long offset, int size) {
    long packed = (long) size << 56;
    for (int i = 0; i < size; i++) {
      packed |= (Platform.getByte(base, offset + i) & 0xFFL) << (8 * i);
    }
    return packed;
  }

  private int packedSlot(long packed) {
    long h = packed * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 29) ^ (h >>> 47)) & mask;
  }

  private int slot(Object base, long offset, int size) {
    return Murmur3_x86_32.hashUnsafeBytes(base, offset, size, SEED) & mask;
  }
}
