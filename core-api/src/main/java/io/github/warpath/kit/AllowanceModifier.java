package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;

/**
 * A change to the movement allowance: multiply by a fraction, then add (or subtract) points,
 * round to whole points as the rules say, and never go below a minimum. Used for units with a
 * flag (out of supply), for phases and for modes.
 */
public final class AllowanceModifier {
  /** How a result is rounded to whole movement points. */
  public enum Rounding {
    /** Toward zero. */
    DOWN,
    /** Away from zero. */
    UP,
    /** To the nearest whole point, halves up. */
    NEAREST,
    /** Not rounded: kept in ticks (rounded down to a tick). */
    NONE
  }

  private final RuleRef rule;
  private final String flag;
  private final int numerator;
  private final int denominator;
  private final int addTicks;
  private final Rounding rounding;
  private final int minimumTicks;

  /**
   * A modifier.
   *
   * @param rule the rule cited
   * @param flag the unit flag that triggers it, or the empty string for phase and mode
   *     modifiers
   * @param numerator the multiplier's numerator
   * @param denominator the multiplier's denominator
   * @param addTicks ticks added after multiplying (may be negative)
   * @param rounding the rounding
   * @param minimumTicks the least allowance that results
   * @throws InvalidInputException if the fraction is not positive
   */
  public AllowanceModifier(RuleRef rule, String flag, int numerator, int denominator,
      int addTicks, Rounding rounding, int minimumTicks) {
    if (numerator < 0 || denominator <= 0 || numerator > 1000 || denominator > 1000) {
      throw new InvalidInputException("multiplier", "a multiplier is a fraction of 0 to 1000"
          + " over 1 to 1000, got " + numerator + "/" + denominator);
    }
    if (minimumTicks < 0) {
      throw new InvalidInputException("minimum", "the minimum must be 0 or more");
    }
    this.rule = rule;
    this.flag = flag;
    this.numerator = numerator;
    this.denominator = denominator;
    this.addTicks = addTicks;
    this.rounding = rounding;
    this.minimumTicks = minimumTicks;
  }

  /**
   * The identity: no change.
   *
   * @param rule the rule
   * @return the modifier
   */
  public static AllowanceModifier none(RuleRef rule) {
    return new AllowanceModifier(rule, "", 1, 1, 0, Rounding.NONE, 0);
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
   * The flag that triggers it.
   *
   * @return the flag, or the empty string
   */
  public String flag() {
    return flag;
  }

  /**
   * Applies the modifier.
   *
   * @param ticks the allowance before
   * @param ticksPerMp ticks per movement point (for rounding to whole points)
   * @return the allowance after
   */
  public int apply(int ticks, int ticksPerMp) {
    long scaled = (long) ticks * numerator + (long) addTicks * denominator;
    long unit = rounding == Rounding.NONE ? denominator : (long) denominator * ticksPerMp;
    long whole;
    switch (rounding) {
      case UP:
        whole = Math.floorDiv(scaled + unit - 1, unit);
        break;
      case NEAREST:
        whole = Math.floorDiv(2 * scaled + unit, 2 * unit);
        break;
      default:
        whole = Math.floorDiv(scaled, unit);
        break;
    }
    long result = rounding == Rounding.NONE ? whole : whole * ticksPerMp;
    return (int) Math.max(minimumTicks, Math.min(Points.MAX_TICKS, Math.max(0, result)));
  }
}
