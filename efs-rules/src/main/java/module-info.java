/** Warpath rules: East Front Series (EFS) movement. */
module io.github.warpath.efs {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.efs;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.efs.EfsRules;
}
