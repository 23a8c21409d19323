package io.github.warpath.kit;

import io.github.warpath.search.Transition;

/**
 * A {@link KitGraph} for a kit whose steps are only the six directions: no class faces a hexside,
 * no declared action enters enemy hexes and no line's rate depends on the next step. Its slot count is a constant, so the engine's loop
 * over a node's steps runs a fixed six times.
 */
final class PlainKitGraph extends KitGraph {
  /**
   * Whether a kit's steps are only the six directions.
   *
   * @param kit the kit
   * @return true if no class faces a hexside, there are no declared actions and no line needs
   *     the unit to leave along it
   */
  static boolean fits(RuleKit kit) {
    return kit.facing() == null && kit.enemy().actions().isEmpty()
        && kit.lines().when() != LineRule.When.LEAVING_ALONG_LINE;
  }

  @Override
  public int slots(int node) {
    return 6;
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    return direction(node, spent, slot, out);
  }
}
