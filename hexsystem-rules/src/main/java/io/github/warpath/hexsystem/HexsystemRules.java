package io.github.warpath.hexsystem;

import io.github.warpath.hex.Hex;
import io.github.warpath.hexsystem.internal.HexsystemMoveGraph;
import io.github.warpath.hexsystem.internal.MoveConsequences;
import io.github.warpath.hexsystem.internal.MovementFacts;
import io.github.warpath.hexsystem.internal.OperationalMovementPhase;
import io.github.warpath.hexsystem.internal.PoliticalFacts;
import io.github.warpath.hexsystem.internal.PreparedState;
import io.github.warpath.hexsystem.internal.TerrainEffectsChart;
import io.github.warpath.hexsystem.internal.ZoneOfControl;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.MovementPhase;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.search.Walk;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The hexsystem operational movement rules: hex-to-hex movement with terrain costs, road/rail
 * rates, the minimum move, enemy zones of control, beachheads, marine landings and the Eastern
 * Europe Box; port-to-port movement by Troop Convoy; off-map box to off-map box movement; the
 * procedural, weather, political and other restrictions; and overruns.
 *
 * <p>A state for these rules has a hex map built on {@link #TERRAIN}; units, markers, regions,
 * boxes, phases, weather and conditions use the words of {@link HexsystemVocabulary} (listed by
 * category in {@link #vocabulary()}). The Terrain Effects Chart, the road/rail rates of the
 * Terrain Key and the column-shift table are data with documented defaults; a scenario
 * replaces any value through {@link GameState#charts()} (keys in {@code vocabulary()} under
 * {@code chart-keys}).
 *
 * <p>Every procedure is chosen by the steps of an order: a step to an adjacent hex moves hex to
 * hex, a step to a distant open port or to a box moves port to port, box to box or into the
 * Eastern Europe Box. Overruns happen by moving into the hex of the unit overrun. Applying a
 * legal move marks the unit {@code moved} and records its {@link
 * io.github.warpath.state.PhaseMovement} (so a later order of the phase continues the move, until
 * another unit moves), sends overrun units to the Delay box or their Force
 * Pool and moves used Troop Convoys to their zone's Used box.
 *
 * <p>Stateless and thread-safe; share one instance.
 */
// the type argument is the compiled graph, in a package this module does not export: only the
// protected hooks of this final class name it
@SuppressWarnings("exports")
public final class HexsystemRules extends HexRuleSetSupport<HexsystemMoveGraph> {

  /** The id of this rule set, as states and scenario files name it. */
  public static final String ID = "hexsystem";

  /** The terrain names of hexsystem maps. */
  public static final TerrainVocabulary TERRAIN = TerrainVocabulary.of(HexTerrain.class,
      SideFeature.class);

  private static final List<MovementMode> MODES = List.of(
      new MovementMode(HexsystemVocabulary.MODE_ANY, "every procedure: hex to hex (with the"
          + " Eastern Europe Box), port to port and off-map box to off-map box, as the steps go"),
      new MovementMode(HexsystemVocabulary.MODE_HEX_TO_HEX, "the Hex-to-Hex Procedure only"),
      new MovementMode(HexsystemVocabulary.MODE_PORT_TO_PORT, "the Port-to-Port Procedure only"),
      new MovementMode(HexsystemVocabulary.MODE_BOX_TO_BOX,
          "Off-Map Box to Off-Map Box movement only"));

  /** Creates the rule set. */
  public HexsystemRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Hexsystem operational movement";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "Operational movement on hexes: terrain and road/rail costs, minimum move, enemy zones"
        + " of control, beachheads, marines, the Eastern Europe Box, port-to-port movement by"
        + " Troop Convoy, off-map boxes, weather and political restrictions, and overruns.";
  }

  @Override
  public List<MovementMode> modes() {
    return MODES;
  }

  @Override
  public List<Rule> rules() {
    return List.of(HexsystemRule.values());
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(TERRAIN);
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> v = new LinkedHashMap<>();
    v.put("sides", HexsystemVocabulary.SIDES);
    v.put("unit-kinds", HexsystemVocabulary.UNIT_KINDS);
    v.put("unit-attributes", HexsystemVocabulary.UNIT_ATTRIBUTES);
    v.put("unit-flags", HexsystemVocabulary.UNIT_FLAGS);
    v.put("markers", HexsystemVocabulary.MARKERS);
    v.put("marker-attributes", List.of(HexsystemVocabulary.CONVOY_TYPE,
        HexsystemVocabulary.CONVOY_NATIONALITY));
    v.put("phases", HexsystemVocabulary.PHASES);
    v.put("weather", HexsystemVocabulary.WEATHER);
    v.put("conditions", PoliticalFacts.CONDITION_FORMS);
    v.put("environment-attributes", PoliticalFacts.ATTRIBUTE_FORMS);
    v.put("region-kinds", HexsystemVocabulary.REGION_KINDS);
    v.put("box-kinds", HexsystemVocabulary.BOX_KINDS);
    v.put("options", List.of());
    v.put(io.github.warpath.state.PhaseMovement.FACTS, MovementFacts.forms());
    v.put("actions", List.of());
    v.put("chart-keys", TerrainEffectsChart.keys());
    return v;
  }

  /**
   * The shipped chart values, by chart key. They come from the rule text where it gives a value
   * (clear 1 MP, rough 2 MP, a river +1 MP, the Naval Base range of 3 hexes, rough, Mud and
   * Fortress as column-shift causes, the three countries of the Kwantung rule) and are otherwise
   * our own judgement; the resource {@code hexsystem-chart.properties} of this module says which
   * for every key.
   *
   * @return an immutable map in documentation order
   */
  public static Map<String, String> defaultCharts() {
    return TerrainEffectsChart.defaults();
  }

  /**
   * Zones of control: a ground unit projects one into each neighbouring land hex not behind an
   * all-sea hexside; air units and units flagged as projecting none project none.
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
   * <p>The Operational Movement Phase, then (after combat) the Reserve Movement Phase, for every
   * side. Exploitation is a phase name the rules know but whose place in the turn the rule text
   * does not give; it is not listed.
   */
  @Override
  public List<MovementPhase> movementPhases(GameState state, String side) {
    return List.of(
        MovementPhase.of(HexsystemVocabulary.OPERATIONAL_MOVEMENT, side, "Operational Movement:"
            + " supplied phasing ground units move with their full allowance; overruns allowed"),
        MovementPhase.of(HexsystemVocabulary.RESERVE_MOVEMENT, side, "Reserve Movement: units"
            + " move again, at the Reserve road/rail rates; no overruns"));
  }

  /**
   * {@inheritDoc}
   *
   * <p>Besides each unit's phase movement, the {@code moved} flag (a move completed in the
   * phase) is cleared: every unit may move again in the new phase.
   */
  @Override
  public GameState enterPhase(GameState state, MovementPhase phase) {
    GameState s = super.enterPhase(state, phase);
    List<Unit> units = new ArrayList<>(s.units());
    boolean any = false;
    for (int i = 0; i < units.size(); i++) {
      if (units.get(i).hasFlag(HexsystemVocabulary.FLAG_MOVED)) {
        units.set(i, units.get(i).withoutFlag(HexsystemVocabulary.FLAG_MOVED));
        any = true;
      }
    }
    return any ? s.withUnits(units) : s;
  }

  @Override
  public void validate(GameState state) {
    PreparedState.validate(state);
  }

  @Override
  protected HexsystemMoveGraph compile(GameState state, MoveQuery query,
      SearchBuffers buffers) {
    String mode = mode(query.mode()).id();
    return HexsystemMoveGraph.compile(state, query, buffers, mode);
  }

  @Override
  protected List<Violation> eligibility(GameState state, MoveQuery query,
      HexsystemMoveGraph graph) {
    return OperationalMovementPhase.eligibility(state, query, graph);
  }

  @Override
  protected List<Violation> finish(GameState state, MoveOrder order, HexsystemMoveGraph graph,
      Walk walk, List<Violation> warnings) {
    return MoveConsequences.finish(state, graph, walk, warnings);
  }

  @Override
  protected GameState applyLegal(GameState state, MoveOrder order, HexsystemMoveGraph graph,
      Walk walk) {
    return MoveConsequences.apply(state, order, graph, walk);
  }
}
