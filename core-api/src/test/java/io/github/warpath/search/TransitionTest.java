package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The record a graph fills in for one transition. */
class TransitionTest {

  @Test
  void aNewRecordLeadsNowhereAtAnUnknownCost() {
    Transition t = new Transition();
    assertEquals(-1, t.to);
    assertEquals(-1, t.cost);
    assertEquals(0, t.flags);
    assertEquals(0, t.rule);
  }

  @Test
  void clearingForgetsEverythingAndCopyingTakesEverything() {
    Transition t = new Transition();
    t.to = 7;
    t.cost = 3;
    t.flags = Transition.STOP | Transition.EXCEEDS;
    t.rule = 2;
    t.argA = 5;
    t.argB = -4;
    Transition copy = new Transition();
    copy.copyFrom(t);
    assertEquals(7, copy.to);
    assertEquals(3, copy.cost);
    assertEquals(5, copy.flags);
    assertEquals(2, copy.rule);
    assertEquals(5, copy.argA);
    assertEquals(-4, copy.argB);
    t.clear();
    assertEquals(-1, t.to);
    assertEquals(-1, t.cost);
    assertEquals(0, t.flags + t.rule + t.argA + t.argB);
  }
}
