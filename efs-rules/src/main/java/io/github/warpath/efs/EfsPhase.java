package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.internal.EnumNames;
import java.util.List;
import java.util.Locale;

/**
 * Phases of an EFS player turn that matter to movement, as named in {@link
 * io.github.warpath.state.Environment#phase()}. The Axis moves Regular, then fights, then moves
 * motorized units; the Soviet player moves motorized units first, fights, then makes the Regular
 * move. In the Reaction Movement phase the side that is <em>not</em> the active side moves.
 */
public enum EfsPhase {
  /** Supply determination: bridge units are placed; no movement. */
  SUPPLY,
  /** Regular Movement: practically every unit of the active side moves. */
  REGULAR_MOVEMENT,
  /** Motorized Movement: motorized units (not orange) of the active side move. */
  MOTORIZED_MOVEMENT,
  /** Reaction Movement: motorized units of the other side, not in an enemy zone of control. */
  REACTION_MOVEMENT,
  /** Combat: no movement (overruns happen in movement phases). */
  COMBAT,
  /** Engineering: super-heavy artillery changes mode; major-river bridges begin to operate. */
  ENGINEERING;

  // made once: explanations name the phase on every check they refuse for it
  private final String id = name().toLowerCase(Locale.ROOT).replace('_', '-');

  /**
   * The name used in states and scenario files.
   *
   * @return e.g. {@code regular-movement}
   */
  public String id() {
    return id;
  }

  /**
   * Whether units move in this phase.
   *
   * @return true for the three movement phases
   */
  public boolean isMovement() {
    return this == REGULAR_MOVEMENT || this == MOTORIZED_MOVEMENT || this == REACTION_MOVEMENT;
  }

  /**
   * All phase names.
   *
   * @return the names, in turn order
   */
  public static List<String> ids() {
    return EnumNames.ids(values(), EfsPhase::id);
  }

  /**
   * A phase by name; the empty string is Regular Movement.
   *
   * @param id the name
   * @param field the input field, for the error
   * @return the phase
   * @throws InvalidInputException listing the phases if the name is unknown
   */
  public static EfsPhase of(String id, String field) {
    if (id.isEmpty()) {
      return REGULAR_MOVEMENT;
    }
    return EnumNames.lookup(values(), EfsPhase::id, id, field, "phase");
  }
}
