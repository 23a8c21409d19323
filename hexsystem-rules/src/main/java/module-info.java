/** Warpath rules: hexsystem. This module holds their implementation. */
module io.github.warpath.hexsystem {
  requires transitive io.github.warpath.core;
}
