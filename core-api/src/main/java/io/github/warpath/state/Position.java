package io.github.warpath.state;

import io.github.warpath.hex.Hex;

/**
 * Where a unit or marker is: a hex of the map, an off-map box, or a place defined by a rule set
 * (a point on a miniatures table, for example).
 *
 * <p>Positions are immutable values with value equality.
 */
public interface Position {

  /**
   * A position on a hex.
   *
   * @param hex the hex
   * @return the position
   */
  static HexPosition hex(Hex hex) {
    return new HexPosition(hex);
  }

  /**
   * A position in a named off-map box (including holding boxes such as a force pool).
   *
   * @param box the box name, as the map or rule set defines it
   * @return the position
   */
  static BoxPosition box(String box) {
    return new BoxPosition(box);
  }

  /**
   * The hex, if this is a hex position.
   *
   * @return the hex or {@code null}
   */
  default Hex hexOrNull() {
    return this instanceof HexPosition ? ((HexPosition) this).hex() : null;
  }
}
