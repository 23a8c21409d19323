package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Shortest routes and reach regions among polygonal obstacles, checked against a plain
 * reference: Dijkstra over every corner of every obstacle, where two points see each other when
 * the segment between them does not enter an obstacle's interior.
 */
class GeodesicTest {
  private static final double EPS = 0.001;
  private static final Envelope ROOM = new Envelope(0, 30, 0, 30);

  // ---- the reference ------------------------------------------------------------------------

  private static boolean sees(List<Polygon> obstacles, Coordinate a, Coordinate b) {
    if (a.equals2D(b)) {
      return true;
    }
    Geometry seg = Geo.F.createLineString(new Coordinate[] {a, b});
    for (Polygon p : obstacles) {
      if (seg.relate(p, "T********")) {
        return false;
      }
    }
    return true;
  }

  /** Dijkstra over the start and every obstacle corner, with what each sees worked out once. */
  static final class Reference {
    private final List<Polygon> obstacles;
    private final List<Coordinate> nodes = new ArrayList<>();
    private final double[] dist;

    Reference(List<Polygon> obstacles, Coordinate start) {
      this.obstacles = obstacles;
      nodes.add(start);
      for (Polygon p : obstacles) {
        Coordinate[] cs = p.getCoordinates();
        nodes.addAll(Arrays.asList(cs).subList(0, cs.length - 1));
      }
      int n = nodes.size();
      dist = new double[n];
      boolean[] done = new boolean[n];
      Arrays.fill(dist, Double.POSITIVE_INFINITY);
      dist[0] = 0;
      for (int round = 0; round < n; round++) {
        int u = -1;
        for (int i = 0; i < n; i++) {
          if (!done[i] && (u < 0 || dist[i] < dist[u])) {
            u = i;
          }
        }
        if (dist[u] == Double.POSITIVE_INFINITY) {
          break;
        }
        done[u] = true;
        for (int w = 0; w < n; w++) {
          if (!done[w] && sees(obstacles, nodes.get(u), nodes.get(w))) {
            dist[w] = Math.min(dist[w], dist[u] + nodes.get(u).distance(nodes.get(w)));
          }
        }
      }
    }

