package io.github.warpath.skirmish.table.internal;

import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.algorithm.Orientation;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.LinearRing;
import org.locationtech.jts.geom.Polygon;

/**
 * Fills the notches of an outline whose mouth is narrower than a width, before the outline is
 * grown by a base's radius: a notch with a mouth of width {@code w} lets a disc of radius
 * {@code d} in by at most {@code d - sqrt(d^2 - w^2 / 4)}, about {@code w^2 / 8d}, so the grown
 * shape of the filled outline contains the grown shape of the true one and exceeds it by no more
 * than that. Outlines of thousands of corners in a tight saw or star (whose growth would
 * otherwise overlay every tooth with its neighbours) become outlines of their tips.
 *
 * <p>A notch is the run of corners between two corners at most the width apart, all of them on
 * the inner side of the line that joins those two (the mouth). If the filled outline is not a
 * valid polygon, the outline is kept as it is.
 */
final class Notches {
  /** The most the filling may add to a grown outline, in inches (half the table tolerance). */
  static final double ERROR = 0.0005;

  /** The longest run of corners one mouth may close. */
  private static final int WINDOW = 64;

  private Notches() {}

  /**
   * The polygon with its narrow notches filled.
   *
   * @param p the polygon
   * @param width the widest mouth to close
   * @return the filled polygon, or {@code p}
   */
  static Polygon fill(Polygon p, double width) {
    if (p.getNumPoints() < 16 || !(width > 0)) {
      return p;
    }
    LinearRing shell = Geo.F.createLinearRing(fill(p.getExteriorRing().getCoordinates(), true,
        width));
    LinearRing[] holes = new LinearRing[p.getNumInteriorRing()];
    for (int h = 0; h < holes.length; h++) {
      holes[h] = Geo.F.createLinearRing(fill(p.getInteriorRingN(h).getCoordinates(), false,
          width));
    }
    Polygon out = Geo.F.createPolygon(shell, holes);
    return out.getNumPoints() < p.getNumPoints() && out.isValid() ? out : p;
  }

  /** One ring, closed; the shell runs counter-clockwise and holes clockwise while filling. */
  private static Coordinate[] fill(Coordinate[] ring, boolean shell, double width) {
    Coordinate[] r = ring;
    boolean flipped = Orientation.isCCW(r) != shell;
    if (flipped) {
      r = reversed(r);
    }
    int m = r.length - 1;
    if (m < 8) {
      return ring;
    }
    List<Coordinate> out = new ArrayList<>();
    int i = 0;
    while (i < m) {
      out.add(r[i]);
      int next = i + 1;
      for (int k = i + 2; k <= m && k - i <= WINDOW; k++) {
        if (r[i].distance(r[k]) <= width && inside(r, i, k)) {
          next = k;
        }
      }
      i = next;
    }
    if (out.size() < 3) {
      return ring;
    }
    out.add(out.get(0));
    Coordinate[] cs = out.toArray(new Coordinate[0]);
    return flipped ? reversed(cs) : cs;
  }

  /** Whether every corner strictly between a and b lies on the obstacle's side of a-b. */
  private static boolean inside(Coordinate[] r, int a, int b) {
    double ex = r[b].x - r[a].x;
    double ey = r[b].y - r[a].y;
    for (int t = a + 1; t < b; t++) {
      if (ex * (r[t].y - r[a].y) - ey * (r[t].x - r[a].x) < 0) {
        return false;
      }
    }
    return true;
  }

  private static Coordinate[] reversed(Coordinate[] cs) {
    Coordinate[] out = new Coordinate[cs.length];
    for (int i = 0; i < cs.length; i++) {
      out[i] = cs[cs.length - 1 - i];
    }
    return out;
  }
}
