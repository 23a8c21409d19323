package io.github.warpath.efs;

import io.github.warpath.InvalidInputException;
import io.github.warpath.efs.internal.Applier;
import io.github.warpath.efs.internal.ChartValues;
import io.github.warpath.efs.internal.EfsGraph;
import io.github.warpath.efs.internal.Eligibility;
import io.github.warpath.efs.internal.OverrunContinuation;
import io.github.warpath.efs.internal.Validation;
import io.github.warpath.efs.internal.ZoneOfControl;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The East Front Series movement rules ({@code efs}): phases and the asymmetric sequence of
 * play, movement classes by colour code, the Terrain Effects Chart by weather column (with
 * weather by region and lingering mud), roads with the road-exit rule, the Motorway, railroads
 * walked along, bridges, zones of control, One Hex Movement, infiltration, strategic movement,
 * air transport, overruns, super-heavy artillery and retreats.
 *
 * <p>The names it reads are in {@link EfsVocabulary}; the chart and its keys in {@link
 * TerrainEffectsChart}. Stateless and thread-safe: share one instance.
 */
// the type argument is the compiled graph, in a package this module does not export: only the
// protected hooks of this final class name it
@SuppressWarnings("exports")
public final class EfsRules extends HexRuleSetSupport<EfsGraph> {

  /** The id of this rule set. */
  public static final String ID = "efs";

  /** The terrain names of EFS maps. */
  public static final TerrainVocabulary TERRAIN = TerrainVocabulary.of(EfsTerrain.class,
      EfsHexside.class);

  private static final List<MovementMode> MODES = List.of(
      new MovementMode(EfsVocabulary.NORMAL, "hex to hex; an overrun is a step with the action"
          + " overrun:success or overrun:failure@<hex>"),
      new MovementMode(EfsVocabulary.ONE_HEX, "One Hex Movement: one adjacent hex whatever it"
          + " costs, spending every point"),
      new MovementMode(EfsVocabulary.INFILTRATION, "Infiltration Movement (yellow factor): from an"
          + " enemy zone of control into an adjacent one, spending every point"),
      new MovementMode(EfsVocabulary.STRATEGIC, "strategic movement along roads with a multiplied"
          + " allowance"),
      new MovementMode(EfsVocabulary.AIR_TRANSPORT, "air transport between friendly towns,"
          + " cities, major cities and Air Ready boxes, spending air transport points"),
      new MovementMode(EfsVocabulary.RETREAT, "a retreat counted in hexes (option hexes, default"
          + " 2)"),
      new MovementMode(EfsVocabulary.MODE_CHANGE, "super-heavy artillery turns to its firing or"
          + " mobile side (Engineering phase)"));

  private static final List<String> PHASE_MODES = List.of(EfsVocabulary.NORMAL,
      EfsVocabulary.ONE_HEX, EfsVocabulary.INFILTRATION, EfsVocabulary.STRATEGIC,
      EfsVocabulary.AIR_TRANSPORT);
  private static final List<String> PHASE_MODES_NO_INFILTRATION = List.of(EfsVocabulary.NORMAL,
      EfsVocabulary.ONE_HEX, EfsVocabulary.STRATEGIC, EfsVocabulary.AIR_TRANSPORT);

  private static final List<Rule> RULES = List.of(EfsRuleHeading.values());