    /** The length of the shortest route to t round the obstacles (infinite if none). */
    double to(Coordinate t) {
      // The first node in order of the length through it that sees t gives the shortest route.
      Integer[] order = new Integer[nodes.size()];
      double[] via = new double[nodes.size()];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
        via[i] = dist[i] + nodes.get(i).distance(t);
      }
      Arrays.sort(order, (a, b) -> Double.compare(via[a], via[b]));
      for (int i : order) {
        if (via[i] == Double.POSITIVE_INFINITY) {
          break;
        }
        if (sees(obstacles, nodes.get(i), t)) {
          return via[i];
        }
      }
      return Double.POSITIVE_INFINITY;
    }
  }

  private static Polygon poly(double... xy) {
    Coordinate[] cs = new Coordinate[xy.length / 2 + 1];
    for (int i = 0; i < xy.length; i += 2) {
      cs[i / 2] = new Coordinate(xy[i], xy[i + 1]);
    }
    cs[cs.length - 1] = cs[0];
    return Geo.F.createPolygon(cs);
  }

  private static Geometry all(List<Polygon> ps) {
    return Geo.F.createMultiPolygon(ps.toArray(new Polygon[0]));
  }

  private static double length(List<Coordinate> route) {
    double s = 0;
    for (int i = 0; i + 1 < route.size(); i++) {
      s += route.get(i).distance(route.get(i + 1));
    }
    return s;
  }

  /** Routes to a grid of targets have the reference's length; unreachable ones have none. */
  private static void routesAgree(List<Polygon> obstacles, Coordinate start) {
    Geodesic g = new Geodesic(ROOM, all(obstacles), EPS);
    Reference reference = new Reference(obstacles, start);
    int checked = 0;
    int reached = 0;
    for (double x = 0.5; x < 30; x += 2.3) {
      for (double y = 0.5; y < 30; y += 2.1) {
        Coordinate t = new Coordinate(x, y);
        if (all(obstacles).distance(Geo.F.createPoint(t)) < 0.01) {
          continue;
        }
        double ref = reference.to(t);
        List<Coordinate> r = g.route(start, t, Double.POSITIVE_INFINITY);
        checked++;
        if (ref == Double.POSITIVE_INFINITY) {
          assertEquals(List.of(), r, t.toString());
          continue;
        }
        reached++;
        assertFalse(r.isEmpty(), t.toString());
        assertEquals(start, r.get(0));
        assertEquals(t, r.get(r.size() - 1));
        assertEquals(ref, length(r), 1e-6, t.toString());
      }
    }
    assertTrue(checked > 100 && reached > 20, "checked " + checked + ", reached " + reached);
  }

  /** The region holds what the reference reaches within the limit, and nothing much more. */
  private static void regionAgrees(List<Polygon> obstacles, Coordinate start, double limit) {
    Geodesic g = new Geodesic(ROOM, all(obstacles), EPS);
    PreparedGeometry region = PreparedGeometryFactory.prepare(g.region(start, limit));
    Reference reference = new Reference(obstacles, start);
    int inside = 0;
    int outside = 0;
    for (double x = 0.3; x < 30; x += 1.1) {
      for (double y = 0.3; y < 30; y += 1.05) {
        Coordinate t = new Coordinate(x, y);
        if (all(obstacles).distance(Geo.F.createPoint(t)) < 0.05) {
          continue;
        }
        double ref = reference.to(t);
        boolean in = region.covers(Geo.F.createPoint(t));
        if (ref < limit - 0.02) {
          assertTrue(in, t + " is " + ref + " away");
          inside++;
        } else if (ref > limit + 0.05) {
          assertFalse(in, t + " is " + ref + " away");
          outside++;
        }
      }
    }
    assertTrue(inside > 30 && outside > 30, inside + " in, " + outside + " out");
  }

  private static final List<Polygon> SQUARE = List.of(poly(8, 8, 12, 8, 12, 12, 8, 12));
  private static final List<Polygon> ELL = List.of(poly(10, 6, 20, 6, 20, 9, 13, 9, 13, 20,
      10, 20));
  private static final List<Polygon> PAIR = List.of(poly(6, 10, 10, 10, 10, 14, 6, 14),
      poly(14, 15, 19, 13, 17, 19));
  private static final List<Polygon> RING = List.of(Geo.F.createPolygon(
      poly(5, 5, 25, 5, 25, 25, 5, 25).getExteriorRing(),
      new LinearRing[] {poly(9, 9, 21, 9, 21, 21, 9, 21).getExteriorRing()}));

  // ---- routes -------------------------------------------------------------------------------

  @Test
  void aRouteRoundASquareBendsAtItsNearerCorners() {
    Geodesic g = new Geodesic(ROOM, all(SQUARE), EPS);
    List<Coordinate> r = g.route(new Coordinate(5, 9), new Coordinate(15, 9), 20);
    assertEquals(List.of(new Coordinate(5, 9), new Coordinate(8, 8), new Coordinate(12, 8),
        new Coordinate(15, 9)), r);
    assertEquals(2 * Math.hypot(3, 1) + 4, length(r), 1e-9);
    List<Coordinate> up = g.route(new Coordinate(5, 11), new Coordinate(15, 11), 20);
    assertEquals(new Coordinate(8, 12), up.get(1), "the mirror case goes over the top");
    routesAgree(SQUARE, new Coordinate(5, 9));
  }

  @Test
  void aRouteLongerThanTheLimitIsNotFound() {
    Geodesic g = new Geodesic(ROOM, all(SQUARE), EPS);
    double len = 2 * Math.hypot(3, 1) + 4;
    assertEquals(4, g.route(new Coordinate(5, 9), new Coordinate(15, 9), len).size());
    assertEquals(4, g.route(new Coordinate(5, 9), new Coordinate(15, 9), len - 0.0009).size(),
        "within the tolerance");
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(15, 9), len - 0.002));
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(15, 9), 9.9),
        "the straight line would be 10\" but is blocked");
    assertEquals(2, g.route(new Coordinate(5, 9), new Coordinate(5, 2), 7).size());
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(5, 2), 6.99));
  }

  @Test
  void routesRoundAConcaveObstacleMatchTheReference() {
    routesAgree(ELL, new Coordinate(16, 14));
    routesAgree(ELL, new Coordinate(4, 12));
  }

  @Test
  void routesBetweenTwoObstaclesUseTheLinesTouchingBoth() {
    routesAgree(PAIR, new Coordinate(3, 17));
    routesAgree(PAIR, new Coordinate(22, 9));
  }

  @Test
  void routesCannotLeaveOrEnterAWalledCourtyard() {
    routesAgree(RING, new Coordinate(15, 15));
    routesAgree(RING, new Coordinate(2, 2));
  }

  @Test
  void aTargetInsideAnObstacleOrOutsideTheBoundsHasNoRoute() {
    Geodesic g = new Geodesic(ROOM, all(SQUARE), EPS);
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(10, 10), 50));
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(31, 10), 50));
    assertEquals(List.of(), g.route(new Coordinate(5, 9), new Coordinate(5, -0.5), 50));
    assertEquals(2, g.route(new Coordinate(5, 9), new Coordinate(8, 10), 50).size(),
        "a target on the obstacle's edge may be reached");
  }

  @Test
  void cornersOutsideTheBoundsAreNotUsed() {
    // Only y >= 9 is allowed: the route must go over the top even though below is shorter.
    Geodesic g = new Geodesic(new Envelope(0, 30, 9, 30), all(SQUARE), EPS);
    List<Coordinate> r = g.route(new Coordinate(5, 9), new Coordinate(15, 9), 50);
    assertEquals(List.of(new Coordinate(5, 9), new Coordinate(8, 12), new Coordinate(12, 12),
        new Coordinate(15, 9)), r);
  }

  @Test
  void cornersOnTheBoundsAreUsed() {
    Coordinate low = new Coordinate(8, 8);
    assertEquals(low, new Geodesic(new Envelope(8, 30, 0, 30), all(SQUARE), EPS)
        .route(new Coordinate(10, 5), new Coordinate(9, 14), 50).get(1), "left side x = 8");
    assertEquals(new Coordinate(12, 8), new Geodesic(new Envelope(0, 12, 0, 30), all(SQUARE),
        EPS).route(new Coordinate(10, 5), new Coordinate(11, 14), 50).get(1), "right side x = 12");
    assertEquals(low, new Geodesic(new Envelope(0, 30, 8, 30), all(SQUARE), EPS)
        .route(new Coordinate(5, 9), new Coordinate(15, 9), 50).get(1), "bottom y = 8");
    assertEquals(new Coordinate(8, 12), new Geodesic(new Envelope(0, 30, 0, 12), all(SQUARE),
        EPS).route(new Coordinate(5, 11), new Coordinate(15, 11), 50).get(1), "top y = 12");
  }

  @Test
  void aCentreMayStandOnAnObstaclesEdgeButNotInsideIt() {
    Geodesic g = new Geodesic(new Envelope(1, 29, 1, 29), all(SQUARE), EPS);
    assertTrue(g.free(new Coordinate(8, 10)), "on the edge");
    assertTrue(g.free(new Coordinate(8.0004, 10)), "within half the tolerance");
    assertFalse(g.free(new Coordinate(8.01, 10)));
    assertTrue(g.free(new Coordinate(1, 1)));
    assertTrue(g.free(new Coordinate(29, 29)));
    assertFalse(g.free(new Coordinate(0.99, 5)));
    assertFalse(g.free(new Coordinate(29.01, 5)));
    assertFalse(g.free(new Coordinate(5, 0.99)));
    assertFalse(g.free(new Coordinate(5, 29.01)));
    assertTrue(new Geodesic(ROOM, Geo.F.createPolygon(), EPS).free(new Coordinate(5, 5)));
    assertTrue(g.clear(new Coordinate(8, 5), new Coordinate(8, 15)), "along its edge");
    assertFalse(g.clear(new Coordinate(5, 10), new Coordinate(15, 10)));
    assertTrue(new Geodesic(ROOM, Geo.F.createPolygon(), EPS).clear(new Coordinate(5, 10),
        new Coordinate(15, 10)));
    assertEquals(16, g.obstacles().getArea(), 1e-9);
  }

  // ---- regions ------------------------------------------------------------------------------

  @Test
  void inTheOpenTheRegionIsADiscClippedToTheBounds() {
    Geodesic open = new Geodesic(ROOM, Geo.F.createPolygon(), EPS);
    Geometry r = open.region(new Coordinate(15, 15), 5);
    assertEquals(Math.PI * 25, r.getArea(), Math.PI * 25 * 0.004);
    assertTrue(r.getArea() >= Math.PI * 25);
    Geometry corner = open.region(new Coordinate(0, 0), 5);
    assertEquals(Math.PI * 25 / 4, corner.getArea(), Math.PI * 25 / 4 * 0.004);
    assertTrue(open.region(new Coordinate(5, 5), 0).isEmpty());
    assertTrue(open.region(new Coordinate(5, 5), -1).isEmpty());
  }

  @Test
  void theRegionFromInsideAnObstacleIsEmpty() {
    Geodesic g = new Geodesic(ROOM, all(SQUARE), EPS);
    assertTrue(g.region(new Coordinate(10, 10), 8).isEmpty());
    assertFalse(g.region(new Coordinate(8, 10), 8).isEmpty(), "its edge is outside");
    for (Geometry r : g.regions(new Coordinate(10, 10), new double[] {3, 8})) {
      assertTrue(r.isEmpty());
    }
  }

  @Test
  void theRegionBehindASquareFollowsTheRoutesRoundIt() {
    regionAgrees(SQUARE, new Coordinate(5, 9), 10);
    regionAgrees(SQUARE, new Coordinate(10, 4), 9);
  }

  @Test
  void theRegionRoundAConcaveObstacleFollowsTheRoutes() {
    regionAgrees(ELL, new Coordinate(16, 14), 11);
    regionAgrees(ELL, new Coordinate(4, 12), 14);
  }

  @Test
  void theRegionBetweenTwoObstaclesFollowsTheRoutes() {
    regionAgrees(PAIR, new Coordinate(3, 17), 16);
    regionAgrees(PAIR, new Coordinate(12, 12), 9);
  }

  @Test
  void theRegionInsideACourtyardStaysInIt() {
    regionAgrees(RING, new Coordinate(15, 15), 9);
    regionAgrees(RING, new Coordinate(2, 15), 20);
  }

  @Test
  void theRegionLooksIntoTheMouthOfAHollowObstacle() {
    // A cup open towards the start: its hollow is seen straight on, so only the walls shade.
    List<Polygon> cup = List.of(poly(10, 8, 20, 8, 20, 22, 10, 22, 10, 19, 17, 19, 17, 11,
        10, 11));
    regionAgrees(cup, new Coordinate(4, 15), 13);
    Geodesic g = new Geodesic(ROOM, all(cup), EPS);
    Geometry r = g.region(new Coordinate(4, 15), 13);
    assertTrue(r.covers(Geo.F.createPoint(new Coordinate(16.5, 15))), "straight in: 12.5");
    assertTrue(r.covers(Geo.F.createPoint(new Coordinate(15, 12))), "straight in: 11.4");
    assertFalse(r.covers(Geo.F.createPoint(new Coordinate(16.5, 11.2))), "straight in: 13.06");
    assertFalse(r.covers(Geo.F.createPoint(new Coordinate(22, 15))), "behind the cup");
    regionAgrees(cup, new Coordinate(25, 15), 14);
  }

  @Test
  void regionsForSeveralLimitsMatchSingleRegions() {
    Geodesic g = new Geodesic(ROOM, all(ELL), EPS);
    Coordinate s = new Coordinate(16, 14);
    List<Geometry> rs = g.regions(s, new double[] {4, 0, 11});
    assertEquals(3, rs.size());
    assertEquals(g.region(s, 4).getArea(), rs.get(0).getArea(), 1e-6);
    assertTrue(rs.get(1).isEmpty());
    assertEquals(g.region(s, 11).getArea(), rs.get(2).getArea(), 1e-6);
    assertTrue(rs.get(0).getArea() > 40);
    for (Geometry r : g.regions(s, new double[] {0, -2})) {
      assertTrue(r.isEmpty());
    }
  }

  @Test
  void aCentreWithinTheToleranceOutsideTheBoundsStillStandsOnTheTable() {
    Geodesic g = new Geodesic(ROOM, all(SQUARE), EPS);
    double t = 1e-9;
    for (Coordinate c : List.of(new Coordinate(-t, 5), new Coordinate(5, -t),
        new Coordinate(30 + t, 5), new Coordinate(5, 30 + t))) {
      assertTrue(g.free(c), c + " is within the bounds' tolerance");
    }
    for (Coordinate c : List.of(new Coordinate(-1e-6, 5), new Coordinate(5, -1e-6),
        new Coordinate(30 + 1e-6, 5), new Coordinate(5, 30 + 1e-6))) {
      assertFalse(g.free(c), c + " is off the table");
    }
  }
}
