package io.github.warpath.skirmish.table;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import java.util.List;
import java.util.Objects;

/**
 * One legal move on a table that comes close to an order the checker refused: the order to give
 * instead, where its first model ends, the route that model takes and what the checker charges.
 *
 * @param kind what it is
 * @param order the order to give instead: same units, mode and options; the checker judges it
 *     legal, spending {@code cost}
 * @param points the first model's route, its start first and {@code end} last
 * @param cost what the checker charges for the move (points of one inch, as in its verdicts)
 * @param distance inches from {@code end} to the first model's ordered destination
 * @param summary the alternative in words, e.g. {@code "stop 2.5\" into step 2 of 3, at (12,
 *     14): 6\" of 6\""}
 */
public record TableAlternative(Kind kind, MoveOrder order, List<TablePoint> points, Mp cost,
    double distance, String summary) {

  /** The kinds of alternative, in the order they are offered. */
  public enum Kind {
    /** The farthest point along the ordered route where the move may stop. */
    FARTHEST_ALONG_ROUTE("farthest-point"),
    /** The point nearest the destination that the first model can reach, by its own route. */
    NEAREST_POINT("nearest-point");

    private final String id;

    Kind(String id) {
      this.id = id;
    }

    /**
     * The kind as written in JSON.
     *
     * @return e.g. {@code farthest-point}
     */
    public String id() {
      return id;
    }
  }

  /**
   * Creates an alternative.
   *
   * @param kind what it is
   * @param order the order to give instead
   * @param points the first model's route, at least its start
   * @param cost what the checker charges
   * @param distance inches left to the destination
   * @param summary the words
   */
  public TableAlternative {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(order, "order");
    points = List.copyOf(points);
    if (points.isEmpty()) {
      throw new IllegalArgumentException("a route has at least its start");
    }
    Objects.requireNonNull(cost, "cost");
    Objects.requireNonNull(summary, "summary");
  }

  /**
   * Where the first model ends.
   *
   * @return the last point of its route
   */
  public TablePoint end() {
    return points.get(points.size() - 1);
  }

  @Override
  public String toString() {
    return kind.id() + ": " + summary;
  }
}
