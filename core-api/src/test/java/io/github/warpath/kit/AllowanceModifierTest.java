package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.kit.AllowanceModifier.Rounding;
import org.junit.jupiter.api.Test;

/** Allowance changes: multiply, add, round to whole points, never below the minimum. */
class AllowanceModifierTest {
  private static AllowanceModifier m(int num, int den, int add, Rounding r, int min) {
    return new AllowanceModifier(KitFixture.rule("7", "Supply"), "oos", num, den, add, r, min);
  }

  @Test
  void halfOfFiveRoundedDownIsTwo() {
    assertEquals(4, m(1, 2, 0, Rounding.DOWN, 0).apply(10, 2));
  }

  @Test
  void halfOfFiveRoundedUpIsThree() {
    assertEquals(6, m(1, 2, 0, Rounding.UP, 0).apply(10, 2));
  }

  @Test
  void halfOfFiveUnroundedIsTwoAndAHalf() {
    assertEquals(5, m(1, 2, 0, Rounding.NONE, 0).apply(10, 2));
  }

  @Test
  void minusThreeNeverGoesBelowTheMinimum() {
    assertEquals(2, m(1, 1, -6, Rounding.DOWN, 2).apply(4, 2));
  }

  @Test
  void doubleIsExact() {
    assertEquals(14, m(2, 1, 0, Rounding.NEAREST, 0).apply(7, 2));
  }

  @Test
  void halfOfFourRoundedUpIsExactlyTwo() {
    assertEquals(4, m(1, 2, 0, Rounding.UP, 0).apply(8, 2));
  }

  @Test
  void pointsAddedAfterHalvingAreWholePoints() {
    // half of 5 is 2 1/2, plus 1 is 3 1/2, rounded down to 3
    assertEquals(6, m(1, 2, 2, Rounding.DOWN, 0).apply(10, 2));
  }
}
