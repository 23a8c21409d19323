package io.github.warpath.efs.internal;

import static io.github.warpath.efs.internal.ChartValues.ARTILLERY_BASE;
import static io.github.warpath.efs.internal.ChartValues.MINOR_ROAD;
import static io.github.warpath.efs.internal.ChartValues.OT;
import static io.github.warpath.efs.internal.ChartValues.P;
import static io.github.warpath.efs.internal.ChartValues.SCALAR_BASE;
import static io.github.warpath.efs.internal.ChartValues.SIDE_BASE;
import static io.github.warpath.efs.internal.ChartValues.STRATEGIC_MULTIPLIER;
import static io.github.warpath.efs.internal.ChartValues.TOWN;
import static io.github.warpath.efs.internal.ChartValues.WEATHERS;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import java.util.Locale;

/**
 * The text form of the chart's cells, as scenario chart keys write them: points with an {@code a}
 * for footnote (a), {@code P} (prohibited), {@code OT} (other terrain), {@code NE} (no effect).
 */
final class ChartCellText {
  private ChartCellText() {}

  /**
   * How a cell value is written in a chart key's value.
   *
   * @param index the cell
   * @param x its value
   * @return the text, e.g. {@code 2a}, {@code P}, {@code NE}, {@code 1/2}
   */
  static String spell(int index, int x) {
    if (index < SIDE_BASE) {
      if (x == P) {
        return "P";
      }
      if (x == OT) {
        return "OT";
      }
      return Mp.ofTwelfths(x >> 1).number() + ((x & 1) != 0 ? "a" : "");
    }
    if (index < ARTILLERY_BASE) {
      return x == P ? "P" : x == 0 ? "NE" : Mp.ofTwelfths(x).number();
    }
    if (index < SCALAR_BASE) {
      return x == P ? "P" : "OT";
    }
    if (index == STRATEGIC_MULTIPLIER) {
      return Integer.toString(x);
    }
    return Mp.ofTwelfths(x).number();
  }

  /**
   * Reads a cell value.
   *
   * @param index the cell
   * @param text the text
   * @param field the input field, for errors
   * @return the value
   * @throws InvalidInputException naming the field if the text is no value of that cell
   */
  static int parse(int index, String text, String field) {
    String t = text.trim();
    String upper = t.toUpperCase(Locale.ROOT);
    if (index < SIDE_BASE) {
      int row = index / (2 * WEATHERS);
      if (upper.equals("P")) {
        return P;
      }
      if (upper.equals("OT")) {
        if (row != TOWN && row < MINOR_ROAD) {
          throw new InvalidInputException(field, "OT (other terrain) is allowed for towns and"
              + " roads only");
        }
        return OT;
      }
      int a = 0;
      if (t.endsWith("a")) {
        a = 1;
        t = t.substring(0, t.length() - 1).trim();
      }
      return mp(t, field) * 2 + a;
    }
    if (index < ARTILLERY_BASE) {
      if (upper.equals("P")) {
        return P;
      }
      if (upper.equals("NE")) {
        return 0;
      }
      if (t.endsWith("a")) {
        throw new InvalidInputException(field, "footnote (a) marks hex and road costs, not"
            + " hexsides; got '" + text + "'");
      }
      return mp(t.startsWith("+") ? t.substring(1) : t, field);
    }
    if (index < SCALAR_BASE) {
      if (upper.equals("P")) {
        return P;
      }
      if (upper.equals("OT")) {
        return 0;
      }
      throw new InvalidInputException(field, "expected P (artillery may not cross) or OT (as"
          + " its own column), got '" + text + "'");
    }
    if (index == STRATEGIC_MULTIPLIER) {
      try {
        int n = Integer.parseInt(t);
        if (n >= 1 && n <= 10) {
          return n;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new InvalidInputException(field, "expected a whole number from 1 to 10, got '"
          + text + "'");
    }
    return mp(t.startsWith("+") ? t.substring(1) : t, field);
  }

  private static int mp(String text, String field) {
    Mp m;
    try {
      m = Mp.parse(text);
    } catch (InvalidInputException e) {
      throw new InvalidInputException(field, "expected P, OT, NE or a number of MP such as 1,"
          + " 1/2 or 2a; " + e.getMessage());
    }
    if (m.isNegative()) {
      throw new InvalidInputException(field, "a cost may not be negative, got '" + text + "'");
    }
    if (m.twelfths() > 1200) {
      throw new InvalidInputException(field, "a cost above 100 MP makes no sense, got '" + text
          + "'");
    }
    return m.twelfths();
  }
}
