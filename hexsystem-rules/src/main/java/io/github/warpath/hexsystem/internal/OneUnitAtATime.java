package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Optional;

/**
 * Movement: One Unit at a Time (3.1). Units move singly, each finishing its move before the
 * next begins: an order moves one unit, a unit whose move is complete does not move again in
 * the phase, and once a unit moves every other unit's move of the phase is over.
 */
final class OneUnitAtATime {
  private OneUnitAtATime() {}

  /** An order that names several units. */
  static Violation severalUnits() {
    return Violation.of(HexsystemRule.ONE_UNIT_AT_A_TIME, "units move singly, each finishing"
        + " before the next; give each unit its own move");
  }

  /** A unit whose move of the phase is complete. */
  static Violation alreadyMoved(Unit u) {
    return Violation.of(HexsystemRule.ONE_UNIT_AT_A_TIME, u.id() + " has already completed its"
        + " move this phase");
  }

  /**
   * Ends the move of every other unit whose phase movement is still open: this move has begun.
   *
   * @param units the units after the move, changed in place
   * @param mover the index of the unit that moved
   */
  static void endOtherMoves(List<Unit> units, int mover) {
    for (int i = 0; i < units.size(); i++) {
      Unit other = units.get(i);
      if (i != mover && other.phaseMovement().isPresent()
          && other.phaseMovement().get().stoppedBy().isEmpty()) {
        units.set(i, other.withPhaseMovement(other.phaseMovement().get().withStoppedBy(
            Optional.of(HexsystemRule.ONE_UNIT_AT_A_TIME.ref()))));
      }
    }
  }
}
