package io.github.warpath.skirmish.fixed;

import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Advance and Run Moves: how far a model goes (the basic rate on an Advance, double on a Run,
 * every leg of a route counted), the unit's formation after the move (every model within 1" of
 * the rest, bases apart) and its spacing from other units (more than 1").
 */
final class AdvanceAndRunMoves {
  private AdvanceAndRunMoves() {}

  /** Reports each model whose route is longer than the allowance. */
  static void rate(FixedCheck c) {
    FixedContext ctx = c.ctx;
    for (int i = 0; i < c.paths.size(); i++) {
      List<TablePoint> path = c.paths.get(i);
      double total = 0;
      for (int leg = 0; leg + 1 < path.size(); leg++) {
        total += path.get(leg).distanceTo(path.get(leg + 1));
        if (total > c.allowance + FixedCheck.EPS) {
          double whole = c.moved(i);
          c.violations.add(Verdicts.length(FixedRule.RATE, "model " + (i + 1) + " would move "
              + TablePoint.inches(whole) + "\"; " + ctx.modeName() + " of " + ctx.troop.id()
              + " allows " + TablePoint.inches(c.allowance) + "\"" + (c.road ? " along the road"
              : ""), c.stepOf(leg), Verdicts.at(i, path.get(leg + 1)), whole, c.allowance));
          break;
        }
      }
    }
  }

  /** Reports models that would stand on each other or apart from the rest of the unit. */
  static void formation(FixedCheck c) {
    List<TablePoint> ends = c.ends();
    int n = ends.size();
    int last = Math.max(1, c.steps.size());
    double r2 = 2 * c.ctx.radius;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (ends.get(i).distanceTo(ends.get(j)) - r2 < -FixedCheck.EPS) {
          c.violations.add(Verdicts.of(FixedRule.FORMATION, "models " + (i + 1) + " and "
              + (j + 1) + " would stand on each other", last, Verdicts.at(j, ends.get(j))));
        }
      }
    }
    boolean[] in = new boolean[n];
    in[0] = true;
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = 0; i < n; i++) {
        if (in[i]) {
          continue;
        }
        for (int j = 0; j < n; j++) {
          if (in[j] && ends.get(i).distanceTo(ends.get(j)) - r2 <= 1 + FixedCheck.EPS) {
            in[i] = true;
            grew = true;
            break;
          }
        }
      }
    }
    List<String> apart = new ArrayList<>();
    double nearest = Double.POSITIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      if (in[i]) {
        continue;
      }
      apart.add(Integer.toString(i + 1));
      for (int j = 0; j < n; j++) {
        if (in[j]) {
          nearest = Math.min(nearest, ends.get(i).distanceTo(ends.get(j)) - r2);
        }
      }
    }
    if (!apart.isEmpty()) {
      c.violations.add(Verdicts.of(FixedRule.FORMATION, "model" + (apart.size() > 1 ? "s " : " ")
          + String.join(", ", apart) + " would end " + TablePoint.inches(nearest) + "\" from the"
          + " rest of the unit; every model stays within 1\" of its formation", last, null));
    }
  }

  /** Reports the nearest model of the unit within 1" of each other unit it keeps apart from. */
  static void spacing(FixedCheck c) {
    FixedContext ctx = c.ctx;
    List<TablePoint> ends = c.ends();
    int last = Math.max(1, c.steps.size());
    for (Unit other : ctx.others()) {
      if (!ctx.keepsApart(other)) {
        continue;
      }
      double ro = ctx.radiusOf(other);
      double worst = Double.POSITIVE_INFINITY;
      int who = -1;
      for (int i = 0; i < ends.size(); i++) {
        for (TablePoint q : ((TablePosition) other.position()).models()) {
          double gap = ends.get(i).distanceTo(q) - ctx.radius - ro;
          if (gap < worst) {
            worst = gap;
            who = i;
          }
        }
      }
      if (worst <= 1 + FixedCheck.EPS) {
        c.violations.add(Verdicts.of(FixedRule.SPACING, "model " + (who + 1) + " would end "
            + TablePoint.inches(Math.max(0, worst)) + "\" from unit '" + other.id()
            + "'; units stay more than 1\" apart", last, Verdicts.at(who, ends.get(who))));
      }
    }
  }
}
