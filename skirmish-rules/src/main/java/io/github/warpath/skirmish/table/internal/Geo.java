package io.github.warpath.skirmish.table.internal;

import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.TablePoint;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;
import org.locationtech.jts.operation.overlayng.OverlayNG;
import org.locationtech.jts.operation.overlayng.OverlayNGRobust;
import org.locationtech.jts.operation.valid.IsValidOp;

/** JTS helpers: conversions, grown (circumscribed) buffers and robust overlays. */
public final class Geo {
  /** The one geometry factory (floating precision). */
  public static final GeometryFactory F = new GeometryFactory();

  /** Segments per quarter circle for grown obstacles. */
  public static final int QS = 8;

  /** Segments per quarter circle for the discs of reach regions. */
  public static final int REGION_QS = 16;

  private Geo() {}

  /**
   * How much a polygon with {@code qs} segments per quarter circle must be scaled to contain the
   * circle it approximates.
   *
   * @param qs segments per quarter circle
   * @return the factor, slightly above 1
   */
  public static double circumscribe(int qs) {
    return 1.0 / Math.cos(Math.PI / (4.0 * qs));
  }

  /**
   * A coordinate.
   *
   * @param p a table point
   * @return the coordinate
   */
  public static Coordinate c(TablePoint p) {
    return new Coordinate(p.x(), p.y());
  }

  /**
   * A table point on the ground.
   *
   * @param c a coordinate
   * @return the point
   */
  public static TablePoint p(Coordinate c) {
    return TablePoint.of(c.x, c.y);
  }

  /**
   * A line string through points (a single point repeated if it has one).
   *
   * @param ps the points
   * @return the line
   */
  public static LineString line(List<TablePoint> ps) {
    Coordinate[] cs = new Coordinate[Math.max(2, ps.size())];
    for (int i = 0; i < ps.size(); i++) {
      cs[i] = c(ps.get(i));
    }
    if (ps.size() == 1) {
      cs[1] = c(ps.get(0));
    }
    return F.createLineString(cs);
  }

  /**
   * A segment.
   *
   * @param a one end
   * @param b the other
   * @return the segment
   */
  public static LineString segment(TablePoint a, TablePoint b) {
    return F.createLineString(new Coordinate[] {c(a), c(b)});
  }

  /**
   * An axis-aligned rectangle.
   *
   * @param x0 left
   * @param y0 near
   * @param x1 right
   * @param y1 far
   * @return the polygon
   */
  public static Polygon rect(double x0, double y0, double x1, double y1) {
    return F.createPolygon(new Coordinate[] {new Coordinate(x0, y0), new Coordinate(x1, y0),
        new Coordinate(x1, y1), new Coordinate(x0, y1), new Coordinate(x0, y0)});
  }

  /**
   * The polygon of an area's outline.
   *
   * @param area the area
   * @return the polygon
   */
  public static Polygon polygon(Shape.Area area) {
    List<TablePoint> ps = area.points();
    Coordinate[] cs = new Coordinate[ps.size() + 1];
    for (int i = 0; i < ps.size(); i++) {
      cs[i] = c(ps.get(i));
    }
    cs[ps.size()] = cs[0];
    return F.createPolygon(cs);
  }

  /**
   * What is wrong with a shape, if anything.
   *
   * @param s the shape
   * @return a problem in words, or null
   */
  public static String shapeProblem(Shape s) {
    if (s instanceof Shape.Area) {
      Polygon p = polygon((Shape.Area) s);
      if (!(p.getArea() > 0)) {
        return "the outline encloses no area";
      }
      IsValidOp op = new IsValidOp(p);
      if (!op.isValid()) {
        return "the outline is not a simple polygon (" + op.getValidationError().getMessage()
            + " near " + p(op.getValidationError().getCoordinate()) + ")";
      }
    }
    return null;
  }

  /**
   * The ground a shape covers: an area's polygon, or a line buffered by half its width (the bare
   * line for width 0).
   *
   * @param s the shape
   * @return the footprint
   */
  public static Geometry footprint(Shape s) {
    if (s instanceof Shape.Area) {
      return polygon((Shape.Area) s);
    }
    Shape.Line l = (Shape.Line) s;
    LineString ls = line(l.points());
    return l.width() > 0 ? ls.buffer(l.width() / 2, QS) : ls;
  }

  /**
   * A geometry grown by a distance, drawn as a polygon that contains the exact grown shape (its
   * round parts are circumscribed polygons with {@link #QS} segments per quarter circle). Notches
   * of an area too narrow for the grown shape to show them are filled first (see
   * {@link Notches}), which moves the outline out by at most {@link Notches#ERROR}.
   *
   * @param g the geometry
   * @param distance the distance, zero or more
   * @return the grown polygon(s)
   */
  public static Geometry grow(Geometry g, double distance) {
    if (distance <= 0) {
      return g.getDimension() == 2 ? g : g.buffer(1e-9, QS);
    }
    Geometry filled = g instanceof Polygon
        ? Notches.fill((Polygon) g, Math.sqrt(8 * distance * Notches.ERROR)) : g;
    return filled.buffer(distance * circumscribe(QS), QS);
  }

