package io.github.warpath.skirmish.table;

import io.github.warpath.skirmish.table.internal.Geo;
import java.util.Objects;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * Where one model can end its move: every point its base's centre can legally stop at, as a
 * polygonal region of the table, plus the start (a model may always stay where it is).
 *
 * <p>The region is drawn with polygons: round parts are circumscribed, so the region never
 * misses a point the exact rules allow by more than {@link #ACCURACY}, and it never includes a
 * point the exact rules forbid by more than that either. For an exact yes or no ask the rule
 * set's route query for the point.
 */
public final class ReachRegion {

  /** How far the drawn region may stray from the exact one, in inches (for allowances up to 40"). */
  public static final double ACCURACY = 0.05;

  private final TablePoint start;
  private final double allowance;
  private final Geometry region;
  private final String note;
  private final PreparedGeometry prepared;

  /**
   * Creates a region.
   *
   * @param start the model's start
   * @param allowance the distance the region was computed for, in inches
   * @param region the region (not changed afterwards; a copy is kept)
   * @param note how it was computed, e.g. {@code "advance 6\", road 12\""}; may be empty
   */
  public ReachRegion(TablePoint start, double allowance, Geometry region, String note) {
    this.start = Objects.requireNonNull(start, "start");
    this.allowance = allowance;
    this.region = region.copy();
    this.note = Objects.requireNonNull(note, "note");
    this.prepared = PreparedGeometryFactory.prepare(this.region);
  }

  /**
   * The model's start.
   *
   * @return the point
   */
  public TablePoint start() {
    return start;
  }

  /**
   * The distance the region was computed for.
   *
   * @return inches
   */
  public double allowance() {
    return allowance;
  }

  /**
   * How the region was computed.
   *
   * @return the note
   */
  public String note() {
    return note;
  }

  /**
   * The region as a JTS geometry (a fresh copy).
   *
   * @return polygons, possibly empty
   */
  public Geometry geometry() {
    return region.copy();
  }

  /**
   * The region's area.
   *
   * @return square inches
   */
  public double area() {
    return region.getArea();
  }

  /**
   * Whether the region is empty (the model cannot leave its start).
   *
   * @return true if no point but the start can be reached
   */
  public boolean isEmpty() {
    return region.isEmpty();
  }

  /**
   * Whether a point is in the region or is the start.
   *
   * @param p the point
   * @return true if the drawn region covers it (within the table tolerance)
   */
  public boolean contains(TablePoint p) {
    if (p.distanceTo(start) <= Table.TOLERANCE) {
      return true;
    }
    return !region.isEmpty() && (prepared.covers(Geo.F.createPoint(Geo.c(p)))
        || region.isWithinDistance(Geo.F.createPoint(Geo.c(p)), Table.TOLERANCE));
  }

  /**
   * The distance from a point to the region (zero inside or at the start).
   *
   * @param p the point
   * @return inches
   */
  public double distanceTo(TablePoint p) {
    if (p.distanceTo(start) <= Table.TOLERANCE) {
      return 0;
    }
    return region.isEmpty() ? p.distanceTo(start)
        : Math.min(p.distanceTo(start), region.distance(Geo.F.createPoint(Geo.c(p))));
  }

  @Override
  public String toString() {
    return "reach from " + start + " within " + TablePoint.inches(allowance) + "\", "
        + TablePoint.inches(area()) + " sq in" + (note.isEmpty() ? "" : " (" + note + ")");
  }
}
