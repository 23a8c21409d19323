package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.skirmish.table.ReachRegion;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Reach regions round obstacles of many corners: the region is drawn round outlines clipped to
 * the reach and simplified, and each corner's visible disc is found through an index of the
 * sides near it, yet on random rooms of round obstacles of sixty to a hundred and twenty
 * corners (and a ripple finer than the simplification) the region still holds every point the
 * plain reference of {@link GeodesicTest} reaches within the limit less
 * {@link ReachRegion#ACCURACY}, and no point it reaches only beyond the limit plus that accuracy;
 * also from a start on a corner of an outline.
 */
class SimplifiedRegionTest {
  private static final double EPS = 0.001;
  private static final Envelope ROOM = new Envelope(0, 30, 0, 30);

  /** A round obstacle of many corners whose radius ripples by a few thousandths of an inch. */
  private static Polygon round(SplittableRandom rnd) {
    int corners = rnd.nextInt(60, 120);
    double r = rnd.nextDouble(1.5, 4);
    double cx = rnd.nextDouble(5, 25);
    double cy = rnd.nextDouble(5, 25);
    Coordinate[] cs = new Coordinate[corners + 1];
    for (int i = 0; i < corners; i++) {
      double a = 2 * Math.PI * i / corners;
      double ri = r + (i % 2 == 0 ? 0.003 : -0.003);
      cs[i] = new Coordinate(cx + ri * Math.cos(a), cy + ri * Math.sin(a) * 0.7);
    }
    cs[corners] = cs[0];
    return Geo.F.createPolygon(cs);
  }

  private static void agrees(long seed, boolean onOutline) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Polygon> obstacles = GeodesicProperties.room(rnd, 3, SimplifiedRegionTest::round);
    Geometry all = Geo.F.createMultiPolygon(obstacles.toArray(new Polygon[0]));
    Coordinate start;
    if (onOutline) {
      Coordinate[] cs = obstacles.get(0).getCoordinates();
      start = cs[rnd.nextInt(cs.length - 1)].copy();
    } else {
      do {
        start = new Coordinate(rnd.nextDouble(0.5, 29.5), rnd.nextDouble(0.5, 29.5));
      } while (all.distance(Geo.F.createPoint(start)) < 0.05);
    }
    double limit = rnd.nextDouble(4, 20);
    Geodesic g = new Geodesic(ROOM, all, EPS);
    PreparedGeometry region = PreparedGeometryFactory.prepare(g.region(start, limit));
    GeodesicTest.Reference reference = new GeodesicTest.Reference(obstacles, start);
    int inside = 0;
    int outside = 0;
    for (int k = 0; k < 200; k++) {
      Coordinate t = new Coordinate(rnd.nextDouble(0.1, 29.9), rnd.nextDouble(0.1, 29.9));
      if (all.distance(Geo.F.createPoint(t)) < ReachRegion.ACCURACY) {
        continue;
      }
      double ref = reference.to(t);
      boolean in = region.covers(Geo.F.createPoint(t));
      String where = "seed " + seed + " from " + start + " within " + limit + ": " + t
          + " is " + ref + " away";
      if (ref < limit - ReachRegion.ACCURACY) {
        assertTrue(in, where);
        inside++;
      } else if (ref > limit + ReachRegion.ACCURACY) {
        assertFalse(in, where);
        outside++;
      }
    }
    assertTrue(inside > 10 && outside > 10, "seed " + seed + ": " + inside + " in, " + outside
        + " out");
  }

  @Test
  void theRegionRoundManyCornersHoldsWhatTheReferenceReachesWithinTheAccuracy() {
    for (long seed = 1; seed <= 3; seed++) {
      agrees(seed, false);
    }
  }

  @Test
  void fromAStartOnAnOutlineTheRegionStillHoldsWhatTheReferenceReaches() {
    for (long seed = 11; seed <= 12; seed++) {
      agrees(seed, true);
    }
  }
}
