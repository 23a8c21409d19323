package io.github.warpath.kit;

import static io.github.warpath.kit.KitFixture.CLEAR;
import static io.github.warpath.kit.KitFixture.FOREST;
import static io.github.warpath.kit.KitFixture.LAKE;
import static io.github.warpath.kit.KitFixture.TOWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Terrain: cost by class and weather, several kinds in a hex, overlays, closed terrain. */
class TerrainRuleTest {
  private static final TerrainRule MAX = KitFixture.terrain(TerrainRule.Combine.MAX);
  private static final TerrainRule SUM = KitFixture.terrain(TerrainRule.Combine.SUM);

  private static long bits(int... kinds) {
    long m = 0;
    for (int k : kinds) {
      m |= 1L << k;
    }
    return m;
  }

  @Test
  void aHexWithNoTerrainCostsTheDefaultKind() {
    assertEquals(2, MAX.hexCost(0, 0, 0));
  }

  @Test
  void costDependsOnTheClassAndTheWeatherColumn() {
    assertEquals(4, MAX.hexCost(bits(FOREST), 0, 0));
    assertEquals(6, MAX.hexCost(bits(FOREST), 1, 0));
    assertEquals(Points.PROHIBITED, MAX.hexCost(bits(FOREST), 1, 1));
  }

  @Test
  void severalKindsCombineByMaximumOrBySum() {
    assertEquals(4, MAX.hexCost(bits(CLEAR, FOREST), 0, 0));
    assertEquals(6, SUM.hexCost(bits(CLEAR, FOREST), 0, 0));
  }

  @Test
  void anOverlayReplacesTheKindsItNames() {
    assertEquals(2, MAX.hexCost(bits(FOREST, TOWN), 1, 1));
  }

  @Test
  void closedTerrainClosesTheHexWhateverElseItHolds() {
    assertEquals(Points.PROHIBITED, MAX.hexCost(bits(CLEAR, LAKE), 0, 0));
    assertEquals(LAKE, MAX.closingKind(bits(CLEAR, LAKE), 0, 0));
    assertEquals(-1, MAX.closingKind(bits(FOREST, TOWN), 1, 1));
  }

  @Test
  void overlaysThatReplaceEachOtherAreRefusedAsACycle() {
    long[] cyclic = {1L << 1, 1L << 2, 1L << 0};
    assertEquals(0, TerrainRule.cycle(cyclic));
    assertEquals(-1, TerrainRule.cycle(new long[] {0, 1L, 1L << 1}));
    int[][][] cost = {{{1}}, {{1}}, {{1}}};
    assertThrows(InvalidInputException.class, () -> new TerrainRule(KitFixture.rule("1", "T"),
        List.of("a", "b", "c"), 0, TerrainRule.Combine.MAX, cost, cyclic));
  }

  @Test
  void aNegativeCostIsRefused() {
    int[][][] cost = {{{-3}}};
    assertThrows(InvalidInputException.class, () -> new TerrainRule(KitFixture.rule("1", "T"),
        List.of("a"), 0, TerrainRule.Combine.MAX, cost, new long[1]));
  }
}
