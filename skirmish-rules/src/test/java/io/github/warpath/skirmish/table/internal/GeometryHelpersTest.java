package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.TablePoint;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.MultiPolygon;
import org.locationtech.jts.geom.Polygon;

/** The geometry helpers: footprints, grown shapes, overlays and exact distances. */
class GeometryHelpersTest {

  private static Shape.Area area(double... xy) {
    List<TablePoint> ps = new java.util.ArrayList<>();
    for (int i = 0; i < xy.length; i += 2) {
      ps.add(TablePoint.of(xy[i], xy[i + 1]));
    }
    return new Shape.Area(ps);
  }

  @Test
  void aCircumscribedPolygonContainsItsCircle() {
    assertEquals(1 / Math.cos(Math.PI / 32), Geo.circumscribe(8), 1e-15);
    assertEquals(1 / Math.cos(Math.PI / 64), Geo.circumscribe(16), 1e-15);
    Geometry d = Geo.disc(new Coordinate(5, 5), 2, 8);
    assertTrue(d.getArea() > Math.PI * 4, "never smaller than the disc");
    assertEquals(Math.PI * 4, d.getArea(), Math.PI * 4 * 0.01);
    assertTrue(d.covers(Geo.F.createPoint(new Coordinate(7, 5))));
    assertTrue(d.covers(Geo.F.createPoint(new Coordinate(5 + 2 * Math.cos(0.1),
        5 + 2 * Math.sin(0.1)))), "a point of the circle between two corners");
  }

  @Test
  void shapesBecomeJtsGeometry() {
    assertEquals(new Coordinate(1, 2), Geo.c(TablePoint.of(1, 2)));
    assertEquals(TablePoint.of(1, 2), Geo.p(new Coordinate(1, 2)));
    LineString one = Geo.line(List.of(TablePoint.of(3, 3)));
    assertEquals(2, one.getNumPoints(), "a single point is a line of no length");
    assertEquals(0, one.getLength());
    assertEquals(7, Geo.line(List.of(TablePoint.of(0, 0), TablePoint.of(3, 4),
        TablePoint.of(3, 6))).getLength(), 1e-12);
    assertEquals(5, Geo.segment(TablePoint.of(0, 0), TablePoint.of(3, 4)).getLength(), 1e-12);
    Polygon tri = Geo.polygon(area(0, 0, 4, 0, 0, 3));
    assertEquals(6, tri.getArea(), 1e-12);
    assertEquals(4, tri.getExteriorRing().getNumPoints(), "the ring closes itself");
    assertEquals(12, Geo.rect(1, 1, 4, 5).getArea(), 1e-12);
  }

  @Test
  void onlySimpleAreasWithGroundAreValid() {
    assertNull(Geo.shapeProblem(area(0, 0, 4, 0, 4, 4)));
    assertNull(Geo.shapeProblem(new Shape.Line(List.of(TablePoint.of(0, 0), TablePoint.of(0,
        0)), 0)), "lines are not checked here");
    assertEquals("the outline encloses no area", Geo.shapeProblem(area(0, 0, 1, 1, 2, 2)));
    assertEquals("the outline encloses no area", Geo.shapeProblem(area(0, 0, 4, 4, 4, 0, 0, 4)),
        "the two halves of a symmetric bow cancel out");
    assertEquals("the outline is not a simple polygon (Self-intersection near (1.333, 1.333))",
        Geo.shapeProblem(area(0, 0, 4, 4, 4, 0, 0, 2)));
  }

  @Test
  void aGrownShapeContainsEveryPointWithinTheDistance() {
    Geometry sq = Geo.rect(0, 0, 2, 2);
    Geometry g = Geo.grow(sq, 1);
    double exact = 4 + 4 * 2 + Math.PI;
    assertTrue(g.getArea() > exact);
    assertEquals(exact, g.getArea(), exact * 0.005);
    assertTrue(g.covers(Geo.F.createPoint(new Coordinate(2 + Math.cos(0.3), 2 + Math.sin(0.3)))));
    assertSame(sq, Geo.grow(sq, 0), "an area grown by nothing is itself");
    assertSame(sq, Geo.grow(sq, -1));
    Geometry fence = Geo.grow(Geo.segment(TablePoint.of(0, 0), TablePoint.of(4, 0)), 0);
    assertEquals(2, fence.getDimension(), "a line grown by nothing becomes a sliver");
    assertTrue(fence.getArea() < 1e-7 && fence.getArea() > 0);
  }

  @Test
  void unionsKeepOnlyTheHighestDimension() {
    Geometry a = Geo.rect(0, 0, 2, 2);
    Geometry b = Geo.rect(1, 0, 3, 2);
    Geometry line = Geo.segment(TablePoint.of(10, 10), TablePoint.of(12, 10));
    assertEquals(6, Geo.union(List.of(a, b, line)).getArea(), 1e-12);
    assertTrue(Geo.union(List.of(a, b, line)).getEnvelopeInternal().getMaxX() <= 3);
    assertTrue(Geo.union(List.of()).isEmpty());
    assertEquals(2, Geo.union(List.of()).getDimension());
    assertSame(a, Geo.union(List.of(Geo.F.createPolygon(), a)));
    Geometry two = Geo.union(List.of(a, Geo.rect(5, 5, 6, 6)));
    assertTrue(two instanceof MultiPolygon);
    assertEquals(5, two.getArea(), 1e-12);
    Geometry lines = Geo.union(List.of(line, Geo.segment(TablePoint.of(11, 10),
        TablePoint.of(14, 10))));
    assertEquals(1, lines.getDimension());
    assertEquals(4, lines.getLength(), 1e-12);
  }

