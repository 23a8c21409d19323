package io.github.warpath.conformance;

import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Conformance checks of the hex queries beyond range, path and check: the one-step {@code cost}
 * query, moves that start elsewhere than where the units stand (a query's {@code start}, the
 * command line's {@code --from}), and the rules a move meets when it is over (apply judges as
 * check does, and a place the range says the move must end at ends it), and the range query that
 * fills a range the caller keeps ({@link ReusableReach}). Plain static methods,
 * run by {@link HexRuleSetConformance} on its random scenarios and usable on hand-made ones.
 */
public final class HexQueryConformance {
  private HexQueryConformance() {}

  private static AssertionError fail(Scenario s, String what) {
    return new AssertionError(what + "\n  in " + s);
  }

  private static Position startOf(Scenario s) {
    return s.query().start().orElse(s.state().unit(s.query().units().get(0)).position());
  }

  /**
   * The cost of one step from the start to each adjacent hex agrees with the range and the
   * checker: a step that {@code cost} accepts reaches a hex of the range no cheaper than the
   * range's cost, and costs what the checker charges for the same step; a hex whose cheapest
   * route is that single step costs exactly the range's cost.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param entries the range of the scenario
   */
  public static void costAgreesWithTheRange(HexMovementRules rules, Scenario s,
      List<ReachEntry> entries) {
    Position from = startOf(s);
    Hex h = from.hexOrNull();
    if (h == null) {
      return;
    }
    Map<Position, ReachEntry> range = new HashMap<>();
    for (ReachEntry e : entries) {
      range.put(e.position(), e);
    }
    GameState state = s.state();
    HexMap map = state.hexMap();
    for (int d = 0; d < 6; d++) {
      Hex n = h.neighbor(HexDirection.of(d));
      if (!map.contains(n)) {
        continue;
      }
      Position to = Position.hex(n);
      Verdict c = rules.cost(state, s.query(), from, to);
      Verdict checked = rules.check(state, MoveOrder.of(s.query().withStart(from),
          List.of(Step.to(to))));
      if (c.legal() != checked.legal() || !c.spent().equals(checked.spent())) {
        throw fail(s, "cost() of " + from + " to " + to + " says " + c + ", the checker "
            + checked);
      }
      ReachEntry e = range.get(to);
      if (c.legal() && (e == null || e.cost().compareTo(c.spent()) > 0)) {
        throw fail(s, "cost() accepts the step to " + to + " at " + c.spent()
            + " but the range has " + e);
      }
      if (e != null) {
        Route r = rules.path(state, s.query(), to).orElseThrow(() -> fail(s, "no path to "
            + to));
        if (r.steps().size() == 1 && (!c.legal() || !c.spent().equals(e.cost()))) {
          throw fail(s, "the cheapest route to " + to + " is the one step, at " + e.cost()
              + ", but cost() says " + c);
        }
      }
    }
  }

  /**
   * A move judged from another start: for a few positions of the range, the query that starts
   * there has a range whose first entry is that position at cost 0, whose routes the checker
   * accepts at their cost, whose one-step costs agree with it, and whose routes apply judges
   * as the checker does and leaves the units where the move ends (see {@link
   * #endOfMoveRulesAgree}); an order without steps from there leaves them at that start.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param entries the range of the scenario
   * @param rnd randomness, to pick the starts
   * @param starts how many other starts to try
   * @param buffers buffers to use
   */
  public static void startsElsewhereAgree(HexMovementRules rules, Scenario s,
      List<ReachEntry> entries, SplittableRandom rnd, int starts, SearchBuffers buffers) {
    List<Position> hexes = new ArrayList<>();
    for (ReachEntry e : entries) {
      if (e.position().hexOrNull() != null) {
        hexes.add(e.position());
      }
    }
    for (int i = 0; i < starts && !hexes.isEmpty(); i++) {
      Position from = hexes.get(rnd.nextInt(hexes.size()));
      MoveQuery q = s.query().withStart(from);
      Scenario moved = new Scenario(s.state(), q);
      List<ReachEntry> there = Conformance.rangeRoutesAreCheckedAtTheSameCost(rules, moved,
          buffers);
      if (!there.get(0).position().equals(from)) {
        throw fail(moved, "the range of a move that starts at " + from + " begins at "
            + there.get(0));
      }
      costAgreesWithTheRange(rules, moved, there);
      endOfMoveRulesAgree(rules, moved, there, rnd, 2);
      MoveOrder stay = MoveOrder.of(q, List.of());
      Verdict checked = rules.check(s.state(), stay);
      MoveOutcome applied = rules.apply(s.state(), stay);
      if (!applied.verdict().equals(checked)) {
        throw fail(moved, "apply judges the order without steps as " + applied.verdict()
            + "; check as " + checked);
      }
      if (checked.legal()) {
        unitsStandWhereTheMoveEnds(moved, applied, from, "the order without steps");
      }
    }
  }

