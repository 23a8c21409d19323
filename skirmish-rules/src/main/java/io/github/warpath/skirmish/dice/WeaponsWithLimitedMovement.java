package io.github.warpath.skirmish.dice;

import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * 10.3 Weapons with Limited Movement, as the limits that keep an activation from moving at all:
 * support weapons that fired, weapons whose crew is too small to carry them, weapons that never
 * move and fire in one phase, flamethrowers At the Double, guns in any mode but normal. The one
 * place these limits are written: the check reports them, the reach and chance queries read
 * them to know whether the activation moves.
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
    if (limited && u.hasFlag(MiniaturesDice.FIRED)) {
      out.add(new Limit("'" + u.id() + "' fired this phase: " + w + " never moves and fires"
          + " in one phase", true));
    }
    if (w.equals("static-gun") || (DiceContext.isGun(u) || w.equals("mmg") || w.equals("hmg"))
        && crew <= 2) {
      out.add(new Limit("'" + u.id() + "' (" + w + ", " + crew + " crew) may only change its"
          + " facing, not move", true));
    }
    if (limited && mode.equals(MiniaturesDice.MOVE_AND_FIRE)) {
      out.add(new Limit(w + " never moves and fires in the same phase", false));
    }
    if (w.equals("flamethrower") && mode.equals(MiniaturesDice.DOUBLE)) {
      out.add(new Limit("infantry flamethrowers never move At the Double", false));
    }
    if (DiceContext.isGun(u) && (mode.equals(MiniaturesDice.TACTICAL_MODE)
        || mode.equals(MiniaturesDice.DOUBLE) || mode.equals(MiniaturesDice.DISEMBARK))) {
      out.add(new Limit("guns move with two dice (mode normal), never Tactically or At the"
          + " Double", false));
    }
    return out;
  }
}
