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
