package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsPhase;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Super-heavy artillery's move and firing modes ({@code EFS super-heavy mode}): it moves only on
 * its mobile side, changes side only in the Engineering phase, and turns to its firing side only
 * if it did not move this turn. A change is the unit's whole action: slot 0 turns to the firing
 * side, slot 1 to the mobile side.
 */
final class SuperHeavyMode {
  /** The reason: mode change outside the Engineering phase. */
  static final String PHASE = "super-heavy artillery changes mode only in the Engineering phase";
  /** The reason: firing mode after moving. */
  static final String MOVED = "super-heavy artillery may turn to its firing side only if it did"
      + " not move this turn";
  /** The reason: already in that mode. */
  static final String SAME = "the unit is already in that mode";
  /** The reason: a mode change is the whole action. */
  static final String DONE = "a mode change is the unit's whole action";
  static final String NOT_SUPER_HEAVY = "only super-heavy artillery (green movement factor) has a"
      + " move and a firing mode";

  private SuperHeavyMode() {}

  /**
   * A mode change.
   *
   * @param q the query profile
   * @param node the node (the unit's hex)
   * @param slot 0 to firing, 1 to move
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL} or {@link MoveGraph#ILLEGAL}
   */
  static int change(QueryProfile q, int node, int slot, Transition out) {
    out.to = node | 1;
    out.cost = 0;
    out.flags = Transition.EXPLICIT | Transition.STOP;
    int why = 0;
    if (q.phase != EfsPhase.ENGINEERING) {
      why = StepReason.MODE_PHASE.ordinal();
    } else if (slot == 0 && q.anyFiring || slot == 1 && !q.allFiring) {
      why = StepReason.MODE_SAME.ordinal();
    } else if (slot == 0 && q.anyMoved) {
      why = StepReason.MODE_MOVED.ordinal();
    }
    if (why != 0) {
      out.rule = why;
      return MoveGraph.ILLEGAL;
    }
    out.rule = StepReason.MODE_DONE.ordinal();
    return MoveGraph.LEGAL;
  }
}
