package io.github.warpath.skirmish.table.internal;

import java.util.Arrays;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.util.GeometryFixer;

/**
 * The part of a disc that a point at its centre sees past a set of blocking edges, computed by
 * one turn round the centre: the edges are clipped to the disc's polygon, every end of an edge
 * and every corner of the disc marks an angle, and between two neighbouring angles the nearest
 * edge along the ray (or else the disc's rim) bounds what is seen. The answer is the polygon
 * through those bounds, so its size grows with the edges near the centre, not with the
 * obstacles as a whole.
 *
 * <p>The disc is the circumscribed polygon with {@link Geo#REGION_QS} segments per quarter
 * circle, as {@link Geo#disc} draws it.
 */
final class VisibleDisc {
  private static final int SIDES = 4 * Geo.REGION_QS;
  private static final double STEP = 2 * Math.PI / SIDES;

  private VisibleDisc() {}

  /**
   * The visible part of a disc.
   *
   * @param v the centre
   * @param rho the radius of the exact disc
   * @param edges blocking edges as {@code x0, y0, x1, y1} quadruples
   * @param count how many edges
   * @return the polygon (the whole disc when nothing blocks)
   */
  static Geometry of(Coordinate v, double rho, double[] edges, int count) {
    double rim = rho * Geo.circumscribe(Geo.REGION_QS);
    // Clip every edge to the disc's polygon (each side a half-plane at distance rho).
    double[] seg = new double[4 * count];
    int m = 0;
    for (int i = 0; i < count; i++) {
      double px = edges[4 * i] - v.x;
      double py = edges[4 * i + 1] - v.y;
      double ex = edges[4 * i + 2] - v.x - px;
      double ey = edges[4 * i + 3] - v.y - py;
      double t0 = 0;
      double t1 = 1;
      for (int k = 0; k < SIDES && t0 < t1; k++) {
        double a = -Math.PI + (k + 0.5) * STEP;
        double nx = Math.cos(a);
        double ny = Math.sin(a);
        double num = rho - (px * nx + py * ny);
        double den = ex * nx + ey * ny;
        if (den == 0) {
          if (num < 0) {
            t1 = -1;
          }
        } else if (den > 0) {
          t1 = Math.min(t1, num / den);
        } else {
          t0 = Math.max(t0, num / den);
        }
      }
      if (t1 - t0 > 1e-12) {
        seg[4 * m] = px + t0 * ex;
        seg[4 * m + 1] = py + t0 * ey;
        seg[4 * m + 2] = px + t1 * ex;
        seg[4 * m + 3] = py + t1 * ey;
        m++;
      }
    }
    if (m == 0) {
      return Geo.disc(v, rho, Geo.REGION_QS);
    }
    // Nearest first, so a ray's search stops at the first edge that cannot be nearer.
    Integer[] order = new Integer[m];
    double[] near = new double[m];
    for (int i = 0; i < m; i++) {
      order[i] = i;
      near[i] = Geo.pointSegment(0, 0, seg[4 * i], seg[4 * i + 1], seg[4 * i + 2],
          seg[4 * i + 3]);
    }
    Arrays.sort(order, (a, b) -> Double.compare(near[a], near[b]));
    double[] angles = new double[SIDES + 1 + 2 * m];
    for (int k = 0; k <= SIDES; k++) {
      angles[k] = -Math.PI + k * STEP;
    }
    for (int i = 0; i < m; i++) {
      angles[SIDES + 1 + 2 * i] = Math.atan2(seg[4 * i + 1], seg[4 * i]);
      angles[SIDES + 2 + 2 * i] = Math.atan2(seg[4 * i + 3], seg[4 * i + 2]);
    }
    Arrays.sort(angles);
    Ring ring = new Ring(v, 2 * angles.length);
    for (int i = 0; i + 1 < angles.length; i++) {
      double from = angles[i];
      double to = angles[i + 1];
      if (!(to - from > 1e-12)) {
        continue;
      }
      double mid = (from + to) / 2;
      double dx = Math.cos(mid);
      double dy = Math.sin(mid);
      int side = Math.min(SIDES - 1, (int) Math.floor((mid + Math.PI) / STEP));
      double best = rho / Math.cos(mid - (-Math.PI + (side + 0.5) * STEP));
      int hit = -1;
      for (int j = 0; j < m; j++) {
        int s = order[j];
        if (near[s] >= best) {
          break;
        }
        double t = along(dx, dy, seg, s);
        if (t < best) {
          best = t;
          hit = s;
        }
      }
      for (double a : new double[] {from, to}) {
        double r = hit < 0 ? rho / Math.cos(a - (-Math.PI + (side + 0.5) * STEP))
            : onLine(Math.cos(a), Math.sin(a), seg, hit, rim);
        ring.add(r * Math.cos(a), r * Math.sin(a));
      }
    }
    Polygon p = ring.polygon();
    return p.isValid() ? p : GeometryFixer.fix(p);
  }

  /** Distance along the unit ray (dx, dy) from the origin to segment s, or +inf if it misses. */
  private static double along(double dx, double dy, double[] seg, int s) {
    double px = seg[4 * s];
    double py = seg[4 * s + 1];
    double ex = seg[4 * s + 2] - px;
    double ey = seg[4 * s + 3] - py;
    double den = dx * ey - dy * ex;
    if (den == 0) {
      return Double.POSITIVE_INFINITY;
    }
    double t = (px * ey - py * ex) / den;
    double u = (px * dy - py * dx) / den;
    return t > 0 && u >= -1e-12 && u <= 1 + 1e-12 ? t : Double.POSITIVE_INFINITY;
  }

  /** Distance along the unit ray (dx, dy) to the line of segment s, kept within [0, cap]. */
  private static double onLine(double dx, double dy, double[] seg, int s, double cap) {
    double px = seg[4 * s];
    double py = seg[4 * s + 1];
    double ex = seg[4 * s + 2] - px;
    double ey = seg[4 * s + 3] - py;
    double den = dx * ey - dy * ex;
    double t = den == 0 ? Math.min(Math.hypot(px, py), Math.hypot(px + ex, py + ey))
        : (px * ey - py * ex) / den;
    return Math.max(0, Math.min(cap, t));
  }

  /** The outline being built, counter-clockwise round the centre, repeated points dropped. */
  private static final class Ring {
    private final Coordinate v;
    private final double[] xy;
    private int size;

    Ring(Coordinate v, int capacity) {
      this.v = v;
      this.xy = new double[2 * capacity + 2];
    }

    void add(double x, double y) {
      if (size > 0 && Math.abs(xy[2 * size - 2] - x) < 1e-12
          && Math.abs(xy[2 * size - 1] - y) < 1e-12) {
        return;
      }
      xy[2 * size] = x;
      xy[2 * size + 1] = y;
      size++;
    }

    Polygon polygon() {
      int n = size;
      if (n > 1 && Math.abs(xy[0] - xy[2 * n - 2]) < 1e-12
          && Math.abs(xy[1] - xy[2 * n - 1]) < 1e-12) {
        n--;
      }
      if (n < 3) {
        return Geo.F.createPolygon();
      }
      Coordinate[] cs = new Coordinate[n + 1];
      for (int i = 0; i < n; i++) {
        cs[i] = new Coordinate(v.x + xy[2 * i], v.y + xy[2 * i + 1]);
      }
      cs[n] = cs[0];
      return Geo.F.createPolygon(cs);
    }
  }
}
