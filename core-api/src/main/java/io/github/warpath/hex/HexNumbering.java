package io.github.warpath.hex;

import io.github.warpath.InvalidInputException;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a map labels its hexes: the {@code CCRR} numbers printed on the board, such as
 * {@code 0505} or {@code w4624}, converted exactly to and from {@link Hex} values.
 *
 * <p>The settings mirror those of VASSAL's hex grid numbering, so a module's labels convert
 * without surprises:
 * <ul>
 *   <li>{@code columnFirst} (VASSAL {@code first = H}) - the column part comes first;</li>
 *   <li>{@code separator} ({@code sep}) - text between the two parts, often empty;</li>
 *   <li>{@code columnType}/{@code rowType} ({@code hType}/{@code vType}) - numbers or letters;</li>
 *   <li>{@code columnLeading}/{@code rowLeading} ({@code hLeading}/{@code vLeading}) - how many
 *       leading zeros to pad with: 1 gives two digits ({@code 05});</li>
 *   <li>{@code columnOffset}/{@code rowOffset} ({@code hOff}/{@code vOff}) - the number given to
 *       raw index 0, by default 1;</li>
 *   <li>{@code columnsDescending}/{@code rowsDescending} ({@code hDescend}/{@code vDescend}),
 *       counted down from {@code maxColumn}/{@code maxRow}, which must then be set to the values
 *       VASSAL derives from the board size;</li>
 *   <li>{@code stagger} (default true) - rows of odd raw columns are numbered one higher;</li>
 *   <li>{@code sideways} - a pointy-topped grid, implemented as the transpose of a flat-topped
 *       one;</li>
 *   <li>{@code prefix}/{@code suffix} - fixed text around the label, as in a VASSAL
 *       {@code locationFormat} of {@code w$gridLocation$}.</li>
 * </ul>
 *
 * <p><b>Raw grid.</b> Raw column {@code c} and raw row {@code rr} are VASSAL's drawing indices:
 * odd raw columns are drawn half a hex lower. The axial hex is {@code q = c},
 * {@code r = rr - (c - (c & 1)) / 2} (the "odd-q" offset conversion), so two hexes that VASSAL
 * draws side by side are neighbours here. Labels follow the numbers VASSAL <em>draws</em>;
 * where its own label parser disagrees (stagger on, columns descending, odd column count), the
 * drawn labels win.
 *
 * <p>Parsing accepts labels with and without leading zeros. When there is no separator the last
 * part takes exactly its padded width and the first part takes the rest, so {@code 4624} is
 * column 46, row 24 and {@code 505} is column 5, row 5.
 *
 * <p>Instances are immutable and thread-safe. Use {@link #builder()} or {@link #standard()}.
 */
public final class HexNumbering {

  /** How one part of a label is written. */
  public enum PartType {
    /** Decimal digits, optionally zero-padded. */
    NUMERIC,
    /** Letters: A to Z, then AA, BB, ... as VASSAL writes them. */
    ALPHABETIC
  }

  private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String ALPHA_PART = alphaPart();

  private final String prefix;
  private final String suffix;
  private final boolean columnFirst;
  private final String separator;
  private final PartType columnType;
  private final PartType rowType;
  private final int columnLeading;
  private final int rowLeading;
  private final int columnOffset;
  private final int rowOffset;
  private final boolean columnsDescending;
  private final boolean rowsDescending;
  private final int maxColumn;
  private final int maxRow;
  private final boolean stagger;
  private final boolean sideways;
  private final Pattern pattern;

  private HexNumbering(Builder b) {
    this.prefix = b.prefix;
    this.suffix = b.suffix;
    this.columnFirst = b.columnFirst;
    this.separator = b.separator;
    this.columnType = b.columnType;
    this.rowType = b.rowType;
    this.columnLeading = b.columnLeading;
    this.rowLeading = b.rowLeading;
    this.columnOffset = b.columnOffset;
    this.rowOffset = b.rowOffset;
    this.columnsDescending = b.columnsDescending;
    this.rowsDescending = b.rowsDescending;
    this.maxColumn = b.maxColumn;
    this.maxRow = b.maxRow;
    this.stagger = b.stagger;
    this.sideways = b.sideways;
    if (columnsDescending && maxColumn < 0) {
      throw new InvalidInputException("numbering.maxColumn",
          "descending columns need maxColumn (the number VASSAL counts down from)");
    }
    if (rowsDescending && maxRow < 0) {
      throw new InvalidInputException("numbering.maxRow",
          "descending rows need maxRow (the number VASSAL counts down from)");
    }
    if (columnLeading < 0 || rowLeading < 0) {
      throw new InvalidInputException("numbering.leading", "leading zeros must not be negative");
    }
    this.pattern = Pattern.compile(buildRegex(), Pattern.CASE_INSENSITIVE);
  }

  /**
   * The common wargame numbering: column first, two-digit parts, no separator, numbered from 01,
   * stagger on, flat-topped ({@code 0101}, {@code 0102}, ...).
   *
   * @return the standard numbering without prefix
   */
  public static HexNumbering standard() {
    return builder().build();
  }

  /**
   * A builder starting from {@link #standard()}'s settings.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding this numbering's settings, to derive a variant.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.prefix = prefix;
    b.suffix = suffix;
    b.columnFirst = columnFirst;
    b.separator = separator;
    b.columnType = columnType;
    b.rowType = rowType;
    b.columnLeading = columnLeading;
    b.rowLeading = rowLeading;
    b.columnOffset = columnOffset;
    b.rowOffset = rowOffset;
    b.columnsDescending = columnsDescending;
    b.rowsDescending = rowsDescending;
    b.maxColumn = maxColumn;
    b.maxRow = maxRow;
    b.stagger = stagger;
    b.sideways = sideways;
    return b;
  }

  /**
   * How the map is drawn.
   *
   * @return {@link HexLayout#POINTY_TOP} for a sideways grid, else {@link HexLayout#FLAT_TOP}
   */
  public HexLayout layout() {
    return sideways ? HexLayout.POINTY_TOP : HexLayout.FLAT_TOP;
  }

  /**
   * The axial hex at a raw grid position.
   *
   * @param rawColumn VASSAL's raw column index
   * @param rawRow VASSAL's raw row index
   * @return the hex
   */
  public static Hex fromRaw(int rawColumn, int rawRow) {
    return new Hex(rawColumn, rawRow - (rawColumn - (rawColumn & 1)) / 2);
  }

  /**
   * The raw column of a hex.
   *
   * @param hex the hex
   * @return its raw column index
   */
  public static int rawColumn(Hex hex) {
    return hex.q();
  }

  /**
   * The raw row of a hex.
   *
   * @param hex the hex
   * @return its raw row index
   */
  public static int rawRow(Hex hex) {
    return hex.r() + (hex.q() - (hex.q() & 1)) / 2;
  }

  /**
   * The label of a hex, as drawn on the map.
   *
   * @param hex the hex
   * @return for example {@code w4624}
   */
  public String label(Hex hex) {
    // one builder for the whole label: labels are written for every step of every answer
    StringBuilder sb = new StringBuilder(prefix.length() + suffix.length() + 12).append(prefix);
    if (columnFirst) {
      name(sb, columnNumber(hex), columnType, columnLeading).append(separator);
      name(sb, rowNumber(hex), rowType, rowLeading);
    } else {
      name(sb, rowNumber(hex), rowType, rowLeading).append(separator);
      name(sb, columnNumber(hex), columnType, columnLeading);
    }
    return sb.append(suffix).toString();
  }

  /**
   * The number of a hex's column as its label gives it: {@code 46} for {@code w4624}; with
   * letters, A is 0 plus the column offset, B 1 plus it, and so on. Hexes of one column of the
   * drawn map share it, and it changes by one from a column to the next.
   *
   * @param hex the hex
   * @return the column number
   */
  public int columnNumber(Hex hex) {
    int c = rawColumn(hex);
    return (!sideways ? (columnsDescending ? maxColumn - c : c)
        : (rowsDescending ? maxRow - c : c)) + columnOffset;
  }

  /**
   * The number of a hex's row as its label gives it: {@code 24} for {@code w4624}. With stagger
   * on, the rows of every other column are numbered one higher, so hexes that share a row number
   * in neighbouring columns are not drawn side by side.
   *
   * @param hex the hex
   * @return the row number
   */
  public int rowNumber(Hex hex) {
    int rr = rawRow(hex);
    boolean odd = (rawColumn(hex) & 1) != 0;
    boolean descending = !sideways ? rowsDescending : columnsDescending;
    int max = !sideways ? maxRow : maxColumn;
    int row = descending ? max - rr : rr;
    if (stagger && odd) {
      row += descending ? -1 : 1;
    }
    return row + rowOffset;
  }

  /**
   * The hex whose label has these column and row numbers ({@link #columnNumber} and
   * {@link #rowNumber} are its inverse).
   *
   * @param columnNumber the column number
   * @param rowNumber the row number
   * @return the hex (which may lie off any particular map)
   */
  public Hex fromNumbers(int columnNumber, int rowNumber) {
    int col = columnNumber - columnOffset;
    int row = rowNumber - rowOffset;
    int c;
    int rr;
    if (!sideways) {
      c = columnsDescending ? maxColumn - col : col;
      int adj = stagger && (c & 1) != 0 ? (rowsDescending ? -1 : 1) : 0;
      rr = rowsDescending ? maxRow - (row - adj) : row - adj;
    } else {
      c = rowsDescending ? maxRow - col : col;
      int adj = stagger && (c & 1) != 0 ? (columnsDescending ? -1 : 1) : 0;
      rr = columnsDescending ? maxColumn - (row - adj) : row - adj;
    }
    return fromRaw(c, rr);
  }

  /**
   * The label of the column part alone, for messages such as "columns 01-60".
   *
   * @param rawColumn a raw column index
   * @return the column's printed number
   */
  public String columnName(int rawColumn) {
    return name(columnNumber(fromRaw(rawColumn, 0)), columnType, columnLeading);
  }

  /**
   * Parses a label.
   *
   * @param label for example {@code w4624}, {@code 0505} or {@code 505}
   * @return the hex it names (which may lie off any particular map)
   * @throws InvalidInputException if the label does not have this numbering's form
   */
  public Hex parse(String label) {
    Objects.requireNonNull(label, "label");
    String t = label.trim();
    String first;
    String second;
    int tail = (columnFirst ? rowLeading : columnLeading) + 1;
    if (plainDigits() && t.length() > tail && allDigits(t)) {
      // what the pattern matches for two numbers without separator: the last digits the second
      first = t.substring(0, t.length() - tail);
      second = t.substring(t.length() - tail);
    } else {
      Matcher m = pattern.matcher(t);
      if (!m.matches()) {
        throw new InvalidInputException("", "'" + label + "' is not a hex label of the form "
            + example());
      }
      first = m.group(1);
      second = m.group(2);
    }
    String colText = columnFirst ? first : second;
    String rowText = columnFirst ? second : first;
    return fromNumbers(parseName(colText, columnType, label),
        parseName(rowText, rowType, label));
  }

  /**
   * Whether a string parses as a label of this numbering.
   *
   * @param label the candidate
   * @return true if {@link #parse(String)} would succeed
   */
  public boolean isLabel(String label) {
    return label != null && pattern.matcher(label.trim()).matches();
  }

  /**
   * An example label, for messages.
   *
   * @return the label of raw position (0, 0)
   */
  public String example() {
    return label(fromRaw(0, 0));
  }

  private String buildRegex() {
    PartType firstType = columnFirst ? columnType : rowType;
    PartType secondType = columnFirst ? rowType : columnType;
    int secondLeading = columnFirst ? rowLeading : columnLeading;
    StringBuilder sb = new StringBuilder();
    sb.append(Pattern.quote(prefix));
    if (!separator.isEmpty()) {
      sb.append('(').append(part(firstType)).append(')');
      sb.append(Pattern.quote(separator));
      sb.append('(').append(part(secondType)).append(')');
    } else if (firstType == PartType.NUMERIC && secondType == PartType.NUMERIC) {
      sb.append("(-?[0-9]+?)(-?[0-9]{").append(secondLeading + 1).append("})");
    } else {
      sb.append('(').append(part(firstType)).append(")(").append(part(secondType)).append(')');
    }
    sb.append(Pattern.quote(suffix));
    return sb.toString();
  }

  private static String part(PartType type) {
    return type == PartType.NUMERIC ? "-?[0-9]+" : ALPHA_PART;
  }

  private static String alphaPart() {
    StringBuilder sb = new StringBuilder("-?(?:");
    for (int i = 0; i < ALPHABET.length(); i++) {
      sb.append(i == 0 ? "" : "|").append(ALPHABET.charAt(i)).append('+');
    }
    return sb.append(')').toString();
  }

  static String name(int value, PartType type, int leading) {
    return name(new StringBuilder(), value, type, leading).toString();
  }

  private static StringBuilder name(StringBuilder sb, int value, PartType type, int leading) {
    if (value < 0) {
      sb.append('-');
    }
    int v = Math.abs(value);
    if (type == PartType.ALPHABETIC) {
      do {
        sb.append(ALPHABET.charAt(v % 26));
        v -= 26;
      } while (v >= 0);
      return sb;
    }
    long limit = 1;
    for (int i = 0; i < leading; i++) {
      limit *= 10;
    }
    int pad = leading;
    while (pad > 0 && v < limit) {
      sb.append('0');
      limit /= 10;
      pad--;
    }
    return sb.append(v);
  }

  /** Two numbers with no prefix, separator or suffix, as in {@code 0504}. */
  private boolean plainDigits() {
    return prefix.isEmpty() && suffix.isEmpty() && separator.isEmpty()
        && columnType == PartType.NUMERIC && rowType == PartType.NUMERIC;
  }

  private static boolean allDigits(String t) {
    for (int i = 0; i < t.length(); i++) {
      if (t.charAt(i) < '0' || t.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  private static int parseName(String text, PartType type, String label) {
    boolean negative = text.startsWith("-");
    String body = negative ? text.substring(1) : text;
    int value;
    if (type == PartType.ALPHABETIC) {
      String upper = body.toUpperCase(java.util.Locale.ROOT);
      char last = upper.charAt(upper.length() - 1);
      for (int i = 0; i < upper.length(); i++) {
        if (upper.charAt(i) != last) {
          throw new InvalidInputException("", "'" + label
              + "': letter parts repeat one letter (A..Z, AA, BB, ...), got " + text);
        }
      }
      value = 26 * (upper.length() - 1) + ALPHABET.indexOf(last);
    } else {
      try {
        value = Integer.parseInt(body);
      } catch (NumberFormatException e) {
        throw new InvalidInputException("", "'" + label + "': number out of range: " + text, e);
      }
    }
    return negative ? -value : value;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof HexNumbering)) {
      return false;
    }
    HexNumbering n = (HexNumbering) o;
    return prefix.equals(n.prefix) && suffix.equals(n.suffix) && columnFirst == n.columnFirst
        && separator.equals(n.separator) && columnType == n.columnType && rowType == n.rowType
        && columnLeading == n.columnLeading && rowLeading == n.rowLeading
        && columnOffset == n.columnOffset && rowOffset == n.rowOffset
        && columnsDescending == n.columnsDescending && rowsDescending == n.rowsDescending
        && maxColumn == n.maxColumn && maxRow == n.maxRow && stagger == n.stagger
        && sideways == n.sideways;
  }

  @Override
  public int hashCode() {
    return Objects.hash(prefix, suffix, columnFirst, separator, columnType, rowType, columnLeading,
        rowLeading, columnOffset, rowOffset, columnsDescending, rowsDescending, maxColumn, maxRow,
        stagger, sideways);
  }

  @Override
  public String toString() {
    return "HexNumbering{prefix=" + prefix + ", suffix=" + suffix + ", columnFirst=" + columnFirst
        + ", separator=" + separator + ", columnType=" + columnType + ", rowType=" + rowType
        + ", columnLeading=" + columnLeading + ", rowLeading=" + rowLeading + ", columnOffset="
        + columnOffset + ", rowOffset=" + rowOffset + ", columnsDescending=" + columnsDescending
        + ", rowsDescending=" + rowsDescending + ", maxColumn=" + maxColumn + ", maxRow=" + maxRow
        + ", stagger=" + stagger + ", sideways=" + sideways + "}";
  }

  /**
   * Text before the label, such as a map letter.
   *
   * @return the prefix, often empty
   */
  public String prefix() {
    return prefix;
  }

  /**
   * Text after the label.
   *
   * @return the suffix, often empty
   */
  public String suffix() {
    return suffix;
  }

  /**
   * Whether the column part comes first.
   *
   * @return VASSAL's {@code first == 'H'}
   */
  public boolean columnFirst() {
    return columnFirst;
  }

  /**
   * Text between the parts.
   *
   * @return the separator, often empty
   */
  public String separator() {
    return separator;
  }

  /**
   * How columns are written.
   *
   * @return numeric or alphabetic
   */
  public PartType columnType() {
    return columnType;
  }

  /**
   * How rows are written.
   *
   * @return numeric or alphabetic
   */
  public PartType rowType() {
    return rowType;
  }

  /**
   * Leading zeros of the column part.
   *
   * @return VASSAL's {@code hLeading}
   */
  public int columnLeading() {
    return columnLeading;
  }

  /**
   * Leading zeros of the row part.
   *
   * @return VASSAL's {@code vLeading}
   */
  public int rowLeading() {
    return rowLeading;
  }

  /**
   * Number of raw column 0.
   *
   * @return VASSAL's {@code hOff}
   */
  public int columnOffset() {
    return columnOffset;
  }

  /**
   * Number of raw row 0.
   *
   * @return VASSAL's {@code vOff}
   */
  public int rowOffset() {
    return rowOffset;
  }

  /**
   * Whether column numbers count down.
   *
   * @return VASSAL's {@code hDescend}
   */
  public boolean columnsDescending() {
    return columnsDescending;
  }

  /**
   * Whether row numbers count down.
   *
   * @return VASSAL's {@code vDescend}
   */
  public boolean rowsDescending() {
    return rowsDescending;
  }

  /**
   * The value column numbers count down from, or -1 if unset.
   *
   * @return VASSAL's {@code getMaxColumns()}
   */
  public int maxColumn() {
    return maxColumn;
  }

  /**
   * The value row numbers count down from, or -1 if unset.
   *
   * @return VASSAL's {@code getMaxRows()}
   */
  public int maxRow() {
    return maxRow;
  }

  /**
   * Whether odd columns' rows are numbered one higher.
   *
   * @return VASSAL's {@code stagger}
   */
  public boolean stagger() {
    return stagger;
  }

  /**
   * Whether the grid is pointy-topped.
   *
   * @return VASSAL's {@code sideways}
   */
  public boolean sideways() {
    return sideways;
  }

  /** Builds a {@link HexNumbering}; defaults are those of {@link HexNumbering#standard()}. */
  public static final class Builder {
    private String prefix = "";
    private String suffix = "";
    private boolean columnFirst = true;
    private String separator = "";
    private PartType columnType = PartType.NUMERIC;
    private PartType rowType = PartType.NUMERIC;
    private int columnLeading = 1;
    private int rowLeading = 1;
    private int columnOffset = 1;
    private int rowOffset = 1;
    private boolean columnsDescending;
    private boolean rowsDescending;
    private int maxColumn = -1;
    private int maxRow = -1;
    private boolean stagger = true;
    private boolean sideways;

    private Builder() {}

    /**
     * Text before every label, such as a map letter.
     *
     * @param value for example {@code "w"}
     * @return this builder
     */
    public Builder prefix(String value) {
      this.prefix = Objects.requireNonNull(value, "prefix");
      return this;
    }

    /**
     * Text after every label.
     *
     * @param value the suffix
     * @return this builder
     */
    public Builder suffix(String value) {
      this.suffix = Objects.requireNonNull(value, "suffix");
      return this;
    }

    /**
     * Sets prefix and suffix from a VASSAL location format such as {@code w$gridLocation$}.
     *
     * @param format the format; must contain {@code $gridLocation$} once
     * @return this builder
     * @throws InvalidInputException if the placeholder is missing
     */
    public Builder locationFormat(String format) {
      String token = "$gridLocation$";
      int at = format.indexOf(token);
      if (at < 0 || format.indexOf(token, at + 1) >= 0) {
        throw new InvalidInputException("numbering.locationFormat",
            "must contain $gridLocation$ exactly once, got '" + format + "'");
      }
      this.prefix = format.substring(0, at);
      this.suffix = format.substring(at + token.length());
      return this;
    }

    /**
     * Whether the column comes first (VASSAL {@code first = H}).
     *
     * @param value true for column first
     * @return this builder
     */
    public Builder columnFirst(boolean value) {
      this.columnFirst = value;
      return this;
    }

    /**
     * Text between column and row.
     *
     * @param value the separator
     * @return this builder
     */
    public Builder separator(String value) {
      this.separator = Objects.requireNonNull(value, "separator");
      return this;
    }

    /**
     * How columns are written.
     *
     * @param value numeric or alphabetic
     * @return this builder
     */
    public Builder columnType(PartType value) {
      this.columnType = Objects.requireNonNull(value, "columnType");
      return this;
    }

    /**
     * How rows are written.
     *
     * @param value numeric or alphabetic
     * @return this builder
     */
    public Builder rowType(PartType value) {
      this.rowType = Objects.requireNonNull(value, "rowType");
      return this;
    }

    /**
     * Leading zeros of the column part (1 gives two digits).
     *
     * @param value zero or more
     * @return this builder
     */
    public Builder columnLeading(int value) {
      this.columnLeading = value;
      return this;
    }

    /**
     * Leading zeros of the row part (1 gives two digits).
     *
     * @param value zero or more
     * @return this builder
     */
    public Builder rowLeading(int value) {
      this.rowLeading = value;
      return this;
    }

    /**
     * The number of raw column 0.
     *
     * @param value VASSAL's {@code hOff}
     * @return this builder
     */
    public Builder columnOffset(int value) {
      this.columnOffset = value;
      return this;
    }

    /**
     * The number of raw row 0.
     *
     * @param value VASSAL's {@code vOff}
     * @return this builder
     */
    public Builder rowOffset(int value) {
      this.rowOffset = value;
      return this;
    }

    /**
     * Columns count down from {@code maxColumn}.
     *
     * @param maxColumn the value VASSAL derives from the board size
     * @return this builder
     */
    public Builder columnsDescending(int maxColumn) {
      this.columnsDescending = true;
      this.maxColumn = maxColumn;
      return this;
    }

    /**
     * Rows count down from {@code maxRow}.
     *
     * @param maxRow the value VASSAL derives from the board size
     * @return this builder
     */
    public Builder rowsDescending(int maxRow) {
      this.rowsDescending = true;
      this.maxRow = maxRow;
      return this;
    }

    /**
     * Whether odd columns' rows are numbered one higher (default true).
     *
     * @param value VASSAL's {@code stagger}
     * @return this builder
     */
    public Builder stagger(boolean value) {
      this.stagger = value;
      return this;
    }

    /**
     * Whether the grid is pointy-topped (VASSAL's "sideways").
     *
     * @param value true for a sideways grid
     * @return this builder
     */
    public Builder sideways(boolean value) {
      this.sideways = value;
      return this;
    }

    /**
     * Builds the numbering.
     *
     * @return an immutable numbering
     * @throws InvalidInputException if the settings contradict each other
     */
    public HexNumbering build() {
      return new HexNumbering(this);
    }
  }
}
