package io.github.warpath.internal;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternative.Kind;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds the alternatives to an illegal hex order from one search and the checker: the search
 * for the destination gives the cheapest route there or, when it runs out of moves first, the
 * whole range, from which the nearest reachable hex and its route are read (routes the checker
 * accepts at the search's cost); the longest legal prefix is found by checking prefixes from the
 * longest that can be legal down, which is usually the first one checked. The routes are built
 * here; each alternative's order (for the cheapest path and the nearest hex, the route's steps)
 * and its summary are made when first asked for, from these immutable values.
 */
public final class AlternativeFinder {
  private static final int LISTED_HEXES = 4;

  private AlternativeFinder() {}

  /**
   * The alternatives to an order.
   *
   * @param state the state
   * @param order the order
   * @param verdict the checker's verdict on it
   * @param start where the move starts
   * @param pathTo the cheapest legal route to a position, or null if there is none: a search
   *     that stops once it has settled the destination; asked once
   * @param range the whole range of the order's query, asked for only when {@code pathTo} found
   *     no route to a hex (it may be what that search left behind); read before {@code check}
   *     runs
   * @param prefixBound the longest prefix that can be legal, shorter than the order (steps
   *     before the first one the walk refused, at most one fewer than the order has; 0 when the
   *     move as a whole is forbidden)
   * @param legalRoute the checker on prefixes of the order: the route of a prefix as the checker
   *     walks it (its steps and what it spends) if the checker judges it legal, else null; see
   *     {@link #checked}
   * @return the alternatives, each judged legal by the checker
   */
  public static Alternatives find(GameState state, MoveOrder order, Verdict verdict,
      Position start, Function<Position, Route> pathTo, Supplier<Reach> range, int prefixBound,
      Function<MoveOrder, Route> legalRoute) {
    Optional<Position> destination = Alternatives.destinationOf(order);
    if (verdict.legal()) {
      return Alternatives.none(verdict, destination);
    }
    Optional<Alternative> cheapest = Optional.empty();
    Optional<Alternative> nearest = Optional.empty();
    if (destination.isPresent()) {
      Route r = pathTo.apply(destination.get());
      if (r != null) {
        if (!r.steps().isEmpty()) {
          cheapest = Optional.of(Alternative.deferred(Kind.CHEAPEST_PATH,
              () -> MoveOrder.of(order.query(), r.toSteps()), r, 0,
              () -> cheapestWords(state, order, verdict, r)));
        }
      } else if (destination.get().hexOrNull() != null) {
        nearest = nearest(state, order, verdict, range.get(), destination.get().hexOrNull());
      }
    }
    Optional<Alternative> prefix = prefix(state, order, verdict, prefixBound, legalRoute);
    return new Alternatives(verdict, destination, cheapest, nearest, prefix);
  }

  /**
   * The reachable hex nearest the destination, then cheapest, then first in the map's order (so
   * that the answer does not depend on the order the search settled the hexes in).
   */
  private static Optional<Alternative> nearest(GameState state, MoveOrder order,
      Verdict verdict, Reach reach, Hex destination) {
    HexMap map = state.hexMap();
    Position start = reach.start();
    int startDistance = start.hexOrNull() == null ? Integer.MAX_VALUE
        : start.hexOrNull().distanceTo(destination);
    int best = -1;
    int bestDistance = Integer.MAX_VALUE;
    int bestCost = Integer.MAX_VALUE;
    int bestHex = Integer.MAX_VALUE;
    int n = reach.size();
    for (int i = 0; i < n; i++) {
      int hex = reach.hexIndex(i);
      if (hex < 0) {
        continue;
      }
      int d = map.hex(hex).distanceTo(destination);
      int c = reach.costTicks(i);
      if (d < bestDistance || d == bestDistance && (c < bestCost
          || c == bestCost && hex < bestHex)) {
        best = i;
        bestDistance = d;
        bestCost = c;
        bestHex = hex;
      }
    }
    if (best < 0 || bestDistance >= startDistance) {
      return Optional.empty();
    }
    Route r = reach.route(best);
    if (r.steps().isEmpty()) {
      return Optional.empty();
    }
    int distance = bestDistance;
    return Optional.of(Alternative.deferred(Kind.NEAREST_HEX,
        () -> MoveOrder.of(order.query(), r.toSteps()), r, distance,
        () -> "no legal way to " + state.describe(Position.hex(destination))
            + "; nearest reachable: " + state.describe(r.end()) + ", " + distance
            + (distance == 1 ? " hex" : " hexes") + " short, by " + routeLabels(r)
            + ": " + r.cost() + " of " + verdict.allowance()));
  }

