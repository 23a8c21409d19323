package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import java.nio.charset.StandardCharsets;

/**
 * The short cut of {@link MoveLines#read}: recognises an order line of the common shape,
 * {@code {"id": 7, "unit": "b12", "path": ["012034", "013034"]}} (members in any order, {@code
 * id} optional, white space anywhere JSON allows it), in its bytes, without building a JSON tree
 * or a text per name. Texts must be plain printable ASCII without escapes, quotes or spaces,
 * labels without {@code @}, {@code +} or {@code ,}, and an id a whole number of at most 18 digits
 * without leading zeros, or such a text. Anything else (any byte that is not ASCII among them)
 * answers null, and the line is read the general way.
 */
final class OrderLineScan {
  /** Turns the names of a recognised line into the parts of its order. */
  interface Parts {
    /**
     * The query of the unit named by {@code b[start..end)}, or null to read the line the
     * general way.
     */
    MoveQuery query(byte[] b, int start, int end);

    /**
     * The step into the hex labelled {@code b[start..end)}, or null to read the line the
     * general way.
     */
    Step step(byte[] b, int start, int end);
  }

  private final byte[] b;
  private final int end;
  private int i;
  /** Where the last text read starts. */
  private int textStart;

  private OrderLineScan(byte[] b, int start, int end) {
    this.b = b;
    this.i = start;
    this.end = end;
  }

  /**
   * The order of a line of the common shape.
   *
   * @param line the line
   * @param parts resolves its unit and labels
   * @return the order, or null if the line is not of the common shape
   */
  static MoveLines.Line scan(String line, Parts parts) {
    for (int k = 0; k < line.length(); k++) {
      if (line.charAt(k) >= 0x80) {
        return null;
      }
    }
    byte[] bytes = line.getBytes(StandardCharsets.ISO_8859_1);
    return scan(bytes, 0, bytes.length, parts);
  }

  /**
   * The order of a line of the common shape, given as bytes (UTF-8 or any other encoding that
   * is ASCII for ASCII characters).
   *
   * @param bytes holds the line
   * @param start where it starts
   * @param end after its last byte, its line break left out
   * @param parts resolves its unit and labels
   * @return the order, or null if the line is not of the common shape
   */
  static MoveLines.Line scan(byte[] bytes, int start, int end, Parts parts) {
    return new OrderLineScan(bytes, start, end).scan(parts);
  }

  private MoveLines.Line scan(Parts parts) {
    JsonValue id = null;
    MoveQuery query = null;
    MoveOrder.Builder path = null;
    space();
    if (!take('{')) {
      return null;
    }
    do {
      space();
      int name = name();
      space();
      if (name == 0 || !take(':')) {
        return null;
      }
      space();
      if (name == 'i' && id == null) {
        id = id();
        if (id == null) {
          return null;
        }
      } else if (name == 'u' && query == null) {
        query = text() ? parts.query(b, textStart, i - 1) : null;
        if (query == null) {
          return null;
        }
      } else if (name == 'p' && path == null) {
        path = steps(parts);
        if (path == null) {
          return null;
        }
      } else {
        return null;
      }
      space();
    } while (take(','));
    if (!take('}') || query == null || path == null) {
      return null;
    }
    space();
    if (i != end) {
      return null;
    }
    try {
      return new MoveLines.Line(id == null ? JsonValue.ofNull() : id, path.query(query).build());
    } catch (InvalidInputException e) {
      return null;
    }
  }

  /** A member name: {@code 'i'} for id, {@code 'u'} for unit, {@code 'p'} for path, else 0. */
  private int name() {
    if (!text()) {
      return 0;
    }
    int n = i - 1 - textStart;
    if (n == 2 && b[textStart] == 'i' && b[textStart + 1] == 'd') {
      return 'i';
    }
    if (n == 4 && b[textStart] == 'u' && b[textStart + 1] == 'n' && b[textStart + 2] == 'i'
        && b[textStart + 3] == 't') {
      return 'u';
    }
    if (n == 4 && b[textStart] == 'p' && b[textStart + 1] == 'a' && b[textStart + 2] == 't'
        && b[textStart + 3] == 'h') {
      return 'p';
    }
    return 0;
  }

  /** The steps of the path, in a new order's builder. */
  private MoveOrder.Builder steps(Parts parts) {
    if (!take('[')) {
      return null;
    }
    MoveOrder.Builder out = MoveOrder.builder();
    space();
    if (take(']')) {
      return out;
    }
    int n = 0;
    do {
      space();
      if (!text() || n++ == Orders.MAX_STEPS) {
        return null;
      }
      for (int k = textStart; k < i - 1; k++) {
        if (b[k] == '@' || b[k] == '+' || b[k] == ',') {
          return null;
        }
      }
      Step step = parts.step(b, textStart, i - 1);
      if (step == null) {
        return null;
      }
      out.addSteps(step);
      space();
    } while (take(','));
    return take(']') ? out : null;
  }

  private JsonValue id() {
    if (i < end && b[i] == '"') {
      return text() ? JsonValue.ofText(new String(b, textStart, i - 1 - textStart,
          StandardCharsets.ISO_8859_1)) : null;
    }
    int start = i;
    long n = 0;
    while (i < end && b[i] >= '0' && b[i] <= '9') {
      n = n * 10 + (b[i] - '0');
      i++;
    }
    int digits = i - start;
    if (digits == 0 || digits > 18 || digits > 1 && b[start] == '0') {
      return null;
    }
    return JsonValue.ofNumber(n);
  }

  /**
   * Reads a text of printable ASCII without quotes, escapes or spaces: its characters are
   * {@code b[textStart..i - 1)}, after it the closing quote.
   *
   * @return whether there was one
   */
  private boolean text() {
    if (!take('"')) {
      return false;
    }
    int start = i;
    while (i < end) {
      byte c = b[i];
      if (c == '"') {
        textStart = start;
        return i++ > start;
      }
      if (c <= ' ' || c > '~' || c == '\\') {
        return false;
      }
      i++;
    }
    return false;
  }

  private boolean take(char c) {
    if (i < end && b[i] == c) {
      i++;
      return true;
    }
    return false;
  }

  private void space() {
    while (i < end) {
      byte c = b[i];
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        return;
      }
      i++;
    }
  }
}
