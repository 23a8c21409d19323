/** Warpath rules: skirmish (squad-afv, miniatures-fixed, miniatures-dice). This module holds their implementation. */
module io.github.warpath.skirmish {
  requires transitive io.github.warpath.core;
}
