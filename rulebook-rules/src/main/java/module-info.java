/**
 * Warpath rule books: the movement rules of any hex game read from a JSON rule book (format
 * {@code warpath-rulebook-1}) and run on the rule kit.
 */
module io.github.warpath.rulebook {
  requires transitive io.github.warpath.core;
  requires transitive io.github.warpath.scenario;

  exports io.github.warpath.rulebook;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.rulebook.RulebookRules;
  provides io.github.warpath.scenario.RuleBookFormat
      with io.github.warpath.rulebook.RulebookFormat;
}
