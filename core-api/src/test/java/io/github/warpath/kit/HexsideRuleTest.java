package io.github.warpath.kit;

import static io.github.warpath.kit.KitFixture.RIVER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Hexsides: added, replacing and forbidding costs by class. */
class HexsideRuleTest {
  private static final HexsideRule RULE = KitFixture.hexsides();

  @Test
  void aRiverAddsItsCostToTheHexEntered() {
    assertEquals(2 + 4, RULE.crossingCost(1L << RIVER, 2, 0));
  }

  @Test
  void aRiverClosesTheCrossingToWheels() {
    assertEquals(Points.PROHIBITED, RULE.crossingCost(1L << RIVER, 2, 1));
    assertEquals(RIVER, RULE.closingKind(1L << RIVER, 1));
  }

  @Test
  void aReplacingCostReplacesTheHexCostEvenOfAClosedHex() {
    HexsideRule ford = new HexsideRule(KitFixture.rule("9", "Fords"), List.of("ford"),
        new int[][] {{1}}, new int[][] {{3}}, 0);
    assertEquals(3 + 1, ford.crossingCost(1, Points.PROHIBITED, 0));
    assertEquals(3, ford.minimumReplacement());
  }

  @Test
  void noHexsideLeavesTheHexCost() {
    assertEquals(Points.PROHIBITED, RULE.crossingCost(0, Points.PROHIBITED, 0));
    assertEquals(5, RULE.crossingCost(0, 5, 1));
  }
}
