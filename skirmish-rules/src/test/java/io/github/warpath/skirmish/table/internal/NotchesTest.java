package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.locationtech.jts.algorithm.distance.DiscreteHausdorffDistance;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.Polygon;

/**
 * Narrow notches are filled before an outline is grown: the grown shape of the filled outline
 * holds the grown shape of the true one and strays from it by no more than
 * {@link Notches#ERROR} (plus the play of the circumscribed arcs); notches wider than that allows
 * stay open.
 */
class NotchesTest {
  private static final double RADIUS = 0.5;

  /** A block whose top is a saw of {@code teeth} teeth 1" deep over 2". */
  private static Polygon saw(int teeth) {
    Coordinate[] cs = new Coordinate[teeth + 3];
    cs[0] = new Coordinate(0, 0);
    cs[1] = new Coordinate(2, 0);
    for (int i = 0; i < teeth; i++) {
      cs[2 + i] = new Coordinate(2 - 2.0 * i / (teeth - 1), i % 2 == 0 ? 3 : 2);
    }
    cs[teeth + 2] = cs[0];
    return Geo.F.createPolygon(cs);
  }

  @Test
  void aSawOfTeethCloserThanTheMouthWidthBecomesItsTips() {
    Polygon saw = saw(201);
    double width = Math.sqrt(8 * RADIUS * Notches.ERROR);
    Polygon filled = Notches.fill(saw, width);
    assertTrue(filled.getNumPoints() < saw.getNumPoints() / 2, filled.getNumPoints() + " corners");
    assertTrue(filled.covers(saw));
    Geometry exact = saw.buffer(RADIUS * Geo.circumscribe(Geo.QS), Geo.QS);
    Geometry grown = Geo.grow(saw, RADIUS);
    Geometry round = saw.buffer(RADIUS, 64);
    assertTrue(grown.buffer(1e-9).covers(round), "the grown outline holds the true growth");
    double play = RADIUS * (Geo.circumscribe(Geo.QS) - 1);
    double stray = DiscreteHausdorffDistance.distance(grown.getBoundary(), exact.getBoundary(),
        0.05);
    assertTrue(stray <= Notches.ERROR + play, "strays by " + stray);
  }

  @Test
  void notchesWiderThanTheMouthWidthStayOpen() {
    Polygon saw = saw(21);
    assertSame(saw, Notches.fill(saw, Math.sqrt(8 * RADIUS * Notches.ERROR)));
    assertEquals(saw.buffer(RADIUS * Geo.circumscribe(Geo.QS), Geo.QS).getArea(),
        Geo.grow(saw, RADIUS).getArea(), 1e-9);
  }
}
