package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Hex-to-Hex Procedure: Eastern Europe Box (3.1.1). Only Soviet units use it. A unit enters it
 * from a land hex of the western edge of Russia as its first move of the phase, spending the
 * whole allowance; a unit leaves it by placement in a land hex of the western edge for 1 MP, not
 * into a hex with an enemy Air unit, nor (Reserve Movement Phase) into an enemy zone of control.
 */
final class EasternEuropeBox {
  private EasternEuropeBox() {}

  /** Detail: the unit is not Soviet. */
  static final int SOVIET_ONLY = 1;
  /** Detail: the unit has already moved. */
  static final int NOT_FIRST = 2;
  /** Detail: placement into a hex with an enemy Air unit. */
  static final int ENEMY_AIR = 3;
  /** Detail: placement into an enemy zone of control in the Reserve Movement Phase. */
  static final int RESERVE_ZOC = 4;

  /** The step from a western-edge hex into the box. */
  static int enter(HexsystemMoveGraph g, int loc, int s, int spent, Transition out) {
    MapTables mt = g.mt;
    int ee = mt.easternEurope;
    if (ee < 0 || !mt.edge[loc] || g.seaHex(loc) || (g.modeMask & HexToHexProcedure.MODE) == 0) {
      return MoveGraph.NONE;
    }
    out.to = (g.hexCount + ee) * g.states + g.layout.hexState(0, 0);
    out.cost = -1;
    if (g.profile.side != TableEncoding.SOVIET) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, SOVIET_ONLY);
    }
    if (s != SearchStateLayout.START) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, NOT_FIRST);
    }
    if (WeatherRestrictions.mudHolds(g, loc)) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    return OffMapBoxToOffMapBox.intoBox(g, ee, spent, HexsystemRule.EASTERN_EUROPE_BOX, out);
  }

  /** The placement from the box into western-edge hex {@code x}. */
  static int leave(HexsystemMoveGraph g, int spent, int x, Transition out) {
    if ((g.modeMask & HexToHexProcedure.MODE) == 0) {
      return MoveGraph.NONE;
    }
    PositionMarks k = g.marks;
    out.to = x * g.states + g.layout.hexState(0, 0);
    out.cost = -1;
    if (g.profile.side != TableEncoding.SOVIET) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, SOVIET_ONLY);
    }
    out.cost = TableEncoding.TICKS;
    if (k.enemyAir.contains(x)) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, ENEMY_AIR);
    }
    if (k.enemyCount.get(x, 0) > 0) {
      out.argB = k.enemyUnit.get(x, -1);
      return illegal(out, HexsystemRule.ENEMY_UNITS, 0);
    }
    if (g.profile.phase == MovementPhaseKind.RESERVE && EnemyZonesOfControl.at(g, x, -1) > 0) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, RESERVE_ZOC);
    }
    int pol = PoliticalRestrictions.block(g, x);
    if (pol >= 0) {
      return illegal(out, pol);
    }
    if (spent + TableEncoding.TICKS > g.allowance) {
      out.argA = TableEncoding.TICKS;
      out.argB = g.allowance - spent;
      return illegal(out, HexsystemRule.SUFFICIENT_ALLOWANCE.ordinal());
    }
    int z = EnemyZonesOfControl.stop(g, x, 0, spent + TableEncoding.TICKS);
    if (z >= 0) {
      out.flags = Transition.STOP;
      out.rule = z;
    } else if (g.pendingOut >= 0) {
      out.to = x * g.states + g.layout.hexState(0, g.pendingOut + 1);
    }
    return MoveGraph.LEGAL;
  }

  /** Why a move into or out of the box is forbidden, or what entering did ({@code stop}). */
  static Violation reason(Transition t, boolean stop) {
    String why;
    if (stop) {
      why = "entering the Eastern Europe Box spends the whole allowance";
    } else if (t.argA == SOVIET_ONLY) {
      why = "only Soviet units use the Eastern Europe Box";
    } else if (t.argA == NOT_FIRST) {
      why = "a unit enters the Eastern Europe Box only before it has moved this phase";
    } else if (t.argA == ENEMY_AIR) {
      why = "a unit leaving the Eastern Europe Box cannot be placed in a hex with an enemy Air"
          + " unit";
    } else {
      why = "in the Reserve Movement Phase a unit leaving the Eastern Europe Box cannot be"
          + " placed in an enemy zone of control";
    }
    return Violation.of(HexsystemRule.EASTERN_EUROPE_BOX, why);
  }

  /** A box target not reachable from a hex: the box is entered only from the western edge. */
  static Violation enteredOnlyFromEdge() {
    return Violation.of(HexsystemRule.EASTERN_EUROPE_BOX, "the Eastern Europe Box is entered"
        + " only from a land hex of the western edge of Russia");
  }

  /** A hex target not reachable from the box. */
  static Violation leftOnlyToEdge() {
    return Violation.of(HexsystemRule.EASTERN_EUROPE_BOX, "units leave the Eastern Europe Box"
        + " only to a land hex of the western edge of Russia");
  }
}
