package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Weather on hexsides and by region: a river adds 1 for foot when dry and 3 in mud, and closes
 * to wheels only in mud; the weather column of a step is that of the hex entered, its region's
 * where the state gives one.
 */
class HexsideWeatherTest {
  private static final int N = Points.NONE;
  private static final int P = Points.PROHIBITED;
  private static final List<String> SIDES = List.of("river");
  private static final HexsideRule RULE = new HexsideRule(KitFixture.rule("5.2", "Rivers"),
      SIDES, new HexsideRule.Effects(new int[][][] {{{2, 6}, {2, N}}},
          new int[][][] {{{N, N}, {N, P}}}), null, 0);
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.withHexsides(SIDES, RULE));
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex A = B.hexAt(1, 1);
  private static final Hex ACROSS = A.neighbor(HexDirection.S);

  private static GameState state(String kind, Environment env) {
    HexMap.Builder b = KitFixture.map();
    b.side(A, ACROSS, KitFixture.withHexsides(SIDES, RULE).vocabulary()
        .hexsideFeature("river"));
    b.region("lowlands", "area", List.of(ACROSS));
    return GameState.builder().ruleSet(KitFixture.ID).board(b.build())
        .units(List.of(KitFixture.unit("u", "blue", kind, 8, A))).environment(env).build();
  }

  private static Verdict cross(String kind, Environment env) {
    return RULES.check(state(kind, env), MoveOrder.path("u", ACROSS));
  }

  @Test
  void aRiverCostsMoreInMud() {
    assertEquals(2 + 2, RULE.crossingCost(1, 0, 2, 0, 0));
    assertEquals(2 + 6, RULE.crossingCost(1, 0, 2, 0, 1));
    assertEquals(Mp.of(2), cross("infantry", Environment.builder().weather("dry").build())
        .spent());
    assertEquals(Mp.of(4), cross("infantry", Environment.builder().weather("mud").build())
        .spent());
  }

  @Test
  void mudClosesTheRiverToWheelsCitingTheRiverRule() {
    assertTrue(cross("truck", Environment.builder().weather("dry").build()).legal());
    Verdict v = cross("truck", Environment.builder().weather("mud").build());
    assertFalse(v.legal());
    assertEquals("5.2", v.violations().get(0).rule().section());
  }

  @Test
  void mudInTheRegionOfTheHexEnteredPricesTheStep() {
    Environment regional = Environment.builder().weather("dry")
        .putRegionWeather("lowlands", "mud").build();
    assertEquals(Mp.of(4), cross("infantry", regional).spent());
    Environment elsewhere = Environment.builder().weather("dry")
        .putRegionWeather("uplands", "mud").build();
    assertEquals(Mp.of(2), cross("infantry", elsewhere).spent());
  }

  @Test
  void anUnknownRegionalWeatherIsRefusedNamingTheRegion() {
    Environment bad = Environment.builder().putRegionWeather("lowlands", "sleet").build();
    InvalidInputException e = Assertions.assertThrows(InvalidInputException.class,
        () -> cross("infantry", bad));
    assertTrue(e.getMessage().contains("regionWeather.lowlands"), e.getMessage());
    assertTrue(e.getMessage().contains("sleet"), e.getMessage());
  }
}
