package io.github.warpath.conformance;

import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite of a rule set played on a table, where moves are measured in inches and
 * the queries answer for one model: a reach region and the shortest legal route to a point.
 * Extend it in the rule set's tests, give the rule set, a generator of random scenarios and the
 * few table queries the kit cannot name itself (the table types belong to the rule set's
 * module), and these invariants are checked:
 * <ul>
 *   <li>a route the route query returns is judged legal by the checker, ends at its target,
 *       is charged its length, is no shorter than the straight line and ends inside the reach
 *       region;</li>
 *   <li>a random order the checker accepts ends inside the reach region, and applying it moves
 *       the unit to its end;</li>
 *   <li>the checker never throws on a well-formed order, and names only rules of its own rule
 *       set, each with a reason.</li>
 * </ul>
 * The random tests run {@link #scenariosPerInput()} scenarios for each of {@link #seeds()}; to
 * fuzz, call {@link #checkSeed(long)} from a Jazzer {@code @FuzzTest}.
 */
public abstract class TableRuleSetConformance {

  private int routesFound;
  private int ordersAccepted;

  /** For subclasses. */
  protected TableRuleSetConformance() {}

  /**
   * A route found by the rule set's route query, as the kit needs it.
   *
   * @param steps the route as the steps of an order
   * @param length its length in inches
   * @param straight the straight-line distance from the model's start to the route's end
   */
  public record Measured(List<Step> steps, double length, double straight) {
    /** Copies the steps. */
    public Measured {
      steps = List.copyOf(steps);
    }
  }

  /**
   * The rule set under test.
   *
   * @return the rule set
   */
  protected abstract RuleSet rules();

  /**
   * A random scenario: a valid state of the rule set with one unit of one model to move, and a
   * query for it (with whatever options the rule set's queries need, such as rolled dice).
   *
   * @param rnd the randomness to draw from
   * @return a scenario
   */
  protected abstract Scenario scenario(SplittableRandom rnd);

  /**
   * A random point of the table, usually within a move of the unit.
   *
   * @param s the scenario
   * @param rnd the randomness to draw from
   * @return a position of the moving model at that point
   */
  protected abstract Position randomPoint(Scenario s, SplittableRandom rnd);

  /**
   * The rule set's route query for the moving model to a point.
   *
   * @param s the scenario
   * @param target where to go
   * @return the route found, or empty if the model cannot end there this move
   */
  protected abstract Optional<Measured> route(Scenario s, Position target);

  /**
   * How far a position is outside the rule set's reach region for the moving model.
   *
   * @param s the scenario
   * @param p a position of the moving model
   * @return the distance in inches, 0 inside
   */
  protected abstract double outsideReach(Scenario s, Position p);

  /**
   * The distance between two positions of the moving model.
   *
   * @param a one position
   * @param b the other
   * @return inches
   */
  protected abstract double distance(Position a, Position b);

  /**
   * How far outside the reach region a legal end may lie: the region's drawing accuracy.
   *
   * @return inches, 0.05 by default
   */
  protected double accuracy() {
    return 0.05;
  }

  /**
   * Scenarios generated from each fuzz input.
   *
   * @return the count, 6 by default
   */
  protected int scenariosPerInput() {
    return 6;
  }

  /**
   * The seeds the normal test run checks.
   *
   * @return seeds; three by default
   */
  protected long[] seeds() {
    return new long[] {1L, 2L, 20261125L};
  }

  /**
   * Route, reach region and check agree on random scenarios of every seed; the scenarios must
   * give the properties something to check (some routes found, some orders accepted).
   */
  @Test
  public void routeReachAndCheckAgree() {
    routesFound = 0;
    ordersAccepted = 0;
    for (long seed : seeds()) {
      checkSeed(seed);
    }
    if (routesFound == 0 || ordersAccepted == 0) {
      throw new AssertionError("the random scenarios gave " + routesFound + " routes and "
          + ordersAccepted + " accepted orders: the properties checked nothing");
    }
  }

  /**
   * Route, reach region and check agree on the random scenarios of one seed.
   *
   * @param seed the seed (a fuzz input)
   */
  public void checkSeed(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < scenariosPerInput(); i++) {
      Scenario s = scenario(rnd);
      for (int k = 0; k < 6; k++) {
        routesAreCheckedAtTheirLength(s, randomPoint(s, rnd));
      }
      for (int k = 0; k < 10; k++) {
        List<Step> steps = new ArrayList<>();
        int n = rnd.nextInt(1, 4);
        for (int j = 0; j < n; j++) {
          steps.add(Step.to(randomPoint(s, rnd)));
        }
        legalOrdersEndInTheReach(s, steps);
      }
    }
  }

  private static AssertionError fail(Scenario s, String what) {
    return new AssertionError(what + "\n  in " + s + "\n  " + s.state().units());
  }

  /**
   * A route to a point, if the query finds one, is legal, ends there, costs its length (to the
   * twelfth of an inch that verdicts count in), is no shorter than the straight line and ends
   * inside the reach region.
   *
   * @param s the scenario
   * @param target the point
   */
  protected void routesAreCheckedAtTheirLength(Scenario s, Position target) {
    Optional<Measured> found = route(s, target);
    if (found.isEmpty()) {
      return;
    }
    Measured r = found.get();
    routesFound++;
    if (r.length() < r.straight() - 1e-9) {
      throw fail(s, "a route of " + r.length() + "\" is shorter than the straight line of "
          + r.straight() + "\": " + r.steps());
    }
    Verdict v = rules().check(s.state(), MoveOrder.of(s.query(), r.steps()));
    if (!v.legal()) {
      throw fail(s, "the checker rejects the route to " + target + ": " + r.steps() + "\n" + v);
    }
    Position end = v.end().orElseThrow(() -> fail(s, "a legal verdict without an end"));
    if (distance(end, target) > 1e-6) {
      throw fail(s, "the route to " + target + " ends at " + end + "\n" + v);
    }
    Mp length = Mp.ofTwelfths((int) Math.round(r.length() * 12));
    if (!v.spent().equals(length)) {
      throw fail(s, "the checker charges " + v.spent() + " for a route of " + r.length()
          + "\"\n" + v);
    }
    double outside = outsideReach(s, target);
    if (outside > accuracy()) {
      throw fail(s, "the route ends at " + target + ", " + outside + "\" outside the reach"
          + " region");
    }
  }

  /**
   * An order of random legs: the checker does not throw, names only its own rules with reasons,
   * and if it accepts the order, the end lies inside the reach region and applying the order puts
   * the unit there.
   *
   * @param s the scenario
   * @param steps the legs
   */
  protected void legalOrdersEndInTheReach(Scenario s, List<Step> steps) {
    GameState state = s.state();
    MoveOrder order = MoveOrder.of(s.query(), steps);
    Verdict v = rules().check(state, order);
    for (Violation x : v.violations()) {
      if (!x.rule().ruleSet().equals(rules().id()) || x.reason().isBlank()) {
        throw fail(s, "a violation of another rule set or without a reason: " + x);
      }
    }
    if (!v.legal()) {
      return;
    }
    ordersAccepted++;
    Position end = v.end().orElseThrow(() -> fail(s, "a legal verdict without an end"));
    double outside = outsideReach(s, end);
    if (outside > accuracy()) {
      throw fail(s, "the checker accepts " + steps + ", which ends " + outside + "\" outside the"
          + " reach region\n" + v);
    }
    MoveOutcome out = rules().apply(state, order);
    GameState after = out.state().orElseThrow(() -> fail(s, "apply refuses a legal order "
        + steps + "\n" + out.verdict()));
    String id = s.query().units().get(0);
    if (after.hasUnit(id) && distance(after.unit(id).position(), end) > 1e-6) {
      throw fail(s, "after apply, " + id + " is at " + after.unit(id).position() + ", not at "
          + end);
    }
  }
}
