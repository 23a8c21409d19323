package io.github.warpath.skirmish.fixed;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.prep.PreparedGeometry;

/**
 * Terrain: Impassable, Rough Ground, Obstacles, Buildings, Roads, as the {@link TerrainTable}
 * rates each for the troop type: features a route may not cross, units deployed where they may
 * not move, buildings demolished on the way, and the road's doubled rate for a move that keeps to
 * the road.
 */
final class Terrain {
  private Terrain() {}

  /** Reports a unit that moves out of a feature it is deployed in and may not leave. */
  static void deployed(FixedCheck c) {
    if (c.entering) {
      return;
    }
    List<TablePoint> starts = new ArrayList<>();
    for (List<TablePoint> p : c.paths) {
      starts.add(p.get(0));
    }
    Feature f = c.ctx.deployedIn(starts);
    if (f == null) {
      return;
    }
    for (int i = 0; i < c.paths.size(); i++) {
      if (c.moved(i) > FixedCheck.EPS) {
        c.violations.add(Verdicts.of(c.ctx.rating(f).rule(), c.ctx.troop.id() + " deployed in "
            + f + " (" + TerrainCode.NO_DEPLOYED_ONLY + ") may not move", c.stepOf(0),
            Verdicts.at(i, c.paths.get(i).get(0))));
        return;
      }
    }
  }

  /** Reports the first leg into each feature the troop type may not enter. */
  static void features(FixedCheck c) {
    FixedContext ctx = c.ctx;
    for (Feature f : ctx.table.features()) {
      String why = ctx.forbidden(f);
      boolean demolish = ctx.code(f) == TerrainCode.NO_EXCEPT_DEMOLISH && why == null;
      if (why == null && !demolish) {
        continue;
      }
      search:
      for (int leg = 0; leg + 1 < c.longest(); leg++) {
        for (int i = 0; i < c.paths.size(); i++) {
          List<TablePoint> path = c.paths.get(i);
          if (leg + 1 >= path.size()) {
            continue;
          }
          TablePoint a = path.get(leg);
          TablePoint b = path.get(leg + 1);
          if (a.equals(b) || Sweep.gap(ctx.table, f, a, b, ctx.radius) >= -FixedCheck.EPS) {
            continue;
          }
          if (demolish) {
            c.warnings.add(Verdicts.of(FixedRule.BUILDINGS, ctx.troop.id() + " moves through "
                + f + " and demolishes it (see the building rules)", c.stepOf(leg),
                Verdicts.at(i, b)));
          } else {
            c.violations.add(Verdicts.of(ctx.rating(f).rule(), why, c.stepOf(leg),
                Verdicts.at(i, b)));
          }
          break search;
        }
      }
    }
  }

  /** Whether the move doubles the rate on the road: every leg of every model on the road. */
  static boolean roadMove(FixedCheck c) {
    FixedContext ctx = c.ctx;
    if (!ctx.roadDoubles()) {
      return false;
    }
    PreparedGeometry surface = ctx.roadSurface();
    if (surface == null) {
      return false;
    }
    boolean any = false;
    for (List<TablePoint> path : c.paths) {
      for (int leg = 0; leg + 1 < path.size(); leg++) {
        TablePoint a = path.get(leg);
        TablePoint b = path.get(leg + 1);
        if (a.equals(b)) {
          continue;
        }
        any = true;
        if (!surface.covers(Geo.segment(a, b))) {
          return false;
        }
      }
    }
    return any;
  }
}
