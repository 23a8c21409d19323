package io.github.warpath.conformance;

import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.PhaseLeg;
import io.github.warpath.rules.PhasedEntry;
import io.github.warpath.rules.PhasedReach;
import io.github.warpath.rules.PhasedRoute;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The conformance checks of movement over several phases, as static methods: the range of a
 * sequence holds the range of each of its phases, and every route of it is legal phase by
 * phase (the first leg applied, the next phase entered, the next leg checked).
 */
public final class PhaseConformance {
  private PhaseConformance() {}

  private static AssertionError fail(Scenario s, List<MovementPhase> phases, String what) {
    return new AssertionError(what + "\n  phases " + phases + "\n  in " + s);
  }

  /**
   * Two phases of the moving side's turn: its first two movement phases, or its one phase
   * twice where the rule set has one.
   *
   * @param rules the rule set
   * @param s the scenario
   * @return two phases
   */
  public static List<MovementPhase> twoPhases(HexMovementRules rules, Scenario s) {
    String side = s.state().unit(s.query().units().get(0)).side();
    List<MovementPhase> all = rules.movementPhases(s.state(), side);
    if (all.isEmpty()) {
      throw new AssertionError(rules.id() + " lists no movement phases for side " + side);
    }
    return all.size() >= 2 ? all.subList(0, 2) : List.of(all.get(0), all.get(0));
  }

  /**
   * A two-phase range holds each one-phase range (a unit may stay put in either phase), its
   * first phase is exactly the one-phase range of that phase, and the routes of up to {@code
   * routes} of its positions (the costliest, then random ones) are legal phase by phase at the
   * costs the range gives.
   *
   * @param rules the rule set
   * @param s the scenario
   * @param rnd randomness to pick routes
   * @param routes how many routes to check
   * @param buffers buffers to use
   */
  public static void twoPhaseRangeHoldsEachPhaseAndItsRoutesAreLegal(HexMovementRules rules,
      Scenario s, SplittableRandom rnd, int routes, SearchBuffers buffers) {
    List<MovementPhase> phases = twoPhases(rules, s);
    GameState base = standing(s);
    MoveQuery q = withoutStart(s.query());
    PhasedReach both = rules.reach(s.state(), s.query(), phases, buffers);
    for (int k = 0; k < 2; k++) {
      GameState entered = rules.enterPhase(base, phases.get(k));
      List<ReachEntry> one = rules.reach(entered, q, buffers).entries();
      for (ReachEntry e : one) {
        if (!both.contains(e.position())) {
          throw fail(s, phases, "the one-phase range of phase " + k + " holds " + e
              + ", the two-phase range does not");
        }
      }
      if (k == 0) {
        List<PhasedEntry> first = both.entriesAfter(0);
        if (first.size() != one.size()) {
          throw fail(s, phases, "the first phase of the sequence has " + first.size()
              + " positions, its one-phase range " + one.size());
        }
        for (PhasedEntry p : first) {
          ReachEntry match = one.stream().filter(e -> e.position().equals(p.position()))
              .findFirst().orElseThrow(() -> fail(s, phases, "the first phase holds "
                  + p + ", its one-phase range does not"));
          if (!match.cost().equals(p.costs().get(0))) {
            throw fail(s, phases, "the first phase prices " + p.position() + " at "
                + p.costs().get(0) + ", its one-phase range at " + match.cost());
          }
        }
      }
    }
    List<PhasedEntry> last = new ArrayList<>(both.entries());
    List<PhasedEntry> picked = new ArrayList<>();
    for (int i = last.size() - 1; i >= 0 && picked.size() < (routes + 1) / 2; i--) {
      picked.add(last.get(i));
    }
    while (picked.size() < routes && !last.isEmpty()) {
      picked.add(last.remove(rnd.nextInt(last.size())));
    }
    for (PhasedEntry e : picked) {
      if (e.costs().size() != 2 || e.total().isNegative()) {
        throw fail(s, phases, "bad costs " + e);
      }
      PhasedRoute r = both.route(e.position()).orElseThrow(() -> fail(s, phases,
          "no route to " + e));
      legalPhaseByPhase(rules, s, phases, base, q, e, r);
    }
  }

  private static void legalPhaseByPhase(HexMovementRules rules, Scenario s,
      List<MovementPhase> phases, GameState base, MoveQuery q, PhasedEntry e, PhasedRoute r) {
    if (!r.end().equals(e.position())) {
      throw fail(s, phases, "the route to " + e.position() + " ends at " + r.end() + "\n" + r);
    }
    GameState state = base;
    for (int k = 0; k < r.legs().size(); k++) {
      PhaseLeg leg = r.legs().get(k);
      state = rules.enterPhase(state, phases.get(k));
      MoveOrder order = MoveOrder.of(q, leg.route().toSteps());
      MoveOutcome out = rules.apply(state, order);
      Verdict v = out.verdict();
      if (!v.legal() || out.state().isEmpty()) {
        throw fail(s, phases, "leg " + k + " of the route to " + e.position()
            + " is refused\n" + r + "\n" + v);
      }
      Mp want = e.costs().get(k);
      if (!v.spent().equals(want) || !leg.route().cost().equals(want)) {
        throw fail(s, phases, "leg " + k + " of the route to " + e.position() + " costs "
            + v.spent() + " (route " + leg.route().cost() + "), the range says " + want);
      }
      state = out.state().get();
    }
    Position at = state.unit(q.units().get(0)).position();
    if (!at.equals(e.position())) {
      throw fail(s, phases, "after the route the unit is at " + at + ", not " + e.position());
    }
  }

  /** The scenario's state with the units at the query's start, if it names one. */
  private static GameState standing(Scenario s) {
    GameState g = s.state();
    Optional<Position> start = s.query().start();
    if (start.isPresent()) {
      for (String id : s.query().units()) {
        g = g.withUnit(g.unit(id).withPosition(start.get()));
      }
    }
    return g;
  }

  private static MoveQuery withoutStart(MoveQuery q) {
    return MoveQuery.builder().from(q).start(Optional.empty()).build();
  }
}
