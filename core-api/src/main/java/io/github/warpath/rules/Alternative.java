package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One legal move offered in place of an illegal order: the order to give, the route it walks as
 * the checker judged it, and what it comes to in words.
 *
 * <p>The {@link #order()} is judged legal by the rule set's check, spending exactly {@link
 * #cost()}.
 *
 * <p>An immutable value: two alternatives are equal when their kind, order, route, distance and
 * summary are. The rule sets' alternatives build the order and word the summary when they are
 * first asked for, so that a caller who only wants the routes and costs does not pay for the
 * text; the answer is the same either way, and an alternative may be shared between threads.
 */
public final class Alternative {
  private final Kind kind;
  private final Route route;
  private final int distance;
  private final Supplier<MoveOrder> orderSource;
  private final Supplier<String> summarySource;
  // built on first use; a race builds an equal value twice, and both are safe to publish (their
  // fields are final)
  private MoveOrder order;
  private String summary;

  /** What an alternative offers. */
  public enum Kind {
    /** The cheapest legal route to the order's destination. */
    CHEAPEST_PATH,
    /** The reachable hex nearest the destination (by hex distance, then cost), by its cheapest
     * route: offered when the destination cannot be reached. */
    NEAREST_HEX,
    /** The longest legal prefix of the order as given. */
    LONGEST_PREFIX;

    /**
     * The name used in JSON and text: {@code cheapest-path}, {@code nearest-hex}, {@code
     * longest-prefix}.
     *
     * @return the name
     */
    public String id() {
      return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * Creates an alternative.
   *
   * @param kind what the alternative is: the cheapest way to the destination, the nearest
   *     reachable hex, or the part of the order that is legal
   * @param order the order to give instead (same units, mode and options as the illegal one)
   * @param route the steps as walked, with their costs
   * @param distance hex distance from the end of the route to the order's destination; 0 when it
   *     gets there, -1 when either is not a hex
   * @param summary how it differs from the order, in words, with hex labels in the map's own
   *     numbering and points in the rule set's units
   */
  public Alternative(Kind kind, MoveOrder order, Route route, int distance, String summary) {
    this(kind, route, distance, null, null);
    this.order = Objects.requireNonNull(order, "order");
    this.summary = Objects.requireNonNull(summary, "summary");
  }

  private Alternative(Kind kind, Route route, int distance, Supplier<MoveOrder> orderSource,
      Supplier<String> summarySource) {
    this.kind = Objects.requireNonNull(kind, "kind");
    this.route = Objects.requireNonNull(route, "route");
    this.distance = distance;
    this.orderSource = orderSource;
    this.summarySource = summarySource;
  }

  /**
   * An alternative whose order and summary are made when first asked for: each supplier is
   * called at most once on one thread (possibly once more if threads ask at the same moment), so
   * it must give the same value every time and read only immutable values.
   *
   * @param kind the kind
   * @param order makes the legal order
   * @param route its route
   * @param distance the hex distance left to the destination
   * @param summary words the summary
   * @return the alternative
   */
  public static Alternative deferred(Kind kind, Supplier<MoveOrder> order, Route route,
      int distance, Supplier<String> summary) {
    return new Alternative(kind, route, distance, Objects.requireNonNull(order, "order"),
        Objects.requireNonNull(summary, "summary"));
  }

  /**
   * What the alternative offers.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The order to give instead: same units, mode and options as the illegal one.
   *
   * @return the legal order
   */
  public MoveOrder order() {
    MoveOrder o = order;
    if (o == null) {
      o = Objects.requireNonNull(orderSource.get(), "order");
      order = o;
    }
    return o;
  }

  /**
   * The steps as walked, with their costs.
   *
   * @return the route
   */
  public Route route() {
    return route;
  }

  /**
   * Hex distance from the end of the route to the order's destination.
   *
   * @return 0 when it gets there, -1 when either is not a hex
   */
  public int distance() {
    return distance;
  }

  /**
   * How it differs from the order, in words, with hex labels in the map's own numbering and
   * points in the rule set's units.
   *
   * @return the summary
   */
  public String summary() {
    String s = summary;
    if (s == null) {
      s = Objects.requireNonNull(summarySource.get(), "summary");
      summary = s;
    }
    return s;
  }

  /**
   * The points the alternative spends.
   *
   * @return the route's cost, the checker's figure
   */
  public Mp cost() {
    return route.cost();
  }

  /**
   * Where the alternative ends.
   *
   * @return the route's end
   */
  public Position end() {
    return route.end();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Alternative a && kind == a.kind && distance == a.distance
        && route.equals(a.route) && order().equals(a.order()) && summary().equals(a.summary());
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, order(), route, distance, summary());
  }

  @Override
  public String toString() {
    return kind.id() + ": " + summary();
  }
}
