package io.github.warpath.skirmish.table;

import io.github.warpath.rules.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A route of one model's base centre across the table: the corners in order, start first, and
 * the length in inches.
 *
 * @param points the corners, start first, end last (at least one)
 * @param length the length in inches
 * @param note what is special about the route, e.g. {@code "along the road, rate doubled"}; may
 *     be empty
 */
public record TableRoute(List<TablePoint> points, double length, String note) {

  /**
   * Creates a route.
   *
   * @param points the corners
   * @param length the length
   * @param note a note, possibly empty
   */
  public TableRoute {
    points = List.copyOf(points);
    if (points.isEmpty()) {
      throw new IllegalArgumentException("a route has at least its start");
    }
    Objects.requireNonNull(note, "note");
  }

  /**
   * Where the route starts.
   *
   * @return the first point
   */
  public TablePoint start() {
    return points.get(0);
  }

  /**
   * Where the route ends.
   *
   * @return the last point
   */
  public TablePoint end() {
    return points.get(points.size() - 1);
  }

  /**
   * The route as the steps of an order for a unit of one model: one step per corner after the
   * start.
   *
   * @return the steps
   */
  public List<Step> toSteps() {
    List<Step> out = new ArrayList<>();
    for (int i = 1; i < points.size(); i++) {
      out.add(Step.to(TablePosition.of(points.get(i))));
    }
    return out;
  }

  @Override
  public String toString() {
    return "route " + TablePoint.inches(length) + "\" " + points
        + (note.isEmpty() ? "" : " (" + note + ")");
  }
}
