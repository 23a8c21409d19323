package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.Objects;

/**
 * One legal move offered in place of an illegal order: the order to give, the route it walks as
 * the checker judged it, and what it comes to in words.
 *
 * <p>The {@link #order()} is judged legal by the rule set's check, spending exactly {@link
 * #cost()}.
 *
 * @param kind what the alternative is: the cheapest way to the destination, the nearest reachable
 *     hex, or the part of the order that is legal
 * @param order the order to give instead (same units, mode and options as the illegal one)
 * @param route the steps as walked, with their costs
 * @param distance hex distance from the end of the route to the order's destination; 0 when it
 *     gets there, -1 when either is not a hex
 * @param summary how it differs from the order, in words, with hex labels in the map's own
 *     numbering and points in the rule set's units
 */
public record Alternative(Kind kind, MoveOrder order, Route route, int distance,
    String summary) {

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
   * @param kind the kind
   * @param order the legal order
   * @param route its route
   * @param distance the hex distance left to the destination
   * @param summary the words
   */
  public Alternative {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(route, "route");
    Objects.requireNonNull(summary, "summary");
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
  public String toString() {
    return kind.id() + ": " + summary;
  }
}
