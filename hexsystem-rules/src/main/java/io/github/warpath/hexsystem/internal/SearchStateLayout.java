package io.github.warpath.hexsystem.internal;

import io.github.warpath.hex.HexDirection;

/**
 * The search states of one query, per location: {@code 0} is the start (nothing moved yet:
 * minimum move, beachheads, marines, the Eastern Europe Box, port-to-port and box-to-box are
 * open); then the hex-to-hex states; then one port-to-port state per naval zone a multi-zone
 * open port can have been reached through. For a unit that can overrun, a hex-to-hex state also
 * remembers where the last unit it overran stood ({@code e}: none, this hex, or a neighbour) and
 * whether it entered a zone of control it may leave only straight into an overrun ({@code p}:
 * none or the direction); otherwise there is one hex-to-hex state.
 *
 * @param overrunStates whether hex-to-hex states carry the overrun memory
 * @param hexStates the number of hex-to-hex states
 * @param states the number of states per location
 */
record SearchStateLayout(boolean overrunStates, int hexStates, int states) {
  /** The start state. */
  static final int START = 0;

  /** Elimination memory after a step: [e][direction] to the new e. */
  private static final int[][] ELIM_NEXT = elimTable();

  /**
   * The layout for a unit.
   *
   * @param overrunStates whether the unit can overrun
   * @param maxPortZones the most naval zones of any open port of the map
   * @return the layout
   */
  static SearchStateLayout of(boolean overrunStates, int maxPortZones) {
    int hex = overrunStates ? 56 : 1;
    return new SearchStateLayout(overrunStates, hex, 1 + hex + maxPortZones);
  }

  int hexState(int e, int p) {
    return overrunStates ? 1 + e * 7 + p : 1;
  }

  boolean isPortState(int s) {
    return s > hexStates;
  }

  int portState(int k) {
    return 1 + hexStates + k;
  }

  int elimOf(int s) {
    return overrunStates && s >= 1 && s <= hexStates ? (s - 1) / 7 : 0;
  }

  int pendingOf(int s) {
    return overrunStates && s >= 1 && s <= hexStates ? (s - 1) % 7 : 0;
  }

  /** Where the last overrun unit stands after a step in direction d from memory e. */
  static int elimAfter(int e, int d) {
    return ELIM_NEXT[e][d];
  }

  private static int[][] elimTable() {
    int[][] t = new int[8][6];
    for (int d = 0; d < 6; d++) {
      t[0][d] = 0;
      t[1][d] = 2 + HexDirection.of(d).opposite().index();
      HexDirection move = HexDirection.of(d);
      for (int x = 0; x < 6; x++) {
        HexDirection at = HexDirection.of(x);
        if (x == d) {
          t[2 + x][d] = 1;
          continue;
        }
        HexDirection rel = HexDirection.ofDelta(at.dq() - move.dq(), at.dr() - move.dr());
        t[2 + x][d] = rel == null ? 0 : 2 + rel.index();
      }
    }
    return t;
  }
}
