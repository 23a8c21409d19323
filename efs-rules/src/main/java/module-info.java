/** Warpath rules: East Front Series (EFS). The rule sets arrive with their own issues; this module is their home. */
module io.github.warpath.efs {
  requires transitive io.github.warpath.core;
}
