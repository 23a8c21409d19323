package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The reach region of a model and its picture. */
class ReachRegionTest {

  /** The example of the README: a section in front of a wood, a wall and a ruined house. */
  static GameState example() {
    Table t = Table.builder(36, 24)
        .feature(Feature.area("wood", "rough", 16, 3, 21, 2, 23, 7, 19, 10, 15, 8))
        .feature(Feature.line("wall", "obstacle", 0.5, 8, 14, 15, 14, 15, 19))
        .feature(Feature.rectangle("crag", "impassable", 20, 13, 25, 17))
        .feature(Feature.rectangle("house", "building", 27, 4, 31, 8))
        .feature(Feature.line("lane", "road", 2, 0, 21, 36, 21))
        .build();
    return Fx.state(t, Fx.unit("a", "blue", "infantry", 12, 9, 13.5, 9.5, 15, 10),
        Fx.unit("b", "blue", "tracked", 4, 21), Fx.unit("e", "red", "infantry", 30, 14, 31.5, 14));
  }

  @Test
  void inTheOpenTheRegionIsTheDiscOfTheRate() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 24, 24));
    ReachRegion r = Fx.RULES.reach(s, MoveQuery.of("a"), 0);
    assertEquals(Math.PI * 36, r.area(), Math.PI * 36 * 0.005);
    assertTrue(r.contains(TablePoint.of(30, 24)));
    assertFalse(r.contains(TablePoint.of(30.1, 24)));
    ReachRegion run = Fx.RULES.reach(s, MoveQuery.of("a", "run"), 0);
    assertEquals(Math.PI * 144, run.area(), Math.PI * 144 * 0.005);
  }

  @Test
  void theRegionLeavesOutImpassableGroundAndWhatLiesInItsShadow() {
    GameState s = Fx.state(Fx.table(Feature.rectangle("rock", "impassable", 20, 14, 21, 30)),
        Fx.unit("a", "blue", "infantry", 18, 20));
    ReachRegion r = Fx.RULES.reach(s, MoveQuery.of("a", "run"), 0);
    assertFalse(r.contains(TablePoint.of(20.5, 20)), "inside the rock");
    assertFalse(r.contains(TablePoint.of(22, 20)), "behind the rock: 4\" as the crow flies,"
        + " 13\" round its corner");
    assertTrue(r.contains(TablePoint.of(22, 13.4)), "round the rock's corner, about 8.5\"");
    assertTrue(r.contains(TablePoint.of(8, 20)));
  }

  @Test
  void theRegionKeepsTheSpacingFromOtherUnits() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("b", "blue", "infantry", 14, 10));
    ReachRegion r = Fx.RULES.reach(s, MoveQuery.of("a"), 0);
    assertFalse(r.contains(TablePoint.of(12, 10)), "1\" from b");
    assertFalse(r.contains(TablePoint.of(16, 10)), "beyond b but within 1\"");
    assertTrue(r.contains(TablePoint.of(13, 13.5)));
  }

  @Test
  void theRegionAgreesWithTheRouteQuery() {
    GameState s = example();
    ReachRegion r = Fx.RULES.reach(s, MoveQuery.of("a", "run"), 1);
    for (double x = 1; x < 35; x += 1.7) {
      for (double y = 1; y < 23; y += 1.3) {
        TablePoint p = TablePoint.of(x, y);
        boolean routed = Fx.RULES.route(s, MoveQuery.of("a", "run"), 1, p).isPresent();
        if (routed) {
          assertTrue(r.distanceTo(p) <= ReachRegion.ACCURACY, p.toString());
        } else if (r.contains(p)) {
          assertTrue(Fx.RULES.shortestRoute(s, MoveQuery.of("a", "run"), 1, p)
              .map(t -> t.length() <= 12 * 1.002 + ReachRegion.ACCURACY).orElse(false),
              p.toString());
        }
      }
    }
  }

  @Test
  void aBaseIsItsAttributeElseTheChartsSizeForItsTroopType() {
    GameState s = example();
    assertEquals(1.0, Fx.RULES.baseDiameter(s, s.unit("a")), "infantry, default chart");
    assertEquals(3.0, Fx.RULES.baseDiameter(s, s.unit("b")), "tracked, default chart");
    GameState chart = GameState.builder().from(s).putCharts("base.tracked", "2.5").build();
    assertEquals(2.5, Fx.RULES.baseDiameter(chart, chart.unit("b")));
    GameState own = s.withUnit(io.github.warpath.state.Unit.builder().from(s.unit("a"))
        .putAttributes("base", "1.25").build());
    assertEquals(1.25, Fx.RULES.baseDiameter(own, own.unit("a")));
  }

  @Test
  void thePictureDrawsTheTableTheUnitsAndTheRegion() throws IOException {
    String svg = Fx.RULES.reachSvg(example(), MoveQuery.of("a", "run"), 1);
    assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assertEquals(1, count(svg, "class=\"region reach\""));
    assertEquals(6, count(svg, "class=\"model "), "3 + 1 + 2 models");
    assertEquals(3, count(svg, "<polygon class=\"feature"), "wood, crag, house");
    assertEquals(2, count(svg, "<polyline class=\"feature"), "wall and lane");
    assertTrue(svg.contains(">a model 2: run 12&quot;</text>"), svg);
    if (Boolean.getBoolean("warpath.writeDocs")) {
      Files.writeString(Path.of("../docs/miniatures-fixed-reach.svg"), svg,
          StandardCharsets.UTF_8);
    }
  }

  private static int count(String s, String part) {
    int n = 0;
    for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void eachModelsRegionStartsWhereThatModelStands() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 5, 10, 3, 10));
    assertEquals(TablePoint.of(3, 10), Fx.RULES.reach(s, MoveQuery.of("a"), 1).start());
    assertEquals(TablePoint.of(5, 10), Fx.RULES.reach(s, MoveQuery.of("a"), 0).start());
  }

  @Test
  void theBaseStaysOnTheTableAtTheFarEdgesToo() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 45, 45));
    ReachRegion r = Fx.RULES.reach(s, MoveQuery.of("a"), 0);
    assertTrue(r.contains(TablePoint.of(47.4, 45)));
    assertFalse(r.contains(TablePoint.of(47.6, 45)), "the base would hang over the edge");
    assertTrue(r.contains(TablePoint.of(45, 47.4)));
    assertFalse(r.contains(TablePoint.of(45, 47.6)));
  }

  @Test
  void theNoteTellsTheRatesTheRegionUses() {
    Feature road = Feature.line("road", "road", 3, 0, 10, 48, 10);
    GameState onRoad = Fx.state(Fx.table(road), Fx.unit("t", "blue", "tracked", 5, 10));
    assertEquals("advance 9\", road 18\"", Fx.RULES.reach(onRoad, MoveQuery.of("t"), 0).note());
    Feature house = Feature.rectangle("house", "building", 14, 6, 18, 14);
    GameState dug = Fx.state(Fx.table(house), Fx.unit("g", "blue", "artillery", 16, 8, 16, 11));
    assertEquals("deployed in No* terrain: no move", Fx.RULES.reach(dug, MoveQuery.of("g"), 1)
        .note());
  }

  @Test
  void aDeployedGunsOnlyRouteIsToStayPut() {
    Feature house = Feature.rectangle("house", "building", 14, 6, 18, 14);
    GameState dug = Fx.state(Fx.table(house), Fx.unit("g", "blue", "artillery", 16, 8, 16, 11));
    TableRoute stay = Fx.RULES.route(dug, MoveQuery.of("g"), 1, TablePoint.of(16, 11))
        .orElseThrow();
    assertEquals(0, stay.length());
    assertEquals("deployed in No* terrain", stay.note());
    assertTrue(Fx.RULES.route(dug, MoveQuery.of("g"), 1, TablePoint.of(16, 11.5)).isEmpty());
    assertEquals("deployed in No* terrain", Fx.RULES.shortestRoute(dug, MoveQuery.of("g"), 1,
        TablePoint.of(16, 11)).orElseThrow().note());
  }

  @Test
  void theShortestRouteGoesRoundObstaclesFarFromTheStart() {
    Feature block = Feature.rectangle("block", "impassable", 20, 5, 25, 15);
    GameState s = Fx.state(Fx.table(block), Fx.unit("a", "blue", "infantry", 5, 10));
    TableRoute r = Fx.RULES.shortestRoute(s, MoveQuery.of("a"), 0, TablePoint.of(40, 10))
        .orElseThrow();
    double side = Math.hypot(14.5, 5.5);
    assertEquals(2 * side + 6, r.length(), 0.1, "round the block grown by the base");
    assertTrue(Fx.RULES.route(s, MoveQuery.of("a"), 0, TablePoint.of(40, 10)).isEmpty(),
        "beyond an Advance");
  }
}
