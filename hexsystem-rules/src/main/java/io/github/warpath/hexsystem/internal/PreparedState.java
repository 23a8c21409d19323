package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;

/**
 * Everything the rules read from one state, checked and resolved: the map's tables, the chart,
 * the weather per hex, the political facts, the units and markers. Building it is the
 * validation of the state.
 */
public final class PreparedState {
  final GameState state;
  final MapTables tables;
  final TerrainEffectsChart chart;
  final CostTables costs;
  final PoliticalFacts politics;
  final byte[] weather;
  final StateData data;
  /** The movement phase: road/rail rates and overruns. */
  final MovementPhaseKind phase;
  /** The phasing side's code, or -1 if the environment names none. */
  final int activeSide;

  /**
   * Checks a state: map regions and boxes, environment, chart overrides, units and markers, and
   * the movement facts of units whose move goes on.
   *
   * @param state the state
   * @throws InvalidInputException naming the first problem
   */
  public static void validate(GameState state) {
    new PreparedState(state);
    MovementFacts.validate(state.units());
  }

  PreparedState(GameState state) {
    this.state = state;
    if (!(state.board() instanceof HexMap)) {
      throw new InvalidInputException("board", "hexsystem is played on a hex map, the state has a "
          + state.board().describe());
    }
    HexMap map = (HexMap) state.board();
    if (!map.vocabulary().equals(HexsystemRules.TERRAIN)) {
      throw new InvalidInputException("map", "the map must use the hexsystem terrain (HexTerrain"
          + " and SideFeature), it uses " + map.vocabulary());
    }
    Environment env = state.environment();
    String phase = env.phase();
    if (!phase.isEmpty() && !HexsystemVocabulary.PHASES.contains(phase)) {
      throw new InvalidInputException("environment.phase", "unknown phase '" + phase
          + "'; known: " + String.join(", ", HexsystemVocabulary.PHASES));
    }
    this.phase = MovementPhaseKind.of(phase);
    String active = env.activeSide();
    activeSide = active.isEmpty() ? -1 : TableEncoding.side(active);
    if (!active.isEmpty() && activeSide < 0) {
      throw new InvalidInputException("environment.activeSide", "unknown side '" + active
          + "'; known: " + String.join(", ", HexsystemVocabulary.SIDES));
    }
    tables = MapTables.of(map);
    chart = TerrainEffectsChart.of(state.charts());
    costs = CostTables.of(map, state.charts(), chart);
    weather = WeatherTable.of(map, env);
    politics = new PoliticalFacts(tables, env, chart);
    data = new StateData(state, tables, chart);
  }
}
