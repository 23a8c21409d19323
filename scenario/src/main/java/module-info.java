/**
 * Warpath scenario files: whole game states as JSON for any installed rule set, read with
 * located error messages (file, line, column, path), written back byte for byte the same, with a
 * JSON Schema; move orders as text; and the JSON shapes of ranges, routes and verdicts.
 */
module io.github.warpath.scenario {
  requires transitive io.github.warpath.core;
  requires com.fasterxml.jackson.core;

  exports io.github.warpath.scenario;

  uses io.github.warpath.scenario.BoardFormat;
  uses io.github.warpath.scenario.RuleBookFormat;
}
