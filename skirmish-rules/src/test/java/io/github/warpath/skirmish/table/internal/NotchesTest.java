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
    return saw(teeth, 3, 2);
  }

  /**
   * A block whose top is a saw of {@code teeth} corners over 2", drawn from right to left,
   * starting at height {@code first} and going to {@code second} and back.
   */
  private static Polygon saw(int teeth, double first, double second) {
    Coordinate[] cs = new Coordinate[teeth + 3];
    cs[0] = new Coordinate(0, 0);
    cs[1] = new Coordinate(2, 0);
    for (int i = 0; i < teeth; i++) {
      cs[2 + i] = new Coordinate(2 - 2.0 * i / (teeth - 1), i % 2 == 0 ? first : second);
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
  void aSawThatBeginsAtTheBottomOfANotchKeepsEveryTipAndClosesOnlyNotches() {
    // from a corner at the bottom of a notch, the next such corner is within the mouth width
    // but the tip between them stands outside the line joining them: that is no notch
    Polygon saw = saw(201, 2, 3);
    Polygon filled = Notches.fill(saw, Math.sqrt(8 * RADIUS * Notches.ERROR));
    assertTrue(filled.getNumPoints() < saw.getNumPoints() / 2, filled.getNumPoints() + " corners");
    assertTrue(filled.covers(saw), "every tip is kept");
  }

  @Test
  void anOutlineDrawnClockwiseIsFilledToTheSameShape() {
    Polygon saw = saw(201);
    Polygon clockwise = saw.reverse();
    double width = Math.sqrt(8 * RADIUS * Notches.ERROR);
    Polygon filled = Notches.fill(clockwise, width);
    assertTrue(filled.getNumPoints() < saw.getNumPoints() / 2, filled.getNumPoints() + " corners");
    assertTrue(filled.equalsTopo(Notches.fill(saw, width)));
  }

  @Test
  void aHoleWithNarrowNotchesIsFilledToo() {
    // a hole shaped as the saw, in a larger block: the hole's narrow spikes are notches of the
    // block, so filling them shrinks the hole, and the filled block holds the true one
    Polygon saw = saw(201);
    Polygon block = Geo.F.createPolygon(Geo.F.createLinearRing(new Coordinate[] {
        new Coordinate(-1, -1), new Coordinate(3, -1), new Coordinate(3, 4),
        new Coordinate(-1, 4), new Coordinate(-1, -1)}), new org.locationtech.jts.geom.LinearRing[] {
        saw.getExteriorRing()});
    Polygon filled = Notches.fill(block, Math.sqrt(8 * RADIUS * Notches.ERROR));
    assertTrue(filled.getNumPoints() < block.getNumPoints() / 2, filled.getNumPoints() + " corners");
    assertEquals(1, filled.getNumInteriorRing());
    assertTrue(filled.covers(block), "filling a hole's notches only takes ground from the hole");
  }

  @Test
  void notchesWiderThanTheMouthWidthStayOpen() {
    Polygon saw = saw(21);
    assertSame(saw, Notches.fill(saw, Math.sqrt(8 * RADIUS * Notches.ERROR)));
    assertEquals(saw.buffer(RADIUS * Geo.circumscribe(Geo.QS), Geo.QS).getArea(),
        Geo.grow(saw, RADIUS).getArea(), 1e-9);
  }
}
