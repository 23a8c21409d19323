package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;

/**
 * Zones of control: the hexes next to an enemy unit that projects one, where movement is
 * slowed, stopped or forbidden.
 *
 * <p>A unit of a projecting class projects a zone into each adjacent hex, except across a
 * hexside kind in {@code notAcross} (or a hexside that {@link HexsideRule#blocksZoc blocks
 * zones}) and into a hex with a terrain kind in {@code notInto}. With {@code negatedByFriendly},
 * a friendly unit in a hex cancels enemy zones there. Classes in {@code ignoredBy} (and modes
 * that say so) are not affected at all.
 */
public final class ZoneOfControlRule {
  /** What entering a zone does. */
  public enum Enter {
    /** Nothing. */
    NOTHING,
    /** The move ends in the hex entered. */
    STOP,
    /** The step costs {@code enterCost} more. */
    EXTRA_COST
  }

  /** What leaving a zone does. */
  public enum Leave {
    /** Nothing. */
    NOTHING,
    /** The step costs {@code leaveCost} more. */
    EXTRA_COST,
    /** A unit in an enemy zone may not leave it by moving. */
    PROHIBITED
  }

  /** Whether a unit may step from one zone directly into another. */
  public enum ZoneToZone {
    /** Yes. */
    ALLOWED,
    /** Never. */
    PROHIBITED,
    /** Only as the first step of the move, which then ends. */
    ONE_HEX,
    /** Only as the first step of the move (the unit started in a zone). */
    FIRST_STEP
  }

  private final RuleRef rule;
  private final long projectingClasses;
  private final long ignoringClasses;
  private final long notAcross;
  private final long notInto;
  private final Enter enter;
  private final int enterCost;
  private final Leave leave;
  private final int leaveCost;
  private final ZoneToZone zoneToZone;
  private final boolean negatedByFriendly;

  /**
   * A zone of control rule.
   *
   * @param rule the rule cited
   * @param projectingClasses mask of the classes whose units project zones
   * @param ignoringClasses mask of the classes zones do not affect
   * @param notAcross mask of hexside kinds zones do not extend across
   * @param notInto mask of terrain kinds zones do not extend into
   * @param enter what entering does
   * @param enterCost ticks for {@link Enter#EXTRA_COST}
   * @param leave what leaving does
   * @param leaveCost ticks for {@link Leave#EXTRA_COST}
   * @param zoneToZone zone-to-zone movement
   * @param negatedByFriendly whether a friendly unit cancels zones in its hex
   * @throws InvalidInputException if a cost is negative
   */
  public ZoneOfControlRule(RuleRef rule, long projectingClasses, long ignoringClasses,
      long notAcross, long notInto, Enter enter, int enterCost, Leave leave, int leaveCost,
      ZoneToZone zoneToZone, boolean negatedByFriendly) {
    if (enterCost < 0 || leaveCost < 0 || enterCost > Points.MAX_TICKS
        || leaveCost > Points.MAX_TICKS) {
      throw new InvalidInputException("zonesOfControl", "zone costs must be 0 or more");
    }
    this.rule = rule;
    this.projectingClasses = projectingClasses;
    this.ignoringClasses = ignoringClasses;
    this.notAcross = notAcross;
    this.notInto = notInto;
    this.enter = enter;
    this.enterCost = enter == Enter.EXTRA_COST ? enterCost : 0;
    this.leave = leave;
    this.leaveCost = leave == Leave.EXTRA_COST ? leaveCost : 0;
    this.zoneToZone = zoneToZone;
    this.negatedByFriendly = negatedByFriendly;
  }

  /**
   * The rule cited.
   *
   * @return the rule
   */
  public RuleRef rule() {
    return rule;
  }

  /**
   * Whether units of a class project a zone.
   *
   * @param movementClass the class
   * @return true if they do
   */
  public boolean projects(int movementClass) {
    return (projectingClasses & (1L << movementClass)) != 0;
  }

  /**
   * Whether zones leave units of a class alone.
   *
   * @param movementClass the class
   * @return true if they do
   */
  public boolean ignoredBy(int movementClass) {
    return (ignoringClasses & (1L << movementClass)) != 0;
  }

  /**
   * Whether a zone extends across a hexside into a hex.
   *
   * @param sideMask the hexside's kinds
   * @param blocking hexside kinds that block zones by the hexside rule
   * @param hexMask the terrain of the hex
   * @return true if it does
   */
  public boolean reaches(long sideMask, long blocking, long hexMask) {
    return (sideMask & (notAcross | blocking)) == 0 && (hexMask & notInto) == 0;
  }

  /**
   * What entering does.
   *
   * @return the effect
   */
  public Enter enter() {
    return enter;
  }

  /**
   * The extra cost of entering.
   *
   * @return ticks
   */
  public int enterCost() {
    return enterCost;
  }

  /**
   * What leaving does.
   *
   * @return the effect
   */
  public Leave leave() {
    return leave;
  }

  /**
   * The extra cost of leaving.
   *
   * @return ticks
   */
  public int leaveCost() {
    return leaveCost;
  }

  /**
   * Zone-to-zone movement.
   *
   * @return the rule
   */
  public ZoneToZone zoneToZone() {
    return zoneToZone;
  }

  /**
   * Whether friendly units cancel zones in their hex.
   *
   * @return true if so
   */
  public boolean negatedByFriendly() {
    return negatedByFriendly;
  }
}
