package io.github.warpath.state;

import java.util.Objects;

/**
 * A position in a named box off the map: an off-map box, a naval zone's convoy box, a force
 * pool, the Eastern Europe Box...
 *
 * @param box the box name
 */
public record BoxPosition(String box) implements Position {
  /**
   * Creates a box position.
   *
   * @param box the box name, required and not blank
   */
  public BoxPosition {
    Objects.requireNonNull(box, "box");
    if (box.isBlank()) {
      throw new IllegalArgumentException("box name must not be blank");
    }
  }
}
