package io.github.warpath.cli;

import io.github.warpath.scenario.JsonBytes;

/**
 * {@link TerminalText} for UTF-8 bytes: the answers of a file of orders are written as bytes,
 * and this gives them the same escapes {@link TerminalText} gives text, so that both ways write
 * the same bytes. Most answers need none, and are passed on as they are.
 */
final class TerminalBytes {
  private static final byte[] HEX = "0123456789abcdef".getBytes(
      java.nio.charset.StandardCharsets.US_ASCII);

  private TerminalBytes() {}

  /**
   * The bytes made safe for a terminal.
   *
   * @param in UTF-8 text whose lines end with their line breaks
   * @return {@code in} if nothing needs escaping, else a new buffer with the escaped text
   */
  static JsonBytes safe(JsonBytes in) {
    if (in.printable()) {
      return in;
    }
    int n = in.size();
    int i = 0;
    while (i < n && escapeLength(in, i, n) == 0) {
      i++;
    }
    if (i == n) {
      return in;
    }
    JsonBytes spare = new JsonBytes(n + 64);
    for (int k = 0; k < i; k++) {
      spare.append(in.at(k));
    }
    while (i < n) {
      int len = escapeLength(in, i, n);
      if (len == 0) {
        spare.append(in.at(i++));
        continue;
      }
      int c = len == 1 ? in.at(i) & 0xff
          : len == 2 ? (in.at(i) & 0x1f) << 6 | in.at(i + 1) & 0x3f
          : (in.at(i) & 0x0f) << 12 | (in.at(i + 1) & 0x3f) << 6 | in.at(i + 2) & 0x3f;
      spare.append((byte) '\\').append((byte) 'u');
      for (int shift = 12; shift >= 0; shift -= 4) {
        spare.append(HEX[c >> shift & 0xf]);
      }
      i += len;
    }
    return spare;
  }

  /**
   * The length of the UTF-8 character at {@code i} if {@link TerminalText} writes it as an
   * escape, else 0.
   */
  private static int escapeLength(JsonBytes b, int i, int n) {
    int c = b.at(i) & 0xff;
    if (c < 0x20) {
      if (c == '\n' || c == '\t') {
        return 0;
      }
      return c == '\r' && i + 1 < n && b.at(i + 1) == '\n' ? 0 : 1;
    }
    if (c < 0x7f) {
      return 0;
    }
    if (c == 0x7f) {
      return 1;
    }
    if (c == 0xc2 && i + 1 < n) {
      int d = b.at(i + 1) & 0xff;
      return d >= 0x80 && d <= 0x9f ? 2 : 0;
    }
    if (c == 0xe2 && i + 2 < n) {
      int d = b.at(i + 1) & 0xff;
      int e = b.at(i + 2) & 0xff;
      return d == 0x80 && e >= 0xaa && e <= 0xae || d == 0x81 && e >= 0xa6 && e <= 0xa9 ? 3 : 0;
    }
    return 0;
  }
}
