package io.github.warpath.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;

/**
 * Fuzzes movement point values as text. Whatever the text, parsing either succeeds and
 * round-trips, or fails with {@link InvalidInputException} and a message; nothing else escapes.
 */
class InputFuzzTest {
  @FuzzTest(maxDuration = "30s")
  void movementPointsParseOrFailCleanly(String text) {
    if (text == null) {
      return;
    }
    Mp mp;
    try {
      mp = Mp.parse(text);
    } catch (InvalidInputException e) {
      assertFalse(e.getMessage().isBlank());
      return;
    }
    assertEquals(mp, Mp.parse(mp.toString()));
    assertEquals(mp, Mp.parse(mp.toFraction()));
  }
}
