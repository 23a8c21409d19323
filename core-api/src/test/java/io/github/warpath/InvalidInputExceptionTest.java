package io.github.warpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/** Bad input names the field at fault, and keeps naming it when it is nested in another. */
class InvalidInputExceptionTest {

  @Test
  void theMessageStartsWithTheFieldWhenThereIsOne() {
    Exception cause = new NumberFormatException("x");
    assertEquals("steps[2]: not a hex", new InvalidInputException("steps[2]", "not a hex")
        .getMessage());
    InvalidInputException withCause = new InvalidInputException("steps[2]", "not a hex", cause);
    assertEquals("steps[2]: not a hex", withCause.getMessage());
    assertSame(cause, withCause.getCause());
    assertEquals("steps[2]", withCause.field());
    for (String none : new String[] {"", null}) {
      InvalidInputException plain = new InvalidInputException(none, "not a hex", cause);
      assertEquals("not a hex", plain.getMessage());
      assertEquals("", plain.field());
      assertEquals("not a hex", new InvalidInputException(none, "not a hex").getMessage());
      assertEquals("", new InvalidInputException(none, "not a hex").field());
    }
  }

  @Test
  void aProblemNestedUnderAParentFieldKeepsItsWords() {
    InvalidInputException inner = new InvalidInputException("position", "hex 4161 is off the map");
    InvalidInputException outer = inner.under("units[3]");
    assertEquals("units[3].position", outer.field());
    assertEquals("units[3].position: hex 4161 is off the map", outer.getMessage());
    assertSame(inner, outer.getCause());
    InvalidInputException indexed = new InvalidInputException("[2]", "unknown kind").under("units");
    assertEquals("units[2]", indexed.field());
    assertEquals("units[2]: unknown kind", indexed.getMessage());
    InvalidInputException bare = new InvalidInputException("", "empty file").under("scenario");
    assertEquals("scenario", bare.field());
    assertEquals("scenario: empty file", bare.getMessage());
    assertEquals("a.b.c: deep", new InvalidInputException("c", "deep").under("b").under("a")
        .getMessage());
  }
}
