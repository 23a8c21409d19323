package io.github.warpath.rules;

import io.github.warpath.InvalidInputException;
import java.util.List;
import java.util.Objects;

/**
 * One movement phase of a turn: the phase's name as the state's environment spells it, the side
 * whose phase it is (the environment's active side while it lasts), a line saying what the phase
 * allows, and the movement modes that may be used in it.
 *
 * <p>A rule set lists a side's phases with {@link HexMovementRules#movementPhases} and says what
 * entering one does to a state with {@link HexMovementRules#enterPhase}.
 *
 * @param phase the phase name in the rule set's vocabulary (category {@code phases}); the empty
 *     string where the rule set has no phase names
 * @param side the active side during the phase; the empty string keeps the state's active side
 * @param description what the phase allows, in a line for people (who moves, at what allowance)
 * @param modes the ids of the modes usable in the phase; empty means every mode of the rule set
 */
public record MovementPhase(String phase, String side, String description, List<String> modes) {

  /**
   * Creates a phase.
   *
   * @param phase the phase name
   * @param side the active side
   * @param description what the phase allows
   * @param modes the usable modes, empty for all
   * @throws InvalidInputException if a name is missing
   */
  public MovementPhase {
    if (phase == null) {
      throw new InvalidInputException("phase", "a movement phase needs a name (or the empty"
          + " string)");
    }
    if (side == null) {
      throw new InvalidInputException("side", "a movement phase needs a side (or the empty"
          + " string)");
    }
    Objects.requireNonNull(description, "description");
    modes = List.copyOf(modes);
  }

  /**
   * A phase of a side with a description, every mode usable.
   *
   * @param phase the phase name
   * @param side the active side
   * @param description what the phase allows
   * @return the phase
   */
  public static MovementPhase of(String phase, String side, String description) {
    return new MovementPhase(phase, side, description, List.of());
  }

  /**
   * A short name for reports: the phase name, or {@code "phase"} where it is empty.
   *
   * @return the name
   */
  public String name() {
    return phase.isEmpty() ? "phase" : phase;
  }
}
