package io.github.warpath.skirmish.fixed;

import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * Interpenetration of Friendly Units: infantry pass through friendly infantry and artillery
 * only; nothing passes through a vehicle, and vehicles pass through nothing.
 */
final class InterpenetrationOfFriendlyUnits {
  private InterpenetrationOfFriendlyUnits() {}

  /** Whether a unit's models may pass through another unit's models. */
  static boolean mayPass(TroopType mover, Unit unit, TroopType other, Unit them) {
    return mover == TroopType.INFANTRY && them.side().equals(unit.side())
        && (other == TroopType.INFANTRY || other == TroopType.ARTILLERY);
  }

  /** Reports the first route of the unit that passes through each unit it may not pass. */
  static void check(FixedCheck c) {
    FixedContext ctx = c.ctx;
    for (Unit other : ctx.others()) {
      if (ctx.mayPass(other)) {
        continue;
      }
      double ro = ctx.radiusOf(other);
      List<TablePoint> them = ((TablePosition) other.position()).models();
      search:
      for (int i = 0; i < c.paths.size(); i++) {
        List<TablePoint> path = c.paths.get(i);
        for (int leg = 0; leg + 1 < path.size(); leg++) {
          for (TablePoint q : them) {
            if (Sweep.gap(path.get(leg), path.get(leg + 1), ctx.radius, q, ro)
                < -FixedCheck.EPS) {
              c.violations.add(Verdicts.of(FixedRule.INTERPENETRATION, reason(ctx, other),
                  c.stepOf(leg), Verdicts.at(i, path.get(leg + 1))));
              break search;
            }
          }
        }
      }
    }
  }

  private static String reason(FixedContext ctx, Unit other) {
    TroopType o = ctx.troopOf(other);
    String whose = other.side().equals(ctx.unit.side()) ? "friendly" : "enemy";
    if (ctx.troop.vehicle()) {
      return "a vehicle goes round other units: it may not move through " + whose + " "
          + o.id() + " '" + other.id() + "'";
    }
    if (o.vehicle()) {
      return "no unit moves through a vehicle: '" + other.id() + "' is " + whose + " " + o.id();
    }
    if (ctx.troop != TroopType.INFANTRY) {
      return "only infantry move through other units: " + ctx.troop.id() + " may not pass '"
          + other.id() + "'";
    }
    return "infantry pass only through friendly infantry and artillery: '" + other.id()
        + "' is " + whose + " " + o.id();
  }
}
