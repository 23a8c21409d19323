package io.github.warpath.rulebook.internal;

import io.github.warpath.kit.Points;
import io.github.warpath.scenario.JsonValue;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Movement point amounts of a rule book: whole numbers, decimals ({@code 0.5}) or fractions
 * ({@code "1/3"}), exact, turned into ticks of the book's denominator. A value that is not a
 * whole number of ticks is refused, never rounded.
 */
final class Amounts {
  private static final BigInteger MAX = BigInteger.valueOf(Points.MAX_TICKS);

  private Amounts() {}

  /** A fraction read from a value: numerator and denominator, both positive or zero. */
  record Fraction(BigInteger numerator, BigInteger denominator) {}

  static Fraction fraction(JsonValue v, boolean negativeAllowed) {
    String text = v.isNumber() ? v.scalarText() : v.isText() ? v.text().trim() : null;
    if (text == null) {
      throw v.fail("expected movement points: a number such as 2 or 0.5, or a fraction such as"
          + " \"1/3\", got " + v.describeValue());
    }
    Fraction f;
    try {
      int slash = text.indexOf('/');
      if (slash >= 0) {
        BigInteger n = new BigInteger(text.substring(0, slash).trim());
        BigInteger d = new BigInteger(text.substring(slash + 1).trim());
        if (d.signum() <= 0) {
          throw v.fail("the fraction " + text + " has a denominator of zero or less");
        }
        f = new Fraction(n, d);
      } else {
        if (text.length() > 40) {
          throw v.fail("the number " + text.substring(0, 20) + "... is too long");
        }
        BigDecimal b = new BigDecimal(text);
        if (b.scale() > 12 || b.precision() > 30) {
          throw v.fail("the number " + text + " has too many digits");
        }
        f = b.scale() <= 0 ? new Fraction(b.toBigIntegerExact(), BigInteger.ONE)
            : new Fraction(b.unscaledValue(), BigInteger.TEN.pow(b.scale()));
      }
    } catch (NumberFormatException | ArithmeticException e) {
      throw v.fail("expected movement points: a number such as 2 or 0.5, or a fraction such as"
          + " \"1/3\", got " + v.describeValue());
    }
    if (f.numerator().signum() < 0 && !negativeAllowed) {
      throw v.fail("a cost cannot be negative, got " + text);
    }
    return f;
  }

  static int ticks(JsonValue v, int denominator, boolean negativeAllowed) {
    Fraction f = fraction(v, negativeAllowed);
    BigInteger[] qr = f.numerator().multiply(BigInteger.valueOf(denominator))
        .divideAndRemainder(f.denominator());
    if (qr[1].signum() != 0) {
      throw v.fail("the value " + v.scalarText() + " MP is not a whole number of 1/"
          + denominator + " MP; the rule book's denominator must count it exactly (a"
          + " denominator of 12 counts halves, thirds, quarters, sixths and twelfths)");
    }
    if (qr[0].abs().compareTo(MAX) > 0) {
      throw v.fail("the value " + v.scalarText() + " MP is too large");
    }
    return qr[0].intValueExact();
  }
}
