package io.github.warpath.cli;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexLayout;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws a hex map with an overlay as SVG: terrain colours, hexside features (streams along the
 * edges, roads and rails from centre to centre), hex labels in the map's numbering, the range
 * shaded by cost, the hexes where the move ends ringed, the start outlined, the path drawn with
 * step numbers, units as counters coloured by side (a badge counts the units of a stack), and a
 * key with an entry for everything drawn: the cost scale, each terrain, hexside and line feature
 * on the map, the sides, markers and stacks. The range is a tint and an outline over the terrain,
 * so the terrain stays visible under it. Flat- and pointy-topped maps are drawn as they are laid
 * out.
 *
 * <p>Elements carry classes and data attributes ({@code class="hex" data-hex="0405"},
 * {@code class="reach" data-cost="1.5"}) so that tools and tests can find them.
 */
final class SvgPicture {
  /** The colour of an alternative route. */
  static final String ALTERNATIVE = "#2b8a3e";
  private static final double R = 30;
  private static final double MARGIN = 14;
  private static final double TITLE = 30;

  private final Overlay o;
  private final HexMap map;
  private final HexLayout layout;
  private final StringBuilder svg = new StringBuilder();
  private double dx;
  private double dy;
  private final SideColours colours;
  private final PictureKey key;

  private SvgPicture(Overlay o) {
    this.o = o;
    this.map = o.map;
    this.layout = map.layout();
    this.colours = new SideColours(o.side, o.scenario.state());
    this.key = HexPictureKey.of(o, colours);
  }

  /**
   * The SVG document.
   *
   * @param o the overlay
   * @return the document text
   */
  static String render(Overlay o) {
    return new SvgPicture(o).draw();
  }

  private double[] center(Hex h) {
    double[] c = layout.center(h);
    return new double[] {c[0] * R + dx, c[1] * R + dy};
  }

  private double[][] corners(Hex h) {
    double[][] cs = layout.corners(h);
    double[][] out = new double[6][];
    for (int i = 0; i < 6; i++) {
      out[i] = new double[] {cs[i][0] * R + dx, cs[i][1] * R + dy};
    }
    return out;
  }

  private static String f(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }

