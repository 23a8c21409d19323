package io.github.warpath.squad;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.PhaseMovements;
import io.github.warpath.search.Walk;
import io.github.warpath.squad.internal.Actions;
import io.github.warpath.squad.internal.Aftermath;
import io.github.warpath.squad.internal.Attributes;
import io.github.warpath.squad.internal.Eligibility;
import io.github.warpath.squad.internal.Flags;
import io.github.warpath.squad.internal.FriendlyHexes;
import io.github.warpath.squad.internal.Markers;
import io.github.warpath.squad.internal.MovementClass;
import io.github.warpath.squad.internal.PhaseFacts;
import io.github.warpath.squad.internal.SquadGraph;
import io.github.warpath.squad.internal.StateCheck;
import io.github.warpath.squad.internal.TerrainEffectsChart;
import io.github.warpath.squad.internal.UnitKind;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Squad-afv: tactical hex movement for leaders, squads, half squads, teams, vehicles, AFVs and
 * guns, with vehicle facing, turning, reverse, infantry assault movement, leader bonuses,
 * close assaults and stacking limits.
 *
 * <p><b>Vocabulary.</b> Unit kinds {@code leader}, {@code squad}, {@code half-squad}, {@code team}
 * (other infantry: crews, weapon teams), {@code vehicle}, {@code afv}, {@code gun}. Leaders move
 * 6 MP, squads and half squads 4 MP (6 while a leader moves with them): their allowance is left
 * unset (or set to exactly that). Teams, vehicles, AFVs and guns move at {@code Unit.allowance()}.
 * Vehicles, AFVs and guns need a {@code facing}. Attributes: {@code movement-class} ({@code foot},
 * {@code tracked}, {@code wheeled}: the chart column; infantry and guns default to foot, AFVs to
 * tracked, vehicles to wheeled), {@code value} (a whole number for over-stacking eliminations;
 * default from the chart's {@code value.<kind>}), {@code carried-by} (the id of the vehicle or AFV
 * the unit rides in; passengers move with it and do not count against the stacking limits).
 * Flags: {@code moved} (the unit has made its move; apply sets it, and such a unit moves no
 * more), {@code pinned} (cannot move; apply sets it on a leader pinned during a move),
 * {@code assault-cover} (the unit used assault movement: +1 cover; set by apply),
 * {@code close-assault} (the unit entered an enemy hex by close assault; set by apply). Markers
 * {@code fortification} and {@code emplacement} are accepted and do not hinder movement. Phase
 * {@code movement} or none; no weather, no conditions, no query options.
 *
 * <p><b>Stacks.</b> A query naming several units moves them as one stack within the stacking
 * limits: infantry; vehicles and AFVs of one movement class and facing; guns of one movement
 * class; or one of those with infantry walking alongside. Every unit pays its own cost for each
 * hex from its own points and the stack goes on while all of them can; a mixed stack's reported
 * costs are the vehicle's or gun's, and each step's note gives what the infantry have spent.
 *
 * <p><b>Modes.</b> {@code normal} (the default) and {@code assault}: infantry assault movement,
 * every member's points halved (rounded down to 1/12 MP) before anything else, including the
 * leader bonus's 6 MP, which becomes 3.
 *
 * <p><b>Steps.</b> {@code Step.enter(hex)} moves one hex; the engine picks the cheapest legal way
 * (for a vehicle: forward or reverse, and the turn needed). {@code Step.turn(facing)} turns a
 * vehicle or gun in place. Actions: {@code reverse} / {@code forward} in place hold reverse on or
 * off for the following moves (on a move step, they ask for that way of entering the hex);
 * {@code close-assault} on a move step enters an enemy-held hex and ends the move there;
 * {@code leader-pinned} and {@code leader-eliminated} in place report that the stack's leader
 * was lost at that point ({@code leader-pinned:<id>} names the leader when several lead the
 * stack).
 *
 * <p><b>TerrainEffectsChart.</b> Hex and hexside costs per movement class and unit values are data: the default
 * chart ({@link #defaultChart()}) is our own judgement (the text prints none) and a scenario
 * overrides any key through {@code GameState.charts()}: {@code hex.<terrain>.<class>},
 * {@code side.<feature>.<class>} (for {@code road}: the cost along the road, replacing hex and
 * hexside costs), {@code value.<kind>}. Values are movement points or {@code P} (prohibited).
 *
 * <p>Immutable and thread-safe; share one instance.
 */
// the type argument is the compiled graph, in a package this module does not export: only the
// protected hooks of this final class name it
@SuppressWarnings("exports")
public final class SquadAfvRules extends HexRuleSetSupport<SquadGraph> {

  /** The id of this rule set. */
  public static final String ID = SquadRule.RULE_SET;

  /** The terrain names of squad-afv maps. */
  public static final TerrainVocabulary TERRAIN = StateCheck.TERRAIN;

  /** The default mode: hex by hex. */
  public static final String MODE_NORMAL = "normal";
  /** Infantry assault movement. */
  public static final String MODE_ASSAULT = "assault";

  private static final List<MovementMode> MODES = List.of(
      new MovementMode(MODE_NORMAL, "hex by hex, singly or as a stack"),
      new MovementMode(MODE_ASSAULT, "infantry assault movement: half the points, +1 cover"));

  /** Creates the rule set (stateless; share one instance). */
  public SquadAfvRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Squad/AFV tactical movement";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "Tactical hex movement: infantry with leader bonuses and assault movement, vehicles"
        + " and AFVs with facing, turning and reverse, guns, minimum move, close assaults and"
        + " stacking limits with over-stacking eliminations.";
  }

  @Override
  public List<MovementMode> modes() {
    return MODES;
  }

  @Override
  public List<Rule> rules() {
    return List.of(SquadRule.values());
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(TERRAIN);
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> v = new LinkedHashMap<>();
    v.put("unit-kinds", UnitKind.names());
    v.put("unit-attributes", Attributes.ALL);
    v.put("movement-classes", MovementClass.names());
    v.put("unit-flags", Flags.ALL);
    v.put("markers", Markers.ALL);
    v.put("phases", StateCheck.PHASES);
    v.put("weather", List.of());
    v.put("conditions", List.of());
    v.put("options", List.of());
    v.put("actions", Actions.ALL);
    v.put("chart-keys", TerrainEffectsChart.keys());
    v.put(io.github.warpath.state.PhaseMovement.FACTS, PhaseFacts.ALL);
    return java.util.Collections.unmodifiableMap(v);
  }

  /**
   * The default chart: every chart key with its default value, in a stable order.
   *
   * @return an unmodifiable map
   */
  public static Map<String, String> defaultChart() {
    return TerrainEffectsChart.defaults();
  }

  @Override
  public void validate(GameState state) {
    StateCheck.validate(state);
    PhaseFacts.validate(state.units());
  }

  @Override
  protected SquadGraph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    boolean assault = mode(query.mode()).id().equals(MODE_ASSAULT);
    if (!query.options().isEmpty()) {
      throw new InvalidInputException("options", "squad-afv reads no query options; got "
          + query.options().keySet());
    }
    SquadGraph g = buffers.scratch(SquadGraph.class, SquadGraph::new);
    if (g.needsValidation(state)) {
      validate(state); // the state and every unit's movement facts, once per state
      g.validated(state);
    }
    g.reset(state, query, assault);
    return g;
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query, SquadGraph g) {
    List<Violation> ended = PhaseMovements.ended(state, query);
    List<Violation> out = ended.isEmpty() ? null : new ArrayList<>(ended);
    for (int code = 0; code < Eligibility.COUNT; code++) {
      int m = g.problem(code);
      if (m < 0) {
        continue;
      }
      if (out == null) {
        out = new ArrayList<>();
      }
      out.add(Eligibility.violation(code, state.units().get(g.memberUnit(m))));
    }
    return out == null ? List.of() : out;
  }

  /**
   * {@inheritDoc}
   *
   * <p>A squad-afv turn has one movement phase, {@code movement}.
   */
  @Override
  public List<io.github.warpath.rules.MovementPhase> movementPhases(GameState state,
      String side) {
    return List.of(io.github.warpath.rules.MovementPhase.of(StateCheck.PHASES.get(0), side,
        "movement: every unit of the side may move, one unit or stack at a time"));
  }

  @Override
  protected List<Violation> finish(GameState state, MoveOrder order, SquadGraph graph, Walk walk,
      List<Violation> warnings) {
    if (walk.violations().isEmpty()) {
      warnings.addAll(Aftermath.of(state, order, graph, walk, true).warnings());
    }
    return List.of();
  }

  @Override
  protected GameState applyLegal(GameState state, MoveOrder order, SquadGraph graph, Walk walk) {
    Aftermath a = Aftermath.of(state, order, graph, walk, false);
    return PhaseFacts.record(state, a.state(), order, graph, walk, a.pending());
  }

  /**
   * Ends the phase's movement: stacks that stopped over the stacking limits in an order and
   * were not moved on lose their lowest-value units until every such hex is within the limits
   * (a move given in several orders is over only when another stack moves or the phase ends).
   *
   * @param state the state after the phase's last order
   * @return the state with the excess units eliminated
   */
  public GameState endMovement(GameState state) {
    validate(state);
    return FriendlyHexes.settle(state, TerrainEffectsChart.of(state.charts())).state();
  }
}
