package io.github.warpath.vassal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexNumbering;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** VASSAL's hex grid numbering attributes give the numbering the module draws. */
class VassalNumberingTest {

  @Test
  void vassalsDefaultsAreTheStandardNumbering() {
    assertEquals(HexNumbering.standard(), VassalNumbering.of(Map.of(), false, 0, 0));
  }

  @Test
  void aMapPrefixAndTheStaggerComeFromTheAttributes() {
    HexNumbering n = VassalNumbering.of(Map.of("first", "H", "sep", "", "hType", "N",
        "vType", "N", "hLeading", "1", "vLeading", "1", "hOff", "1", "vOff", "1",
        "stagger", "true", "locationFormat", "w$gridLocation$"), false, 60, 40);
    Hex h = n.parse("w4624");
    assertEquals(new Hex(45, 0), h, "raw (45, 22) with stagger");
    assertEquals("w4624", n.label(h));
  }

  @Test
  void withoutStaggerTheSameLabelIsAnotherHex() {
    HexNumbering n = VassalNumbering.of(Map.of("stagger", "false", "locationFormat",
        "w$gridLocation$"), false, 60, 40);
    assertEquals(new Hex(45, 1), n.parse("w4624"));
  }

  @Test
  void rowFirstAlphabeticColumnsAndASeparator() {
    HexNumbering n = VassalNumbering.of(Map.of("first", "V", "sep", "-", "hType", "A",
        "hOff", "0", "vLeading", "0"), false, 0, 0);
    assertEquals("1-A", n.label(HexNumbering.fromRaw(0, 0)));
    assertEquals("2-C", n.label(HexNumbering.fromRaw(2, 1)));
    assertEquals(HexNumbering.fromRaw(2, 1), n.parse("2-C"));
  }

  @Test
  void descendingColumnsCountDownFromTheBoardsSize() {
    HexNumbering n = VassalNumbering.of(Map.of("hDescend", "true"), false, 20, 15);
    assertEquals(HexNumbering.builder().columnsDescending(20).build(), n);
    assertEquals("2101", n.label(HexNumbering.fromRaw(0, 0)));
  }

  @Test
  void aSidewaysGridIsPointyTopped() {
    HexNumbering n = VassalNumbering.of(Map.of(), true, 0, 0);
    assertEquals(HexNumbering.builder().sideways(true).build(), n);
  }

  @Test
  void valuesWarpathCannotUseAreNamed() {
    assertEquals("locationFormat: '$row$-$column$' does not use $gridLocation$; Warpath reads"
        + " labels written as prefix$gridLocation$suffix", assertThrows(
            InvalidInputException.class, () -> VassalNumbering.of(Map.of("locationFormat",
                "$row$-$column$"), false, 0, 0)).getMessage());
    assertEquals("hOff: expected a whole number, got 'one'", assertThrows(
        InvalidInputException.class, () -> VassalNumbering.of(Map.of("hOff", "one"), false, 0,
            0)).getMessage());
    assertEquals("first: expected H or V, got 'X'", assertThrows(InvalidInputException.class,
        () -> VassalNumbering.of(Map.of("first", "X"), false, 0, 0)).getMessage());
    assertEquals("vType: expected N (numerical) or A (alphabetic), got 'R'", assertThrows(
        InvalidInputException.class, () -> VassalNumbering.of(Map.of("vType", "R"), false, 0,
            0)).getMessage());
  }
}
