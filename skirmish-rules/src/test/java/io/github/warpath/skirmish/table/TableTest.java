package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;

/** The table: its size, its features, its edges and the tolerance of its measurements. */
class TableTest {
  private static final Feature WOOD = Feature.rectangle("wood", "rough", 10, 10, 14, 12);
  private static final Feature HEDGE = Feature.line("hedge", "obstacle", 0.5, 20, 0, 20, 24);
  private static final Feature COPSE = Feature.rectangle("copse", "rough", 30, 2, 32, 4);
  private static final Table TABLE = Table.builder(48, 24).feature(WOOD).feature(HEDGE)
      .feature(COPSE).build();

  @Test
  void aTableHasAPositiveFiniteWidthAndDepth() {
    for (double[] size : new double[][] {{0, 24}, {48, 0}, {-1, 24}, {48, -0.5},
        {Double.NaN, 24}, {48, Double.NaN}, {Double.POSITIVE_INFINITY, 24},
        {48, Double.POSITIVE_INFINITY}}) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> Table.builder(size[0], size[1]));
      assertEquals("table", e.field());
      assertTrue(e.getMessage().contains("positive"), e.getMessage());
    }
    Table small = Table.builder(0.5, 0.25).build();
    assertEquals(0.5, small.width());
    assertEquals(0.25, small.depth());
  }

  @Test
  void featureIdsAreUniqueOnATable() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> Table.builder(48, 24).features(List.of(WOOD, HEDGE,
            Feature.rectangle("hedge", "open", 1, 1, 2, 2))).build());
    assertEquals("features[2].id", e.field());
    assertTrue(e.getMessage().contains("'hedge'"), e.getMessage());
  }

  @Test
  void anAreaMustEncloseGroundWithoutCrossingItself() {
    InvalidInputException bow = assertThrows(InvalidInputException.class,
        () -> Table.builder(10, 10).feature(Feature.area("bow", "rough", 0, 0, 4, 4, 4, 0, 0, 2))
            .build());
    assertEquals("features[0]", bow.field());
    assertTrue(bow.getMessage().contains("not a simple polygon"), bow.getMessage());
    assertTrue(bow.getMessage().contains("near (1.333, 1.333)"), bow.getMessage());
    InvalidInputException flat = assertThrows(InvalidInputException.class,
        () -> Table.builder(10, 10).feature(WOOD).feature(Feature.area("flat", "rough", 0, 0, 2,
            0, 4, 0)).build());
    assertEquals("features[1]", flat.field());
    assertTrue(flat.getMessage().contains("encloses no area"), flat.getMessage());
  }

  @Test
  void featuresAreFoundByIdAndByKindInTableOrder() {
    assertSame(HEDGE, TABLE.feature("hedge"));
    assertTrue(TABLE.hasFeature("copse"));
    assertFalse(TABLE.hasFeature("pond"));
    assertEquals(List.of(WOOD, COPSE), TABLE.featuresOfKind("rough"));
    assertEquals(List.of(HEDGE), TABLE.featuresOfKind("obstacle"));
    assertEquals(List.of(), TABLE.featuresOfKind("road"));
    assertEquals(List.of(WOOD, HEDGE, COPSE), TABLE.features());
  }

  @Test
  void anUnknownFeatureIdListsTheKnownOnes() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> TABLE.feature("pond"));
    assertEquals("feature", e.field());
    assertTrue(e.getMessage().contains("wood, hedge, copse"), e.getMessage());
    InvalidInputException bare = assertThrows(InvalidInputException.class,
        () -> Table.builder(6, 6).build().feature("pond"));
    assertTrue(bare.getMessage().contains("no features"), bare.getMessage());
  }

  @Test
  void aPointWithinAThousandthOfAnInchOfTheEdgeIsOnTheTable() {
    assertTrue(TABLE.contains(TablePoint.of(0, 0)));
    assertTrue(TABLE.contains(TablePoint.of(48, 24)));
    assertTrue(TABLE.contains(TablePoint.of(-0.0009, 5)));
    assertTrue(TABLE.contains(TablePoint.of(5, -0.0009)));
    assertTrue(TABLE.contains(TablePoint.of(48.0009, 5)));
    assertTrue(TABLE.contains(TablePoint.of(5, 24.0009)));
    assertFalse(TABLE.contains(TablePoint.of(-0.002, 5)));
    assertFalse(TABLE.contains(TablePoint.of(5, -0.002)));
    assertFalse(TABLE.contains(TablePoint.of(48.002, 5)));
    assertFalse(TABLE.contains(TablePoint.of(5, 24.002)));
  }

  @Test
  void theEdgeGapIsMeasuredFromTheNearestEdgeToTheBaseEdge() {
    assertEquals(2.5, TABLE.edgeGap(TablePoint.of(3, 12), 0.5), 1e-12, "left edge");
    assertEquals(1.5, TABLE.edgeGap(TablePoint.of(46, 12), 0.5), 1e-12, "right edge");
    assertEquals(1.0, TABLE.edgeGap(TablePoint.of(20, 1.5), 0.5), 1e-12, "near edge");
    assertEquals(0.25, TABLE.edgeGap(TablePoint.of(20, 23.25), 0.5), 1e-12, "far edge");
    assertEquals(-0.5, TABLE.edgeGap(TablePoint.of(0, 12), 0.5), 1e-12, "over the edge");
  }

  @Test
  void aPointOnTheEdgeIsOnTheTableAndTouchesABorder() {
    assertTrue(TABLE.onEdge(TablePoint.of(0, 12)));
    assertTrue(TABLE.onEdge(TablePoint.of(20, 24)));
    assertTrue(TABLE.onEdge(TablePoint.of(48.0009, 12)));
    assertTrue(TABLE.onEdge(TablePoint.of(0.0009, 12)));
    assertFalse(TABLE.onEdge(TablePoint.of(0.002, 12)));
    assertFalse(TABLE.onEdge(TablePoint.of(-0.002, 12)), "off the table is not on its edge");
    assertFalse(TABLE.onEdge(TablePoint.of(24, 12)));
  }

  @Test
  void aDerivedValueIsComputedOncePerKey() {
    Table t = Table.builder(12, 12).build();
    AtomicInteger calls = new AtomicInteger();
    String a = t.derived("k", x -> "v" + calls.incrementAndGet());
    String b = t.derived("k", x -> "v" + calls.incrementAndGet());
    assertEquals("v1", a);
    assertSame(a, b);
    assertEquals("v2", t.derived("other", x -> "v" + calls.incrementAndGet()));
    assertEquals(2, calls.get());
  }

  @Test
  void theOutlineIsTheTablesRectangle() {
    Geometry o = TABLE.outline();
    assertEquals(48 * 24, o.getArea(), 1e-9);
    assertEquals(new Envelope(0, 48, 0, 24), o.getEnvelopeInternal());
  }

  @Test
  void aTableDescribesItsSizeAndFeatures() {
    assertEquals("table 48\" x 24\" with 3 features", TABLE.describe());
    assertEquals("table 6.5\" x 4\" with 1 feature", Table.builder(6.5, 4).feature(
        Feature.rectangle("r", "rough", 1, 1, 2, 2)).build().toString());
    assertEquals("table 6\" x 6\" with 0 features", Table.builder(6, 6).build().describe());
  }

  @Test
  void tablesAreEqualWhenSizeAndFeaturesAre() {
    Table same = Table.builder(48, 24).features(List.of(WOOD, HEDGE, COPSE)).build();
    assertEquals(TABLE, same);
    assertEquals(TABLE.hashCode(), same.hashCode());
    assertNotEquals(TABLE, Table.builder(48, 24).features(List.of(WOOD, HEDGE)).build());
    assertNotEquals(TABLE, Table.builder(48, 25).features(List.of(WOOD, HEDGE, COPSE)).build());
    assertNotEquals(TABLE, Table.builder(47, 24).features(List.of(WOOD, HEDGE, COPSE)).build());
    assertNotEquals(TABLE, "table");
  }

  @Test
  void aPointJustOffTheTableWithinTheToleranceIsStillOnItAndOnItsEdge() {
    double t = Table.TOLERANCE;
    for (TablePoint p : List.of(TablePoint.of(-t, 5), TablePoint.of(5, -t),
        TablePoint.of(48 + t, 5), TablePoint.of(5, 24 + t))) {
      assertTrue(TABLE.contains(p), p + " is within the tolerance");
    }
    for (TablePoint p : List.of(TablePoint.of(-2 * t, 5), TablePoint.of(5, -2 * t),
        TablePoint.of(48 + 2 * t, 5), TablePoint.of(5, 24 + 2 * t))) {
      assertFalse(TABLE.contains(p), p + " is beyond the tolerance");
    }
    assertTrue(TABLE.onEdge(TablePoint.of(t, 5)), "the tolerance inside the edge is on it");
    assertFalse(TABLE.onEdge(TablePoint.of(2 * t, 5)));
  }

  @Test
  void differentTablesAndFeaturesHashDifferentlySoTheySpreadInHashMaps() {
    Table other = Table.builder(48, 24).feature(WOOD).build();
    assertNotEquals(TABLE.hashCode(), other.hashCode());
    assertEquals(TABLE.hashCode(), Table.builder(48, 24).feature(WOOD).feature(HEDGE)
        .feature(COPSE).build().hashCode());
    assertNotEquals(WOOD.hashCode(), COPSE.hashCode());
    assertEquals(WOOD.hashCode(), Feature.rectangle("wood", "rough", 10, 10, 14, 12).hashCode());
    TablePosition a = TablePosition.of(TablePoint.of(1, 2)).withFacing(90);
    assertNotEquals(a.hashCode(), a.withFacing(180).hashCode());
    assertNotEquals(a.hashCode(), TablePosition.of(TablePoint.of(1, 2)).hashCode());
    assertEquals(a.hashCode(), TablePosition.of(TablePoint.of(1, 2)).withFacing(450).hashCode());
  }
}
