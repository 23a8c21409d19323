package io.github.warpath.scenario.table;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.skirmish.table.TablePoint;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/** Numbers of inches and points as scenario files and answers write them. */
final class Inches {
  /** The largest table side and coordinate a scenario may give, in inches. */
  static final double MAX = 100_000;
  /** The highest floor a point may name. */
  static final int MAX_FLOOR = 99;

  private Inches() {}

  /**
   * A number exactly as a double prints it, without trailing zeros: {@code 12}, {@code 13.5},
   * {@code 0.1}. Reading it back gives the same double.
   */
  static JsonValue exact(double d) {
    return JsonValue.ofNumber(new BigDecimal(Double.toString(d + 0.0)).stripTrailingZeros());
  }

  /** A number rounded to a thousandth of an inch (the tables' tolerance), for answers. */
  static JsonValue rounded(double d) {
    return JsonValue.ofNumber(BigDecimal.valueOf(d + 0.0).setScale(3, RoundingMode.HALF_UP)
        .stripTrailingZeros());
  }

  /** A point as {@code [x, y]}, or {@code [x, y, floor]} above the ground. */
  static JsonValue point(TablePoint p, boolean exact) {
    JsonValue x = exact ? exact(p.x()) : rounded(p.x());
    JsonValue y = exact ? exact(p.y()) : rounded(p.y());
    return p.level() == 0 ? JsonValue.ofArray(List.of(x, y))
        : JsonValue.ofArray(List.of(x, y, JsonValue.ofNumber(p.level())));
  }

  /** A number as a player writes it: at most three decimals, no trailing zeros. */
  static String text(double d) {
    return TablePoint.inches(d);
  }

  /**
   * Reads a number of inches written as text on a command line or in a position text.
   *
   * @param at where the text was written, for messages
   * @param text the number
   * @param what what the number is, for messages
   * @param example numbers such as it, for messages
   */
  static double parse(JsonValue at, String text, String what, String example) {
    BigDecimal d;
    try {
      d = new BigDecimal(text.trim());
    } catch (NumberFormatException e) {
      throw at.fail("expected " + what + ", a number such as " + example + ", got '"
          + text.trim() + "'");
    }
    double v = d.doubleValue();
    if (!Double.isFinite(v) || Math.abs(v) > MAX) {
      throw at.fail(what + " must be between -" + (long) MAX + " and " + (long) MAX + ", got "
          + text.trim());
    }
    return v + 0.0;
  }

  /** Reads a JSON number of inches within the bounds every table number keeps. */
  static double read(JsonValue v) {
    double d = v.number();
    if (Math.abs(d) > MAX) {
      throw v.fail("must be between -" + (long) MAX + " and " + (long) MAX + " inches, got "
          + v.scalarText());
    }
    return d;
  }
}
