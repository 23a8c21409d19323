package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.conformance.RandomMaps;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.examples.ExampleRules.Side;
import io.github.warpath.examples.ExampleRules.Terrain;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The example rule set written as a rule book (examples/rulebooks/example.rulebook.json, built
 * in as the default book) answers exactly as the hand-written ExampleRules: the same ranges,
 * paths, verdicts (legality, spent, end, the rule cited and its numbers) and step costs.
 */
class ExampleBookDifferentialTest {
  private static final ExampleRules EXAMPLE = new ExampleRules();
  private static final RulebookRules BOOK = new RulebookRules();

  @Test
  void theExampleBookAnswersAsExampleRulesOnAThousandRandomMapsAndOrders() {
    int compared = 0;
    for (long seed = 1; seed <= 1000; seed++) {
      compared += compare(new SplittableRandom(seed), seed);
    }
    assertTrue(compared > 20_000, "compared " + compared + " answers");
  }

  private static int compare(SplittableRandom rnd, long seed) {
    GameState ex = randomState(rnd);
    GameState bk = BookStates.translate(ex, BOOK);
    MoveQuery q = MoveQuery.of("u");
    Reach a = EXAMPLE.reach(ex, q);
    Reach b = BOOK.reach(bk, q);
    assertEquals(a.size(), b.size(), "seed " + seed + ": range size");
    int n = 1;
    for (int i = 0; i < a.size(); i++) {
      int j = b.indexOf(a.position(i));
      assertTrue(j >= 0, "seed " + seed + ": " + a.position(i) + " in range");
      assertEquals(a.cost(i), b.cost(j), "seed " + seed + ": cost to " + a.position(i));
      assertEquals(a.mustStop(i), b.mustStop(j), "seed " + seed + ": stop at "
          + a.position(i));
      Optional<Route> ra = EXAMPLE.path(ex, q, a.position(i));
      Optional<Route> rb = BOOK.path(bk, q, a.position(i));
      assertEquals(ra.map(Route::toSteps), rb.map(Route::toSteps), "seed " + seed + ": path");
      assertEquals(ra.map(Route::cost), rb.map(Route::cost), "seed " + seed + ": path cost");
      n += 2;
    }
    HexMap map = ex.hexMap();
    for (int k = 0; k < 8; k++) {
      List<Step> steps = BookStates.randomSteps(map, ex.unit("u").hexOrNull(), rnd);
      MoveOrder order = MoveOrder.of(q, steps);
      BookStates.sameVerdict(EXAMPLE.check(ex, order), BOOK.check(bk, order),
          "seed " + seed + " order " + k, true);
      Position from = Position.hex(ex.unit("u").hexOrNull());
      Position to = Position.hex(ex.unit("u").hexOrNull().neighbor(HexDirection.of(k % 6)));
      if (map.contains(to.hexOrNull())) {
        BookStates.sameVerdict(EXAMPLE.cost(ex, q, from, to), BOOK.cost(bk, q, from, to),
            "seed " + seed + " cost " + k, true);
      }
      n += 2;
    }
    return n;
  }


  static GameState randomState(SplittableRandom rnd) {
    HexMap.Builder b = RandomMaps.builder(ExampleRules.TERRAIN, 3, 14, rnd);
    RandomMaps.scatterHexFeatures(b, List.of(Terrain.values()), 3, rnd);
    RandomMaps.scatterHexFeatures(b, List.of(Terrain.values()), 8, rnd);
    RandomMaps.scatterHexsideFeatures(b, List.of(Side.STREAM), 5, rnd);
    RandomMaps.line(b, Side.ROAD, 14, rnd);
    HexMap map = b.build();
    Unit mover = RandomMaps.mover("u", "blue", "infantry", 15, 2, map, rnd);
    List<Unit> units = new ArrayList<>(List.of(mover));
    units.addAll(RandomMaps.enemies(map, mover.hexOrNull(), 4, "red", "armor", rnd));
    return GameState.builder().ruleSet(ExampleRules.ID).board(map).units(units).build();
  }
}
