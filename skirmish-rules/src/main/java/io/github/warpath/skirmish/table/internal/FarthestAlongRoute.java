package io.github.warpath.skirmish.table.internal;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The farthest point along an ordered table route where the move may stop: the order cut short,
 * whole steps first and then part of the next step, each cut judged by the checker.
 *
 * <p>A cut inside a step moves every model the same share of its own leg, so the formation
 * keeps its shape along the way. The route is sampled from its end back towards its start, at
 * most every {@link #SPACING} inches of the longest leg and at most {@link #MAX_SAMPLES} times;
 * the first legal sample found is then pushed forward by halving the gap to the next sample,
 * which the checker refused, until the gap is at most {@link #PRECISION} inches of the longest
 * leg. Legality need not grow or shrink steadily along a route (a model may not stop on another,
 * but may pass it), so a legal stretch shorter than the spacing can be missed; what is returned
 * is always judged legal, and ends where the unit does stop.
 *
 * <p>The checker measures with the table's tolerance: it takes a move up to {@link
 * Table#TOLERANCE} longer than the allowance or the roll, or that much nearer to what a model
 * may not touch, and a move that halts within that tolerance of its last point as ending there.
 * So the farthest point it takes lies up to that tolerance beyond the true limit, and the stop
 * offered is moved that tolerance back along the route (into the step before, if need be),
 * provided the checker takes it there: it never lies beyond the allowance or the roll, and lies
 * within {@link #PRECISION} of the limit. The distance is measured along the longest leg, which
 * every model's leg equals when the formation keeps its facing.
 */
final class FarthestAlongRoute {
  /** The distance between samples along the longest leg, in inches. */
  static final double SPACING = 0.25;
  /** The most samples taken along one order. */
  static final int MAX_SAMPLES = 120;
  /** How close the halving brings a stop to the farthest one the checker takes, in inches. */
  static final double PRECISION = Table.TOLERANCE / 16;
  private static final int MAX_HALVINGS = 40;

  /** A cut of the order: its first {@code whole} steps, then {@code share} of the next. */
  record Cut(int whole, double share, MoveOrder order, Verdict verdict) {}

  private final MoveOrder order;
  private final List<TablePosition> after;
  private final Function<MoveOrder, Verdict> check;

  /**
   * @param order the order
   * @param start where the moving models start, or null if they are not on the table
   * @param check the checker
   */
  FarthestAlongRoute(MoveOrder order, TablePosition start, Function<MoveOrder, Verdict> check) {
    this.order = order;
    this.check = check;
    this.after = new ArrayList<>();
    after.add(start);
    TablePosition at = start;
    for (Step s : order.steps()) {
      if (s.to() instanceof TablePosition) {
        at = (TablePosition) s.to();
      }
      after.add(at);
    }
  }

  /** The farthest legal cut, or null if no cut that moves is legal. */
  Cut find() {
    int n = order.steps().size();
    List<double[]> samples = new ArrayList<>();
    double total = 0;
    for (int k = 1; k <= n; k++) {
      total += splittable(k) ? longestLeg(k) : 0;
    }
    double spacing = Math.max(SPACING, total / MAX_SAMPLES);
    for (int k = 1; k <= n; k++) {
      if (splittable(k)) {
        int parts = (int) Math.min(MAX_SAMPLES, Math.ceil(longestLeg(k) / spacing));
        for (int j = 1; j < parts; j++) {
          samples.add(new double[] {k - 1, j / (double) parts});
        }
      }
      if (k < n) {
        samples.add(new double[] {k, 0});
      }
    }
    for (int i = samples.size() - 1; i >= 0; i--) {
      Cut c = cut((int) samples.get(i)[0], samples.get(i)[1]);
      if (c != null) {
        return pushForward(c, i + 1 < samples.size() ? samples.get(i + 1) : null);
      }
    }
    return null;
  }

  /**
   * Moves a legal cut towards the refused sample after it: that sample lies in the same step, or
   * is the end of that step (the samples of a step are followed by its end, and the end of a
   * step by the samples of the next), or there is none after the last sample of the order.
   */
  private Cut pushForward(Cut legal, double[] refused) {
    int step = legal.whole();
    double hi = refused != null && (int) refused[0] == step ? refused[1] : 1;
    if (!splittable(step + 1)) {
      return legal;
    }
    Cut best = legal;
    double lo = legal.share();
    double leg = longestLeg(step + 1);
    for (int i = 0; i < MAX_HALVINGS && (hi - lo) * leg > PRECISION; i++) {
      double mid = (lo + hi) / 2;
      Cut c = cut(step, mid);
      if (c != null) {
        best = c;
        lo = mid;
      } else {
        hi = mid;
      }
    }
    Cut back = back(best, Table.TOLERANCE);
    return back != null ? back : best;
  }

  /**
   * The cut {@code inches} back along the route from a cut, measured on the longest leg, if the
   * checker takes it; null if it is refused or would go back past a step that cannot be cut.
   */
  private Cut back(Cut c, double inches) {
    int step = c.whole();
    double into = c.share() * longestLeg(step + 1);
    if (into >= inches) {
      return cut(step, c.share() - inches / longestLeg(step + 1));
    }
    double rest = inches - into;
    if (step == 0 || !splittable(step) || longestLeg(step) <= rest) {
      return null;
    }
    return cut(step - 1, 1 - rest / longestLeg(step));
  }

  /** The order cut after {@code whole} steps and {@code share} of the next, if it is legal. */
  private Cut cut(int whole, double share) {
    List<Step> steps = new ArrayList<>(order.steps().subList(0, whole));
    // a last step that is not a place on the table (a vehicle boarded) is judged by legality alone
    TablePosition end = whole > 0 && order.steps().get(whole - 1).to() instanceof TablePosition
        ? after.get(whole) : null;
    if (share > 0) {
      end = between(after.get(whole), after.get(whole + 1), share);
      steps.add(Step.to(end));
    }
    if (steps.isEmpty()) {
      return null;
    }
    MoveOrder o = MoveOrder.of(order.query(), steps);
    Verdict v = check.apply(o);
    return v.legal() && endsAt(v, end) ? new Cut(whole, share, o, v) : null;
  }

  /**
   * Whether the move judged ends where the cut does: a legal order can halt short of its last
   * point (a rolled distance used up on the way), and a point the unit does not reach is no stop.
   */
  private static boolean endsAt(Verdict v, TablePosition end) {
    if (v.end().isEmpty() || end == null) {
      return v.end().isPresent();
    }
    return !(v.end().get() instanceof TablePosition at)
        || at.model(0).distanceTo(end.model(0)) <= Table.TOLERANCE;
  }

  /** Whether step {@code k} (from 1) can be cut part way: every model has a leg on one floor. */
  private boolean splittable(int k) {
    TablePosition from = after.get(k - 1);
    TablePosition to = after.get(k);
    if (from == null || to == null || from.size() != to.size()
        || !(order.steps().get(k - 1).to() instanceof TablePosition)) {
      return false;
    }
    for (int i = 0; i < from.size(); i++) {
      if (from.model(i).level() != to.model(i).level()) {
        return false;
      }
    }
    return longestLeg(k) > 0;
  }

  private double longestLeg(int k) {
    TablePosition from = after.get(k - 1);
    TablePosition to = after.get(k);
    double longest = 0;
    for (int i = 0; i < from.size(); i++) {
      longest = Math.max(longest, from.model(i).distanceTo(to.model(i)));
    }
    return longest;
  }

  /** Every model the same share of the way along its own leg. */
  private static TablePosition between(TablePosition from, TablePosition to, double share) {
    List<TablePoint> ps = new ArrayList<>(from.size());
    for (int i = 0; i < from.size(); i++) {
      TablePoint a = from.model(i);
      TablePoint b = to.model(i);
      ps.add(a.plus((b.x() - a.x()) * share, (b.y() - a.y()) * share));
    }
    return TablePosition.of(ps);
  }
}
