package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.internal.Geo;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.locationtech.jts.geom.Geometry;

/**
 * A terrain feature of a table: an id, a kind in the rule set's vocabulary (for example {@code
 * rough}, {@code building}, {@code minor-obstacle}), a {@link Shape} and rule-set attributes
 * ({@code anti-tank=true}, {@code floors=2}, ...).
 *
 * <p>Features are immutable values; {@link #with(String, String)} derives changed copies.
 */
public final class Feature {
  private final String id;
  private final String kind;
  private final Shape shape;
  private final Map<String, String> attributes;

  private Feature(String id, String kind, Shape shape, Map<String, String> attributes) {
    if (id == null || id.isBlank()) {
      throw new InvalidInputException("id", "a feature needs a non-blank id");
    }
    if (kind == null || kind.isBlank()) {
      throw new InvalidInputException("kind", "feature '" + id + "' needs a kind");
    }
    this.id = id;
    this.kind = kind;
    this.shape = Objects.requireNonNull(shape, "shape");
    this.attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
  }

  /**
   * A feature of any shape.
   *
   * @param id a unique id on its table
   * @param kind the kind, in the rule set's vocabulary
   * @param shape the outline
   * @return the feature
   */
  public static Feature of(String id, String kind, Shape shape) {
    return new Feature(id, kind, shape, Map.of());
  }

  /**
   * An area given by its corners as x, y pairs.
   *
   * @param id a unique id on its table
   * @param kind the kind
   * @param xy x and y of each corner in turn, at least three corners
   * @return the feature
   */
  public static Feature area(String id, String kind, double... xy) {
    return new Feature(id, kind, new Shape.Area(points(xy, "outline")), Map.of());
  }

  /**
   * An axis-aligned rectangular area.
   *
   * @param id a unique id on its table
   * @param kind the kind
   * @param x0 left edge
   * @param y0 near edge
   * @param x1 right edge
   * @param y1 far edge
   * @return the feature
   */
  public static Feature rectangle(String id, String kind, double x0, double y0, double x1,
      double y1) {
    return area(id, kind, x0, y0, x1, y0, x1, y1, x0, y1);
  }

  /**
   * A line with a width given by its points as x, y pairs.
   *
   * @param id a unique id on its table
   * @param kind the kind
   * @param width the width in inches
   * @param xy x and y of each point in turn, at least two points
   * @return the feature
   */
  public static Feature line(String id, String kind, double width, double... xy) {
    return new Feature(id, kind, new Shape.Line(points(xy, "path"), width), Map.of());
  }

  private static List<TablePoint> points(double[] xy, String field) {
    if (xy.length % 2 != 0) {
      throw new InvalidInputException(field, "give x and y for every point, got " + xy.length
          + " numbers");
    }
    List<TablePoint> ps = new ArrayList<>();
    for (int i = 0; i < xy.length; i += 2) {
      ps.add(TablePoint.of(xy[i], xy[i + 1]));
    }
    return ps;
  }

  /**
   * A copy with an attribute set.
   *
   * @param key the attribute name
   * @param value its value
   * @return the changed feature
   */
  public Feature with(String key, String value) {
    Map<String, String> m = new LinkedHashMap<>(attributes);
    m.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
    return new Feature(id, kind, shape, m);
  }

  /**
   * The id, unique on its table.
   *
   * @return the id
   */
  public String id() {
    return id;
  }

  /**
   * The kind in the rule set's vocabulary.
   *
   * @return the kind
   */
  public String kind() {
    return kind;
  }

  /**
   * The outline.
   *
   * @return an area or a line
   */
  public Shape shape() {
    return shape;
  }

  /**
   * Whether the feature is an area.
   *
   * @return true for a polygon
   */
  public boolean isArea() {
    return shape instanceof Shape.Area;
  }

  /**
   * The attributes.
   *
   * @return an immutable map in insertion order
   */
  public Map<String, String> attributes() {
    return attributes;
  }

  /**
   * An attribute, or a default.
   *
   * @param key the name
   * @param defaultValue returned when absent
   * @return the value
   */
  public String attribute(String key, String defaultValue) {
    return attributes.getOrDefault(key, defaultValue);
  }

  /**
   * Whether an attribute is {@code true}.
   *
   * @param key the name
   * @return true if present and equal to {@code true}, ignoring case
   */
  public boolean isTrue(String key) {
    return "true".equalsIgnoreCase(attributes.get(key));
  }

  /**
   * The ground the feature covers as a JTS geometry: the polygon of an area, the line buffered by
   * half its width (a bare line string for width 0). A fresh copy: changing it changes nothing
   * here.
   *
   * @return the footprint
   */
  public Geometry footprint() {
    return Geo.footprint(shape);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Feature)) {
      return false;
    }
    Feature f = (Feature) o;
    return f.id.equals(id) && f.kind.equals(kind) && f.shape.equals(shape)
        && f.attributes.equals(attributes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, kind, shape, attributes);
  }

  @Override
  public String toString() {
    return kind + " '" + id + "'";
  }
}
