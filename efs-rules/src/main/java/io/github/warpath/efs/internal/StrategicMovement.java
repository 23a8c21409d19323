package io.github.warpath.efs.internal;

/**
 * Strategic movement ({@code EFS strategic movement}), as we read a rule the text names but does
 * not describe: the allowance is doubled ({@code strategic.multiplier}), every step follows a
 * road (super-heavy artillery: a main road or the Motorway), no step enters an enemy zone of
 * control, and it is the unit's whole move for the phase (see {@link Eligibility}).
 */
final class StrategicMovement {
  /** The reason: strategic movement off the road. */
  static final String OFF_ROAD = "strategic movement stays on roads";
  /** The reason: strategic movement of super-heavy artillery on a minor road. */
  static final String SUPER_HEAVY = "super-heavy artillery moves strategically only along a main"
      + " road or the Motorway";
  /** The reason: strategic movement into an enemy zone of control. */
  static final String ZOC = "strategic movement may not enter an enemy zone of control";
  static final String REACTION = "strategic movement is not a way to react";
  static final String START = "strategic movement may not start in an enemy zone of control";
  static final String SPENT = "strategic movement is the unit's whole move for the phase, and it"
      + " has already spent movement points";
  static final String DONE = "the unit moved strategically earlier in this phase, and strategic"
      + " movement is its whole move for the phase: it may go on only strategically";

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
