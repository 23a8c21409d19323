package io.github.warpath.squad.internal;

/**
 * How a search state packs what the rules must remember between steps. A node is
 * {@code hex * states + state}, and the state packs, from the fastest-changing field: the facing
 * (vehicles and guns, 6 values), the reverse setting of a vehicle (free, held forward, held
 * reverse: 3), whether a vehicle has already turned in this hex (2), whether the group has
 * entered a hex yet (2, for the minimum move), which leaders have been lost (a bit per leader)
 * and, in a mixed stack, the infantry's spent points in multiples of the map's foot-cost grain,
 * so the search stays exact. Unused fields have one value. Each field of each state is unpacked
 * once per query into a table, so the search reads them without dividing.
 */
final class StateLayout {
  /** Reverse setting: chosen per step. */
  static final int FREE = 0;
  /** Reverse setting: held off by a toggle. */
  static final int HELD_FORWARD = 1;
  /** Reverse setting: held on by a toggle. */
  static final int HELD_REVERSE = 2;

  int states;
  int facingDim;
  int strideMode;
  int strideTurned;
  int strideMoved;
  int strideLost;
  int strideFoot;
  /** Values of the infantry's spent points in a mixed stack (1 otherwise). */
  int footDim = 1;
  /** The grain of the infantry's spent points, in engine units. */
  int footGrain = 1;
  private boolean mixed;
  int[] facing = new int[0];
  int[] mode = new int[0];
  int[] turned = new int[0];
  int[] moved = new int[0];
  int[] lost = new int[0];
  int[] foot = new int[0];

  /**
   * Lays out the states of a compiled query.
   *
   * @param p the query
   */
  void compile(QueryProfile p) {
    mixed = p.mixed;
    footGrain = p.footGrain;
    facingDim = p.type == QueryProfile.INFANTRY ? 1 : 6;
    int modeDim = p.type == QueryProfile.VEHICLE ? 3 : 1;
    int turnedDim = p.type == QueryProfile.VEHICLE ? 2 : 1;
    strideMode = facingDim;
    strideTurned = strideMode * modeDim;
    strideMoved = strideTurned * turnedDim;
    strideLost = strideMoved * 2;
    strideFoot = strideLost * (1 << p.leaders);
    footDim = mixed ? footLevels(p) : 1;
    states = strideFoot * footDim;
    if (facing.length < states) {
      facing = new int[states];
      mode = new int[states];
      turned = new int[states];
      moved = new int[states];
      lost = new int[states];
      foot = new int[states];
    }
    for (int s = 0; s < states; s++) {
      facing[s] = s % facingDim;
      mode[s] = s / strideMode % modeDim;
      turned[s] = s / strideTurned % turnedDim;
      moved[s] = s / strideMoved % 2;
      lost[s] = s / strideLost % (1 << p.leaders);
      foot[s] = s / strideFoot;
    }
  }

  /**
   * How many values the infantry's spent points take in a mixed stack: every multiple of the
   * map's foot-cost grain up to the most the infantry may spend, and one more for a first hex
   * past their allowance (the minimum move).
   */
  private static int footLevels(QueryProfile p) {
    int most = 0;
    for (int mask = 0; mask < 1 << p.leaders; mask++) {
      if (p.footAllowance[mask] != Integer.MAX_VALUE) {
        most = Math.max(most, p.footAllowance[mask]);
      }
    }
    return most / p.footGrain + 2;
  }

  /**
   * A state from its fields, the infantry's points left out.
   *
   * @param f the facing index
   * @param m the reverse setting
   * @param t 1 if the vehicle has turned in this hex
   * @param mv 1 if the group has entered a hex
   * @param l the mask of lost leaders
   * @return the state
   */
  int encode(int f, int m, int t, int mv, int l) {
    return f + m * strideMode + t * strideTurned + mv * strideMoved + l * strideLost;
  }

  /**
   * A state from its fields (no leader lost).
   *
   * @param f the facing index
   * @param m {@link #FREE}, {@link #HELD_FORWARD} or {@link #HELD_REVERSE}
   * @param t 1 if the vehicle has turned in this hex
   * @param mv 1 if the group has entered a hex
   * @param spent the infantry's spent points in a mixed stack, in engine units
   * @return the state
   */
  int state(int f, int m, int t, int mv, int spent) {
    int level = mixed ? Math.min(footDim - 1, (spent + footGrain - 1) / footGrain) : 0;
    return encode(f, m, t, mv, 0) + level * strideFoot;
  }

  /**
   * The part of a state that holds the infantry's spent points, to carry into the next state.
   *
   * @param s a state
   * @return the part to add to a state encoded without it
   */
  int footPart(int s) {
    return foot[s] * strideFoot;
  }

  /**
   * The infantry's spent points in a state of a mixed stack, in engine units.
   *
   * @param s a state
   * @return the points
   */
  int footSpent(int s) {
    return foot[s] * footGrain;
  }

  /**
   * The fields of a state: facing, reverse setting, turned, moved, the infantry's spent points
   * (engine units).
   *
   * @param s the state
   * @return {facing, mode, turned, moved, foot}
   */
  int[] fields(int s) {
    return new int[] {facing[s], mode[s], turned[s], moved[s], mixed ? footSpent(s) : 0};
  }
}
