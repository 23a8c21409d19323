package io.github.warpath.squad.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a legal move leaves behind: the units at their new places with their new facing and
 * flags, leaders lost on the way, and the units eliminated where a move ended over the stacking
 * limits ({@link FriendlyHexes}: when the move is over, lowest value first).
 *
 * @param state the state after the move
 * @param warnings one per unit eliminated for over-stacking
 * @param pending whether the move's own end hex is over the limits and left to settle later
 */
public record Aftermath(GameState state, List<Violation> warnings, boolean pending) {

  /**
   * Works out the consequences of a walked move.
   *
   * @param before the state before the move
   * @param order the order
   * @param g the compiled graph
   * @param walk the walk of the legal move
   * @param moveOver whether the order ends the move (a check judges the order as a whole move;
   *     an applied order may be followed by another of the same move)
   * @return the new state and the warnings
   */
  public static Aftermath of(GameState before, MoveOrder order, SquadGraph g, Walk walk,
      boolean moveOver) {
    if (order.steps().isEmpty()) {
      return new Aftermath(standAt(before, order, walk.endPosition()), List.of(), false);
    }
    HexMap map = before.hexMap();
    int states = g.states();
    List<Integer> slots = walk.slots();
    List<Integer> nodes = walk.nodes();
    Map<String, Hex> pinnedAt = new HashMap<>();
    Set<String> eliminated = new LinkedHashSet<>();
    boolean closeAssault = false;
    for (int i = 0; i < slots.size(); i++) {
      int kind = g.slotKind(slots.get(i));
      if (kind == SlotTable.K_PINNED || kind == SlotTable.K_ELIMINATED) {
        Unit leader = before.units().get(g.memberUnit(g.leaderMember(g.slotArg(slots.get(i)))));
        if (kind == SlotTable.K_PINNED) {
          pinnedAt.put(leader.id(), map.hex(nodes.get(i) / states));
        } else {
          eliminated.add(leader.id());
        }
      } else if (kind == SlotTable.K_CLOSE_ASSAULT) {
        closeAssault = true;
      }
    }
    Position end = walk.endPosition();
    HexDirection facing = g.facing(walk.endNode());
    Set<String> movers = new LinkedHashSet<>(order.query().units());
    List<Unit> after = new ArrayList<>();
    Set<String> arrived = new LinkedHashSet<>();
    for (Unit u : before.units()) {
      String id = u.id();
      if (eliminated.contains(id)) {
        continue;
      }
      String transport = u.attributes().get(Attributes.CARRIED_BY);
      if (movers.contains(id)) {
        Unit n = u.withFlag(Flags.MOVED);
        if (g.assault()) {
          n = n.withFlag(Flags.ASSAULT_COVER);
        }
        Hex pinned = pinnedAt.get(id);
        if (pinned != null) {
          n = n.withPosition(Position.hex(pinned)).withFlag(Flags.PINNED);
        } else {
          n = n.withPosition(end);
          // a stack's infantry have no facing; its vehicle, AFV or gun keeps the move's
          if (facing != null && UnitKind.parse(u.kind(), "kind").faced()) {
            n = n.withFacing(facing);
          }
          if (closeAssault) {
            n = n.withFlag(Flags.CLOSE_ASSAULT);
          }
        }
        arrived.add(id);
        after.add(n);
      } else if (transport != null && movers.contains(transport)) {
        after.add(u.withPosition(end).withFlag(Flags.MOVED));
        arrived.add(id);
      } else {
        after.add(u);
      }
    }
    String side = before.unit(order.query().units().get(0)).side();
    List<Violation> warnings = new ArrayList<>();
    // the moves of other stacks are over now that this one moves: their pending hexes first
    FriendlyHexes.settlePending(map, g.chart(), after, movers, warnings);
    Set<Hex> places = new LinkedHashSet<>(pinnedAt.values());
    Hex endHex = end.hexOrNull();
    boolean over = moveOver || closeAssault || walk.stopRule().isPresent();
    boolean pending = false;
    if (endHex != null) {
      if (over) {
        places.add(endHex);
      } else {
        pending = !FriendlyHexes.withinLimits(endHex, side, after);
      }
    }
    for (Hex h : places) {
      FriendlyHexes.overstack(map, g.chart(), side, h, after, arrived, warnings);
    }
    return new Aftermath(before.withUnits(after), List.copyOf(warnings), pending);
  }

  /**
   * An order without steps moves nothing, but one given from another start (a query's start)
   * ends there, as the checker says: the movers and the units they carry stand at that place,
   * with nothing else of a move (no flags, no phase movement).
   */
  private static GameState standAt(GameState before, MoveOrder order, Position end) {
    Set<String> movers = new LinkedHashSet<>(order.query().units());
    GameState after = before;
    for (Unit u : before.units()) {
      if (!u.position().equals(end) && (movers.contains(u.id())
          || movers.contains(u.attributes().get(Attributes.CARRIED_BY)))) {
        after = after.withUnit(u.withPosition(end));
      }
    }
    return after;
  }
}
