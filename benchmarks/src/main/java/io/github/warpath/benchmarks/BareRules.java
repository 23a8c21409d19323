package io.github.warpath.benchmarks;

import io.github.warpath.Mp;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.search.HexRuleSetSupport;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The bare engine as a rule set: every query compiles to the same {@link BareGraph}, so a check,
 * range or path measures the engine and the check machinery with the least a rule set can add.
 */
public final class BareRules extends HexRuleSetSupport<BareGraph> {
  /** The rule set id of its states. */
  public static final String ID = "bare";

  private final BareGraph graph;
  private final GameState state;

  /**
   * Rules over a benchmark map.
   *
   * @param bench the map
   * @param halfPoints the allowance in half points
   */
  public BareRules(BenchMap bench, int halfPoints) {
    this.graph = new BareGraph(bench, true).allowance(halfPoints);
    Unit u = Unit.builder().id("u").side("a").kind("any").allowance(Mp.ofTicks(halfPoints,
        BenchMap.TICKS)).position(Position.hex(bench.map.hex(bench.start))).build();
    this.state = GameState.builder().ruleSet(ID).board(bench.map).addUnits(u).build();
  }

  /**
   * A state with the one unit {@code u} at the map's start.
   *
   * @return the state
   */
  public GameState state() {
    return state;
  }

  @Override
  protected BareGraph compile(GameState state, MoveQuery query, SearchBuffers buffers) {
    return graph;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Bare engine";
  }

  @Override
  public String version() {
    return "1";
  }

  @Override
  public String description() {
    return "A cost table and zones of control, for benchmarks.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode("normal", "hex to hex"));
  }

  @Override
  public List<Rule> rules() {
    return List.of();
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return Optional.of(bench().vocabulary());
  }

  private io.github.warpath.map.HexMap bench() {
    return graph.map();
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    return Map.of();
  }

  @Override
  public void validate(GameState state) {}
}
