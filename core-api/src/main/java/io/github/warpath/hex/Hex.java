package io.github.warpath.hex;

import java.util.ArrayList;
import java.util.List;

/**
 * A hex cell in axial coordinates {@code (q, r)}; the third cube coordinate is {@code s = -q - r}.
 *
 * <p>Axial coordinates are the library's neutral geometry: distances, neighbours, lines and rings
 * are computed here without reference to any map. A map turns hexes into its own labels
 * ({@code w4624}) through a {@link HexNumbering}. For a flat-topped map, {@code q} grows to the
 * east (one step per column) and {@code r} grows to the south-south-west; see {@link HexDirection}
 * for the six neighbours.
 *
 * <p>Instances are immutable values; equal coordinates mean equal hexes.
 *
 * @param q the axial column coordinate
 * @param r the axial row coordinate
 */
public record Hex(int q, int r) {

  /** The hex at the origin, {@code (0, 0)}. */
  public static final Hex ORIGIN = new Hex(0, 0);

  /** The nudge of {@link #lineTo}: three different parts that sum to zero. */
  private static final double NUDGE_Q = 1e-6;
  private static final double NUDGE_R = 2e-6;
  private static final double NUDGE_S = -3e-6;

  /**
   * Returns the hex with the given axial coordinates.
   *
   * @param q the axial column coordinate
   * @param r the axial row coordinate
   * @return the hex
   */
  public static Hex of(int q, int r) {
    return new Hex(q, r);
  }

  /**
   * Returns the hex with the given cube coordinates.
   *
   * @param q cube q
   * @param r cube r
   * @param s cube s; must equal {@code -q - r}
   * @return the hex
   * @throws IllegalArgumentException if {@code q + r + s != 0}
   */
  public static Hex ofCube(int q, int r, int s) {
    if (q + r + s != 0) {
      throw new IllegalArgumentException(
          "cube coordinates must sum to zero, got (" + q + ", " + r + ", " + s + ")");
    }
    return new Hex(q, r);
  }

  /**
   * The third cube coordinate.
   *
   * @return {@code -q - r}
   */
  public int s() {
    return -q - r;
  }

  /**
   * The adjacent hex in the given direction.
   *
   * @param direction the direction to step
   * @return the neighbour
   */
  public Hex neighbor(HexDirection direction) {
    return new Hex(q + direction.dq(), r + direction.dr());
  }

  /**
   * All six neighbours, in {@link HexDirection} order.
   *
   * @return a new list of six hexes
   */
  public List<Hex> neighbors() {
    List<Hex> result = new ArrayList<>(6);
    for (HexDirection d : HexDirection.values()) {
      result.add(neighbor(d));
    }
    return result;
  }

  /**
   * The hexside this hex shares with its neighbour in the given direction.
   *
   * @param direction which of the six sides
   * @return the canonical hexside value
   */
  public Hexside side(HexDirection direction) {
    return new Hexside(this, direction);
  }

  /**
   * Component-wise sum.
   *
   * @param other the hex to add
   * @return {@code (q + other.q, r + other.r)}
   */
  public Hex plus(Hex other) {
    return new Hex(q + other.q, r + other.r);
  }

  /**
   * Component-wise difference.
   *
   * @param other the hex to subtract
   * @return {@code (q - other.q, r - other.r)}
   */
  public Hex minus(Hex other) {
    return new Hex(q - other.q, r - other.r);
  }

  /**
   * Scales the vector from the origin to this hex.
   *
   * @param factor the factor
   * @return {@code (q * factor, r * factor)}
   */
  public Hex times(int factor) {
    return new Hex(q * factor, r * factor);
  }

  /**
   * Number of steps between two hexes on an unobstructed grid.
   *
   * @param other the other hex
   * @return the hex distance, never negative
   */
  public int distanceTo(Hex other) {
    return distance(q, r, other.q, other.r);
  }

  /**
   * Hex distance between two axial coordinate pairs, without allocating.
   *
   * @param q1 first q
   * @param r1 first r
   * @param q2 second q
   * @param r2 second r
   * @return the hex distance
   */
  public static int distance(int q1, int r1, int q2, int r2) {
    int dq = q1 - q2;
    int dr = r1 - r2;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  }

