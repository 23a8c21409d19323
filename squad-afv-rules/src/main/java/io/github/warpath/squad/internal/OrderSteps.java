package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.Step;
import io.github.warpath.search.Transition;

/**
 * How the steps of an order meet the slots of the graph (a facing and an action pick one), and
 * the note written on each step taken. Read when an order is checked, never by the search.
 */
final class OrderSteps {
  private OrderSteps() {}

  /**
   * Whether a slot out of a state is the one an order's step asks for.
   *
   * @param p the query
   * @param l the state layout
   * @param kinds the slot kinds
   * @param args the slot arguments
   * @param s the state
   * @param slot the slot
   * @param step the step
   * @return true if the slot fits the step
   * @throws InvalidInputException for an unknown action
   */
  static boolean matches(QueryProfile p, StateLayout l, int[] kinds, int[] args, int s,
      int slot, Step step) {
    int kind = kinds[slot];
    if (step.facing() != null && (l.facingDim == 1 || l.facing[s] != step.facing().index())) {
      return false;
    }
    String action = step.action();
    if (action == null) {
      // toggles and leader losses happen only when the step names them
      return kind == SlotTable.K_MOVE || kind == SlotTable.K_REVERSE
          || kind == SlotTable.K_TURN;
    }
    switch (action) {
      case Actions.REVERSE:
        return step.inPlace() ? kind == SlotTable.K_TOGGLE_REVERSE : kind == SlotTable.K_REVERSE;
      case Actions.FORWARD:
        return step.inPlace() ? kind == SlotTable.K_TOGGLE_FORWARD
            : kind == SlotTable.K_MOVE && p.type == QueryProfile.VEHICLE;
      case Actions.CLOSE_ASSAULT:
        return kind == SlotTable.K_CLOSE_ASSAULT;
      default:
        break;
    }
    boolean pinned = action.startsWith(Actions.LEADER_PINNED);
    boolean eliminated = action.startsWith(Actions.LEADER_ELIMINATED);
    String rest = pinned ? action.substring(Actions.LEADER_PINNED.length())
        : eliminated ? action.substring(Actions.LEADER_ELIMINATED.length()) : null;
    if (rest == null || !(rest.isEmpty() || rest.startsWith(":"))) {
      throw new InvalidInputException("steps[].action", "unknown action '" + action
          + "'; known: " + String.join(", ", Actions.ALL) + " (leader actions may name the"
          + " leader: " + Actions.LEADER_PINNED + ":<unit id>)");
    }
    if (kind != (pinned ? SlotTable.K_PINNED : SlotTable.K_ELIMINATED)) {
      return false;
    }
    if (rest.isEmpty()) {
      return p.leaders - Integer.bitCount(l.lost[s]) == 0;
    }
    return p.leaderId(args[slot]).equals(rest.substring(1));
  }

  /**
   * The note of a step taken: turns, reverse, road, close assault, minimum move, the
   * infantry's points in a mixed stack.
   *
   * @param p the query
   * @param l the state layout
   * @param kind the slot kind
   * @param arg the slot argument
   * @param from the hex left
   * @param s the state before
   * @param t the transition
   * @return the note, empty if none
   */
  static String note(QueryProfile p, StateLayout l, int kind, int arg, int from, int s,
      Transition t) {
    switch (kind) {
      case SlotTable.K_MOVE:
      case SlotTable.K_REVERSE:
      case SlotTable.K_CLOSE_ASSAULT:
        return stepNote(p, l, kind, arg, from, s, t);
      case SlotTable.K_TURN:
        return VehiclesAndTurning.turnedInPlace(p.type, l.facing[s], arg);
      case SlotTable.K_TOGGLE_REVERSE:
        return VehicleReverseMovement.toggled(StateLayout.HELD_REVERSE);
      case SlotTable.K_TOGGLE_FORWARD:
        return VehicleReverseMovement.toggled(StateLayout.HELD_FORWARD);
      default:
        return LeaderLost.note(p, arg, kind == SlotTable.K_PINNED);
    }
  }

  private static String stepNote(QueryProfile p, StateLayout l, int kind, int arg, int from,
      int s, Transition t) {
    StringBuilder sb = new StringBuilder();
    boolean reverse = kind == SlotTable.K_REVERSE;
    if (p.type == QueryProfile.VEHICLE) {
      int k = VehiclesAndTurning.hexsides(l.facing[s],
          VehicleReverseMovement.facingAfter(arg, reverse));
      if (k > 0) {
        sb.append(VehiclesAndTurning.turned(k));
      }
    }
    if (reverse) {
      append(sb, "reverse (triple cost)");
    }
    if (TerrainEffectsOnMovement.road(p.map, from, arg)) {
      append(sb, "road");
    }
    if (p.oneHexGun) {
      append(sb, OneHexGuns.note());
    }
    if (kind == SlotTable.K_CLOSE_ASSAULT) {
      append(sb, "close assault");
    }
    if ((t.flags & Transition.EXCEEDS) != 0) {
      append(sb, "minimum move");
    }
    if (p.mixed && t.to >= 0) {
      int fs = t.to % l.states;
      append(sb, "infantry " + (l.foot[fs] == l.footDim - 1 ? "past their points"
          : "have spent " + Mp.ofTicks(l.footSpent(fs), SquadGraph.TICKS)));
    }
    return sb.toString();
  }

  private static void append(StringBuilder sb, String s) {
    if (sb.length() > 0) {
      sb.append(", ");
    }
    sb.append(s);
  }
}
