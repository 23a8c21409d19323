package io.github.warpath.hex;

/**
 * The six directions from a hex to its neighbours, clockwise from north.
 *
 * <p>Names are compass points of a <em>flat-topped</em> map (the usual wargame layout and
 * VASSAL's default), where columns run north-south. On a pointy-topped ("sideways") map the same
 * axial steps point elsewhere; {@link #compassName(HexLayout)} gives the name a player would use
 * there.
 *
 * <p>The {@link #index()} is stable (0 to 5) and is what compact tables and facing values use.
 */
public enum HexDirection {
  /** North: {@code (0, -1)}. */
  N(0, -1),
  /** North-east: {@code (+1, -1)}. */
  NE(1, -1),
  /** South-east: {@code (+1, 0)}. */
  SE(1, 0),
  /** South: {@code (0, +1)}. */
  S(0, 1),
  /** South-west: {@code (-1, +1)}. */
  SW(-1, 1),
  /** North-west: {@code (-1, 0)}. */
  NW(-1, 0);

  private static final HexDirection[] VALUES = values();
  private static final String[] POINTY_NAMES = {"W", "SW", "SE", "E", "NE", "NW"};

  private final int dq;
  private final int dr;

  HexDirection(int dq, int dr) {
    this.dq = dq;
    this.dr = dr;
  }

  /**
   * The change of the q coordinate when stepping this way.
   *
   * @return -1, 0 or 1
   */
  public int dq() {
    return dq;
  }

  /**
   * The change of the r coordinate when stepping this way.
   *
   * @return -1, 0 or 1
   */
  public int dr() {
    return dr;
  }

  /**
   * The step as a hex vector.
   *
   * @return {@code Hex.of(dq, dr)}
   */
  public Hex delta() {
    return new Hex(dq, dr);
  }

  /**
   * Stable index, clockwise from north.
   *
   * @return 0 to 5
   */
  public int index() {
    return ordinal();
  }

  /**
   * The direction with the given index.
   *
   * @param index any integer; taken modulo 6
   * @return the direction
   */
  public static HexDirection of(int index) {
    return VALUES[Math.floorMod(index, 6)];
  }

  /**
   * The reverse direction.
   *
   * @return the direction pointing the other way
   */
  public HexDirection opposite() {
    return VALUES[(ordinal() + 3) % 6];
  }

  /**
   * Rotates clockwise by a number of hexsides.
   *
   * @param sides hexsides to turn; negative turns counter-clockwise
   * @return the resulting direction
   */
  public HexDirection rotate(int sides) {
    return VALUES[Math.floorMod(ordinal() + sides, 6)];
  }

  /**
   * The number of hexsides between two directions, the short way round.
   *
   * @param other the other direction
   * @return 0 to 3
   */
  public int turnsTo(HexDirection other) {
    int d = Math.floorMod(other.ordinal() - ordinal(), 6);
    return Math.min(d, 6 - d);
  }

  /**
   * The direction whose step is {@code (dq, dr)}.
   *
   * @param dq change of q
   * @param dr change of r
   * @return the direction, or {@code null} if the step is not to a neighbour
   */
  public static HexDirection ofDelta(int dq, int dr) {
    for (HexDirection d : VALUES) {
      if (d.dq == dq && d.dr == dr) {
        return d;
      }
    }
    return null;
  }

  /**
   * The compass name of this direction as drawn on a map of the given layout.
   *
   * @param layout flat-topped or pointy-topped
   * @return for example {@code "NE"}
   */
  public String compassName(HexLayout layout) {
    return layout == HexLayout.FLAT_TOP ? name() : POINTY_NAMES[ordinal()];
  }
}
