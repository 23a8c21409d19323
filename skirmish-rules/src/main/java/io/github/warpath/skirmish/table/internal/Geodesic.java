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
import org.locationtech.jts.geom.PrecisionModel;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;
import org.locationtech.jts.index.strtree.STRtree;
import org.locationtech.jts.operation.overlayng.UnaryUnionNG;
import org.locationtech.jts.simplify.TopologyPreservingSimplifier;

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
  /**
   * How far the obstacle outlines a region is drawn round may stray from the true ones, in
   * inches: a tenth of {@code ReachRegion.ACCURACY}.
   */
  static final double SIMPLIFY = 0.005;

  /** The grid the pieces of a region are united on: a millionth of an inch. */
  private static final PrecisionModel GRID = new PrecisionModel(1e6);

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
  /** Every side of every obstacle as x0, y0, x1, y1, the obstacle on its left. */
  private final double[] edges;
  /** The obstacle each side belongs to. */
  private final int[] edgePoly;
  /** The sides by their envelopes. */
  private final STRtree edgeIndex = new STRtree();

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
    List<double[]> sides = new ArrayList<>();
    int polys = 0;
    for (int k = 0; k < obs.getNumGeometries(); k++) {
      Geometry g = obs.getGeometryN(k);
      if (!(g instanceof Polygon) || g.isEmpty()) {
        continue;
      }
      Polygon poly = (Polygon) g;
      int pi = polys++;
      List<Coordinate[]> rings = new ArrayList<>();
      rings.add(orient(poly.getExteriorRing(), true));
      for (int h = 0; h < poly.getNumInteriorRing(); h++) {
        rings.add(orient(poly.getInteriorRingN(h), false));
      }
      for (Coordinate[] r : rings) {
        int m = r.length - 1;
        for (int i = 0; i < m; i++) {
          Coordinate a = r[(i + m - 1) % m];
          Coordinate u = r[i];
          Coordinate b = r[(i + 1) % m];
          sides.add(new double[] {u.x, u.y, b.x, b.y, pi});
          double cross = (u.x - a.x) * (b.y - u.y) - (u.y - a.y) * (b.x - u.x);
          if (cross > 1e-12
              && u.x >= bounds.getMinX() - 1e-9 && u.x <= bounds.getMaxX() + 1e-9
              && u.y >= bounds.getMinY() - 1e-9 && u.y <= bounds.getMaxY() + 1e-9) {
            nodes.add(new double[] {u.x, u.y, a.x, a.y, b.x, b.y});
            owners.add(pi);
          }
        }
      }
    }
    edges = new double[4 * sides.size()];
    edgePoly = new int[sides.size()];
    for (int e = 0; e < sides.size(); e++) {
      double[] d = sides.get(e);
      System.arraycopy(d, 0, edges, 4 * e, 4);
      edgePoly[e] = (int) d[4];
      edgeIndex.insert(new Envelope(d[0], d[2], d[1], d[3]), e);
    }
    edgeIndex.build();
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
  public GeodesicSearch search(Coordinate start, double limit, Coordinate target) {
    int s = n;
    int t = n + 1;
    GeodesicSearch r = new GeodesicSearch(n + 2);
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
    GeodesicSearch r = search(start, limit, target);
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
    Geodesic coarse = coarse(start, limit);
    return coarse.regionFrom(start, limit, coarse.search(start, limit, null), obstacles);
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
    Geodesic coarse = inside || !(max > 0) ? this : coarse(start, max);
    GeodesicSearch r = inside || !(max > 0) ? null : coarse.search(start, max, null);
    for (double l : limits) {
      out.add(r == null || !(l > 0) ? Geo.F.createPolygon()
          : coarse.regionFrom(start, l, r, obstacles));
    }
    return out;
  }

  /**
   * The search a region is drawn with: only the obstacles within reach of the start, their
   * outlines simplified by at most {@link #SIMPLIFY} (so a smooth outline of thousands of corners
   * becomes one of a few dozen), and kept clear of a small disc round the start (so a start on an
   * outline stays free).
   */
  private Geodesic coarse(Coordinate start, double limit) {
    if (obstacles.isEmpty()) {
      return this;
    }
    double half = limit * Geo.circumscribe(Geo.REGION_QS) + 1;
    Geometry near = Geo.and(obstacles, Geo.rect(start.x - half, start.y - half,
        start.x + half, start.y + half));
    Geometry simple = Geo.polygonal(TopologyPreservingSimplifier.simplify(near, SIMPLIFY));
    simple = Geo.minus(simple, Geo.disc(start, 2 * SIMPLIFY, Geo.QS));
    return new Geodesic(bounds, simple, eps);
  }

  private Geometry regionFrom(Coordinate start, double limit, GeodesicSearch r,
      Geometry exact) {
    List<Geometry> pieces = new ArrayList<>();
    for (int v = 0; v <= n; v++) {
      if (!r.done[v] || !(r.dist[v] < limit)) {
        continue;
      }
      Coordinate c = v == n ? start : new Coordinate(nx[v], ny[v]);
      Geometry piece = visibleDisc(c, limit - r.dist[v], v == n ? -1 : nodePoly[v]);
      if (!piece.isEmpty()) {
        pieces.add(piece);
      }
    }
    // Pieces of neighbouring corners share long, nearly equal sides: a union on a fine grid
    // nodes them at once instead of retrying the floating overlay.
    Geometry g = pieces.isEmpty() ? Geo.F.createPolygon()
        : Geo.polygonal(UnaryUnionNG.union(Geo.F.buildGeometry(pieces), GRID));
    g = Geo.and(g, Geo.rect(bounds.getMinX(), bounds.getMinY(), bounds.getMaxX(),
        bounds.getMaxY()));
    return Geo.minus(g, exact);
  }

  private Geometry visibleDisc(Coordinate v, double rho, int own) {
    double reach = rho * Geo.circumscribe(Geo.REGION_QS) + 1e-6;
    Envelope around = new Envelope(v.x - reach, v.x + reach, v.y - reach, v.y + reach);
    double[] found = new double[64];
    int count = 0;
    for (Object o : edgeIndex.query(around)) {
      int e = (Integer) o;
      double x0 = edges[4 * e];
      double y0 = edges[4 * e + 1];
      double x1 = edges[4 * e + 2];
      double y1 = edges[4 * e + 3];
      // Seen from outside an obstacle, only the sides that face the point can block it first;
      // from a corner of its own obstacle the far sides block too.
      double cross = (x1 - x0) * (v.y - y0) - (y1 - y0) * (v.x - x0);
      if (edgePoly[e] != own && cross >= 0) {
        continue;
      }
      double d = Geo.pointSegment(v.x, v.y, x0, y0, x1, y1);
      if (d < 1e-9 || d >= reach) {
        continue;
      }
      if (4 * count + 4 > found.length) {
        found = Arrays.copyOf(found, 2 * found.length);
      }
      System.arraycopy(edges, 4 * e, found, 4 * count, 4);
      count++;
    }
    return VisibleDisc.of(v, rho, found, count);
  }
}
