package io.github.warpath.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines: the highest-ranked line with a rate for the class is used along a hexside. */
class LineRuleTest {
  private static final LineRule LINES = new LineRule(KitFixture.rule("8", "Lines"),
      List.of("trail", "road", "rail"), new int[] {0, 1, 2}, new int[] {1, 2, 3},
      new int[][] {{2, Points.NONE}, {1, 1}, {Points.NONE, 0}}, new long[] {0, 1L << 3, 0});

  @Test
  void theHigherRankWins() {
    assertEquals(1, LINES.lineAcross(0b011, 0, -1L));
  }

  @Test
  void aLineWithoutARateForTheClassIsIgnored() {
    assertEquals(1, LINES.lineAcross(0b110, 0, -1L));
    assertEquals(2, LINES.lineAcross(0b110, 1, -1L));
    assertEquals(-1, LINES.lineAcross(0b001, 1, -1L));
  }

  @Test
  void onlyTheAllowedLinesCount() {
    assertEquals(-1, LINES.lineAcross(0b110, 1, 0b001));
  }

  @Test
  void aLineKnowsWhatItBridgesAndItsCheapestRate() {
    assertEquals(1L << 3, LINES.bridges(1));
    assertEquals(0, LINES.minimumRate());
    assertEquals(0b111, LINES.lineMask());
  }

  @Test
  void aLineConnectedToAnotherIsConnectedBackToIt() {
    // a road (hexside kind 1) that connects to a track (kind 0): the track connects to the road
    LineRule lines = new LineRule(KitFixture.rule("5.3", "Roads"),
        LineRule.When.LEAVING_ALONG_LINE, List.of("track", "road"), new int[] {0, 1},
        new int[] {1, 2}, new int[][] {{2, 2}, {1, 1}}, new long[] {0, 0},
        new long[] {0, 1L << 0});
    assertEquals(1L << 0 | 1L << 1, lines.connects(0));
    assertEquals(1L << 0 | 1L << 1, lines.connects(1));
  }
}
