package io.github.warpath.examples;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.Mp;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.examples.ExampleRules.Side;
import io.github.warpath.examples.ExampleRules.Terrain;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
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
    int cols = rnd.nextInt(3, 16);
    int rows = rnd.nextInt(3, 16);
    HexMap.Builder b = HexMap.builder(ExampleRules.TERRAIN, cols, rows);
    Terrain[] terrain = Terrain.values();
    for (int c = 0; c < cols; c++) {
      for (int r = 0; r < rows; r++) {
        Hex h = b.hexAt(c, r);
        if (rnd.nextInt(3) == 0) {
          b.hex(h, terrain[rnd.nextInt(terrain.length)]);
        }
        if (rnd.nextInt(6) == 0 && c + 1 < cols) {
          b.side(h, h.neighbor(HexDirection.SE), Side.STREAM);
        }
      }
    }
    HexMap blank = b.build();
    List<Hex> road = new ArrayList<>();
    Hex h = blank.hex(rnd.nextInt(blank.size()));
    road.add(h);
    for (int i = 0; i < 12; i++) {
      Hex n = h.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (!blank.contains(n) || road.contains(n)) {
        break;
      }
      road.add(n);
      h = n;
    }
    if (road.size() > 1) {
      b.path(Side.ROAD, road);
    }
    HexMap map = b.build();
    List<Unit> units = new ArrayList<>();
    units.add(Unit.builder().id("u").side("blue").kind("infantry")
        .allowance(Mp.ofHalves(rnd.nextInt(0, 13)))
        .position(Position.hex(map.hex(rnd.nextInt(map.size())))).build());
    int enemies = rnd.nextInt(4);
    for (int i = 0; i < enemies; i++) {
      Hex at = map.hex(rnd.nextInt(map.size()));
      if (!at.equals(units.get(0).hexOrNull())) {
        units.add(Unit.builder().id("e" + i).side("red").kind("armor")
            .position(Position.hex(at)).build());
      }
    }
    GameState state = GameState.builder().ruleSet(ExampleRules.ID).board(map).units(units)
        .build();
    return new Scenario(state, MoveQuery.of("u"));
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }
}
