package io.github.warpath.efs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * The per-hex flags of a compiled query: a reset forgets every flag set since the one before,
 * however many hexes were given flags and however many resets follow.
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

  @Test
  void theFlagsOfManyHexesAreAllForgottenAtTheNextReset() {
    HexFlags f = new HexFlags();
    f.reset(100);
    for (int i = 0; i < 100; i += 2) {
      f.add(i, 1 + i % 8);
      f.add(i, 16);
    }
    assertEquals(16 | 3, f.get(2));
    assertEquals(0, f.get(3));
    assertEquals(100, f.cells().length);
    f.reset(100);
    for (int i = 0; i < 100; i++) {
      assertEquals(0, f.get(i), "hex " + i);
    }
    // a smaller map keeps the room, and flags still empty
    f.add(98, 4);
    f.reset(10);
    assertEquals(0, f.get(98));
    assertEquals(100, f.cells().length);
  }

  @Test
  void aResetAfterExactlyAsManyHexesAsTheListHoldsForgetsThemAll() {
    HexFlags f = new HexFlags();
    f.reset(40);
    for (int i = 0; i < 16; i++) {
      f.add(i, 1);
    }
    f.reset(40);
    for (int i = 0; i < 16; i++) {
      assertEquals(0, f.get(i), "hex " + i);
    }
    f.reset(40);
    assertEquals(0, f.get(0));
  }

  @Test
  void aResetToTheSameSizeKeepsTheCellsAndClearsThemByTheList() {
    HexFlags f = new HexFlags();
    f.reset(5);
    byte[] cells = f.cells();
    f.add(4, 3);
    f.reset(5);
    assertSame(cells, f.cells(), "the same array: a map of the same size allocates nothing");
    assertEquals(0, f.get(4));
  }
}
