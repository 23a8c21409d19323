package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemVocabulary;

/**
 * Operational and Reserve Movement Phases (section 3): the phases the movement rules tell
 * apart. The Operational phase moves at the Operational road/rail rates and allows overruns; the
 * Reserve phase moves at the Reserve rates without overruns; Exploitation moves at the
 * Operational rates without overruns.
 */
enum MovementPhaseKind {
  /** The Operational Movement Phase (also when the environment names no phase). */
  OPERATIONAL(0, 0),
  /** The Reserve Movement Phase. */
  RESERVE(1, 1),
  /** Exploitation. */
  EXPLOITATION(0, 2);

  /** The column of the Terrain Key's road/rail rates: 0 Operational, 1 Reserve. */
  final int roadRailColumn;
  /** Why no overrun is allowed ({@link OverrunRestrictions}), or 0 if overruns are allowed. */
  final int noOverrunReason;

  MovementPhaseKind(int roadRailColumn, int noOverrunReason) {
    this.roadRailColumn = roadRailColumn;
    this.noOverrunReason = noOverrunReason;
  }

  /** Whether overruns are allowed in the phase. */
  boolean allowsOverruns() {
    return noOverrunReason == 0;
  }

  /**
   * The phase of an environment's phase name (already checked against the vocabulary).
   *
   * @param phase the phase name, empty for the Operational phase
   * @return the phase
   */
  static MovementPhaseKind of(String phase) {
    switch (phase) {
      case HexsystemVocabulary.RESERVE_MOVEMENT:
        return RESERVE;
      case HexsystemVocabulary.EXPLOITATION:
        return EXPLOITATION;
      default:
        return OPERATIONAL;
    }
  }
}
