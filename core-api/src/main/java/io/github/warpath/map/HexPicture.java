package io.github.warpath.map;

import io.github.warpath.hex.HexLayout;
import java.util.function.IntFunction;

/**
 * Draws a hex map as text for a terminal: one cell per hex, placed as the map draws it (odd
 * columns half a hex lower on a flat-topped map, odd rows half a hex to the right on a
 * pointy-topped one).
 *
 * <p>The caller decides what each cell shows (a cost, a terrain letter, a unit) through a
 * function of the hex's dense index.
 */
public final class HexPicture {
  private HexPicture() {}

  /**
   * Renders a map.
   *
   * @param map the map
   * @param cell the text of each hex by dense index; longer text is cut to {@code width - 1}
   * @param width characters per column, at least 2
   * @return the picture, lines separated by {@code \n}
   */
  public static String render(HexMap map, IntFunction<String> cell, int width) {
    if (width < 2) {
      throw new IllegalArgumentException("width must be at least 2");
    }
    int cols = map.columns();
    int rows = map.rows();
    StringBuilder out = new StringBuilder();
    if (map.layout() == HexLayout.FLAT_TOP) {
      for (int r = 0; r < rows; r++) {
        for (int parity = 0; parity < 2; parity++) {
          StringBuilder line = new StringBuilder();
          for (int c = 0; c < cols; c++) {
            int rawCol = map.firstColumn() + c;
            if ((rawCol & 1) != parity) {
              continue;
            }
            pad(line, c * width);
            line.append(fit(cell.apply(c * rows + r), width));
          }
          out.append(strip(line)).append('\n');
        }
      }
    } else {
      for (int c = 0; c < cols; c++) {
        StringBuilder line = new StringBuilder();
        int shift = ((map.firstColumn() + c) & 1) != 0 ? width / 2 : 0;
        for (int r = 0; r < rows; r++) {
          pad(line, shift + r * width);
          line.append(fit(cell.apply(c * rows + r), width));
        }
        out.append(strip(line)).append('\n');
      }
    }
    return out.toString();
  }

  private static void pad(StringBuilder line, int to) {
    while (line.length() < to) {
      line.append(' ');
    }
  }

  private static String fit(String text, int width) {
    String t = text == null ? "" : text;
    return t.length() >= width ? t.substring(0, width - 1) : t;
  }

  private static String strip(StringBuilder line) {
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    return line.substring(0, end);
  }
}
