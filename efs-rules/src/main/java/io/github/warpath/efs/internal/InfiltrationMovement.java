package io.github.warpath.efs.internal;

/**
 * Infiltration Movement ({@code EFS infiltration}): a yellow unit that starts in an enemy zone of
 * control may move one hex into an adjacent enemy zone of control as its whole move for the
 * phase (Axis in their Regular phase, Soviets in their Motorized phase); not in mud (nor in
 * woods in lingering mud), not across an intact enemy fortified line or an unbridged major
 * river, not into an enemy strongpoint, not into or out of a major city. Who may infiltrate is
 * in {@link Eligibility}; the step itself is {@link SingleStepMove}'s.
 */
final class InfiltrationMovement {
  /** The reason: infiltration in mud. */
  static final String MUD = "no infiltration in mud, nor in woods during lingering mud";
  /** The reason: infiltration into a hex outside enemy zones of control. */
  static final String NOT_ZOC = "infiltration moves into an adjacent enemy zone of control;"
      + " anywhere else, use normal movement";
  /** The reason: infiltration across an intact enemy fortified line. */
  static final String FORT = "infiltration may not cross an intact enemy fortified line";
  /** The reason: infiltration into an enemy strongpoint. */
  static final String STRONGPOINT = "infiltration may not enter an enemy strongpoint";
  /** The reason: infiltration across an unbridged major river. */
  static final String MAJOR_RIVER = "infiltration may not cross an unbridged major river";
  /** The reason: infiltration into or out of a major city. */
  static final String MAJOR_CITY = "infiltration may not enter or leave a major city";
  /** The reason: infiltration is the whole move. */
  static final String DONE = "infiltration uses up every movement point of the unit or stack";
  /** The reason: a unit without a yellow movement factor asked to infiltrate. */
  static final String CLASS = "only units with a yellow movement factor infiltrate";
  /** The reason: an Axis unit infiltrating outside the Axis Regular Movement phase. */
  static final String AXIS = "Axis infiltration happens only in the Axis Regular Movement phase";
  /** The reason: a Soviet unit infiltrating outside the Soviet Motorized Movement phase. */
  static final String SOVIET = "Soviet infiltration happens only in the Soviet Motorized Movement"
      + " phase";
  /** The reason: an infiltration from a hex outside enemy zones of control. */
  static final String START = "infiltration starts in an enemy zone of control";
  /** The reason: an infiltration by a unit that has already spent points this phase. */
  static final String SPENT = "infiltration is the unit's whole move for the phase, and it has"
      + " already spent movement points";

  private InfiltrationMovement() {}

  /**
   * Why an infiltration step is forbidden.
   *
   * @param mud whether the hex left or entered is in mud
   * @param toFlags the board flags of the hex entered
   * @param enemyFortIntact whether an intact enemy fortified line is on the hexside
   * @param unbridgedMajor whether it crosses an unbridged major river
   * @param majorCity whether the hex left or entered is a major city
   * @return the reason code, 0 if allowed
   */
  static int forbids(boolean mud, int toFlags, boolean enemyFortIntact, boolean unbridgedMajor,
      boolean majorCity) {
    if (mud) {
      return StepReason.INFILTRATION_MUD.ordinal();
    } else if ((toFlags & BoardMarks.ZOC) == 0) {
      return StepReason.INFILTRATION_NOT_ZOC.ordinal();
    } else if (enemyFortIntact) {
      return StepReason.INFILTRATION_FORT.ordinal();
    } else if ((toFlags & BoardMarks.ENEMY_STRONGPOINT) != 0) {
      return StepReason.INFILTRATION_STRONGPOINT.ordinal();
    } else if (unbridgedMajor) {
      return StepReason.INFILTRATION_MAJOR_RIVER.ordinal();
    } else if (majorCity) {
      return StepReason.INFILTRATION_MAJOR_CITY.ordinal();
    }
    return 0;
  }
}
