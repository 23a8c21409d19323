package io.github.warpath.squad.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Walk;
import io.github.warpath.squad.SquadRule;
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
 * limits (lowest value first).
 *
 * <p>Over-stacking is settled when a move is over, not when an order stops: an order that
 * stops its stack in a hex over the limits may be followed by another order of the same move
 * ({@link #of} with {@code moveOver} false), so the stack stays there with the fact {@link
 * PhaseFacts#OVER_STACKED}. Such a pending over-stack is settled when another stack begins to
 * move (every move judged or applied settles the pending hexes of units it does not move), when
 * the move is ended by a rule (a close assault, a stop), or at the end of the phase ({@link
 * #settle}); a later order of the same move that ends elsewhere leaves nothing to settle.
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
    settlePending(map, g.chart(), after, movers, warnings);
    Set<Hex> places = new LinkedHashSet<>(pinnedAt.values());
    Hex endHex = end.hexOrNull();
    boolean over = moveOver || closeAssault || walk.stopRule().isPresent();
    boolean pending = false;
    if (endHex != null) {
      if (over) {
        places.add(endHex);
      } else {
        pending = !withinLimits(endHex, side, after);
      }
    }
    for (Hex h : places) {
      overstack(map, g.chart(), side, h, after, arrived, warnings);
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

  /**
   * Settles every over-stack left pending, as when the phase's movement ends.
   *
   * @param state the state
   * @param chart the chart giving unit values
   * @return the state with the excess units eliminated and the warnings
   */
  public static Aftermath settle(GameState state, Chart chart) {
    List<Unit> units = new ArrayList<>(state.units());
    List<Violation> warnings = new ArrayList<>();
    settlePending(state.hexMap(), chart, units, Set.of(), warnings);
    return new Aftermath(state.withUnits(units), List.copyOf(warnings), false);
  }

  /**
   * Settles the hexes where units other than {@code movers} wait with a pending over-stack, and
   * forgets the fact on them.
   */
  private static void settlePending(HexMap map, Chart chart, List<Unit> units,
      Set<String> movers, List<Violation> warnings) {
    Map<Hex, String> hexes = new java.util.LinkedHashMap<>();
    Set<String> waiting = new LinkedHashSet<>();
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (movers.contains(u.id()) || u.phaseMovement().isEmpty()
          || !u.phaseMovement().get().has(PhaseFacts.OVER_STACKED)) {
        continue;
      }
      waiting.add(u.id());
      if (u.hexOrNull() != null) {
        hexes.putIfAbsent(u.hexOrNull(), u.side());
      }
      units.set(i, PhaseFacts.without(u, PhaseFacts.OVER_STACKED));
    }
    for (Map.Entry<Hex, String> e : hexes.entrySet()) {
      overstack(map, chart, e.getValue(), e.getKey(), units, waiting, warnings);
    }
  }

  /** Whether a side's units in a hex are within the stacking limits. */
  private static boolean withinLimits(Hex hex, String side, List<Unit> units) {
    int heavy = 0;
    int infantry = 0;
    for (Unit u : units) {
      if (hex.equals(u.hexOrNull()) && u.side().equals(side) && !Stacking.carried(u)) {
        if (UnitKind.parse(u.kind(), "kind").infantry()) {
          infantry++;
        } else {
          heavy++;
        }
      }
    }
    return Stacking.withinLimits(heavy, infantry);
  }

  /** Removes the lowest-value units of a side from a hex until the hex is within the limits. */
  private static void overstack(HexMap map, Chart chart, String side, Hex hex, List<Unit> units,
      Set<String> arrived, List<Violation> warnings) {
    while (true) {
      int heavy = 0;
      int infantry = 0;
      Unit victim = null;
      int victimValue = 0;
      for (Unit u : units) {
        if (!hex.equals(u.hexOrNull()) || !u.side().equals(side) || Stacking.carried(u)) {
          continue;
        }
        UnitKind k = UnitKind.parse(u.kind(), "kind");
        if (k.infantry()) {
          infantry++;
        } else {
          heavy++;
        }
        int v = value(u, k, chart);
        // lowest value first; among equals, units that just arrived before those already
        // there, and later units of the state before earlier ones
        if (victim == null || v < victimValue || v == victimValue
            && (arrived.contains(u.id()) || !arrived.contains(victim.id()))) {
          victim = u;
          victimValue = v;
        }
      }
      if (victim == null || Stacking.withinLimits(heavy, infantry)) {
        return;
      }
      String gone = victim.id();
      int removed = 0;
      for (int i = units.size() - 1; i >= 0; i--) {
        Unit u = units.get(i);
        if (u.id().equals(gone) || gone.equals(u.attributes().get(Attributes.CARRIED_BY))) {
          units.remove(i);
          removed++;
        }
      }
      warnings.add(Violation.builder().rule(SquadRule.FRIENDLY_HEXES.ref())
          .reason("the move ended over the stacking limits (" + heavy
              + " vehicles, AFVs or guns and " + infantry + " infantry): " + gone + " ("
              + victim.kind() + ", value " + victimValue + ") is eliminated"
              + (removed > 1 ? " with its passengers" : ""))
          .location(map.label(hex)).build());
    }
  }

  /**
   * A unit's value: its {@code value} attribute, else the chart's value of its kind.
   *
   * @param u the unit
   * @param k its kind
   * @param chart the chart
   * @return the value
   */
  public static int value(Unit u, UnitKind k, Chart chart) {
    String v = u.attributes().get(Attributes.VALUE);
    return v == null ? chart.value(k) : Chart.unitValue(Attributes.VALUE, v);
  }
}
