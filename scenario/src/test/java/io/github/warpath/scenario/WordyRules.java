package io.github.warpath.scenario;

import io.github.warpath.examples.ExampleRules;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The example rules under another id, declaring every vocabulary category, so that the reader's
 * checks of words (flags, markers, phases, weather, conditions, options, actions, chart keys)
 * can be tested. Judgements are the example rules'.
 */
class WordyRules implements RuleSet {
  static final String ID = "wordy";
  private final ExampleRules inner = new ExampleRules();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Wordy example rules";
  }

  @Override
  public String version() {
    return "1";
  }

  @Override
  public String description() {
    return "The example rules with a vocabulary in every category.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode("normal", "hex to hex"), new MovementMode("strategic",
        "along roads"));
  }

  @Override
  public List<Rule> rules() {
    return inner.rules();
  }

  @Override
  public Optional<TerrainVocabulary> terrain() {
    return inner.terrain();
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    return Map.of(
        "unit-kinds", List.of("infantry", "armor", "recon"),
        "unit-attributes", List.of("movement-class=motorized", "movement-class=non-motorized",
            "supply-range=<number>", "nickname"),
        "unit-flags", List.of("out-of-supply", "moved"),
        "markers", List.of("bridge", "airdrop"),
        "phases", List.of("movement", "reaction"),
        "weather", List.of("dry", "mud"),
        "conditions", List.of("lingering-mud"),
        "options", List.of("assault=true|false"),
        "actions", List.of("reverse", "leader-pinned"),
        "chart-keys", List.of("tec.<terrain>.<weather>", "allowance.recon"));
  }

  @Override
  public void validate(GameState state) {
    inner.validate(state);
  }

  private static GameState asExample(GameState state) {
    return GameState.builder().from(state).ruleSet(ExampleRules.ID).build();
  }

  @Override
  public Verdict check(GameState state, MoveOrder order) {
    return inner.check(asExample(state), order);
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order) {
    return inner.apply(asExample(state), order);
  }
}