  @Test
  void polygonalPartsAreKeptAndTheRestDropped() {
    Polygon p = Geo.rect(0, 0, 1, 1);
    assertSame(p, Geo.polygonal(p));
    Geometry mixed = Geo.F.createGeometryCollection(new Geometry[] {p,
        Geo.segment(TablePoint.of(5, 5), TablePoint.of(6, 6))});
    Geometry kept = Geo.polygonal(mixed);
    assertTrue(kept instanceof Polygon);
    assertEquals(1, kept.getArea(), 1e-12);
    Geometry twoParts = Geo.polygonal(Geo.F.createGeometryCollection(new Geometry[] {p,
        Geo.rect(3, 3, 4, 4)}));
    assertTrue(twoParts instanceof MultiPolygon);
    assertTrue(Geo.polygonal(Geo.segment(TablePoint.of(0, 0), TablePoint.of(1, 1))).isEmpty());
  }

  @Test
  void onlyShapesNearTheFocusAreUnited() {
    List<Geometry> gs = List.of(Geo.rect(0, 0, 1, 1), Geo.rect(10, 10, 11, 11));
    assertEquals(1, Geo.unionNear(gs, new Envelope(-1, 2, -1, 2)).getArea(), 1e-12);
    assertEquals(2, Geo.unionNear(gs, null).getArea(), 1e-12);
    assertTrue(Geo.unionNear(gs, new Envelope(4, 5, 4, 5)).isEmpty());
    assertEquals(new Envelope(2, 8, 1, 7), Geo.around(TablePoint.of(5, 4), 3));
  }

  @Test
  void differencesAndIntersectionsOfAreasAreAreas() {
    Geometry a = Geo.rect(0, 0, 4, 4);
    Geometry b = Geo.rect(2, 0, 6, 4);
    assertEquals(8, Geo.minus(a, b).getArea(), 1e-12);
    assertEquals(2, Geo.minus(a, b).getDimension());
    assertEquals(8, Geo.and(a, b).getArea(), 1e-12);
    assertSame(a, Geo.minus(a, Geo.rect(10, 10, 11, 11)), "far apart: nothing to take away");
    assertSame(a, Geo.minus(a, Geo.F.createPolygon()));
    Geometry none = Geo.F.createPolygon();
    assertSame(none, Geo.minus(none, a));
    Geometry touching = Geo.minus(a, Geo.rect(4, 0, 5, 4));
    assertEquals(16, touching.getArea(), 1e-12, "sharing an edge takes nothing away");
    LineString cut = Geo.segment(TablePoint.of(-1, 2), TablePoint.of(5, 2));
    assertEquals(2, Geo.minus(cut, a).getLength(), 1e-12, "a line keeps what lies outside");
    assertEquals(4, Geo.and(cut, a).getLength(), 1e-12, "and what lies inside");
    assertEquals(1, Geo.and(cut, a).getDimension());
  }

  @Test
  void pointToSegmentAndSegmentToSegmentDistancesAreExact() {
    assertEquals(3, Geo.pointSegment(2, 3, 0, 0, 4, 0), 1e-12, "above the middle");
    assertEquals(5, Geo.pointSegment(7, 4, 0, 0, 4, 0), 1e-12, "beyond the far end");
    assertEquals(Math.hypot(1, 1), Geo.pointSegment(-1, 1, 0, 0, 4, 0), 1e-12,
        "before the near end");
    assertEquals(5, Geo.pointSegment(3, 4, 0, 0, 0, 0), 1e-12, "a segment of no length");
    assertEquals(2, Geo.segmentSegment(new Coordinate(0, 0), new Coordinate(4, 0),
        new Coordinate(1, 2), new Coordinate(3, 5)), 1e-12);
    assertEquals(0, Geo.segmentSegment(new Coordinate(0, 0), new Coordinate(4, 4),
        new Coordinate(0, 4), new Coordinate(4, 0)), 1e-12);
  }

  @Test
  void theFootprintOfAShapeIsItsGround() {
    Geometry band = Geo.footprint(new Shape.Line(List.of(TablePoint.of(0, 0),
        TablePoint.of(6, 0)), 1));
    assertEquals(6 + Math.PI / 4, band.getArea(), 0.02);
    assertTrue(band.covers(Geo.F.createPoint(new Coordinate(3, 0.5))));
    assertTrue(Geo.footprint(new Shape.Line(List.of(TablePoint.of(0, 0), TablePoint.of(6, 0)),
        0)) instanceof LineString);
    assertEquals(16, Geo.footprint(area(0, 0, 4, 0, 4, 4, 0, 4)).getArea(), 1e-12);
  }
}
