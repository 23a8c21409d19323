package io.github.warpath.scenario.table;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TableRoute;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/**
 * JSON encodings of the answers of table rule sets: reach regions, routes and chances. These are
 * the shapes {@code warpath reach}, {@code path} and {@code chance} print with {@code --json} on
 * a table; they are documented in the command line's reference and kept stable within {@link
 * Results#VERSION}. Verdicts of table moves use {@link Results#verdict}, with positions written
 * as the table format writes them.
 *
 * <p>Lengths, areas and points are in inches rounded to a thousandth (the tables' tolerance).
 * Models are numbered from 1, in the order of the unit's position. Points are {@code [x, y]}
 * (with a third number, the floor, above the ground).
 */
public final class TableResults {
  private TableResults() {}

  /**
   * Where models of a unit can end this move.
   *
   * @param scenario the scenario
   * @param query who moves and how
   * @param regions each asked model's region, by model number (from 1), in order
   * @return the object: the query, {@code accuracy} and {@code regions}
   */
  public static JsonValue reach(Scenario scenario, MoveQuery query,
      Map<Integer, ReachRegion> regions) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    Results.query(b, scenario, query);
    b.put("accuracy", Inches.rounded(ReachRegion.ACCURACY));
    List<JsonValue> out = new ArrayList<>();
    for (Map.Entry<Integer, ReachRegion> e : regions.entrySet()) {
      out.add(region(e.getKey(), e.getValue()));
    }
    return b.put("regions", JsonValue.ofArray(out)).build();
  }

  /**
   * One model's reach region: {@code model}, {@code start}, {@code allowance}, {@code note},
   * {@code area}, {@code bounds} and {@code polygons}.
   *
   * @param model the model's number, from 1
   * @param region its region
   * @return the object
   */
  public static JsonValue region(int model, ReachRegion region) {
    Geometry g = region.geometry();
    return JsonValue.object().put("model", model).put("start", Inches.point(region.start(), false))
        .put("allowance", Inches.rounded(region.allowance())).put("note", region.note())
        .put("area", Inches.rounded(region.area())).put("bounds", bounds(g))
        .put("polygons", polygons(g)).build();
  }

  /**
   * The bounding box of a geometry, or null if it is empty.
   *
   * @param g the geometry
   * @return {@code {"minX", "minY", "maxX", "maxY"}} or JSON null
   */
  public static JsonValue bounds(Geometry g) {
    if (g.isEmpty()) {
      return JsonValue.ofNull();
    }
    Envelope e = g.getEnvelopeInternal();
    return JsonValue.object().put("minX", Inches.rounded(e.getMinX()))
        .put("minY", Inches.rounded(e.getMinY())).put("maxX", Inches.rounded(e.getMaxX()))
        .put("maxY", Inches.rounded(e.getMaxY())).build();
  }

  /**
   * The polygons of a geometry: each a list of rings (the outline, then its holes), each ring a
   * list of points {@code [x, y]} without repeating the first at the end.
   *
   * @param g the geometry
   * @return the array, empty for an empty geometry
   */
  public static JsonValue polygons(Geometry g) {
    List<JsonValue> out = new ArrayList<>();
    for (int i = 0; i < g.getNumGeometries(); i++) {
      if (g.getGeometryN(i) instanceof Polygon) {
        Polygon p = (Polygon) g.getGeometryN(i);
        List<JsonValue> rings = new ArrayList<>();
        rings.add(ring(p.getExteriorRing()));
        for (int h = 0; h < p.getNumInteriorRing(); h++) {
          rings.add(ring(p.getInteriorRingN(h)));
        }
        out.add(JsonValue.ofArray(rings));
      }
    }
    return JsonValue.ofArray(out);
  }

  private static JsonValue ring(LineString ring) {
    List<JsonValue> points = new ArrayList<>();
    Coordinate[] cs = ring.getCoordinates();
    for (int i = 0; i < cs.length - 1; i++) {
      points.add(JsonValue.ofArray(List.of(Inches.rounded(cs[i].x), Inches.rounded(cs[i].y))));
    }
    return JsonValue.ofArray(points);
  }

  /**
   * The shortest legal route of one model to a point this move, or that there is none, with the
   * length of the shortest route of any length for comparison.
   *
   * @param scenario the scenario
   * @param query who moves and how
   * @param model the model's number, from 1
   * @param start where the model starts
   * @param target the point
   * @param route the legal route, or empty
   * @param shortest the shortest route ignoring the move's length, or empty if there is none
   * @return the object
   */
  public static JsonValue route(Scenario scenario, MoveQuery query, int model, TablePoint start,
      TablePoint target, Optional<TableRoute> route, Optional<TableRoute> shortest) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    Results.query(b, scenario, query);
    b.put("model", model).put("start", Inches.point(start, false))
        .put("target", Inches.point(target, false)).put("reachable", route.isPresent())
        .put("length", route.map(r -> Inches.rounded(r.length())).orElse(JsonValue.ofNull()));
    List<JsonValue> points = new ArrayList<>();
    route.ifPresent(r -> r.points().forEach(p -> points.add(Inches.point(p, false))));
    b.put("points", JsonValue.ofArray(points))
        .put("note", route.map(TableRoute::note).orElse(null))
        .put("shortestLength", shortest.map(r -> Inches.rounded(r.length()))
            .orElse(JsonValue.ofNull()));
    return b.build();
  }

  /**
   * A probability as {@code chance} (the exact fraction as text, {@code "5/18"}), {@code
   * numerator}, {@code denominator} and {@code probability} (a decimal of six significant
   * digits).
   *
   * @param b the object being built
   * @param chance the probability, or null to write nulls
   */
  public static void fraction(JsonValue.ObjectBuilder b, Fraction chance) {
    if (chance == null) {
      b.put("chance", JsonValue.ofNull()).put("numerator", JsonValue.ofNull())
          .put("denominator", JsonValue.ofNull()).put("probability", JsonValue.ofNull());
      return;
    }
    b.put("chance", chance.toString()).put("numerator", chance.numerator())
        .put("denominator", chance.denominator()).put("probability", decimal(chance));
  }

  /**
   * A fraction as a decimal number of six significant digits.
   *
   * @param f the fraction
   * @return e.g. {@code 0.277778}
   */
  public static JsonValue decimal(Fraction f) {
    return JsonValue.ofNumber(BigDecimal.valueOf(f.numerator())
        .divide(BigDecimal.valueOf(f.denominator()), new MathContext(6, RoundingMode.HALF_EVEN))
        .stripTrailingZeros());
  }

  /**
   * The exact chance that a model ends its move at a point, or the regions of every chance.
   *
   * @param scenario the scenario
   * @param query who moves and how (a rolled mode)
   * @param model the model's number, from 1
   * @param start where the model starts
   * @param target the point asked about, or null
   * @param chance the chance of reaching the target, or null without a target
   * @param bands where the chance is at least each value (as {@code probabilityRegions}
   *     answers), or null when a target was asked
   * @return the object
   */
  public static JsonValue chance(Scenario scenario, MoveQuery query, int model, TablePoint start,
      TablePoint target, Fraction chance, SortedMap<Fraction, Geometry> bands) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    Results.query(b, scenario, query);
    b.put("model", model).put("start", Inches.point(start, false))
        .put("target", target == null ? JsonValue.ofNull() : Inches.point(target, false));
    fraction(b, chance);
    if (bands == null) {
      return b.put("bands", JsonValue.ofNull()).build();
    }
    List<JsonValue> out = new ArrayList<>();
    for (Map.Entry<Fraction, Geometry> e : bands.entrySet()) {
      JsonValue.ObjectBuilder band = JsonValue.object();
      fraction(band, e.getKey());
      out.add(band.put("area", Inches.rounded(e.getValue().getArea()))
          .put("bounds", bounds(e.getValue())).build());
    }
    return b.put("bands", JsonValue.ofArray(out)).build();
  }
}
