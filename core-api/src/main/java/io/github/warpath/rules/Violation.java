package io.github.warpath.rules;

import io.github.warpath.Mp;
import java.util.Optional;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * Why a move is illegal (or, in a verdict's warnings, what a legal move costs the player): the
 * rule, a one-line reason in plain words, and where it happened.
 *
 * <p>{@link #toString()} gives the full line a player reads, e.g.
 * <pre>hexsystem 3.1.1 Hex-to-Hex Procedure - step 2, w4524: rough costs 2 MP to enter
 * (needs 2 MP, 1 MP left)</pre>
 *
 * <p>A step taken when the move has already spent more than its allowance (a rule set that
 * reports every step of an illegal path) has no points left, and the line says by how much the
 * allowance is already exceeded: {@code (needs 1 MP, none left: already 1 MP over)}.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class Violation {

  Violation() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link Violation}. */
  public static final class Builder extends ImmutableViolation.Builder {
    Builder() {}
  }

  /**
   * A violation of a rule with a reason and nothing else.
   *
   * @param rule the rule
   * @param reason the reason
   * @return the violation
   */
  public static Violation of(Rule rule, String reason) {
    return builder().rule(rule.ref()).reason(reason).build();
  }

  /**
   * The rule that forbids the move.
   *
   * @return the rule
   */
  public abstract RuleRef rule();

  /**
   * The reason in plain words.
   *
   * @return one line
   */
  public abstract String reason();

  /**
   * The step of the order where it happened: 1 for the first step, 0 for the move as a whole.
   *
   * @return the step number, if known
   */
  public abstract OptionalInt step();

  /**
   * Where it happened: the hex label or box.
   *
   * @return the location, if known
   */
  public abstract Optional<String> location();

  /**
   * The hexside crossed, as two labels ({@code w4724/w4624}).
   *
   * @return the hexside, if the step crossed one
   */
  public abstract Optional<String> hexside();

  /**
   * For rules about points: what the step needs.
   *
   * @return the points needed, if relevant
   */
  public abstract Optional<Mp> needed();

  /**
   * For rules about points: what was left, negative when the points already spent exceed the
   * allowance.
   *
   * @return the points available, if relevant
   */
  public abstract Optional<Mp> available();

  /**
   * A copy placed at a step and location.
   *
   * @param step the step number
   * @return the changed violation
   */
  public abstract Violation withStep(int step);

  /**
   * A copy with a location.
   *
   * @param value the location
   * @return the changed violation
   */
  public abstract Violation withLocation(String value);

  /**
   * A copy with a hexside.
   *
   * @param value the hexside, as two labels
   * @return the changed violation
   */
  public abstract Violation withHexside(String value);

  /**
   * The line a player reads.
   *
   * @return rule, place and reason
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(rule().toString());
    String where = "";
    if (step().isPresent() && step().getAsInt() > 0) {
      where = "step " + step().getAsInt();
    }
    if (location().isPresent()) {
      where = where.isEmpty() ? location().get() : where + ", " + location().get();
    }
    sb.append(" - ");
    if (!where.isEmpty()) {
      sb.append(where).append(": ");
    }
    sb.append(reason());
    if (needed().isPresent() && available().isPresent()) {
      Mp left = available().get();
      sb.append(" (needs ").append(needed().get()).append(", ");
      if (left.isNegative()) {
        sb.append("none left: already ").append(Mp.ZERO.minus(left)).append(" over)");
      } else {
        sb.append(left).append(" left)");
      }
    }
    return sb.toString();
  }
}
