/** Examples: a small rule set and a movement-range demo. */
module io.github.warpath.examples {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.examples;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.examples.ExampleRules;
}
