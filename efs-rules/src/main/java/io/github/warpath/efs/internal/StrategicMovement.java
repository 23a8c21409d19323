package io.github.warpath.efs.internal;

/**
 * Strategic movement ({@code EFS strategic movement}), as we read a rule the text names but does
 * not describe: the allowance is doubled ({@code strategic.multiplier}), every step follows a
 * road (super-heavy artillery: a main road or the Motorway), no step enters an enemy zone of
 * control, and it is the unit's whole move for the phase (see {@link Eligibility}).
 */
final class StrategicMovement {
  private StrategicMovement() {}

  /**
   * The reason for a closed step of strategic movement: a super-heavy unit on a minor road cites
   * strategic movement of super-heavy artillery rather than its road rule.
   *
   * @param why the reason the step tables gave
   * @param sideMask the hexside's features
   * @return the reason code
   */
  static int closedStep(int why, long sideMask) {
    return why == StepReason.SUPER_HEAVY_ROAD.ordinal() && (sideMask & StepTables.MINOR) != 0
        ? StepReason.STRATEGIC_SUPER_HEAVY.ordinal() : why;
  }

  /**
   * Whether a step arrived along a road.
   *
   * @param arrive the search state of the arrival
   * @return true if along a road
   */
  static boolean onRoad(int arrive) {
    return (arrive & 3) != 0;
  }
}
