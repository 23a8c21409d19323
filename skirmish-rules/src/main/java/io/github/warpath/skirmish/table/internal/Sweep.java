package io.github.warpath.skirmish.table.internal;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;

/**
 * The exact tests of a round base moving along straight legs: how close it comes to a feature or
 * another base, and over which stretch of its route it overlaps a line feature.
 *
 * <p>These are the checker's measurements; they use exact distances (no polygon approximation
 * of round shapes).
 */
public final class Sweep {
  private Sweep() {}

  /**
   * A feature's core geometry and the half width around it that the feature also covers.
   *
   * @param core the polygon of an area, or the centre line of a line feature
   * @param halfWidth half the width of a line feature, 0 for an area
   */
  public record Body(Geometry core, double halfWidth) {}

  /**
   * A feature's body, cached per table.
   *
   * @param table the table
   * @param f one of its features
   * @return the body
   */
  public static Body body(Table table, Feature f) {
    Map<String, Body> m = table.derived(Sweep.class, t -> {
      Map<String, Body> out = new HashMap<>();
      for (Feature g : t.features()) {
        if (g.shape() instanceof Shape.Area) {
          out.put(g.id(), new Body(Geo.polygon((Shape.Area) g.shape()), 0));
        } else {
          Shape.Line l = (Shape.Line) g.shape();
          out.put(g.id(), new Body(Geo.line(l.points()), l.width() / 2));
        }
      }
      return out;
    });
    return m.get(f.id());
  }

  /**
   * The gap between a base swept from {@code a} to {@code b} and a feature: negative when they
   * overlap, zero when they touch.
   *
   * @param table the table
   * @param f the feature
   * @param a the leg's start (base centre)
   * @param b the leg's end
   * @param radius the base's radius
   * @return the gap in inches
   */
  public static double gap(Table table, Feature f, TablePoint a, TablePoint b, double radius) {
    Body bd = body(table, f);
    Geometry leg = a.equals(b) ? Geo.F.createPoint(Geo.c(a)) : Geo.segment(a, b);
    return leg.distance(bd.core()) - bd.halfWidth() - radius;
  }

  /**
   * The gap between a base swept along a leg and another base standing still.
   *
   * @param a the leg's start
   * @param b the leg's end
   * @param radius the moving base's radius
   * @param other the other base's centre
   * @param otherRadius the other base's radius
   * @return the gap in inches (negative when they overlap)
   */
  public static double gap(TablePoint a, TablePoint b, double radius, TablePoint other,
      double otherRadius) {
    return Geo.pointSegment(other.x(), other.y(), a.x(), a.y(), b.x(), b.y()) - radius
        - otherRadius;
  }

  /**
   * The stretches of a route over which a base overlaps a feature's body, as distances along the
   * route: each entry is {@code {in, out}}, where the base first touches the feature and where it
   * has left it again. Overlapping stretches are merged.
   *
   * @param table the table
   * @param f the feature (a line, or an area measured by its outline)
   * @param path the route's corners, start first
   * @param radius the base's radius
   * @return the stretches in route order
   */
  public static List<double[]> stretches(Table table, Feature f, List<TablePoint> path,
      double radius) {
    Body bd = body(table, f);
    Coordinate[] edge = bd.core().getCoordinates();
    double reach = radius + bd.halfWidth();
    List<double[]> out = new ArrayList<>();
    double offset = 0;
    for (int i = 0; i + 1 < path.size(); i++) {
      TablePoint a = path.get(i);
      TablePoint b = path.get(i + 1);
      double len = a.distanceTo(b);
      for (int e = 0; e + 1 < edge.length; e++) {
        double[] iv = capsule(a, b, len, edge[e], edge[e + 1], reach);
        if (iv != null) {
          out.add(new double[] {offset + iv[0], offset + iv[1]});
        }
      }
      offset += len;
    }
    out.sort(Comparator.comparingDouble(x -> x[0]));
    List<double[]> merged = new ArrayList<>();
    for (double[] iv : out) {
      if (!merged.isEmpty() && iv[0] <= merged.get(merged.size() - 1)[1] + 1e-9) {
        double[] last = merged.get(merged.size() - 1);
        last[1] = Math.max(last[1], iv[1]);
      } else {
        merged.add(iv);
      }
    }
    return merged;
  }

  /** Where along a leg the centre is closer than {@code reach} to a segment: {in, out} or null. */
  private static double[] capsule(TablePoint a, TablePoint b, double len, Coordinate e0,
      Coordinate e1, double reach) {
    if (len == 0) {
      return null;
    }
    double lo = 0;
    double hi = len;
    for (int k = 0; k < 100; k++) {
      double m1 = lo + (hi - lo) / 3;
      double m2 = hi - (hi - lo) / 3;
      if (dist(a, b, len, m1, e0, e1) <= dist(a, b, len, m2, e0, e1)) {
        hi = m2;
      } else {
        lo = m1;
      }
    }
    double tm = (lo + hi) / 2;
    if (!(dist(a, b, len, tm, e0, e1) < reach)) {
      return null;
    }
    double in = dist(a, b, len, 0, e0, e1) < reach ? 0 : edgeOf(a, b, len, 0, tm, e0, e1, reach);
    double out = dist(a, b, len, len, e0, e1) < reach ? len
        : edgeOf(a, b, len, len, tm, e0, e1, reach);
    return new double[] {in, out};
  }

  private static double edgeOf(TablePoint a, TablePoint b, double len, double outside,
      double inside, Coordinate e0, Coordinate e1, double reach) {
    double o = outside;
    double i = inside;
    for (int k = 0; k < 80; k++) {
      double m = (o + i) / 2;
      if (dist(a, b, len, m, e0, e1) < reach) {
        i = m;
      } else {
        o = m;
      }
    }
    return (o + i) / 2;
  }

  private static double dist(TablePoint a, TablePoint b, double len, double t, Coordinate e0,
      Coordinate e1) {
    double x = a.x() + (b.x() - a.x()) * t / len;
    double y = a.y() + (b.y() - a.y()) * t / len;
    return Geo.pointSegment(x, y, e0.x, e0.y, e1.x, e1.y);
  }

  /**
   * The point at a distance along a route.
   *
   * @param path the corners, start first
   * @param distance how far along
   * @return the point (the end if the route is shorter)
   */
  public static TablePoint along(List<TablePoint> path, double distance) {
    double left = distance;
    for (int i = 0; i + 1 < path.size(); i++) {
      double len = path.get(i).distanceTo(path.get(i + 1));
      if (left <= len) {
        return path.get(i).toward(path.get(i + 1), left);
      }
      left -= len;
    }
    return path.get(path.size() - 1);
  }

  /**
   * A route's length.
   *
   * @param path the corners
   * @return inches
   */
  public static double length(List<TablePoint> path) {
    double s = 0;
    for (int i = 0; i + 1 < path.size(); i++) {
      s += path.get(i).distanceTo(path.get(i + 1));
    }
    return s;
  }
}