  private static String points(double[][] ps) {
    StringBuilder sb = new StringBuilder();
    for (double[] p : ps) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(f(p[0])).append(',').append(f(p[1]));
    }
    return sb.toString();
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;").replace("'", "&apos;");
  }

  private String draw() {
    double minX = Double.MAX_VALUE;
    double minY = Double.MAX_VALUE;
    double maxX = -Double.MAX_VALUE;
    double maxY = -Double.MAX_VALUE;
    for (int i = 0; i < map.size(); i++) {
      for (double[] p : layout.corners(map.hex(i))) {
        minX = Math.min(minX, p[0] * R);
        maxX = Math.max(maxX, p[0] * R);
        minY = Math.min(minY, p[1] * R);
        maxY = Math.max(maxY, p[1] * R);
      }
    }
    dx = MARGIN - minX;
    dy = MARGIN + TITLE - minY;
    double width = Math.max(Math.max(maxX - minX + 2 * MARGIN, 420),
        Math.max(key.widestEntry(), o.title.length() * 8.6) + 2 * MARGIN);
    double keyTop = maxY - minY + MARGIN + TITLE + 2 * MARGIN;
    double height = keyTop + key.height(width - 2 * MARGIN) + MARGIN;
    svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(f(width))
        .append("\" height=\"").append(f(height)).append("\" viewBox=\"0 0 ").append(f(width))
        .append(' ').append(f(height)).append("\" font-family=\"sans-serif\">\n");
    svg.append("<title>").append(escape(o.title)).append("</title>\n");
    svg.append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\""
        + " markerWidth=\"5\" markerHeight=\"5\" orient=\"auto-start-reverse\"><path d=\"M 0 0"
        + " L 10 5 L 0 10 z\" fill=\"#1864ab\"/></marker></defs>\n");
    svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    svg.append("<text x=\"").append(f(MARGIN)).append("\" y=\"").append(f(MARGIN + 16))
        .append("\" font-size=\"15\" font-weight=\"bold\">").append(escape(o.title))
        .append("</text>\n");
    terrain();
    shading();
    hexsides();
    start();
    path();
    alternative();
    costs();
    labels();
    units();
    markers();
    svg.append(key.render(MARGIN, keyTop, width - 2 * MARGIN));
    svg.append("</svg>\n");
    return svg.toString();
  }

  private void terrain() {
    svg.append("<g class=\"terrain\">\n");
    TerrainVocabulary v = map.vocabulary();
    List<double[]> settlements = new ArrayList<>();
    for (int i = 0; i < map.size(); i++) {
      Hex h = map.hex(i);
      List<String> names = new ArrayList<>();
      for (Enum<?> e : v.hexFeaturesOf(map.hexMask(i))) {
        names.add(v.nameOf(e));
      }
      String fill = "#f1f3e6";
      boolean settlement = false;
      for (String n : names) {
        if (Palette.isSettlement(n)) {
          settlement = true;
        } else {
          fill = Palette.terrain(n);
        }
      }
      String label = map.label(i);
      String what = names.isEmpty() ? "" : " " + String.join(" ", names);
      svg.append("<polygon class=\"hex\" data-hex=\"").append(escape(label))
          .append("\" data-terrain=\"").append(escape(String.join(" ", names)))
          .append("\" points=\"").append(points(corners(h))).append("\" fill=\"").append(fill)
          .append("\" stroke=\"#868e96\" stroke-width=\"0.8\"><title>").append(escape(label))
          .append(escape(what)).append("</title></polygon>\n");
      if (settlement) {
        settlements.add(center(h));
      }
    }
    for (double[] c : settlements) {
      svg.append("<rect class=\"settlement\" x=\"").append(f(c[0] - 0.3 * R)).append("\" y=\"")
          .append(f(c[1] - 0.3 * R)).append("\" width=\"").append(f(0.6 * R))
          .append("\" height=\"").append(f(0.6 * R))
          .append("\" fill=\"#868e96\" fill-opacity=\"0.7\"/>\n");
    }
    svg.append("</g>\n");
  }

  private void hexsides() {
    svg.append("<g class=\"hexsides\">\n");
    TerrainVocabulary v = map.vocabulary();
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < map.size(); i++) {
      Hex h = map.hex(i);
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        long mask = map.sideMask(i, d);
        if (mask == 0 || j >= 0 && j < i) {
          continue;
        }
        double[] a = center(h);
        double[] b = center(h.neighbor(HexDirection.of(d)));
        for (Enum<?> e : v.hexsideFeaturesOf(mask)) {
          String name = v.nameOf(e);
          if (Palette.isLinear(name)) {
            double[] end = j >= 0 ? b : new double[] {(a[0] + b[0]) / 2, (a[1] + b[1]) / 2};
            lines.append("<line class=\"line\" data-feature=\"").append(escape(name))
                .append("\" x1=\"").append(f(a[0])).append("\" y1=\"").append(f(a[1]))
                .append("\" x2=\"").append(f(end[0])).append("\" y2=\"").append(f(end[1]))
                .append("\" ").append(Palette.linearStyle(name)).append("/>\n");
          } else {
            double mx = (a[0] + b[0]) / 2;
            double my = (a[1] + b[1]) / 2;
            double len = Math.hypot(b[0] - a[0], b[1] - a[1]);
            double px = -(b[1] - a[1]) / len * R / 2;
            double py = (b[0] - a[0]) / len * R / 2;
            svg.append("<line class=\"hexside\" data-feature=\"").append(escape(name))
                .append("\" x1=\"").append(f(mx - px)).append("\" y1=\"").append(f(my - py))
                .append("\" x2=\"").append(f(mx + px)).append("\" y2=\"").append(f(my + py))
                .append("\" ").append(Palette.edgeStyle(name)).append("/>\n");
          }
        }
      }
    }
    svg.append(lines).append("</g>\n");
  }

  private void shading() {
    svg.append("<g class=\"range\">\n");
    Mp max = o.maxCost();
    for (Map.Entry<Integer, Mp> e : o.cost.entrySet()) {
      Hex h = map.hex(e.getKey());
      double t = max.isZero() ? 0 : (double) e.getValue().twelfths() / max.twelfths();
      Integer k = o.phase.get(e.getKey());
      String colour = k == null ? Palette.shade(t) : Palette.phase(k);
      svg.append("<polygon class=\"reach\" data-hex=\"").append(escape(map.label(h)))
          .append("\" data-").append(o.measure).append("=\"").append(e.getValue().toDecimalString());
      if (k != null) {
        svg.append("\" data-phase=\"").append(escape(o.phaseNames.get(k)));
      }
      svg.append("\" points=\"").append(points(corners(h))).append("\" fill=\"")
          .append(colour).append("\" fill-opacity=\"0.3\" stroke=\"")
          .append(colour).append("\" stroke-width=\"3\" stroke-opacity=\"0.9\"/>\n");
    }
    for (int i : o.zone) {
      svg.append("<polygon class=\"zone\" data-hex=\"").append(escape(map.label(i)))
          .append("\" points=\"").append(points(corners(map.hex(i))))
          .append("\" fill=\"none\" stroke=\"").append(Palette.ZONE)
          .append("\" stroke-width=\"1.6\" stroke-dasharray=\"5 3\"/>\n");
    }
    svg.append("</g>\n");
  }

  private void costs() {
    svg.append("<g class=\"costs\">\n");
    for (Map.Entry<Integer, Mp> e : o.cost.entrySet()) {
      double[] c = center(map.hex(e.getKey()));
      svg.append("<text class=\"cost\" x=\"").append(f(c[0])).append("\" y=\"")
          .append(f(c[1] - 0.05 * R)).append("\" font-size=\"12\" font-weight=\"bold\""
              + " text-anchor=\"middle\" fill=\"#212529\">").append(escape(e.getValue().number()))
          .append("</text>\n");
    }
    for (int i : o.mustStop) {
      double[] c = center(map.hex(i));
      svg.append("<circle class=\"must-stop\" data-hex=\"").append(escape(map.label(i)))
          .append("\" cx=\"").append(f(c[0])).append("\" cy=\"").append(f(c[1]))
          .append("\" r=\"").append(f(0.72 * R)).append("\" fill=\"none\" stroke=\"#e03131\""
              + " stroke-width=\"2.2\" stroke-dasharray=\"4 3\"/>\n");
    }
    svg.append("</g>\n");
  }

  private void labels() {
    svg.append("<g class=\"labels\" font-size=\"8\" fill=\"#495057\" text-anchor=\"middle\">\n");
    for (int i = 0; i < map.size(); i++) {
      double[] c = center(map.hex(i));
      svg.append("<text class=\"label\" x=\"").append(f(c[0])).append("\" y=\"")
          .append(f(c[1] - 0.55 * R)).append("\">").append(escape(map.label(i)))
          .append("</text>\n");
    }
    svg.append("</g>\n");
  }

  private void start() {
    if (o.start < 0) {
      return;
    }
    svg.append("<polygon class=\"start\" data-hex=\"").append(escape(map.label(o.start)))
        .append("\" points=\"").append(points(corners(map.hex(o.start))))
        .append("\" fill=\"none\" stroke=\"#1864ab\" stroke-width=\"3.5\"/>\n");
  }

  private void path() {
    if (o.path.size() < 2) {
      return;
    }
    svg.append("<g class=\"route\">\n<polyline class=\"path\" points=\"");
    List<double[]> ps = new ArrayList<>();
    for (int i : o.path) {
      ps.add(center(map.hex(i)));
    }
    svg.append(points(ps.toArray(new double[0][]))).append("\" fill=\"none\" stroke=\"#1864ab\""
        + " stroke-width=\"4\" stroke-opacity=\"0.85\" stroke-linejoin=\"round\""
        + " marker-end=\"url(#arrow)\"/>\n");
    for (int k = 1; k < o.path.size(); k++) {
      double[] c = ps.get(k);
      double x = c[0] + 0.45 * R;
      double y = c[1] - 0.25 * R;
      svg.append("<g class=\"step\" data-step=\"").append(k).append("\"><circle cx=\"")
          .append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"7\" fill=\"#ffffff\""
              + " stroke=\"#1864ab\"/><text x=\"").append(f(x)).append("\" y=\"")
          .append(f(y + 3.5)).append("\" font-size=\"9\" text-anchor=\"middle\">").append(k)
          .append("</text></g>\n");
    }
    svg.append("</g>\n");
  }

  /** An alternative to an illegal order: a dashed green line from the start. */
  private void alternative() {
    if (o.alternative.size() < 2) {
      return;
    }
    List<double[]> ps = new ArrayList<>();
    for (int i : o.alternative) {
      ps.add(center(map.hex(i)));
    }
    svg.append("<polyline class=\"alternative\" data-kind=\"").append(escape(o.alternativeKind))
        .append("\" points=\"").append(points(ps.toArray(new double[0][])))
        .append("\" fill=\"none\" stroke=\"").append(ALTERNATIVE).append("\" stroke-width=\"5\""
            + " stroke-dasharray=\"9 6\" stroke-linejoin=\"round\"/>\n");
  }

  private void units() {
    svg.append("<g class=\"units\">\n");
    GameState s = o.scenario.state();
    for (int i = 0; i < map.size(); i++) {
      int k = 0;
      double[] c = center(map.hex(i));
      double w = 1.3 * R;
      double h = 0.5 * R;
      for (int u = s.firstUnitIndexAt(i); u >= 0; u = s.nextUnitIndexOnSameHex(u)) {
        Unit unit = s.units().get(u);
        double x = c[0] - w / 2 + 3 * k;
        double y = c[1] + 0.12 * R - 3 * k;
        boolean mover = o.movers.contains(unit.id());
        svg.append("<g class=\"unit\" data-unit=\"").append(escape(unit.id()))
            .append("\" data-side=\"").append(escape(unit.side())).append("\"><title>")
            .append(escape(unit.id() + " (" + unit.kind() + ", " + unit.side() + ")"))
            .append("</title><rect x=\"").append(f(x)).append("\" y=\"").append(f(y))
            .append("\" width=\"").append(f(w)).append("\" height=\"").append(f(h))
            .append("\" rx=\"2\" fill=\"").append(colours.of(unit.side()))
            .append("\" stroke=\"").append(mover ? "#fab005" : "#212529")
            .append("\" stroke-width=\"").append(mover ? "2.5" : "1")
            .append("\"/><text x=\"").append(f(x + w / 2)).append("\" y=\"")
            .append(f(y + h / 2 + 3)).append("\" font-size=\"7.5\" text-anchor=\"middle\""
                + " fill=\"#ffffff\">").append(escape(abbreviation(unit.id())))
            .append("</text></g>\n");
        k++;
      }
      if (k > 1) {
        double bx = c[0] + w / 2 + 3 * (k - 1);
        double by = c[1] + 0.12 * R - 3 * (k - 1);
        svg.append("<g class=\"stack\" data-hex=\"").append(escape(map.label(i)))
            .append("\" data-units=\"").append(k).append("\"><title>").append(k)
            .append(" units stacked</title><circle cx=\"").append(f(bx)).append("\" cy=\"")
            .append(f(by)).append("\" r=\"6.5\" fill=\"#212529\"/><text x=\"").append(f(bx))
            .append("\" y=\"").append(f(by + 3)).append("\" font-size=\"8\""
                + " text-anchor=\"middle\" fill=\"#ffffff\">").append(k)
            .append("</text></g>\n");
      }
    }
    svg.append("</g>\n");
  }

  /**
   * A unit's name as it fits on a counter: whole up to ten characters, else its first nine and
   * an ellipsis (the counter's tooltip has the whole name).
   */
  static String abbreviation(String id) {
    return id.codePointCount(0, id.length()) <= 10 ? id
        : id.substring(0, id.offsetByCodePoints(0, 9)) + "\u2026";
  }

  private void markers() {
    GameState s = o.scenario.state();
    if (s.markers().isEmpty()) {
      return;
    }
    svg.append("<g class=\"markers\">\n");
    for (Marker m : s.markers()) {
      Hex h = m.position().hexOrNull();
      if (h == null || !map.contains(h)) {
        continue;
      }
      double[] c = center(h);
      if (m.hexside().isPresent()) {
        Hex a = m.hexside().get().hex();
        double[] ca = center(a);
        double[] cb = center(a.neighbor(m.hexside().get().direction()));
        c = new double[] {(ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2};
      } else {
        c = new double[] {c[0] - 0.5 * R, c[1] - 0.2 * R};
      }
      double r = 6;
      svg.append("<polygon class=\"marker\" data-kind=\"").append(escape(m.kind()))
          .append("\" points=\"").append(f(c[0])).append(',').append(f(c[1] - r)).append(' ')
          .append(f(c[0] + r)).append(',').append(f(c[1])).append(' ').append(f(c[0]))
          .append(',').append(f(c[1] + r)).append(' ').append(f(c[0] - r)).append(',')
          .append(f(c[1])).append("\" fill=\"#f59f00\" stroke=\"#212529\"><title>")
          .append(escape(m.kind())).append("</title></polygon>\n");
    }
    svg.append("</g>\n");
  }
}
