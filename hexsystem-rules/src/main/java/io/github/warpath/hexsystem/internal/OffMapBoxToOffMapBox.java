package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Off-Map Box to Off-Map Box (3.1.3), a movement mode: an Allied unit moves from an off-map box
 * to an adjacent one, spending its whole allowance; the move ends there. The TK map's boxes are
 * closed to Allied units ({@link OtherRestrictions}).
 */
final class OffMapBoxToOffMapBox {
  private OffMapBoxToOffMapBox() {}

  /** The mode bit of the procedure. */
  static final int MODE = 4;

  /** Detail: the unit is an Axis unit. */
  static final int AXIS_UNIT = 1;

  /** The move from box {@code from} to the adjacent box {@code to}. */
  static int move(HexsystemMoveGraph g, int spent, int to, Transition out) {
    if ((g.modeMask & MODE) == 0) {
      return MoveGraph.NONE;
    }
    out.to = (g.hexCount + to) * g.states + g.layout.hexState(0, 0);
    out.cost = -1;
    if (g.profile.side == TableEncoding.AXIS) {
      return illegal(out, HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, AXIS_UNIT);
    }
    return intoBox(g, to, spent, HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, out);
  }

  /** Into a box unless a restriction closes it: the whole allowance, and the move ends. */
  static int intoBox(HexsystemMoveGraph g, int box, int spent, HexsystemRule rule,
      Transition out) {
    int block = OtherRestrictions.boxBlock(g, box);
    if (block >= 0) {
      return illegal(out, block);
    }
    out.cost = g.allowance - spent;
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    out.rule = rule.ordinal();
    return MoveGraph.LEGAL;
  }

  /** Why a box-to-box move is forbidden, or what a legal one did ({@code stop}). */
  static Violation reason(boolean stop) {
    return Violation.of(HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, stop ? "moving to an adjacent"
        + " off-map box spends the whole allowance and ends the move"
        : "only Allied units move between off-map boxes");
  }

  /** Two boxes that are not adjacent. */
  static Violation notAdjacent(String from, String to) {
    return Violation.of(HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, "box " + from + " is not"
        + " adjacent to box " + to);
  }
}
