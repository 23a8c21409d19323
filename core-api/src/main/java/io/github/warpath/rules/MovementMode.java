package io.github.warpath.rules;

import java.util.Objects;

/**
 * A way of moving a rule set offers: hex-to-hex, port-to-port, assault movement, One Hex
 * Movement, ...
 *
 * @param id the id used in queries, lower case with dashes
 * @param description one line for people
 */
public record MovementMode(String id, String description) {
  /**
   * Creates a mode.
   *
   * @param id the id
   * @param description the description
   */
  public MovementMode {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(description, "description");
  }
}
