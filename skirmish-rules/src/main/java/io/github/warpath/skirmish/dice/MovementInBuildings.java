package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/**
 * 10.1.4 Movement in Buildings: in and out by doors and windows (never through a wall; the
 * walls are {@link BuildingWalls}), floors as broken ground, a change of floor as a phase of its
 * own with up to 6" on the new floor, and wheeled support weapons kept to the ground floor and
 * to large doors unless the building is damaged.
 */
final class MovementInBuildings {
  private MovementInBuildings() {}

  /** Whether a gun may pass this opening (large doors; any opening of a damaged building). */
  static boolean gunMayPass(Table table, Feature opening) {
    Feature b = table.feature(opening.attribute("building", ""));
    return opening.attribute("type", "").equals("large-door") || b.isTrue("damaged");
  }

  /** Reports a gun crossing an opening it may not pass. */
  static void gunOpening(DiceCheck c, Figure f, Feature ft) {
    c.bad(DiceRule.BUILDINGS, "wheeled support weapons enter a building only by a large"
        + " door, or where it is damaged: '" + ft.attribute("building", "") + "' is"
        + " undamaged and its opening '" + ft.id() + "' is a "
        + ft.attribute("type", "small-door").replace('-', ' '), 1,
        Verdicts.at(f.index, f.last()));
  }

  /** Whether a rolled move keeps to one floor; reports the first change of floor if not. */
  static boolean oneFloor(DiceCheck c, Figure f) {
    int level = f.path.get(0).level();
    for (int k = 1; k < f.path.size(); k++) {
      if (f.path.get(k).level() != level) {
        c.bad(DiceRule.BUILDINGS, "changing floor takes a whole phase (mode change-floor)", k,
            Verdicts.at(f.index, f.path.get(k)));
        return false;
      }
    }
    return true;
  }

  /** A rolled move on an upper floor: inside the building, over broken ground, no guns. */
  static void upperFloor(DiceCheck c, Figure f, int level, boolean gun) {
    Feature b = c.ctx.buildingAt(f.path.get(0));
    if (b == null) {
      throw new InvalidInputException("units." + f.unit.id(), "a figure on floor " + level
          + " must stand inside a building");
    }
    inside(c, f, b);
    c.worst = c.worst.compareTo(TerrainClass.BROKEN) >= 0 ? c.worst : TerrainClass.BROKEN;
    f.grounds.add(new MovementInVaryingTerrain.Entry(0, TerrainClass.BROKEN));
    if (gun) {
      c.bad(DiceRule.BUILDINGS, "wheeled support weapons never go above the ground floor", 1,
          null);
    }
  }

  /** Reports a route that passes through a wall of a building. */
  static void walls(DiceCheck c, Figure f) {
    for (Map.Entry<String, List<LineString>> w : BuildingWalls.of(c.ctx.table).entrySet()) {
      for (LineString piece : w.getValue()) {
        for (int k = 0; k + 1 < f.path.size(); k++) {
          Geometry leg = Geo.segment(f.path.get(k), f.path.get(k + 1));
          if (!f.path.get(k).equals(f.path.get(k + 1))
              && leg.distance(piece) < f.r - DiceCheck.EPS) {
            c.bad(DiceRule.BUILDINGS, "figures enter and leave building '" + w.getKey()
                + "' by its doors and windows, not through a wall", k + 1,
                Verdicts.at(f.index, f.path.get(k + 1)));
          }
        }
      }
    }
  }

  private static void inside(DiceCheck c, Figure f, Feature b) {
    Polygon poly = Geo.polygon((Shape.Area) b.shape());
    for (int k = 0; k + 1 < f.path.size(); k++) {
      Geometry leg = Geo.segment(f.path.get(k), f.path.get(k + 1));
      if (!poly.covers(leg) || leg.distance(poly.getExteriorRing()) < f.r - DiceCheck.EPS) {
        c.bad(DiceRule.BUILDINGS, "figures on an upper floor stay inside building '" + b.id()
            + "'", k + 1, Verdicts.at(f.index, f.path.get(k + 1)));
        return;
      }
    }
  }

  /** Mode {@code change-floor}: one floor up or down, then up to 6" on the new floor. */
  static void changeFloor(DiceCheck c) {
    for (Figure f : c.figures) {
      TablePoint s = f.path.get(0);
      Feature b = c.ctx.buildingAt(s);
      if (b == null) {
        c.bad(DiceRule.BUILDINGS, "only figures inside a building change floor", 1,
            Verdicts.at(f.index, s));
        return;
      }
      if (DiceContext.isGun(f.unit)) {
        c.bad(DiceRule.BUILDINGS, "wheeled support weapons stay on the ground floor", 1, null);
        return;
      }
      int floors = Integer.parseInt(b.attribute("floors", "1"));
      int to = f.last().level();
      for (int k = 1; k < f.path.size(); k++) {
        if (f.path.get(k).level() != to) {
          c.bad(DiceRule.BUILDINGS, "a figure changes floor once and then stays on the new"
              + " floor", k, Verdicts.at(f.index, f.path.get(k)));
          return;
        }
      }
      if (Math.abs(to - s.level()) != 1 || to >= floors) {
        c.bad(DiceRule.BUILDINGS, "a figure goes one floor up or down (building '" + b.id()
            + "' has floors 0 to " + (floors - 1) + ")", 1, Verdicts.at(f.index, f.last()));
        return;
      }
      List<TablePoint> onFloor = new ArrayList<>();
      for (TablePoint p : f.path) {
        onFloor.add(p.atLevel(to));
      }
      Figure g = new Figure(f.unit, f.index, f.r);
      g.path.addAll(onFloor);
      inside(c, g, b);
      RatesOfMovement.throughOthers(c, g, to, null);
      double len = Sweep.length(f.path);
      if (len > DiceContext.FLOOR_MOVE + DiceCheck.EPS) {
        c.add(Verdicts.length(DiceRule.BUILDINGS, "after changing floor a figure moves up to 6\""
            + " on the new floor", 1, Verdicts.at(f.index, f.last()), len,
            DiceContext.FLOOR_MOVE));
      }
      f.end = f.last();
      f.travel = len;
      c.allowance = DiceContext.FLOOR_MOVE;
    }
  }
}
