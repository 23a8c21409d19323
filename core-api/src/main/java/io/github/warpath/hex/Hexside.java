package io.github.warpath.hex;

import java.util.List;

/**
 * The edge shared by two adjacent hexes, as one canonical value.
 *
 * <p>Each edge has exactly one representation: it is stored as its northern, north-eastern or
 * south-eastern side of one hex. Constructing it from the other hex (its southern, south-western or
 * north-western side) gives an equal value, so hexsides can be used as map keys.
 *
 * @param hex the owning hex
 * @param direction {@link HexDirection#N}, {@link HexDirection#NE} or {@link HexDirection#SE}
 */
public record Hexside(Hex hex, HexDirection direction) {

  /**
   * Creates the canonical hexside for the side of {@code hex} facing {@code direction}.
   *
   * @param hex either hex of the edge
   * @param direction the side of that hex
   */
  public Hexside {
    if (hex == null || direction == null) {
      throw new NullPointerException("hex and direction are required");
    }
    if (direction.index() >= 3) {
      hex = hex.neighbor(direction);
      direction = direction.opposite();
    }
  }

  /**
   * The hexside between two adjacent hexes.
   *
   * @param a one hex
   * @param b an adjacent hex
   * @return the shared edge
   * @throws IllegalArgumentException if the hexes are not adjacent
   */
  public static Hexside between(Hex a, Hex b) {
    HexDirection d = a.directionTo(b);
    if (d == null) {
      throw new IllegalArgumentException(a + " and " + b + " are not adjacent");
    }
    return new Hexside(a, d);
  }

  /**
   * The two hexes on either side, owning hex first.
   *
   * @return two adjacent hexes
   */
  public List<Hex> hexes() {
    return List.of(hex, hex.neighbor(direction));
  }

  /**
   * The hex on the far side from {@code from}.
   *
   * @param from one of the two hexes
   * @return the other one
   * @throws IllegalArgumentException if {@code from} does not touch this hexside
   */
  public Hex across(Hex from) {
    Hex other = hex.neighbor(direction);
    if (from.equals(hex)) {
      return other;
    }
    if (from.equals(other)) {
      return hex;
    }
    throw new IllegalArgumentException(from + " is not on either side of " + this);
  }

  /**
   * The side of {@code from} that this hexside is.
   *
   * @param from one of the two hexes
   * @return the direction from {@code from} across this hexside
   * @throws IllegalArgumentException if {@code from} does not touch this hexside
   */
  public HexDirection directionFrom(Hex from) {
    if (from.equals(hex)) {
      return direction;
    }
    if (from.equals(hex.neighbor(direction))) {
      return direction.opposite();
    }
    throw new IllegalArgumentException(from + " is not on either side of " + this);
  }

  @Override
  public String toString() {
    return "Hexside(" + hex.q() + ", " + hex.r() + ", " + direction + ")";
  }
}
