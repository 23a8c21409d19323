package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.locationtech.jts.geom.Point;
import org.locationtech.jts.geom.prep.PreparedGeometry;
import org.locationtech.jts.geom.prep.PreparedGeometryFactory;

/**
 * A picture of a table with an answer on it: reach regions, bands of chance, a route and marks.
 * It renders as SVG (with {@link TablePictureSvg}) and as characters for the terminal: one character
 * per cell of the table, the near edge at the top as in the SVG.
 */
final class TablePicture {
  private static final GeometryFactory F = new GeometryFactory();
  /** The widest terminal picture, in characters. */
  private static final int COLUMNS = 72;

  final Scenario scenario;
  final Table table;
  final TableMovementRules rules;
  final String title;
  final String side;
  final List<String> movers;
  final List<Geometry> regions = new ArrayList<>();
  final List<String> regionLabels = new ArrayList<>();
  SortedMap<Fraction, Geometry> bands;
  TableRoute route;
  final Map<TablePoint, String> starts = new LinkedHashMap<>();
  final Map<TablePoint, String> marks = new LinkedHashMap<>();

  private TablePicture(Scenario scenario, String side, List<String> movers, String title) {
    this.scenario = scenario;
    this.table = (Table) scenario.state().board();
    this.rules = TableCli.rules(scenario);
    this.title = title;
    this.side = side;
    this.movers = movers;
  }

  static TablePicture of(Scenario scenario, MoveQuery query, String title) {
    return new TablePicture(scenario, scenario.state().unit(query.units().get(0)).side(),
        query.units(), title);
  }

  /** The table and its pieces with nobody asked about: the board the explorer draws on. */
  static TablePicture board(Scenario scenario, String title) {
    return new TablePicture(scenario, scenario.state().environment().activeSide(), List.of(),
        title);
  }

  TablePicture region(Geometry region, String label) {
    regions.add(region);
    regionLabels.add(label);
    return this;
  }

  TablePicture bands(SortedMap<Fraction, Geometry> value) {
    this.bands = value;
    return this;
  }

  TablePicture route(TableRoute value) {
    this.route = value;
    return this;
  }

  TablePicture start(TablePoint p, String label) {
    starts.put(p, label);
    return this;
  }

  TablePicture mark(TablePoint p, String label) {
    marks.put(p, label);
    return this;
  }

  String svg() {
    return TablePictureSvg.render(this);
  }

  // ---- the terminal picture -------------------------------------------------------------------

  /** A cell's size across, in inches; a cell is twice as deep, as terminal characters are. */
  private double step() {
    double step = 0.25;
    while (table.width() / step > COLUMNS) {
      step *= 2;
    }
    return step;
  }

