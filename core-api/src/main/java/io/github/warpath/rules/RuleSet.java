package io.github.warpath.rules;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The service interface of a rule system: what it is called, the words it understands, the ways
 * of moving it offers, and its judgement of moves.
 *
 * <p>Implementations are immutable and thread-safe, have a public no-argument constructor (so that
 * {@link java.util.ServiceLoader} and VASSAL's class loading can create them), and are registered
 * through {@code provides ... with ...} in their {@code module-info} and a {@code
 * META-INF/services} file for the class path.
 *
 * <p>Queries never throw for an illegal move: they return a {@link Verdict} whose violations name
 * the rule. They throw {@link InvalidInputException} only for malformed input: an unknown unit, a
 * hex off the map, a mode the rule set does not have, a state that does not validate.
 *
 * @see HexMovementRules for the hex-based queries (costs, ranges, paths)
 * @see RuleSets to find rule sets
 */
public interface RuleSet {

  /**
   * The stable id used in scenario files, e.g. {@code "hexsystem"}.
   *
   * @return the id
   */
  String id();

  /**
   * A name for people.
   *
   * @return the name
   */
  String name();

  /**
   * The version of this implementation.
   *
   * @return a version string
   */
  String version();

  /**
   * One paragraph on what the rule set covers.
   *
   * @return the description
   */
  String description();

  /**
   * The ways of moving it offers; the first is the default.
   *
   * @return at least one mode
   */
  List<MovementMode> modes();

  /**
   * A mode by id; the empty string gives the default mode.
   *
   * @param id the mode id
   * @return the mode
   * @throws InvalidInputException listing the modes if there is none of that id
   */
  default MovementMode mode(String id) {
    if (id == null || id.isEmpty()) {
      return modes().get(0);
    }
    for (MovementMode m : modes()) {
      if (m.id().equals(id)) {
        return m;
      }
    }
    throw new InvalidInputException("mode", "rule set " + id() + " has no mode '" + id
        + "'; modes: " + String.join(", ", modes().stream().map(MovementMode::id).toList()));
  }

  /**
   * Every rule this rule set can cite in a violation.
   *
   * @return the rules
   */
  List<Rule> rules();

  /**
   * The terrain names of hex maps, for rule sets played on hexes.
   *
   * @return the vocabulary, or empty for table-top rule sets
   */
  Optional<TerrainVocabulary> terrain();

  /**
   * The other words the rule set understands, by category: {@code unit-kinds}, {@code phases},
   * {@code weather}, {@code unit-flags}, {@code unit-attributes}, {@code markers},
   * {@code conditions}, {@code options}, {@code actions}. Scenario readers use this to reject
   * unknown names and list the known ones.
   *
   * @return words by category
   */
  Map<String, List<String>> vocabulary();

  /**
   * Checks that a state makes sense under these rules (known kinds, phases, weather; required
   * attributes present).
   *
   * @param state the state
   * @throws InvalidInputException naming the field at fault
   */
  void validate(GameState state);

  /**
   * Judges a proposed move.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict; never null
   * @throws InvalidInputException for malformed input only
   */
  Verdict check(GameState state, MoveOrder order);

  /**
   * Judges a move and, if it is legal, performs it.
   *
   * @param state the state before the move
   * @param order the move
   * @return the verdict and, for a legal move, the state after it
   * @throws InvalidInputException for malformed input only
   */
  MoveOutcome apply(GameState state, MoveOrder order);
}
