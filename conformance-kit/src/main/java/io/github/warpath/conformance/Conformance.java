package io.github.warpath.conformance;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The conformance checks as plain static methods, for use on hand-made scenarios as well as on
 * the random ones of {@link HexRuleSetConformance}. Each throws {@link AssertionError} with a
 * description of the disagreement.
 */
public final class Conformance {
  private Conformance() {}

  /** A state and a query of it: who moves, and how. */
  public record Scenario(GameState state, MoveQuery query) {
    @Override
    public String toString() {
      return "scenario " + query + " in " + state.environment();
    }
  }

  private static AssertionError fail(Scenario s, String what) {
    return new AssertionError(what + "\n  in " + s);
  }

  /**
   * Every reachable position has a route; the route has the range's cost; the checker accepts
   * the route at that cost and ends where the route ends; costs are never negative and the start
   * is entry 0 at cost 0.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param buffers buffers to use
   * @return the range entries, for further checks
   */
  public static List<ReachEntry> rangeRoutesAreCheckedAtTheSameCost(HexMovementRules rules,
      Scenario s, SearchBuffers buffers) {
    List<ReachEntry> entries = rules.reach(s.state(), s.query(), buffers).entries();
    if (entries.isEmpty() || !entries.get(0).cost().isZero()) {
      throw fail(s, "entry 0 must be the start at cost 0, got " + entries);
    }
    for (ReachEntry e : entries) {
      if (e.cost().isNegative()) {
        throw fail(s, "negative cost " + e);
      }
      Route r = rules.path(s.state(), s.query(), e.position(), buffers).orElseThrow(
          () -> fail(s, "the range holds " + e + " but path() finds no route"));
      if (!r.cost().equals(e.cost())) {
        throw fail(s, "range cost " + e.cost() + " but route cost " + r.cost() + " to "
            + e.position() + "\n" + r);
      }
      if (!r.end().equals(e.position())) {
        throw fail(s, "route to " + e.position() + " ends at " + r.end());
      }
      Verdict v = rules.check(s.state(), MoveOrder.of(s.query(), r.toSteps()));
      if (!v.legal()) {
        throw fail(s, "the checker rejects the cheapest route to " + e.position() + "\n" + r
            + "\n" + v);
      }
      if (!v.spent().equals(e.cost())) {
        throw fail(s, "the checker prices the route to " + e.position() + " at " + v.spent()
            + ", the range at " + e.cost());
      }
    }
    return entries;
  }

  /**
   * Random walks over adjacent hexes: the checker never throws, never reports a negative cost,
   * names only rules of this rule set, and a walk it accepts ends inside the range at a cost no
   * cheaper than the range's; applying it moves every unit of the query to the end.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param entries the range of the scenario
   * @param rnd randomness
   * @param walks how many walks
   */
  public static void randomWalksAgreeWithTheRange(HexMovementRules rules, Scenario s,
      List<ReachEntry> entries, SplittableRandom rnd, int walks) {
    Map<Position, Mp> best = new HashMap<>();
    for (ReachEntry e : entries) {
      best.put(e.position(), e.cost());
    }
    GameState state = s.state();
    Position start = s.query().start().orElse(state.unit(s.query().units().get(0)).position());
    if (start.hexOrNull() == null) {
      return;
    }
    HexMap map = state.hexMap();
    for (int w = 0; w < walks; w++) {
      List<Step> steps = randomWalk(map, start.hexOrNull(), rnd.nextInt(1, 7), rnd);
      MoveOrder order = MoveOrder.of(s.query(), steps);
      Verdict v = rules.check(state, order);
      if (v.spent().isNegative()) {
        throw fail(s, "negative cost " + v);
      }
      for (Violation x : v.violations()) {
        if (!x.rule().ruleSet().equals(rules.id())) {
          throw fail(s, "a violation names another rule set: " + x);
        }
        if (x.reason().isBlank()) {
          throw fail(s, "a violation without a reason: " + x);
        }
      }
      if (v.legal()) {
        Position end = v.end().orElseThrow(() -> fail(s, "a legal verdict without an end"));
        Mp cheapest = best.get(end);
        if (cheapest == null) {
          throw fail(s, "a legal walk ends outside the range at " + end + ": " + steps);
        }
        if (cheapest.compareTo(v.spent()) > 0) {
          throw fail(s, "a legal walk to " + end + " costs " + v.spent()
              + ", less than the range's " + cheapest);
        }
        MoveOutcome out = rules.apply(state, order);
        GameState after = out.state().orElseThrow(() -> fail(s, "apply refused a legal move"));
        for (String id : s.query().units()) {
          if (after.hasUnit(id) && !after.unit(id).position().equals(end)) {
            throw fail(s, "after apply, " + id + " is at " + after.unit(id).position()
                + ", not at the end " + end);
          }
        }
      }
    }
  }

