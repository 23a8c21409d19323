package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Violation;
import java.util.Arrays;

/**
 * Facing, for tactical games: units of some classes point at one of the six hexsides of their
 * hex. A faced unit moves into the hex it faces, turning first if it must; turning costs points
 * per hexside beyond a number of free hexsides, a unit may back into the hex behind it at a
 * multiple of the step's cost (reverse), and it may turn in place when an order asks for a facing.
 * A class without a {@link Turning} has no facing.
 *
 * <p>Turns are counted the short way round (0 to 3 hexsides). With {@link Turning#oncePerHex()}
 * a unit turns at most once in each hex: a turn in place uses the hex's turn, and a later step
 * that needs another turn before it leaves is forbidden.
 */
public final class FacingRule {
  /** The movement fact a unit keeps when it has turned in its hex and its move may go on. */
  public static final String TURNED_FACT = "turned-in-this-hex";

  /**
   * How one class turns.
   *
   * @param perHexside ticks per hexside turned beyond the free ones
   * @param free hexsides turned for nothing at each turn
   * @param reverse the multiple of a step's cost for backing into the hex behind, or 0 if units
   *     of the class may not reverse
   * @param oncePerHex whether the class turns at most once in each hex
   */
  public record Turning(int perHexside, int free, int reverse, boolean oncePerHex) {
    /**
     * Checks the values.
     *
     * @throws InvalidInputException if one is negative or too large
     */
    public Turning {
      if (perHexside < 0 || perHexside > Points.MAX_TICKS) {
        throw new InvalidInputException("facing.turn", "a turn costs 0 or more points, got "
            + perHexside + " ticks");
      }
      if (free < 0 || free > 3) {
        throw new InvalidInputException("facing.freeHexsides", "0 to 3 hexsides may be free,"
            + " got " + free);
      }
      if (reverse < 0 || reverse > 100) {
        throw new InvalidInputException("facing.reverse", "the reverse multiple is 1 to 100 (0:"
            + " no reverse), got " + reverse);
      }
    }

    /**
     * What turning some hexsides costs.
     *
     * @param hexsides 0 to 3
     * @return ticks
     */
    public int cost(int hexsides) {
      return Math.max(0, hexsides - free) * perHexside;
    }

    /**
     * The turn costs for 0, 1, 2 and 3 hexsides: the table a query reads.
     *
     * @return four ticks values
     */
    public int[] costs() {
      return new int[] {cost(0), cost(1), cost(2), cost(3)};
    }
  }

  private final RuleRef rule;
  private final Turning[] byClass;

  /**
   * A facing rule.
   *
   * @param rule the rule cited when turning or reverse forbids a step
   * @param byClass per movement class, how it turns, or null for a class without facing
   */
  public FacingRule(RuleRef rule, Turning[] byClass) {
    this.rule = rule;
    this.byClass = byClass.clone();
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
   * How a class turns.
   *
   * @param movementClass the class index
   * @return its turning, or null if the class has no facing
   */
  public Turning turning(int movementClass) {
    return movementClass < byClass.length ? byClass[movementClass] : null;
  }

  /**
   * Whether any class has a facing.
   *
   * @return true if one does
   */
  public boolean anyFaced() {
    return Arrays.stream(byClass).anyMatch(t -> t != null);
  }

  /**
   * Hexsides between two facings, the short way round.
   *
   * @param from a facing index, 0 to 5
   * @param to a facing index, 0 to 5
   * @return 0 to 3
   */
  public static int hexsides(int from, int to) {
    int d = Math.floorMod(to - from, 6);
    return Math.min(d, 6 - d);
  }

  /**
   * The violation of a unit that already turned in its hex and would turn again.
   *
   * @return the violation
   */
  public Violation turnedAlready() {
    return Violation.of(rule, "a unit turns once in each hex, and this one has already turned"
        + " here");
  }

  /**
   * The violation of a step or turn that turning or reverse made dearer than the points left,
   * with its arithmetic.
   *
   * @param step what the step costs without turning or reverse, in ticks (0 for a turn in place)
   * @param reverse the reverse multiple applied, or 1 for a step forward
   * @param hexsides hexsides turned
   * @param turnCost what the turn costs, in ticks
   * @param cost the whole cost, in ticks
   * @param left the points left, in ticks, negative once the allowance is exceeded
   * @param denominator ticks per point
   * @return the violation, citing this rule
   */
  public Violation tooDear(int step, int reverse, int hexsides, int turnCost, int cost,
      int left, int denominator) {
    StringBuilder why = new StringBuilder();
    if (reverse > 1) {
      why.append("backing into the hex costs ").append(reverse).append(" times ")
          .append(mp(step, denominator));
    } else if (step > 0 || cost > turnCost) {
      why.append("the hex costs ").append(mp(cost - turnCost, denominator));
    }
    if (hexsides > 0) {
      why.append(why.length() > 0 ? ", and turning " : "turning ").append(hexsides)
          .append(hexsides == 1 ? " hexside" : " hexsides").append(step == 0 && cost == turnCost
              ? " in place" : "").append(" costs ").append(mp(turnCost, denominator));
    }
    why.append(": ").append(mp(cost, denominator)).append(" in all, with ")
        .append(left < 0 ? "none" : mp(left, denominator)).append(" left");
    return Violation.builder().rule(rule).reason(why.toString())
        .needed(Mp.ofTicks(cost, denominator)).available(Mp.ofTicks(left, denominator)).build();
  }

  private static String mp(int ticks, int denominator) {
    return Mp.ofTicks(ticks, denominator).toString();
  }
}
