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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Builds the alternatives to an illegal hex order from one search and the checker: the search
 * for the destination gives the cheapest route there or, when it runs out of moves first, the
 * whole range, from which the nearest reachable hex and its route are read (routes the checker
 * accepts at the search's cost); the longest legal prefix is found by checking prefixes from the
 * longest that can be legal down, which is usually the first one checked.
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
   * @param prefixBound the longest prefix that can be legal (steps before the first one the
   *     walk refused; 0 when the move as a whole is forbidden)
   * @param check the checker, judging prefixes of the order
   * @return the alternatives, each judged legal by the checker
   */
  public static Alternatives find(GameState state, MoveOrder order, Verdict verdict,
      Position start, Function<Position, Route> pathTo, Supplier<Reach> range, int prefixBound,
      Function<MoveOrder, Verdict> check) {
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
          cheapest = Optional.of(new Alternative(Kind.CHEAPEST_PATH,
              MoveOrder.of(order.query(), r.toSteps()), r, 0,
              cheapestWords(state, order, verdict, r)));
        }
      } else if (destination.get().hexOrNull() != null) {
        nearest = nearest(state, order, verdict, range.get(), destination.get().hexOrNull());
      }
    }
    Optional<Alternative> prefix = prefix(state, order, verdict, prefixBound, start, check);
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
    String words = "no legal way to " + state.describe(Position.hex(destination))
        + "; nearest reachable: " + state.describe(r.end()) + ", " + bestDistance
        + (bestDistance == 1 ? " hex" : " hexes") + " short, by " + labels(routeLabels(r))
        + ": " + r.cost() + " of " + verdict.allowance();
    return Optional.of(new Alternative(Kind.NEAREST_HEX,
        MoveOrder.of(order.query(), r.toSteps()), r, bestDistance, words));
  }

  /** The longest prefix the checker accepts, from the bound down to one step. */
  private static Optional<Alternative> prefix(GameState state, MoveOrder order, Verdict verdict,
      int bound, Position start, Function<MoveOrder, Verdict> check) {
    int n = order.steps().size();
    Position destination = Alternatives.destinationOf(order).orElse(null);
    for (int k = Math.min(bound, n - 1); k >= 1; k--) {
      MoveOrder o = MoveOrder.of(order.query(), order.steps().subList(0, k));
      Verdict v = check.apply(o);
      if (!v.legal() || v.end().isEmpty()) {
        continue;
      }
      Route r = new Route(start, v.steps(), v.spent(), false);
      Hex end = v.end().get().hexOrNull();
      int distance = end == null || destination == null || destination.hexOrNull() == null ? -1
          : end.distanceTo(destination.hexOrNull());
      String words = "stop after step " + k + " of " + n + ", at "
          + state.describe(v.end().get()) + ": " + v.spent() + " of " + verdict.allowance();
      return Optional.of(new Alternative(Kind.LONGEST_PREFIX, o, r, distance, words));
    }
    return Optional.empty();
  }

  /** "go round by 0504, 1 MP more: 5 MP of 6 MP". */
  private static String cheapestWords(GameState state, MoveOrder order, Verdict verdict,
      Route r) {
    Set<Position> ordered = new HashSet<>();
    for (Step s : order.steps()) {
      if (s.to() != null) {
        ordered.add(s.to());
      }
    }
    Set<Position> routed = new HashSet<>();
    List<String> by = new ArrayList<>();
    for (StepReport s : r.steps()) {
      routed.add(s.position());
      if (!ordered.contains(s.position())) {
        by.add(s.label());
      }
    }
    List<String> skipped = new ArrayList<>();
    for (Step s : order.steps()) {
      if (s.to() != null && !routed.contains(s.to()) && !s.to().equals(r.start())) {
        skipped.add(state.describe(s.to()));
      }
    }
    String way;
    if (!by.isEmpty()) {
      way = "go round by " + labels(by);
    } else if (!skipped.isEmpty()) {
      way = "go straight, leaving out " + labels(skipped);
    } else {
      way = "go through the same hexes";
    }
    String points = "";
    if (verdict.end().isPresent()) {
      Mp diff = r.cost().minus(verdict.spent());
      points = diff.isZero() ? ", the same points"
          : diff.isNegative() ? ", " + diff.times(-1) + " less" : ", " + diff + " more";
    }
    return way + points + ": " + r.cost() + " of " + verdict.allowance();
  }

  private static List<String> routeLabels(Route r) {
    List<String> out = new ArrayList<>(r.steps().size());
    for (StepReport s : r.steps()) {
      out.add(s.label());
    }
    return out;
  }

  /** Up to four labels, then how many more. */
  private static String labels(List<String> labels) {
    if (labels.size() <= LISTED_HEXES) {
      return String.join(", ", labels);
    }
    return String.join(", ", labels.subList(0, LISTED_HEXES)) + " and "
        + (labels.size() - LISTED_HEXES) + " more";
  }
}
