/**
 * Warpath rules for tactical play on hexes: squads, leaders, guns and vehicles with facing
 * ({@code squad-afv}). Hex geometry only: no table geometry library on the class path.
 */
module io.github.warpath.squad {
  requires transitive io.github.warpath.core;

  exports io.github.warpath.squad;

  provides io.github.warpath.rules.RuleSet with io.github.warpath.squad.SquadAfvRules;
}