  /**
   * A move split into two orders of one phase is judged like the single order: for legal orders
   * (cheapest routes to random positions of the range, and random walks the checker accepts),
   * applying the first {@code k} steps and then checking the rest from the state after gives a
   * legal verdict, the same end, and together the same points as the whole; the range and path
   * of the rest, read from the state after, reach that end no dearer. For a refused random walk,
   * a split before its first refused step is refused too, and for the same rule. The first part
   * must leave every moving unit on the map: end-of-move consequences (such as over-stacking)
   * wait until the move is over.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param entries the range of the scenario
   * @param rnd randomness
   * @param orders how many routes and how many random walks to split
   */
  public static void splitOrdersAreJudgedLikeTheWhole(HexMovementRules rules, Scenario s,
      List<ReachEntry> entries, SplittableRandom rnd, int orders) {
    GameState state = s.state();
    List<List<Step>> candidates = new ArrayList<>();
    for (int i = 0; i < orders && entries.size() > 1; i++) {
      ReachEntry e = entries.get(rnd.nextInt(1, entries.size()));
      rules.path(state, s.query(), e.position()).ifPresent(r -> candidates.add(r.toSteps()));
    }
    Position start = s.query().start().orElse(state.unit(s.query().units().get(0)).position());
    if (start.hexOrNull() != null) {
      HexMap map = state.hexMap();
      for (int w = 0; w < orders; w++) {
        List<Step> steps = randomWalk(map, start.hexOrNull(), rnd.nextInt(2, 7), rnd);
        candidates.add(steps);
      }
    }
    for (List<Step> steps : candidates) {
      if (steps.size() >= 2) {
        splitEverywhere(rules, s, steps);
      }
    }
  }

