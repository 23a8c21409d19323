package io.github.warpath.hex;

/**
 * How hexes are drawn: with a flat edge on top (columns run north-south), or with a point on top
 * (rows run east-west).
 *
 * <p>The pointy-topped layout is the transpose of the flat-topped one, as VASSAL's "sideways"
 * hex grid is: axial coordinates and distances stay the same, the picture is mirrored along the
 * diagonal, and compass names change accordingly.
 */
public enum HexLayout {
  /** Flat side on top; odd columns drawn half a hex lower. */
  FLAT_TOP,
  /** Point on top; the transpose of {@link #FLAT_TOP}. */
  POINTY_TOP;

  private static final double SQRT3 = Math.sqrt(3.0);

  /**
   * The centre of a hex in units of the hex's outer radius, y growing downwards.
   *
   * @param hex the hex
   * @return {@code {x, y}}
   */
  public double[] center(Hex hex) {
    double x = 1.5 * hex.q();
    double y = SQRT3 * (hex.r() + hex.q() / 2.0);
    return this == FLAT_TOP ? new double[] {x, y} : new double[] {y, x};
  }

  /**
   * The six corners of a hex of radius 1 around its centre, y growing downwards, in clockwise
   * order as seen on the screen: flat-topped from the east corner, pointy-topped from the south
   * corner. (The pointy-topped corners are those of the flat-topped picture transposed, which
   * turns their order round, so they are taken in reverse.)
   *
   * @param hex the hex
   * @return six {@code {x, y}} pairs
   */
  public double[][] corners(Hex hex) {
    double[] c = center(hex);
    double[][] result = new double[6][];
    for (int i = 0; i < 6; i++) {
      double angle = Math.toRadians(this == FLAT_TOP ? 60.0 * i : -60.0 * i);
      double dx = Math.cos(angle);
      double dy = Math.sin(angle);
      result[i] = this == FLAT_TOP ? new double[] {c[0] + dx, c[1] + dy}
          : new double[] {c[0] + dy, c[1] + dx};
    }
    return result;
  }
}
