package io.github.warpath.efs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The per-hex flags of a compiled query empty in constant time by moving to a new stamp; after
 * about four million queries the stamp starts over, and flags from long ago must not come back.
 */
class HexFlagsTest {

  @Test
  void flagsAreForgottenAtEachResetAndAddUp() {
    HexFlags f = new HexFlags();
    f.reset(3);
    f.add(1, 4);
    f.add(1, 1);
    assertEquals(5, f.get(1));
    assertEquals(0, f.get(2));
    f.reset(3);
    assertEquals(0, f.get(1));
    // a larger map gets room for its hexes
    f.reset(7);
    f.add(6, 2);
    assertEquals(2, f.get(6));
  }

  @Test
  void flagsSetBeforeTheStampStartsOverDoNotReappearAfterIt() {
    HexFlags f = new HexFlags();
    f.reset(4);
    f.add(2, 5);
    for (int k = 0; k < 1 << 22; k++) {
      f.reset(4);
    }
    assertEquals(0, f.get(2));
    f.add(3, 8);
    assertEquals(8, f.get(3));
  }

  @Test
  void whenTheStampComesBackToAValueItHadTheFlagsOfThatTimeAreGone() {
    HexFlags f = new HexFlags();
    f.reset(4);
    f.add(2, 5);
    // the reset that would pass the last stamp starts over at the first one, the stamp of the
    // flags above
    for (int k = 0; k < (1 << 22) - 1; k++) {
      f.reset(4);
    }
    assertEquals(0, f.get(2));
    f.add(1, 3);
    // a stamp goes round at most once in four million resets, however many follow
    for (int k = 0; k < 1 << 24; k++) {
      f.reset(4);
    }
    assertEquals(0, f.get(1));
    assertEquals(0, f.get(2));
  }
}
