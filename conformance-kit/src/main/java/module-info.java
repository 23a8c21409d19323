/**
 * The conformance kit: extend {@link io.github.warpath.conformance.HexRuleSetConformance} in a
 * rule set's tests to check that its ranges, paths, checks and applies agree.
 */
module io.github.warpath.conformance {
  requires transitive io.github.warpath.core;
  requires transitive org.junit.jupiter.api;

  exports io.github.warpath.conformance;
}
