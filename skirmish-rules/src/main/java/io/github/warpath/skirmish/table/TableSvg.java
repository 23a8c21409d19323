package io.github.warpath.skirmish.table;

import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/**
 * A small SVG picture of a table: its features, models, routes and shaded regions (a reach
 * region, or bands of the chance of getting somewhere). The picture is plain SVG text with no
 * scripts or external references; one inch is {@link #pixelsPerInch(double)} pixels (10 by
 * default) and the near edge ({@code y = 0}) is at the top.
 *
 * <p>Every region is one {@code <path>} element with {@code class="region"} and its own class,
 * features have {@code class="feature <kind>"} and models {@code class="model <side>"}, so tools
 * and tests can count them.
 *
 * <p>A builder: not thread-safe; the strings it renders are.
 */
public final class TableSvg {
  private final Table table;
  private double scale = 10;
  private final List<String> layers = new ArrayList<>();
  private final List<String> top = new ArrayList<>();
  private String title = "";

  private TableSvg(Table table) {
    this.table = table;
  }

  /**
   * A picture of a table.
   *
   * @param table the table
   * @return a builder
   */
  public static TableSvg of(Table table) {
    return new TableSvg(table);
  }

  /**
   * The scale.
   *
   * @param pixels pixels per inch, positive
   * @return this builder
   */
  public TableSvg pixelsPerInch(double pixels) {
    if (!(pixels > 0)) {
      throw new IllegalArgumentException("pixels per inch must be positive");
    }
    this.scale = pixels;
    return this;
  }

  /**
   * A title shown above the table.
   *
   * @param text the title
   * @return this builder
   */
  public TableSvg title(String text) {
    this.title = text;
    return this;
  }

  /**
   * A shaded region.
   *
   * @param region the region
   * @param cssClass its class, e.g. {@code reach}
   * @param colour a CSS colour
   * @param opacity fill opacity from 0 to 1
   * @param label a tooltip, e.g. {@code "chance 5/18"}
   * @return this builder
   */
  public TableSvg region(Geometry region, String cssClass, String colour, double opacity,
      String label) {
    StringBuilder d = new StringBuilder();
    for (int i = 0; i < region.getNumGeometries(); i++) {
      Geometry g = region.getGeometryN(i);
      if (g instanceof Polygon) {
        Polygon p = (Polygon) g;
        ring(d, p.getExteriorRing());
        for (int h = 0; h < p.getNumInteriorRing(); h++) {
          ring(d, p.getInteriorRingN(h));
        }
      }
    }
    if (d.length() == 0) {
      return this;
    }
    layers.add("<path class=\"region " + esc(cssClass) + "\" d=\"" + d.toString().trim()
        + "\" fill=\"" + esc(colour) + "\" fill-opacity=\"" + num(opacity)
        + "\" fill-rule=\"evenodd\" stroke=\"" + esc(colour) + "\" stroke-width=\"1\">"
        + "<title>" + esc(label) + "</title></path>");
    return this;
  }

  /**
   * A model's round base.
   *
   * @param centre the centre
   * @param radius the base's radius in inches
   * @param side the side, used as a class and to pick a colour
   * @param label a tooltip
   * @return this builder
   */
  public TableSvg model(TablePoint centre, double radius, String side, String label) {
    String colour = sideColour(side);
    top.add("<circle class=\"model " + esc(side) + "\" cx=\"" + num(centre.x() * scale)
        + "\" cy=\"" + num(centre.y() * scale) + "\" r=\"" + num(radius * scale)
        + "\" fill=\"" + colour + "\" stroke=\"white\" stroke-width=\"1\"><title>"
        + esc(label) + "</title></circle>");
    return this;
  }

  /**
   * Every unit standing on the table, each model as its round base coloured by side, and every
   * marker on the table as a labelled cross.
   *
   * @param state the state drawn
   * @param rules the rule set, which knows the units' base sizes
   * @return this builder
   */
  public TableSvg pieces(GameState state, TableMovementRules rules) {
    for (Unit u : state.units()) {
      if (u.position() instanceof TablePosition) {
        double r = rules.baseDiameter(state, u) / 2;
        for (TablePoint p : ((TablePosition) u.position()).models()) {
          model(p, r, u.side(), u.id() + " (" + u.kind() + ")");
        }
      }
    }
    for (Marker m : state.markers()) {
      if (m.position() instanceof TablePosition) {
        mark(((TablePosition) m.position()).model(0), m.id().isEmpty() ? m.kind() : m.id());
      }
    }
    return this;
  }

  /**
   * A route drawn as a dashed line.
   *
   * @param route the route
   * @return this builder
   */
  public TableSvg route(TableRoute route) {
    StringBuilder pts = new StringBuilder();
    for (TablePoint p : route.points()) {
      pts.append(num(p.x() * scale)).append(',').append(num(p.y() * scale)).append(' ');
    }
    top.add("<polyline class=\"route\" points=\"" + pts.toString().trim()
        + "\" fill=\"none\" stroke=\"black\" stroke-width=\"2\" stroke-dasharray=\"6 4\"><title>"
        + esc(route.toString()) + "</title></polyline>");
    return this;
  }

