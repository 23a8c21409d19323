/** Warpath rules: skirmish (squad-afv, miniatures-fixed, miniatures-dice). The rule sets arrive with their own issues; this module is their home. */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.github.warpath.skirmish {
  requires transitive io.github.warpath.core;
  requires transitive org.locationtech.jts;

  exports io.github.warpath.skirmish.table;
  exports io.github.warpath.skirmish.fixed;
  exports io.github.warpath.skirmish.dice;

  provides io.github.warpath.rules.RuleSet with
      io.github.warpath.skirmish.fixed.MiniaturesFixed,
      io.github.warpath.skirmish.dice.MiniaturesDice;
}
