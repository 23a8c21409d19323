package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;

/**
 * What a point at the centre of a disc sees past blocking edges, against the same disc polygon
 * with the shadow of every edge cut away by JTS: the shadow of an edge is everything beyond it
 * on the rays from the centre through it.
 */
class VisibleDiscTest {
  private static final Coordinate CENTRE = new Coordinate(3, 4);

  /** The disc of radius {@code rho} less the shadows of the edges (x0, y0, x1, y1 each). */
  private static Geometry expected(double rho, double... edges) {
    Geometry seen = Geo.disc(CENTRE, rho, Geo.REGION_QS);
    List<Geometry> shadows = new ArrayList<>();
    for (int i = 0; i < edges.length; i += 4) {
      Coordinate a = new Coordinate(edges[i], edges[i + 1]);
      Coordinate b = new Coordinate(edges[i + 2], edges[i + 3]);
      shadows.add(Geo.F.createPolygon(new Coordinate[] {a, b, far(b), far(a), a}));
    }
    return shadows.isEmpty() ? seen : seen.difference(Geo.union(shadows));
  }

  private static Coordinate far(Coordinate p) {
    return new Coordinate(CENTRE.x + 1000 * (p.x - CENTRE.x), CENTRE.y + 1000 * (p.y - CENTRE.y));
  }

  private static void seesAsExpected(double rho, double... edges) {
    Geometry got = VisibleDisc.of(CENTRE, rho, edges, edges.length / 4);
    Geometry want = expected(rho, edges);
    assertTrue(got.isValid());
    assertEquals(want.getArea(), got.getArea(), 1e-9, got::toString);
    assertEquals(0, got.symDifference(want).getArea(), 1e-9, got::toString);
  }

  @Test
  void withNothingInTheWayTheWholeDiscIsSeen() {
    Geometry disc = Geo.disc(CENTRE, 2, Geo.REGION_QS);
    assertTrue(VisibleDisc.of(CENTRE, 2, new double[0], 0).equalsTopo(disc));
    // an edge beyond the rim hides nothing
    assertTrue(VisibleDisc.of(CENTRE, 2, new double[] {6, 0, 6, 9}, 1).equalsTopo(disc));
  }

  @Test
  void aWallAcrossTheDiscHidesEverythingBeyondIt() {
    seesAsExpected(2, 4, -1, 4, 9);
    seesAsExpected(2, -1, 5.5, 9, 5.5);
    seesAsExpected(2, 0, 7, 7, 2);
  }

  @Test
  void aShortEdgeInsideTheDiscCastsAWedgeOfShadowToTheRim() {
    seesAsExpected(2, 3.5, 4.3, 3.8, 3.4);
    seesAsExpected(3, 2.2, 3.1, 1.9, 4.4);
  }

  @Test
  void anEdgeFromInsideToBeyondTheRimIsCutAtTheRim() {
    seesAsExpected(2, 3.6, 4.2, 7, 6.5);
    seesAsExpected(2, 1, 1, 2.5, 3.7);
  }

  @Test
  void theNearerOfTwoEdgesHidesThePartOfTheFartherBehindIt() {
    // a short edge in front of a long one, and one crossing a ray between the two
    seesAsExpected(2.5, 3.5, 3.8, 3.6, 4.4, 4.5, 2.5, 4.6, 5.8);
    seesAsExpected(2.5, 3.5, 3.8, 3.6, 4.4, 4.5, 2.5, 4.6, 5.8, 2.4, 5.1, 1.6, 3.0);
  }
}