  /**
   * The first part of a split order as the whole order walked it: where the whole order's
   * report gives a facing that the step left open, the step asks for it, so that the first part
   * ends the way the whole went on (a player who stops halfway has chosen).
   */
  private static List<Step> pinned(List<Step> steps, Verdict whole) {
    List<Step> out = new ArrayList<>(steps.size());
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      HexDirection f = i < whole.steps().size() ? whole.steps().get(i).facing() : null;
      out.add(s.facing() == null && s.action() == null && f != null ? s.facing(f) : s);
    }
    return out;
  }

  private static void splitEverywhere(HexMovementRules rules, Scenario s, List<Step> steps) {
    GameState state = s.state();
    MoveQuery q = s.query();
    Verdict whole = rules.check(state, MoveOrder.of(q, steps));
    int firstRefused = steps.size() + 1;
    for (Violation x : whole.violations()) {
      firstRefused = Math.min(firstRefused, x.step().orElse(0));
    }
    MoveQuery restQuery = MoveQuery.builder().from(q).start(Optional.empty()).build();
    for (int k = 1; k < Math.min(steps.size(), firstRefused); k++) {
      MoveOrder first = MoveOrder.of(q, pinned(steps.subList(0, k), whole));
      MoveOutcome out = rules.apply(state, first);
      if (!out.verdict().legal()) {
        if (whole.legal()) {
          throw fail(s, "the first " + k + " steps of a legal order are refused: " + steps
              + "\n" + out.verdict());
        }
        continue;
      }
      GameState after = out.state().orElseThrow();
      for (String id : q.units()) {
        if (!after.hasUnit(id)) {
          throw fail(s, "the first " + k + " steps of " + steps + " removed the moving unit "
              + id + ", so the rest of the move cannot go on\n  first: " + out.verdict());
        }
      }
      List<Step> rest = steps.subList(k, steps.size());
      Verdict second = rules.check(after, MoveOrder.of(restQuery, rest));
      String where = "split after step " + k + " of " + steps + "\n  whole: " + whole
          + "\n  first: " + out.verdict() + "\n  rest: " + second;
      if (second.legal() != whole.legal()) {
        throw fail(s, "the split order is " + (second.legal() ? "legal" : "illegal")
            + ", the whole " + (whole.legal() ? "legal" : "illegal") + "; " + where);
      }
      if (!whole.legal()) {
        Violation cause = whole.violations().get(0);
        if (second.violations().stream().noneMatch(x -> x.rule().equals(cause.rule()))) {
          throw fail(s, "the split order is refused for other rules than the whole (" + cause
              .rule() + "); " + where);
        }
        continue;
      }
      Mp total = out.verdict().spent().plus(second.spent());
      if (!total.equals(whole.spent())) {
        throw fail(s, "the split order costs " + total + ", the whole " + whole.spent() + "; "
            + where);
      }
      if (!second.end().equals(whole.end())) {
        throw fail(s, "the split order ends at " + second.end() + ", the whole at "
            + whole.end() + "; " + where);
      }
      Position end = whole.end().orElseThrow();
      Optional<Route> route = rules.path(after, restQuery, end);
      if (route.isEmpty() || route.get().cost().compareTo(second.spent()) > 0) {
        throw fail(s, "after the first part, path finds " + route + " to " + end
            + ", though the rest is legal at " + second.spent() + "; " + where);
      }
    }
  }

  /**
   * The same queries from several threads, each with its own buffers, give the same ranges,
   * paths and verdicts as one thread.
   *
   * @param rules the rule set
   * @param scenarios the scenarios
   * @param threads how many threads
   * @param repeats how many times each thread runs every scenario
   */
  public static void identicalAcrossThreads(HexMovementRules rules, List<Scenario> scenarios,
      int threads, int repeats) {
    identicalAcrossThreads(rules, scenarios, threads, repeats, Duration.ZERO);
  }

  /**
   * Many threads query the same states through one rule set instance at once: ranges, paths to
   * positions of the range and to a hex outside it, and the checks of those paths. Every answer
   * must equal the one a single thread computed first. Even threads keep their own {@link
   * SearchBuffers} across queries; odd threads use the overloads that take none. Each thread
   * runs every scenario at least {@code repeats} times and goes on until {@code duration} has
   * passed.
   *
   * @param rules the rule set
   * @param scenarios the scenarios
   * @param threads how many threads
   * @param repeats the fewest rounds over all scenarios per thread
   * @param duration how long the threads keep going after that, at least
   * @return how many scenario rounds the threads ran together
   */
  public static long identicalAcrossThreads(HexMovementRules rules, List<Scenario> scenarios,
      int threads, int repeats, Duration duration) {
    List<Answers> expected = new ArrayList<>();
    SearchBuffers one = new SearchBuffers();
    for (Scenario s : scenarios) {
      expected.add(Answers.of(rules, s, one, Answers.targets(rules, s, one)));
    }
    long deadline = System.nanoTime() + duration.toNanos();
    AtomicLong rounds = new AtomicLong();
    CountDownLatch go = new CountDownLatch(1);
    List<Thread> pool = new ArrayList<>();
    List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
    for (int t = 0; t < threads; t++) {
      final int offset = t;
      Thread th = new Thread(() -> {
        SearchBuffers mine = offset % 2 == 0 ? new SearchBuffers() : null;
        try {
          go.await();
          for (int r = 0; r < repeats || System.nanoTime() < deadline; r++) {
            for (int k = 0; k < scenarios.size() && errors.isEmpty(); k++) {
              int i = (k + offset) % scenarios.size();
              Scenario s = scenarios.get(i);
              Answers want = expected.get(i);
              Answers got = Answers.of(rules, s, mine, want.targets());
              if (!got.equals(want)) {
                throw fail(s, "a thread computed a different answer:\n  " + got
                    + "\n  one thread: " + want);
              }
              rounds.incrementAndGet();
            }
            if (!errors.isEmpty()) {
              return;
            }
          }
        } catch (Throwable e) {
          errors.add(e);
        }
      });
      pool.add(th);
      th.start();
    }
    go.countDown();
    for (Thread th : pool) {
      try {
        th.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
    if (!errors.isEmpty()) {
      AssertionError e = new AssertionError("results differ across threads");
      errors.forEach(e::addSuppressed);
      throw e;
    }
    return rounds.get();
  }

  /** What the queries of one scenario answer: the range, paths to targets, their checks. */
  private record Answers(List<ReachEntry> range, List<Position> targets,
      List<Optional<Route>> paths, List<Verdict> verdicts) {

    /** Up to six positions of the range and one hex of the map outside it, if any. */
    static List<Position> targets(HexMovementRules rules, Scenario s, SearchBuffers buffers) {
      List<ReachEntry> range = rules.reach(s.state(), s.query(), buffers).entries();
      List<Position> out = new ArrayList<>();
      int step = Math.max(1, range.size() / 6);
      for (int i = 0; i < range.size() && out.size() < 6; i += step) {
        out.add(range.get(i).position());
      }
      HexMap map = s.state().hexMap();
      for (int i = 0; i < map.size(); i++) {
        Position p = Position.hex(map.hex(i));
        if (range.stream().noneMatch(e -> e.position().equals(p))) {
          out.add(p);
          break;
        }
      }
      return out;
    }

    static Answers of(HexMovementRules rules, Scenario s, SearchBuffers buffers,
        List<Position> targets) {
      GameState state = s.state();
      MoveQuery q = s.query();
      List<ReachEntry> range = buffers == null ? rules.reach(state, q).entries()
          : rules.reach(state, q, buffers).entries();
      List<Optional<Route>> paths = new ArrayList<>();
      List<Verdict> verdicts = new ArrayList<>();
      for (Position target : targets) {
        Optional<Route> r = buffers == null ? rules.path(state, q, target)
            : rules.path(state, q, target, buffers);
        paths.add(r);
        if (r.isPresent()) {
          verdicts.add(rules.check(state, MoveOrder.of(q, r.get().toSteps())));
        }
      }
      return new Answers(List.copyOf(range), targets, paths, verdicts);
    }
  }

  /** Up to {@code length} steps to random neighbours from a hex, stopping at the map's edge. */
  static List<Step> randomWalk(HexMap map, Hex from, int length, SplittableRandom rnd) {
    List<Step> steps = new ArrayList<>();
    Hex h = from;
    for (int i = 0; i < length; i++) {
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (!map.contains(n)) {
        break;
      }
      steps.add(Step.enter(n));
      h = n;
    }
    return steps;
  }
}
