package io.github.warpath.squad.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * Enemy Hexes: a hex that holds units of another side is closed, except to a close assault
 * (the step action {@link Actions#CLOSE_ASSAULT}), which enters it and ends the move there; the
 * assault itself belongs to combat. The enemy-held hexes are marked once per query.
 */
final class EnemyHexes {
  private final EpochMarks held = new EpochMarks();

  /**
   * Marks the hexes held by units of another side than the mover's.
   *
   * @param state the state
   * @param map its map
   * @param side the mover's side
   */
  void mark(GameState state, HexMap map, String side) {
    held.reset(map.size());
    List<Unit> all = state.units();
    for (int i = 0; i < all.size(); i++) {
      Unit u = all.get(i);
      Hex h = u.hexOrNull();
      if (h != null && !u.side().equals(side)) {
        held.add(map.index(h));
      }
    }
  }

  /**
   * Whether enemy units hold a hex.
   *
   * @param hex a hex index
   * @return true if they do
   */
  boolean holds(int hex) {
    return held.contains(hex);
  }

  /**
   * The violation of a plain step into an enemy hex.
   *
   * @return the violation
   */
  static Violation closed() {
    return Violation.of(SquadRule.ENEMY_HEXES, "enemy units hold this hex; only a close assault"
        + " (step action " + Actions.CLOSE_ASSAULT + ") may enter it");
  }

  /**
   * Why a close assault ends the move.
   *
   * @return the violation cited with the stop
   */
  static Violation closeAssaultEnds() {
    return Violation.of(SquadRule.CLOSE_ASSAULT, "a close assault ends the move in the enemy hex");
  }
}
