package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Unit;

/**
 * 10.1 Infantry Movement, the orders that do not move: a change of facing on the spot (mode
 * {@code face}) and taking a Tactical stance (mode {@code stance}).
 */
final class InfantryMovement {
  private InfantryMovement() {}

  /** A change of facing: the figures stay where they are; weapons turn within their arc. */
  static void face(DiceCheck c) {
    c.parse(false);
    if (!c.violations.isEmpty()) {
      return;
    }
    for (Figure f : c.figures) {
      if (Sweep.length(f.path) > DiceCheck.EPS) {
        c.bad(DiceRule.ACTIVATION, "changing facing turns the figures on the spot; to move, use a"
            + " movement mode", 1, Verdicts.at(f.index, f.path.get(1)));
        return;
      }
    }
    for (Unit u : c.ctx.movers) {
      WeaponsWithLimitedMovement.arc(c, u, false);
    }
    for (Figure f : c.figures) {
      f.end = f.last();
    }
  }

  /** A Tactical stance: only for a unit that has not moved, and without moving. */
  static void stance(DiceCheck c) {
    for (Unit u : c.ctx.movers) {
      if (u.hasFlag(MiniaturesDiceRules.MOVED)) {
        c.bad(DiceRule.ACTIVATION, "only a stationary unit takes a Tactical stance; '" + u.id()
            + "' has moved this phase", 0, null);
      }
    }
    if (!c.steps.isEmpty()) {
      c.parse(false);
      for (Figure f : c.figures) {
        if (Sweep.length(f.path) > DiceCheck.EPS) {
          c.bad(DiceRule.ACTIVATION, "taking a Tactical stance is done without moving", 1, null);
          return;
        }
      }
    }
  }
}
