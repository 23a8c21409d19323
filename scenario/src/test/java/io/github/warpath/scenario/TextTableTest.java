package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Texts looked up by a range of a longer text find what the whole text finds. */
class TextTableTest {
  private static <V> V get(TextTable<V> table, String line, String key) {
    int from = line.indexOf(key);
    return table.get(line, from, from + key.length(), key.hashCode());
  }

  @Test
  void aRangeFindsTheValueOfItsText() {
    Map<String, Integer> entries = new HashMap<>();
    for (int i = 0; i < 5000; i++) {
      entries.put(String.format("%04d", i), i);
    }
    TextTable<Integer> table = new TextTable<>(entries);
    String line = "{\"unit\":\"a\",\"path\":[\"0101\",\"4999\",\"0000\"]}";
    assertEquals(101, get(table, line, "0101"));
    assertEquals(4999, get(table, line, "4999"));
    assertEquals(0, get(table, line, "0000"));
    assertNull(get(table, line, "010"), "a prefix");
    assertNull(get(table, line, "unit"), "absent");
    for (int i = 0; i < 5000; i++) {
      String key = String.format("%04d", i);
      assertEquals(i, get(table, "[" + key + "]", key));
    }
  }

  @Test
  void anEmptyTableFindsNothing() {
    TextTable<String> table = new TextTable<>(Map.of());
    assertNull(get(table, "abc", "b"));
    assertNull(table.get("abc", 1, 1, 0), "an empty range");
  }
}
