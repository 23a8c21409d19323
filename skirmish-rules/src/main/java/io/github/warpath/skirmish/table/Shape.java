package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import java.util.List;

/**
 * The outline of a terrain feature: an {@link Area} (a polygon: woods, a building, a marsh) or a
 * {@link Line} (a polyline with a width: a hedge, a wall, a stream, a road).
 */
public sealed interface Shape permits Shape.Area, Shape.Line {

  /**
   * The points that define the shape.
   *
   * @return the outline's corners or the line's points, in order
   */
  List<TablePoint> points();

  /**
   * A polygon given by its corners in order (either direction; the ring closes itself).
   *
   * @param points the corners, at least three
   */
  record Area(List<TablePoint> points) implements Shape {
    /**
     * Creates an area.
     *
     * @param points the corners, at least three
     * @throws InvalidInputException if there are fewer than three
     */
    public Area {
      points = List.copyOf(points);
      if (points.size() < 3) {
        throw new InvalidInputException("outline", "an area needs at least three corners, got "
            + points.size());
      }
    }
  }

  /**
   * A polyline with a width: the feature covers every point within half the width of the line.
   *
   * @param points the points along the line, at least two
   * @param width the width in inches, zero (a fence drawn as a line) or more
   */
  record Line(List<TablePoint> points, double width) implements Shape {
    /**
     * Creates a line.
     *
     * @param points the points, at least two
     * @param width the width, zero or more
     * @throws InvalidInputException if there are fewer than two points or the width is negative
     */
    public Line {
      points = List.copyOf(points);
      if (points.size() < 2) {
        throw new InvalidInputException("path", "a line needs at least two points, got "
            + points.size());
      }
      if (!(width >= 0) || !Double.isFinite(width)) {
        throw new InvalidInputException("width", "a line's width is zero or more inches, got "
            + width);
      }
    }
  }
}
