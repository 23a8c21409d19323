package io.github.warpath.cli;

import java.util.Locale;

/**
 * Colours and line styles for terrain names of any rule set: common words (woods, hills, river,
 * road, rail, ...) get the colours a player expects; other names get a steady pastel of their
 * own, derived from the name.
 */
final class Palette {
  private Palette() {}

  private static boolean has(String name, String... words) {
    String n = name.toLowerCase(Locale.ROOT);
    for (String w : words) {
      if (n.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a hex feature is a settlement, drawn as a grey block over the ground. */
  static boolean isSettlement(String name) {
    return has(name, "town", "city", "village", "urban", "building", "port", "fort");
  }

  /** Whether a hexside feature runs along hexes (roads, rails), drawn centre to centre. */
  static boolean isLinear(String name) {
    return has(name, "road", "rail", "track", "trail", "motorway", "highway", "pike", "path",
        "causeway");
  }

  /** The fill colour of a hex feature. */
  static String terrain(String name) {
    if (has(name, "lake", "sea", "water", "ocean", "river", "pond")) {
      return "#a5d8ff";
    }
    if (has(name, "swamp", "marsh", "bog", "fen")) {
      return "#b2d8c8";
    }
    if (has(name, "mountain", "alpine")) {
      return "#c8b39a";
    }
    if (has(name, "hill", "ridge", "slope")) {
      return "#e3cfa0";
    }
    if (has(name, "wood", "forest", "jungle", "orchard", "brush")) {
      return "#a9d18e";
    }
    if (has(name, "rough", "broken", "rock")) {
      return "#d9ccb4";
    }
    if (has(name, "desert", "sand", "dune")) {
      return "#f3e5ab";
    }
    if (has(name, "snow", "ice", "glacier", "tundra")) {
      return "#f1f5f9";
    }
    if (has(name, "clear", "open", "plain", "grass", "field", "steppe")) {
      return "#f1f3e6";
    }
    return pastel(name);
  }

  /** The style of a feature drawn along a hex edge. */
  static String edgeStyle(String name) {
    if (has(name, "major", "wide")) {
      return "stroke=\"#1c7ed6\" stroke-width=\"6\" stroke-linecap=\"round\"";
    }
    if (has(name, "stream", "river", "creek", "canal", "brook", "water", "sea", "ford",
        "strait")) {
      return "stroke=\"#339af0\" stroke-width=\"4\" stroke-linecap=\"round\"";
    }
    if (has(name, "wall", "hedge", "bocage", "ridge", "cliff", "escarp", "fort", "line")) {
      return "stroke=\"#5c3d2e\" stroke-width=\"4\" stroke-linecap=\"round\"";
    }
    return "stroke=\"" + strong(name) + "\" stroke-width=\"4\" stroke-linecap=\"round\"";
  }

  /** The style of a linear feature drawn from hex centre to hex centre. */
  static String linearStyle(String name) {
    if (has(name, "rail")) {
      return "stroke=\"#212529\" stroke-width=\"2.5\" stroke-dasharray=\"6 4\"";
    }
    if (has(name, "minor", "track", "trail", "path")) {
      return "stroke=\"#a0522d\" stroke-width=\"2\" stroke-linecap=\"round\"";
    }
    if (has(name, "road", "motorway", "highway", "pike", "causeway")) {
      return "stroke=\"#a0522d\" stroke-width=\"3.5\" stroke-linecap=\"round\"";
    }
    return "stroke=\"" + strong(name) + "\" stroke-width=\"3\" stroke-linecap=\"round\"";
  }

  /** The outline of hexes a zone of control could cover. */
  static final String ZONE = "#7048e8";

  /**
   * The shade of a cost: pale yellow for nothing spent to deep orange for the whole allowance.
   *
   * @param t the cost as a fraction of the largest, 0 to 1
   * @return an RGB colour
   */
  /** Distinct colours for the phases of a sequence, in order (repeated past the fifth). */
  private static final String[] PHASES = {"#1c7ed6", "#f76707", "#2f9e44", "#ae3ec9",
      "#e8590c"};

  /** The colour of the phase with this index in a sequence. */
  static String phase(int k) {
    return PHASES[k % PHASES.length];
  }

  static String shade(double t) {
    double c = Math.max(0, Math.min(1, t));
    int r = (int) Math.round(255 + (247 - 255) * c);
    int g = (int) Math.round(243 + (103 - 243) * c);
    int b = (int) Math.round(191 + (7 - 191) * c);
    return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
  }

  private static String pastel(String name) {
    return hsl(Math.floorMod(name.hashCode(), 360), 0.35, 0.82);
  }

  private static String strong(String name) {
    return hsl(Math.floorMod(name.hashCode(), 360), 0.55, 0.38);
  }

  private static String hsl(int hue, double s, double l) {
    double c = (1 - Math.abs(2 * l - 1)) * s;
    double x = c * (1 - Math.abs((hue / 60.0) % 2 - 1));
    double m = l - c / 2;
    double[] rgb;
    if (hue < 60) {
      rgb = new double[] {c, x, 0};
    } else if (hue < 120) {
      rgb = new double[] {x, c, 0};
    } else if (hue < 180) {
      rgb = new double[] {0, c, x};
    } else if (hue < 240) {
      rgb = new double[] {0, x, c};
    } else if (hue < 300) {
      rgb = new double[] {x, 0, c};
    } else {
      rgb = new double[] {c, 0, x};
    }
    return String.format(Locale.ROOT, "#%02x%02x%02x", (int) Math.round((rgb[0] + m) * 255),
        (int) Math.round((rgb[1] + m) * 255), (int) Math.round((rgb[2] + m) * 255));
  }
}
