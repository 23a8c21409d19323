package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.skirmish.table.internal.Geo;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/** Routes and reach regions as values: where they start and end, what they hold. */
class RoutesAndRegionsTest {

  @Test
  void aRouteRunsFromItsFirstToItsLastPointAndBecomesSteps() {
    TableRoute r = new TableRoute(List.of(TablePoint.of(1, 1), TablePoint.of(4, 5),
        TablePoint.of(4, 9)), 9, "round the wood");
    assertEquals(TablePoint.of(1, 1), r.start());
    assertEquals(TablePoint.of(4, 9), r.end());
    assertEquals(2, r.toSteps().size());
    assertEquals(TablePosition.at(4, 5), r.toSteps().get(0).to());
    assertEquals(TablePosition.at(4, 9), r.toSteps().get(1).to());
    assertEquals("route 9\" [(1, 1), (4, 5), (4, 9)] (round the wood)", r.toString());
    TableRoute stay = new TableRoute(List.of(TablePoint.of(2, 2)), 0, "");
    assertEquals(List.of(), stay.toSteps());
    assertEquals(stay.start(), stay.end());
    assertEquals("route 0\" [(2, 2)]", stay.toString());
    assertThrows(IllegalArgumentException.class, () -> new TableRoute(List.of(), 0, ""));
  }

  /** A 2" x 2" square region from (10, 10), reached from a start at (5, 5) with 8". */
  private static ReachRegion square() {
    return new ReachRegion(TablePoint.of(5, 5), 8, Geo.rect(10, 10, 12, 12), "advance 8\"");
  }

  @Test
  void aRegionHoldsItsAreaAndAlwaysItsStart() {
    ReachRegion r = square();
    assertEquals(TablePoint.of(5, 5), r.start());
    assertEquals(8, r.allowance());
    assertEquals("advance 8\"", r.note());
    assertEquals(4, r.area(), 1e-12);
    assertFalse(r.isEmpty());
    assertTrue(r.contains(TablePoint.of(11, 11)));
    assertTrue(r.contains(TablePoint.of(12, 12)), "its border");
    assertTrue(r.contains(TablePoint.of(12.0009, 11)), "within the tolerance");
    assertFalse(r.contains(TablePoint.of(12.002, 11)));
    assertTrue(r.contains(TablePoint.of(5.0009, 5)), "the start, which is outside the square");
    assertFalse(r.contains(TablePoint.of(5.002, 5)));
  }

  @Test
  void theDistanceToARegionIsZeroInsideAndAtTheStart() {
    ReachRegion r = square();
    assertEquals(0, r.distanceTo(TablePoint.of(11, 11)), 1e-12);
    assertEquals(0, r.distanceTo(TablePoint.of(5.0005, 5)), 1e-12);
    assertEquals(3, r.distanceTo(TablePoint.of(15, 11)), 1e-12);
    assertEquals(1, r.distanceTo(TablePoint.of(5, 4)), 1e-12, "nearer the start than the square");
    ReachRegion none = new ReachRegion(TablePoint.of(5, 5), 0, Geo.F.createPolygon(), "");
    assertTrue(none.isEmpty());
    assertEquals(5, none.distanceTo(TablePoint.of(8, 9)), 1e-12);
    assertTrue(none.contains(TablePoint.of(5, 5)));
    assertFalse(none.contains(TablePoint.of(5.5, 5)));
  }

  @Test
  void aRegionKeepsItsOwnCopyOfTheGeometry() {
    Geometry g = Geo.rect(0, 0, 1, 1);
    ReachRegion r = new ReachRegion(TablePoint.of(0, 0), 1, g, "");
    g.getCoordinates()[2].x = 5;
    g.geometryChanged();
    assertEquals(1, r.area(), 1e-12);
    Geometry out = r.geometry();
    out.getCoordinates()[2].x = 7;
    assertEquals(1, r.geometry().getArea(), 1e-12);
  }

  @Test
  void aRegionReadsAsItsStartAllowanceAreaAndNote() {
    assertEquals("reach from (5, 5) within 8\", 4 sq in (advance 8\")", square().toString());
    assertEquals("reach from (0, 0) within 1.5\", 0 sq in", new ReachRegion(TablePoint.of(0, 0),
        1.5, Geo.F.createPolygon(), "").toString());
  }

  @Test
  void theStartAndPointsWithinTheToleranceOfItAreAlwaysInTheRegionEvenAnEmptyOne() {
    // on the x = 0 line the distances below are exact
    TablePoint start = TablePoint.of(0, 5);
    ReachRegion none = new ReachRegion(start, 0, Geo.F.createPolygon(), "held in place");
    assertTrue(none.isEmpty());
    TablePoint near = TablePoint.of(Table.TOLERANCE, 5);
    assertTrue(none.contains(start));
    assertTrue(none.contains(near), "within the tolerance of the start");
    assertEquals(0, none.distanceTo(near));
    TablePoint beyond = TablePoint.of(2 * Table.TOLERANCE, 5);
    assertFalse(none.contains(beyond));
    assertTrue(none.distanceTo(beyond) > 0);
  }
}
