package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Line tables checked when the rule is made (a kind, rank, rates and bridges per line, rates
 * from 0 to the limit, connections only to lines), connections made both ways, and the choice
 * between two lines of one rank on one hexside.
 */
class LineTablesTest {
  private static final int N = Points.NONE;

  private static LineRule lines(int[] kinds, int[] ranks, int[][] rates, long[] bridges,
      long[] connects) {
    return new LineRule(KitFixture.rule("8", "Lines"), LineRule.When.ALONG_HEXSIDE,
        List.of("trail", "road"), kinds, ranks, rates, bridges, connects);
  }

  private static String refused(int[] kinds, int[] ranks, int[][] rates, long[] bridges,
      long[] connects) {
    return assertThrows(InvalidInputException.class,
        () -> lines(kinds, ranks, rates, bridges, connects)).getMessage();
  }

  @Test
  void everyLineNeedsAKindARankRatesAndBridges() {
    String need = "lines: every line needs a kind, a rank, rates and bridges";
    int[] two = {0, 1};
    int[][] rates = {{1}, {1}};
    long[] none = {0, 0};
    assertEquals(need, refused(new int[] {0}, two, rates, none, none));
    assertEquals(need, refused(two, new int[] {0}, rates, none, none));
    assertEquals(need, refused(two, two, new int[][] {{1}}, none, none));
    assertEquals(need, refused(two, two, rates, new long[] {0}, none));
    assertEquals("lines: every line needs its connections",
        refused(two, two, rates, none, new long[] {0}));
  }

  @Test
  void aRateIsZeroToTheLimitOrNone() {
    int[] two = {0, 1};
    long[] none = {0, 0};
    assertEquals("lines.road: the rate -1 is negative or too large",
        refused(two, two, new int[][] {{1}, {-1}}, none, none));
    assertEquals("lines.trail: the rate " + (Points.MAX_TICKS + 1)
        + " is negative or too large", refused(two, two, new int[][] {{Points.MAX_TICKS + 1},
            {1}}, none, none));
    LineRule edge = lines(two, two, new int[][] {{Points.MAX_TICKS}, {N}}, none, none);
    assertEquals(Points.MAX_TICKS, edge.minimumRate());
    assertEquals(0, lines(two, two, new int[][] {{0}, {N}}, none, none).minimumRate());
  }

  @Test
  void aLineConnectsOnlyToLinesAndEachConnectionGoesBothWays() {
    int[] kinds = {0, 2};
    int[] ranks = {1, 1};
    int[][] rates = {{1}, {1}};
    long[] none = {0, 0};
    assertEquals("lines.road.connects: a line connects only to lines",
        refused(kinds, ranks, rates, none, new long[] {0, 1L << 1}));
    LineRule joined = lines(kinds, ranks, rates, none, new long[] {1L << 2, 0});
    assertEquals(1L | 1L << 2, joined.connects(0));
    assertEquals(1L << 2 | 1L, joined.connects(1), "the road connects back to the trail");
    LineRule apart = lines(kinds, ranks, rates, none, none);
    assertEquals(1L, apart.connects(0));
    assertEquals(1L << 2, apart.connects(1));
    assertEquals(2, apart.sideKind(1));
    assertEquals(List.of("trail", "road"), apart.names());
    assertEquals(LineRule.When.ALONG_HEXSIDE, apart.when());
  }

  @Test
  void ofTwoLinesOfOneRankTheCheaperIsTaken() {
    int[] kinds = {0, 1};
    LineRule same = lines(kinds, new int[] {1, 1}, new int[][] {{2}, {1}}, new long[] {0, 0},
        new long[] {0, 0});
    assertEquals(1, same.lineAcross(0b11, 0, -1L));
    LineRule tie = lines(kinds, new int[] {1, 1}, new int[][] {{1}, {1}}, new long[] {0, 0},
        new long[] {0, 0});
    assertEquals(0, tie.lineAcross(0b11, 0, -1L), "the first of equals");
    LineRule ranked = lines(kinds, new int[] {2, 1}, new int[][] {{2}, {1}},
        new long[] {0, 0}, new long[] {0, 0});
    assertEquals(0, ranked.lineAcross(0b11, 0, -1L), "the higher rank, though dearer");
  }
}
