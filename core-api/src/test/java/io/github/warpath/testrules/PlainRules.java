package io.github.warpath.testrules;

import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The test rules behind the bare caller interface: only the queries a hex rule set must
 * implement are passed on, so every other query runs the interface's default.
 */
public class PlainRules implements HexMovementRules {
  private final TestRules rules = new TestRules();

  @Override
  public String id() {
    return rules.id();
  }

  @Override
  public String name() {
    return rules.name();
  }

  @Override
  public String version() {
    return rules.version();
  }

  @Override
  public String description() {
    return rules.description();
  }

  @Override
  public List<MovementMode> modes() {
    return rules.modes();
  }

  @Override
  public List<Rule> rules() {
    return rules.rules();
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return rules.terrain();
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    return rules.vocabulary();
  }

  @Override
  public void validate(GameState state) {
    rules.validate(state);
  }

  @Override
  public Verdict check(GameState state, MoveOrder order) {
    return rules.check(state, order);
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order) {
    return rules.apply(state, order);
  }

  @Override
  public Reach reach(GameState state, MoveQuery query, SearchBuffers buffers) {
    return rules.reach(state, query, buffers);
  }

  @Override
  public Optional<Route> path(GameState state, MoveQuery query, Position target,
      SearchBuffers buffers) {
    return rules.path(state, query, target, buffers);
  }
}
