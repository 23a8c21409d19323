package io.github.warpath.skirmish.dice;

import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * 10.3 Weapons with Limited Movement, as the limits that keep an activation from moving at all:
 * support weapons that fired, weapons whose crew is too small to carry them, weapons that never
 * move and fire in one phase, flamethrowers At the Double, guns in any mode but normal. The one
 * place these limits are written: the check reports them, the reach and chance queries read
 * them to know whether the activation moves. Also the arcs weapons turn in, and guns kept to open
 * ground.
 */
final class WeaponsWithLimitedMovement {
  private WeaponsWithLimitedMovement() {}

  /**
   * A limit that applies to this activation.
   *
   * @param reason what forbids the move, in plain words
   * @param movingOnly true if only moving is forbidden (the unit may still change its facing)
   */
  record Limit(String reason, boolean movingOnly) {}

  /**
   * The limits a moving unit of an activation is under.
   *
   * @param ctx the activation
   * @param u one of its units
   * @return the limits; empty if the unit's weapon lets it move
   */
  static List<Limit> of(DiceContext ctx, Unit u) {
    List<Limit> out = new ArrayList<>();
    String mode = ctx.mode;
    String w = DiceContext.weapon(u);
    boolean limited = DiceContext.limited(u);
    int crew = DiceContext.crew(u);
    if (limited && u.hasFlag(MiniaturesDiceRules.FIRED)) {
      out.add(new Limit("'" + u.id() + "' fired this phase: " + w + " never moves and fires"
          + " in one phase", true));
    }
    if (w.equals("static-gun") || (DiceContext.isGun(u) || w.equals("mmg") || w.equals("hmg"))
        && crew <= 2) {
      out.add(new Limit("'" + u.id() + "' (" + w + ", " + crew + " crew) may only change its"
          + " facing, not move", true));
    }
    if (limited && mode.equals(MiniaturesDiceRules.MOVE_AND_FIRE)) {
      out.add(new Limit(w + " never moves and fires in the same phase", false));
    }
    if (w.equals("flamethrower") && mode.equals(MiniaturesDiceRules.DOUBLE)) {
      out.add(new Limit("infantry flamethrowers never move At the Double", false));
    }
    if (DiceContext.isGun(u) && (mode.equals(MiniaturesDiceRules.TACTICAL_MODE)
        || mode.equals(MiniaturesDiceRules.DOUBLE) || mode.equals(MiniaturesDiceRules.DISEMBARK))) {
      out.add(new Limit("guns move with two dice (mode normal), never Tactically or At the"
          + " Double", false));
    }
    return out;
  }

  /** Reports the limits of every mover, and the turns of weapons, for a move of some inches. */
  static void check(DiceCheck c, double moved) {
    DiceContext ctx = c.ctx;
    for (Unit u : ctx.movers) {
      for (Limit x : of(ctx, u)) {
        if (moved > DiceCheck.EPS || !x.movingOnly()) {
          c.bad(DiceRule.LIMITED_WEAPONS, x.reason(), 0, null);
        }
      }
      if (ctx.mode.equals(MiniaturesDiceRules.NORMAL)) {
        arc(c, u, moved <= DiceCheck.EPS);
      } else if (!ctx.mode.equals(MiniaturesDiceRules.DISEMBARK)
          && !ctx.mode.equals(MiniaturesDiceRules.UNLIMBER)) {
        arc(c, u, false);
      }
    }
  }

  /** Checks a weapon team's turn; {@code fullPhase} when the turn is the phase's Normal move. */
  static void arc(DiceCheck c, Unit u, boolean fullPhase) {
    if (!DiceContext.limited(u) || !c.facing.isPresent()) {
      return;
    }
    OptionalDouble was = u.position() instanceof TablePosition
        ? ((TablePosition) u.position()).facing() : OptionalDouble.empty();
    if (was.isEmpty()) {
      return;
    }
    double turn = Math.abs(((c.facing.getAsDouble() - was.getAsDouble()) % 360 + 540) % 360
        - 180);
    double half = u.isTrue("turntable") ? 90 : 45;
    if (turn <= half + 1e-9) {
      return;
    }
    boolean stuck = DiceContext.isGun(u) && DiceContext.crew(u) <= 2;
    if (stuck) {
      c.bad(DiceRule.LIMITED_WEAPONS, "a gun with two crew or fewer turns only within its arc ("
          + (int) (2 * half) + " degrees); this turn is " + Math.round(turn) + " degrees", 1,
          null);
    } else if (!fullPhase) {
      c.bad(DiceRule.LIMITED_WEAPONS, "'" + u.id() + "' turns " + Math.round(turn) + " degrees,"
          + " beyond its " + (int) (2 * half) + "-degree arc: that takes a full phase of Normal"
          + " movement (mode normal, no other move)", 1, null);
    }
  }

  /** Guns move over open ground only. */
  static void openGroundOnly(DiceCheck c) {
    if (c.ctx.anyGun() && c.worst != TerrainClass.OPEN) {
      c.bad(DiceRule.LIMITED_WEAPONS, "guns move in open ground only, not " + c.worst.id(), 1,
          null);
    }
  }

  /** Guns cross no obstacle. */
  static void noCrossing(DiceCheck c) {
    c.bad(DiceRule.LIMITED_WEAPONS, "guns never cross obstacles", 1, null);
  }
}
