package io.github.warpath.squad.internal;

import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Vehicle Reverse Movement: a vehicle may back into the hex behind it, rear first, at three
 * times the step's cost. Reverse is chosen per step, or held on or off by a toggle (the step
 * actions {@link Actions#REVERSE} and {@link Actions#FORWARD} in place); a held setting forbids
 * steps of the other kind until it is toggled again. When reverse makes a step dearer than the
 * points left, {@link DearStep} cites this rule with the arithmetic.
 */
final class VehicleReverseMovement {
  /** A reverse step costs this many times the step. */
  static final int MULTIPLE = 3;

  private VehicleReverseMovement() {}

  /**
   * Whether a held setting forbids a step.
   *
   * @param mode the reverse setting of the state
   * @param reverse whether the step is in reverse
   * @return true if the setting held is the other one
   */
  static boolean againstToggle(int mode, boolean reverse) {
    return mode == (reverse ? StateLayout.HELD_FORWARD : StateLayout.HELD_REVERSE);
  }

  /**
   * The facing of a vehicle after a step: the direction it moved, or away from it in reverse.
   *
   * @param direction the direction of the step
   * @param reverse whether the step is in reverse
   * @return the facing index
   */
  static int facingAfter(int direction, boolean reverse) {
    return reverse ? (direction + 3) % 6 : direction;
  }

  /**
   * A toggle in place: reverse held on or off from now on.
   *
   * @param l the state layout
   * @param loc the hex
   * @param s the state
   * @param mode {@link StateLayout#HELD_REVERSE} or {@link StateLayout#HELD_FORWARD}
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}
   */
  static int hold(StateLayout l, int loc, int s, int mode, Transition out) {
    out.to = loc * l.states + l.encode(l.facing[s], mode, l.turned[s], l.moved[s], l.lost[s])
        + l.footPart(s);
    out.cost = 0;
    out.flags = Transition.EXPLICIT;
    return MoveGraph.LEGAL;
  }

  /**
   * The note of a toggle.
   *
   * @param mode the setting held
   * @return the note
   */
  static String toggled(int mode) {
    return mode == StateLayout.HELD_REVERSE ? "reverse on" : "reverse off";
  }
}
