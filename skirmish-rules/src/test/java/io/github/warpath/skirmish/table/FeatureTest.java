package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/** Terrain features: areas and lines with a width, a kind and attributes. */
class FeatureTest {

  @Test
  void aFeatureHasAnIdAndAKind() {
    Shape.Area sq = new Shape.Area(List.of(TablePoint.of(0, 0), TablePoint.of(1, 0),
        TablePoint.of(1, 1)));
    assertEquals("id", assertThrows(InvalidInputException.class,
        () -> Feature.of(" ", "rough", sq)).field());
    assertEquals("id", assertThrows(InvalidInputException.class,
        () -> Feature.of(null, "rough", sq)).field());
    InvalidInputException kind = assertThrows(InvalidInputException.class,
        () -> Feature.of("w", "", sq));
    assertEquals("kind", kind.field());
    assertTrue(kind.getMessage().contains("'w'"), kind.getMessage());
    assertEquals("kind", assertThrows(InvalidInputException.class,
        () -> Feature.of("w", null, sq)).field());
    Feature f = Feature.of("w", "rough", sq);
    assertEquals("w", f.id());
    assertEquals("rough", f.kind());
    assertEquals(sq, f.shape());
    assertEquals("rough 'w'", f.toString());
  }

  @Test
  void anAreaHasThreeCornersOrMoreGivenAsPairs() {
    InvalidInputException odd = assertThrows(InvalidInputException.class,
        () -> Feature.area("a", "rough", 0, 0, 1, 0, 1));
    assertEquals("outline", odd.field());
    assertTrue(odd.getMessage().contains("got 5 numbers"), odd.getMessage());
    InvalidInputException two = assertThrows(InvalidInputException.class,
        () -> Feature.area("a", "rough", 0, 0, 1, 0));
    assertEquals("outline", two.field());
    assertTrue(two.getMessage().contains("got 2"), two.getMessage());
    Feature r = Feature.rectangle("r", "rough", 1, 2, 4, 6);
    assertTrue(r.isArea());
    assertEquals(List.of(TablePoint.of(1, 2), TablePoint.of(4, 2), TablePoint.of(4, 6),
        TablePoint.of(1, 6)), r.shape().points());
  }

  @Test
  void aLineHasTwoPointsOrMoreAndAWidthOfZeroOrMore() {
    assertEquals("path", assertThrows(InvalidInputException.class,
        () -> Feature.line("l", "obstacle", 1, 0, 0)).field());
    assertEquals("path", assertThrows(InvalidInputException.class,
        () -> Feature.line("l", "obstacle", 1, 0, 0, 1)).field());
    assertEquals("width", assertThrows(InvalidInputException.class,
        () -> Feature.line("l", "obstacle", -0.1, 0, 0, 1, 1)).field());
    assertEquals("width", assertThrows(InvalidInputException.class,
        () -> Feature.line("l", "obstacle", Double.NaN, 0, 0, 1, 1)).field());
    assertEquals("width", assertThrows(InvalidInputException.class,
        () -> Feature.line("l", "obstacle", Double.POSITIVE_INFINITY, 0, 0, 1, 1)).field());
    Feature fence = Feature.line("f", "obstacle", 0, 0, 0, 3, 0);
    assertFalse(fence.isArea());
    assertEquals(0, ((Shape.Line) fence.shape()).width());
  }

  @Test
  void attributesAreAddedToACopyInOrder() {
    Feature plain = Feature.rectangle("h", "building", 0, 0, 2, 2);
    Feature marked = plain.with("floors", "2").with("damaged", "TRUE");
    assertEquals(Map.of(), plain.attributes());
    assertEquals(List.of("floors", "damaged"), List.copyOf(marked.attributes().keySet()));
    assertEquals("2", marked.attribute("floors", "1"));
    assertEquals("1", plain.attribute("floors", "1"));
    assertTrue(marked.isTrue("damaged"), "true in any case");
    assertFalse(marked.isTrue("floors"));
    assertFalse(plain.isTrue("damaged"));
    assertThrows(UnsupportedOperationException.class, () -> marked.attributes().put("x", "y"));
    assertThrows(NullPointerException.class, () -> plain.with(null, "v"));
    assertThrows(NullPointerException.class, () -> plain.with("k", null));
  }

  @Test
  void theFootprintOfALineIsItsWidthAroundIt() {
    Geometry hedge = Feature.line("h", "obstacle", 2, 0, 0, 10, 0).footprint();
    assertTrue(hedge instanceof Polygon);
    assertEquals(20 + Math.PI, hedge.getArea(), 0.1, "a 10\" band 2\" wide, round ends");
    assertTrue(hedge.getEnvelopeInternal().getMinY() <= -1 + 1e-9);
    Geometry fence = Feature.line("f", "obstacle", 0, 0, 0, 10, 0).footprint();
    assertTrue(fence instanceof LineString, "a fence of no width is its line");
    assertEquals(10, fence.getLength(), 1e-12);
    Geometry wood = Feature.rectangle("w", "rough", 1, 1, 4, 3).footprint();
    assertEquals(6, wood.getArea(), 1e-12);
  }

  @Test
  void featuresAreEqualWhenEverythingIs() {
    Feature a = Feature.rectangle("w", "rough", 0, 0, 2, 2).with("x", "1");
    assertEquals(a, Feature.rectangle("w", "rough", 0, 0, 2, 2).with("x", "1"));
    assertEquals(a.hashCode(), Feature.rectangle("w", "rough", 0, 0, 2, 2).with("x", "1")
        .hashCode());
    assertNotEquals(a, Feature.rectangle("v", "rough", 0, 0, 2, 2).with("x", "1"));
    assertNotEquals(a, Feature.rectangle("w", "open", 0, 0, 2, 2).with("x", "1"));
    assertNotEquals(a, Feature.rectangle("w", "rough", 0, 0, 2, 3).with("x", "1"));
    assertNotEquals(a, Feature.rectangle("w", "rough", 0, 0, 2, 2).with("x", "2"));
    assertNotEquals(a, "w");
  }
}
