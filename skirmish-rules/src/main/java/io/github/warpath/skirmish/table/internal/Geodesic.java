package io.github.warpath.skirmish.table.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.locationtech.jts.algorithm.Orientation;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Shortest routes and reach regions of a point (a base's centre) among polygonal obstacles that
 * were grown by the base's radius.
 *
 * <p>The search runs over a reduced visibility graph: its nodes are the convex corners of the
 * obstacles (the only places where a shortest route bends), and an edge joins two nodes that see
 * each other and whose line touches both obstacles on one side only (a tangent). A segment is
 * clear when it does not enter the obstacles shrunk by half the tolerance, so routes may run
 * along an obstacle's boundary. Dijkstra settles nodes up to a distance limit.
 *
 * <p>The reach region is the union, over the start and every settled node, of the part of the
 * disc of the remaining distance that the node sees: the disc without the shadows the obstacles
 * cast from that node. Discs are circumscribed polygons, so the region never misses a point
 * inside the exact distance; near obstacles it follows their grown outlines.
 *
 * <p>Instances are immutable after construction and safe to share.
 */
public final class Geodesic {
  private final Envelope bounds;
  private final Geometry obstacles;
  private final PreparedGeometry blocked;
  private final double eps;
  private final int n;
  private final double[] nx;
  private final double[] ny;
  private final double[] ax;
  private final double[] ay;
  private final double[] bx;
  private final double[] by;
  private final int[] nodePoly;
  private final List<double[]> polyRings = new ArrayList<>();
  private final List<int[]> polyRingStarts = new ArrayList<>();
  private final List<Envelope> polyEnv = new ArrayList<>();
  private final List<Boolean> polyConvex = new ArrayList<>();

  /** The result of a search. */
  public static final class Search {
    /** Distance per node; index {@code n} is the start, {@code n + 1} the target. */
    public final double[] dist;
    /** Predecessor per node, -1 for none. */
    public final int[] prev;
    /** Whether the node was settled. */
    public final boolean[] done;

    Search(int size) {
      dist = new double[size];
      prev = new int[size];
      done = new boolean[size];
      Arrays.fill(dist, Double.POSITIVE_INFINITY);
      Arrays.fill(prev, -1);
    }
  }

  /**
   * Prepares the search.
   *
   * @param bounds where a centre may stand (nodes outside are dropped)
   * @param obstacles polygonal obstacles, already grown by the base's radius; may be empty
   * @param eps the distance tolerance
   */
  public Geodesic(Envelope bounds, Geometry obstacles, double eps) {
    this.bounds = bounds;
    this.eps = eps;
    Geometry obs = obstacles.isEmpty() ? obstacles : Geo.union(List.of(obstacles));
    this.obstacles = obs;
    Geometry shrunk = obs.isEmpty() ? obs : obs.buffer(-eps / 2, Geo.QS);
    this.blocked = PreparedGeometryFactory.prepare(shrunk);
    List<double[]> nodes = new ArrayList<>();
    List<Integer> owners = new ArrayList<>();
    for (int k = 0; k < obs.getNumGeometries(); k++) {
      Geometry g = obs.getGeometryN(k);
      if (!(g instanceof Polygon) || g.isEmpty()) {
        continue;
      }
      Polygon poly = (Polygon) g;
      int pi = polyRings.size();
      List<Coordinate[]> rings = new ArrayList<>();
      rings.add(orient(poly.getExteriorRing(), true));
      for (int h = 0; h < poly.getNumInteriorRing(); h++) {
        rings.add(orient(poly.getInteriorRingN(h), false));
      }
      int total = 0;
      for (Coordinate[] r : rings) {
        total += r.length - 1;
      }
      double[] flat = new double[total * 2];
      int[] starts = new int[rings.size() + 1];
      int at = 0;
      boolean convex = rings.size() == 1;
      for (int ri = 0; ri < rings.size(); ri++) {
        Coordinate[] r = rings.get(ri);
        int m = r.length - 1;
        starts[ri] = at;
        for (int i = 0; i < m; i++) {
          Coordinate a = r[(i + m - 1) % m];
          Coordinate u = r[i];
          Coordinate b = r[(i + 1) % m];
          flat[2 * (at + i)] = u.x;
          flat[2 * (at + i) + 1] = u.y;
          double cross = (u.x - a.x) * (b.y - u.y) - (u.y - a.y) * (b.x - u.x);
          if (cross > 1e-12) {
            if (u.x >= bounds.getMinX() - 1e-9 && u.x <= bounds.getMaxX() + 1e-9
                && u.y >= bounds.getMinY() - 1e-9 && u.y <= bounds.getMaxY() + 1e-9) {
              nodes.add(new double[] {u.x, u.y, a.x, a.y, b.x, b.y});
              owners.add(pi);
            }
          } else if (cross < -1e-12) {
            convex = false;
          }
        }
        at += m;
      }
      starts[rings.size()] = at;
      polyRings.add(flat);
      polyRingStarts.add(starts);
      polyEnv.add(poly.getEnvelopeInternal());
      polyConvex.add(convex);
    }
    n = nodes.size();
    nx = new double[n];
    ny = new double[n];
    ax = new double[n];
    ay = new double[n];
    bx = new double[n];
    by = new double[n];
    nodePoly = new int[n];
    for (int i = 0; i < n; i++) {
      double[] d = nodes.get(i);
      nx[i] = d[0];
      ny[i] = d[1];
      ax[i] = d[2];
      ay[i] = d[3];
      bx[i] = d[4];
      by[i] = d[5];
      nodePoly[i] = owners.get(i);
    }
  }

  /** Shell counter-clockwise, holes clockwise: the obstacle lies left of every edge. */
  private static Coordinate[] orient(LinearRing ring, boolean shell) {
    Coordinate[] cs = ring.getCoordinates();
    boolean ccw = Orientation.isCCW(cs);
    if (ccw != shell) {
      Coordinate[] r = new Coordinate[cs.length];
      for (int i = 0; i < cs.length; i++) {
        r[i] = cs[cs.length - 1 - i];
      }
      return r;
    }
    return cs;
  }

  /**
   * The grown obstacles.
   *
   * @return the union of the obstacles
   */
  public Geometry obstacles() {
    return obstacles;
  }

  /**
   * Whether a segment stays out of the obstacles' interiors.
   *
   * @param a one end
   * @param b the other
   * @return true if clear
   */
  public boolean clear(Coordinate a, Coordinate b) {
    if (obstacles.isEmpty()) {
      return true;
    }
    return !blocked.intersects(Geo.F.createLineString(new Coordinate[] {a, b}));
  }

  /**
   * Whether a centre may stand at a point: inside the bounds and out of the obstacles.
   *
   * @param p the point
   * @return true if free
   */
  public boolean free(Coordinate p) {
    if (p.x < bounds.getMinX() - 1e-9 || p.x > bounds.getMaxX() + 1e-9
        || p.y < bounds.getMinY() - 1e-9 || p.y > bounds.getMaxY() + 1e-9) {
      return false;
    }
    return obstacles.isEmpty() || !blocked.intersects(Geo.F.createPoint(p));
  }

  private boolean tangent(int i, double px, double py) {
    double ux = px - nx[i];
    double uy = py - ny[i];
    double sa = ux * (ay[i] - ny[i]) - uy * (ax[i] - nx[i]);
    double sb = ux * (by[i] - ny[i]) - uy * (bx[i] - nx[i]);
    double scale = 1e-9 * (Math.abs(ux) + Math.abs(uy) + 1);
    return !(sa > scale && sb < -scale || sa < -scale && sb > scale);
  }

  /**
   * Dijkstra from a start, up to a distance limit, optionally stopping at a target.
   *
   * @param start the start
   * @param limit the largest distance of interest
   * @param target a target, or null
   * @return the search state
   */
  public Search search(Coordinate start, double limit, Coordinate target) {
    int s = n;
    int t = n + 1;
    Search r = new Search(n + 2);
    r.dist[s] = 0;
    double bound = limit + eps;
    while (true) {
      int u = -1;
      double best = Double.POSITIVE_INFINITY;
      for (int i = 0; i < n + 2; i++) {
        if (!r.done[i] && r.dist[i] < best) {
          best = r.dist[i];
          u = i;
        }
      }
      if (u < 0 || best > bound) {
        return r;
      }
      r.done[u] = true;
      if (u == t) {
        return r;
      }
      double ux = u == s ? start.x : nx[u];
      double uy = u == s ? start.y : ny[u];
      Coordinate uc = new Coordinate(ux, uy);
      for (int w = 0; w < n; w++) {
        if (r.done[w]) {
          continue;
        }
        double d = best + Math.hypot(nx[w] - ux, ny[w] - uy);
        if (d >= r.dist[w] - 1e-12 || d > bound) {
          continue;
        }
        if (u != s && !tangent(u, nx[w], ny[w])) {
          continue;
        }
        if (!tangent(w, ux, uy)) {
          continue;
        }
        if (clear(uc, new Coordinate(nx[w], ny[w]))) {
          r.dist[w] = d;
          r.prev[w] = u;
        }
      }
      if (target != null && !r.done[t]) {
        double d = best + Math.hypot(target.x - ux, target.y - uy);
        if (d < r.dist[t] - 1e-12 && d <= bound && clear(uc, target)) {
          r.dist[t] = d;
          r.prev[t] = u;
        }
      }
    }
  }

  /**
   * The shortest route between two points, if there is one within the limit.
   *
   * @param start the start
   * @param target the target
   * @param limit the largest length of interest ({@code +inf} for any)
   * @return the corners of the route from start to target, or an empty list if none
   */
  public List<Coordinate> route(Coordinate start, Coordinate target, double limit) {
    if (!free(target) && start.distance(target) > 0) {
      return List.of();
    }
    Search r = search(start, limit, target);
    int t = n + 1;
    if (!r.done[t] || r.prev[t] < 0) {
      return List.of();
    }
    List<Coordinate> out = new ArrayList<>();
    out.add(target);
    for (int v = r.prev[t]; v >= 0; v = r.prev[v]) {
      out.add(v == n ? start : new Coordinate(nx[v], ny[v]));
    }
    Collections.reverse(out);
    return out;
  }

  /**
   * Every point a centre can reach from the start within a distance.
   *
   * @param start the start
   * @param limit the distance
   * @return the region (may be empty), clipped to the bounds and out of the obstacles
   */
  public Geometry region(Coordinate start, double limit) {
    if (!(limit > 0)) {
      return Geo.F.createPolygon();
    }
    if (!obstacles.isEmpty() && blocked.intersects(Geo.F.createPoint(start))) {
      return Geo.F.createPolygon();
    }
    return regionFrom(start, limit, search(start, limit, null));
  }

  /**
   * The regions for several distances, sharing one search.
   *
   * @param start the start
   * @param limits the distances
   * @return one region per distance, in order
   */
  public List<Geometry> regions(Coordinate start, double[] limits) {
    double max = 0;
    for (double l : limits) {
      max = Math.max(max, l);
    }
    List<Geometry> out = new ArrayList<>();
    boolean inside = !obstacles.isEmpty() && blocked.intersects(Geo.F.createPoint(start));
    Search r = inside || !(max > 0) ? null : search(start, max, null);
    for (double l : limits) {
      out.add(r == null || !(l > 0) ? Geo.F.createPolygon() : regionFrom(start, l, r));
    }
    return out;
  }

  private Geometry regionFrom(Coordinate start, double limit, Search r) {
    List<Geometry> pieces = new ArrayList<>();
    for (int v = 0; v <= n; v++) {
      if (!r.done[v] || !(r.dist[v] < limit)) {
        continue;
      }
      Coordinate c = v == n ? start : new Coordinate(nx[v], ny[v]);
      pieces.add(visibleDisc(c, limit - r.dist[v], v == n ? -1 : nodePoly[v]));
    }
    Geometry g = Geo.union(pieces);
    g = Geo.and(g, Geo.rect(bounds.getMinX(), bounds.getMinY(), bounds.getMaxX(),
        bounds.getMaxY()));
    return Geo.minus(g, obstacles);
  }

  private Geometry visibleDisc(Coordinate v, double rho, int own) {
    Geometry disc = Geo.disc(v, rho, Geo.REGION_QS);
    double reach = rho * Geo.circumscribe(Geo.REGION_QS) + 1e-6;
    double far = 2 * reach + 1;
    List<Geometry> shadows = new ArrayList<>();
    for (int k = 0; k < polyRings.size(); k++) {
      Envelope e = polyEnv.get(k);
      if (e.distance(new Envelope(v)) >= reach) {
        continue;
      }
      double[] flat = polyRings.get(k);
      boolean allEdges = k == own;
      if (polyConvex.get(k) && k != own) {
        Geometry h = hullShadow(v, flat, far);
        if (h != null) {
          shadows.add(h);
          continue;
        }
        allEdges = true;
      }
      int[] starts = polyRingStarts.get(k);
      for (int ri = 0; ri + 1 < starts.length; ri++) {
        int from = starts[ri];
        int m = starts[ri + 1] - from;
        for (int i = 0; i < m; i++) {
          int a = from + i;
          int b = from + (i + 1) % m;
          double x0 = flat[2 * a];
          double y0 = flat[2 * a + 1];
          double x1 = flat[2 * b];
          double y1 = flat[2 * b + 1];
          double cross = (x1 - x0) * (v.y - y0) - (y1 - y0) * (v.x - x0);
          if (!allEdges && cross >= 0) {
            continue;
          }
          if (Geo.pointSegment(v.x, v.y, x0, y0, x1, y1) < 1e-9
              || Geo.pointSegment(v.x, v.y, x0, y0, x1, y1) >= reach) {
            continue;
          }
          Geometry sh = edgeShadow(v, x0, y0, x1, y1, reach, far);
          if (sh != null) {
            shadows.add(sh);
          }
        }
      }
    }
    if (shadows.isEmpty()) {
      return disc;
    }
    return Geo.minus(disc, Geo.union(shadows));
  }

  private static Geometry hullShadow(Coordinate v, double[] flat, double far) {
    int m = flat.length / 2;
    double cx = 0;
    double cy = 0;
    for (int i = 0; i < m; i++) {
      cx += flat[2 * i];
      cy += flat[2 * i + 1];
    }
    cx = cx / m - v.x;
    cy = cy / m - v.y;
    double base = Math.atan2(cy, cx);
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    List<Coordinate> pts = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      double px = flat[2 * i] - v.x;
      double py = flat[2 * i + 1] - v.y;
      double ang = Math.atan2(cx * py - cy * px, cx * px + cy * py);
      lo = Math.min(lo, ang);
      hi = Math.max(hi, ang);
      pts.add(new Coordinate(flat[2 * i], flat[2 * i + 1]));
    }
    if (!(hi - lo < Math.PI - 1e-9)) {
      return null;
    }
    addArc(pts, v, base + lo, base + hi, far);
    Geometry hull = Geo.F.createMultiPointFromCoords(pts.toArray(new Coordinate[0]))
        .convexHull();
    return hull.getDimension() == 2 ? hull : null;
  }

  private static void addArc(List<Coordinate> pts, Coordinate v, double from, double to,
      double far) {
    int steps = (int) Math.ceil(Math.abs(to - from) / (Math.PI / 4)) + 1;
    for (int j = 0; j <= steps; j++) {
      double a = from + (to - from) * j / steps;
      pts.add(new Coordinate(v.x + far * Math.cos(a), v.y + far * Math.sin(a)));
    }
  }

  private static Geometry edgeShadow(Coordinate v, double x0, double y0, double x1, double y1,
      double reach, double far) {
    double dx = x1 - x0;
    double dy = y1 - y0;
    double len2 = dx * dx + dy * dy;
    if (len2 == 0) {
      return null;
    }
    // Points of the edge within `reach` of v: solve |p0 + t d - v|^2 = reach^2.
    double fx = x0 - v.x;
    double fy = y0 - v.y;
    double b = 2 * (fx * dx + fy * dy);
    double c = fx * fx + fy * fy - reach * reach;
    double disc = b * b - 4 * len2 * c;
    if (disc <= 0) {
      return null;
    }
    double sq = Math.sqrt(disc);
    double t0 = Math.max(0, (-b - sq) / (2 * len2));
    double t1 = Math.min(1, (-b + sq) / (2 * len2));
    if (t1 - t0 <= 1e-12) {
      return null;
    }
    double px = x0 + t0 * dx;
    double py = y0 + t0 * dy;
    double qx = x0 + t1 * dx;
    double qy = y0 + t1 * dy;
    double angP = Math.atan2(py - v.y, px - v.x);
    double angQ = Math.atan2(qy - v.y, qx - v.x);
    double delta = angQ - angP;
    while (delta > Math.PI) {
      delta -= 2 * Math.PI;
    }
    while (delta < -Math.PI) {
      delta += 2 * Math.PI;
    }
    if (Math.abs(delta) < 1e-12) {
      return null;
    }
    List<Coordinate> pts = new ArrayList<>();
    pts.add(new Coordinate(px, py));
    pts.add(new Coordinate(qx, qy));
    List<Coordinate> arc = new ArrayList<>();
    addArc(arc, v, angQ, angQ - delta, far);
    pts.addAll(arc);
    pts.add(new Coordinate(px, py));
    Geometry poly = Geo.F.createPolygon(pts.toArray(new Coordinate[0]));
    Geometry g = poly.isValid() ? poly : poly.buffer(0);
    return g.getDimension() == 2 && !g.isEmpty() ? g : null;
  }
}
