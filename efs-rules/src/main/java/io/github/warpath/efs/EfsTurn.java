package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What happens between moves: entering a phase (points spent are forgotten; bridge units begin
 * to operate) and placing bridge units.
 *
 * <p>Bridge units are markers of kind {@code bridge} with the owning side, the hex they stand on,
 * the hexside they span and the attribute {@code state}. They are placed under construction in
 * the owner's supply phase; a bridge over a river operates from the start of the owner's Regular
 * Movement phase, one over a major river from the owner's Engineering phase. An enemy unit that
 * enters the bridge's hex removes it (done by {@link EfsRules#apply}).
 */
public final class EfsTurn {
  private EfsTurn() {}

  /**
   * The state at the start of a phase of a side: the environment's phase and active side set;
   * at the start of a movement phase every unit's {@link
   * io.github.warpath.state.PhaseMovement} (and the older {@code mp-spent} and {@code
   * phase-start} attributes) is cleared; the side's bridge units under construction begin to operate when their time comes.
   * Flags that last a turn ({@code moved}) or whose removal the text does not time
   * ({@code overrun}) are left to the caller.
   *
   * @param state the state
   * @param phase the phase that starts
   * @param side the side whose phase it is
   * @return the new state
   * @throws InvalidInputException for an unknown side
   */
  public static GameState enterPhase(GameState state, EfsPhase phase, String side) {
    if (!EfsVocabulary.SIDES.contains(side)) {
      throw new InvalidInputException("side", "unknown side '" + side + "'; known: "
          + String.join(", ", EfsVocabulary.SIDES));
    }
    Environment env = state.environment().withPhase(phase.id()).withActiveSide(side);
    GameState s = state.withEnvironment(env);
    if (phase.isMovement()) {
      List<Unit> units = new ArrayList<>();
      for (Unit u : s.units()) {
        Map<String, String> attrs = new LinkedHashMap<>(u.attributes());
        attrs.remove(EfsVocabulary.MP_SPENT);
        attrs.remove(EfsVocabulary.PHASE_START);
        units.add(attrs.size() == u.attributes().size() ? u : u.withAttributes(attrs));
      }
      s = s.withUnits(units).withoutPhaseMovement();
    }
    HexMap map = s.hexMap();
    List<Marker> markers = new ArrayList<>();
    for (Marker m : s.markers()) {
      boolean flip = m.kind().equals(EfsVocabulary.BRIDGE) && m.side().equals(side)
          && EfsVocabulary.UNDER_CONSTRUCTION.equals(m.attributes().get(EfsVocabulary.STATE))
          && m.hexside().isPresent()
          && (phase == EfsPhase.REGULAR_MOVEMENT
              && !map.has(m.hexside().get(), EfsHexside.MAJOR_RIVER)
              || phase == EfsPhase.ENGINEERING
              && map.has(m.hexside().get(), EfsHexside.MAJOR_RIVER));
      if (flip) {
        Map<String, String> attrs = new LinkedHashMap<>(m.attributes());
        attrs.put(EfsVocabulary.STATE, EfsVocabulary.OPERATING);
        m = Marker.builder().from(m).attributes(attrs).build();
      }
      markers.add(m);
    }
    return s.withMarkers(markers);
  }

  /**
   * Places a bridge unit under construction. Legal in the side's supply phase, over a river or
   * major river hexside.
   *
   * @param state the state
   * @param id the bridge marker's id (a new one, or one that was returned to the side)
   * @param side the owning side
   * @param hexside the hexside it spans
   * @return the verdict and, if legal, the state with the bridge placed
   * @throws InvalidInputException for an unknown side or a hexside off the map
   */
  public static MoveOutcome placeBridge(GameState state, String id, String side,
      Hexside hexside) {
    if (!EfsVocabulary.SIDES.contains(side)) {
      throw new InvalidInputException("side", "unknown side '" + side + "'; known: "
          + String.join(", ", EfsVocabulary.SIDES));
    }
    HexMap map = state.hexMap();
    Hex a = hexside.hex();
    Hex b = a.neighbor(hexside.direction());
    if (!map.contains(a) && !map.contains(b)) {
      throw new InvalidInputException("hexside", "the hexside is off the map ("
          + map.extent() + ")");
    }
    Hex at = map.contains(a) ? a : b;
    List<Violation> v = new ArrayList<>();
    String phase = state.environment().phase();
    String active = state.environment().activeSide();
    if (!phase.equals(EfsPhase.SUPPLY.id()) || !active.isEmpty() && !active.equals(side)) {
      v.add(Violation.of(EfsRuleHeading.BRIDGES, "bridge units are placed in their side's supply"
          + " determination phase").withLocation(map.label(at)));
    }
    if (!map.has(hexside, EfsHexside.RIVER) && !map.has(hexside, EfsHexside.MAJOR_RIVER)) {
      v.add(Violation.of(EfsRuleHeading.BRIDGES, "a bridge unit spans a river or major river")
          .withLocation(map.label(at)));
    }
    Verdict.Builder verdict = Verdict.builder().ruleSet(EfsRules.ID).spent(Mp.ZERO)
        .allowance(Mp.ZERO).end(Position.hex(at)).addAllViolations(v);
    if (!v.isEmpty()) {
      return new MoveOutcome(verdict.build(), Optional.empty());
    }
    List<Marker> markers = new ArrayList<>();
    for (Marker m : state.markers()) {
      if (!(id.equals(m.id()) && m.kind().equals(EfsVocabulary.BRIDGE))) {
        markers.add(m);
      }
    }
    markers.add(Marker.builder().id(id).kind(EfsVocabulary.BRIDGE).side(side)
        .position(Position.hex(at)).hexside(hexside)
        .putAttributes(EfsVocabulary.STATE, EfsVocabulary.UNDER_CONSTRUCTION).build());
    return new MoveOutcome(verdict.build(), Optional.of(state.withMarkers(markers)));
  }
}
