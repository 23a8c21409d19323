package io.github.warpath.cli;

import io.github.warpath.scenario.ScenarioException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.NoSuchElementException;

/**
 * The lines of a file of orders, read as bytes in blocks of whole lines, so that the thread that
 * reads does little more than find line breaks, and the threads that judge decode their own
 * lines. Lines end at {@code \n}, {@code \r\n} or {@code \r}, as {@link
 * java.io.BufferedReader#readLine()} has them, and are numbered from 1; a block never splits a
 * {@code \r\n}. A line longer than {@link #MAX_LINE} characters is refused with its number as
 * soon as the limit is passed, without reading the rest of it, so an input with no line breaks
 * (such as an endless stream of zero bytes) costs bounded time and memory. The number of lines
 * is not limited: at most a few blocks are held at a time.
 */
final class OrderBlocks implements Iterator<OrderBlocks.Block> {
  /** The most characters one line may have. */
  static final int MAX_LINE = 16 * 1024 * 1024;

  /** Bytes read at a time: a block holds about this much, in whole lines. */
  static final int BLOCK = 64 * 1024;

  /**
   * Whole lines of the input.
   *
   * @param bytes the bytes, of which the first {@code length} are the block's
   * @param length how many
   * @param firstLine the number of the block's first line
   * @param strict whether bytes that are not UTF-8 are an error (a file) rather than replaced
   *     (standard input)
   */
  record Block(byte[] bytes, int length, int firstLine, boolean strict) {
    /** What is done with each non-blank line of a block. */
    @FunctionalInterface
    interface LineWork {
      /**
       * Does it.
       *
       * @param number the line's number
       * @param start where its bytes start in {@link #bytes()}
       * @param end after its last byte, without the line break
       */
      void line(int number, int start, int end);
    }

    /**
     * Hands each line that is not blank, with its number, to {@code work}.
     *
     * @throws UncheckedIOException for bytes that are not UTF-8 in a strict block, if they are
     *     in a blank line (the others are found when {@code work} decodes its line)
     */
    void forEachLine(LineWork work) {
      int number = firstLine;
      int start = 0;
      int i = 0;
      while (i < length) {
        byte b = bytes[i];
        if (b == '\n' || b == '\r') {
          if (!blank(start, i)) {
            work.line(number, start, i);
          }
          number++;
          i += b == '\r' && i + 1 < length && bytes[i + 1] == '\n' ? 2 : 1;
          start = i;
        } else {
          i++;
        }
      }
      if (start < length && !blank(start, length)) {
        work.line(number, start, length);
      }
    }

    /** Whether a line is empty or white space only, as {@link String#isBlank()} has it. */
    private boolean blank(int start, int end) {
      for (int i = start; i < end; i++) {
        byte b = bytes[i];
        if (b < 0) {
          return text(start, end).isBlank();
        }
        if (b != ' ' && (b < '\t' || b > '\r') && (b < 0x1c || b > 0x1f)) {
          return false;
        }
      }
      return true;
    }

    /**
     * The text of a line.
     *
     * @param start where its bytes start
     * @param end after its last byte
     * @return the text
     * @throws UncheckedIOException for bytes that are not UTF-8 in a strict block
     */
    String text(int start, int end) {
      for (int i = start; i < end; i++) {
        if (bytes[i] < 0) {
          CharsetDecoder d = StandardCharsets.UTF_8.newDecoder();
          CodingErrorAction bad = strict ? CodingErrorAction.REPORT : CodingErrorAction.REPLACE;
          d.onMalformedInput(bad).onUnmappableCharacter(bad);
          try {
            CharBuffer chars = d.decode(ByteBuffer.wrap(bytes, start, end - start));
            return chars.toString();
          } catch (CharacterCodingException e) {
            throw new UncheckedIOException(e);
          }
        }
      }
      return new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
    }
  }

  private final InputStream in;
  private final String source;
  private final int limit;
  private final boolean strict;
  private byte[] buf;
  private int filled;
  private boolean eof;
  private int nextLine = 1;
  private Block next;

  OrderBlocks(InputStream in, String source, int limit, boolean strict) {
    this.in = in;
    this.source = source;
    this.limit = limit;
    this.strict = strict;
    this.buf = new byte[BLOCK];
  }

  @Override
  public boolean hasNext() {
    if (next == null) {
      try {
        next = read();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return next != null;
  }

  @Override
  public Block next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Block b = next;
    next = null;
    return b;
  }

  private Block read() throws IOException {
    while (true) {
      int cut = eof ? filled : cut();
      if (cut > 0) {
        return take(cut);
      }
      if (eof) {
        return null;
      }
      // no line break yet: the bytes read so far are the start of one line
      checkLength(0, filled);
      if (filled == buf.length) {
        buf = Arrays.copyOf(buf, buf.length * 2);
      }
      int n = in.read(buf, filled, buf.length - filled);
      if (n < 0) {
        eof = true;
      } else {
        filled += n;
      }
    }
  }

  /** After the last line break that is known to end its line, or 0 if there is none. */
  private int cut() {
    for (int i = filled - 1; i >= 0; i--) {
      byte b = buf[i];
      if (b == '\n' || b == '\r' && i + 1 < filled) {
        return i + 1;
      }
    }
    return 0;
  }

  /** The first {@code cut} bytes as a block; the rest stays for the next one. */
  private Block take(int cut) {
    int first = nextLine;
    int start = 0;
    for (int i = 0; i < cut; i++) {
      byte b = buf[i];
      if (b == '\n' || b == '\r') {
        checkLength(start, i);
        nextLine++;
        if (b == '\r' && i + 1 < cut && buf[i + 1] == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    if (start < cut) {
      checkLength(start, cut);
      nextLine++;
    }
    Block b = new Block(buf, cut, first, strict);
    byte[] rest = new byte[Math.max(BLOCK, filled - cut)];
    System.arraycopy(buf, cut, rest, 0, filled - cut);
    buf = rest;
    filled -= cut;
    return b;
  }

  /** Refuses the line being read if its bytes hold more characters than the limit. */
  private void checkLength(int start, int end) {
    if (end - start > limit && chars(start, end) > limit) {
      throw new ScenarioException(source, nextLine, 0, "", "the line is longer than "
          + String.format(Locale.ROOT, "%,d", limit) + " characters, the most one line of"
          + " orders may have");
    }
  }

  /** The characters of UTF-8 bytes: one per byte that starts a character, two for four bytes. */
  private long chars(int start, int end) {
    long n = 0;
    for (int i = start; i < end; i++) {
      int b = buf[i] & 0xff;
      n += b < 0x80 || b >= 0xc0 && b < 0xf0 || b >= 0xf8 ? 1 : b >= 0xf0 ? 2 : 0;
    }
    return n;
  }
}
