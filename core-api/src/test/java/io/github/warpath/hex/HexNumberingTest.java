package io.github.warpath.hex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class HexNumberingTest {

  private static final HexNumbering WEST = HexNumbering.builder().prefix("w").build();

  @Test
  void vassalStaggeredLabelsConvertToOddQAxialCoordinates() {
    Hex h = WEST.parse("w4624");
    assertEquals(45, HexNumbering.rawColumn(h));
    assertEquals(22, HexNumbering.rawRow(h));
    assertEquals(Hex.of(45, 0), h);
    assertEquals("w4624", WEST.label(h));
    HexNumbering noStagger = WEST.toBuilder().stagger(false).build();
    assertEquals(Hex.of(45, 1), noStagger.parse("w4624"));
  }

  @Test
  void theNeighboursOf0505AreThoseVassalDraws() {
    HexNumbering n = HexNumbering.standard();
    Hex c = n.parse("0505");
    Set<String> labels = new TreeSet<>();
    for (Hex x : c.neighbors()) {
      labels.add(n.label(x));
    }
    assertEquals(Set.of("0405", "0406", "0504", "0506", "0605", "0606"), labels);
    Hex odd = n.parse("0605");
    Set<String> oddLabels = new TreeSet<>();
    for (Hex x : odd.neighbors()) {
      oddLabels.add(n.label(x));
    }
    assertEquals(Set.of("0504", "0505", "0604", "0606", "0704", "0705"), oddLabels);
  }

  @Test
  void theHexsystemExampleHexesAreNeighbours() {
    // Nanking w4724, the clear hex w4624 and Wenchow w4524 lie in a row
    Hex nanking = WEST.parse("w4724");
    Hex clear = WEST.parse("w4624");
    Hex wenchow = WEST.parse("w4524");
    assertTrue(nanking.isAdjacentTo(clear));
    assertTrue(clear.isAdjacentTo(wenchow));
    assertEquals(2, nanking.distanceTo(wenchow));
    // Haikou w4120 and the beachhead w4119 touch, and the beachhead faces Hanoi w4219
    assertTrue(WEST.parse("w4120").isAdjacentTo(WEST.parse("w4119")));
    assertTrue(WEST.parse("w4119").isAdjacentTo(WEST.parse("w4219")));
  }

  @Test
  void labelsParseWithAndWithoutLeadingZeros() {
    HexNumbering n = HexNumbering.standard();
    assertEquals(n.parse("0505"), n.parse("505"));
    assertEquals(n.parse("0105"), n.parse("105"), "the row keeps its two digits");
    assertEquals("0505", n.label(n.parse("505")));
    assertEquals(HexNumbering.fromRaw(104, 23), n.parse("10524"));
    assertEquals(WEST.parse("w0101"), WEST.parse("W101"));
  }

  @Test
  void leadingZerosFollowVassalsPadding() {
    assertEquals("05", HexNumbering.name(5, HexNumbering.PartType.NUMERIC, 1));
    assertEquals("005", HexNumbering.name(5, HexNumbering.PartType.NUMERIC, 2));
    assertEquals("5", HexNumbering.name(5, HexNumbering.PartType.NUMERIC, 0));
    assertEquals("123", HexNumbering.name(123, HexNumbering.PartType.NUMERIC, 1));
    assertEquals("-03", HexNumbering.name(-3, HexNumbering.PartType.NUMERIC, 1));
  }

  @Test
  void alphabeticPartsDoubleTheLetterAfterZ() {
    assertEquals("A", HexNumbering.name(0, HexNumbering.PartType.ALPHABETIC, 1));
    assertEquals("Z", HexNumbering.name(25, HexNumbering.PartType.ALPHABETIC, 1));
    assertEquals("AA", HexNumbering.name(26, HexNumbering.PartType.ALPHABETIC, 1));
    assertEquals("BB", HexNumbering.name(27, HexNumbering.PartType.ALPHABETIC, 1));
    HexNumbering n = HexNumbering.builder().columnType(HexNumbering.PartType.ALPHABETIC)
        .columnOffset(0).build();
    Hex h = HexNumbering.fromRaw(27, 3);
    assertEquals("BB05", n.label(h), "odd raw column: row numbered one higher");
    assertEquals(h, n.parse("BB05"));
    assertEquals(h, n.parse("bb5"));
    HexNumbering both = n.toBuilder().rowType(HexNumbering.PartType.ALPHABETIC).rowOffset(0)
        .build();
    assertEquals("BBE", both.label(HexNumbering.fromRaw(27, 3)));
    assertEquals(HexNumbering.fromRaw(27, 3), both.parse("BBE"));
    assertThrows(InvalidInputException.class, () -> n.parse("AB05"));
  }

  @Test
  void separatorsRowFirstAndOffsetsAreHonoured() {
    HexNumbering n = HexNumbering.builder().columnFirst(false).separator(".").columnOffset(0)
        .rowOffset(0).columnLeading(0).rowLeading(0).build();
    Hex h = HexNumbering.fromRaw(12, 7);
    assertEquals("7.12", n.label(h));
    assertEquals(h, n.parse("7.12"));
    assertEquals(HexNumbering.fromRaw(-3, 1), n.parse("2.-3"), "odd column: stagger");
  }

  @Test
  void descendingAxesCountDownFromTheVassalMaximum() {
    HexNumbering n = HexNumbering.builder().columnsDescending(30).build();
    assertEquals("3101", n.label(HexNumbering.fromRaw(0, 0)));
    assertEquals("0101", n.label(HexNumbering.fromRaw(30, 0)));
    HexNumbering rows = HexNumbering.builder().rowsDescending(20).build();
    assertEquals("0121", rows.label(HexNumbering.fromRaw(0, 0)));
    assertEquals("0220", rows.label(HexNumbering.fromRaw(1, 0)));
    for (int c = -2; c < 8; c++) {
      for (int r = -2; r < 8; r++) {
        Hex h = HexNumbering.fromRaw(c, r);
        assertEquals(h, n.parse(n.label(h)));
        assertEquals(h, rows.parse(rows.label(h)));
      }
    }
  }

  @Test
  void theDrawnLabelsWinWhereVassalsParserLandsOneRowOff() {
    // stagger on, columns descending from an odd count: raw column 0 is numbered 31 (odd)
    HexNumbering n = HexNumbering.builder().columnsDescending(30).build();
    Hex raw00 = HexNumbering.fromRaw(0, 0);
    assertEquals("3101", n.label(raw00), "raw column 0 is even, so no stagger on the row");
    assertEquals(raw00, n.parse("3101"));
  }

  @Test
  void sidewaysGridsSwapWhichAxisEachDescendingFlagApplies() {
    HexNumbering n = HexNumbering.builder().sideways(true).build();
    assertEquals(HexLayout.POINTY_TOP, n.layout());
    Hex h = HexNumbering.fromRaw(3, 4);
    assertEquals("0406", n.label(h));
    assertEquals(h, n.parse("0406"));
    HexNumbering d = n.toBuilder().rowsDescending(12).columnsDescending(9).build();
    for (int c = 0; c < 10; c++) {
      for (int r = 0; r < 10; r++) {
        Hex x = HexNumbering.fromRaw(c, r);
        assertEquals(x, d.parse(d.label(x)), d.label(x));
      }
    }
    assertEquals("1307", d.label(HexNumbering.fromRaw(0, 3)));
  }

  @Test
  void aLocationFormatGivesPrefixAndSuffix() {
    HexNumbering n = HexNumbering.builder().locationFormat("e$gridLocation$!").build();
    assertEquals("e", n.prefix());
    assertEquals("!", n.suffix());
    assertEquals("e0101!", n.label(HexNumbering.fromRaw(0, 0)));
    assertThrows(InvalidInputException.class,
        () -> HexNumbering.builder().locationFormat("w$row$"));
  }

  @Test
  void malformedLabelsAreRejectedWithTheExpectedForm() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> WEST.parse("e4624"));
    assertEquals("'e4624' is not a hex label of the form w0101", e.getMessage());
    assertFalse(WEST.isLabel("w46x24"));
    assertTrue(WEST.isLabel("w4624"));
    assertThrows(InvalidInputException.class, () -> WEST.parse("w99999999999999"));
    assertThrows(InvalidInputException.class,
        () -> HexNumbering.builder().columnLeading(-1).build());
  }

  @Test
  void equalSettingsMakeEqualNumberings() {
    assertEquals(HexNumbering.standard(), HexNumbering.builder().build());
    assertEquals(HexNumbering.standard().hashCode(), HexNumbering.builder().build().hashCode());
    assertFalse(HexNumbering.standard().equals(WEST));
    assertTrue(WEST.toString().contains("prefix=w"));
  }

  @Test
  void withoutASeparatorTheSecondPartTakesItsOwnPaddedWidth() {
    HexNumbering rowFirst = HexNumbering.builder().columnFirst(false).columnLeading(2).build();
    Hex h = HexNumbering.fromRaw(4, 4);
    assertEquals("05005", rowFirst.label(h), "row 05, then column 005");
    assertEquals(h, rowFirst.parse("05005"));
    assertEquals(h, rowFirst.parse("5005"));
    assertEquals("050", HexNumbering.name(50, HexNumbering.PartType.NUMERIC, 2));
    assertEquals("0050", HexNumbering.name(50, HexNumbering.PartType.NUMERIC, 3));
    assertEquals("500", HexNumbering.name(500, HexNumbering.PartType.NUMERIC, 2));
  }

  @Test
  void theColumnPartAloneFollowsTheAxisTheColumnsAreDrawnOn() {
    assertEquals("04", HexNumbering.standard().columnName(3));
    assertEquals("31", HexNumbering.builder().columnsDescending(30).build().columnName(0));
    HexNumbering sideways = HexNumbering.builder().sideways(true).build();
    assertEquals("04", sideways.columnName(3));
    HexNumbering down = HexNumbering.builder().sideways(true).rowsDescending(12)
        .columnsDescending(9).build();
    assertEquals("13", down.columnName(0), "on a sideways grid rows descending count columns");
    assertEquals("10", down.columnName(3));
  }

  @Test
  void descendingAxesMayCountDownFromZero() {
    HexNumbering n = HexNumbering.builder().columnsDescending(0).rowsDescending(0).build();
    assertEquals("0101", n.label(HexNumbering.fromRaw(0, 0)));
    assertEquals(HexNumbering.fromRaw(0, 0), n.parse("0101"));
    assertEquals(0, n.maxColumn());
    assertEquals(0, n.maxRow());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> HexNumbering.builder().columnsDescending(-1).build());
    assertEquals("numbering.maxColumn: descending columns need maxColumn (the number VASSAL counts"
        + " down from)", e.getMessage());
    assertThrows(InvalidInputException.class,
        () -> HexNumbering.builder().rowsDescending(-1).build());
  }

  @Test
  void aNumberingReportsEverySettingItWasBuiltWith() {
    HexNumbering n = HexNumbering.builder().prefix("a").suffix("z").columnFirst(false)
        .separator("-").columnType(HexNumbering.PartType.ALPHABETIC)
        .rowType(HexNumbering.PartType.NUMERIC).columnLeading(0).rowLeading(2).columnOffset(3)
        .rowOffset(0).columnsDescending(40).rowsDescending(30).stagger(false).sideways(true)
        .build();
    assertEquals("a", n.prefix());
    assertEquals("z", n.suffix());
    assertFalse(n.columnFirst());
    assertEquals("-", n.separator());
    assertEquals(HexNumbering.PartType.ALPHABETIC, n.columnType());
    assertEquals(HexNumbering.PartType.NUMERIC, n.rowType());
    assertEquals(0, n.columnLeading());
    assertEquals(2, n.rowLeading());
    assertEquals(3, n.columnOffset());
    assertEquals(0, n.rowOffset());
    assertTrue(n.columnsDescending());
    assertTrue(n.rowsDescending());
    assertEquals(40, n.maxColumn());
    assertEquals(30, n.maxRow());
    assertFalse(n.stagger());
    assertTrue(n.sideways());
    assertEquals(n, n.toBuilder().build());
    HexNumbering standard = HexNumbering.standard();
    assertTrue(standard.columnFirst());
    assertEquals("", standard.separator());
    assertFalse(standard.columnsDescending());
    assertFalse(standard.rowsDescending());
    assertTrue(standard.stagger());
    assertFalse(standard.sideways());
    assertEquals(-1, standard.maxColumn());
    assertFalse(standard.equals("0101"));
    assertFalse(standard.equals(standard.toBuilder().suffix("!").build()));
  }

  @Test
  void aLocationFormatMayBeThePlaceholderAlone() {
    HexNumbering n = HexNumbering.builder().prefix("x").locationFormat("$gridLocation$").build();
    assertEquals("", n.prefix());
    assertEquals("", n.suffix());
    InvalidInputException twice = assertThrows(InvalidInputException.class,
        () -> HexNumbering.builder().locationFormat("$gridLocation$/$gridLocation$"));
    assertEquals("numbering.locationFormat: must contain $gridLocation$ exactly once, got"
        + " '$gridLocation$/$gridLocation$'", twice.getMessage());
  }

  @Test
  void theColumnNameIsTheColumnPartOfTheLabel() {
    HexNumbering descending = HexNumbering.builder().columnsDescending(40).build();
    Hex h = HexNumbering.fromRaw(3, 2);
    assertEquals(descending.label(h).substring(0, 2), descending.columnName(3));
    assertEquals("38", descending.columnName(3), "column 4 of 41 counted from the right");
    assertEquals("04", HexNumbering.standard().columnName(3));
  }

  @Test
  void leadingDigitsAndOffsetsAreReportedAsBuilt() {
    HexNumbering n = HexNumbering.builder().columnLeading(3).rowLeading(1).columnOffset(5)
        .rowOffset(2).build();
    assertEquals(3, n.columnLeading());
    assertEquals(1, n.rowLeading());
    assertEquals(5, n.columnOffset());
    assertEquals(2, n.rowOffset());
    assertEquals("000503", n.label(HexNumbering.fromRaw(0, 1)), "column 5 and row 3, padded");
  }

  @Test
  void plainDigitLabelsParseAsThePatternOfAPrefixedNumberingReadsThem() {
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(5L);
    HexNumbering[][] pairs = {
        {HexNumbering.standard(), WEST},
        {HexNumbering.builder().columnFirst(false).columnLeading(2).build(),
            HexNumbering.builder().columnFirst(false).columnLeading(2).prefix("w").build()}};
    for (HexNumbering[] pair : pairs) {
      for (int k = 0; k < 2000; k++) {
        StringBuilder digits = new StringBuilder();
        int length = 1 + rnd.nextInt(12);
        for (int i = 0; i < length; i++) {
          digits.append((char) ('0' + rnd.nextInt(10)));
        }
        String plain = (rnd.nextInt(10) == 0 ? " " : "") + digits;
        Hex expected;
        try {
          expected = pair[1].parse("w" + digits);
        } catch (InvalidInputException e) {
          assertThrows(InvalidInputException.class, () -> pair[0].parse(plain), plain);
          continue;
        }
        assertEquals(expected, pair[0].parse(plain), plain);
      }
    }
  }

  @Test
  void aLabelOfDigitsAloneIsReadByTheFullFormWhereTheNumberingWritesMoreThanDigits() {
    HexNumbering.PartType letters = HexNumbering.PartType.ALPHABETIC;
    List<HexNumbering> numberings = List.of(WEST, HexNumbering.builder().suffix("z").build(),
        HexNumbering.builder().separator(".").build(),
        HexNumbering.builder().columnType(letters).build(),
        HexNumbering.builder().rowType(letters).build());
    for (HexNumbering n : numberings) {
      InvalidInputException e = assertThrows(InvalidInputException.class, () -> n.parse("0504"),
          n::toString);
      assertTrue(e.getMessage().startsWith("'0504' is not a hex label of the form "),
          e.getMessage());
    }
    assertEquals(HexNumbering.fromRaw(4, 3), HexNumbering.standard().parse("0504"));
  }

  @Test
  void aPlainLabelOfSignsWithoutDigitsIsNotAHex() {
    // characters below '0' and above '9' alike: the label does not have the form at all
    for (String label : List.of("#####", "~~~~~")) {
      InvalidInputException e = assertThrows(InvalidInputException.class,
          () -> HexNumbering.standard().parse(label));
      assertEquals("'" + label + "' is not a hex label of the form 0101", e.getMessage());
    }
  }

  @Test
  void aLabelNoLongerThanTheRowPartIsNotAHex() {
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> HexNumbering.standard().parse("04"));
    assertEquals("'04' is not a hex label of the form 0101", e.getMessage());
  }

  @Test
  void numberingsThatDifferHashDifferently() {
    assertNotEquals(HexNumbering.standard().hashCode(), WEST.hashCode());
  }
}
