package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;

/**
 * Stacking: how many stacking points of one side may be in a hex. Each class counts its points.
 * When over-stacking is illegal, the movers may not enter a hex they would over-stack (checked
 * at every hex entered, so ranges, paths and checks agree); otherwise a move that ends
 * over-stacked is legal with a warning.
 */
public final class StackingRule {
  private final RuleRef rule;
  private final int limit;
  private final int[] points;
  private final boolean illegal;

  /**
   * A stacking rule.
   *
   * @param rule the rule cited
   * @param limit the most points in one hex
   * @param points per class, the points a unit counts
   * @param illegal true if over-stacking makes the move illegal, false for a warning
   * @throws InvalidInputException if the limit or a point value is negative
   */
  public StackingRule(RuleRef rule, int limit, int[] points, boolean illegal) {
    if (limit < 0) {
      throw new InvalidInputException("stacking.limit", "the limit must be 0 or more");
    }
    for (int p : points) {
      if (p < 0) {
        throw new InvalidInputException("stacking.points", "points must be 0 or more");
      }
    }
    this.rule = rule;
    this.limit = limit;
    this.points = points.clone();
    this.illegal = illegal;
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
   * The limit.
   *
   * @return points per hex
   */
  public int limit() {
    return limit;
  }

  /**
   * The points of a class.
   *
   * @param movementClass the class
   * @return points
   */
  public int points(int movementClass) {
    return points[movementClass];
  }

  /**
   * Whether over-stacking is illegal (rather than a warning).
   *
   * @return true if illegal
   */
  public boolean illegal() {
    return illegal;
  }
}
