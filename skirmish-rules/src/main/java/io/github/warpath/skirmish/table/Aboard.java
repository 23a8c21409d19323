package io.github.warpath.skirmish.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.state.Position;

/**
 * The position of a unit carried by a vehicle (embarked infantry, a limbered gun).
 *
 * @param vehicle the id of the carrying vehicle's unit
 */
public record Aboard(String vehicle) implements Position {

  /**
   * Creates the position.
   *
   * @param vehicle the vehicle's unit id, not blank
   * @throws InvalidInputException if the id is blank
   */
  public Aboard {
    if (vehicle == null || vehicle.isBlank()) {
      throw new InvalidInputException("vehicle", "a unit aboard needs the id of its vehicle");
    }
  }

  @Override
  public String toString() {
    return "aboard " + vehicle;
  }
}
