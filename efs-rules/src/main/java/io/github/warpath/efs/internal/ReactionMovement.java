package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.hex.Hex;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * Reaction Movement ({@code EFS reaction movement}): in the other side's turn, motorized units
 * (red and yellow) that are not under an overrun marker and not in an enemy zone of control may
 * react; a Soviet unit only within range of an operating Soviet HQ. Enemy zones of control cost
 * nothing extra in this phase ({@link EnemyZoneOfControl#enterCost}).
 */
final class ReactionMovement {
  static final String CLASS = "only motorized units react";
  static final String OVERRUN = "a unit under an overrun marker may not react";
  static final String ZOC = "a unit in an enemy zone of control may not react";
  static final String HQ = "a Soviet unit reacts only within range of an operating Soviet HQ";

  private ReactionMovement() {}

  /**
   * The whole-move rules a unit breaks by reacting.
   *
   * @param state the state
   * @param u the unit
   * @param c its movement class
   * @param soviet whether it is Soviet
   * @param g the compiled query
   * @return a mask of {@link Eligibility.Gate} bits
   */
  static long gates(GameState state, Unit u, MovementClass c, boolean soviet, EfsGraph g) {
    long out = 0;
    if (c == MovementClass.ORANGE) {
      out |= Eligibility.Gate.ORANGE.bit();
    } else if (c != MovementClass.RED && c != MovementClass.YELLOW) {
      out |= Eligibility.Gate.REACTION_CLASS.bit();
    }
    if (u.hasFlag(EfsVocabulary.OVERRUN)) {
      out |= Eligibility.Gate.REACTION_OVERRUN.bit();
    }
    if (g.marks().inZoc(g.profile().phaseStartLoc)) {
      out |= Eligibility.Gate.REACTION_ZOC.bit();
    }
    if (soviet && !nearOperatingHq(state, g)) {
      out |= Eligibility.Gate.REACTION_HQ.bit();
    }
    return out;
  }

  private static boolean nearOperatingHq(GameState state, EfsGraph g) {
    int start = g.profile().phaseStartLoc;
    if (start >= g.map().size()) {
      return false;
    }
    Hex at = g.map().hex(start);
    List<Unit> units = state.units();
    for (int k = 0; k < units.size(); k++) {
      Unit hq = units.get(k);
      if (hq.kind().equals(EfsVocabulary.HQ) && hq.side().equals(EfsVocabulary.SOVIET)
          && !hq.hasFlag(EfsVocabulary.NON_OP) && hq.hexOrNull() != null) {
        int range = UnitAttributes.count(hq, EfsVocabulary.HQ_RANGE, -1);
        if (range < 0) {
          throw new InvalidInputException("units." + hq.id() + ".attributes."
              + EfsVocabulary.HQ_RANGE, "an HQ needs its range in hexes");
        }
        if (at.distanceTo(hq.hexOrNull()) <= range) {
          return true;
        }
      }
    }
    return false;
  }
}
