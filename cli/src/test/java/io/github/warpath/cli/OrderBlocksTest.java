package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.ScenarioException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Lines of a file of orders read in blocks: any line break, numbers that run on across blocks,
 * blank lines skipped (as {@link String#isBlank()} has them), a bound on the length of one line, and bytes that are not UTF-8.
 */
class OrderBlocksTest {

  /** Every non-blank line of the input as "number:text", the input handed over n bytes a time. */
  private static List<String> lines(byte[] input, int bytesPerRead, int limit, boolean strict) {
    InputStream in = new ByteArrayInputStream(input) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, bytesPerRead));
      }
    };
    List<String> out = new ArrayList<>();
    OrderBlocks blocks = new OrderBlocks(in, "orders.jsonl", limit, strict);
    while (blocks.hasNext()) {
      OrderBlocks.Block block = blocks.next();
      block.forEachLine((n, start, end) -> out.add(n + ":" + block.text(start, end)));
    }
    return out;
  }

  private static List<String> lines(String input, int bytesPerRead) {
    return lines(input.getBytes(StandardCharsets.UTF_8), bytesPerRead, 1000, true);
  }

  @Test
  void linesEndAtAnyLineBreakAsBufferedReaderHasThem() {
    for (int perRead : new int[] {1, 2, 3, 1 << 16}) {
      assertEquals(List.of("1:a", "2:bb", "3:ccc", "5:d"), lines("a\r\nbb\rccc\n\nd", perRead),
          "read " + perRead + " bytes at a time");
      assertEquals(List.of("1:a", "3:b"), lines("a\r\r\nb\n", perRead));
      assertEquals(List.of("2: x "), lines(" \t\n x \r\n", perRead));
    }
  }

  @Test
  void lineNumbersRunOnAcrossBlocksWhateverTheBreaks() {
    Random rnd = new Random(20);
    String[] breaks = {"\n", "\r\n", "\r"};
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    int lines = 3 * OrderBlocks.BLOCK / 10;
    for (int n = 1; n <= lines; n++) {
      String line = n % 7 == 0 ? "  " : "{\"id\":" + n + ",\"n\":\"\u00e9" + n + "\"}";
      if (n % 7 != 0) {
        expected.add(n + ":" + line);
      }
      text.append(line).append(breaks[rnd.nextInt(3)]);
    }
    assertEquals(expected, lines(text.toString().getBytes(StandardCharsets.UTF_8), 4093,
        1000, true));
  }

  @Test
  void aLineLongerThanTheLimitIsRefusedWithItsNumber() {
    byte[] input = "1234\n12345\n".getBytes(StandardCharsets.UTF_8);
    for (int perRead : new int[] {1, 3, 64}) {
      ScenarioException e = assertThrows(ScenarioException.class,
          () -> lines(input, perRead, 4, true));
      assertEquals("orders.jsonl:2: the line is longer than 4 characters, the most one line of"
          + " orders may have", e.getMessage());
    }
    assertEquals(List.of("1:1234", "2:1234"), lines("1234\n1234".getBytes(
        StandardCharsets.UTF_8), 3, 4, true));
  }

  @Test
  void theLimitCountsCharactersNotBytes() {
    // 600 two-byte characters: 1,200 bytes but 600 characters
    byte[] twoByteChars = "\u00e9".repeat(600).getBytes(StandardCharsets.UTF_8);
    assertEquals(List.of("1:" + "\u00e9".repeat(600)), lines(twoByteChars, 100, 600, true));
    assertThrows(ScenarioException.class, () -> lines(twoByteChars, 100, 599, true));
  }

  @Test
  void bytesThatAreNotUtf8AreAnErrorInAFileAndReplacedOnStandardInput() {
    byte[] bad = {'a', '\n', (byte) 0xff, 'b', '\n'};
    assertThrows(UncheckedIOException.class, () -> lines(bad, 16, 1000, true));
    assertEquals(List.of("1:a", "2:\ufffdb"), lines(bad, 16, 1000, false));
  }

  @Test
  void blankLinesAreThoseStringIsBlankCalls() {
    String[] parts = {" ", "\t", "\u000b", "\f", "\u001c", "\u001f", "\u00a0", "\u2003", "\u3000",
        "x", "\u00e9", "{", "\u0000", "\u007f"};
    Random rnd = new Random(21);
    StringBuilder text = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int n = 1; n <= 2000; n++) {
      StringBuilder line = new StringBuilder();
      for (int k = rnd.nextInt(4); k > 0; k--) {
        line.append(parts[rnd.nextInt(rnd.nextBoolean() ? 6 : parts.length)]);
      }
      if (!line.toString().isBlank()) {
        expected.add(n + ":" + line);
      }
      text.append(line).append('\n');
    }
    assertEquals(expected, lines(text.toString().getBytes(StandardCharsets.UTF_8), 1 << 16,
        1000, true));
  }
}
