package io.github.warpath.state;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.immutables.value.Value;

/**
 * A unit (counter, squad, vehicle, stack member) of a game state.
 *
 * <p>The core stores what every system has: an id, a side, a nationality, a kind, a number of
 * steps, a movement allowance, a position and (for systems with facing) a facing. Everything else
 * is a string attribute or flag interpreted by the rule set, which documents the names it reads
 * ({@code movement-class=motorized}, flag {@code out-of-supply}, ...). Kinds, attributes and flags
 * are spelled in lower case with dashes, as in scenario files.
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class Unit {

  Unit() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link Unit}. */
  public static final class Builder extends ImmutableUnit.Builder {
    Builder() {}
  }

  /**
   * Unique id within the state.
   *
   * @return e.g. {@code "15th-army"}
   */
  public abstract String id();

  /**
   * The side (faction) the unit belongs to, e.g. {@code "axis"}.
   *
   * @return the side
   */
  public abstract String side();

  /**
   * Nationality, e.g. {@code "japanese"}; empty where the system has none.
   *
   * @return the nationality
   */
  @Value.Default
  public String nationality() {
    return "";
  }

  /**
   * The unit's kind in the rule set's vocabulary, e.g. {@code "armor"}, {@code "squad"}.
   *
   * @return the kind
   */
  public abstract String kind();

  /**
   * Number of steps (strength levels); 1 for a one-step unit.
   *
   * @return steps, zero or more
   */
  @Value.Default
  public int steps() {
    return 1;
  }

  /**
   * The printed movement allowance.
   *
   * @return the allowance, never negative
   */
  @Value.Default
  public Mp allowance() {
    return Mp.ZERO;
  }

  /**
   * Where the unit is.
   *
   * @return the position
   */
  public abstract Position position();

  /**
   * The hexside the unit faces, for systems with facing.
   *
   * @return the facing, if any
   */
  public abstract Optional<HexDirection> facing();

  /**
   * Rule-set attributes, e.g. {@code movement-class=motorized}.
   *
   * @return an immutable map in insertion order
   */
  public abstract Map<String, String> attributes();

  /**
   * Rule-set flags (markers on the unit), e.g. {@code out-of-supply}, {@code moved}.
   *
   * @return an immutable set in insertion order
   */
  public abstract Set<String> flags();

  /**
   * How the unit has moved so far in the current phase, recorded by {@code apply} so that a
   * further order of the same phase is judged as the continuation of the move.
   *
   * @return the movement so far, or empty if the unit has not moved in this phase
   */
  public abstract Optional<PhaseMovement> phaseMovement();

  /**
   * A copy with another record of the phase's movement.
   *
   * @param value the movement so far
   * @return the changed unit
   */
  public abstract Unit withPhaseMovement(PhaseMovement value);

  /**
   * A copy with another record of the phase's movement, or none.
   *
   * @param value the movement so far, or empty for a unit that has not moved in this phase
   * @return the changed unit
   */
  public abstract Unit withPhaseMovement(Optional<? extends PhaseMovement> value);

  /**
   * A copy at another position.
   *
   * @param value the new position
   * @return the moved unit
   */
  public abstract Unit withPosition(Position value);

  /**
   * A copy with another facing.
   *
   * @param value the new facing
   * @return the turned unit
   */
  public abstract Unit withFacing(HexDirection value);

  /**
   * A copy with other flags.
   *
   * @param elements the new flags
   * @return the changed unit
   */
  public abstract Unit withFlags(Iterable<String> elements);

  /**
   * A copy with other attributes.
   *
   * @param entries the new attributes
   * @return the changed unit
   */
  public abstract Unit withAttributes(Map<String, ? extends String> entries);

  /**
   * A copy with another step count.
   *
   * @param value the new steps
   * @return the changed unit
   */
  public abstract Unit withSteps(int value);

  /**
   * Whether a flag is set.
   *
   * @param flag the flag
   * @return true if present
   */
  public boolean hasFlag(String flag) {
    return flags().contains(flag);
  }

  /**
   * A copy with a flag added.
   *
   * @param flag the flag
   * @return the changed unit, or this one if the flag was already set
   */
  public Unit withFlag(String flag) {
    if (hasFlag(flag)) {
      return this;
    }
    java.util.LinkedHashSet<String> f = new java.util.LinkedHashSet<>(flags());
    f.add(flag);
    return withFlags(f);
  }

  /**
   * A copy with a flag removed.
   *
   * @param flag the flag
   * @return the changed unit, or this one if the flag was not set
   */
  public Unit withoutFlag(String flag) {
    if (!hasFlag(flag)) {
      return this;
    }
    java.util.LinkedHashSet<String> f = new java.util.LinkedHashSet<>(flags());
    f.remove(flag);
    return withFlags(f);
  }

  /**
   * An attribute, or a default.
   *
   * @param key the attribute name
   * @param defaultValue returned if absent
   * @return the value
   */
  public String attribute(String key, String defaultValue) {
    return attributes().getOrDefault(key, defaultValue);
  }

  /**
   * Whether an attribute is {@code "true"}.
   *
   * @param key the attribute name
   * @return true if present and equal to {@code true}, ignoring case
   */
  public boolean isTrue(String key) {
    return "true".equalsIgnoreCase(attributes().get(key));
  }

  /**
   * The hex the unit is on, or {@code null} if it is not on a hex.
   *
   * @return the hex or null
   */
  public io.github.warpath.hex.Hex hexOrNull() {
    return position().hexOrNull();
  }

  @Value.Check
  void check() {
    if (id().isBlank()) {
      throw new InvalidInputException("id", "a unit needs a non-blank id");
    }
    if (side().isBlank()) {
      throw new InvalidInputException("side", "unit '" + id() + "' needs a side");
    }
    if (kind().isBlank()) {
      throw new InvalidInputException("kind", "unit '" + id() + "' needs a kind");
    }
    if (steps() < 0) {
      throw new InvalidInputException("steps", "unit '" + id() + "' has negative steps ("
          + steps() + ")");
    }
    if (allowance().isNegative()) {
      throw new InvalidInputException("allowance", "unit '" + id()
          + "' has a negative movement allowance (" + allowance() + ")");
    }
  }
}
