/** Warpath rules: skirmish (squad-afv, miniatures-fixed, miniatures-dice). This module holds their implementation. */
module io.github.warpath.skirmish {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.skirmish.squad;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.skirmish.squad.SquadAfvRules;
}
