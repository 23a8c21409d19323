package io.github.warpath.conformance;

import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The checks of the alternatives to illegal orders, as plain static methods: every alternative
 * is judged legal by the checker at the cost it states; the cheapest route to the destination
 * costs what a path query returns; the nearest hex is at the least hex distance of any
 * reachable hex, and the cheapest of those, and the first of those in the map's order; the
 * prefix is a prefix of the order and no longer prefix is legal; and the answer is the same
 * whatever the buffers ran before it.
 */
public final class AlternativeConformance {
  private AlternativeConformance() {}

  private static AssertionError fail(Scenario s, MoveOrder order, String what) {
    return new AssertionError(what + "\n  order " + order.steps() + "\n  in " + s);
  }

  /**
   * Random walks from the start that the checker refuses, each with its alternatives checked:
   * short ones (one to ten steps) and, every third walk, long ones (eleven to twenty-four steps)
   * that mostly end out of reach, where the nearest hex is read from the whole range.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param rnd randomness
   * @param walks how many random walks to try
   * @param buffers buffers to use
   * @return how many illegal orders were checked
   */
  public static int alternativesOfRandomIllegalOrders(HexMovementRules rules, Scenario s,
      SplittableRandom rnd, int walks, SearchBuffers buffers) {
    GameState state = s.state();
    Position start = s.query().start().orElse(state.unit(s.query().units().get(0)).position());
    if (start.hexOrNull() == null) {
      return 0;
    }
    int illegal = 0;
    for (int w = 0; w < walks; w++) {
      int length = w % 3 == 2 ? rnd.nextInt(11, 25) : rnd.nextInt(1, 11);
      List<Step> steps = Conformance.randomWalk(state.hexMap(), start.hexOrNull(), length, rnd);
      MoveOrder order = MoveOrder.of(s.query(), steps);
      if (!rules.check(state, order, buffers).legal()) {
        alternativesAreLegalAndClosest(rules, s, order, buffers);
        illegal++;
      }
    }
    return illegal;
  }

  /**
   * Checks the alternatives to one illegal order.
   *
   * @param rules the rule set
   * @param s the scenario the order belongs to
   * @param order an order the checker refuses
   * @param buffers buffers to use
   */
  public static void alternativesAreLegalAndClosest(HexMovementRules rules, Scenario s,
      MoveOrder order, SearchBuffers buffers) {
    GameState state = s.state();
    Alternatives alts = rules.alternatives(state, order, buffers);
    if (alts.verdict().legal()) {
      throw fail(s, order, "alternatives() calls an order legal that check() refuses");
    }
    // a search that stops at once leaves the buffers holding the start alone
    rules.path(state, order.query(), alts.verdict().steps().isEmpty() ? order.query().start()
        .orElse(state.unit(order.query().units().get(0)).position())
        : alts.verdict().steps().get(0).position(), buffers);
    Alternatives given = rules.alternatives(state, order, alts.verdict(), buffers);
    if (!given.equals(alts)) {
      throw fail(s, order, "alternatives() with the verdict passed in gives " + given.all()
          + " but without it " + alts.all());
    }
    Alternatives fresh = rules.alternatives(state, order, alts.verdict(), new SearchBuffers());
    if (!fresh.equals(alts)) {
      throw fail(s, order, "alternatives() on fresh buffers gives " + fresh.all()
          + " but on buffers used before " + alts.all());
    }
    for (Alternative a : alts.all()) {
      Verdict v = rules.check(state, a.order(), buffers);
      if (!v.legal()) {
        throw fail(s, order, "the checker refuses the alternative " + a + "\n" + v);
      }
      if (!v.spent().equals(a.cost())) {
        throw fail(s, order, "the alternative " + a + " states " + a.cost()
            + " but the checker prices it at " + v.spent());
      }
      if (!v.end().equals(Optional.of(a.end()))) {
        throw fail(s, order, "the alternative " + a + " ends at " + a.end()
            + " but the checker ends it at " + v.end());
      }
    }
    Position dest = Alternatives.destinationOf(order).orElse(null);
    if (dest == null) {
      return;
    }
    Optional<Route> path = rules.path(state, order.query(), dest, buffers);
    Optional<Route> moving = path.filter(r -> !r.steps().isEmpty());
    if (moving.isPresent() != alts.cheapestPath().isPresent()) {
      throw fail(s, order, "path() gives " + path + " but the cheapest-path alternative is "
          + alts.cheapestPath());
    }
    if (moving.isPresent() && !moving.get().cost().equals(alts.cheapestPath().get().cost())) {
      throw fail(s, order, "path() costs " + moving.get().cost()
          + " but the cheapest-path alternative " + alts.cheapestPath().get().cost());
    }
    if (path.isPresent() && alts.nearest().isPresent()) {
      throw fail(s, order, "a nearest hex is offered though the destination can be reached");
    }
    if (path.isEmpty() && dest.hexOrNull() != null) {
      nearestIsNearest(rules, s, order, alts.nearest(), dest.hexOrNull());
    }
    prefixIsTheLongest(rules, s, order, alts.prefix(), buffers);
  }

