package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;

/**
 * The {@link FacingRule} compiled for one query of {@link KitGraph}: whether the movers' class
 * is faced, its four turn costs, its reverse multiple, and where a node keeps its facing. For a
 * faced class a node holds, above the "has moved" bit (when there is one), a bit for a turn made
 * in the hex and three bits of facing. The search reads the public-in-package fields directly.
 */
final class FacingSteps {
  /** Whether the movers' class has a facing. */
  boolean faced;
  /** Ticks to turn 0, 1, 2 and 3 hexsides. */
  final int[] turnCost = new int[4];
  /** The reverse multiple, 0 for none. */
  int reverse;
  /** Whether the class turns once per hex. */
  boolean oncePerHex;
  /** The bit of a turn made in the hex; the facing is in the three bits above it. */
  private int turnBit;

  /**
   * Compiles the rule for a class.
   *
   * @param rule the facing rule, or null
   * @param movementClass the movers' class
   * @param movedBits the state bits below the facing's (0 or 1)
   * @return the state bits the facing takes: 4 for a faced class, else 0
   */
  int compile(FacingRule rule, int movementClass, int movedBits) {
    turnBit = movedBits;
    faced = false;
    if (rule == null) {
      return 0;
    }
    FacingRule.Turning t = rule.turning(movementClass);
    faced = t != null;
    if (faced) {
      for (int k = 0; k < 4; k++) {
        turnCost[k] = t.cost(k);
      }
      reverse = t.reverse();
      oncePerHex = t.oncePerHex();
    }
    return faced ? 4 : 0;
  }

  int facingOf(int node) {
    return node >> (turnBit + 1) & 7;
  }

  int facingBits(int facing) {
    return facing << (turnBit + 1);
  }

  boolean turnedHere(int node) {
    return (node >> turnBit & 1) != 0;
  }

  int turnedBit() {
    return 1 << turnBit;
  }

  /**
   * Whether a node records a turn made in its hex.
   *
   * @param node a node
   * @return true for a faced class that turns once per hex and turned in the node's hex
   */
  boolean turnedAt(int node) {
    return faced && oncePerHex && turnedHere(node);
  }

  /** The facing and turn bits of the start: the movers' common facing. */
  int startBits(RuleKit kit, int movementClass, GameState state, MoveQuery query,
      Position from) {
    int facing = -1;
    boolean turned = false;
    for (String id : query.units()) {
      Unit u = state.unit(id);
      if (u.facing().isEmpty()) {
        throw new InvalidInputException("units." + id + ".facing", "unit '" + id + "' is of"
            + " class " + kit.classes().get(movementClass) + ", which has a facing; give it one"
            + " (N, NE, SE, S, SW or NW)");
      }
      int f = u.facing().get().index();
      if (facing >= 0 && f != facing) {
        throw new InvalidInputException("units", "units facing different ways cannot move as"
            + " one stack");
      }
      facing = f;
      turned |= from.equals(u.position()) && u.phaseMovement().isPresent()
          && u.phaseMovement().get().has(FacingRule.TURNED_FACT);
    }
    return facingBits(facing) | (turned ? turnedBit() : 0);
  }

