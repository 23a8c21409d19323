package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hexside tables by kind, class and weather: checked when the rule is made, and several kinds
 * on one hexside combined (the dearest replacing cost, the added costs summed).
 */
class HexsideTablesTest {
  private static final int N = Points.NONE;
  private static final int P = Points.PROHIBITED;
  private static final List<String> TWO = List.of("river", "wall");

  private static HexsideRule rule(int[][][] add, int[][][] replace) {
    return new HexsideRule(KitFixture.rule("5.2", "Hexsides"), TWO,
        new HexsideRule.Effects(add, replace), null, 0);
  }

  private static String refused(int[][][] add, int[][][] replace) {
    return assertThrows(InvalidInputException.class, () -> rule(add, replace)).getMessage();
  }

  @Test
  void everyKindNeedsItsEffectsBothWays() {
    int[][][] one = {{{N}}};
    int[][][] two = {{{N}}, {{N}}};
    assertEquals("hexsides: every hexside kind needs its effects", refused(one, two));
    assertEquals("hexsides: every hexside kind needs its effects", refused(two, one));
    assertEquals("hexsides: every hexside kind needs its effects", assertThrows(
        InvalidInputException.class, () -> new HexsideRule(KitFixture.rule("5.2", "Hexsides"),
            TWO, new HexsideRule.Effects(two, two), new HexsideRule.Effects(one, two), 0))
        .getMessage());
    assertEquals("hexsides: every hexside kind needs its effects", assertThrows(
        InvalidInputException.class, () -> new HexsideRule(KitFixture.rule("5.2", "Hexsides"),
            TWO, new HexsideRule.Effects(two, two), new HexsideRule.Effects(two, one), 0))
        .getMessage());
  }

  @Test
  void everyCellNeedsAWeatherColumn() {
    assertEquals("hexsides.wall: no weather column",
        refused(new int[][][] {{{N}}, {{}}}, new int[][][] {{{N}}, {{N}}}));
  }

  @Test
  void costsAreZeroToTheLimitAndOnlyAReplacingCostMayClose() {
    int[][][] none = {{{N}}, {{N}}};
    assertEquals("hexsides.river: the cost -3 is negative or too large",
        refused(new int[][][] {{{-3}}, {{N}}}, none));
    assertEquals("hexsides.wall: the cost " + (Points.MAX_TICKS + 1)
        + " is negative or too large", refused(none, new int[][][] {{{N}}, {{
            Points.MAX_TICKS + 1}}}));
    assertEquals("hexsides.river: the cost -1 is negative or too large",
        refused(new int[][][] {{{P}}, {{N}}}, none));
    HexsideRule ok = rule(new int[][][] {{{0}}, {{Points.MAX_TICKS}}},
        new int[][][] {{{P}}, {{0}}});
    assertEquals(0, ok.minimumReplacement());
    assertEquals(Points.MAX_TICKS, ok.crossingCost(2L, 5, 0), "the sum is capped");
  }

  @Test
  void theDearestReplacementWinsAndAddedCostsSum() {
    HexsideRule r = rule(new int[][][] {{{2}}, {{3}}}, new int[][][] {{{4}}, {{6}}});
    assertEquals(6 + 2 + 3, r.crossingCost(3L, 1, 0));
    assertEquals(4 + 2, r.crossingCost(1L, 1, 0));
    assertEquals(-1, r.closingKind(3L, 0));
    HexsideRule addOnly = rule(new int[][][] {{{2}}, {{N}}}, new int[][][] {{{N}}, {{N}}});
    assertEquals(1 + 2, addOnly.crossingCost(3L, 1, 0));
    assertEquals(P, addOnly.crossingCost(1L, P, 0), "a closed hex stays closed");
    assertEquals(Points.MAX_TICKS, addOnly.minimumReplacement());
  }

  @Test
  void aKindLaidOnTheFarSideCountsWhenCrossedDown() {
    HexsideRule escarpment = new HexsideRule(KitFixture.rule("5.2", "Hexsides"), TWO,
        new HexsideRule.Effects(new int[][][] {{{4}}, {{N}}}, new int[][][] {{{N}}, {{N}}}),
        new HexsideRule.Effects(new int[][][] {{{1}}, {{N}}}, new int[][][] {{{N}}, {{P}}}),
        0);
    assertEquals(2 + 4, escarpment.crossingCost(1L, 0, 2, 0, 0));
    assertEquals(2 + 1, escarpment.crossingCost(0, 1L, 2, 0, 0));
    assertEquals(P, escarpment.crossingCost(0, 2L, 2, 0, 0));
    assertEquals(1, escarpment.closingKind(0, 2L, 0, 0));
    assertEquals(-1, escarpment.closingKind(2L, 0, 0, 0));
  }

  @Test
  void aWeatherBeyondTheColumnsGivenReadsTheFirst() {
    HexsideRule r = new HexsideRule(KitFixture.rule("5.2", "Hexsides"), TWO,
        new HexsideRule.Effects(new int[][][] {{{2, 6}}, {{5}}}, new int[][][] {{{N, P}},
            {{N}}}), null, 0);
    assertEquals(2 + 2, r.crossingCost(1L, 0, 2, 0, 0));
    assertEquals(P, r.crossingCost(1L, 0, 2, 0, 1));
    assertEquals(0, r.closingKind(1L, 0, 0, 1));
    assertEquals(2 + 5, r.crossingCost(2L, 0, 2, 0, 1), "the wall's one column, in any weather");
    assertEquals(2 + 2 + 5, r.crossingCost(3L, 0, 2, 0, 0));
  }
}
