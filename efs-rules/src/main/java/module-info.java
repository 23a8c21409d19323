/** Warpath rules: East Front Series (EFS). This module holds their implementation. */
module io.github.warpath.efs {
  requires transitive io.github.warpath.core;
}
