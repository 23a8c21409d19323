package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Terrain tables checked when the rule is made (1 to 64 kinds, each with costs and overlays, a
 * default kind among them, costs from closed to the limit, no cycle of overlays), and sums that
 * stop at the limit.
 */
class TerrainTablesTest {
  private static final String NEEDED = "terrain: 1 to 64 terrain kinds, each with costs and"
      + " overlays, are needed";

  private static TerrainRule terrain(List<String> kinds, int defaultKind, int[][][] cost,
      long[] replaces) {
    return new TerrainRule(KitFixture.rule("5", "Terrain"), kinds, defaultKind,
        TerrainRule.Combine.SUM, cost, replaces);
  }

  private static String refused(List<String> kinds, int defaultKind, int[][][] cost,
      long[] replaces) {
    return assertThrows(InvalidInputException.class,
        () -> terrain(kinds, defaultKind, cost, replaces)).getMessage();
  }

  private static int[][][] ones(int n) {
    int[][][] cost = new int[n][][];
    for (int k = 0; k < n; k++) {
      cost[k] = new int[][] {{1}};
    }
    return cost;
  }

  private static List<String> names(int n) {
    List<String> out = new ArrayList<>();
    for (int k = 0; k < n; k++) {
      out.add("k" + k);
    }
    return out;
  }

  @Test
  void oneToSixtyFourKindsEachWithCostsAndOverlays() {
    assertEquals(NEEDED, refused(List.of(), 0, ones(0), new long[0]));
    assertEquals(NEEDED, refused(names(65), 0, ones(65), new long[65]));
    assertEquals(NEEDED, refused(names(2), 0, ones(1), new long[2]));
    assertEquals(NEEDED, refused(names(2), 0, ones(2), new long[1]));
    assertEquals(64, terrain(names(64), 63, ones(64), new long[64]).kinds().size());
  }

  @Test
  void theDefaultKindIsOneOfTheKinds() {
    assertEquals("terrain.default: no terrain kind 2", refused(names(2), 2, ones(2),
        new long[2]));
    assertEquals("terrain.default: no terrain kind -1", refused(names(2), -1, ones(2),
        new long[2]));
    assertEquals(3, terrain(names(2), 1, new int[][][] {{{1}}, {{3}}}, new long[2])
        .hexCost(0, 0, 0), "a hex without terrain costs the default kind, k1");
  }

  @Test
  void aCostIsClosedOrZeroToTheLimit() {
    assertEquals("terrain.k0: the cost -2 is negative or too large",
        refused(names(1), 0, new int[][][] {{{-2}}}, new long[1]));
    assertEquals("terrain.k0: the cost " + (Points.MAX_TICKS + 1) + " is negative or too large",
        refused(names(1), 0, new int[][][] {{{Points.MAX_TICKS + 1}}}, new long[1]));
    TerrainRule edge = terrain(names(2), 0, new int[][][] {{{Points.MAX_TICKS}},
        {{Points.PROHIBITED}}}, new long[2]);
    assertEquals(Points.MAX_TICKS, edge.minimumCost());
    assertEquals(Points.PROHIBITED, edge.hexCost(2L, 0, 0));
  }

  @Test
  void aSumStopsAtTheLimit() {
    TerrainRule big = terrain(names(2), 0, new int[][][] {{{Points.MAX_TICKS}},
        {{Points.MAX_TICKS}}}, new long[2]);
    assertEquals(Points.MAX_TICKS, big.hexCost(3L, 0, 0));
    TerrainRule small = terrain(names(2), 0, new int[][][] {{{0}}, {{3}}}, new long[2]);
    assertEquals(0, small.minimumCost());
    assertEquals(3, small.hexCost(3L, 0, 0));
  }

  @Test
  void overlaysThatReplaceEachOtherNameTheKindOfTheCycle() {
    assertEquals("terrain.k1: overlays form a cycle through k1",
        refused(names(3), 0, ones(3), new long[] {0, 1L << 2, 1L << 1}));
    assertEquals(0, TerrainRule.cycle(new long[] {1L}), "a kind that replaces itself");
    assertEquals(-1, TerrainRule.cycle(new long[] {1L << 1, 1L << 2, 0}),
        "a chain is no cycle");
    assertEquals(2, TerrainRule.cycle(new long[] {1L << 1, 1L << 2, 1L << 3, 1L << 2}),
        "the first kind on the cycle, not the kinds leading into it");
  }
}