  /**
   * The checker on prefixes as a {@code legalRoute} function of {@link #find}: the route of an
   * order the checker judges legal, with the steps of its verdict, starting at {@code start}.
   *
   * @param start where the move starts
   * @param check the checker
   * @return the function
   */
  public static Function<MoveOrder, Route> checked(Position start,
      Function<MoveOrder, Verdict> check) {
    return o -> {
      Verdict v = check.apply(o);
      return v.legal() && v.end().isPresent() ? new Route(start, v.steps(), v.spent(), false)
          : null;
    };
  }

  /** The longest prefix the checker accepts, from the bound (below the order's length) down. */
  private static Optional<Alternative> prefix(GameState state, MoveOrder order, Verdict verdict,
      int bound, Function<MoveOrder, Route> legalRoute) {
    int n = order.steps().size();
    Position destination = Alternatives.destinationOf(order).orElse(null);
    for (int k = bound; k >= 1; k--) {
      MoveOrder o = MoveOrder.of(order.query(), order.steps().subList(0, k));
      Route r = legalRoute.apply(o);
      if (r == null) {
        continue;
      }
      Hex end = r.end().hexOrNull();
      int distance = end == null || destination == null || destination.hexOrNull() == null ? -1
          : end.distanceTo(destination.hexOrNull());
      int steps = k;
      return Optional.of(Alternative.deferred(Kind.LONGEST_PREFIX, () -> o, r, distance,
          () -> "stop after step " + steps + " of " + n + ", at " + state.describe(r.end())
              + ": " + r.cost() + " of " + verdict.allowance()));
    }
    return Optional.empty();
  }

  /** "go round by 0504, 1 MP more: 5 MP of 6 MP". */
  private static String cheapestWords(GameState state, MoveOrder order, Verdict verdict,
      Route r) {
    // orders and routes are short: looking positions up in arrays costs less than hashing
    List<Step> steps = order.steps();
    Position[] ordered = new Position[steps.size()];
    int orderedCount = 0;
    for (int i = 0; i < ordered.length; i++) {
      Position to = steps.get(i).to();
      if (to != null) {
        ordered[orderedCount++] = to;
      }
    }
    List<StepReport> routed = r.steps();
    Position[] route = new Position[routed.size()];
    for (int i = 0; i < route.length; i++) {
      route[i] = routed.get(i).position();
    }
    StringBuilder by = new StringBuilder();
    int byCount = 0;
    for (int i = 0; i < route.length; i++) {
      if (!contains(ordered, orderedCount, route[i])) {
        byCount = addLabel(by, byCount, routed.get(i).label());
      }
    }
    StringBuilder sb = new StringBuilder();
    if (byCount > 0) {
      more(sb.append("go round by ").append(by), byCount);
    } else {
      StringBuilder skipped = new StringBuilder();
      int skippedCount = 0;
      for (int i = 0; i < orderedCount; i++) {
        Position p = ordered[i];
        if (!contains(route, route.length, p) && !p.equals(r.start())) {
          skippedCount = addLabel(skipped, skippedCount, state.describe(p));
        }
      }
      if (skippedCount > 0) {
        more(sb.append("go straight, leaving out ").append(skipped), skippedCount);
      } else {
        sb.append("go through the same hexes");
      }
    }
    if (verdict.end().isPresent()) {
      Mp diff = r.cost().minus(verdict.spent());
      sb.append(diff.isZero() ? ", the same points"
          : diff.isNegative() ? ", " + diff.times(-1) + " less" : ", " + diff + " more");
    }
    return sb.append(": ").append(r.cost()).append(" of ").append(verdict.allowance())
        .toString();
  }

  /** Whether one of the first {@code n} positions is {@code p}. */
  private static boolean contains(Position[] positions, int n, Position p) {
    for (int i = 0; i < n; i++) {
      if (p.equals(positions[i])) {
        return true;
      }
    }
    return false;
  }

  /** The route's hexes: up to four labels, then how many more. */
  private static String routeLabels(Route r) {
    StringBuilder sb = new StringBuilder();
    int count = 0;
    for (StepReport s : r.steps()) {
      count = addLabel(sb, count, s.label());
    }
    return more(sb, count).toString();
  }

  /** Adds the {@code count}-th label to a list of up to four; returns the new count. */
  private static int addLabel(StringBuilder sb, int count, String label) {
    if (count < LISTED_HEXES) {
      sb.append(count == 0 ? "" : ", ").append(label);
    }
    return count + 1;
  }

  /** Ends a list of {@code count} labels with how many more than four were left out. */
  private static StringBuilder more(StringBuilder sb, int count) {
    if (count > LISTED_HEXES) {
      sb.append(" and ").append(count - LISTED_HEXES).append(" more");
    }
    return sb;
  }
}