  /**
   * A disc drawn as a polygon that contains the exact disc.
   *
   * @param centre the centre
   * @param radius the radius
   * @param qs segments per quarter circle
   * @return the polygon
   */
  public static Geometry disc(Coordinate centre, double radius, int qs) {
    return F.createPoint(centre).buffer(radius * circumscribe(qs), qs);
  }

  /**
   * The union of geometries. When dimensions are mixed (a degenerate sliver among polygons),
   * only the parts of the highest dimension count.
   *
   * @param gs the geometries
   * @return their union; an empty polygon for none
   */
  public static Geometry union(Collection<Geometry> gs) {
    List<Geometry> nonEmpty = new ArrayList<>();
    int dim = -1;
    for (Geometry g : gs) {
      if (!g.isEmpty()) {
        dim = Math.max(dim, g.getDimension());
      }
    }
    for (Geometry g : gs) {
      if (!g.isEmpty() && g.getDimension() == dim) {
        nonEmpty.add(g);
      }
    }
    if (nonEmpty.isEmpty()) {
      return F.createPolygon();
    }
    if (nonEmpty.size() == 1) {
      return nonEmpty.get(0);
    }
    return dim == 2 ? polygonal(OverlayNGRobust.union(nonEmpty, F))
        : OverlayNGRobust.union(nonEmpty, F);
  }

  /**
   * The polygons of a geometry, dropping lines and points an overlay may leave behind.
   *
   * @param g a geometry
   * @return a polygon or multipolygon (possibly empty)
   */
  public static Geometry polygonal(Geometry g) {
    if (g instanceof Polygon || g instanceof org.locationtech.jts.geom.MultiPolygon) {
      return g;
    }
    List<Polygon> ps = new ArrayList<>();
    for (Object o : org.locationtech.jts.geom.util.PolygonExtracter.getPolygons(g)) {
      ps.add((Polygon) o);
    }
    return ps.size() == 1 ? ps.get(0) : F.createMultiPolygon(ps.toArray(new Polygon[0]));
  }

  /**
   * The union of the geometries that come near a region of interest: shapes wholly outside it
   * cannot bend a route that stays inside it.
   *
   * @param gs the geometries
   * @param focus the region of interest, or null for everything
   * @return their union
   */
  public static Geometry unionNear(Collection<Geometry> gs, org.locationtech.jts.geom.Envelope
      focus) {
    if (focus == null) {
      return union(gs);
    }
    List<Geometry> near = new ArrayList<>();
    for (Geometry g : gs) {
      if (g.getEnvelopeInternal().intersects(focus)) {
        near.add(g);
      }
    }
    return union(near);
  }

  /**
   * A square around a point.
   *
   * @param p the centre
   * @param half half the side
   * @return the envelope
   */
  public static org.locationtech.jts.geom.Envelope around(TablePoint p, double half) {
    return new org.locationtech.jts.geom.Envelope(p.x() - half, p.x() + half, p.y() - half,
        p.y() + half);
  }

  /**
   * {@code a} without {@code b}.
   *
   * @param a a geometry
   * @param b another
   * @return the difference
   */
  public static Geometry minus(Geometry a, Geometry b) {
    if (a.isEmpty() || b.isEmpty() || !a.getEnvelopeInternal().intersects(
        b.getEnvelopeInternal())) {
      return a;
    }
    if (a.getDimension() == 2 && b.getDimension() == 2) {
      return polygonal(OverlayNGRobust.overlay(polygonal(a), polygonal(b), OverlayNG.DIFFERENCE));
    }
    return OverlayNGRobust.overlay(a, b, OverlayNG.DIFFERENCE);
  }

  /**
   * The intersection.
   *
   * @param a a geometry
   * @param b another
   * @return the intersection
   */
  public static Geometry and(Geometry a, Geometry b) {
    if (a.getDimension() == 2 && b.getDimension() == 2) {
      return polygonal(OverlayNGRobust.overlay(polygonal(a), polygonal(b),
          OverlayNG.INTERSECTION));
    }
    return OverlayNGRobust.overlay(a, b, OverlayNG.INTERSECTION);
  }

  /**
   * The distance from a point to a segment.
   *
   * @param px the point's x
   * @param py the point's y
   * @param ax the segment's first x
   * @param ay the segment's first y
   * @param bx the segment's second x
   * @param by the segment's second y
   * @return the distance
   */
  public static double pointSegment(double px, double py, double ax, double ay, double bx,
      double by) {
    double dx = bx - ax;
    double dy = by - ay;
    double len2 = dx * dx + dy * dy;
    double t = len2 == 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / len2;
    t = Math.max(0, Math.min(1, t));
    return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
  }

  /**
   * The distance between two segments.
   *
   * @param a first segment's start
   * @param b first segment's end
   * @param c second segment's start
   * @param d second segment's end
   * @return the distance
   */
  public static double segmentSegment(Coordinate a, Coordinate b, Coordinate c, Coordinate d) {
    return new org.locationtech.jts.geom.LineSegment(a, b).distance(
        new org.locationtech.jts.geom.LineSegment(c, d));
  }
}
