package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import java.util.Locale;

/**
 * A point on the table in inches, on a floor of a building or on the ground.
 *
 * <p>{@code x} runs along the table's width from its left edge, {@code y} along its depth from
 * its near edge. {@code level} is 0 on the ground and 1, 2, ... on the upper floors of a building
 * (used by rule sets with buildings; others keep it 0).
 *
 * @param x inches from the left edge
 * @param y inches from the near edge
 * @param level 0 for the ground, else the floor of a building
 */
public record TablePoint(double x, double y, int level) {

  /**
   * Creates a point.
   *
   * @param x inches from the left edge, finite
   * @param y inches from the near edge, finite
   * @param level the floor, zero or more
   * @throws InvalidInputException if a coordinate is not finite or the level is negative
   */
  public TablePoint {
    if (!Double.isFinite(x) || !Double.isFinite(y)) {
      throw new InvalidInputException("point", "coordinates must be finite numbers of inches, got ("
          + x + ", " + y + ")");
    }
    if (level < 0) {
      throw new InvalidInputException("point.level", "the floor must be 0 (ground) or more, got "
          + level);
    }
  }

  /**
   * A point on the ground.
   *
   * @param x inches from the left edge
   * @param y inches from the near edge
   * @return the point
   */
  public static TablePoint of(double x, double y) {
    return new TablePoint(x, y, 0);
  }

  /**
   * The same spot on another floor.
   *
   * @param floor the floor, 0 for the ground
   * @return the point
   */
  public TablePoint atLevel(int floor) {
    return new TablePoint(x, y, floor);
  }

  /**
   * The straight-line distance on the table (floors are ignored).
   *
   * @param other another point
   * @return inches
   */
  public double distanceTo(TablePoint other) {
    return Math.hypot(other.x - x, other.y - y);
  }

  /**
   * The point a given distance from here towards another, on this point's floor.
   *
   * @param other the point to head for
   * @param inches how far to go; past {@code other} the line is extended
   * @return the point
   */
  public TablePoint toward(TablePoint other, double inches) {
    double d = distanceTo(other);
    if (d == 0) {
      return this;
    }
    return new TablePoint(x + (other.x - x) * inches / d, y + (other.y - y) * inches / d, level);
  }

  /**
   * The same floor, shifted.
   *
   * @param dx inches along the width
   * @param dy inches along the depth
   * @return the shifted point
   */
  public TablePoint plus(double dx, double dy) {
    return new TablePoint(x + dx, y + dy, level);
  }

  /**
   * As a player writes it: {@code (12.5, 3)}, {@code (4, 8) floor 1}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "(" + inches(x) + ", " + inches(y) + ")" + (level == 0 ? "" : " floor " + level);
  }

  /**
   * A number of inches with at most three decimals and no trailing zeros.
   *
   * @param value inches
   * @return e.g. {@code 6}, {@code 6.25}, {@code 0.333}
   */
  public static String inches(double value) {
    String s = String.format(Locale.ROOT, "%.3f", value);
    s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    return s.equals("-0") ? "0" : s;
  }
}
