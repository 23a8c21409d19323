package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import java.util.List;
import java.util.Optional;

/**
 * Overrun, going on: a stack whose overrun succeeds may keep moving with the points it has left,
 * in the same order. The search cannot price what comes after an overrun (the overrun units lose
 * their zones of control, which changes the map the search was compiled for), so such an order is
 * judged in parts: the steps up to the overrun are applied, and the rest is judged from the state
 * after, as the next order of the same phase would be. The parts are then joined into one
 * verdict, numbered and totalled as one order.
 */
public final class OverrunContinuation {
  private OverrunContinuation() {}

  /**
   * Where a normal-movement order must be cut: after its first successful overrun that is not
   * its last step.
   *
   * @param order the order
   * @param mode the order's mode id
   * @return the number of steps of the first part, or 0 if the order needs no cut
   */
  public static int cut(MoveOrder order, String mode) {
    if (!mode.equals(EfsVocabulary.NORMAL)) {
      return 0;
    }
    List<Step> steps = order.steps();
    for (int i = 0; i < steps.size() - 1; i++) {
      if (EfsVocabulary.OVERRUN_SUCCESS.equals(steps.get(i).action())) {
        return i + 1;
      }
    }
    return 0;
  }

  /**
   * The first part of an order.
   *
   * @param order the order
   * @param k the number of steps in it
   * @return the order of the first {@code k} steps
   */
  public static MoveOrder head(MoveOrder order, int k) {
    return MoveOrder.of(order.query(), order.steps().subList(0, k));
  }

  /**
   * The rest of an order, for the units where the first part left them.
   *
   * @param order the order
   * @param k the number of steps in the first part
   * @return the order of the remaining steps
   */
  public static MoveOrder tail(MoveOrder order, int k) {
    MoveQuery q = MoveQuery.builder().from(order.query()).start(Optional.empty()).build();
    return MoveOrder.of(q, order.steps().subList(k, order.steps().size()));
  }

  /**
   * Joins the outcomes of the two parts into the outcome of the whole order: the rest's steps,
   * violations and warnings renumbered after the first part's, points added up, the first
   * part's allowance, the rest's end and state.
   *
   * @param first the legal outcome of the first part
   * @param rest the outcome of the rest, judged from the state after the first
   * @param k the number of steps of the first part
   * @return the outcome of the whole order
   */
  public static MoveOutcome join(MoveOutcome first, MoveOutcome rest, int k) {
    Verdict a = first.verdict();
    Verdict b = rest.verdict();
    Verdict.Builder v = Verdict.builder().ruleSet(a.ruleSet()).allowance(a.allowance())
        .spent(a.spent().plus(b.spent())).addAllSteps(a.steps()).addAllWarnings(a.warnings())
        .addAllViolations(a.violations());
    for (StepReport s : b.steps()) {
      v.addSteps(new StepReport(s.step() + k, s.position(), s.label(), s.cost(),
          s.spent().plus(a.spent()), s.facing(), s.note()));
    }
    for (Violation x : b.violations()) {
      v.addViolations(shifted(x, k));
    }
    for (Violation x : b.warnings()) {
      v.addWarnings(shifted(x, k));
    }
    b.end().ifPresent(v::end);
    return new MoveOutcome(v.build(), rest.state());
  }

  /** A violation of the rest, numbered in the whole order (one that forbids the rest as a whole
   * belongs to its first step). */
  private static Violation shifted(Violation x, int k) {
    return x.withStep(x.step().isPresent() ? Math.max(1, x.step().getAsInt()) + k : k + 1);
  }
}
