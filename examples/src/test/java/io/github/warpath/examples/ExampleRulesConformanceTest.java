package io.github.warpath.examples;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.conformance.RandomMaps;
import io.github.warpath.examples.ExampleRules.Side;
import io.github.warpath.examples.ExampleRules.Terrain;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The example rule set passes the conformance kit on random maps. */
class ExampleRulesConformanceTest extends HexRuleSetConformance {
  private static final ExampleRules RULES = new ExampleRules();

  @Override
  protected HexMovementRules rules() {
    return RULES;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    HexMap.Builder b = RandomMaps.builder(ExampleRules.TERRAIN, 3, 16, rnd);
    RandomMaps.scatterHexFeatures(b, List.of(Terrain.values()), 3, rnd);
    RandomMaps.scatterHexsideFeatures(b, List.of(Side.STREAM), 6, rnd);
    RandomMaps.line(b, Side.ROAD, 12, rnd);
    HexMap map = b.build();
    Unit mover = RandomMaps.mover("u", "blue", "infantry", 13, 2, map, rnd);
    List<Unit> units = new ArrayList<>(List.of(mover));
    units.addAll(RandomMaps.enemies(map, mover.hexOrNull(), 4, "red", "armor", rnd));
    GameState state = GameState.builder().ruleSet(ExampleRules.ID).board(map).units(units)
        .build();
    return new Scenario(state, MoveQuery.of("u"));
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }
}
