package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;

/**
 * An exact non-negative rational number in lowest terms, for probabilities. No floating point is
 * involved: {@code Fraction.of(10, 36)} equals {@code Fraction.of(5, 18)} and prints {@code 5/18}.
 *
 * @param numerator the numerator, zero or more
 * @param denominator the denominator, positive
 */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {

  /** Zero. */
  public static final Fraction ZERO = new Fraction(0, 1);
  /** One. */
  public static final Fraction ONE = new Fraction(1, 1);

  /**
   * Creates a fraction in lowest terms.
   *
   * @param numerator zero or more
   * @param denominator positive
   * @throws InvalidInputException for a negative numerator or a denominator of zero or less
   */
  public Fraction {
    if (denominator <= 0 || numerator < 0) {
      throw new InvalidInputException("fraction", "expected a non-negative numerator and a"
          + " positive denominator, got " + numerator + "/" + denominator);
    }
    long g = gcd(numerator, denominator);
    numerator /= g;
    denominator /= g;
  }

  /**
   * A fraction.
   *
   * @param numerator zero or more
   * @param denominator positive
   * @return the fraction in lowest terms
   */
  public static Fraction of(long numerator, long denominator) {
    return new Fraction(numerator, denominator);
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a == 0 ? 1 : a;
  }

  /**
   * The sum.
   *
   * @param o another fraction
   * @return {@code this + o}
   * @throws ArithmeticException on overflow
   */
  public Fraction plus(Fraction o) {
    long g = gcd(denominator, o.denominator);
    long d = Math.multiplyExact(denominator / g, o.denominator);
    return of(Math.addExact(Math.multiplyExact(numerator, d / denominator),
        Math.multiplyExact(o.numerator, d / o.denominator)), d);
  }

  /**
   * One minus this.
   *
   * @return {@code 1 - this}
   * @throws InvalidInputException if this is more than one
   */
  public Fraction complement() {
    return of(denominator - numerator, denominator);
  }

  @Override
  public int compareTo(Fraction o) {
    return Long.compare(Math.multiplyExact(numerator, o.denominator),
        Math.multiplyExact(o.numerator, denominator));
  }

  /**
   * The value as a double, for drawing only.
   *
   * @return an approximation
   */
  public double approximate() {
    return (double) numerator / denominator;
  }

  @Override
  public String toString() {
    return denominator == 1 ? Long.toString(numerator) : numerator + "/" + denominator;
  }
}
