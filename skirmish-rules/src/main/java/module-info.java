/**
 * Warpath rules for tactical play on a table: two miniatures systems measured in inches
 * ({@code miniatures-fixed}, {@code miniatures-dice}).
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module io.github.warpath.skirmish {
  requires transitive io.github.warpath.core;
  requires transitive org.locationtech.jts;

  exports io.github.warpath.skirmish.table;
  exports io.github.warpath.skirmish.fixed;
  exports io.github.warpath.skirmish.dice;

  provides io.github.warpath.rules.RuleSet with
      io.github.warpath.skirmish.fixed.MiniaturesFixedRules,
      io.github.warpath.skirmish.dice.MiniaturesDiceRules;
}
