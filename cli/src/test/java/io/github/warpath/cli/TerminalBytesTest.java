package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.warpath.scenario.JsonBytes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The answers of a file of orders are written as bytes: they must carry exactly the escapes that
 * {@link TerminalText} gives the same text, control characters, C1 codes and bidirectional
 * overrides included.
 */
class TerminalBytesTest {
  private static final char[] CHARS = {'a', '"', '\\', ' ', '\n', '\t', '\r', 0x1b, 0x08, 0x7f,
      0x80, 0x9f, 0xa0, 0xe9, 0x202a, 0x202e, 0x202f, 0x2029, 0x2066, 0x2069, 0x206a, 0x2065,
      0x20ac, 0x4e2d};

  private static String viaText(String s) {
    StringWriter w = new StringWriter();
    PrintWriter out = new PrintWriter(new TerminalText(w));
    out.write(s);
    out.flush();
    return w.toString();
  }

  private static String viaBytes(String s) {
    return TerminalBytes.safe(new JsonBytes(4).text(s)).toString();
  }

  @Test
  void randomLinesGetTheEscapesOfTerminalText() {
    Random rnd = new Random(7);
    for (int round = 0; round < 20_000; round++) {
      StringBuilder sb = new StringBuilder();
      int lines = 1 + rnd.nextInt(3);
      for (int l = 0; l < lines; l++) {
        int n = rnd.nextInt(12);
        for (int i = 0; i < n; i++) {
          sb.append(CHARS[rnd.nextInt(CHARS.length)]);
        }
        sb.append('\n');
      }
      String s = sb.toString();
      assertEquals(viaText(s), viaBytes(s), () -> s.chars().mapToObj(Integer::toHexString)
          .toList().toString());
    }
  }

  @Test
  void plainAnswersArePassedOnAsTheyAre() {
    JsonBytes plain = new JsonBytes(8).text("{\"line\":1,\"note\":\"caf\u00e9\"}\n");
    assertSame(plain, TerminalBytes.safe(plain));
    assertEquals("a\\u001bb\\u202ec\\u000dd\r\n", viaBytes("a\u001bb\u202ec\rd\r\n"));
  }
}
