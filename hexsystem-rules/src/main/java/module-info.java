/** Warpath rules: hexsystem. The rule sets arrive with their own issues; this module is their home. */
module io.github.warpath.hexsystem {
  requires transitive io.github.warpath.core;
}
