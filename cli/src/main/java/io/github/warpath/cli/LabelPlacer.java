package io.github.warpath.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Places the words of a picture so that no two overlap: each label tries a few spots around
 * its anchor in turn and takes the first whose box is clear of every box already taken and
 * inside the bounds; a label with no clear spot is left out (the caller keeps its words in a
 * tooltip). Boxes are estimated from the number of characters, as a browser's sans-serif font
 * is about {@value #CHAR_PER_SIZE} of its size wide a character.
 */
final class LabelPlacer {
  /** The width of an average character as a fraction of the font's size. */
  static final double CHAR_PER_SIZE = 0.6;

  /** A box: left, top, width, height. */
  record Box(double x, double y, double w, double h) {
    boolean overlaps(Box o) {
      return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
    }

    boolean inside(Box o) {
      return x >= o.x && y >= o.y && x + w <= o.x + o.w && y + h <= o.y + o.h;
    }
  }

  private final Box bounds;
  private final List<Box> taken = new ArrayList<>();

  LabelPlacer(Box bounds) {
    this.bounds = bounds;
  }

  /** Marks a box as taken, e.g. a drawn piece that words must not cover. */
  void block(Box b) {
    taken.add(b);
  }

  /** The box of a line of text whose left end of its baseline is at x, y. */
  static Box box(String text, double size, double x, double y) {
    return new Box(x, y - size, text.length() * size * CHAR_PER_SIZE, size * 1.25);
  }

  /**
   * Places a label near a point drawn {@code radius} wide: right and above it first, then the
   * other corners, above, below, and farther out.
   *
   * @return the SVG text element, or null if no spot is clear
   */
  String near(String text, double size, double ax, double ay, double radius, String cls) {
    double w = text.length() * size * CHAR_PER_SIZE;
    for (double step : new double[] {7, 14, 24}) {
      double d = step + radius * 0.75;
      double[][] spots = {{ax + d, ay - d / 2}, {ax + d, ay + d / 2 + size},
          {ax - d - w, ay - d / 2}, {ax - d - w, ay + d / 2 + size}, {ax - w / 2, ay - d},
          {ax - w / 2, ay + d + size}};
      for (double[] s : spots) {
        String placed = at(text, size, s[0], s[1], cls);
        if (placed != null) {
          return placed;
        }
      }
    }
    return null;
  }

  /**
   * Places a label with its baseline's left end at x, y if its box is clear.
   *
   * @return the SVG text element, or null
   */
  String at(String text, double size, double x, double y, String cls) {
    Box b = box(text, size, x, y);
    if (!b.inside(bounds)) {
      return null;
    }
    for (Box t : taken) {
      if (t.overlaps(b)) {
        return null;
      }
    }
    taken.add(b);
    return "<text class=\"" + cls + "\" x=\"" + f(x) + "\" y=\"" + f(y) + "\" font-size=\""
        + f(size) + "\" data-box=\"" + f(b.x()) + " " + f(b.y()) + " " + f(b.w()) + " "
        + f(b.h()) + "\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">"
        + SvgPicture.escape(text) + "</text>";
  }

  static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
