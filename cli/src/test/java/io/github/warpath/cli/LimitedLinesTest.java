package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.ScenarioException;
import java.io.InputStream;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** Input limits on lines of orders: any line break, and a bound on the length of one line. */
class LimitedLinesTest {

  @Test
  void linesEndAtAnyLineBreakAsBufferedReaderHasThem() throws Exception {
    LimitedLines lines = new LimitedLines(new StringReader("a\r\nbb\rccc\n\nd"), "in", 8);
    assertEquals("a", lines.readLine());
    assertEquals("bb", lines.readLine());
    assertEquals("ccc", lines.readLine());
    assertEquals("", lines.readLine());
    assertEquals("d", lines.readLine());
    assertNull(lines.readLine());
  }

  @Test
  void aLineLongerThanTheLimitIsRefusedWithItsNumber() throws Exception {
    LimitedLines lines = new LimitedLines(new StringReader("1234\n12345\n"), "orders.jsonl", 4);
    assertEquals("1234", lines.readLine());
    ScenarioException e = assertThrows(ScenarioException.class, lines::readLine);
    assertEquals("orders.jsonl:2: the line is longer than 4 characters, the most one line of"
        + " orders may have", e.getMessage());
  }

  @Test
  void anEndlessStreamWithoutLineBreaksOnStandardInputIsBadInputInBoundedMemory() {
    InputStream zeros = new InputStream() {
      @Override
      public int read() {
        return 0;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        java.util.Arrays.fill(b, off, off + len, (byte) 0);
        return len;
      }
    };
    Cli.Run r = Cli.withInput(zeros, "check", Cli.ROAD, "--moves", "-");
    assertEquals(2, r.code(), r.err());
    assertEquals("warpath: <stdin>:1: the line is longer than 16,777,216 characters, the most one"
        + " line of orders may have\n", r.err());
    assertTrue(r.out().isEmpty(), r.out());
  }
}
