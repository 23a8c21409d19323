package io.github.warpath.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.hex.HexNumbering;
import io.github.warpath.testrules.TestRules;
import org.junit.jupiter.api.Test;

/** The terminal picture of a map: one cell per hex, placed as the map draws it. */
class HexPictureTest {

  @Test
  void aFlatTopMapDrawsOddColumnsHalfAHexLower() {
    HexMap map = TestRules.map(3, 2).build();
    // each row of hexes is two lines: the even raw columns, then the odd ones
    assertEquals("0     4\n   2\n1     5\n   3\n",
        HexPicture.render(map, i -> Integer.toString(i), 3));
  }

  @Test
  void aPointyTopMapDrawsOddRowsHalfAHexToTheRight() {
    HexMap map = TestRules.map(3, 2).numbering(HexNumbering.builder().sideways(true).build())
        .build();
    assertEquals("a0  b1\n  c2  d3\ne4  f5\n",
        HexPicture.render(map, i -> (char) ('a' + i) + Integer.toString(i), 4));
  }

  @Test
  void cellsAreCutToLeaveASpaceAndLinesLoseTrailingBlanks() {
    HexMap map = TestRules.map(3, 1).build();
    String[] cells = {"ab", "abc", "x "};
    assertEquals("ab    x\n   ab\n", HexPicture.render(map, i -> cells[i], 3));
  }

  @Test
  void aMapSectionStartingOnAnOddColumnDrawsThatColumnLower() {
    HexMap section = HexMap.builder(TestRules.VOCABULARY, 1, 0, 2, 2).build();
    // the second hex has no text: its line is empty
    assertEquals("  x\nx\n  x\n\n", HexPicture.render(section, i -> i == 1 ? null : "x", 2));
  }

  @Test
  void cellsNeedRoomForAtLeastOneCharacter() {
    HexMap map = TestRules.map(2, 2).build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> HexPicture.render(map, i -> "x", 1));
    assertEquals("width must be at least 2", e.getMessage());
    assertEquals("x\n  x\nx\n  x\n", HexPicture.render(map, i -> "x", 2));
  }
}
