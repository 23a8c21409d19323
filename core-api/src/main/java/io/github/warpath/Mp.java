package io.github.warpath;

/**
 * An exact quantity of movement points, in fixed point: a whole number of twelfths of a point.
 *
 * <p>Twelfths represent halves, thirds, quarters and sixths exactly, which covers the fractional
 * costs of the rule systems (a city at ½ MP, a road at ⅓ MP). There is no floating point
 * anywhere: sums and comparisons are exact. The search engine works in a coarser integer unit
 * chosen per rule set ({@code ticksPerMp}, a divisor of 12); {@link #ticks(int)} and
 * {@link #ofTicks(int, int)} convert.
 *
 * <p>Values print as a player writes them: {@code "1½ MP"}, {@code "⅓ MP"}, {@code "0 MP"}.
 */
public final class Mp implements Comparable<Mp> {

  /** Twelfths per movement point. */
  public static final int SCALE = 12;

  /** No movement points. */
  public static final Mp ZERO = new Mp(0);

  private static final Mp[] SMALL = new Mp[12 * 64];

  static {
    for (int i = 0; i < SMALL.length; i++) {
      SMALL[i] = new Mp(i);
    }
  }

  private final int twelfths;

  private Mp(int twelfths) {
    this.twelfths = twelfths;
  }

  /**
   * A value in twelfths of a point.
   *
   * @param twelfths the raw fixed-point value
   * @return the value
   */
  public static Mp ofTwelfths(int twelfths) {
    if (twelfths >= 0 && twelfths < SMALL.length) {
      return SMALL[twelfths];
    }
    return new Mp(twelfths);
  }

  /**
   * A whole number of points.
   *
   * @param points the points
   * @return the value
   */
  public static Mp of(int points) {
    return ofTwelfths(Math.multiplyExact(points, SCALE));
  }

  /**
   * A number of half points.
   *
   * @param halves half points, e.g. 3 for 1½ MP
   * @return the value
   */
  public static Mp ofHalves(int halves) {
    return ofTwelfths(Math.multiplyExact(halves, SCALE / 2));
  }

  /**
   * A value in an engine unit.
   *
   * @param ticks the quantity in engine units
   * @param ticksPerMp engine units per point; must divide 12
   * @return the value
   */
  public static Mp ofTicks(int ticks, int ticksPerMp) {
    checkTicksPerMp(ticksPerMp);
    return ofTwelfths(Math.multiplyExact(ticks, SCALE / ticksPerMp));
  }

  /**
   * This value in an engine unit.
   *
   * @param ticksPerMp engine units per point; must divide 12
   * @return the value in engine units
   * @throws ArithmeticException if the value is not a whole number of engine units
   */
  public int ticks(int ticksPerMp) {
    checkTicksPerMp(ticksPerMp);
    int per = SCALE / ticksPerMp;
    if (twelfths % per != 0) {
      throw new ArithmeticException(this + " is not a whole number of 1/" + ticksPerMp + " MP");
    }
    return twelfths / per;
  }

  private static void checkTicksPerMp(int ticksPerMp) {
    if (ticksPerMp <= 0 || SCALE % ticksPerMp != 0) {
      throw new IllegalArgumentException("ticksPerMp must divide " + SCALE + ", got " + ticksPerMp);
    }
  }

  /**
   * Parses a value written as {@code 3}, {@code 1½}, {@code 1.5}, {@code 3/2}, {@code 1 1/2} or
   * {@code ⅓}, with or without a trailing {@code MP}.
   *
   * @param text the text
   * @return the value
   * @throws InvalidInputException if the text is not an exact multiple of 1/12 MP
   */
  public static Mp parse(String text) {
    String t = text.trim();
    if (t.toUpperCase(java.util.Locale.ROOT).endsWith("MP")) {
      t = t.substring(0, t.length() - 2).trim();
    }
    if (t.isEmpty()) {
      throw new InvalidInputException("", "'" + text + "' is not a movement point value");
    }
    boolean negative = t.startsWith("-");
    if (negative) {
      t = t.substring(1).trim();
    }
    if (t.isEmpty()) {
      throw new InvalidInputException("", "'" + text + "' is not a movement point value");
    }
    try {
      int result;
      char last = t.charAt(t.length() - 1);
      int glyph = glyphTwelfths(last);
      if (glyph >= 0) {
        String whole = t.substring(0, t.length() - 1).trim();
        result = (whole.isEmpty() ? 0 : Math.multiplyExact(Integer.parseInt(whole), SCALE))
            + glyph;
      } else if (t.contains("/")) {
        String whole = "0";
        String frac = t;
        int space = t.indexOf(' ');
        if (space > 0) {
          whole = t.substring(0, space);
          frac = t.substring(space + 1).trim();
        }
        String[] nd = frac.split("/", -1);
        if (nd.length != 2) {
          // "1/2/3" is not a fraction; without this check it would read as 1/2
          throw new NumberFormatException("one fraction bar expected");
        }
        int num = Integer.parseInt(nd[0].trim());
        int den = Integer.parseInt(nd[1].trim());
        if (den <= 0 || (num * (long) SCALE) % den != 0) {
          throw new InvalidInputException("", "'" + text + "' is not a multiple of 1/12 MP");
        }
        result = Math.addExact(Math.multiplyExact(Integer.parseInt(whole), SCALE),
            Math.toIntExact(num * (long) SCALE / den));
      } else {
        java.math.BigDecimal d = new java.math.BigDecimal(t).multiply(
            java.math.BigDecimal.valueOf(SCALE));
        result = d.intValueExact();
      }
      return ofTwelfths(negative ? -result : result);
    } catch (NumberFormatException | ArithmeticException | ArrayIndexOutOfBoundsException e) {
      throw new InvalidInputException("", "'" + text
          + "' is not an exact movement point value (whole points and 1/2, 1/3, 1/4, 1/6, 1/12"
          + " fractions)", e);
    }
  }

