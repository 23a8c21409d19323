package io.github.warpath.cli;

import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableSvg;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * The SVG of a {@link TablePicture}: a title that wraps at the picture's width, the table drawn
 * at least {@value #MIN_WIDTH} pixels wide, words that never overlap (the chance on each band,
 * the start, target and units' names), a scale bar in inches and a key of everything drawn.
 */
final class TablePictureSvg {
  /** The narrowest the table is drawn, in pixels. */
  static final double MIN_WIDTH = 720;
  private static final double MARGIN = 12;
  private static final double TITLE_SIZE = 15;
  private static final double LABEL_SIZE = 12;
  private static final double BAND_SIZE = 12;
  private static final GeometryFactory F = new GeometryFactory();

  private final TablePicture p;
  private final double ppi;
  private final double top;
  private final LabelPlacer labels;
  private final StringBuilder words = new StringBuilder();

  private TablePictureSvg(TablePicture p, double top, double width) {
    this.p = p;
    this.ppi = scale(p.table.width());
    this.top = top;
    this.labels = new LabelPlacer(new LabelPlacer.Box(0, 0, width, top
        + p.table.depth() * ppi + 4));
  }

  /** Pixels per inch: at least 10, and enough to draw the table {@link #MIN_WIDTH} wide. */
  static double scale(double tableWidth) {
    return Math.max(10, Math.ceil(MIN_WIDTH / tableWidth));
  }

  static String render(TablePicture p) {
    double ppi = scale(p.table.width());
    PictureKey key = TablePictureKey.of(p);
    double width = Math.max(p.table.width() * ppi, key.widestEntry()) + 2 * MARGIN;
    List<String> title = wrap(p.title, (int) ((width - 2 * MARGIN)
        / (TITLE_SIZE * LabelPlacer.CHAR_PER_SIZE)));
    double top = MARGIN + title.size() * TITLE_SIZE * 1.3 + 6;
    TablePictureSvg svg = new TablePictureSvg(p, top, width);
    String table = svg.table();
    double below = top + p.table.depth() * ppi + 14;
    String bar = scaleBar(p.table.width(), ppi, MARGIN, below);
    double keyTop = below + 34;
    double height = keyTop + key.height(width - 2 * MARGIN) + MARGIN;
    StringBuilder sb = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(f(width)).append("\" height=\"").append(f(height)).append("\" viewBox=\"0 0 ")
        .append(f(width)).append(' ').append(f(height)).append("\" font-family=\"sans-serif\">\n")
        .append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    for (int i = 0; i < title.size(); i++) {
      sb.append("<text class=\"title\" x=\"").append(f(MARGIN)).append("\" y=\"")
          .append(f(MARGIN + (i + 0.8) * TITLE_SIZE * 1.3)).append("\" font-size=\"")
          .append(f(TITLE_SIZE)).append("\">").append(SvgPicture.escape(title.get(i)))
          .append("</text>\n");
    }
    return sb.append(table).append(svg.words).append(bar)
        .append(key.render(MARGIN, keyTop, width - 2 * MARGIN)).append("</svg>\n").toString();
  }

  /** Splits words into lines of at most {@code columns} characters (a longer word alone). */
  static List<String> wrap(String text, int columns) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > columns) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() > 0 ? " " : "").append(word);
    }
    lines.add(line.toString());
    return lines;
  }

  /** A bar of a round number of inches, about a third of the table, ticked every inch. */
  static String scaleBar(double tableWidth, double ppi, double x, double y) {
    int inches = 1;
    for (int n : new int[] {1, 2, 3, 6, 12, 24, 36, 48, 72}) {
      if (n <= tableWidth / 3) {
        inches = n;
      }
    }
    int step = inches <= 12 ? 1 : inches / 12;
    StringBuilder sb = new StringBuilder("<g class=\"scale\" font-size=\"11\">\n");
    for (int i = 0; i < inches; i += step) {
      sb.append("<rect x=\"").append(f(x + i * ppi)).append("\" y=\"").append(f(y))
          .append("\" width=\"").append(f(step * ppi)).append("\" height=\"6\" fill=\"")
          .append(i / step % 2 == 0 ? "#212529" : "#ffffff").append("\"/>");
    }
    sb.append("\n<rect class=\"scale-bar\" data-inches=\"").append(inches).append("\" x=\"")
        .append(f(x)).append("\" y=\"").append(f(y)).append("\" width=\"")
        .append(f(inches * ppi)).append("\" height=\"6\" fill=\"none\" stroke=\"#212529\"/>\n")
        .append("<text x=\"").append(f(x)).append("\" y=\"").append(f(y + 18)).append("\">0</text>")
        .append("<text x=\"").append(f(x + inches * ppi)).append("\" y=\"").append(f(y + 18))
        .append("\" text-anchor=\"end\">").append(inches).append(" in</text>\n</g>\n");
    return sb.toString();
  }

  /** The table with everything on it, and the words placed over it. */
  private String table() {
    TableSvg svg = TableSvg.of(p.table).pixelsPerInch(ppi);
    for (int i = 0; i < p.regions.size(); i++) {
      svg.region(p.regions.get(i), "reach", TablePictureKey.REACH, 0.3, p.regionLabels.get(i));
    }
    if (p.bands != null) {
      for (Map.Entry<Fraction, Geometry> e : p.bands.entrySet()) {
        svg.region(e.getValue(), "chance", TablePictureKey.CHANCE,
            0.08 + 0.5 * e.getKey().approximate(), "chance at least " + e.getKey());
      }
    }
    GameState state = p.scenario.state();
    StringBuilder rings = new StringBuilder();
    StringBuilder units = new StringBuilder("<g class=\"units\">\n");
    for (Unit u : state.units()) {
      if (u.position() instanceof TablePosition) {
        double r = p.rules.baseDiameter(state, u) / 2;
        List<TablePoint> models = ((TablePosition) u.position()).models();
        units.append(unit(u, models, r));
        for (TablePoint m : models) {
          svg.model(m, r, u.side(), u.id() + " (" + u.kind() + ")");
          labels.block(new LabelPlacer.Box(x(m) - r * ppi, y(m) - r * ppi, 2 * r * ppi,
              2 * r * ppi));
          if (p.movers.contains(u.id())) {
            rings.append("<circle class=\"mover\" cx=\"").append(f(x(m))).append("\" cy=\"")
                .append(f(y(m))).append("\" r=\"").append(f(r * ppi + 2.5))
                .append("\" fill=\"none\" stroke=\"").append(TablePictureKey.MOVER)
                .append("\" stroke-width=\"2.5\"/>\n");
          }
        }
      }
    }
    if (p.route != null) {
      svg.route(p.route);
    }
    StringBuilder marks = new StringBuilder();
    List<Map.Entry<TablePoint, String>> points = new ArrayList<>(p.starts.entrySet());
    points.addAll(p.marks.entrySet());
    for (Marker m : state.markers()) {
      if (m.position() instanceof TablePosition) {
        points.add(Map.entry(((TablePosition) m.position()).model(0),
            m.id().isEmpty() ? m.kind() : m.id()));
      }
    }
    for (Map.Entry<TablePoint, String> e : points) {
      marks.append("<g class=\"mark\" transform=\"translate(").append(f(x(e.getKey()) - 5))
          .append(',').append(f(y(e.getKey()) - 5)).append(")\">")
          .append(TablePictureKey.cross(5, 5, 5)).append("<title>")
          .append(SvgPicture.escape(e.getValue())).append("</title></g>\n");
      labels.block(new LabelPlacer.Box(x(e.getKey()) - 6, y(e.getKey()) - 6, 12, 12));
    }
    for (Map.Entry<TablePoint, String> e : points) {
      label(e.getValue(), x(e.getKey()), y(e.getKey()), 0, "label");
    }
    bandLabels();
    for (Unit u : state.units()) {
      if (u.position() instanceof TablePosition) {
        TablePoint m = ((TablePosition) u.position()).model(0);
        label(u.id(), x(m), y(m), p.rules.baseDiameter(state, u) / 2 * ppi, "label unit");
      }
    }
    return "<clipPath id=\"table-edge\"><rect x=\"-1\" y=\"-1\" width=\""
        + f(p.table.width() * ppi + 2) + "\" height=\"" + f(p.table.depth() * ppi + 2)
        + "\"/></clipPath>\n<g class=\"board\" data-ppi=\"" + f(ppi) + "\" data-width=\""
        + f(p.table.width()) + "\" data-depth=\"" + f(p.table.depth()) + "\" transform=\"translate("
        + f(MARGIN) + "," + f(top) + ")\" clip-path=\"url(#table-edge)\">\n"
        + svg.content() + "</g>\n" + rings + marks + units + "</g>\n";
  }

  /**
   * A unit's models as targets for a pointer, over its bases: {@code data-unit} on the unit and
   * {@code data-model} (from 1) on each model, as the hex pictures mark their counters.
   */
  private String unit(Unit u, List<TablePoint> models, double radius) {
    StringBuilder sb = new StringBuilder("<g class=\"unit\" data-unit=\"")
        .append(SvgPicture.escape(u.id())).append("\">");
    for (int i = 0; i < models.size(); i++) {
      sb.append("<circle class=\"model-target\" data-model=\"").append(i + 1)
          .append("\" cx=\"").append(f(x(models.get(i)))).append("\" cy=\"")
          .append(f(y(models.get(i)))).append("\" r=\"").append(f(radius * ppi + 2))
          .append("\" fill=\"#ffffff\" fill-opacity=\"0\"><title>")
          .append(SvgPicture.escape(u.id() + " model " + (i + 1))).append("</title></circle>");
    }
    return sb.append("</g>\n").toString();
  }

  private void label(String text, double x, double y, double radius, String cls) {
    String t = labels.near(text, LABEL_SIZE, x, y, radius, cls);
    if (t != null) {
      words.append(t).append('\n');
    }
  }

  /**
   * Writes each band's chance on the part of the table where it is the best chance: at the
   * spot of that part nearest its middle where the words fit inside it and clear of others,
   * else where their middle is on it. A band that adds no ground to the next is not written
   * (the next one's words stand for both); every band keeps its chance in its tooltip.
   */
  private void bandLabels() {
    if (p.bands == null) {
      return;
    }
    List<Fraction> chances = new ArrayList<>(p.bands.keySet());
    for (int i = 0; i < chances.size(); i++) {
      Geometry ring = p.bands.get(chances.get(i));
      if (i + 1 < chances.size()) {
        ring = ring.difference(p.bands.get(chances.get(i + 1)));
      }
      String text = "\u2265 " + chances.get(i);
      String placed = inside(ring, text);
      if (placed != null) {
        words.append(placed).append('\n');
      }
    }
  }

  private String inside(Geometry ring, String text) {
    if (ring.isEmpty()) {
      return null;
    }
    PreparedGeometry prepared = PreparedGeometryFactory.prepare(ring);
    Point centre = ring.getInteriorPoint();
    double w = text.length() * BAND_SIZE * LabelPlacer.CHAR_PER_SIZE / ppi;
    double h = BAND_SIZE * 1.25 / ppi;
    Envelope env = ring.getEnvelopeInternal();
    List<double[]> whole = new ArrayList<>();
    List<double[]> centred = new ArrayList<>();
    for (double sx = env.getMinX() - w / 2; sx + w / 2 <= env.getMaxX(); sx += 0.25) {
      for (double sy = env.getMinY() - h / 2; sy + h / 2 <= env.getMaxY(); sy += 0.25) {
        if (prepared.covers(F.toGeometry(new Envelope(sx, sx + w, sy, sy + h)))) {
          whole.add(new double[] {sx, sy});
        } else if (prepared.covers(F.createPoint(new Coordinate(sx + w / 2, sy + h / 2)))) {
          centred.add(new double[] {sx, sy});
        }
      }
    }
    Comparator<double[]> nearest = Comparator.comparingDouble(s -> Math.hypot(
        s[0] + w / 2 - centre.getX(), s[1] + h / 2 - centre.getY()));
    whole.sort(nearest);
    centred.sort(nearest);
    whole.addAll(centred);
    for (double[] s : whole) {
      String placed = labels.at(text, BAND_SIZE, MARGIN + s[0] * ppi,
          top + s[1] * ppi + BAND_SIZE, "label chance");
      if (placed != null) {
        return placed;
      }
    }
    return null;
  }

  private double x(TablePoint q) {
    return MARGIN + q.x() * ppi;
  }

  private double y(TablePoint q) {
    return top + q.y() * ppi;
  }

  private static String f(double v) {
    return LabelPlacer.f(v);
  }
}
