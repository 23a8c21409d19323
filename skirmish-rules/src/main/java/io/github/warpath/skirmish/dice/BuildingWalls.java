package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.internal.Geo;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/**
 * The walls of the buildings on a table for 10.1.4 Movement in Buildings: each building's
 * outline without its openings, worked out once per table.
 */
final class BuildingWalls {
  private BuildingWalls() {}

  /** Building walls: outlines without their openings, per building id. */
  static Map<String, List<LineString>> of(Table table) {
    return table.derived(BuildingWalls.class.getName(), BuildingWalls::build);
  }

  private static Map<String, List<LineString>> build(Table t) {
    Map<String, List<LineString>> out = new HashMap<>();
    for (Feature b : t.features()) {
      if (!b.kind().equals("building")) {
        continue;
      }
      Polygon poly = Geo.polygon((Shape.Area) b.shape());
      Coordinate[] ring = poly.getExteriorRing().getCoordinates();
      double[] at = new double[ring.length];
      for (int i = 1; i < ring.length; i++) {
        at[i] = at[i - 1] + ring[i - 1].distance(ring[i]);
      }
      double perimeter = at[ring.length - 1];
      List<double[]> gaps = new ArrayList<>();
      for (Feature o : t.features()) {
        if (o.kind().equals("opening") && o.attribute("building", "").equals(b.id())) {
          List<TablePoint> ps = o.shape().points();
          double a = position(ring, at, ps.get(0));
          double c = position(ring, at, ps.get(ps.size() - 1));
          double lo = Math.min(a, c);
          double hi = Math.max(a, c);
          if (hi - lo > perimeter / 2) {
            gaps.add(new double[] {hi, perimeter});
            gaps.add(new double[] {0, lo});
          } else {
            gaps.add(new double[] {lo, hi});
          }
        }
      }
      gaps.sort((x, y) -> Double.compare(x[0], y[0]));
      List<LineString> pieces = new ArrayList<>();
      double from = 0;
      for (double[] g : gaps) {
        if (g[0] > from + 1e-9) {
          pieces.add(piece(ring, at, from, g[0]));
        }
        from = Math.max(from, g[1]);
      }
      if (perimeter > from + 1e-9) {
        pieces.add(piece(ring, at, from, perimeter));
      }
      out.put(b.id(), pieces);
    }
    return out;
  }

  private static double position(Coordinate[] ring, double[] at, TablePoint p) {
    double best = Double.POSITIVE_INFINITY;
    double pos = 0;
    for (int i = 0; i + 1 < ring.length; i++) {
      Coordinate a = ring[i];
      Coordinate b = ring[i + 1];
      double len = a.distance(b);
      double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x) * (b.x - a.x)
          + (p.y() - a.y) * (b.y - a.y)) / (len * len)));
      double d = Math.hypot(p.x() - (a.x + t * (b.x - a.x)), p.y() - (a.y + t * (b.y - a.y)));
      if (d < best) {
        best = d;
        pos = at[i] + t * len;
      }
    }
    return pos;
  }

  private static LineString piece(Coordinate[] ring, double[] at, double from, double to) {
    List<Coordinate> cs = new ArrayList<>();
    cs.add(pointAt(ring, at, from));
    for (int i = 0; i < ring.length; i++) {
      if (at[i] > from && at[i] < to) {
        cs.add(ring[i]);
      }
    }
    cs.add(pointAt(ring, at, to));
    return Geo.F.createLineString(cs.toArray(new Coordinate[0]));
  }

  private static Coordinate pointAt(Coordinate[] ring, double[] at, double s) {
    for (int i = 0; i + 1 < ring.length; i++) {
      if (s <= at[i + 1] + 1e-12) {
        double len = at[i + 1] - at[i];
        double t = len == 0 ? 0 : (s - at[i]) / len;
        return new Coordinate(ring[i].x + t * (ring[i + 1].x - ring[i].x),
            ring[i].y + t * (ring[i + 1].y - ring[i].y));
      }
    }
    return ring[ring.length - 1];
  }
}
