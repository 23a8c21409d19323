package io.github.warpath.squad.internal;

import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.Unit;

/**
 * What can keep the units of a query from moving at all, found while the query is compiled
 * ({@link QueryProfile}): each code is reported with the first member that shows it, and the
 * rule set words it as a violation of the rule concerned.
 */
public final class Eligibility {
  /** The units do not share a start hex (Moving: stacks). */
  public static final int APART = 0;
  /** The units belong to different sides (Moving: stacks). */
  public static final int SIDES = 1;
  /** A unit rides in a transport (Moving: stacks). */
  public static final int PASSENGER = 2;
  /** A unit has already moved (Moving: one move per unit). */
  public static final int MOVED = 3;
  /** A unit is pinned (Moving: units unable to move). */
  public static final int PINNED = 4;
  /** A unit has no movement points (Moving: units unable to move). */
  public static final int NO_POINTS = 5;
  /** The stack is larger than a hex may hold (Stacking Limits). */
  public static final int OVERSTACKED = 6;
  /** Assault movement with a unit that is not infantry (Infantry Assault Movement). */
  public static final int ASSAULT = 7;
  /** Number of eligibility problems. */
  public static final int COUNT = 8;

  private Eligibility() {}

  /**
   * The violation of a problem, naming the unit that shows it.
   *
   * @param code one of the codes above
   * @param u the first unit that shows it
   * @return the violation
   */
  public static Violation violation(int code, Unit u) {
    String id = "'" + u.id() + "'";
    switch (code) {
      case APART:
        return Violation.of(SquadRule.MOVING_STACK, "a stack starts its move together, and "
            + id + " is not in the first unit's hex");
      case SIDES:
        return Violation.of(SquadRule.MOVING_STACK, "a stack is of one side, and " + id
            + " is " + u.side());
      case PASSENGER:
        return Violation.of(SquadRule.MOVING_STACK, id + " rides in '"
            + u.attributes().get(Attributes.CARRIED_BY) + "' and moves with it");
      case MOVED:
        return Violation.of(SquadRule.MOVING_ONCE, id + " has already made its move");
      case PINNED:
        return Violation.of(SquadRule.MOVING_UNABLE, id + " is pinned and cannot move");
      case NO_POINTS:
        return Violation.of(SquadRule.MOVING_UNABLE, id + " has no movement points");
      case OVERSTACKED:
        return Violation.of(SquadRule.STACKING, "a stack may move only within the stacking"
            + " limits (two vehicles, AFVs or guns; four infantry; or one of the first with two"
            + " infantry)");
      default:
        return InfantryAssaultMovement.notInfantry(u);
    }
  }
}
