package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

/** The per-query mark sets rule sets use for zones of control and occupied hexes. */
class EpochMarksTest {

  @Test
  void aResetEmptiesTheSetWithoutForgettingItsCapacity() {
    EpochMarks m = new EpochMarks();
    m.reset(10);
    m.add(3);
    m.put(9, 4);
    assertTrue(m.contains(3));
    assertTrue(m.contains(9));
    assertFalse(m.contains(4));
    m.reset(10);
    assertFalse(m.contains(3));
    assertFalse(m.contains(9));
    assertEquals(-1, m.get(9, -1));
    m.reset(5);
    // a smaller reset keeps the larger arrays: member 9 can still be asked about and added
    assertFalse(m.contains(9));
    m.add(9);
    assertTrue(m.contains(9));
  }

  @Test
  void growingTheCapacityStartsEmpty() {
    EpochMarks m = new EpochMarks();
    m.reset(4);
    m.add(2);
    m.reset(40);
    assertFalse(m.contains(2));
    m.add(39);
    assertTrue(m.contains(39));
    m.reset(40);
    assertFalse(m.contains(39));
  }

  @Test
  void addingAPresentMemberKeepsItsValueAndAddingAnAbsentOneStartsAtZero() {
    EpochMarks m = new EpochMarks();
    m.reset(8);
    m.put(5, 7);
    m.add(5);
    assertEquals(7, m.get(5, -1));
    m.reset(8);
    // the value 7 is still in the array from the last query but must not show through
    m.add(5);
    assertEquals(0, m.get(5, -1));
    assertEquals(-3, m.get(6, -3), "absent members give the caller's default");
  }

  @Test
  void incrementCountsFromZeroWithinAQueryAndRestartsAfterAReset() {
    EpochMarks m = new EpochMarks();
    m.reset(8);
    assertEquals(3, m.increment(4, 3));
    assertEquals(5, m.increment(4, 2));
    assertEquals(5, m.get(4, 0));
    assertTrue(m.contains(4));
    m.reset(8);
    assertEquals(1, m.increment(4, 1));
    m.put(6, 10);
    assertEquals(8, m.increment(6, -2));
  }

  @Test
  void marksFromBeforeTheEpochCounterWrapsDoNotComeBack() throws Exception {
    EpochMarks m = new EpochMarks();
    m.reset(6);
    // stamped in the first epoch, long ago
    m.put(1, 4);
    Field epoch = EpochMarks.class.getDeclaredField("epoch");
    epoch.setAccessible(true);
    // many queries later the counter is one reset away from wrapping
    epoch.setInt(m, Integer.MAX_VALUE - 1);
    m.add(2);
    assertTrue(m.contains(2));
    m.reset(6);
    assertEquals(1, epoch.getInt(m), "the counter restarts at the first epoch");
    assertFalse(m.contains(1), "a stamp of the first epoch must not count again");
    assertEquals(-1, m.get(1, -1));
    assertFalse(m.contains(2));
    m.add(3);
    m.reset(6);
    assertEquals(2, epoch.getInt(m), "after the wrap, resets count up again");
    assertFalse(m.contains(3));
  }
}
