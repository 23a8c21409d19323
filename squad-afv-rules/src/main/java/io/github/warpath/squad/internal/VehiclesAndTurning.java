package io.github.warpath.squad.internal;

import io.github.warpath.hex.HexDirection;
import io.github.warpath.kit.FacingRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadRule;

/**
 * Vehicles and Turning: a vehicle or AFV faces a hexside and moves into the hex it faces,
 * turning first if it must. The first hexside of a turn is free and each further one costs a
 * point (the kit's {@link FacingRule.Turning}, counted the short way round); a vehicle turns once
 * in each hex, and may turn in place when an order asks for a facing. A gun turns to any facing
 * for nothing. The facing is part of the search state ({@link StateLayout}).
 */
final class VehiclesAndTurning {
  /** How vehicles turn: a point per hexside after the first, reverse at three times, once per hex. */
  static final FacingRule.Turning TURNING = new FacingRule.Turning(SquadGraph.TICKS, 1,
      VehicleReverseMovement.MULTIPLE, true);

  private VehiclesAndTurning() {}

  /**
   * Hexsides between two facings, the short way round.
   *
   * @param a a facing index
   * @param b a facing index
   * @return 0 to 3
   */
  static int hexsides(int a, int b) {
    return FacingRule.hexsides(a, b);
  }

  /**
   * What turning some hexsides costs a vehicle.
   *
   * @param hexsides 0 to 3
   * @return engine units
   */
  static int cost(int hexsides) {
    return TURNING.cost(hexsides);
  }

  /**
   * A turn in place to facing {@code g}: free for a gun; for a vehicle its price, and illegal if
   * it has already turned in this hex or the turn costs more than the points left. Searches skip
   * it (turning in place never makes a hex cheaper to reach: the turn on entering the next hex
   * costs the same); orders ask for it with a facing.
   *
   * @param p the query
   * @param l the state layout
   * @param loc the hex
   * @param s the state
   * @param spent points spent so far
   * @param g the new facing
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  static int inPlace(QueryProfile p, StateLayout l, int loc, int s, int spent, int g,
      Transition out) {
    int f = l.facing[s];
    if (g == f) {
      return MoveGraph.NONE;
    }
    out.flags = Transition.EXPLICIT;
    int keep = l.footPart(s);
    if (p.type == QueryProfile.GUN) {
      out.to = loc * l.states + l.encode(g, StateLayout.FREE, 0, l.moved[s], l.lost[s]) + keep;
      out.cost = 0;
      return MoveGraph.LEGAL;
    }
    int k = hexsides(f, g);
    int cost = cost(k);
    out.to = loc * l.states + l.encode(g, l.mode[s], 1, l.moved[s], l.lost[s]) + keep;
    out.cost = cost;
    if (l.turned[s] != 0) {
      out.rule = SquadRule.TURNING.ordinal();
      return MoveGraph.ILLEGAL;
    }
    int allow = p.allowance[l.lost[s]];
    if (spent + cost > allow) {
      return Moving.outOfPoints(cost, 0, cost, allow, spent, out);
    }
    return MoveGraph.LEGAL;
  }

  /**
   * The violation of a vehicle that would turn a second time in one hex.
   *
   * @return the violation
   */
  static Violation turnedAlready() {
    return Violation.of(SquadRule.TURNING, "a vehicle makes one turn in each hex, and it has"
        + " already turned in this one");
  }

  /**
   * The note of a step that turned.
   *
   * @param hexsides how many
   * @return e.g. {@code "turned 2 hexsides"}
   */
  static String turned(int hexsides) {
    return "turned " + hexsides + (hexsides == 1 ? " hexside" : " hexsides");
  }

  /**
   * The note of a turn in place.
   *
   * @param type the group
   * @param from the facing before
   * @param to the facing after
   * @return the note
   */
  static String turnedInPlace(int type, int from, int to) {
    if (type == QueryProfile.GUN) {
      return "gun faces " + HexDirection.of(to);
    }
    return turned(hexsides(from, to)) + " in place";
  }
}
