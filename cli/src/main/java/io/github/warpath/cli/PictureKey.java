package io.github.warpath.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The key under a picture: one entry per kind of thing drawn (a swatch and its words), laid out
 * left to right in rows that wrap at the picture's width, so that no entry is ever cut off.
 *
 * <p>A swatch is SVG markup drawn in a box {@value #SWATCH_HEIGHT} units high whose top left
 * corner is the origin; the key moves it into place.
 */
final class PictureKey {
  /** The height of one row of the key. */
  static final double ROW = 20;
  /** The height of a swatch's box. */
  static final double SWATCH_HEIGHT = 12;
  private static final double GAP = 16;
  private static final double CHAR = 6.2;

  private record Entry(String swatch, double swatchWidth, String text) {
    double width() {
      return swatchWidth + 6 + text.length() * CHAR;
    }
  }

  private final List<Entry> entries = new ArrayList<>();

  /**
   * Adds an entry.
   *
   * @param swatch SVG markup of the swatch, drawn from the origin
   * @param swatchWidth the swatch's width
   * @param text what it means
   */
  void add(String swatch, double swatchWidth, String text) {
    entries.add(new Entry(swatch, swatchWidth, text));
  }

  /**
   * The number of entries.
   *
   * @return the count
   */
  int size() {
    return entries.size();
  }

  /**
   * The height the key needs at a width.
   *
   * @param width the width available
   * @return the height, rows times {@link #ROW}
   */
  double height(double width) {
    return rows(width) * ROW;
  }

  private int rows(double width) {
    int rows = entries.isEmpty() ? 0 : 1;
    double x = 0;
    for (Entry e : entries) {
      if (x > 0 && x + e.width() > width) {
        rows++;
        x = 0;
      }
      x += e.width() + GAP;
    }
    return rows;
  }

  /**
   * The widest single entry, so that a picture is never narrower than its key's entries.
   *
   * @return the width
   */
  double widestEntry() {
    double w = 0;
    for (Entry e : entries) {
      w = Math.max(w, e.width());
    }
    return w;
  }

  /**
   * The key as an SVG group.
   *
   * @param left the key's left edge
   * @param top the key's top edge
   * @param width the width available
   * @return the markup
   */
  String render(double left, double top, double width) {
    StringBuilder svg = new StringBuilder("<g class=\"key\" font-size=\"11\" fill=\"#212529\">\n");
    double x = 0;
    double y = 0;
    for (Entry e : entries) {
      if (x > 0 && x + e.width() > width) {
        y += ROW;
        x = 0;
      }
      svg.append("<g class=\"key-entry\" data-text=\"").append(SvgPicture.escape(e.text()))
          .append("\" transform=\"translate(").append(f(left + x)).append(',')
          .append(f(top + y)).append(")\">").append(e.swatch()).append("<text x=\"")
          .append(f(e.swatchWidth() + 6)).append("\" y=\"10\">").append(SvgPicture.escape(
              e.text())).append("</text></g>\n");
      x += e.width() + GAP;
    }
    return svg.append("</g>\n").toString();
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
