package io.github.warpath.vassal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexNumbering;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The {@link HexNumbering} that matches a VASSAL module's hex grid numbering, built from the
 * attribute values VASSAL stores for it, so that labels convert exactly as the module draws them.
 *
 * <p>In a module's custom Java class, with VASSAL's {@code HexGrid grid} and its
 * {@code HexGridNumbering numbering}:
 * <pre>{@code
 * Dimension board = grid.getContainer().getSize();
 * int maxColumns = (int) Math.floor(board.width / grid.getHexSize() + 0.5);
 * int maxRows = (int) Math.floor(board.height / grid.getHexWidth() + 0.5);
 * HexNumbering n = VassalNumbering.of(numbering::getAttributeValueString, grid.isSideways(),
 *     maxColumns, maxRows);
 * }</pre>
 * The attributes read are those of VASSAL's numbering: {@code first} ({@code H} or {@code V}),
 * {@code sep}, {@code hType} and {@code vType} ({@code N} or {@code A}), {@code hLeading},
 * {@code vLeading}, {@code hOff}, {@code vOff}, {@code hDescend}, {@code vDescend},
 * {@code stagger} and {@code locationFormat}. An attribute that is absent keeps VASSAL's default.
 * The largest column and row numbers matter only for descending numbering; they are what VASSAL
 * derives from the board's size, as above.
 */
public final class VassalNumbering {
  private VassalNumbering() {}

  /**
   * The numbering of a VASSAL hex grid.
   *
   * @param attribute the numbering's attribute values by name, e.g.
   *     {@code numbering::getAttributeValueString}; null for absent attributes
   * @param sideways whether the grid is sideways (pointy-topped), VASSAL's
   *     {@code HexGrid.isSideways()}
   * @param maxColumns the number VASSAL counts descending columns down from
   * @param maxRows the number VASSAL counts descending rows down from
   * @return the numbering
   * @throws InvalidInputException naming the attribute whose value Warpath cannot use
   */
  public static HexNumbering of(Function<String, String> attribute, boolean sideways,
      int maxColumns, int maxRows) {
    HexNumbering.Builder b = HexNumbering.builder().sideways(sideways);
    String first = value(attribute, "first", "H");
    if (!first.equalsIgnoreCase("H") && !first.equalsIgnoreCase("V")) {
      throw new InvalidInputException("first", "expected H or V, got '" + first + "'");
    }
    b.columnFirst(first.equalsIgnoreCase("H"));
    b.separator(value(attribute, "sep", ""));
    b.columnType(type(attribute, "hType"));
    b.rowType(type(attribute, "vType"));
    b.columnLeading(number(attribute, "hLeading", 1));
    b.rowLeading(number(attribute, "vLeading", 1));
    b.columnOffset(number(attribute, "hOff", 1));
    b.rowOffset(number(attribute, "vOff", 1));
    if (Boolean.parseBoolean(value(attribute, "hDescend", "false"))) {
      b.columnsDescending(maxColumns);
    }
    if (Boolean.parseBoolean(value(attribute, "vDescend", "false"))) {
      b.rowsDescending(maxRows);
    }
    b.stagger(Boolean.parseBoolean(value(attribute, "stagger", "true")));
    String format = value(attribute, "locationFormat", "$gridLocation$");
    if (!format.contains("$gridLocation$")) {
      throw new InvalidInputException("locationFormat", "'" + format + "' does not use"
          + " $gridLocation$; Warpath reads labels written as prefix$gridLocation$suffix");
    }
    b.locationFormat(format);
    return b.build();
  }

  /**
   * The numbering from a map of attribute values, as in a module's buildFile.
   *
   * @param attributes attribute values by name
   * @param sideways whether the grid is sideways
   * @param maxColumns the number descending columns count down from
   * @param maxRows the number descending rows count down from
   * @return the numbering
   */
  public static HexNumbering of(Map<String, String> attributes, boolean sideways, int maxColumns,
      int maxRows) {
    return of(attributes::get, sideways, maxColumns, maxRows);
  }

  private static String value(Function<String, String> attribute, String name, String fallback) {
    String v = attribute.apply(name);
    return v == null ? fallback : v.trim().isEmpty() && !name.equals("sep") ? fallback : v;
  }

  private static HexNumbering.PartType type(Function<String, String> attribute, String name) {
    String t = value(attribute, name, "N").toUpperCase(Locale.ROOT);
    if (t.startsWith("N")) {
      return HexNumbering.PartType.NUMERIC;
    }
    if (t.startsWith("A")) {
      return HexNumbering.PartType.ALPHABETIC;
    }
    throw new InvalidInputException(name, "expected N (numerical) or A (alphabetic), got '" + t
        + "'");
  }

  private static int number(Function<String, String> attribute, String name, int fallback) {
    String v = value(attribute, name, Integer.toString(fallback)).trim();
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new InvalidInputException(name, "expected a whole number, got '" + v + "'", e);
    }
  }
}
