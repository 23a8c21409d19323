package io.github.warpath.efs.internal;

/**
 * Enemy zones of control ({@code EFS enemy ZOC}): entering a hex in an enemy zone of control
 * costs +1 (not in Reaction Movement), and a unit may not move straight from one enemy zone of
 * control into another (our reading of One Hex Movement and infiltration, which exist to allow
 * just that). Where zones extend is {@link ZoneOfControl}; which hexes they cover, {@link
 * BoardMarks}.
 */
final class EnemyZoneOfControl {
  /** The reason of a step from one enemy zone of control into another. */
  static final String ZOC_TO_ZOC = "a unit may not move straight from one enemy zone of control"
      + " into another (yellow units may infiltrate)";

  private EnemyZoneOfControl() {}

  /**
   * The surcharge to enter an enemy zone of control in a phase.
   *
   * @param chart the chart
   * @param reaction whether the phase is Reaction Movement
   * @return engine units
   */
  static int enterCost(ChartValues chart, boolean reaction) {
    return reaction ? 0 : chart.get(ChartValues.ENEMY_ZOC);
  }

  /**
   * Whether a step goes straight from one enemy zone of control into another.
   *
   * @param fromFlags the board flags of the hex left
   * @param toFlags the board flags of the hex entered
   * @return true if it does
   */
  static boolean zoneToZone(int fromFlags, int toFlags) {
    return (fromFlags & toFlags & BoardMarks.ZOC) != 0;
  }
}
