package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeArrayData;
import org.apache.spark.sql.catalyst.expressions.UnsafeProjection;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;

/**
 * The table of texts that orders read from Spark's rows look units and hex labels up in: every
 * text finds its own value, wherever its bytes lie (a text object, a compact row, a compact
 * array, an ordinary row), and nothing else finds one.
 */
class Utf8TableTest {
  private static final DataType[] TYPES = {DataTypes.StringType,
      DataTypes.createArrayType(DataTypes.StringType, true)};

  private static Map<String, Integer> labels() {
    Map<String, Integer> all = new LinkedHashMap<>();
    for (int c = 1; c <= 60; c++) {
      for (int r = 1; r <= 40; r++) {
        all.put(String.format("%02d%02d", c, r), c * 100 + r);
      }
    }
    all.put("ß-Straße", -1); // longer than seven bytes
    all.put("", -2);
    all.put("1234567", -3); // seven bytes: the longest kept packed
    all.put("12345678", -4); // eight: the shortest kept as bytes
    all.put("ß", -5); // two bytes, one character
    return all;
  }

  @Test
  void everyTextFindsItsOwnValueAsATextObject() {
    Map<String, Integer> entries = labels();
    Utf8Table<Integer> table = new Utf8Table<>(entries);
    entries.forEach((text, value) -> assertEquals(value, table.get(UTF8String.fromString(text)),
        text));
    assertNull(table.get((UTF8String) null));
  }

  @Test
  void aTextNotInTheTableFindsNothingEvenWhenItSharesBytesWithOne() {
    Utf8Table<Integer> table = new Utf8Table<>(labels());
    for (String other : new String[] {"010", "01011", "6101", "0141", "ß-Strass", "Straße",
        " 0101", "123456", "123456789", "1234568", "0101\0", "\0"}) {
      assertNull(table.get(UTF8String.fromString(other)), other);
    }
  }

  @Test
  void aTextIsFoundWhereItLiesInACompactRowOrArrayOfSparks() {
    Map<String, Integer> entries = labels();
    Utf8Table<Integer> table = new Utf8Table<>(entries);
    UnsafeProjection toCompact = UnsafeProjection.create(TYPES);
    for (Map.Entry<String, Integer> e : entries.entrySet()) {
      UTF8String text = UTF8String.fromString(e.getKey());
      GenericInternalRow plain = new GenericInternalRow(new Object[] {text,
          new GenericArrayData(new Object[] {UTF8String.fromString("9999"), null, text})});
      UnsafeRow compact = toCompact.apply(plain);
      assertEquals(e.getValue(), table.get(compact, 0), e.getKey());
      assertEquals(e.getValue(), table.get(plain, 0), e.getKey());
      assertInstanceOf(UnsafeArrayData.class, compact.getArray(1));
      assertEquals(e.getValue(), table.get(compact.getArray(1), 2), e.getKey());
      assertEquals(e.getValue(), table.get(plain.getArray(1), 2), e.getKey());
      assertNull(table.get(compact.getArray(1), 0), "a label not on the map");
      assertNull(table.get(compact.getArray(1), 1), "a null label");
      assertNull(table.get(plain.getArray(1), 1), "a null label");
    }
    InternalRow nothing = toCompact.apply(new GenericInternalRow(new Object[] {null, null}));
    assertNull(table.get(nothing, 0), "a null text");
  }

  @Test
  void anEmptyTableFindsNothing() {
    Utf8Table<Integer> table = new Utf8Table<>(Map.of());
    assertNull(table.get(UTF8String.fromString("0101")));
  }
}
