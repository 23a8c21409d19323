package io.github.warpath.skirmish.dice;

import io.github.warpath.state.Unit;
import java.util.List;

/**
 * 10.1.3 Shock &amp; Movement: each point of Shock takes an inch off the move; a Section moves at
 * the Shock of its worst Team. The inches come off in {@link DiceRoll}, after terrain.
 */
final class ShockAndMovement {
  private ShockAndMovement() {}

  /** A unit's points of Shock (attribute {@code shock}, default 0). */
  static int shock(Unit u) {
    return Integer.parseInt(u.attribute("shock", "0"));
  }

  /** The Shock that shortens a move: the worst Team's, or a lone leader's own. */
  static int of(List<Unit> movers) {
    int s = 0;
    boolean teams = false;
    for (Unit u : movers) {
      if (u.kind().equals(MiniaturesDiceRules.TEAM)) {
        teams = true;
        s = Math.max(s, shock(u));
      }
    }
    if (!teams) {
      for (Unit u : movers) {
        s = Math.max(s, shock(u));
      }
    }
    return s;
  }
}
