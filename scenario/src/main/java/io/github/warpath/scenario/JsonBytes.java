package io.github.warpath.scenario;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable buffer of UTF-8 bytes that lines of JSON are written into, so that many answers can
 * be written out at once without a {@code String} or a character encoder per answer. Texts are
 * written as {@link JsonValue#toJson()} writes them. Not thread-safe: one buffer per thread.
 */
public final class JsonBytes {
  private static final byte[] NULL = {'n', 'u', 'l', 'l'};
  private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
  private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

  private byte[] bytes;
  private int size;
  /**
   * Whether something was written that may not be {@link #printable()}; false while everything
   * written is known to be.
   */
  private boolean unsure;

  /**
   * An empty buffer.
   *
   * @param capacity the bytes it holds before it grows, at least 1
   */
  public JsonBytes(int capacity) {
    bytes = new byte[Math.max(1, capacity)];
  }

  /**
   * The bytes written so far.
   *
   * @return the count
   */
  public int size() {
    return size;
  }

  /**
   * The byte at an index.
   *
   * @param index from 0 to {@link #size()} exclusive
   * @return the byte
   */
  public byte at(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException(index);
    }
    return bytes[index];
  }

  /**
   * Whether every byte written is printable ASCII, a line feed or a tab: text that any terminal
   * shows as it is.
   *
   * @return true if so
   */
  public boolean printable() {
    if (!unsure) {
      return true;
    }
    for (int i = 0; i < size; i++) {
      byte b = bytes[i];
      if (b < 0x20 && b != '\n' && b != '\t' || b == 0x7f) {
        return false;
      }
    }
    return true;
  }

  /** Forgets what was written, keeping the memory. */
  public void clear() {
    size = 0;
    unsure = false;
  }

  /**
   * Writes the bytes written so far.
   *
   * @param out where to
   * @throws IOException if the stream fails
   */
  public void writeTo(OutputStream out) throws IOException {
    out.write(bytes, 0, size);
  }

  /**
   * Appends one byte.
   *
   * @param b the byte
   * @return this buffer
   */
  public JsonBytes append(byte b) {
    if (b < 0x20 && b != '\n' && b != '\t' || b == 0x7f) {
      unsure = true;
    }
    room(1);
    bytes[size++] = b;
    return this;
  }

  /**
   * Appends all of some bytes.
   *
   * @param b the bytes
   * @return this buffer
   */
  public JsonBytes append(byte[] b) {
    return append(b, 0, b.length);
  }

  /**
   * Appends bytes.
   *
   * @param b the bytes
   * @param off where they start
   * @param len how many
   * @return this buffer
   */
  public JsonBytes append(byte[] b, int off, int len) {
    unsure = true;
    return ascii(b, off, len);
  }

  /** Appends all of some bytes known to be {@link #printable()}. */
  JsonBytes ascii(byte[] b) {
    return ascii(b, 0, b.length);
  }

  private JsonBytes ascii(byte[] b, int off, int len) {
    room(len);
    System.arraycopy(b, off, bytes, size, len);
    size += len;
    return this;
  }

  /**
   * Appends a text as UTF-8, as it is (no quotes, no escapes).
   *
   * @param s the text
   * @return this buffer
   */
  public JsonBytes text(String s) {
    return text(s, 0, s.length());
  }

  /**
   * Appends part of a text as UTF-8, as it is (no quotes, no escapes).
   *
   * @param s the text
   * @param start the first character
   * @param end after the last character
   * @return this buffer
   */
  public JsonBytes text(String s, int start, int end) {
    room(end - start);
    int at = size;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        byte[] utf8 = s.substring(i, end).getBytes(StandardCharsets.UTF_8);
        size = at;
        return append(utf8, 0, utf8.length);
      }
      if (c < 0x20 && c != '\n' && c != '\t' || c == 0x7f) {
        unsure = true;
      }
      bytes[at++] = (byte) c;
    }
    size = at;
    return this;
  }

  /**
   * Appends a whole number in decimal.
   *
   * @param n the number
   * @return this buffer
   */
  public JsonBytes number(long n) {
    if (n < 0) {
      if (n == Long.MIN_VALUE) {
        return text(Long.toString(n));
      }
      append((byte) '-');
      n = -n;
    }
    int digits = 1;
    for (long p = 10; digits < 19 && p <= n; p *= 10) {
      digits++;
    }
    room(digits);
    int i = size + digits - 1;
    for (; n > Integer.MAX_VALUE; n /= 10) {
      bytes[i--] = (byte) ('0' + n % 10);
    }
    for (int m = (int) n; i >= size; m /= 10) {
      bytes[i--] = (byte) ('0' + m % 10);
    }
    size += digits;
    return this;
  }

  /**
   * Appends {@code null}.
   *
   * @return this buffer
   */
  public JsonBytes nullValue() {
    return ascii(NULL);
  }

  /**
   * Appends {@code true} or {@code false}.
   *
   * @param b the value
   * @return this buffer
   */
  public JsonBytes bool(boolean b) {
    return ascii(b ? TRUE : FALSE);
  }

  /**
   * Appends a JSON string literal, or {@code null} for a null text, escaped as {@link
   * JsonValue#toJson()} escapes it.
   *
   * @param s the text, or null
   * @return this buffer
   */
  public JsonBytes quoted(String s) {
    if (s == null) {
      return ascii(NULL);
    }
    int n = s.length();
    room(n + 2);
    int at = size;
    bytes[at++] = '"';
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
        return text(JsonText.quote(s));
      }
      bytes[at++] = (byte) c;
    }
    bytes[at++] = '"';
    size = at;
    return this;
  }

  /**
   * The bytes written so far, as a copy.
   *
   * @return the bytes
   */
  public byte[] toByteArray() {
    return Arrays.copyOf(bytes, size);
  }

  /**
   * The bytes written so far, read as UTF-8.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return new String(bytes, 0, size, StandardCharsets.UTF_8);
  }

  private void room(int more) {
    if (size + more > bytes.length) {
      long want = Math.max((long) bytes.length * 2, (long) size + more);
      if (want > Integer.MAX_VALUE - 16) {
        throw new OutOfMemoryError("a line buffer of more than 2 GB");
      }
      bytes = Arrays.copyOf(bytes, (int) want);
    }
  }
}
