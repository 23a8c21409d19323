package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lines whose rate needs the whole move on lines (5.3 Roads with {@code WHOLE_MOVE}): the road
 * through the forest costs 1/2 a hex in the road-march mode, which keeps to lines, and the
 * forest's 2 in the normal mode, where the road gives nothing and bridges no river.
 */
class WholeMoveOnLineTest {
  private static final ModeRule MARCH = new ModeRule(KitFixture.rule("6.7", "Road March"),
      "march", "road march", -1L, AllowanceModifier.none(KitFixture.rule("6.7", "Road March")),
      1L << KitFixture.ROAD, false, false);
  private static final KitRuleSet RULES = new KitRuleSet(RoadThroughForest.book(
      KitFixture.kit(null, MinimumMoveRule.Kind.NONE, null, null,
          List.of(KitFixture.normal(), MARCH), List.of()), LineRule.When.WHOLE_MOVE));
  private static final Hex A = RoadThroughForest.START;
  private static final Hex B1 = RoadThroughForest.FOREST_1;
  private static final Hex B2 = RoadThroughForest.FOREST_2;

  private static GameState state() {
    HexMap.Builder b = RoadThroughForest.map();
    b.side(B1, B2, KitFixture.VOCABULARY.hexsideFeature("river"));
    return RoadThroughForest.state(b.build());
  }

  private static Verdict move(String mode) {
    return RULES.check(state(), MoveOrder.of(MoveQuery.of("u").withMode(mode),
        List.of(io.github.warpath.rules.Step.enter(B1), io.github.warpath.rules.Step.enter(B2))));
  }

  @Test
  void theRoadRateAppliesToAMoveWhollyOnTheRoad() {
    Verdict v = move("march");
    assertEquals(Mp.ofHalves(1 + 1), v.spent(), v.toString());
    assertEquals("road", v.steps().get(0).note());
  }

  @Test
  void offTheRoadMarchTheForestAndTheRiverCostInFull() {
    // forest 2, then forest 2 and the river's 2 for foot: the road bridges nothing here
    assertEquals(Mp.of(2 + 2 + 2), move("normal").spent());
  }

  @Test
  void theRoadMarchStillKeepsToTheRoad() {
    Verdict v = RULES.check(state(), MoveOrder.of(MoveQuery.of("u").withMode("march"),
        List.of(io.github.warpath.rules.Step.enter(A.neighbor(HexDirection.N)))));
    assertFalse(v.legal());
    assertEquals("6.7", v.violations().get(0).rule().section());
  }
}
