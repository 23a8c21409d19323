package io.github.warpath.scenario.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Geometry;

/** The JSON shapes of table answers: reach regions, routes and chances. */
class TableResultsTest {
  private static final Scenario FARM = TableFormatTest.READER.read(
      TableExamples.file("miniatures-fixed-farm.json"));
  private static final Scenario HEDGEROW = TableFormatTest.READER.read(
      TableExamples.file("miniatures-dice-hedgerow.json"));

  private static List<String> keys(JsonValue v) {
    return List.copyOf(v.members().keySet());
  }

  @Test
  void aReachAnswerGivesEachModelsRegionWithAreaBoundsAndPolygons() {
    MiniaturesFixedRules rules = (MiniaturesFixedRules) FARM.ruleSet();
    MoveQuery q = MoveQuery.of("a", "run");
    Map<Integer, ReachRegion> regions = new LinkedHashMap<>();
    regions.put(2, rules.reach(FARM.state(), q, 1));
    JsonValue v = TableResults.reach(FARM, q, regions);
    assertEquals(List.of("ruleSet", "units", "mode", "accuracy", "regions"), keys(v));
    assertEquals("0.05", v.get("accuracy").scalarText());
    JsonValue r = v.get("regions").elements().get(0);
    assertEquals(List.of("model", "start", "allowance", "note", "area", "bounds", "polygons"),
        keys(r));
    assertEquals("2", r.get("model").scalarText());
    assertEquals("[13.5,9.5]", r.get("start").toJson());
    assertEquals("12", r.get("allowance").scalarText());
    assertEquals("run 12\"", r.get("note").text());
    ReachRegion region = regions.get(2);
    assertEquals(region.area(), Double.parseDouble(r.get("area").scalarText()), 0.0005);
    double minY = Double.parseDouble(r.get("bounds").get("minY").scalarText());
    assertEquals(region.geometry().getEnvelopeInternal().getMinY(), minY, 0.0005);
    List<JsonValue> polygons = r.get("polygons").elements();
    assertEquals(region.geometry().getNumGeometries(), polygons.size(), "one per polygon");
    JsonValue outline = polygons.get(0).elements().get(0);
    int widest = 0;
    for (int i = 0; i < polygons.size(); i++) {
      JsonValue ring = polygons.get(i).elements().get(0);
      assertEquals(region.geometry().getGeometryN(i).getBoundary().getGeometryN(0)
          .getNumPoints() - 1, ring.size(), "every corner of outline " + i + ", once");
      widest = Math.max(widest, ring.size());
    }
    assertTrue(widest > 20, "a run round the crag and the wood has many corners: " + widest);
    assertEquals(2, outline.elements().get(0).size(), "points are [x, y]");
  }

  @Test
  void aRouteAnswerGivesItsPointsAndLengthOrThatThereIsNone() {
    MiniaturesFixedRules rules = (MiniaturesFixedRules) FARM.ruleSet();
    MoveQuery q = MoveQuery.of("tank");
    TablePoint start = TablePoint.of(4, 21);
    TablePoint far = TablePoint.of(20, 21);
    Optional<TableRoute> route = rules.route(FARM.state(), q, 0, far);
    JsonValue v = TableResults.route(FARM, q, 1, start, far, route,
        rules.shortestRoute(FARM.state(), q, 0, far));
    assertEquals(List.of("ruleSet", "units", "mode", "model", "start", "target", "reachable",
        "length", "points", "note", "shortestLength"), keys(v));
    assertEquals("true", v.get("reachable").scalarText());
    assertEquals("16", v.get("length").scalarText(), "16\" along the lane: the rate doubled");
    assertEquals("[[4,21],[20,21]]", v.get("points").toJson());
    assertEquals("along the road, rate doubled", v.get("note").text());
    TablePoint crag = TablePoint.of(22, 15);
    JsonValue none = TableResults.route(FARM, q, 1, start, crag, rules.route(FARM.state(), q, 0,
        crag), Optional.empty());
    assertEquals("{\"ruleSet\":\"miniatures-fixed\",\"units\":[\"tank\"],\"mode\":\"advance\","
        + "\"model\":1,\"start\":[4,21],\"target\":[22,15],\"reachable\":false,\"length\":null,"
        + "\"points\":[],\"note\":null,\"shortestLength\":null}", none.toJson());
  }

  @Test
  void aChanceIsAnExactFractionWithItsDecimal() {
    MiniaturesDiceRules rules = (MiniaturesDiceRules) HEDGEROW.ruleSet();
    MoveQuery q = MoveQuery.of("rifles", "normal");
    TablePoint target = TablePoint.of(8, 1);
    Fraction chance = rules.probabilityToReach(HEDGEROW.state(), q, 0, target);
    JsonValue v = TableResults.chance(HEDGEROW, q, 1, TablePoint.of(8, 8), target, chance, null);
    assertEquals("{\"ruleSet\":\"miniatures-dice\",\"units\":[\"rifles\"],\"mode\":\"normal\","
        + "\"model\":1,\"start\":[8,8],\"target\":[8,1],\"chance\":\"7/12\",\"numerator\":7,"
        + "\"denominator\":12,\"probability\":0.583333,\"bands\":null}", v.toJson(),
        "7\" in the open: 2D6 of 7 or more, 21 rolls of 36");
    assertEquals(new BigDecimal("0.0277778"), new BigDecimal(TableResults.decimal(
        Fraction.of(1, 36)).scalarText()));
  }

  @Test
  void chanceBandsGiveTheAreaWhereEachChanceIsReached() {
    MiniaturesDiceRules rules = (MiniaturesDiceRules) HEDGEROW.ruleSet();
    MoveQuery q = MoveQuery.of("rifles", "tactical");
    SortedMap<Fraction, Geometry> bands = rules.probabilityRegions(HEDGEROW.state(), q, 0);
    JsonValue v = TableResults.chance(HEDGEROW, q, 1, TablePoint.of(8, 8), null, null, bands);
    assertEquals("null", v.get("chance").toJson());
    List<JsonValue> out = v.get("bands").elements();
    assertEquals(6, out.size(), "1D6: at least 1/6, 1/3, ... 1");
    assertEquals("1/6", out.get(0).get("chance").text());
    assertEquals("1", out.get(5).get("chance").text());
    assertEquals(List.of("chance", "numerator", "denominator", "probability", "area", "bounds"),
        keys(out.get(0)));
    double widest = Double.parseDouble(out.get(0).get("area").scalarText());
    double surest = Double.parseDouble(out.get(5).get("area").scalarText());
    assertTrue(widest > surest, "a likelier band is smaller");
  }
}
