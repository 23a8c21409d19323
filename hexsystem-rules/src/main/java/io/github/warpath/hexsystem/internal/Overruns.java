package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * Overruns (3.2): a multi-step armor-type unit moves into the hex of a lone one-step enemy
 * ground unit at no extra cost (Eligible Units and Hexes); the unit overrun goes to the Delay
 * box or its Force Pool (Elimination); the mover ignores the zone of control of the unit it
 * overruns only by moving straight on into its hex (Zones of Control). The phase and column
 * shift restrictions are {@link OverrunRestrictions}.
 */
final class Overruns {
  private Overruns() {}

  /** Detail: the hex holds several enemy units. */
  static final int SEVERAL = 1;
  /** Detail: the enemy unit has more than one step. */
  static final int MULTI_STEP = 2;
  /** Detail: the enemy unit is an Air unit. */
  static final int NOT_GROUND = 3;

  /**
   * Why the moving unit may not overrun into {@code t} from {@code from} (direction d): a rule
   * ordinal with the details in {@code o.argA/argB}, or -1 if it may.
   */
  static int block(HexsystemMoveGraph g, int from, int d, int t, Transition o) {
    QueryProfile p = g.profile;
    PositionMarks k = g.marks;
    if (!p.armorMulti) {
      o.argA = 0;
      o.argB = k.enemyUnit.get(t, -1);
      return HexsystemRule.ENEMY_UNITS.ordinal();
    }
    if (!p.phase.allowsOverruns()) {
      o.argA = p.phase.noOverrunReason;
      return HexsystemRule.OVERRUN_PHASE.ordinal();
    }
    int count = k.enemyCount.get(t, 0);
    int u = k.enemyUnit.get(t, -1);
    if (count > 1) {
      o.argA = SEVERAL;
      o.argB = count;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    if (g.sd.air[u]) {
      o.argA = NOT_GROUND;
      o.argB = u;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    if (g.sd.steps[u] > 1) {
      o.argA = MULTI_STEP;
      o.argB = u;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    return OverrunRestrictions.columnShift(g, from, d, t, g.sd.side[u], o);
  }

  /** Whether a hex step from a node overruns the unit in the hex it enters. */
  static boolean isOverrun(HexsystemMoveGraph g, int from, int s, int slot) {
    int to = g.map.neighbor(from, slot);
    int e = g.layout.elimOf(s);
    return to >= 0 && g.marks.enemyCount.get(to, 0) > 0 && !(e >= 2 && e - 2 == slot);
  }

  /** Eligible Units and Hexes: why the hex cannot be overrun. */
  static Violation eligibility(HexsystemMoveGraph g, Transition t, String place) {
    String why;
    switch (t.argA) {
      case SEVERAL:
        why = place + " holds " + t.argB + " enemy units; an overrun needs a hex held by one"
            + " enemy ground unit of one step";
        break;
      case MULTI_STEP:
        why = ViolationReasons.unitName(g, t.argB).trim() + " in " + place + " has "
            + g.profile.state.units().get(t.argB).steps() + " steps; only a one-step unit can"
            + " be overrun";
        break;
      default:
        why = place + " holds an enemy Air unit; an overrun needs a hex held by one enemy"
            + " ground unit of one step";
    }
    return Violation.of(HexsystemRule.OVERRUN_ELIGIBILITY, why);
  }

  /** Zones of Control: the mover left the zone other than into the overrun. */
  static Violation zonesOfControl(HexsystemMoveGraph g, Transition t, int from) {
    return Violation.of(HexsystemRule.OVERRUN_ZONES_OF_CONTROL, "the unit entered an enemy zone"
        + " of control it may ignore only by moving straight on into the hex it overruns ("
        + g.label(g.map.neighbor(from, t.argA)) + ")");
  }

  /** Elimination: where an overrun unit goes, as a warning of the move's step. */
  static Violation elimination(MapTables mt, Unit victim, int step) {
    OffMapBox box = eliminationBox(mt, victim);
    String where = box == null ? "its " + (victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE)
        ? "Delay box" : "Force Pool") + " (the map has no such box yet)"
        : "the " + box.name() + " box (" + (box.kind().equals(HexsystemVocabulary.BOX_DELAY)
            ? "Delay stripe" : "Force Pool") + ")";
    return Violation.of(HexsystemRule.OVERRUN_ELIMINATION, "the overrun eliminates "
        + victim.id() + ": it goes to " + where).withStep(step);
  }

  /**
   * Elimination: the overrun units moved to the Delay box or their Force Pool.
   *
   * @throws InvalidInputException if the map has no box for one of them
   */
  static void eliminate(MapTables mt, List<Integer> overrun, List<Unit> units) {
    for (int u : overrun) {
      Unit victim = units.get(u);
      OffMapBox box = eliminationBox(mt, victim);
      if (box == null) {
        String kind = victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE)
            ? HexsystemVocabulary.BOX_DELAY : HexsystemVocabulary.BOX_FORCE_POOL;
        throw new InvalidInputException("map.boxes", "the overrun eliminates " + victim.id()
            + ", but the map has no " + kind + " box for " + victim.side() + " units; add a"
            + " box of kind " + kind + " (with side or nationality to tell several apart)");
      }
      units.set(u, victim.withPosition(Position.box(box.name())));
    }
  }

  /** The Delay box or Force Pool an overrun unit goes to, or null if the map has none. */
  private static OffMapBox eliminationBox(MapTables mt, Unit victim) {
    boolean delay = victim.hasFlag(HexsystemVocabulary.FLAG_DELAY_STRIPE);
    String kind = delay ? HexsystemVocabulary.BOX_DELAY : HexsystemVocabulary.BOX_FORCE_POOL;
    OffMapBox best = null;
    int bestScore = -1;
    for (OffMapBox box : mt.boxes) {
      if (!box.kind().equals(kind)) {
        continue;
      }
      String side = box.attribute("side");
      String nat = box.attribute("nationality");
      if (side != null && !side.equals(victim.side())
          || nat != null && !nat.equals(victim.nationality())) {
        continue;
      }
      int score = (nat != null ? 2 : 0) + (side != null ? 1 : 0);
      if (score > bestScore) {
        best = box;
        bestScore = score;
      }
    }
    return best;
  }
}
