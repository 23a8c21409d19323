package io.github.warpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MpTest {

  @Test
  void valuesPrintAsAPlayerWritesThem() {
    assertEquals("0 MP", Mp.ZERO.toString());
    assertEquals("3 MP", Mp.of(3).toString());
    assertEquals("1½ MP", Mp.ofHalves(3).toString());
    assertEquals("½ MP", Mp.ofHalves(1).toString());
    assertEquals("⅓ MP", Mp.ofTwelfths(4).toString());
    assertEquals("2¾ MP", Mp.ofTwelfths(33).toString());
    assertEquals("-1½ MP", Mp.ofHalves(-3).toString());
    assertEquals("1 5/12 MP", Mp.ofTwelfths(17).toString());
    assertEquals("5/12", Mp.ofTwelfths(5).number());
  }

  @Test
  void machineFormsAreExactOrClearlyRounded() {
    assertEquals("3/2", Mp.ofHalves(3).toFraction());
    assertEquals("2", Mp.of(2).toFraction());
    assertEquals("-1/3", Mp.ofTwelfths(-4).toFraction());
    assertEquals("0", Mp.ZERO.toFraction());
    assertEquals("1.5", Mp.ofHalves(3).toDecimalString());
    assertEquals("0.333", Mp.ofTwelfths(4).toDecimalString());
    assertEquals("4", Mp.of(4).toDecimalString());
  }

  @Test
  void parsingAcceptsGlyphsDecimalsAndFractions() {
    assertEquals(Mp.ofHalves(3), Mp.parse("1½"));
    assertEquals(Mp.ofHalves(3), Mp.parse("1.5 MP"));
    assertEquals(Mp.ofHalves(3), Mp.parse("3/2"));
    assertEquals(Mp.ofHalves(3), Mp.parse("1 1/2"));
    assertEquals(Mp.ofTwelfths(4), Mp.parse("⅓"));
    assertEquals(Mp.of(-2), Mp.parse("-2"));
    assertEquals(Mp.of(7), Mp.parse(" 7 mp "));
    for (String bad : new String[] {"", "-", "- MP", "MP", "abc", "1/7", "0.1", "1/0", "1½½"}) {
      assertThrows(InvalidInputException.class, () -> Mp.parse(bad), bad);
    }
  }

  @Test
  void engineUnitsConvertExactlyOrRefuse() {
    assertEquals(3, Mp.ofHalves(3).ticks(2));
    assertEquals(Mp.ofHalves(3), Mp.ofTicks(3, 2));
    assertEquals(Mp.of(2), Mp.ofTicks(2, 1));
    assertThrows(ArithmeticException.class, () -> Mp.ofHalves(1).ticks(1));
    assertThrows(IllegalArgumentException.class, () -> Mp.ofTicks(1, 5));
  }

  @Test
  void arithmeticAndOrderingAreExact() {
    Mp a = Mp.ofTwelfths(4);
    Mp sum = a.plus(a).plus(a);
    assertEquals(Mp.of(1), sum);
    assertEquals(Mp.ofHalves(1), Mp.of(1).minus(Mp.ofHalves(1)));
    assertEquals(Mp.of(6), Mp.of(2).times(3));
    assertEquals(Mp.of(2), Mp.of(5).half().minus(Mp.ofHalves(1)));
    assertTrue(Mp.of(1).compareTo(Mp.ofHalves(3)) < 0);
    assertEquals(Mp.of(2), Mp.max(Mp.of(2), Mp.ofHalves(3)));
    assertEquals(Mp.ofHalves(3), Mp.min(Mp.of(2), Mp.ofHalves(3)));
    assertSame(Mp.of(3), Mp.of(3), "small values are cached");
    assertTrue(Mp.ofHalves(-1).isNegative());
    assertTrue(Mp.ZERO.isZero());
    assertThrows(ArithmeticException.class, () -> Mp.ofTwelfths(Integer.MAX_VALUE).plus(a));
  }

  @Test
  void aFractionHasExactlyOneBar() {
    for (String bad : new String[] {"1/2/3", "1/2/", "1 1/2/5", "3/2/1 MP", "/2", "1/"}) {
      InvalidInputException e = assertThrows(InvalidInputException.class, () -> Mp.parse(bad),
          bad);
      assertEquals("'" + bad + "' is not an exact movement point value (whole points and 1/2,"
          + " 1/3, 1/4, 1/6, 1/12 fractions)", e.getMessage());
    }
    assertEquals(Mp.ofHalves(3), Mp.parse("1 1/2"));
    assertEquals(Mp.ofTwelfths(5), Mp.parse("5/12"));
  }
}
