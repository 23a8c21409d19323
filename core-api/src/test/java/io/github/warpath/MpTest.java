package io.github.warpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
  void everyFractionGlyphParsesAndPrints() {
    String[] glyphs = {"⅙", "¼", "⅓", "½", "⅔", "¾", "⅚"};
    int[] twelfths = {2, 3, 4, 6, 8, 9, 10};
    for (int i = 0; i < glyphs.length; i++) {
      Mp value = Mp.ofTwelfths(twelfths[i]);
      assertEquals(value, Mp.parse(glyphs[i]), glyphs[i]);
      assertEquals(value.plus(Mp.of(2)), Mp.parse("2" + glyphs[i]));
      assertEquals(glyphs[i] + " MP", value.toString());
      assertEquals("-3" + glyphs[i], Mp.of(-3).minus(value).number());
    }
    assertEquals(24 + 8, Mp.parse("2⅔").twelfths());
  }

  @Test
  void aFractionWithAZeroDenominatorIsNotAValue() {
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> Mp.parse("1/0"));
    assertEquals("'1/0' is not a multiple of 1/12 MP", e.getMessage());
    InvalidInputException seventh = assertThrows(InvalidInputException.class,
        () -> Mp.parse("2 1/7"));
    assertEquals("'2 1/7' is not a multiple of 1/12 MP", seventh.getMessage());
  }

  @Test
  void theEngineUnitMustDivideTwelve() {
    for (int bad : new int[] {0, -2, 5, 7, 24}) {
      assertThrows(IllegalArgumentException.class, () -> Mp.of(1).ticks(bad), "ticks " + bad);
      assertThrows(IllegalArgumentException.class, () -> Mp.ofTicks(1, bad), "ofTicks " + bad);
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Mp.of(1).ticks(5));
    assertEquals("ticksPerMp must divide 12, got 5", e.getMessage());
    for (int good : new int[] {1, 2, 3, 4, 6, 12}) {
      assertEquals(good * 2, Mp.of(2).ticks(good));
    }
  }

  @Test
  void zeroAndValuesUpToSixtyFourPointsAreSharedInstances() {
    assertSame(Mp.ofTwelfths(0), Mp.ofTwelfths(0));
    assertSame(Mp.ofTwelfths(767), Mp.ofTwelfths(767));
    assertEquals(768, Mp.ofTwelfths(768).twelfths());
    assertEquals(Mp.ofTwelfths(768), Mp.of(64));
    assertEquals(-1, Mp.ofTwelfths(-1).twelfths());
    assertEquals(Mp.of(-1), Mp.ofTwelfths(-12));
  }

  @Test
  void signAndEqualityAreExact() {
    assertFalse(Mp.ZERO.isNegative());
    assertFalse(Mp.ofTwelfths(1).isNegative());
    assertTrue(Mp.ofTwelfths(-1).isNegative());
    assertFalse(Mp.ofTwelfths(1).isZero());
    assertFalse(Mp.ofTwelfths(-1).isZero());
    assertNotEquals(Mp.of(1), Mp.of(2));
    assertNotEquals(Mp.of(1), (Object) "1 MP");
    assertEquals(Mp.of(100), Mp.ofHalves(200));
    assertEquals(Mp.of(100).hashCode(), Mp.ofHalves(200).hashCode());
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

  @Test
  void differentValuesHashDifferently() {
    assertNotEquals(Mp.of(1).hashCode(), Mp.of(2).hashCode());
    assertNotEquals(Mp.ZERO.hashCode(), Mp.ofTwelfths(1).hashCode());
  }
}
