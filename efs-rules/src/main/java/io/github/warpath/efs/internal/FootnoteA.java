package io.github.warpath.efs.internal;

import io.github.warpath.state.Unit;

/**
 * Footnote (a) of the Terrain Effects Chart ({@code EFS footnote a}): where a chart cell carries
 * the footnote, motorized units pay one point more, Soviet armor excepted. The surcharge itself
 * is built into the step tables ({@link StepTables}); a step it makes too dear cites it (see
 * {@link ChartModifiers}).
 */
final class FootnoteA {
  private FootnoteA() {}

  /**
   * Whether the footnote's surcharge applies to a motorized unit.
   *
   * @param u a motorized unit
   * @return false for Soviet armor, true otherwise
   */
  static boolean appliesTo(Unit u) {
    return !UnitAttributes.sovietArmor(u);
  }
}
