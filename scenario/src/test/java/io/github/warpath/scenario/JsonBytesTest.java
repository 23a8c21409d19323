package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Bytes of JSON lines: the same text, byte for byte, as the JSON tree writes and UTF-8 gives. */
class JsonBytesTest {
  private static final char[] CHARS = {'a', 'Z', '0', ' ', '"', '\\', '/', '\n', '\r', '\t', 0x01,
      0x1f, 0x7f, 0x80, 0xe9, 0x2028, 0x2029, 0x202e, 0x20ac, 0xd83d, 0xde00};

  @Test
  void numbersAreWrittenAsLongToStringWritesThem() {
    long[] edges = {0, 1, 9, 10, 99, 100, -1, -10, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L,
        Integer.MIN_VALUE, 999_999_999_999_999_999L, 1_000_000_000_000_000_000L, Long.MAX_VALUE,
        Long.MIN_VALUE, Long.MIN_VALUE + 1};
    for (long n : edges) {
      assertEquals(Long.toString(n), new JsonBytes(1).number(n).toString());
    }
    Random rnd = new Random(11);
    for (int i = 0; i < 10_000; i++) {
      long n = rnd.nextLong() >> rnd.nextInt(64);
      assertEquals(Long.toString(n), new JsonBytes(1).number(n).toString());
    }
  }

  @Test
  void quotedTextsAreTheJsonTreesStringsInUtf8() {
    Random rnd = new Random(12);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = rnd.nextInt(10); k > 0; k--) {
        sb.append(CHARS[rnd.nextInt(CHARS.length)]);
      }
      String s = sb.toString();
      JsonBytes b = new JsonBytes(2).text("x").quoted(s).text(s);
      assertArrayEquals(("x" + JsonValue.ofText(s).toJson() + s).getBytes(StandardCharsets.UTF_8),
          b.toByteArray(), s);
    }
    assertEquals("null", new JsonBytes(1).quoted(null).toString());
  }

  @Test
  void printableMeansAsciiFromSpaceToTildeLineFeedsAndTabs() {
    assertEquals(true, new JsonBytes(1).text("{\"a\":1}\n\t~").printable());
    assertEquals(false, new JsonBytes(1).text("a\rb").printable());
    assertEquals(false, new JsonBytes(1).text("a\u007fb").printable());
    assertEquals(false, new JsonBytes(1).text("caf\u00e9").printable());
  }
}
