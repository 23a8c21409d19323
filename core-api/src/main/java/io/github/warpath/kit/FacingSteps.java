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
   * @param rule the facing rule
   * @param code {@link KitGraph#FACING_DEAR} or {@link KitGraph#FACING_TURNED}
   * @param t the transition
   * @param fromNode the node moved from
   * @param step the step's cost without turning or reverse (0 for a turn in place)
   * @param back whether the step backs into the hex
   * @param denominator ticks per point
   */
  Violation explain(FacingRule rule, int code, Transition t, int fromNode, int step,
      boolean back, int denominator) {
    if (code == KitGraph.FACING_TURNED) {
      return rule.turnedAlready();
    }
    int turns = FacingRule.hexsides(facingOf(fromNode), facingOf(t.to));
    return rule.tooDear(step, back ? reverse : 1, turns, turnCost[turns], t.argA, t.argB,
        denominator);
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
