package io.github.warpath.efs.internal;

import io.github.warpath.efs.EfsVocabulary;

/**
 * The numbering of the EFS movement modes inside a compiled query, and how many search states a
 * location has in each. Each mode's steps are judged by its own class: {@link NormalMovement}
 * (normal and strategic movement), {@link SingleStepMove} (One Hex Movement and infiltration),
 * {@link AirTransport}, {@link Retreat} and {@link SuperHeavyMode}.
 */
final class MovementModes {
  private MovementModes() {}

  /** Normal movement. */
  static final int NORMAL = 0;
  /** One Hex Movement. */
  static final int ONE_HEX = 1;
  /** Infiltration Movement. */
  static final int INFILTRATION = 2;
  /** Strategic movement. */
  static final int STRATEGIC = 3;
  /** Air transport. */
  static final int AIR = 4;
  /** A retreat. */
  static final int RETREAT = 5;
  /** A super-heavy mode change. */
  static final int MODE_CHANGE = 6;
  /** Mode ids by mode number. */
  private static final String[] IDS = {EfsVocabulary.NORMAL, EfsVocabulary.ONE_HEX,
      EfsVocabulary.INFILTRATION, EfsVocabulary.STRATEGIC, EfsVocabulary.AIR_TRANSPORT,
      EfsVocabulary.RETREAT, EfsVocabulary.MODE_CHANGE};

  /**
   * The number of a mode.
   *
   * @param id a mode id (already checked)
   * @return its number
   */
  static int of(String id) {
    int m = 0;
    while (!IDS[m].equals(id)) {
      m++;
    }
    return m;
  }

  /**
   * The id of a mode.
   *
   * @param mode a mode number
   * @return its id
   */
  static String id(int mode) {
    return IDS[mode];
  }

  /**
   * The bits of search state per location: eight states (road class and railroad entered along)
   * in normal and strategic movement, one in a retreat, two (not yet moved, done) otherwise.
   *
   * @param mode a mode number
   * @return the shift from location to node
   */
  static int shift(int mode) {
    return mode == NORMAL || mode == STRATEGIC ? 3 : mode == RETREAT ? 0 : 1;
  }
}
