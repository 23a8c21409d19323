package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The colour code of a counter's movement factor, read from the unit attribute {@code
 * movement-class}. Either the colour or the descriptive alias may be written ({@code red} or
 * {@code motorized}); a unit without the attribute is {@link #WHITE}.
 */
public enum MovementClass {
  /** Unboxed white factor: non-motorized (foot or horse-drawn). */
  WHITE("non-motorized"),
  /** Red box: motorized. */
  RED("motorized"),
  /** Green: super-heavy artillery. */
  GREEN("super-heavy"),
  /** Yellow: motorized and capable of infiltration movement. */
  YELLOW("infiltration"),
  /** Gray: moves by rail movement only. */
  GRAY("rail-only"),
  /** Orange: motorized, but moves only in the Regular Movement phase. */
  ORANGE("motorized-regular"),
  /** Blue: naval movement only. */
  BLUE("naval");

  private final String alias;

  MovementClass(String alias) {
    this.alias = alias;
  }

  /**
   * The colour name.
   *
   * @return e.g. {@code red}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The descriptive alias.
   *
   * @return e.g. {@code motorized}
   */
  public String alias() {
    return alias;
  }

  /**
   * Whether the chart's motorized column applies (red, yellow and orange).
   *
   * @return true for motorized classes
   */
  public boolean motorized() {
    return this == RED || this == YELLOW || this == ORANGE;
  }

  /**
   * Every accepted spelling: colours, then aliases.
   *
   * @return the names
   */
  public static List<String> names() {
    List<String> out = new ArrayList<>();
    for (MovementClass c : values()) {
      out.add(c.id());
    }
    for (MovementClass c : values()) {
      out.add(c.alias);
    }
    return out;
  }

  /**
   * A class by colour or alias.
   *
   * @param name the attribute value
   * @param field the input field, for the error
   * @return the class
   * @throws InvalidInputException listing the names if it is unknown
   */
  public static MovementClass of(String name, String field) {
    for (MovementClass c : values()) {
      if (c.id().equals(name) || c.alias.equals(name)) {
        return c;
      }
    }
    throw new InvalidInputException(field, "unknown movement class '" + name + "'; known: "
        + String.join(", ", names()));
  }
}
