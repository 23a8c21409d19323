package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Directed hexsides (an escarpment laid on the side of its foot): climbing adds 2 for foot and
 * is closed to wheels, coming down adds 1 for foot and nothing for wheels.
 */
class DirectedHexsideTest {
  private static final int N = Points.NONE;
  private static final int P = Points.PROHIBITED;
  private static final List<String> SIDES = List.of("escarpment");
  private static final HexsideRule RULE = new HexsideRule(KitFixture.rule("5.4", "Escarpments"),
      SIDES, new HexsideRule.Effects(new int[][][] {{{4}, {N}}}, new int[][][] {{{N}, {P}}}),
      new HexsideRule.Effects(new int[][][] {{{2}, {N}}}, new int[][][] {{{N}, {N}}}), 0);
  private static final KitRuleSet RULES = new KitRuleSet(KitFixture.withHexsides(SIDES, RULE));
  private static final HexMap.Builder B = KitFixture.map();
  private static final Hex FOOT = B.hexAt(2, 2);
  private static final Hex TOP = FOOT.neighbor(HexDirection.S);

  private static GameState state(String kind, Hex at) {
    HexMap.Builder b = KitFixture.map();
    b.directedSide(FOOT, TOP, KitFixture.withHexsides(SIDES, RULE).vocabulary()
        .hexsideFeature("escarpment"));
    // lakes on the two hexes next to both, so that going round takes three steps
    for (HexDirection d : HexDirection.values()) {
      Hex n = FOOT.neighbor(d);
      if (n.isAdjacentTo(TOP)) {
        b.hex(n, KitFixture.VOCABULARY.hexFeature("lake"));
      }
    }
    return KitFixture.state(b.build(), "dry", "", KitFixture.unit("u", "blue", kind, 8, at));
  }

  @Test
  void climbingAndComingDownArePricedApart() {
    assertEquals(2 + 4, RULE.crossingCost(1, 0, 2, 0, 0));
    assertEquals(2 + 2, RULE.crossingCost(0, 1, 2, 0, 0));
    assertEquals(P, RULE.crossingCost(1, 0, 2, 1, 0));
    assertEquals(2, RULE.crossingCost(0, 1, 2, 1, 0));
    assertEquals(0, RULE.closingKind(1, 0, 1, 0));
    assertEquals(-1, RULE.closingKind(0, 1, 1, 0));
  }

  @Test
  void footClimbsForThreePointsAndComesDownForTwo() {
    assertEquals(Mp.of(3), RULES.check(state("infantry", FOOT), MoveOrder.path("u", TOP))
        .spent());
    assertEquals(Mp.of(2), RULES.check(state("infantry", TOP), MoveOrder.path("u", FOOT))
        .spent());
  }

  @Test
  void wheelsMayComeDownButNotClimbCitingTheEscarpmentRule() {
    Verdict up = RULES.check(state("truck", FOOT), MoveOrder.path("u", TOP));
    assertFalse(up.legal());
    assertEquals("5.4", up.violations().get(0).rule().section());
    assertEquals("Escarpments", up.violations().get(0).rule().heading());
    assertTrue(up.violations().get(0).reason().contains("escarpment"), up.toString());
    Verdict down = RULES.check(state("truck", TOP), MoveOrder.path("u", FOOT));
    assertTrue(down.legal(), down.toString());
    assertEquals(Mp.of(1), down.spent());
  }

  @Test
  void theRangeAgreesWithTheChecksBothWays() {
    Reach fromFoot = RULES.reach(state("infantry", FOOT), MoveQuery.of("u"));
    assertEquals(Mp.of(3), fromFoot.cost(fromFoot.indexOf(io.github.warpath.state.Position
        .hex(TOP))));
    Reach fromTop = RULES.reach(state("infantry", TOP), MoveQuery.of("u"));
    assertEquals(Mp.of(2), fromTop.cost(fromTop.indexOf(io.github.warpath.state.Position
        .hex(FOOT))));
  }

  @Test
  void theFeatureLiesOnTheFootsSideOnly() {
    HexMap map = state("infantry", FOOT).hexMap();
    int foot = map.index(FOOT);
    int top = map.index(TOP);
    assertEquals(1, map.sideMask(foot, HexDirection.S.index()));
    assertEquals(0, map.sideMask(top, HexDirection.N.index()));
  }
}