  /**
   * A small labelled cross.
   *
   * @param p where
   * @param label the label
   * @return this builder
   */
  public TableSvg mark(TablePoint p, String label) {
    double x = p.x() * scale;
    double y = p.y() * scale;
    top.add("<g class=\"mark\"><path d=\"M" + num(x - 5) + " " + num(y - 5) + " L" + num(x + 5)
        + " " + num(y + 5) + " M" + num(x - 5) + " " + num(y + 5) + " L" + num(x + 5) + " "
        + num(y - 5) + "\" stroke=\"black\" stroke-width=\"2\"/><text x=\"" + num(x + 7)
        + "\" y=\"" + num(y - 7) + "\" font-size=\"12\" font-family=\"sans-serif\">" + esc(label)
        + "</text></g>");
    return this;
  }

  /**
   * The SVG document.
   *
   * @return the text
   */
  public String render() {
    double w = table.width() * scale;
    double h = table.depth() * scale;
    double head = title.isEmpty() ? 0 : 24;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(num(w + 2))
        .append("\" height=\"").append(num(h + 2 + head)).append("\" viewBox=\"-1 ")
        .append(num(-1 - head)).append(' ').append(num(w + 2)).append(' ')
        .append(num(h + 2 + head)).append("\">\n");
    if (!title.isEmpty()) {
      sb.append("<text x=\"0\" y=\"-8\" font-size=\"14\" font-family=\"sans-serif\">")
          .append(esc(title)).append("</text>\n");
    }
    sb.append(content());
    sb.append("</svg>\n");
    return sb.toString();
  }

  /**
   * The table and everything on it without the document around it or the title, in pixels
   * from the table's near left corner: for embedding in a larger picture.
   *
   * @return SVG elements, one a line
   */
  public String content() {
    double w = table.width() * scale;
    double h = table.depth() * scale;
    StringBuilder sb = new StringBuilder();
    sb.append("<rect class=\"table\" x=\"0\" y=\"0\" width=\"").append(num(w))
        .append("\" height=\"").append(num(h))
        .append("\" fill=\"#e8efd8\" stroke=\"#555\" stroke-width=\"2\"/>\n");
    for (Feature f : table.features()) {
      sb.append(feature(f)).append('\n');
    }
    for (String l : layers) {
      sb.append(l).append('\n');
    }
    for (String l : top) {
      sb.append(l).append('\n');
    }
    return sb.toString();
  }

  /**
   * The colour of a side's models.
   *
   * @param side the side
   * @return a CSS colour
   */
  public static String sideColour(String side) {
    return Math.floorMod(side.hashCode(), 2) == 0 ? "#1f4e9c" : "#b22222";
  }

  /**
   * The colour a feature of a kind is drawn in.
   *
   * @param kind the feature's kind
   * @return a CSS colour
   */
  public static String featureColour(String kind) {
    return colour(kind);
  }

  private String feature(Feature f) {
    String colour = colour(f.kind());
    String label = "<title>" + esc(f.kind() + " " + f.id()) + "</title>";
    if (f.shape() instanceof Shape.Line) {
      Shape.Line l = (Shape.Line) f.shape();
      StringBuilder pts = new StringBuilder();
      for (TablePoint p : l.points()) {
        pts.append(num(p.x() * scale)).append(',').append(num(p.y() * scale)).append(' ');
      }
      return "<polyline class=\"feature " + esc(f.kind()) + "\" points=\"" + pts.toString().trim()
          + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\""
          + num(Math.max(2, l.width() * scale)) + "\" stroke-linecap=\"round\""
          + " stroke-linejoin=\"round\">" + label + "</polyline>";
    }
    StringBuilder pts = new StringBuilder();
    for (TablePoint p : f.shape().points()) {
      pts.append(num(p.x() * scale)).append(',').append(num(p.y() * scale)).append(' ');
    }
    return "<polygon class=\"feature " + esc(f.kind()) + "\" points=\"" + pts.toString().trim()
        + "\" fill=\"" + colour + "\" fill-opacity=\"0.8\" stroke=\"#333\" stroke-width=\"1\">"
        + label + "</polygon>";
  }

  private static String colour(String kind) {
    if (kind.contains("impassable")) {
      return "#6b6b6b";
    }
    if (kind.contains("road")) {
      return "#c8b48a";
    }
    if (kind.contains("building")) {
      return "#a0522d";
    }
    if (kind.contains("stream") || kind.contains("water")) {
      return "#5b9bd5";
    }
    if (kind.contains("obstacle") || kind.contains("hedge") || kind.contains("wall")) {
      return "#3d5c2e";
    }
    if (kind.contains("opening") || kind.contains("door")) {
      return "#f5deb3";
    }
    if (kind.contains("rough") || kind.contains("heavy")) {
      return "#7a8f3a";
    }
    if (kind.contains("broken")) {
      return "#a9b870";
    }
    return "#d0d8c0";
  }

  private void ring(StringBuilder d, LineString ring) {
    Coordinate[] cs = ring.getCoordinates();
    if (cs.length == 0) {
      return;
    }
    for (int i = 0; i < cs.length - 1; i++) {
      d.append(i == 0 ? 'M' : 'L').append(num(cs[i].x * scale)).append(' ')
          .append(num(cs[i].y * scale)).append(' ');
    }
    d.append("Z ");
  }

  private static String num(double v) {
    String s = String.format(Locale.ROOT, "%.1f", v);
    return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
  }

  private static String esc(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
