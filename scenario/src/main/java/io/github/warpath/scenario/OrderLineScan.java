package io.github.warpath.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The short cut of {@link MoveLines#read}: recognises an order line of the common shape,
 * {@code {"id": 7, "unit": "b12", "path": ["012034", "013034"]}} (members in any order, {@code
 * id} optional, white space anywhere JSON allows it), without building a JSON tree. Texts must be
 * plain printable ASCII without escapes, quotes or spaces, labels without {@code @}, {@code +} or
 * {@code ,}, and an id a whole number of at most 18 digits without leading zeros, or such a text.
 * Anything else answers null, and the line is read the general way.
 */
final class OrderLineScan {
  /** What a recognised line is turned into. */
  @FunctionalInterface
  interface Order {
    MoveLines.Line of(JsonValue id, String unit, List<String> labels);
  }

  private final String s;
  private int i;

  private OrderLineScan(String s) {
    this.s = s;
  }

  /**
   * The order of a line of the common shape.
   *
   * @param line the line
   * @param order builds the order from the parts (and may itself answer null)
   * @return the order, or null if the line is not of the common shape
   */
  static MoveLines.Line scan(String line, Order order) {
    return new OrderLineScan(line).scan(order);
  }

  private MoveLines.Line scan(Order order) {
    JsonValue id = null;
    String unit = null;
    List<String> path = null;
    space();
    if (!take('{')) {
      return null;
    }
    do {
      space();
      String name = text();
      space();
      if (name == null || !take(':')) {
        return null;
      }
      space();
      if (name.equals("id") && id == null) {
        id = id();
      } else if (name.equals("unit") && unit == null) {
        unit = text();
        if (unit == null) {
          return null;
        }
      } else if (name.equals("path") && path == null) {
        path = labels();
      } else {
        return null;
      }
      if (id == null && name.equals("id") || path == null && name.equals("path")) {
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
    return order.of(id == null ? JsonValue.ofNull() : id, unit, path);
  }

  private List<String> labels() {
    if (!take('[')) {
      return null;
    }
    List<String> out = new ArrayList<>(4);
    space();
    if (take(']')) {
      return out;
    }
    do {
      space();
      String label = text();
      if (label == null || out.size() == Orders.MAX_STEPS || label.indexOf('@') >= 0
          || label.indexOf('+') >= 0 || label.indexOf(',') >= 0) {
        return null;
      }
      out.add(label);
      space();
    } while (take(','));
    return take(']') ? out : null;
  }

  private JsonValue id() {
    if (i < s.length() && s.charAt(i) == '"') {
      String t = text();
      return t == null ? null : JsonValue.ofText(t);
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

  /** A text of printable ASCII without quotes, escapes or spaces, or null. */
  private String text() {
    if (!take('"')) {
      return null;
    }
    int start = i;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '"') {
        return i == start ? null : s.substring(start, i++);
      }
      if (c <= ' ' || c > '~' || c == '\\') {
        return null;
      }
      i++;
    }
    return null;
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
