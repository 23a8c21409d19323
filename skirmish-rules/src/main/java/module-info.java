/** Warpath rules: skirmish (squad-afv, miniatures-fixed, miniatures-dice). The rule sets arrive with their own issues; this module is their home. */
module io.github.warpath.skirmish {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.skirmish.squad;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.skirmish.squad.SquadAfvRules;
}
