package io.github.warpath.rules;

import io.github.warpath.InvalidInputException;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * Who moves and how: one unit or a stack moving together, a movement mode of the rule set
 * (empty for its default), and rule-set options.
 *
 * <p>A query may name a hypothetical start position; the move is then judged as if the units
 * started there (the "what would this step cost from there" question).
 */
@Value.Immutable
@SuppressWarnings("exports") // Immutables annotations are compile-time only
public abstract class MoveQuery {

  MoveQuery() {}

  /**
   * A new builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /** Builds a {@link MoveQuery}. */
  public static final class Builder extends ImmutableMoveQuery.Builder {
    Builder() {}
  }

  /**
   * A query for one unit in the default mode.
   *
   * @param unitId the unit id
   * @return the query
   */
  public static MoveQuery of(String unitId) {
    return builder().addUnits(unitId).build();
  }

  /**
   * A query for one unit in a given mode.
   *
   * @param unitId the unit id
   * @param mode a mode id of the rule set
   * @return the query
   */
  public static MoveQuery of(String unitId, String mode) {
    return builder().addUnits(unitId).mode(mode).build();
  }

  /**
   * The moving units: one, or a stack that starts and ends together.
   *
   * @return unit ids, at least one
   */
  public abstract List<String> units();

  /**
   * The movement mode id, or the empty string for the rule set's default.
   *
   * @return the mode id
   */
  @Value.Default
  public String mode() {
    return "";
  }

  /**
   * Options a rule set documents (e.g. {@code assault=true}).
   *
   * @return an immutable map
   */
  public abstract Map<String, String> options();

  /**
   * Judge the move as if the units started here instead of their own positions.
   *
   * @return the hypothetical start, if any
   */
  public abstract Optional<Position> start();

  /**
   * A copy with a hypothetical start.
   *
   * @param value the start
   * @return the changed query
   */
  public abstract MoveQuery withStart(Position value);

  /**
   * A copy in another mode.
   *
   * @param value the mode id
   * @return the changed query
   */
  public abstract MoveQuery withMode(String value);

  /**
   * An option, or a default.
   *
   * @param key the option name
   * @param defaultValue returned if absent
   * @return the value
   */
  public String option(String key, String defaultValue) {
    return options().getOrDefault(key, defaultValue);
  }

  @Value.Check
  void check() {
    if (units().isEmpty()) {
      throw new InvalidInputException("units", "a move needs at least one unit");
    }
    for (int i = 0; i < units().size(); i++) {
      if (units().indexOf(units().get(i)) != i) {
        throw new InvalidInputException("units[" + i + "]", "unit '" + units().get(i)
            + "' is listed twice");
      }
    }
  }
}
