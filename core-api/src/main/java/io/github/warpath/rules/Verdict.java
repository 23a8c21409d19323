package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The answer to "is this move legal?": legal, or illegal with every violation found, plus the
 * steps as walked and the points spent.
 *
 * <p>Warnings are consequences of a legal move the player should know about (units eliminated
 * for over-stacking, a convoy used up); they do not make the move illegal.
 *
 * <p>Verdicts are immutable and thread-safe; two are equal when every attribute is.
 */
public abstract class Verdict {

  Verdict() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link Verdict}. */
  public static final class Builder extends ImmutableVerdict.Builder {
    Builder() {}
  }

  /**
   * A verdict on a hex map made without a builder, for the engine (which reaches it through a
   * method handle): the lists are the caller's own, never changed after this call nor handed to
   * anyone else, and are kept as they are when they already have the shapes a built verdict
   * holds (see {@link ImmutableVerdict#trusted}).
   */
  static Verdict trusted(String ruleSet, List<Violation> violations, List<Violation> warnings,
      List<StepReport> steps, Mp spent, Mp allowance, Position end) {
    return ImmutableVerdict.trusted(ruleSet, violations, warnings, steps, spent, allowance, end);
  }

  /**
   * The id of the rule set that judged the move.
   *
   * @return the rule set id
   */
  public abstract String ruleSet();

  /**
   * Everything that makes the move illegal, in the order found.
   *
   * @return empty for a legal move
   */
  public abstract List<Violation> violations();

  /**
   * Consequences of a legal move.
   *
   * @return warnings, possibly empty
   */
  public abstract List<Violation> warnings();

  /**
   * The steps as walked (for an illegal move, as far as they could be followed).
   *
   * @return the steps
   */
  public abstract List<StepReport> steps();

  /**
   * Points spent by the move as walked.
   *
   * @return the total
   */
  public abstract Mp spent();

  /**
   * The movement allowance the move was judged against.
   *
   * @return the allowance
   */
  public abstract Mp allowance();

  /**
   * Where the move ends, if it could be followed to its end.
   *
   * @return the final position
   */
  public abstract Optional<Position> end();

  /**
   * On a table, where each unit of the order ends, by unit id in the order's order: the units of
   * one order (the Teams of a Section, say) end at points of their own, and {@link #end()} gives
   * the first unit's. Empty on a hex map, where the units of an order move as one stack and all
   * end at {@link #end()}, and when the move could not be followed to its end.
   *
   * @return the end of each unit
   */
  public abstract Map<String, Position> ends();

  /**
   * Whether the move is legal.
   *
   * @return true if there are no violations
   */
  public boolean legal() {
    return violations().isEmpty();
  }

  /**
   * Points left after the move.
   *
   * @return allowance minus spent (may be negative for an illegal move)
   */
  public Mp remaining() {
    return allowance().minus(spent());
  }

  /**
   * A multi-line report for people.
   *
   * @return "LEGAL ..." or "ILLEGAL" with one line per violation
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(legal() ? "LEGAL" : "ILLEGAL");
    sb.append(" (").append(ruleSet()).append("): spent ").append(spent()).append(" of ")
        .append(allowance());
    for (Violation v : violations()) {
      sb.append("\n  ").append(v);
    }
    for (Violation w : warnings()) {
      sb.append("\n  warning: ").append(w);
    }
    return sb.toString();
  }
}
