package io.github.warpath.squad.internal;

import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.Violation;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Friendly Hexes: a stack may pass through hexes of its own side freely, but where a move ends
 * over the stacking limits ({@link StackingLimits}) the excess is eliminated, lowest value first.
 *
 * <p>Over-stacking is settled when a move is over, not when an order stops: an order that
 * stops its stack in a hex over the limits may be followed by another order of the same move
 * ({@link Aftermath#of} with {@code moveOver} false), so the stack stays there with the fact
 * {@link PhaseFacts#OVER_STACKED}. Such a pending over-stack is settled when another stack
 * begins to move (every move judged or applied settles the pending hexes of units it does not
 * move), when the move is ended by a rule (a close assault, a stop), or at the end of the phase
 * ({@link #settle}); a later order of the same move that ends elsewhere leaves nothing to settle.
 */
public final class FriendlyHexes {
  private FriendlyHexes() {}

  /**
   * Settles every over-stack left pending, as when the phase's movement ends.
   *
   * @param state the state
   * @param chart the chart giving unit values
   * @return the state with the excess units eliminated and the warnings
   */
  public static Aftermath settle(GameState state, TerrainEffectsChart chart) {
    List<Unit> units = new ArrayList<>(state.units());
    List<Violation> warnings = new ArrayList<>();
    settlePending(state.hexMap(), chart, units, Set.of(), warnings);
    return new Aftermath(state.withUnits(units), List.copyOf(warnings), false);
  }

  /**
   * Settles the hexes where units other than {@code movers} wait with a pending over-stack, and
   * forgets the fact on them.
   */
  static void settlePending(HexMap map, TerrainEffectsChart chart, List<Unit> units,
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
  static boolean withinLimits(Hex hex, String side, List<Unit> units) {
    int heavy = 0;
    int infantry = 0;
    for (Unit u : units) {
      if (hex.equals(u.hexOrNull()) && u.side().equals(side) && !StackingLimits.carried(u)) {
        if (UnitKind.parse(u.kind(), "kind").infantry()) {
          infantry++;
        } else {
          heavy++;
        }
      }
    }
    return StackingLimits.withinLimits(heavy, infantry);
  }

  /** Removes the lowest-value units of a side from a hex until the hex is within the limits. */
  static void overstack(HexMap map, TerrainEffectsChart chart, String side, Hex hex,
      List<Unit> units, Set<String> arrived, List<Violation> warnings) {
    while (true) {
      int heavy = 0;
      int infantry = 0;
      Unit victim = null;
      int victimValue = 0;
      for (Unit u : units) {
        if (!hex.equals(u.hexOrNull()) || !u.side().equals(side) || StackingLimits.carried(u)) {
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
      if (victim == null || StackingLimits.withinLimits(heavy, infantry)) {
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
  public static int value(Unit u, UnitKind k, TerrainEffectsChart chart) {
    String v = u.attributes().get(Attributes.VALUE);
    return v == null ? chart.value(k) : TerrainEffectsChart.unitValue(Attributes.VALUE, v);
  }
}
