package io.github.warpath.cli;

import io.github.warpath.scenario.ScenarioException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Lines of a text input (a file, a pipe, standard input), each at most {@link #MAX_LINE}
 * characters long: a longer line is refused with its number as soon as the limit is passed,
 * without reading the rest of it, so an input with no line breaks (such as a stream of zero
 * bytes) costs bounded time and memory. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as
 * {@link BufferedReader#readLine()} has them. The number of lines is not limited: they are
 * handled one at a time.
 */
final class LimitedLines extends BufferedReader {
  /** The most characters one line may have. */
  static final int MAX_LINE = 16 * 1024 * 1024;

  private final String source;
  private final int limit;
  private int number;
  private boolean skipLineFeed;

  LimitedLines(Reader in, String source, int limit) {
    super(in);
    this.source = source;
    this.limit = limit;
  }

  /** The lines of standard input (or another stream), read as UTF-8. */
  static LimitedLines of(InputStream in, String source) {
    return new LimitedLines(new InputStreamReader(in, StandardCharsets.UTF_8), source, MAX_LINE);
  }

  /** The lines of a file, read as UTF-8. */
  static LimitedLines of(Path file) throws IOException {
    return new LimitedLines(Files.newBufferedReader(file, StandardCharsets.UTF_8),
        file.toString(), MAX_LINE);
  }

  /**
   * The next line without its line break.
   *
   * @return the line, or null at the end of the input
   * @throws ScenarioException if the line is longer than the limit
   */
  @Override
  public String readLine() throws IOException {
    StringBuilder sb = new StringBuilder();
    int c = read();
    if (c == '\n' && skipLineFeed) {
      c = read();
    }
    skipLineFeed = false;
    if (c < 0) {
      return null;
    }
    number++;
    while (c >= 0 && c != '\n' && c != '\r') {
      if (sb.length() == limit) {
        throw new ScenarioException(source, number, 0, "", "the line is longer than "
            + String.format(Locale.ROOT, "%,d", limit) + " characters, the most one line of"
            + " orders may have");
      }
      sb.append((char) c);
      c = read();
    }
    skipLineFeed = c == '\r';
    return sb.toString();
  }
}
