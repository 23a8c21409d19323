package io.github.warpath.squad.internal;

import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadRule;

/**
 * From the rule a transition cites (its {@link SquadRule} ordinal and arguments) to the
 * violation a player reads: each rule's own class words it; this class only picks the class.
 * Read when a check explains a step, never by the search.
 */
final class CitedRules {
  private CitedRules() {}

  /**
   * The violation a transition's rule code stands for, in words, with its arithmetic.
   *
   * @param p the query
   * @param l the state layout
   * @param code the {@link SquadRule} ordinal the transition set
   * @param t the transition
   * @param fromNode the node it leaves
   * @param spent the points spent before it
   * @return the violation
   */
  static Violation explain(QueryProfile p, StateLayout l, int code, Transition t, int fromNode,
      int spent) {
    SquadRule r = SquadRule.values()[code];
    int from = fromNode / l.states;
    int to = t.to < 0 ? -1 : t.to / l.states;
    switch (r) {
      case MOVING_POINTS:
        return Moving.noPointsLeft(t);
      case MOVING_STACK:
        return Moving.infantryPointsShort(t);
      case TERRAIN_HEX:
        return TerrainEffectsOnMovement.hexClosed(p, to, t.argA);
      case TERRAIN_HEXSIDE:
        return TerrainEffectsOnMovement.hexsideClosed(p, from, to, t.argA);
      case GUN_ONE_HEX:
        return OneHexGuns.singleHex();
      case TURNING:
        return t.argA > 0 ? tooDear(p, l, r, fromNode, t) : VehiclesAndTurning.turnedAlready();
      case REVERSE:
        return tooDear(p, l, r, fromNode, t);
      case MINIMUM_MOVE:
        return MinimumMove.ends();
      case CLOSE_ASSAULT:
        return EnemyHexes.closeAssaultEnds();
      case ENEMY_HEXES:
        return EnemyHexes.closed();
      case LEADER_LOST:
        return LeaderLost.stopped(p, l, fromNode, t, spent);
      default:
        return Violation.of(r, "the move breaks this rule");
    }
  }

  /** A step or turn that reverse or turning made too dear, with its arithmetic. */
  private static Violation tooDear(QueryProfile p, StateLayout l, SquadRule r, int fromNode,
      Transition t) {
    int from = fromNode / l.states;
    int facing = l.facing[fromNode % l.states];
    int to = t.to / l.states;
    int after = l.facing[t.to % l.states];
    int turns = VehiclesAndTurning.hexsides(facing, after);
    if (to == from) {
      return DearStep.explain(r, 0, turns, false, true, t.argA, t.argB);
    }
    int d = p.map.hex(from).directionTo(p.map.hex(to)).index();
    boolean reverse = after != d;
    int step = p.steps[from * 6 + d];
    return DearStep.explain(r, step, turns, reverse, false, t.argA, t.argB);
  }
}
