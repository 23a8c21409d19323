package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lists a verdict is built from: the walk's violations, then those of the end of the move. */
class VerdictsTest {

  @Test
  void theViolationsOfTheEndOfTheMoveFollowThoseOfTheWalkInOrder() {
    List<String> walk = List.of("w1", "w2");
    assertSame(walk, Verdicts.joined(walk, List.of(), "violation"));
    assertEquals(List.of("e1"), Verdicts.joined(List.of(), List.of("e1"), "violation"));
    List<String> both = Verdicts.joined(walk, List.of("e1", "e2"), "violation");
    assertEquals(List.of("w1", "w2", "e1", "e2"), both);
    assertThrows(UnsupportedOperationException.class, () -> both.add("e3"));
  }

  @Test
  void aNullViolationOfTheEndOfTheMoveIsRefusedByName() {
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> Verdicts.joined(List.of("w1"), Arrays.asList("e1", null), "violation"));
    assertEquals("violation", e.getMessage());
    NullPointerException alone = assertThrows(NullPointerException.class,
        () -> Verdicts.joined(List.of(), Arrays.asList("e1", null), "violation"));
    assertEquals("violation", alone.getMessage());
  }
}
