package io.github.warpath.skirmish.table.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker's exact measurements of a round base moving in straight legs: its gap to features
 * and to other bases, and the stretches of its route over which it overlaps a line.
 */
class SweepTest {
  private static final double E = 1e-6;

  private static TablePoint p(double x, double y) {
    return TablePoint.of(x, y);
  }

  private static Table table(Feature... fs) {
    return Table.builder(30, 30).features(List.of(fs)).build();
  }

  private static void assertStretches(double[][] expected, List<double[]> actual) {
    assertStretches(expected, actual, "");
  }

  private static void assertStretches(double[][] expected, List<double[]> actual, String what) {
    assertEquals(expected.length, actual.size(), () -> what + " " + actual.stream()
        .map(java.util.Arrays::toString).toList());
    for (int i = 0; i < expected.length; i++) {
      assertArrayEquals(expected[i], actual.get(i), E);
    }
  }

  @Test
  void theGapToAFeatureIsFromTheBaseEdgeToTheFeaturesEdge() {
    Feature wood = Feature.rectangle("wood", "rough", 10, 10, 12, 12);
    Feature hedge = Feature.line("hedge", "obstacle", 1, 20, 0, 20, 30);
    Table t = table(wood, hedge);
    assertEquals(1.5, Sweep.gap(t, wood, p(5, 11), p(8, 11), 0.5), E, "the leg ends 2\" away");
    assertEquals(3.5, Sweep.gap(t, wood, p(6, 11), p(6, 11), 0.5), E, "standing still");
    assertEquals(-0.5, Sweep.gap(t, wood, p(5, 11), p(15, 11), 0.5), E, "through it");
    assertEquals(1.0, Sweep.gap(t, hedge, p(18, 1), p(18, 29), 0.5), E,
        "2\" from the centre line, less half its width and the base's radius");
    assertEquals(0.5, Sweep.body(t, hedge).halfWidth(), E);
    assertEquals(0, Sweep.body(t, wood).halfWidth(), E);
    assertSame(Sweep.body(t, wood), Sweep.body(t, wood), "cached per table");
  }

  @Test
  void theGapBetweenBasesIsMeasuredAlongTheWholeLeg() {
    assertEquals(1.0, Sweep.gap(p(0, 0), p(10, 0), 0.5, p(5, 2), 0.5), E);
    assertEquals(Math.hypot(3, 4) - 1.5, Sweep.gap(p(0, 0), p(10, 0), 0.5, p(13, 4), 1), E);
    assertEquals(-1.0, Sweep.gap(p(0, 0), p(10, 0), 0.5, p(5, 0), 0.5), E);
  }

  @Test
  void aStraightLegOverlapsALineWhileTheBaseIsWithinReachOfIt() {
    Feature hedge = Feature.line("h", "obstacle", 0.5, 6, 0, 6, 10);
    Table t = table(hedge);
    // Reach 0.5 + 0.25: the centre is over the hedge from x = 5.25 to x = 6.75.
    assertStretches(new double[][] {{5.25, 6.75}}, Sweep.stretches(t, hedge,
        List.of(p(0, 5), p(10, 5)), 0.5));
    // On a slant (8" across for 10" travelled) the same band is met later and longer.
    Feature wall = Feature.line("w", "obstacle", 0, 4, -5, 4, 20);
    assertStretches(new double[][] {{3.25 / 0.8, 4.75 / 0.8}}, Sweep.stretches(table(wall),
        wall, List.of(p(0, 0), p(8, 6)), 0.75));
  }

  @Test
  void stretchesAreMeasuredAlongTheWholeRouteInRouteOrder() {
    Feature wall = Feature.line("w", "obstacle", 0, 3, 0, 3, 10);
    // Out across the wall, down, and back across it: 6 + 6 + 6 inches.
    assertStretches(new double[][] {{2.5, 3.5}, {14.5, 15.5}}, Sweep.stretches(table(wall),
        wall, List.of(p(0, 2), p(6, 2), p(6, 8), p(0, 8)), 0.5));
    Feature lane = Feature.line("l", "obstacle", 0, 0, 9, 10, 9);
    assertStretches(new double[][] {{7.5, 8.5}}, Sweep.stretches(table(lane), lane,
        List.of(p(0, 5), p(4, 5), p(4, 5), p(4, 12)), 0.5), "a leg of no length adds nothing");
  }

  @Test
  void stretchesOfSeveralSegmentsAreSortedAndMerged() {
    // A hooked line whose first segment lies farther along the route than its last one.
    Feature hook = Feature.line("k", "obstacle", 0, 5, 0, 5, 10, 2, 10, 2, 0);
    assertStretches(new double[][] {{1.5, 2.5}, {4.5, 5.5}}, Sweep.stretches(table(hook), hook,
        List.of(p(0, 5), p(10, 5)), 0.5));
    // Two segments meeting on the route give one stretch.
    Feature bent = Feature.line("b", "obstacle", 0, 6, 0, 6, 5, 6, 10);
    assertStretches(new double[][] {{5.5, 6.5}}, Sweep.stretches(table(bent), bent,
        List.of(p(0, 5), p(10, 5)), 0.5));
  }

  @Test
  void aStretchOpenAtEitherEndOfTheRouteIsCutThere() {
    Feature wall = Feature.line("w", "obstacle", 0, 3, 0, 3, 10);
    assertStretches(new double[][] {{0, 0.7}}, Sweep.stretches(table(wall), wall,
        List.of(p(2.8, 5), p(8, 5)), 0.5), "starting over it");
    assertStretches(new double[][] {{2.5, 3.2}}, Sweep.stretches(table(wall), wall,
        List.of(p(0, 5), p(3.2, 5)), 0.5), "ending over it");
    assertStretches(new double[][] {}, Sweep.stretches(table(wall), wall,
        List.of(p(0, 5), p(2.5, 5)), 0.5), "touching is not overlapping");
    assertStretches(new double[][] {}, Sweep.stretches(table(wall), wall,
        List.of(p(0, 11), p(8, 11)), 0.5), "passing beyond its end");
  }

  @Test
  void aPointAlongARouteIsFoundLegByLeg() {
    List<TablePoint> route = List.of(p(0, 0), p(3, 4), p(3, 10));
    assertEquals(11, Sweep.length(route), E);
    assertEquals(0, Sweep.length(List.of(p(1, 1))), E);
    assertEquals(p(0, 0), Sweep.along(route, 0));
    assertEquals(p(1.5, 2), Sweep.along(route, 2.5));
    assertEquals(p(3, 4), Sweep.along(route, 5));
    assertEquals(p(3, 6), Sweep.along(route, 7));
    assertEquals(p(3, 10), Sweep.along(route, 11));
    assertEquals(p(3, 10), Sweep.along(route, 20), "no farther than its end");
    assertEquals(p(4, 4), Sweep.along(List.of(p(4, 4)), 3));
  }
}