  String text() {
    double step = step();
    int columns = Math.max(1, (int) Math.ceil(table.width() / step - 1e-9));
    int rows = Math.max(1, (int) Math.ceil(table.depth() / (2 * step) - 1e-9));
    Map<Feature, Character> letters = letters();
    List<Geometry> features = new ArrayList<>();
    for (Feature f : table.features()) {
      features.add(f.footprint());
    }
    List<PreparedGeometry> shaded = new ArrayList<>();
    for (Geometry g : regions) {
      shaded.add(PreparedGeometryFactory.prepare(g));
    }
    List<Map.Entry<Fraction, PreparedGeometry>> chance = new ArrayList<>();
    if (bands != null) {
      bands.forEach((p, g) -> chance.add(Map.entry(p, PreparedGeometryFactory.prepare(g))));
    }
    Geometry path = route == null || route.points().size() < 2 ? null : line(route.points());
    char[][] grid = new char[rows][columns];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        grid[r][c] = cell((c + 0.5) * step, (r + 0.5) * 2 * step, step, letters, features,
            shaded, chance, path);
      }
    }
    for (Unit u : scenario.state().units()) {
      if (u.position() instanceof TablePosition) {
        char ch = movers.contains(u.id()) ? '*' : u.side().equals(side) ? 'o' : 'x';
        double radius = rules.baseDiameter(scenario.state(), u) / 2;
        for (TablePoint p : ((TablePosition) u.position()).models()) {
          put(grid, p, radius, step, ch);
        }
      }
    }
    starts.keySet().forEach(p -> put(grid, p, 0, step, '*'));
    marks.keySet().forEach(p -> put(grid, p, 0, step, 'T'));
    StringBuilder sb = new StringBuilder();
    sb.append("Table ").append(TablePoint.inches(table.width())).append("\" x ")
        .append(TablePoint.inches(table.depth())).append("\", one character ")
        .append(TablePoint.inches(step)).append("\" across and ")
        .append(TablePoint.inches(2 * step)).append("\" deep; y = 0 (the near edge) at the top:\n");
    for (char[] row : grid) {
      sb.append("  ").append(row).append('\n');
    }
    sb.append("Key: * the model asked about, o friendly models, x enemy models");
    if (!regions.isEmpty()) {
      sb.append(", # where the model can end");
    }
    if (bands != null) {
      sb.append(", 0-9 the chance of ending there in tenths (9: 90% or more)");
    }
    if (path != null) {
      sb.append(", + the route");
    }
    if (!marks.isEmpty()) {
      sb.append(", T the target");
    }
    Map<Character, List<String>> kinds = new LinkedHashMap<>();
    letters.forEach((f, ch) -> {
      List<String> ks = kinds.computeIfAbsent(ch, k -> new ArrayList<>());
      if (!ks.contains(f.kind())) {
        ks.add(f.kind());
      }
    });
    if (!kinds.isEmpty()) {
      sb.append("; terrain:");
      kinds.forEach((ch, ks) -> sb.append(' ').append(ch).append(' ')
          .append(String.join("/", ks)).append(','));
      sb.setLength(sb.length() - 1);
    }
    return sb.append(", . open ground\n").toString();
  }

  /** The character of a cell without pieces: route, region, chance, terrain or open ground. */
  private char cell(double x, double y, double step, Map<Feature, Character> letters,
      List<Geometry> features, List<PreparedGeometry> shaded,
      List<Map.Entry<Fraction, PreparedGeometry>> chance, Geometry path) {
    Point pt = F.createPoint(new Coordinate(x, y));
    if (path != null && path.distance(pt) <= step / 2) {
      return '+';
    }
    for (PreparedGeometry g : shaded) {
      if (g.covers(pt)) {
        return '#';
      }
    }
    Fraction best = null;
    for (Map.Entry<Fraction, PreparedGeometry> e : chance) {
      if (e.getValue().covers(pt)) {
        best = e.getKey();
      }
    }
    if (best != null) {
      return (char) ('0' + Math.min(9, (int) Math.floor(best.approximate() * 10 + 1e-9)));
    }
    char letter = '.';
    for (int i = 0; i < features.size(); i++) {
      if (features.get(i).isWithinDistance(pt, step / 4)) {
        letter = letters.get(table.features().get(i));
      }
    }
    return letter;
  }

  /** Draws a piece in the cells its base covers, and at least in the cell of its centre. */
  private static void put(char[][] grid, TablePoint p, double radius, double step, char ch) {
    int rows = grid.length;
    int columns = grid[0].length;
    int c0 = clamp((int) Math.floor(p.x() / step), columns);
    int r0 = clamp((int) Math.floor(p.y() / (2 * step)), rows);
    grid[r0][c0] = ch;
    for (int r = clamp((int) Math.floor((p.y() - radius) / (2 * step)), rows);
        r <= clamp((int) Math.floor((p.y() + radius) / (2 * step)), rows); r++) {
      for (int c = clamp((int) Math.floor((p.x() - radius) / step), columns);
          c <= clamp((int) Math.floor((p.x() + radius) / step), columns); c++) {
        double dx = (c + 0.5) * step - p.x();
        double dy = (r + 0.5) * 2 * step - p.y();
        if (Math.hypot(dx, dy) <= radius) {
          grid[r][c] = ch;
        }
      }
    }
  }

  private static int clamp(int i, int size) {
    return Math.max(0, Math.min(size - 1, i));
  }

  private static Geometry line(List<TablePoint> points) {
    Coordinate[] cs = new Coordinate[points.size()];
    for (int i = 0; i < cs.length; i++) {
      cs[i] = new Coordinate(points.get(i).x(), points.get(i).y());
    }
    return F.createLineString(cs);
  }

  /** One capital letter per feature kind: its first letter not taken, in table order. */
  private Map<Feature, Character> letters() {
    Map<String, Character> byKind = new LinkedHashMap<>();
    for (Feature f : table.features()) {
      if (byKind.containsKey(f.kind())) {
        continue;
      }
      char pick = '?';
      for (char ch : f.kind().toUpperCase(Locale.ROOT).toCharArray()) {
        if (Character.isLetter(ch) && ch != 'T' && ch != 'X' && !byKind.containsValue(ch)) {
          pick = ch;
          break;
        }
      }
      byKind.put(f.kind(), pick);
    }
    Map<Feature, Character> out = new LinkedHashMap<>();
    for (Feature f : table.features()) {
      out.put(f, byKind.get(f.kind()));
    }
    return out;
  }
}
