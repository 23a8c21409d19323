package io.github.warpath.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.Locale;

/**
 * What the command line prints, made safe for a terminal: control characters that a scenario's
 * names and ids may carry (escape sequences, backspaces, carriage returns, bidirectional
 * overrides) are written as {@code \}{@code u001b}-style escapes instead of being sent raw, so
 * a file cannot move the cursor, recolour or rewrite what the user reads. Line feeds and tabs
 * pass, and so does a carriage return that ends a line before its line feed.
 */
final class TerminalText extends FilterWriter {
  private boolean pendingReturn;

  TerminalText(Writer out) {
    super(out);
  }

  /** Whether a character is written as an escape; a lone carriage return is, too. */
  static boolean escapedCode(int c) {
    return c == '\r' || escaped((char) c);
  }

  /** Whether a character is written as an escape. */
  static boolean escaped(char c) {
    return c < 0x20 && c != '\n' && c != '\t' && c != '\r' || c >= 0x7f && c <= 0x9f
        || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069;
  }

  @Override
  public void write(int c) throws IOException {
    char ch = (char) c;
    if (pendingReturn) {
      pendingReturn = false;
      out.write(ch == '\n' ? "\r" : "\\u000d");
    }
    if (ch == '\r') {
      pendingReturn = true;
    } else if (escaped(ch)) {
      out.write(String.format(Locale.ROOT, "\\u%04x", (int) ch));
    } else {
      out.write(ch);
    }
  }

  @Override
  public void write(char[] cbuf, int off, int len) throws IOException {
    for (int i = off; i < off + len; i++) {
      write(cbuf[i]);
    }
  }

  @Override
  public void write(String str, int off, int len) throws IOException {
    int plain = off;
    while (plain < off + len && !pendingReturn && str.charAt(plain) != '\r'
        && !escaped(str.charAt(plain))) {
      plain++;
    }
    out.write(str, off, plain - off);
    for (int i = plain; i < off + len; i++) {
      write(str.charAt(i));
    }
  }

  @Override
  public void flush() throws IOException {
    if (pendingReturn) {
      pendingReturn = false;
      out.write("\\u000d");
    }
    super.flush();
  }
}
