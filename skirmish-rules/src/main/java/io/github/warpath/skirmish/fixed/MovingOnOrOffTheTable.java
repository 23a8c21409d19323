package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.ArrayList;
import java.util.List;

/**
 * Moving On or Off the Table: a unit waiting off the table comes on from one point of the edge,
 * by an Advance or a Run and without assaulting; no unit leaves of its own accord, and one that
 * a rule lets leave goes as soon as a base touches the edge.
 */
final class MovingOnOrOffTheTable {
  private MovingOnOrOffTheTable() {}

  /**
   * Reads the entry step of a unit off the table.
   *
   * @return the start of every model (the entry point), or null if the order does not enter
   */
  static List<TablePoint> enter(FixedCheck c) {
    FixedContext ctx = c.ctx;
    if (c.steps.isEmpty() || !MiniaturesFixedRules.ENTER.equals(c.steps.get(0).action())) {
      c.violations.add(Verdicts.of(FixedRule.MOVING_ON, "a unit waiting off the table comes on"
          + " from a point of the table edge: make the first step an '"
          + MiniaturesFixedRules.ENTER + "' step to that point", 1, null));
      return null;
    }
    TablePosition e = c.position(0);
    if (e.size() != 1) {
      throw new InvalidInputException("steps[0].to", "the entry step gives one point on the"
          + " table edge, got " + e.size());
    }
    TablePoint p = e.model(0);
    if (!ctx.table.onEdge(p)) {
      c.violations.add(Verdicts.of(FixedRule.MOVING_ON, "the entry point is not on the table"
          + " edge", 1, p.toString()));
    }
    if (ctx.assault) {
      c.violations.add(Verdicts.of(FixedRule.MOVING_ON, "a unit moving onto the table may not"
          + " assault in the same turn", 1, p.toString()));
    }
    c.stepPositions.add(e);
    int n = c.steps.size() > 1 ? c.position(1).size() : 1;
    List<TablePoint> starts = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      starts.add(p);
    }
    return starts;
  }

  /** Reports a base that touches the edge, or marks the unit as leaving if it may. */
  static void edges(FixedCheck c) {
    FixedContext ctx = c.ctx;
    for (int i = 0; i < c.paths.size(); i++) {
      List<TablePoint> path = c.paths.get(i);
      // The entry point on the edge is where the move is measured from; a unit that goes no
      // further would end there, on the edge.
      for (int k = c.entering && path.size() > 1 ? 1 : 0; k < path.size(); k++) {
        TablePoint p = path.get(k);
        if (ctx.table.edgeGap(p, ctx.radius) <= FixedCheck.EPS) {
          if (ctx.mayLeave) {
            c.left = true;
          } else {
            c.violations.add(Verdicts.of(FixedRule.MOVING_OFF, "the base touches the table edge:"
                + " units leave the table only where a rule allows it (option "
                + MiniaturesFixedRules.MAY_LEAVE + "=true)", k == 0 ? 1 : c.stepOf(k - 1),
                Verdicts.at(i, p)));
          }
          break;
        }
      }
    }
  }
}
