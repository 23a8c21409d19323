/**
 * Warpath rules: hexsystem, operational movement with zones of control, port-to-port movement,
 * off-map boxes and overruns. Provides {@link io.github.warpath.hexsystem.HexsystemRules}.
 */
module io.github.warpath.hexsystem {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.hexsystem;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.hexsystem.HexsystemRules;
}
