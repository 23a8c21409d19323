package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.skirmish.table.internal.Geo;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Polygon;

/** The SVG picture of a table: scale, features, regions, models, routes and marks. */
class TableSvgTest {
  private static final Table T = Table.builder(20, 10)
      .feature(Feature.rectangle("wood", "rough", 2, 2, 5, 4))
      .feature(Feature.line("wall", "obstacle", 0.5, 8, 1, 8, 9))
      .build();

  @Test
  void oneInchIsTenPixelsUnlessSaidOtherwise() {
    String svg = TableSvg.of(T).render();
    assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"202\""
        + " height=\"102\" viewBox=\"-1 -1 202 102\">\n"), svg);
    assertTrue(svg.contains("<rect class=\"table\" x=\"0\" y=\"0\" width=\"200\" height=\"100\""));
    assertTrue(svg.endsWith("</svg>\n"));
    String big = TableSvg.of(T).pixelsPerInch(2.5).render();
    assertTrue(big.contains("width=\"50\" height=\"25\" fill"), big);
    assertThrows(IllegalArgumentException.class, () -> TableSvg.of(T).pixelsPerInch(0));
    assertThrows(IllegalArgumentException.class, () -> TableSvg.of(T).pixelsPerInch(Double.NaN));
  }

  @Test
  void aTitleAddsABandAboveTheTable() {
    String svg = TableSvg.of(T).title("Blue <run> & \"go\"").render();
    assertTrue(svg.contains("height=\"126\" viewBox=\"-1 -25 202 126\""), svg);
    assertTrue(svg.contains(">Blue &lt;run&gt; &amp; &quot;go&quot;</text>"), svg);
  }

  @Test
  void featuresAreDrawnAsPolygonsAndLinesWithTheirKind() {
    String svg = TableSvg.of(T).render();
    assertTrue(svg.contains("<polygon class=\"feature rough\" points=\"20,20 50,20 50,40 20,40\""
        + " fill=\"#7a8f3a\""), svg);
    assertTrue(svg.contains("<title>rough wood</title>"), svg);
    assertTrue(svg.contains("<polyline class=\"feature obstacle\" points=\"80,10 80,90\""
        + " fill=\"none\" stroke=\"#3d5c2e\" stroke-width=\"5\""), svg);
    String thin = TableSvg.of(Table.builder(10, 10).feature(Feature.line("f", "fence", 0.1, 1,
        1, 2, 2)).build()).render();
    assertTrue(thin.contains("stroke=\"#d0d8c0\" stroke-width=\"2\""),
        "lines are at least 2 pixels wide");
  }

  @Test
  void everyKindOfGroundHasItsColour() {
    String[][] kinds = {{"impassable", "#6b6b6b"}, {"road", "#c8b48a"}, {"building", "#a0522d"},
        {"stream", "#5b9bd5"}, {"water", "#5b9bd5"}, {"minor-obstacle", "#3d5c2e"},
        {"hedge", "#3d5c2e"}, {"wall", "#3d5c2e"}, {"opening", "#f5deb3"}, {"door", "#f5deb3"},
        {"rough", "#7a8f3a"}, {"heavy-going", "#7a8f3a"}, {"broken", "#a9b870"},
        {"open", "#d0d8c0"}};
    for (String[] k : kinds) {
      String svg = TableSvg.of(Table.builder(10, 10).feature(Feature.rectangle("f", k[0], 1, 1,
          2, 2)).build()).render();
      assertTrue(svg.contains("class=\"feature " + k[0] + "\" points=\"10,10 20,10 20,20 10,20\""
          + " fill=\"" + k[1] + "\""), k[0] + ": " + svg);
      assertEquals(k[1], TableSvg.featureColour(k[0]));
    }
  }

  @Test
  void aRegionIsOnePathWithItsHoles() {
    Polygon outer = Geo.rect(0, 0, 4, 4);
    LinearRing hole = Geo.rect(1, 1, 2, 2).getExteriorRing();
    Polygon ring = Geo.F.createPolygon(outer.getExteriorRing(), new LinearRing[] {hole});
    Geometry two = Geo.F.createMultiPolygon(new Polygon[] {ring, Geo.rect(6, 0, 7, 1)});
    String svg = TableSvg.of(T).region(two, "reach", "#2e7d32", 0.5, "chance 5/18").render();
    assertTrue(svg.contains("<path class=\"region reach\" d=\"M0 0 L40 0 L40 40 L0 40 Z"
        + " M10 10 L20 10 L20 20 L10 20 Z M60 0 L70 0 L70 10 L60 10 Z\" fill=\"#2e7d32\""
        + " fill-opacity=\"0.5\""), svg);
    assertTrue(svg.contains("fill-rule=\"evenodd\""));
    assertTrue(svg.contains("<title>chance 5/18</title></path>"));
    String empty = TableSvg.of(T).region(Geo.F.createPolygon(), "reach", "red", 1, "x").render();
    assertFalse(empty.contains("class=\"region"), "an empty region draws nothing");
    String line = TableSvg.of(T).region(Geo.segment(TablePoint.of(0, 0), TablePoint.of(1, 1)),
        "reach", "red", 1, "x").render();
    assertFalse(line.contains("class=\"region"), "only polygons are shaded");
  }

  @Test
  void modelsRoutesAndMarksAreDrawnOnTopOfRegions() {
    String svg = TableSvg.of(T)
        .model(TablePoint.of(3, 4), 0.5, "blue", "a (infantry)")
        .region(Geo.rect(0, 0, 1, 1), "reach", "green", 0.5, "r")
        .route(new TableRoute(List.of(TablePoint.of(3, 4), TablePoint.of(6, 8)), 5, ""))
        .mark(TablePoint.of(1, 2), "start")
        .render();
    assertTrue(svg.contains("<circle class=\"model blue\" cx=\"30\" cy=\"40\" r=\"5\""), svg);
    assertTrue(svg.contains("<title>a (infantry)</title></circle>"));
    assertTrue(svg.contains("<polyline class=\"route\" points=\"30,40 60,80\""), svg);
    assertTrue(svg.contains("<title>route 5&quot; [(3, 4), (6, 8)]</title>"), svg);
    assertTrue(svg.contains("<g class=\"mark\"><path d=\"M5 15 L15 25 M5 25 L15 15\""), svg);
    assertTrue(svg.contains("<text x=\"17\" y=\"13\""), svg);
    assertTrue(svg.indexOf("class=\"region") < svg.indexOf("class=\"model"),
        "regions below models");
    assertTrue(svg.indexOf("class=\"feature") < svg.indexOf("class=\"region"),
        "features below regions");
  }

  @Test
  void thePiecesOfAStateAreItsModelsAtTheirBaseSizes() {
    io.github.warpath.state.GameState s = io.github.warpath.state.GameState.builder()
        .ruleSet(io.github.warpath.skirmish.fixed.MiniaturesFixedRules.ID).board(T)
        .units(List.of(io.github.warpath.state.Unit.builder().id("a").side("b").kind("infantry")
            .position(TablePosition.ofXy(3, 4, 5, 4)).build())).build();
    TableSvg svg = TableSvg.of(T);
    assertSame(svg, svg.pieces(s, new io.github.warpath.skirmish.fixed.MiniaturesFixedRules()));
    String out = svg.render();
    assertTrue(out.contains("<circle class=\"model b\" cx=\"30\" cy=\"40\" r=\"5\""), out);
    assertTrue(out.contains("<circle class=\"model b\" cx=\"50\" cy=\"40\" r=\"5\""), out);
    assertTrue(out.contains("<title>a (infantry)</title>"), out);
  }

  @Test
  void sidesGetTwoColours() {
    String blue = TableSvg.of(T).model(TablePoint.of(1, 1), 0.5, "b", "").render();
    String red = TableSvg.of(T).model(TablePoint.of(1, 1), 0.5, "a", "").render();
    assertTrue(blue.contains("fill=\"#1f4e9c\""), "'b' has an even hash");
    assertTrue(red.contains("fill=\"#b22222\""), "'a' has an odd hash");
  }

  @Test
  void numbersArePrintedWithOneDecimalAtMost() {
    String svg = TableSvg.of(T).model(TablePoint.of(1.234, 2.25), 0.333, "b", "").render();
    assertTrue(svg.contains("cx=\"12.3\" cy=\"22.5\" r=\"3.3\""), svg);
  }
}