  private static void nearestIsNearest(HexMovementRules rules, Scenario s, MoveOrder order,
      Optional<Alternative> nearest, Hex dest) {
    int bestDistance = Integer.MAX_VALUE;
    Mp bestCost = null;
    int bestIndex = Integer.MAX_VALUE;
    for (ReachEntry e : rules.reach(s.state(), order.query()).entries()) {
      Hex h = e.position().hexOrNull();
      if (h == null) {
        continue;
      }
      int d = h.distanceTo(dest);
      int index = s.state().hexMap().index(h);
      if (d < bestDistance || d == bestDistance && (e.cost().compareTo(bestCost) < 0
          || e.cost().equals(bestCost) && index < bestIndex)) {
        bestDistance = d;
        bestCost = e.cost();
        bestIndex = index;
      }
    }
    Position start = s.query().start().orElse(s.state().unit(order.query().units().get(0))
        .position());
    boolean closer = start.hexOrNull() != null && bestDistance < start.hexOrNull()
        .distanceTo(dest);
    if (closer != nearest.isPresent()) {
      throw fail(s, order, "a reachable hex " + bestDistance + " from the destination, "
          + (closer ? "nearer" : "no nearer") + " than the start, but the nearest-hex"
          + " alternative is " + nearest);
    }
    if (nearest.isPresent()) {
      Alternative a = nearest.get();
      int d = a.end().hexOrNull().distanceTo(dest);
      int index = s.state().hexMap().index(a.end().hexOrNull());
      if (d != bestDistance || a.distance() != d || !a.cost().equals(bestCost)
          || index != bestIndex) {
        throw fail(s, order, "the nearest-hex alternative " + a + " is " + d + " hexes away at "
            + a.cost() + " (says " + a.distance() + ", hex number " + index + "); the range's"
            + " nearest is " + bestDistance + " away at " + bestCost + ", hex number "
            + bestIndex);
      }
    }
  }

  private static void prefixIsTheLongest(HexMovementRules rules, Scenario s, MoveOrder order,
      Optional<Alternative> prefix, SearchBuffers buffers) {
    int n = order.steps().size();
    int k = 0;
    if (prefix.isPresent()) {
      List<Step> steps = prefix.get().order().steps();
      k = steps.size();
      if (k < 1 || k >= n || !steps.equals(order.steps().subList(0, k))
          || !prefix.get().order().query().equals(order.query())) {
        throw fail(s, order, "the prefix alternative " + steps + " is not a proper prefix");
      }
    }
    for (int j = k + 1; j < n; j++) {
      MoveOrder longer = MoveOrder.of(order.query(), order.steps().subList(0, j));
      if (rules.check(s.state(), longer, buffers).legal()) {
        throw fail(s, order, "the prefix of " + j + " steps is legal, longer than the "
            + k + " offered");
      }
    }
  }
}