  /**
   * The direction of an adjacent hex.
   *
   * @param other a hex adjacent to this one
   * @return the direction from this hex to {@code other}, or {@code null} if not adjacent
   */
  public HexDirection directionTo(Hex other) {
    return HexDirection.ofDelta(other.q - q, other.r - r);
  }

  /**
   * Whether the other hex shares a side with this one.
   *
   * @param other the other hex
   * @return true if the two hexes are neighbours
   */
  public boolean isAdjacentTo(Hex other) {
    return directionTo(other) != null;
  }

  /**
   * The hexes of a straight line from this hex to {@code other}, both included, as drawn between
   * their centres. Where the line runs exactly along a hexside, one of the two hexes is chosen by
   * moving the whole line by a tiny fixed amount, {@code (1e-6, 2e-6, -3e-6)} in cube
   * coordinates: its three parts differ, so every such tie is settled, and the same way for
   * every line of the same direction and length wherever it lies (the line is computed relative
   * to this hex, so moving both ends by the same amount moves every hex of the line by that
   * amount). Reversing the ends gives the same hexes in reverse order.
   *
   * @param other the far end
   * @return {@code distanceTo(other) + 1} hexes, each adjacent to the next
   */
  public List<Hex> lineTo(Hex other) {
    int n = distanceTo(other);
    List<Hex> result = new ArrayList<>(n + 1);
    if (n == 0) {
      result.add(this);
      return result;
    }
    int dq = other.q - q;
    int dr = other.r - r;
    int ds = other.s() - s();
    for (int i = 0; i <= n; i++) {
      double t = (double) i / n;
      Hex step = round(dq * t + NUDGE_Q, dr * t + NUDGE_R, ds * t + NUDGE_S);
      result.add(new Hex(q + step.q, r + step.r));
    }
    return result;
  }

  /**
   * Rounds fractional cube coordinates to the nearest hex.
   *
   * @param fq fractional q
   * @param fr fractional r
   * @param fs fractional s
   * @return the nearest hex
   */
  public static Hex round(double fq, double fr, double fs) {
    long rq = Math.round(fq);
    long rr = Math.round(fr);
    long rs = Math.round(fs);
    double dq = Math.abs(rq - fq);
    double dr = Math.abs(rr - fr);
    double ds = Math.abs(rs - fs);
    if (dq > dr && dq > ds) {
      rq = -rr - rs;
    } else if (dr > ds) {
      rr = -rq - rs;
    }
    return new Hex(Math.toIntExact(rq), Math.toIntExact(rr));
  }

  /**
   * The hexes at exactly {@code radius} steps, starting with the hex {@code radius} steps to the
   * south-west and going clockwise (on a flat-topped map).
   *
   * @param radius the ring radius, zero or more
   * @return {@code max(1, 6 * radius)} hexes
   * @throws IllegalArgumentException if the radius is negative
   */
  public List<Hex> ring(int radius) {
    if (radius < 0) {
      throw new IllegalArgumentException("radius must not be negative, got " + radius);
    }
    List<Hex> result = new ArrayList<>(Math.max(1, 6 * radius));
    if (radius == 0) {
      result.add(this);
      return result;
    }
    Hex h = plus(HexDirection.SW.delta().times(radius));
    for (HexDirection d : HexDirection.values()) {
      for (int i = 0; i < radius; i++) {
        result.add(h);
        h = h.neighbor(d);
      }
    }
    return result;
  }

  /**
   * This hex and all rings up to {@code radius}, nearest first.
   *
   * @param radius the largest ring, zero or more
   * @return {@code 1 + 3 * radius * (radius + 1)} hexes
   */
  public List<Hex> spiral(int radius) {
    List<Hex> result = new ArrayList<>(1 + 3 * radius * (radius + 1));
    for (int k = 0; k <= radius; k++) {
      result.addAll(ring(k));
    }
    return result;
  }

  @Override
  public String toString() {
    return "Hex(" + q + ", " + r + ")";
  }
}
