package io.github.warpath.squad.internal;

import io.github.warpath.Mp;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadRule;

/**
 * Infantry Movement Rates, when the leader is pinned or eliminated during the move: the squads
 * with him lose the leader's rate from then on, and those that had already walked more than
 * their own rate stop at once; in a stack with a vehicle, AFV or gun the whole stack ends its
 * move with them. The loss is an order event (the step actions {@link Actions#LEADER_PINNED} and
 * {@link Actions#LEADER_ELIMINATED}); which leaders are lost is part of the search state.
 */
final class LeaderLost {
  private static final int TICKS = SquadGraph.TICKS;

  private LeaderLost() {}

  /**
   * The event: leader {@code i} is lost.
   *
   * @param p the query
   * @param l the state layout
   * @param loc the hex
   * @param s the state
   * @param spent the points spent so far
   * @param i the leader's number in the stack
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, or {@link MoveGraph#NONE} if he is lost already
   */
  static int lose(QueryProfile p, StateLayout l, int loc, int s, int spent, int i,
      Transition out) {
    int lost = l.lost[s];
    int bit = 1 << i;
    if ((lost & bit) != 0) {
      return MoveGraph.NONE;
    }
    int after = lost | bit;
    out.to = loc * l.states + l.encode(l.facing[s], l.mode[s], l.turned[s], l.moved[s], after)
        + l.footPart(s);
    out.cost = 0;
    out.flags = Transition.EXPLICIT;
    int walked = p.mixed ? l.footSpent(s) : spent;
    int left = p.mixed ? p.footAllowance[after] : p.allowance[after];
    if (p.active[after] == 0 || walked > left) {
      out.flags |= Transition.STOP;
      out.rule = SquadRule.LEADER_LOST.ordinal();
      out.argA = p.active[after] == 0 ? -1 : walked;
      out.argB = left;
    }
    return MoveGraph.LEGAL;
  }

  /**
   * Why the stack stopped when the leader was lost.
   *
   * @param p the query
   * @param l the state layout
   * @param fromNode the node of the event
   * @param t the transition ({@code argA} walked or -1, {@code argB} their own points)
   * @param spent the points the stack had spent
   * @return the violation cited with the stop
   */
  static Violation stopped(QueryProfile p, StateLayout l, int fromNode, Transition t,
      int spent) {
    SquadRule r = SquadRule.LEADER_LOST;
    if (t.argA < 0) {
      return Violation.of(r, "the leader was lost and no unit of the stack is left to move");
    }
    if (p.mixed) {
      return stackStopped(p, l, fromNode, t, spent);
    }
    return Violation.of(r, "the leader was lost and the units with it had already spent "
        + Mp.ofTicks(t.argA, TICKS) + ", more than their own " + Mp.ofTicks(t.argB, TICKS)
        + "; they stop at once");
  }

  /**
   * A mixed stack stopped by the loss of the leader of its infantry: the infantry's points
   * walked and their own allowance, and what the vehicles or guns had left, which did not stop
   * them.
   */
  private static Violation stackStopped(QueryProfile p, StateLayout l, int fromNode,
      Transition t, int spent) {
    int before = l.lost[fromNode % l.states];
    int after = l.lost[t.to % l.states];
    int bit = Integer.numberOfTrailingZeros(after & ~before);
    String who = bit < p.leaders ? "leader " + p.leaderId(bit) : "the leader";
    String carrier = "the stack's vehicles";
    for (int m = 0; m < p.count; m++) {
      if (!p.walks[m]) {
        String kind = p.state.units().get(p.member[m]).kind();
        carrier = "the " + (kind.equals("afv") ? "AFV" : kind);
        break;
      }
    }
    int whole = p.allowance[after];
    return Violation.of(SquadRule.LEADER_LOST, who + " was lost after the infantry had walked "
        + Mp.ofTicks(t.argA, TICKS) + ", more than their own " + Mp.ofTicks(t.argB, TICKS)
        + ": the stack stops in " + p.map.label(fromNode / l.states) + " (" + carrier + " had "
        + Mp.ofTicks(Math.max(0, whole - spent), TICKS) + " of its " + Mp.ofTicks(whole, TICKS)
        + " left)");
  }

  /**
   * The note of the event.
   *
   * @param p the query
   * @param i the leader's number
   * @param pinned whether pinned (else eliminated)
   * @return the note
   */
  static String note(QueryProfile p, int i, boolean pinned) {
    return "leader " + p.leaderId(i) + (pinned ? " pinned" : " eliminated");
  }
}
