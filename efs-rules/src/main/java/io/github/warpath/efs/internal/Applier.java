package io.github.warpath.efs.internal;

import io.github.warpath.Mp;
import io.github.warpath.efs.EfsMovementFact;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.search.Walk;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.PhaseMovement;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The state after a legal move: positions, each unit's {@link PhaseMovement} (points spent, the
 * hex it started the phase in, how it entered its hex), the overrun marker on overrun units,
 * enemy bridge units removed from hexes entered, air transport points spent, super-heavy modes.
 */
public final class Applier {
  private Applier() {}

  /**
   * Builds the new state.
   *
   * @param state the state before
   * @param order the legal order
   * @param g the compiled graph
   * @param walk the walk of the order
   * @return the state after
   */
  public static GameState apply(GameState state, MoveOrder order, EfsGraph g, Walk walk) {
    List<String> ids = order.query().units();
    if (g.mode() == MovementModes.MODE_CHANGE) {
      GameState s = state;
      List<Integer> slots = walk.slots();
      if (!slots.isEmpty()) {
        String mode = slots.get(slots.size() - 1) == 0 ? EfsVocabulary.MODE_FIRING
            : EfsVocabulary.MODE_MOVE;
        for (String id : ids) {
          Unit u = s.unit(id);
          s = s.withUnit(u.withAttributes(with(u.attributes(), EfsVocabulary.MODE, mode)));
        }
      }
      return s;
    }
    Position end = walk.endPosition();
    List<Integer> nodes = walk.nodes();
    List<Integer> slots = walk.slots();
    int states = g.states();
    Set<Integer> entered = new HashSet<>();
    Set<Integer> overrun = new HashSet<>();
    boolean exhausted = g.mode() == MovementModes.ONE_HEX || g.mode() == MovementModes.INFILTRATION
        || g.mode() == MovementModes.AIR;
    for (int k = 0; k < nodes.size(); k++) {
      int loc = nodes.get(k) / states;
      int slot = slots.get(k);
      // a box's location is past the hexes: no marker's hex matches it
      entered.add(loc);
      if (g.mode() == MovementModes.NORMAL && slot >= Overrun.SUCCESS) {
        if (slot < Overrun.FAILURE) {
          overrun.add(loc);
        } else {
          exhausted = true;
        }
      }
    }
    List<Unit> units = new ArrayList<>(state.units());
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (ids.contains(u.id())) {
        units.set(i, moved(u, g, end, walk, exhausted));
      } else if (!u.side().equals(g.side()) && u.hexOrNull() != null
          && overrun.contains(g.map().index(u.hexOrNull()))) {
        Unit x = u.withFlag(EfsVocabulary.OVERRUN);
        if (x.kind().equals(EfsVocabulary.HQ)) {
          x = x.withFlag(EfsVocabulary.NON_OP);
        }
        units.set(i, x);
      }
    }
    List<Marker> markers = new ArrayList<>();
    for (Marker m : state.markers()) {
      Hex h = m.position().hexOrNull();
      boolean enemyBridge = m.kind().equals(EfsVocabulary.BRIDGE) && !m.side().equals(g.side())
          && h != null && entered.contains(g.map().index(h));
      if (!enemyBridge) {
        markers.add(m);
      }
    }
    GameState s = state.withUnits(units).withMarkers(markers);
    if (g.mode() == MovementModes.AIR && !nodes.isEmpty()) {
      s = spendAirPoints(s, order, g);
    }
    return s;
  }

  private static Unit moved(Unit u, EfsGraph g, Position end, Walk walk, boolean exhausted) {
    Unit x = u.withPosition(end);
    if (walk.nodes().isEmpty()) {
      return x;
    }
    if (g.mode() == MovementModes.RETREAT) {
      // a retreat counts hexes, one point a hex, so an order may go on with the hexes left
      Optional<PhaseMovement> before = UnitAttributes.retreating(u) ? u.phaseMovement()
          : Optional.empty();
      return x.withPhaseMovement(PhaseMovement.after(before, g.query().start().orElse(
          u.position()), Mp.ofTicks(walk.spentTicks(), EfsGraph.TICKS), EfsVocabulary.RETREAT,
          List.of()));
    }
    x = x.withFlag(EfsVocabulary.MOVED);
    int before = UnitAttributes.spent(u);
    // only modes that are the whole move and a failed overrun exhaust a unit, never a strategic
    // move, so the allowance is the phase's without the strategic multiplier
    int total = exhausted
        ? Math.max(before, UnitAttributes.phaseAllowance(u, g.profile().phase, g.chart()))
        : before + walk.spentTicks();
    Position from = g.query().start().orElse(u.position());
    Position phaseStart = u.phaseMovement().map(PhaseMovement::phaseStart)
        .orElse(legacyPhaseStart(u, g, from));
    List<String> facts = g.mode() == MovementModes.NORMAL || g.mode() == MovementModes.STRATEGIC
        ? EfsMovementFact.ofRoadState(walk.endNode() & 7) : List.of();
    Map<String, String> attrs = new LinkedHashMap<>(x.attributes());
    attrs.remove(EfsVocabulary.MP_SPENT);
    attrs.remove(EfsVocabulary.PHASE_START);
    List<Integer> slots = walk.slots();
    int last = slots.isEmpty() ? -1 : slots.get(slots.size() - 1);
    boolean overranLast = g.mode() == MovementModes.NORMAL && last >= Overrun.SUCCESS
        && last < Overrun.FAILURE;
    return x.withAttributes(attrs).withPhaseMovement(PhaseMovement.builder()
        .phaseStart(phaseStart).spent(Mp.ofTwelfths(total)).mode(MovementModes.id(g.mode()))
        .addAllFacts(facts).stoppedBy(overranLast ? Optional.empty() : walk.stopRule())
        .build());
  }

  /** The older {@code phase-start} attribute as a position, or the order's start. */
  private static Position legacyPhaseStart(Unit u, EfsGraph g, Position from) {
    String label = u.attributes().get(EfsVocabulary.PHASE_START);
    if (label == null) {
      return from;
    }
    try {
      return Position.hex(g.map().parse(label));
    } catch (io.github.warpath.InvalidInputException e) {
      return from;
    }
  }

  private static Map<String, String> with(Map<String, String> attrs, String key, String value) {
    Map<String, String> m = new LinkedHashMap<>(attrs);
    m.put(key, value);
    return m;
  }

  private static GameState spendAirPoints(GameState s, MoveOrder order, EfsGraph g) {
    if (order.query().options().containsKey(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS)) {
      return s;
    }
    String key = EfsVocabulary.AIR_TRANSPORT_POINTS + "." + g.side();
    Environment env = s.environment();
    String have = env.attributes().get(key);
    if (have == null) {
      return s;
    }
    int left = AirTransport.points(have, "environment.attributes." + key)
        - AirTransport.pointsNeeded(s, order.query().units());
    Map<String, String> attrs = with(env.attributes(), key, Integer.toString(left));
    return s.withEnvironment(Environment.builder().from(env).attributes(attrs).build());
  }
}
