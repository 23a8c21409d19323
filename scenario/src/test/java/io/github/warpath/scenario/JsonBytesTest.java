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

  @Test
  void printableAgreesWithTheBytesWhateverWroteThem() {
    Random rnd = new Random(13);
    for (int i = 0; i < 5_000; i++) {
      JsonBytes b = new JsonBytes(4);
      if (rnd.nextInt(4) == 0) {
        b.text("\r\u00e9");
        b.clear();
      }
      for (int k = rnd.nextInt(6); k > 0; k--) {
        String s = String.valueOf(CHARS[rnd.nextInt(CHARS.length)]);
        switch (rnd.nextInt(6)) {
          case 0 -> b.text(s);
          case 1 -> b.quoted(s);
          case 2 -> b.append((byte) s.charAt(0));
          case 3 -> b.append(s.getBytes(StandardCharsets.UTF_8));
          case 4 -> b.number(rnd.nextInt() >> rnd.nextInt(32));
          default -> b.nullValue().bool(rnd.nextBoolean());
        }
      }
      boolean printable = true;
      for (byte x : b.toByteArray()) {
        printable &= x >= 0x20 && x < 0x7f || x == '\n' || x == '\t';
      }
      assertEquals(printable, b.printable(), b.toString());
    }
  }
}