  /**
   * A faced class's step: slots 0-5 forward into the hex in that direction, 6-11 in reverse into
   * the hex behind (keeping the facing), 12-17 turns in place. The unit turns first to face the
   * hex it enters (or, in reverse, away from it) and pays for the hexsides turned beyond the free
   * ones; reverse multiplies the step's cost; the rest is priced as any step.
   *
   * @param g the compiled graph
   * @param node the node left
   * @param spent points spent so far
   * @param slot the slot, below 18
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  int step(KitGraph g, int node, int spent, int slot, Transition out) {
    int from = node >> g.locBits;
    if (slot >= 12) {
      return turnInPlace(node, from << g.locBits | g.lineExit.bitsOf(node), slot - 12, spent,
          g.allowance, out);
    }
    int dir = slot;
    int multiple = 1;
    if (slot >= 6) {
      if (reverse == 0) {
        return MoveGraph.NONE;
      }
      dir = slot - 6;
      multiple = reverse;
    }
    int want = slot >= 6 ? (dir + 3) % 6 : dir;
    int turns = FacingRule.hexsides(facingOf(node), want);
    int e = g.table[from * 6 + dir];
    if (e == StepTable.NO_HEX) {
      return MoveGraph.NONE;
    }
    int to = g.map.neighbor(from, dir);
    out.to = to << g.locBits | g.shift | facingBits(want)
        | g.lineExit.entryBits(g.table, g.map, from, dir, e);
    if (e < 0) {
      return KitGraph.refused(e, out);
    }
    int c = e & StepTable.COST_MASK;
    int x = g.lineExit.surcharge(g, node, from, dir);
    if (x < 0) {
      out.cost = c;
      out.rule = KitGraph.LINE_EXIT;
      return MoveGraph.ILLEGAL;
    }
    int extra = turnCost[turns] + c * (multiple - 1);
    c = Math.min(c + extra + x, Points.MAX_TICKS);
    if (turns > 0 && oncePerHex && turnedHere(node)) {
      out.cost = c;
      out.rule = KitGraph.FACING_TURNED;
      return MoveGraph.ILLEGAL;
    }
    return g.priced(node, from, to, spent, c, extra, out);
  }

  /** A turn in place, taken only when an order asks for the facing. */
  int turnInPlace(int node, int here, int want, int spent, int allowance, Transition out) {
    int facing = facingOf(node);
    if (want == facing) {
      return MoveGraph.NONE;
    }
    out.flags = Transition.EXPLICIT;
    int c = turnCost[FacingRule.hexsides(facing, want)];
    out.to = here | (node & (turnBit == 0 ? 0 : 1)) | facingBits(want)
        | (oncePerHex ? turnedBit() : 0);
    out.cost = c;
    if (oncePerHex && turnedHere(node)) {
      out.rule = KitGraph.FACING_TURNED;
      return MoveGraph.ILLEGAL;
    }
    if (spent + c > allowance) {
      out.rule = KitGraph.FACING_DEAR;
      out.argA = c;
      out.argB = allowance - spent;
      return MoveGraph.ILLEGAL;
    }
    return MoveGraph.LEGAL;
  }

  /**
   * The violation of a turn or reverse, with its arithmetic.
   *
   * @param g the compiled graph
   * @param code {@link KitGraph#FACING_DEAR} or {@link KitGraph#FACING_TURNED}
   * @param t the transition
   * @param fromNode the node moved from
   * @return the violation, citing the facing rule
   */
  Violation explain(KitGraph g, int code, Transition t, int fromNode) {
    FacingRule rule = g.kit.facing();
    if (code == KitGraph.FACING_TURNED) {
      return rule.turnedAlready();
    }
    // the step's cost without turning or reverse (0 for a turn in place)
    int from = fromNode >> g.locBits;
    int to = t.to >> g.locBits;
    int step = 0;
    boolean back = false;
    for (int d = 0; d < 6 && to != from; d++) {
      if (g.map.neighbor(from, d) == to) {
        step = g.table[from * 6 + d] & StepTable.COST_MASK;
        back = facingOf(t.to) != d;
      }
    }
    int turns = FacingRule.hexsides(facingOf(fromNode), facingOf(t.to));
    return rule.tooDear(step, back ? reverse : 1, turns, turnCost[turns], t.argA, t.argB,
        g.kit.denominator());
  }

  boolean matches(int node, Step step) {
    return step.action() == null
        && (step.facing() == null || faced && facingOf(node) == step.facing().index());
  }

  HexDirection facing(int node) {
    return faced ? HexDirection.of(facingOf(node)) : null;
  }

  /** The note of a faced step: reverse, the hexsides turned, the line followed. */
  String note(int fromNode, int slot, Transition t, String line) {
    int turns = FacingRule.hexsides(facingOf(fromNode), facingOf(t.to));
    StringBuilder b = new StringBuilder(slot >= 6 && slot < 12 ? "reverse" : "");
    if (turns > 0) {
      b.append(b.length() > 0 ? ", " : "").append("turned ").append(turns)
          .append(turns == 1 ? " hexside" : " hexsides").append(slot >= 12 ? " in place" : "");
    }
    if (!line.isEmpty()) {
      b.append(b.length() > 0 ? ", " : "").append(line);
    }
    return b.toString();
  }
}
