package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsPhase;

/**
 * One Hex Movement ({@code EFS one hex movement}): a unit may always move one hex, whatever it
 * costs, as its whole move for the phase; not in mud (nor in woods in lingering mud), not from
 * one enemy zone of control into another, across an unbridged major river only in the Regular
 * Movement phase, and never with an overrun. Who may use it at all is in {@link Eligibility}.
 * The step itself is {@link SingleStepMove}'s.
 */
final class OneHexMovement {
  /** The reason: one Hex Movement in mud. */
  static final String MUD = "no One Hex Movement in mud, nor in woods during lingering mud";
  /** The reason: one Hex Movement from an enemy zone of control into another. */
  static final String ZOC = "One Hex Movement may not go from one enemy zone of control into"
      + " another";
  /** The reason: one Hex Movement across an unbridged major river outside the Regular phase. */
  static final String MAJOR_RIVER = "One Hex Movement crosses an unbridged major river only in the"
      + " Regular Movement phase";
  /** The reason: one Hex Movement is the whole move. */
  static final String DONE = "One Hex Movement is the whole move";
  static final String OOS = "a motorized unit with an out of supply marker may not use One Hex"
      + " Movement in the Reaction Movement phase";
  static final String SPENT = "One Hex Movement is the unit's whole move for the phase, and it has"
      + " already spent movement points";

  private OneHexMovement() {}

  /**
   * Why a One Hex Movement step is forbidden.
   *
   * @param mud whether the hex left or entered is in mud
   * @param zocToZoc whether the step goes from one enemy zone of control into another
   * @param unbridgedMajor whether it crosses an unbridged major river
   * @param phase the phase
   * @return the reason code, 0 if allowed
   */
  static int forbids(boolean mud, boolean zocToZoc, boolean unbridgedMajor, EfsPhase phase) {
    if (mud) {
      return StepReason.ONE_HEX_MUD.ordinal();
    } else if (zocToZoc) {
      return StepReason.ONE_HEX_ZOC.ordinal();
    } else if (unbridgedMajor && phase != EfsPhase.REGULAR_MOVEMENT) {
      return StepReason.ONE_HEX_MAJOR_RIVER.ordinal();
    }
    return 0;
  }
}
