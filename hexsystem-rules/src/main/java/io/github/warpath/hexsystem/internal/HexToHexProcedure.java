package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Hex-to-Hex Procedure (3.1.1), the movement mode of steps to adjacent hexes: each step pays
 * the terrain ({@link TerrainCosts}), needs enough points left (Sufficient Movement Allowance)
 * unless it is the first hex of the phase (Minimum Move Exception), and goes through the
 * restrictions and overruns; the zone-of-control rules decide where it ends. Beachheads and
 * marine landings replace the terrain cost by the whole allowance.
 */
final class HexToHexProcedure {
  private HexToHexProcedure() {}

  /** The mode bit of the procedure. */
  static final int MODE = 1;

  /**
   * The step from hex {@code loc} in state {@code s} in direction {@code d}.
   *
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  static int step(HexsystemMoveGraph g, int loc, int s, int spent, int d, Transition out) {
    int to = g.map.neighbor(loc, d);
    if (to < 0 || (g.modeMask & MODE) == 0) {
      return MoveGraph.NONE;
    }
    SearchStateLayout lay = g.layout;
    int states = g.states;
    int allowance = g.allowance;
    boolean first = s == SearchStateLayout.START;
    int e = lay.elimOf(s);
    int p = lay.pendingOf(s);
    int ne = SearchStateLayout.elimAfter(e, d);
    out.to = to * states + lay.hexState(ne, 0);
    out.cost = -1;
    if (lay.isPortState(s)) {
      return illegal(out, HexsystemRule.PROCEDURAL, ProceduralRestriction.AFTER_PORT);
    }
    long sm = g.map.sideMask(loc, d);
    boolean toSea = g.seaHex(to);
    int spendAll = -1;
    if (toSea || g.seaHex(loc)) {
      spendAll = Beachheads.step(g, loc, d, to, toSea, first, out);
      if (spendAll < 0) {
        return MoveGraph.ILLEGAL;
      }
    } else if ((sm & TableEncoding.ROAD_LIKE) == 0 && (sm & TableEncoding.ALL_SEA_SIDE) != 0) {
      spendAll = MarineUnits.step(g, first, out);
      if (spendAll < 0) {
        return MoveGraph.ILLEGAL;
      }
    }
    int c;
    if (spendAll >= 0) {
      c = allowance - spent;
    } else {
      c = TerrainCosts.stepCost(g, loc, d, to);
      if (c < 0) {
        TerrainCosts.explainClosed(g, loc, d, to, out);
        return illegal(out, HexsystemRule.TERRAIN_COSTS.ordinal());
      }
    }
    out.cost = c;
    int elimFrom = e >= 2 ? e - 2 : -1;
    int wFrom = g.weather[loc];
    int zocFrom = wFrom == TableEncoding.FAIR ? 0 : EnemyZonesOfControl.at(g, loc, elimFrom);
    if (wFrom == TableEncoding.MUD && zocFrom > 0) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    if (p != 0 && d != p - 1) {
      return illegal(out, HexsystemRule.OVERRUN_ZONES_OF_CONTROL, p - 1);
    }
    boolean overrun = false;
    if (ne != 1 && g.marks.enemyCount.get(to, 0) > 0) {
      int why = Overruns.block(g, loc, d, to, out);
      if (why >= 0) {
        return illegal(out, why);
      }
      overrun = true;
      ne = 1;
      out.to = to * states + lay.hexState(1, 0);
    }
    int pol = PoliticalRestrictions.block(g, to);
    if (pol >= 0) {
      return illegal(out, pol);
    }
    int flags = 0;
    int stop = -1;
    if (spendAll >= 0) {
      flags = Transition.SPEND_ALL | Transition.STOP;
      stop = spendAll;
    } else if (spent + c > allowance) {
      if (!first) {
        out.argA = c;
        out.argB = allowance - spent;
        return illegal(out, HexsystemRule.SUFFICIENT_ALLOWANCE.ordinal());
      }
      flags = Transition.STOP | Transition.EXCEEDS;
      stop = HexsystemRule.MINIMUM_MOVE.ordinal();
    }
    int pending = -1;
    if (stop < 0) {
      int z = EnemyZonesOfControl.stop(g, to, ne, spent + c);
      if (z >= 0) {
        flags |= Transition.STOP;
        stop = z;
      } else {
        pending = g.pendingOut;
      }
    }
    if (stop < 0 && WeatherRestrictions.leavingEnds(g, loc, wFrom, zocFrom, overrun ? to
        : pending >= 0 ? g.map.neighbor(to, pending) : -1)) {
      flags |= Transition.STOP;
      stop = HexsystemRule.STORMS_AND_SNOW.ordinal();
    } else if (pending >= 0) {
      out.to = to * states + lay.hexState(ne, pending + 1);
    }
    out.flags = flags;
    out.rule = stop < 0 ? 0 : stop;
    return MoveGraph.LEGAL;
  }

  /** Sufficient Movement Allowance: the step's cost and the points left, in the transition. */
  static Violation insufficient(Transition t, String place) {
    Mp cost = Mp.ofTicks(t.argA, TableEncoding.TICKS);
    return Violation.builder().rule(HexsystemRule.SUFFICIENT_ALLOWANCE.ref()).reason("entering "
        + place + " costs " + cost + ", more than the points left")
        .needed(cost).available(Mp.ofTicks(t.argB, TableEncoding.TICKS))
        .build();
  }

  /** Minimum Move Exception: why the move ended in its first hex. */
  static Violation minimumMove() {
    return Violation.of(HexsystemRule.MINIMUM_MOVE, "the first hex cost more than the whole"
        + " allowance, which is allowed only if the move ends there");
  }

  /** Adjacent Hexes: a hex-to-hex step goes to a neighbouring hex. */
  static Violation notAdjacent(String target, String from) {
    return Violation.of(HexsystemRule.ADJACENT_HEXES, target + " is not adjacent to " + from);
  }
}
