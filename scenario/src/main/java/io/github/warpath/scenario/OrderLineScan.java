package io.github.warpath.scenario;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * The short cut of {@link MoveLines#read}: recognises an order line of the common shape,
 * {@code {"id": 7, "unit": "b12", "path": ["012034", "013034"]}} (members in any order, {@code
 * id} optional, white space anywhere JSON allows it), without building a JSON tree. Texts must be
 * plain printable ASCII without escapes, quotes or spaces, labels without {@code @}, {@code +} or
 * {@code ,}, and an id a whole number of at most 18 digits without leading zeros, or such a text.
 * Anything else answers null, and the line is read the general way. The unit and the labels are
 * resolved where they stand in the line, without cutting them out of it.
 */
final class OrderLineScan {
  /** Resolves the parts of a line; answering null sends the line the general way. */
  interface Parts {
    /**
     * The query of a unit.
     *
     * @param line the line
     * @param from where the unit's id starts in it
     * @param to where the id ends
     * @param hash the {@link String#hashCode} of the id
     * @return the query, or null
     */
    MoveQuery unit(String line, int from, int to, int hash);

    /**
     * The step into a position.
     *
     * @param line the line
     * @param from where the position's label starts in it
     * @param to where the label ends
     * @param hash the {@link String#hashCode} of the label
     * @return the step, or null
     */
    Step step(String line, int from, int to, int hash);
  }

  private static final String ID = "id";
  private static final String UNIT = "unit";
  private static final String PATH = "path";

  private final String s;
  private int i;
  /** The end of the last text read. */
  private int end;
  /** The {@link String#hashCode} of the last text read. */
  private int hash;

  private OrderLineScan(String s) {
    this.s = s;
  }

  /**
   * The order of a line of the common shape.
   *
   * @param line the line
   * @param parts resolves the unit and the labels
   * @return the order, or null if the line is not of the common shape or a part does not resolve
   */
  static MoveLines.Line scan(String line, Parts parts) {
    return new OrderLineScan(line).scan(parts);
  }

  private MoveLines.Line scan(Parts parts) {
    JsonValue id = null;
    MoveQuery unit = null;
    List<Step> path = null;
    space();
    if (!take('{')) {
      return null;
    }
    do {
      space();
      int start = text();
      if (start < 0) {
        return null;
      }
      String name = member(start, end);
      space();
      if (name == null || !take(':')) {
        return null;
      }
      space();
      if (name == ID && id == null) {
        id = id();
        if (id == null) {
          return null;
        }
      } else if (name == UNIT && unit == null) {
        start = text();
        unit = start < 0 ? null : parts.unit(s, start, end, hash);
        if (unit == null) {
          return null;
        }
      } else if (name == PATH && path == null) {
        path = steps(parts);
        if (path == null) {
          return null;
        }
      } else {
        return null;
      }
      space();
    } while (take(','));
    if (!take('}') || unit == null || path == null) {
      return null;
    }
    space();
    if (i != s.length()) {
      return null;
    }
    return new MoveLines.Line(id == null ? JsonValue.ofNull() : id, MoveOrder.of(unit, path));
  }

  /** The member named by the text from {@code from} to {@code to}, if it is one of the three. */
  private String member(int from, int to) {
    int length = to - from;
    if (length == 2 && s.startsWith(ID, from)) {
      return ID;
    }
    if (length == 4 && s.startsWith(UNIT, from)) {
      return UNIT;
    }
    return length == 4 && s.startsWith(PATH, from) ? PATH : null;
  }

  /** The steps of the path; a list of one step (the commonest) is made without a copy. */
  private List<Step> steps(Parts parts) {
    if (!take('[')) {
      return null;
    }
    space();
    if (take(']')) {
      return List.of();
    }
    Step first = null;
    List<Step> out = null;
    int count = 0;
    do {
      space();
      int start = text();
      if (start < 0 || count == Orders.MAX_STEPS || has(start, '@') || has(start, '+')
          || has(start, ',')) {
        return null;
      }
      Step step = parts.step(s, start, end, hash);
      if (step == null) {
        return null;
      }
      if (count == 0) {
        first = step;
      } else {
        if (out == null) {
          out = new ArrayList<>(4);
          out.add(first);
        }
        out.add(step);
      }
      count++;
      space();
    } while (take(','));
    if (!take(']')) {
      return null;
    }
    return out != null ? out : List.of(first);
  }

  /** Whether the last text read, from {@code start}, holds a character. */
  private boolean has(int start, char c) {
    int at = s.indexOf(c, start);
    return at >= 0 && at < end;
  }

  private JsonValue id() {
    if (i < s.length() && s.charAt(i) == '"') {
      int start = text();
      return start < 0 ? null : JsonValue.ofText(s.substring(start, end));
    }
    int start = i;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
    }
    int digits = i - start;
    if (digits == 0 || digits > 18 || digits > 1 && s.charAt(start) == '0') {
      return null;
    }
    return JsonValue.ofNumber(Long.parseLong(s, start, i, 10));
  }

  /**
   * Reads a quoted text of printable ASCII without quotes, escapes or spaces: answers where its
   * characters start and sets {@link #end} to where they end and {@link #hash} to their hash
   * code, or answers -1.
   */
  private int text() {
    if (!take('"')) {
      return -1;
    }
    int start = i;
    int h = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '"') {
        if (i == start) {
          return -1;
        }
        end = i++;
        hash = h;
        return start;
      }
      if (c <= ' ' || c > '~' || c == '\\') {
        return -1;
      }
      h = 31 * h + c;
      i++;
    }
    return -1;
  }

  private boolean take(char c) {
    if (i < s.length() && s.charAt(i) == c) {
      i++;
      return true;
    }
    return false;
  }

  private void space() {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        return;
      }
      i++;
    }
  }
}
