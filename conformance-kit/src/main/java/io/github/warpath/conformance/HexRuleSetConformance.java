package io.github.warpath.conformance;

import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.ReusableReach;
import io.github.warpath.rules.SearchBuffers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite of a hex rule set. Extend it in the rule set's tests, give the rule set
 * and a generator of random scenarios, and every invariant the engine promises is checked:
 * <ul>
 *   <li>every position of a range has a route that the checker accepts at the same cost;</li>
 *   <li>a random walk the checker accepts ends in the range, never cheaper than it, and applying
 *       it puts the units at its end;</li>
 *   <li>a legal order split into two orders of one phase (apply the first part, check the rest)
 *       is judged like the whole: same verdict, same end, same points in total;</li>
 *   <li>the alternatives to an illegal order are legal, at the cost they state, and closest
 *       (see {@link AlternativeConformance});</li>
 *   <li>the one-step cost query, moves from another start and the rules of the end of a move
 *       agree with them ({@link HexQueryConformance});</li>
 *   <li>a range the caller keeps ({@link ReusableReach}) holds what the range query returns, and
 *       refuses to be read once its buffers have run another query;</li>
 *   <li>a range over two movement phases holds each phase's range, and its routes are legal
 *       phase by phase;</li>
 *   <li>queries give identical results from many threads at once;</li>
 *   <li>a side's threat map is the union of its units' single ranges.</li>
 * </ul>
 * The random tests run {@link #scenariosPerInput()} scenarios for each of {@link #seeds()}. To
 * fuzz a rule set, call {@link #checkSeed(long)} from a Jazzer {@code @FuzzTest} in its tests:
 * the fuzzer then explores seeds, and the inputs it keeps replay in every normal test run.
 */
public abstract class HexRuleSetConformance {

  /** For subclasses. */
  protected HexRuleSetConformance() {}

  /**
   * The rule set under test.
   *
   * @return the rule set
   */
  protected abstract HexMovementRules rules();

  /**
   * A random scenario: a valid state of this rule set and a query for units of it. Cover the
   * rule set's features (terrain, weather, phases, enemy units, modes).
   *
   * @param rnd the randomness to draw from
   * @return a scenario
   */
  protected abstract Scenario scenario(SplittableRandom rnd);

  /**
   * Scenarios generated from each fuzz input.
   *
   * @return the count, 25 by default
   */
  protected int scenariosPerInput() {
    return 25;
  }

  /**
   * The seeds the normal test run checks.
   *
   * @return seeds; four by default
   */
  protected long[] seeds() {
    return new long[] {1L, 2L, 3L, 20261122L};
  }

  /** Range, path and check agree on random scenarios of every seed. */
  @Test
  public void rangePathAndCheckAgree() {
    for (long seed : seeds()) {
      checkSeed(seed);
    }
  }

  /**
   * Range, path and check agree on the random scenarios of one seed.
   *
   * @param seed the seed (a fuzz input)
   */
  public void checkSeed(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    SearchBuffers buffers = new SearchBuffers();
    for (int i = 0; i < scenariosPerInput(); i++) {
      Scenario s = scenario(rnd);
      List<ReachEntry> entries = Conformance.rangeRoutesAreCheckedAtTheSameCost(rules(), s,
          buffers);
      Conformance.randomWalksAgreeWithTheRange(rules(), s, entries, rnd, 8);
    }
  }

  /**
   * A move split into two orders of one phase is judged like the single move, on random
   * scenarios of every seed: the phase's movement carried by apply is all the next order needs.
   */
  @Test
  public void splitOrdersAreJudgedLikeTheWhole() {
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x5EED5EEDL);
      SearchBuffers buffers = new SearchBuffers();
      for (int i = 0; i < scenariosPerInput(); i++) {
        Scenario s = scenario(rnd);
        List<ReachEntry> entries = rules().reach(s.state(), s.query(), buffers).entries();
        Conformance.splitOrdersAreJudgedLikeTheWhole(rules(), s, List.copyOf(entries), rnd, 4);
      }
    }
  }

  /**
   * Every alternative to a random illegal order is legal at the cost it states, the cheapest
   * route costs what a path query returns, the nearest hex is nearest, and the prefix is the
   * longest legal one: on random walks of up to ten steps over random scenarios of every seed.
   */
  @Test
  public void alternativesOfIllegalOrdersAreLegalAndClosest() {
    int illegal = 0;
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0xA17E4L);
      SearchBuffers buffers = new SearchBuffers();
      for (int i = 0; i < scenariosPerInput(); i++) {
        Scenario s = scenario(rnd);
        illegal += AlternativeConformance.alternativesOfRandomIllegalOrders(rules(), s, rnd, 6,
            buffers);
      }
    }
    if (illegal == 0) {
      throw new AssertionError("no random order was illegal: the property checked nothing");
    }
  }

  /**
   * The one-step cost query, moves from another start and the rules of the end of a move agree
   * with range, path and check, on random scenarios of every seed (see {@link
   * HexQueryConformance}).
   */
  @Test
  public void costStartsElsewhereAndEndOfMoveAgree() {
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0xC057L);
      SearchBuffers buffers = new SearchBuffers();
      for (int i = 0; i < Math.min(6, scenariosPerInput()); i++) {
        Scenario s = scenario(rnd);
        List<ReachEntry> entries = List.copyOf(rules().reach(s.state(), s.query(), buffers)
            .entries());
        HexQueryConformance.costAgreesWithTheRange(rules(), s, entries);
        HexQueryConformance.endOfMoveRulesAgree(rules(), s, entries, rnd, 4);
        HexQueryConformance.startsElsewhereAgree(rules(), s, entries, rnd, 2, buffers);
      }
    }
  }

  /**
   * A range the caller keeps, filled by the range query that takes it, holds what the plain range
   * query returns whichever buffers fill it, and refuses to be read once they have run another
   * query, on random scenarios of every seed (see {@link
   * HexQueryConformance#reusableRangeHoldsTheRange}). One range serves every scenario.
   */
  @Test
  public void aReusableRangeHoldsWhatTheRangeQueryReturns() {
    ReusableReach range = new ReusableReach();
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x4E05EL);
      SearchBuffers one = new SearchBuffers();
      SearchBuffers other = new SearchBuffers();
      for (int i = 0; i < scenariosPerInput(); i++) {
        Scenario s = scenario(rnd);
        HexQueryConformance.reusableRangeHoldsTheRange(rules(), s, range, one, other);
      }
    }
  }

  /**
   * A side's threat map equals the union of its units' single range queries (hexes, per-unit
   * costs, must-stop, zones of control) and does not depend on the thread count, for every side
   * of random scenarios of every seed.
   */
  @Test
  public void threatMapIsTheUnionOfSingleRanges() {
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x7423A7L);
      SearchBuffers buffers = new SearchBuffers();
      for (int i = 0; i < scenariosPerInput(); i++) {
        Scenario s = scenario(rnd);
        ThreatProperties.threatMapIsTheUnionOfSingleRanges(rules(), s, rnd, buffers);
      }
    }
  }

  /**
   * Movement over two phases of the moving side's turn, on random scenarios of every seed: the
   * two-phase range holds each one-phase range, and its routes are legal phase by phase (the
   * first leg applied, the second phase entered, the second leg checked) at the costs given.
   */
  @Test
  public void twoPhaseRangesHoldEachPhaseAndTheirRoutesAreLegalPhaseByPhase() {
    for (long seed : seeds()) {
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x2FA5E5L);
      SearchBuffers buffers = new SearchBuffers();
      for (int i = 0; i < Math.min(8, scenariosPerInput()); i++) {
        // the scenario first: a rule set under test may change with each scenario
        Scenario s = scenario(rnd);
        PhaseConformance.twoPhaseRangeHoldsEachPhaseAndItsRoutesAreLegal(rules(), s, rnd, 6,
            buffers);
      }
    }
  }

  /**
   * Eight threads querying shared states through one rule set instance get what one thread gets:
   * ranges, paths and checks. The threads run for a second, or for the seconds the system
   * property {@value #CONCURRENCY_SECONDS} asks for.
   */
  @Test
  public void resultsAreIdenticalAcrossThreads() {
    SplittableRandom rnd = new SplittableRandom(20261122L);
    List<Scenario> scenarios = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      scenarios.add(scenario(rnd));
    }
    double seconds = Double.parseDouble(System.getProperty(CONCURRENCY_SECONDS, "1"));
    long rounds = Conformance.identicalAcrossThreads(rules(), scenarios, 8, 1,
        Duration.ofMillis((long) (seconds * 1000)));
    if (seconds >= 10) {
      System.out.println(rules().id() + ": " + rounds + " scenario rounds on 8 threads in "
          + seconds + " s, every answer identical to one thread's");
    }
  }

  /** The system property that sets how long the concurrency test runs, in seconds. */
  public static final String CONCURRENCY_SECONDS = "warpath.concurrency.seconds";
}
