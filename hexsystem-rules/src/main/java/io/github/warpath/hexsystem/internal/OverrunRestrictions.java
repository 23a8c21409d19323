package io.github.warpath.hexsystem.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * Overrun Restrictions (3.2): no overruns in the Reserve Movement Phase or during Exploitation
 * ({@link MovementPhaseKind}), and none where the defender would get a column shift, judged as
 * for a combat in its hex: its terrain or fortress, the hexside crossed, Mud, a supplied enemy HQ
 * or Air unit within its support range.
 */
final class OverrunRestrictions {
  private OverrunRestrictions() {}

  /** Detail of a column shift: the hex's terrain. */
  static final int SHIFT_TERRAIN = 1;
  /** Detail: the hexside crossed. */
  static final int SHIFT_SIDE = 2;
  /** Detail: the hex's weather. */
  static final int SHIFT_WEATHER = 3;
  /** Detail: a fortress. */
  static final int SHIFT_FORTRESS = 4;
  /** Detail: an Air unit in range. */
  static final int SHIFT_AIR = 5;
  /** Detail: an HQ in range. */
  static final int SHIFT_HQ = 6;

  private static final int FORTRESS = HexTerrain.FORTRESS.ordinal();

  /** Whether the defender in t (side ds) would get a column shift; a rule ordinal or -1. */
  static int columnShift(HexsystemMoveGraph g, int from, int d, int t, int ds, Transition o) {
    TerrainEffectsChart chart = g.chart;
    for (long m = g.map.hexMask(t); m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.hexShift[f] > 0) {
        o.argA = f == FORTRESS ? SHIFT_FORTRESS : SHIFT_TERRAIN;
        o.argB = f;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    for (long m = g.map.sideMask(from, d); m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.sideShift[f] > 0) {
        o.argA = SHIFT_SIDE;
        o.argB = f;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    if (chart.weatherShift[g.weather[t]] > 0) {
      o.argA = SHIFT_WEATHER;
      o.argB = g.weather[t];
      return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
    }
    Hex th = g.map.hex(t);
    int[] supports = g.profile.supports;
    StateData sd = g.sd;
    for (int u : supports) {
      if (sd.side[u] != ds) {
        continue;
      }
      Hex uh = g.map.hex(sd.hex[u]);
      if (Hex.distance(uh.q(), uh.r(), th.q(), th.r()) <= sd.supportRange[u]) {
        o.argA = sd.hq[u] ? SHIFT_HQ : SHIFT_AIR;
        o.argB = u;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    return -1;
  }

  /** Reserve Movement and Exploitation: no overruns in the phase. */
  static Violation phase(Transition t) {
    return Violation.of(HexsystemRule.OVERRUN_PHASE, t.argA == 1
        ? "no overruns in the Reserve Movement Phase" : "no overruns during Exploitation");
  }

  /** Defender's Column Shift: what would give the defender a shift. */
  static Violation columnShiftReason(HexsystemMoveGraph g, Transition t, String place) {
    String tail = ", which would give the defender a column shift";
    String why;
    switch (t.argA) {
      case SHIFT_TERRAIN:
        why = place + " is " + TableEncoding.spell(HexTerrain.values()[t.argB]) + " terrain" + tail;
        break;
      case SHIFT_FORTRESS:
        why = place + " is a fortress" + tail;
        break;
      case SHIFT_SIDE:
        why = "the move crosses a " + TableEncoding.spell(SideFeature.values()[t.argB]) + " hexside"
            + tail;
        break;
      case SHIFT_WEATHER:
        why = place + " is affected by " + TableEncoding.weatherName(t.argB) + tail;
        break;
      default:
        why = "the " + (t.argA == SHIFT_AIR ? "enemy Air unit " : "supplied enemy HQ ")
            + g.profile.state.units().get(t.argB).id() + " in "
            + g.map.label(g.sd.hex[t.argB]) + " can support the defender in " + place
            + " (range " + g.sd.supportRange[t.argB] + ")" + tail;
    }
    return Violation.of(HexsystemRule.OVERRUN_COLUMN_SHIFT, why);
  }
}