  /**
   * Once applied, every unit of the order still in the state stands where the move ends.
   */
  private static void unitsStandWhereTheMoveEnds(Scenario s, MoveOutcome applied, Position end,
      String what) {
    GameState after = applied.state().orElseThrow(() -> fail(s, "apply gives no state for "
        + what));
    for (String id : s.query().units()) {
      if (after.units().stream().anyMatch(u -> u.id().equals(id))
          && !after.unit(id).position().equals(end)) {
        throw fail(s, what + " is judged to end at " + end + ", but once applied " + id
            + " stands at " + after.unit(id).position());
      }
    }
  }

  /**
   * The rules of the end of a move: for up to {@code count} positions of the range, applying
   * the cheapest route gives the checker's verdict (violations, warnings, points, end) and a
   * state where the units of the order stand at the route's end; where the range says the move must end, one more step to any adjacent hex is
   * refused.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param entries the range of the scenario
   * @param rnd randomness
   * @param count how many positions to try
   */
  public static void endOfMoveRulesAgree(HexMovementRules rules, Scenario s,
      List<ReachEntry> entries, SplittableRandom rnd, int count) {
    GameState state = s.state();
    for (int i = 0; i < count && entries.size() > 1; i++) {
      ReachEntry e = entries.get(rnd.nextInt(1, entries.size()));
      Route r = rules.path(state, s.query(), e.position()).orElseThrow(() -> fail(s,
          "no path to " + e));
      List<Step> steps = r.toSteps();
      MoveOrder order = MoveOrder.of(s.query(), steps);
      Verdict checked = rules.check(state, order);
      MoveOutcome applied = rules.apply(state, order);
      if (!applied.verdict().equals(checked) || applied.state().isEmpty()) {
        throw fail(s, "apply judges the route to " + e.position() + " as " + applied.verdict()
            + (applied.state().isEmpty() ? " and gives no state" : "") + "; check as "
            + checked);
      }
      unitsStandWhereTheMoveEnds(s, applied, e.position(), "the route to " + e.position());
      Hex end = e.position().hexOrNull();
      if (!e.mustStop() || end == null) {
        continue;
      }
      for (int d = 0; d < 6; d++) {
        Hex n = end.neighbor(HexDirection.of(d));
        if (!state.hexMap().contains(n)) {
          continue;
        }
        List<Step> more = new ArrayList<>(steps);
        more.add(Step.to(Position.hex(n)));
        Verdict v = rules.check(state, MoveOrder.of(s.query(), more));
        if (v.legal()) {
          throw fail(s, "the range says the move ends at " + e.position() + ", but the checker"
              + " accepts one more step to " + n + ": " + v);
        }
      }
    }
  }

  /**
   * A range the caller keeps holds what the range query returns, whichever buffers fill it, and
   * reads the buffers of the query that last filled it: filled from {@code one}, it has the plain
   * range's entries, start, allowance, scale, count of transitions and routes; filled again from
   * {@code other}, a query on {@code one} leaves it readable, and a query on {@code other} makes
   * every read of it throw {@link IllegalStateException}.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param range the caller's range, filled by earlier scenarios or not at all
   * @param one buffers to fill it from
   * @param other other buffers
   */
  public static void reusableRangeHoldsTheRange(HexMovementRules rules, Scenario s,
      ReusableReach range, SearchBuffers one, SearchBuffers other) {
    Reach plain = rules.reach(s.state(), s.query(), other);
    List<ReachEntry> entries = List.copyOf(plain.entries());
    if (rules.reach(s.state(), s.query(), one, range) != range) {
      throw fail(s, "the range query did not return the range it was given");
    }
    sameRange(s, plain, range);
    rules.reach(s.state(), s.query(), other, range);
    if (!range.entries().equals(entries)) {
      throw fail(s, "filled again from other buffers, the range holds other entries");
    }
    rules.reach(s.state(), s.query(), one);
    if (range.size() != entries.size()) {
      throw fail(s, "a query on buffers that no longer fill the range changed it");
    }
    rules.reach(s.state(), s.query(), other);
    try {
      range.size();
      throw fail(s, "the range was read after its buffers ran another query");
    } catch (IllegalStateException expected) {
      // what a stale range does
    }
  }

  private static void sameRange(Scenario s, Reach plain, Reach range) {
    if (range.size() != plain.size() || !range.entries().equals(plain.entries())
        || !range.start().equals(plain.start()) || !range.allowance().equals(plain.allowance())
        || range.ticksPerMp() != plain.ticksPerMp()
        || range.edgesScanned() != plain.edgesScanned()) {
      throw fail(s, "the range filled in differs from the range query's: " + range.entries()
          + " from " + range.start() + " against " + plain.entries() + " from " + plain.start());
    }
    for (int i = 0; i < plain.size(); i++) {
      if (range.hexIndex(i) != plain.hexIndex(i) || range.costTicks(i) != plain.costTicks(i)
          || range.indexOf(plain.position(i)) != i
          || i % 7 == 0 && !range.route(i).equals(plain.route(i))) {
        throw fail(s, "entry " + i + " (" + plain.position(i) + ") of the range filled in"
            + " differs from the range query's");
      }
    }
  }
}
