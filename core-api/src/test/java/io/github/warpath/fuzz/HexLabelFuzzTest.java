package io.github.warpath.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;

/**
 * Fuzzes hex labels under several numberings. Whatever the text, parsing either succeeds and
 * round-trips, or fails with {@link InvalidInputException} and a message; nothing else escapes.
 */
class HexLabelFuzzTest {
  private static final HexNumbering[] NUMBERINGS = {
    HexNumbering.standard(),
    HexNumbering.builder().prefix("w").build(),
    HexNumbering.builder().separator(".").columnFirst(false).build(),
    HexNumbering.builder().columnType(HexNumbering.PartType.ALPHABETIC).columnOffset(0).build(),
    HexNumbering.builder().columnsDescending(40).rowsDescending(30).sideways(true).build(),
  };

  @FuzzTest(maxDuration = "30s")
  void hexLabelsParseOrFailCleanly(String label) {
    if (label == null) {
      return;
    }
    for (HexNumbering n : NUMBERINGS) {
      Hex h;
      try {
        h = n.parse(label);
      } catch (InvalidInputException e) {
        assertFalse(e.getMessage().isBlank());
        continue;
      }
      assertEquals(h, n.parse(n.label(h)), () -> "round trip of " + label + " under " + n);
    }
  }
}
