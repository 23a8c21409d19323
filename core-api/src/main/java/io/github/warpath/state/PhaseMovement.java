package io.github.warpath.state;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.RuleRef;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * How a unit has moved so far in the current phase: what a second order in the same phase needs
 * to be judged as the continuation of the first.
 *
 * <p>A move may be given as several orders in one phase: the unit moves, something happens (a
 * die is rolled, another question is asked), and it goes on. The rules must then judge the whole
 * as if it were one order, and that needs more than the unit's position: the points already
 * spent, where the move began, how it was made, and what the rules remember about the way the
 * unit came into its hex. {@code apply} records this value on every unit that moved, the next
 * {@code check}, {@code reach}, {@code path} or {@code cost} of the same phase reads it, and it is
 * cleared when a new phase begins ({@link GameState#withoutPhaseMovement()}).
 *
 * <p>The core fields are the same for every rule set; {@link #stoppedBy()} names the rule that
 * ended the move, so that a later order is refused for it as the single order would be. {@link #facts()} are the rule set's own
 * words for what it remembers (entered along a main road, stopped by a zone of control, a leader
 * lost on the way...), listed in its vocabulary under {@value #FACTS} and documented there; a
 * scenario reader refuses others.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class PhaseMovement {

  /** The vocabulary category of a rule set that lists its movement facts. */
  public static final String FACTS = "movement-facts";

  PhaseMovement() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link PhaseMovement}. */
  public static final class Builder extends ImmutablePhaseMovement.Builder {
    Builder() {}
  }

  /**
   * Where the unit stood when it began to move in this phase.
   *
   * @return the position at the start of the phase's first order
   */
  public abstract Position phaseStart();

  /**
   * Movement points spent in this phase so far, by every order applied.
   *
   * @return the points, never negative
   */
  @Value.Default
  public Mp spent() {
    return Mp.ZERO;
  }

  /**
   * The id of the movement mode of the latest order, in the rule set's modes.
   *
   * @return the mode id, or the empty string where none was recorded
   */
  @Value.Default
  public String mode() {
    return "";
  }

  /**
   * The rule that ended the move, if one did (a zone of control, a minimum move, a beachhead, a
   * failed overrun, another unit's move begun): a further order of the phase is refused citing
   * it.
   *
   * @return the rule, or empty if the unit may go on
   */
  public abstract Optional<RuleRef> stoppedBy();

  /**
   * What the rules remember at the end of the latest order, in the rule set's words (its
   * vocabulary category {@value #FACTS}).
   *
   * @return an immutable set in insertion order
   */
  public abstract Set<String> facts();

  /**
   * Whether a fact is remembered.
   *
   * @param fact the fact
   * @return true if present
   */
  public boolean has(String fact) {
    return facts().contains(fact);
  }

  /**
   * The movement after one more order: the phase's start stays where it was, the points add up,
   * the mode and facts are those of the new order.
   *
   * @param before what the unit had done before the order, if anything
   * @param orderStart where the order began
   * @param orderSpent what the order spent
   * @param mode the mode of the order
   * @param facts what the rules remember after it
   * @return the movement so far
   */
  public static PhaseMovement after(Optional<PhaseMovement> before, Position orderStart,
      Mp orderSpent, String mode, Iterable<String> facts) {
    return builder().phaseStart(before.map(PhaseMovement::phaseStart).orElse(orderStart))
        .spent(before.map(PhaseMovement::spent).orElse(Mp.ZERO).plus(orderSpent))
        .mode(mode).addAllFacts(facts).build();
  }

  /**
   * A copy that records the rule that ended the move.
   *
   * @param value the rule, or empty
   * @return the changed record
   */
  public abstract PhaseMovement withStoppedBy(Optional<? extends RuleRef> value);

  @Value.Check
  void check() {
    if (spent().isNegative()) {
      throw new InvalidInputException("phaseMovement.spent", "must not be negative, got "
          + spent());
    }
    for (String f : facts()) {
      if (f.isBlank()) {
        throw new InvalidInputException("phaseMovement.facts", "a fact must not be blank");
      }
    }
  }
}
