package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The columns of the movement chart: what kind of movement a unit makes. */
public enum MovementClass {
  /** On foot: infantry, and guns manhandled by their crews. */
  FOOT,
  /** Tracked vehicles. */
  TRACKED,
  /** Wheeled vehicles. */
  WHEELED;

  private static final MovementClass[] VALUES = values();

  private final String spelled = name().toLowerCase(Locale.ROOT);

  /**
   * The scenario spelling.
   *
   * @return e.g. {@code tracked}
   */
  public String spelled() {
    return spelled;
  }

  /**
   * The class of a scenario spelling.
   *
   * @param text the spelling
   * @param field the field, for the error
   * @return the class
   * @throws InvalidInputException listing the classes if unknown
   */
  public static MovementClass parse(String text, String field) {
    for (MovementClass c : VALUES) {
      if (c.spelled.equals(text)) {
        return c;
      }
    }
    throw new InvalidInputException(field, "unknown movement class '" + text + "'; known: "
        + String.join(", ", names()));
  }

  /**
   * All spellings.
   *
   * @return the names
   */
  public static List<String> names() {
    List<String> out = new ArrayList<>();
    for (MovementClass c : values()) {
      out.add(c.spelled());
    }
    return out;
  }
}