  private static int glyphTwelfths(char c) {
    switch (c) {
      case '½': return 6;
      case '⅓': return 4;
      case '⅔': return 8;
      case '¼': return 3;
      case '¾': return 9;
      case '⅙': return 2;
      case '⅚': return 10;
      default: return -1;
    }
  }

  /**
   * The raw fixed-point value.
   *
   * @return twelfths of a point
   */
  public int twelfths() {
    return twelfths;
  }

  /**
   * Sum.
   *
   * @param other the value to add
   * @return {@code this + other}
   */
  public Mp plus(Mp other) {
    return ofTwelfths(Math.addExact(twelfths, other.twelfths));
  }

  /**
   * Difference.
   *
   * @param other the value to subtract
   * @return {@code this - other}
   */
  public Mp minus(Mp other) {
    return ofTwelfths(Math.subtractExact(twelfths, other.twelfths));
  }

  /**
   * Whole multiple.
   *
   * @param factor the factor
   * @return {@code this * factor}
   */
  public Mp times(int factor) {
    return ofTwelfths(Math.multiplyExact(twelfths, factor));
  }

  /**
   * Half of this value, rounded down to the nearest twelfth (for "halve the allowance" rules;
   * the rule set decides which rounding its text asks for).
   *
   * @return {@code floor(this / 2)} in twelfths
   */
  public Mp half() {
    return ofTwelfths(Math.floorDiv(twelfths, 2));
  }

  /**
   * Whether this value is below zero.
   *
   * @return true if negative
   */
  public boolean isNegative() {
    return twelfths < 0;
  }

  /**
   * Whether this value is zero.
   *
   * @return true if zero
   */
  public boolean isZero() {
    return twelfths == 0;
  }

  /**
   * The larger of two values.
   *
   * @param a one value
   * @param b another
   * @return the larger
   */
  public static Mp max(Mp a, Mp b) {
    return a.twelfths >= b.twelfths ? a : b;
  }

  /**
   * The smaller of two values.
   *
   * @param a one value
   * @param b another
   * @return the smaller
   */
  public static Mp min(Mp a, Mp b) {
    return a.twelfths <= b.twelfths ? a : b;
  }

  @Override
  public int compareTo(Mp o) {
    return Integer.compare(twelfths, o.twelfths);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Mp && ((Mp) o).twelfths == twelfths;
  }

  @Override
  public int hashCode() {
    return twelfths;
  }

  /**
   * The value without unit: {@code "1½"}, {@code "⅓"}, {@code "-2"}, {@code "5/12"}.
   *
   * @return the number as a player writes it
   */
  public String number() {
    int abs = Math.abs(twelfths);
    int whole = abs / SCALE;
    int frac = abs % SCALE;
    String sign = twelfths < 0 ? "-" : "";
    if (frac == 0) {
      return sign + whole;
    }
    String glyph = fractionGlyph(frac);
    String wholeText = whole == 0 ? "" : Integer.toString(whole);
    if (glyph != null) {
      return sign + wholeText + glyph;
    }
    // every other twelfth (1, 5, 7, 11) is prime to 12: the fraction is already reduced
    return sign + (whole == 0 ? "" : wholeText + " ") + frac + "/" + SCALE;
  }

  private static String fractionGlyph(int frac) {
    switch (frac) {
      case 6: return "½";
      case 4: return "⅓";
      case 8: return "⅔";
      case 3: return "¼";
      case 9: return "¾";
      case 2: return "⅙";
      case 10: return "⅚";
      default: return null;
    }
  }

  private static int gcd(int a, int b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  /**
   * The value in ASCII only: {@code "1.5"}, {@code "0.333"}; for machine-readable output use
   * {@link #twelfths()} or {@link #toFraction()} instead, which are exact.
   *
   * @return a decimal rendering, three places at most
   */
  public String toDecimalString() {
    java.math.BigDecimal d = java.math.BigDecimal.valueOf(twelfths)
        .divide(java.math.BigDecimal.valueOf(SCALE), 3, java.math.RoundingMode.HALF_EVEN)
        .stripTrailingZeros();
    return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
  }

  /**
   * The exact value as a reduced fraction in ASCII: {@code "3/2"}, {@code "2"}, {@code "-1/3"}.
   *
   * @return the fraction
   */
  public String toFraction() {
    int g = gcd(Math.abs(twelfths), SCALE);
    int num = twelfths / g;
    int den = SCALE / g;
    return den == 1 ? Integer.toString(num) : num + "/" + den;
  }

  /**
   * The value with its unit, e.g. {@code "1½ MP"}.
   *
   * @return the formatted value
   */
  @Override
  public String toString() {
    return number() + " MP";
  }
}
