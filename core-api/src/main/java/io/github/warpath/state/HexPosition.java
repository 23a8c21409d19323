package io.github.warpath.state;

import io.github.warpath.hex.Hex;
import java.util.Objects;

/**
 * A position on a hex of the map.
 *
 * @param hex the hex
 */
public record HexPosition(Hex hex) implements Position {
  /**
   * Creates a hex position.
   *
   * @param hex the hex, required
   */
  public HexPosition {
    Objects.requireNonNull(hex, "hex");
  }
}
