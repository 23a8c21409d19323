package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A table of ASCII names looked up by ranges of bytes. */
class ByteKeysTest {
  private static Integer get(ByteKeys<Integer> keys, String name) {
    byte[] amid = ("[" + name + "]").getBytes(StandardCharsets.UTF_8);
    return keys.get(amid, 1, amid.length - 1);
  }

  @Test
  void everyKeyIsFoundByItsBytesAndNothingElse() {
    ByteKeys<Integer> keys = new ByteKeys<>(10_000);
    for (int i = 0; i < 10_000; i++) {
      keys.put(String.format("%03d%03d", i / 100, i % 100), i);
    }
    for (int i = 0; i < 10_000; i++) {
      assertEquals(i, get(keys, String.format("%03d%03d", i / 100, i % 100)));
    }
    assertNull(get(keys, "100000"));
    assertNull(get(keys, "00000"));
    assertNull(get(keys, "0000000"));
    assertNull(get(keys, ""));
  }

  @Test
  void theFirstValueOfAKeyStaysAndKeysThatAreNotAsciiAreLeftOut() {
    ByteKeys<Integer> keys = new ByteKeys<>(2);
    keys.put("a", 1);
    keys.put("a", 2);
    keys.put("\u00e9", 3);
    keys.put("", 4);
    assertEquals(1, get(keys, "a"));
    assertNull(get(keys, "\u00e9"));
    assertEquals(4, get(keys, ""));
    assertNull(get(keys, "b"));
  }
}
