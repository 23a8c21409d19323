package io.github.warpath.scenario;

import io.github.warpath.rules.RuleSet;
import java.util.Optional;

/**
 * A rule set configured by a document a scenario names: the scenario's {@code rulebook}
 * member, inline or as a file next to the scenario. Found by {@link java.util.ServiceLoader}
 * (the {@code rulebook-rules} module provides one).
 */
public interface RuleBookFormat {

  /**
   * The id of the rule set the books configure.
   *
   * @return e.g. {@code "rulebook"}
   */
  String ruleSetId();

  /**
   * Makes a rule set of a book.
   *
   * @param book the parsed book
   * @return the rule set
   * @throws ScenarioException located at the value at fault
   */
  RuleSet read(JsonValue book);

  /**
   * The book a rule set was made of, for writing a scenario.
   *
   * @param ruleSet a rule set
   * @return its book, or empty if it was not made by this format
   */
  Optional<JsonValue> book(RuleSet ruleSet);

  /**
   * Whether a document is a book of this format (it says so in its {@code format} member, for
   * instance), so that tools can tell books from scenarios.
   *
   * @param document a parsed document
   * @return true if it is a book of this format
   */
  boolean reads(JsonValue document);

  /**
   * The JSON Schema of the books.
   *
   * @return the schema text
   */
  String schema();
}