  /** Creates the rule set (stateless; share one instance). */
  public EfsRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "East Front Series";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "Operational movement of the East Front Series: Regular, Motorized and Reaction"
        + " Movement phases, movement classes by colour code, a Terrain Effects Chart with dry,"
        + " mud, frost, snow and arctic columns, the road-exit rule, the Motorway, railroads,"
        + " bridges, zones of control, One Hex Movement, infiltration, strategic movement, air"
        + " transport, overruns and super-heavy artillery.";
  }

  @Override
  public List<MovementMode> modes() {
    return MODES;
  }

  @Override
  public List<Rule> rules() {
    return RULES;
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(TERRAIN);
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    m.put("sides", EfsVocabulary.SIDES);
    m.put("unit-kinds", EfsVocabulary.UNIT_KINDS);
    m.put("unit-attributes", EfsVocabulary.UNIT_ATTRIBUTES);
    m.put("unit-flags", EfsVocabulary.UNIT_FLAGS);
    m.put("movement-classes", MovementClass.names());
    m.put("markers", EfsVocabulary.MARKERS);
    m.put("box-kinds", List.of(EfsVocabulary.AIR_READY));
    m.put("region-kinds", List.of(EfsVocabulary.CONTROL_REGION));
    m.put("phases", EfsPhase.ids());
    m.put("weather", EfsWeather.ids());
    m.put("conditions", List.of("lingering-mud", "lingering-mud@<region>"));
    m.put("environment-attributes", List.of(EfsVocabulary.AIR_TRANSPORT_POINTS + ".axis",
        EfsVocabulary.AIR_TRANSPORT_POINTS + ".soviet"));
    m.put("options", List.of(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS,
        EfsVocabulary.OPTION_HEXES));
    m.put("actions", List.of(EfsVocabulary.OVERRUN_SUCCESS, EfsVocabulary.OVERRUN_FAILURE
        + "@<hex>", EfsVocabulary.TO_FIRING, EfsVocabulary.TO_MOVE));
    m.put("chart-keys", ChartValues.cellKeys());
    m.put(io.github.warpath.state.PhaseMovement.FACTS, EfsMovementFact.words());
    return java.util.Collections.unmodifiableMap(m);
  }

  /**
   * Enemy zones of control: every unit projects one into its six neighbours, except an overrun
   * unit or one flagged as projecting none; in mud a motorized unit reaches only along road and
   * railway hexsides.
   *
   * @param state the state
   * @param unitId the unit
   * @param at the hex it would stand on
   * @return the hexes of its zone
   */
  @Override
  public List<Hex> zoneOfControl(GameState state, String unitId, Hex at) {
    return ZoneOfControl.hexes(state, unitId, at);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The Axis moves in Regular Movement, then (after combat) in Motorized Movement; the Soviet
   * player the other way round, Motorized first. Reaction Movement is not listed: a side reacts
   * in the other side's turn.
   *
   * @throws InvalidInputException for a side other than axis or soviet
   */
  @Override
  public List<MovementPhase> movementPhases(GameState state, String side) {
    String axis = EfsVocabulary.AXIS;
    if (side.equals(axis)) {
      return List.of(
          new MovementPhase(EfsPhase.REGULAR_MOVEMENT.id(), axis, "Axis Regular Movement:"
              + " practically every Axis unit moves, with its full allowance", PHASE_MODES),
          new MovementPhase(EfsPhase.MOTORIZED_MOVEMENT.id(), axis, "Axis Motorized Movement:"
              + " motorized units (not orange, not super-heavy) move again, with their full"
              + " allowance", PHASE_MODES_NO_INFILTRATION));
    }
    if (side.equals(EfsVocabulary.SOVIET)) {
      return List.of(
          new MovementPhase(EfsPhase.MOTORIZED_MOVEMENT.id(), side, "Soviet Motorized Movement:"
              + " motorized units, non-motorized units an HQ activated, and cavalry with half its"
              + " allowance", PHASE_MODES),
          new MovementPhase(EfsPhase.REGULAR_MOVEMENT.id(), side, "Soviet Regular Movement:"
              + " every Soviet unit moves with its full allowance, cavalry included",
              PHASE_MODES_NO_INFILTRATION));
    }
    throw new InvalidInputException("side", "unknown side '" + side + "'; known: "
        + String.join(", ", EfsVocabulary.SIDES));
  }

  /**
   * {@inheritDoc}
   *
   * <p>As {@link EfsTurn#enterPhase}: the points spent and how each unit entered its hex are
   * forgotten (so a unit that ended the last phase on a road leaves it without paying the road
   * back), the side's bridge units begin to operate when their time comes; the {@code moved}
   * flag lasts the turn. A phase without a side keeps the state's active side.
   */
  @Override
  public GameState enterPhase(GameState state, MovementPhase phase) {
    String side = phase.side().isEmpty() ? state.environment().activeSide() : phase.side();
    return EfsTurn.enterPhase(state, EfsPhase.of(phase.phase(), "phase"), side);
  }

  @Override
  public void validate(GameState state) {
    Validation.validate(state, TERRAIN);
  }

  @Override
  protected EfsGraph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    String mode = mode(query.mode()).id();
    EfsGraph g = buffers.scratch(EfsGraph.class, EfsGraph::new);
    return g.reset(state, query, mode, TERRAIN);
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query, EfsGraph graph) {
    String mode = mode(query.mode()).id();
    List<Violation> ended = mode.equals(EfsVocabulary.RETREAT)
        || mode.equals(EfsVocabulary.MODE_CHANGE) ? List.of()
        : PhaseMovements.ended(state, query);
    List<Violation> gates = Eligibility.check(state, query, graph);
    if (ended.isEmpty()) {
      return gates;
    }
    List<Violation> all = new ArrayList<>(ended);
    all.addAll(gates);
    return all;
  }

  @Override
  protected GameState applyLegal(GameState state, MoveOrder order, EfsGraph graph, Walk walk) {
    return Applier.apply(state, order, graph, walk);
  }

  @Override
  public Verdict check(GameState state, MoveOrder order, SearchBuffers buffers) {
    checkSteps(state, order);
    int k = OverrunContinuation.cut(order, mode(order.query().mode()).id());
    return k > 0 ? inParts(state, order, k, buffers).verdict()
        : super.check(state, order, buffers);
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order, SearchBuffers buffers) {
    checkSteps(state, order);
    int k = OverrunContinuation.cut(order, mode(order.query().mode()).id());
    return k > 0 ? inParts(state, order, k, buffers) : super.apply(state, order, buffers);
  }

  /**
   * An order that goes on after a successful overrun: the steps up to the overrun, applied,
   * then the rest from the state after (which may hold further overruns). A refused first part
   * is the verdict.
   */
  private MoveOutcome inParts(GameState state, MoveOrder order, int k,
      SearchBuffers buffers) {
    MoveOutcome first = super.apply(state, OverrunContinuation.head(order, k), buffers);
    if (first.state().isEmpty()) {
      return first;
    }
    MoveOutcome rest = apply(first.state().get(), OverrunContinuation.tail(order, k), buffers);
    return OverrunContinuation.join(first, rest, k);
  }

  /** Rejects step actions and facings the order's mode does not know. */
  private void checkSteps(GameState state, MoveOrder order) {
    String mode = mode(order.query().mode()).id();
    List<Step> steps = order.steps();
    for (int i = 0; i < steps.size(); i++) {
      Step s = steps.get(i);
      // the field's name is made only for an error: this runs on every check
      if (s.facing() != null) {
        throw new InvalidInputException("steps[" + i + "].facing", "efs units have no facing");
      }
      if (s.action() != null) {
        checkAction(state, mode, s, "steps[" + i + "]");
      }
    }
  }

  /** Rejects a step's action that the order's mode does not know. */
  private void checkAction(GameState state, String mode, Step s, String field) {
    String a = s.action();
    // an overrun is well formed in any mode; outside normal movement the walk judges it
    // illegal like any other step the mode forbids
    boolean ok;
    if (a.equals(EfsVocabulary.OVERRUN_SUCCESS)) {
      ok = true;
      if (s.inPlace()) {
        throw new InvalidInputException(field + ".action", "an overrun that succeeds enters"
            + " the overrun hex: give the hex as the step's destination");
      }
    } else if (a.startsWith(EfsVocabulary.OVERRUN_FAILURE + "@")) {
      ok = true;
      if (!s.inPlace()) {
        throw new InvalidInputException(field + ".action", "a failed overrun leaves the stack"
            + " where it is: make it a step in place naming the hex after @");
      }
      String label = a.substring(EfsVocabulary.OVERRUN_FAILURE.length() + 1);
      try {
        state.hexMap().parse(label);
      } catch (InvalidInputException e) {
        throw new InvalidInputException(field + ".action", e.getMessage());
      }
    } else if (a.equals(EfsVocabulary.TO_FIRING) || a.equals(EfsVocabulary.TO_MOVE)) {
      ok = mode.equals(EfsVocabulary.MODE_CHANGE);
      if (ok && !s.inPlace()) {
        throw new InvalidInputException(field + ".action", "a mode change happens in place");
      }
    } else {
      ok = false;
    }
    if (!ok) {
      List<String> known = new ArrayList<>();
      if (mode.equals(EfsVocabulary.NORMAL)) {
        known.add(EfsVocabulary.OVERRUN_SUCCESS);
        known.add(EfsVocabulary.OVERRUN_FAILURE + "@<hex>");
      } else if (mode.equals(EfsVocabulary.MODE_CHANGE)) {
        known.add(EfsVocabulary.TO_FIRING);
        known.add(EfsVocabulary.TO_MOVE);
      }
      throw new InvalidInputException(field + ".action", "unknown action '" + a + "' in mode "
          + mode + (known.isEmpty() ? "; this mode takes no actions"
          : "; known: " + String.join(", ", known)));
    }
  }
}
