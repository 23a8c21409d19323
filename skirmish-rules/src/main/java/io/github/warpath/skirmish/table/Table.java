package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.Board;
import io.github.warpath.skirmish.table.internal.Geo;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.locationtech.jts.geom.Geometry;

/**
 * A miniatures table: a rectangle measured in inches with terrain features on it.
 *
 * <p>The table runs from {@code (0, 0)} to {@code (width, depth)}. Features are areas or lines
 * with a width; their kinds and attributes are in the vocabulary of the rule set the game is
 * played under, which checks them when it validates a state. A table validates its own shape on
 * construction: sizes positive, feature ids unique, areas simple polygons.
 *
 * <p>Tables are immutable and thread-safe. Rule sets cache what they derive from a table (JTS
 * geometries, say) with {@link #derived(Object, Function)}.
 */
public final class Table implements Board {

  /**
   * The distance tolerance of every table rule, in inches (a thousandth of an inch): lengths that
   * differ by no more than this count as equal.
   */
  public static final double TOLERANCE = 0.001;

  private final double width;
  private final double depth;
  private final List<Feature> features;
  private final Map<String, Feature> byId;
  private final ConcurrentHashMap<Object, Object> derived = new ConcurrentHashMap<>();

  private Table(double width, double depth, List<Feature> features) {
    this.width = width;
    this.depth = depth;
    this.features = List.copyOf(features);
    Map<String, Feature> m = new LinkedHashMap<>();
    for (int i = 0; i < this.features.size(); i++) {
      Feature f = this.features.get(i);
      if (m.putIfAbsent(f.id(), f) != null) {
        throw new InvalidInputException("features[" + i + "].id", "duplicate feature id '"
            + f.id() + "'");
      }
      String problem = Geo.shapeProblem(f.shape());
      if (problem != null) {
        throw new InvalidInputException("features[" + i + "]", "feature '" + f.id() + "': "
            + problem);
      }
    }
    this.byId = Collections.unmodifiableMap(m);
  }

  /**
   * A builder for a table of the given size.
   *
   * @param width inches along x, positive
   * @param depth inches along y, positive
   * @return a builder
   * @throws InvalidInputException if a size is not positive
   */
  public static Builder builder(double width, double depth) {
    return new Builder(width, depth);
  }

  /** Builds a {@link Table}. */
  public static final class Builder {
    private final double width;
    private final double depth;
    private final List<Feature> features = new ArrayList<>();

    private Builder(double width, double depth) {
      if (!(width > 0) || !(depth > 0) || !Double.isFinite(width) || !Double.isFinite(depth)) {
        throw new InvalidInputException("table", "width and depth must be positive inches, got "
            + width + " x " + depth);
      }
      this.width = width;
      this.depth = depth;
    }

    /**
     * Adds a feature.
     *
     * @param feature the feature
     * @return this builder
     */
    public Builder feature(Feature feature) {
      features.add(Objects.requireNonNull(feature, "feature"));
      return this;
    }

    /**
     * Adds features.
     *
     * @param more the features
     * @return this builder
     */
    public Builder features(List<Feature> more) {
      for (Feature f : more) {
        feature(f);
      }
      return this;
    }

    /**
     * Builds the table.
     *
     * @return the table
     * @throws InvalidInputException for duplicate ids or self-intersecting areas
     */
    public Table build() {
      return new Table(width, depth, features);
    }
  }

  /**
   * The table's width.
   *
   * @return inches along x
   */
  public double width() {
    return width;
  }

  /**
   * The table's depth.
   *
   * @return inches along y
   */
  public double depth() {
    return depth;
  }

  /**
   * All features, in the order given.
   *
   * @return an immutable list
   */
  public List<Feature> features() {
    return features;
  }

  /**
   * A feature by id.
   *
   * @param id the id
   * @return the feature
   * @throws InvalidInputException listing the known ids if there is none
   */
  public Feature feature(String id) {
    Feature f = byId.get(id);
    if (f == null) {
      throw new InvalidInputException("feature", "unknown feature '" + id + "'; the table has "
          + (byId.isEmpty() ? "no features" : String.join(", ", byId.keySet())));
    }
    return f;
  }

  /**
   * Whether a feature of this id exists.
   *
   * @param id the id
   * @return true if it does
   */
  public boolean hasFeature(String id) {
    return byId.containsKey(id);
  }

  /**
   * The features of one kind, in table order.
   *
   * @param kind the kind
   * @return a new list
   */
  public List<Feature> featuresOfKind(String kind) {
    List<Feature> out = new ArrayList<>();
    for (Feature f : features) {
      if (f.kind().equals(kind)) {
        out.add(f);
      }
    }
    return out;
  }

  /**
   * Whether a point lies on the table (edges included, within the tolerance).
   *
   * @param p the point
   * @return true if on the table
   */
  public boolean contains(TablePoint p) {
    return p.x() >= -TOLERANCE && p.y() >= -TOLERANCE && p.x() <= width + TOLERANCE
        && p.y() <= depth + TOLERANCE;
  }

  /**
   * The gap between a round base and the nearest table edge.
   *
   * @param centre the base's centre
   * @param radius the base's radius
   * @return inches; zero or less when the base touches or crosses an edge
   */
  public double edgeGap(TablePoint centre, double radius) {
    double d = Math.min(Math.min(centre.x(), width - centre.x()),
        Math.min(centre.y(), depth - centre.y()));
    return d - radius;
  }

  /**
   * Whether a point lies on an edge of the table, within the tolerance.
   *
   * @param p the point
   * @return true if it is on the edge
   */
  public boolean onEdge(TablePoint p) {
    return contains(p) && Math.abs(edgeGap(p, 0)) <= TOLERANCE;
  }

  /**
   * A value derived from this table, computed once per key and cached (a pure function of the
   * table and the key; the key must capture everything else the value depends on).
   *
   * @param key the cache key
   * @param fn computes the value
   * @param <T> the value type
   * @return the cached value
   */
  @SuppressWarnings("unchecked")
  public <T> T derived(Object key, Function<Table, T> fn) {
    Object v = derived.get(key);
    if (v == null) {
      v = fn.apply(this);
      Object before = derived.putIfAbsent(key, v);
      if (before != null) {
        v = before;
      }
    }
    return (T) v;
  }

  /**
   * The table's rectangle as a JTS polygon (a fresh copy).
   *
   * @return the outline
   */
  public Geometry outline() {
    return Geo.rect(0, 0, width, depth);
  }

  @Override
  public String describe() {
    return "table " + TablePoint.inches(width) + "\" x " + TablePoint.inches(depth) + "\" with "
        + features.size() + " feature" + (features.size() == 1 ? "" : "s");
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Table && ((Table) o).width == width && ((Table) o).depth == depth
        && ((Table) o).features.equals(features);
  }

  @Override
  public int hashCode() {
    return Objects.hash(width, depth, features);
  }

  @Override
  public String toString() {
    return describe();
  }
}
