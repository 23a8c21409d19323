package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Laws of the shortest-route search on random rooms: among up to four separate obstacles
 * (rectangles, triangles, bent bars and cups, convex and not, turned any way), every route has
 * the length of the plain reference in {@link GeodesicTest}, and the reach region holds exactly
 * the points the reference reaches within the limit, up to a thin band at its rim. Each input
 * seeds several rooms.
 */
class GeodesicProperties {
  private static final double EPS = 0.001;
  private static final Envelope ROOM = new Envelope(0, 30, 0, 30);

  private static Polygon shape(SplittableRandom rnd) {
    double[] xy;
    switch (rnd.nextInt(4)) {
      case 0 -> xy = new double[] {0, 0, rnd.nextDouble(1, 6), 0, rnd.nextDouble(-2, 6),
          rnd.nextDouble(1, 6)};
      case 1 -> {
        double w = rnd.nextDouble(1, 7);
        double h = rnd.nextDouble(1, 7);
        xy = new double[] {0, 0, w, 0, w, h, 0, h};
      }
      case 2 -> {
        double t = rnd.nextDouble(0.8, 2);
        xy = new double[] {0, 0, 7, 0, 7, t, t, t, t, 7, 0, 7};
      }
      default -> {
        double t = rnd.nextDouble(0.8, 1.6);
        xy = new double[] {0, 0, 8, 0, 8, t, t, t, t, 8 - t, 8, 8 - t, 8, 8, 0, 8};
      }
    }
    double a = rnd.nextDouble(0, 2 * Math.PI);
    double ox = rnd.nextDouble(2, 24);
    double oy = rnd.nextDouble(2, 24);
    int m = xy.length / 2;
    Coordinate[] cs = new Coordinate[m + 1];
    for (int i = 0; i < m; i++) {
      double x = xy[2 * i];
      double y = xy[2 * i + 1];
      cs[i] = new Coordinate(ox + x * Math.cos(a) - y * Math.sin(a),
          oy + x * Math.sin(a) + y * Math.cos(a));
    }
    cs[m] = cs[0];
    return Geo.F.createPolygon(cs);
  }

  /** Up to four obstacles inside the room, apart from each other, none of them degenerate. */
  static List<Polygon> room(SplittableRandom rnd) {
    return room(rnd, 4, r -> {
      Polygon p = shape(r);
      return p.isValid() && p.getArea() >= 0.3 ? p : null;
    });
  }

  /**
   * Up to {@code most} obstacles inside the room, apart from each other.
   *
   * @param rnd the random source
   * @param most the most obstacles
   * @param shape makes one obstacle, or null for one that will not do
   * @return the obstacles
   */
  static List<Polygon> room(SplittableRandom rnd, int most,
      Function<SplittableRandom, Polygon> shape) {
    List<Polygon> out = new ArrayList<>();
    int want = rnd.nextInt(1, most + 1);
    for (int tries = 0; out.size() < want && tries < 40; tries++) {
      Polygon p = shape.apply(rnd);
      if (p == null || !ROOM.contains(p.getEnvelopeInternal())) {
        continue;
      }
      boolean apart = true;
      for (Polygon q : out) {
        apart &= q.distance(p) > 0.5;
      }
      if (apart) {
        out.add(p);
      }
    }
    return out;
  }

  private static Coordinate freePoint(SplittableRandom rnd, Geometry obstacles) {
    while (true) {
      Coordinate c = new Coordinate(rnd.nextDouble(0.2, 29.8), rnd.nextDouble(0.2, 29.8));
      if (obstacles.distance(Geo.F.createPoint(c)) > 0.05) {
        return c;
      }
    }
  }

  private static double length(List<Coordinate> route) {
    double s = 0;
    for (int i = 0; i + 1 < route.size(); i++) {
      s += route.get(i).distance(route.get(i + 1));
    }
    return s;
  }

  @FuzzTest(maxDuration = "60s")
  void routesHaveTheReferenceLength(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int room = 0; room < 6; room++) {
      List<Polygon> obstacles = room(rnd);
      Geometry all = Geo.F.createMultiPolygon(obstacles.toArray(new Polygon[0]));
      Geodesic g = new Geodesic(ROOM, all, EPS);
      Coordinate start = freePoint(rnd, all);
      GeodesicTest.Reference reference = new GeodesicTest.Reference(obstacles, start);
      for (int k = 0; k < 30; k++) {
        Coordinate t = freePoint(rnd, all);
        double ref = reference.to(t);
        List<Coordinate> r = g.route(start, t, Double.POSITIVE_INFINITY);
        String where = obstacles + " from " + start + " to " + t;
        if (ref == Double.POSITIVE_INFINITY) {
          assertEquals(List.of(), r, where);
          continue;
        }
        assertEquals(ref, length(r), 1e-6, where);
        assertTrue(length(r) >= start.distance(t) - 1e-9, where);
        for (int i = 0; i + 1 < r.size(); i++) {
          assertTrue(g.clear(r.get(i), r.get(i + 1)), "leg " + i + " of " + r + " in " + where);
        }
        assertEquals(List.of(), g.route(start, t, ref - 0.01), "shorter limit: " + where);
      }
    }
  }

  @FuzzTest(maxDuration = "60s")
  void theRegionHoldsWhatTheReferenceReachesWithinTheLimit(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int inside = 0;
    int outside = 0;
    for (int room = 0; room < 5; room++) {
      List<Polygon> obstacles = room(rnd);
      Geometry all = Geo.F.createMultiPolygon(obstacles.toArray(new Polygon[0]));
      Geodesic g = new Geodesic(ROOM, all, EPS);
      Coordinate start = freePoint(rnd, all);
      double limit = rnd.nextDouble(3, 25);
      double smaller = limit * rnd.nextDouble(0.2, 0.9);
      List<Geometry> both = g.regions(start, new double[] {limit, smaller});
      PreparedGeometry region = PreparedGeometryFactory.prepare(both.get(0));
      assertTrue(both.get(0).covers(both.get(1).buffer(-0.01)), "regions grow with the limit");
      assertTrue(region.covers(Geo.F.createPoint(start)));
      assertTrue(both.get(0).intersection(all).getArea() < 1e-6, "no ground in an obstacle");
      GeodesicTest.Reference reference = new GeodesicTest.Reference(obstacles, start);
      for (int k = 0; k < 150; k++) {
        Coordinate t = freePoint(rnd, all);
        double ref = reference.to(t);
        boolean in = region.covers(Geo.F.createPoint(t));
        String where = obstacles + " from " + start + " within " + limit + ": " + t + " is "
            + ref + " away";
        if (ref < limit - 0.02) {
          assertTrue(in, where);
          inside++;
        } else if (ref > limit + 0.05) {
          assertFalse(in, where);
          outside++;
        }
      }
    }
    assertTrue(inside > 20 && outside > 20, inside + " in, " + outside + " out");
  }
}
