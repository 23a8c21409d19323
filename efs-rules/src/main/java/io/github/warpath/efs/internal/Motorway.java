package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.state.Unit;

/**
 * Minsk-Smolensk-Moscow Motorway ({@code EFS motorway}): of the Axis, only motorized, orange and
 * green units move along it at the road rate; other Axis units pay the terrain of its hexes.
 * Soviet units use it without restriction. A stack uses the road rate only if all its units may.
 */
final class Motorway {
  private Motorway() {}

  /**
   * Whether a unit moves along the Motorway at the road rate.
   *
   * @param u the unit
   * @param c its movement class
   * @return true if the Motorway is a road for it
   */
  static boolean roadRateFor(Unit u, MovementClass c) {
    return u.side().equals(EfsVocabulary.SOVIET) || c.motorized() || c == MovementClass.GREEN;
  }
}
