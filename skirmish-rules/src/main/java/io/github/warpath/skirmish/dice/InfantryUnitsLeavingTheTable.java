package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.List;

/**
 * 10.5 Infantry Units Leaving the Table: no unit leaves of its own accord; a forced move
 * ({@code forced=true}) that takes a figure to the edge loses the whole unit.
 */
final class InfantryUnitsLeavingTheTable {
  private InfantryUnitsLeavingTheTable() {}

  /**
   * Reports routes that touch the edge, and marks a forced move that does as lost. Where a figure
   * stands before it moves (or the vehicle it leaves) is not part of its move: a figure that
   * starts at the edge and moves inward does not leave the table.
   */
  static void edges(DiceCheck c) {
    DiceContext ctx = c.ctx;
    for (Figure f : c.figures) {
      for (int k = 1; k < f.path.size(); k++) {
        TablePoint p = f.path.get(k);
        if (ctx.table.edgeGap(p, f.r) <= DiceCheck.EPS) {
          if (!ctx.forced) {
            c.bad(DiceRule.LEAVING, "no unit leaves the table of its own accord", Math.max(1, k),
                Verdicts.at(f.index, p));
          }
          break;
        }
      }
      if (ctx.forced) {
        List<TablePoint> walked = f.walked();
        for (int k = 1; k < walked.size(); k++) {
          c.lost |= ctx.table.edgeGap(walked.get(k), f.r) <= DiceCheck.EPS;
        }
      }
    }
  }

  /** The warning of a unit forced off the table. */
  static void lostWarning(DiceCheck c, String unitId) {
    c.warnings.add(Verdicts.of(DiceRule.LEAVING, "'" + unitId + "' was forced off the table"
        + " and is lost", 0, null));
  }
}
