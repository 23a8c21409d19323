package io.github.warpath.scenario.table;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.Board;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Step;
import io.github.warpath.scenario.BoardFormat;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.Words;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code table} board of scenario files: a miniatures {@link Table} in inches with its
 * terrain features, and units and markers placed on it as model points.
 *
 * <p><b>The board.</b> {@code {"kind": "table", "width": 36, "depth": 24, "features": [...]}}.
 * {@code x} runs across the table from its left edge ({@code 0} to {@code width}), {@code y}
 * into it from the near edge ({@code 0} to {@code depth}). Each feature has an {@code id}, a
 * {@code kind} from the rule set's {@code feature-kinds}, optional {@code attributes} from its
 * {@code feature-attributes}, and one outline: {@code "area": [[x, y], ...]} (a polygon of three
 * or more corners that does not cross itself), {@code "rectangle": [left, near, right, far]}, or
 * {@code "line": [[x, y], ...]} with {@code "width": inches} (a hedge, a wall, a stream, a road).
 *
 * <p><b>Positions.</b> One model: {@code [x, y]}, or {@code [x, y, floor]} on an upper floor of
 * a building. Several models, in the unit's model order: {@code [[x, y], [x, y], ...]}. With a
 * facing (a bearing in degrees, 0 along {@code +x}, 90 along {@code +y}): {@code {"models":
 * [[x, y], ...], "facing": 90}}. Carried by a vehicle: {@code {"aboard": "lorry"}}. In a box of
 * the rule set: {@code "box:off-table"}. Every point must lie on the table.
 *
 * <p><b>As text</b> (command lines, steps of orders, {@code --to}): points {@code x,y} (or
 * {@code x,y,floor}) separated by {@code :}, then optionally {@code @degrees}: {@code
 * 12,9:13.5,9.5@90}; {@code aboard:lorry}; {@code box:NAME}. Steps of a move written as one text
 * are separated by {@code /}.
 *
 * <p>The format checks the shape of everything (numbers finite and in range, outlines simple,
 * points on the table, words from the rule set's vocabulary); the rule set's own validation then
 * checks the rest. Stateless and thread-safe; it has a public no-arg constructor for hosts that
 * register it explicitly ({@code ScenarioReader.of(rules).withBoardFormat(new TableFormat())}).
 */
public final class TableFormat implements BoardFormat {
  /** The board kind, {@value}. */
  public static final String KIND = ScenarioReader.TABLE;
  /** The text before a box name in a position. */
  static final String BOX = "box:";
  /** The text before a vehicle's id in a position. */
  static final String ABOARD = "aboard:";

  /**
   * The most points one outline (area or line) may have: real features have dozens; the
   * geometry checks and every query grow with the count.
   */
  static final int MAX_POINTS = 10_000;

  private static final Set<String> BOARD_FIELDS = JsonValue.names("kind", "width", "depth",
      "features");
  private static final Set<String> FEATURE_FIELDS = JsonValue.names("id", "kind", "area",
      "rectangle", "line", "width", "attributes");
  private static final Set<String> POSITION_FIELDS = JsonValue.names("models", "facing",
      "aboard");
  private static final List<String> OUTLINES = List.of("area", "rectangle", "line");
  private static final String POSITION_SYNTAX = "a table position: [x, y], [[x, y], ...],"
      + " {\"models\": [[x, y], ...], \"facing\": degrees}, {\"aboard\": \"ID\"}, \"box:NAME\""
      + " or text such as 12,9:13.5,9.5@90";

  /** Creates the format (stateless; one instance may be shared). */
  public TableFormat() {}

  @Override
  public String kind() {
    return KIND;
  }

  @Override
  public boolean writes(Board board) {
    return board instanceof Table;
  }

  // ---- reading ------------------------------------------------------------------------------

  @Override
  public Board readBoard(JsonValue b, RuleSet ruleSet) {
    b.onlyMembers(BOARD_FIELDS);
    if (ruleSet.terrain().isPresent()) {
      throw b.failAt(b.pathOf("kind"), "rule set " + ruleSet.id() + " is played on a hex map,"
          + " not a table; give the board \"kind\": \"hex-map\"");
    }
    double width = size(b.require("width", "the table's width in inches, along x"));
    double depth = size(b.require("depth", "the table's depth in inches, along y"));
    Table.Builder table = Table.builder(width, depth);
    if (b.has("features")) {
      Map<String, Integer> ids = new LinkedHashMap<>();
      List<JsonValue> features = b.get("features").elements();
      for (int i = 0; i < features.size(); i++) {
        table.feature(feature(features.get(i), i, ids, ruleSet, width, depth));
      }
    }
    return table.build();
  }

  private static double size(JsonValue v) {
    double d = Inches.read(v);
    if (!(d > 0)) {
      throw v.fail("must be more than 0 inches, got " + v.scalarText());
    }
    return d;
  }

  private static Feature feature(JsonValue f, int index, Map<String, Integer> ids,
      RuleSet rules, double width, double depth) {
    if (!f.isObject()) {
      throw f.fail("expected a feature, an object with id, kind and an outline, got "
          + f.describeValue());
    }
    f.onlyMembers(FEATURE_FIELDS);
    JsonValue idValue = f.require("id", "the feature's id, unique on the table");
    String id = idValue.word("the feature's id");
    Integer before = ids.putIfAbsent(id, index);
    if (before != null) {
      throw idValue.fail("duplicate feature id '" + id + "' (also board.features[" + before
          + "])");
    }
    String kind = Words.read(rules, "feature-kinds", f.require("kind",
        "the feature's kind, from the rule set's feature kinds"));
    JsonValue outline = null;
    for (String name : OUTLINES) {
      if (f.has(name)) {
        if (outline != null) {
          throw f.get(name).fail("a feature has one outline; this one has both "
              + outlineName(outline, f) + " and " + name);
        }
        outline = f.get(name);
      }
    }
    if (outline == null) {
      throw f.fail("a feature needs an outline: area (its corners), rectangle [left, near,"
          + " right, far] or line (its points) with a width");
    }
    boolean line = outline == f.get("line");
    if (f.has("width") && !line) {
      throw f.get("width").fail("a width is for a line; an area's outline is its size");
    }
    Feature feature;
    if (outline == f.get("rectangle")) {
      feature = rectangle(outline, id, kind);
    } else if (line) {
      JsonValue w = f.require("width", "the line's width in inches (0 for a thin line)");
      double lineWidth = Inches.read(w);
      if (lineWidth < 0) {
        throw w.fail("must be 0 or more inches, got " + w.scalarText());
      }
      feature = Feature.of(id, kind, new Shape.Line(points(outline, 2, "a line needs at least"
          + " two points"), lineWidth));
    } else {
      feature = Feature.of(id, kind, new Shape.Area(points(outline, 3, "an area needs at least"
          + " three corners")));
    }
    if (f.has("attributes")) {
      for (Map.Entry<String, JsonValue> e : f.get("attributes").members().entrySet()) {
        String value = e.getValue().scalarText();
        Words.keyed(rules, "feature-attributes", e.getKey(), value, e.getValue());
        feature = feature.with(e.getKey(), value);
      }
    }
    try {
      Table.builder(width, depth).feature(feature).build();
    } catch (InvalidInputException e) {
      throw outline.fail(e);
    }
    return feature;
  }

  private static String outlineName(JsonValue outline, JsonValue f) {
    for (String name : OUTLINES) {
      if (f.get(name) == outline) {
        return name;
      }
    }
    return "?";
  }

  private static Feature rectangle(JsonValue v, String id, String kind) {
    if (!v.isArray() || v.size() != 4) {
      throw v.fail("expected a rectangle [left, near, right, far] of four numbers, got "
          + v.describeValue() + (v.isArray() ? " of " + v.size() : ""));
    }
    double[] n = new double[4];
    for (int i = 0; i < 4; i++) {
      n[i] = Inches.read(v.elements().get(i));
    }
    if (!(n[0] < n[2]) || !(n[1] < n[3])) {
      throw v.fail("a rectangle is [left, near, right, far] with left < right and near < far,"
          + " got [" + Inches.text(n[0]) + ", " + Inches.text(n[1]) + ", " + Inches.text(n[2])
          + ", " + Inches.text(n[3]) + "]");
    }
    return Feature.rectangle(id, kind, n[0], n[1], n[2], n[3]);
  }

  private static List<TablePoint> points(JsonValue v, int least, String tooFew) {
    if (!v.isArray()) {
      throw v.fail("expected a list of points [[x, y], ...], got " + v.describeValue());
    }
    if (v.size() > MAX_POINTS) {
      throw v.fail("an outline may have at most " + MAX_POINTS + " points, got " + v.size());
    }
    List<TablePoint> out = new ArrayList<>();
    for (JsonValue p : v.elements()) {
      out.add(point(p));
    }
    if (out.size() < least) {
      throw v.fail(tooFew + ", got " + out.size());
    }
    return out;
  }

  /** A point {@code [x, y]} or {@code [x, y, floor]}, not checked against the table. */
  private static TablePoint point(JsonValue p) {
    if (!p.isArray() || p.size() < 2 || p.size() > 3) {
      throw p.fail("expected a point [x, y] or [x, y, floor], got " + p.describeValue()
          + (p.isArray() ? " of " + p.size() : ""));
    }
    List<JsonValue> xy = p.elements();
    double x = Inches.read(xy.get(0));
    double y = Inches.read(xy.get(1));
    int floor = xy.size() == 3 ? xy.get(2).integer(0, Inches.MAX_FLOOR) : 0;
    return new TablePoint(x, y, floor);
  }

  @Override
  public Position readPosition(JsonValue v, Board board) {
    return readPosition(v, board, null);
  }

  @Override
  public Position readPosition(JsonValue v, Board board, RuleSet ruleSet) {
    Table table = (Table) board;
    if (v.isText()) {
      return TableText.position(v, table, ruleSet);
    }
    if (v.isArray()) {
      return TablePosition.of(models(v, table));
    }
    if (!v.isObject()) {
      throw v.fail("expected " + POSITION_SYNTAX + ", got " + v.describeValue());
    }
    v.onlyMembers(POSITION_FIELDS);
    if (v.has("aboard")) {
      if (v.has("models") || v.has("facing")) {
        throw v.get("aboard").fail("a unit aboard a vehicle has no models or facing of its own;"
            + " give either aboard or models");
      }
      return new Aboard(v.get("aboard").word("the id of the carrying vehicle"));
    }
    TablePosition p = TablePosition.of(models(v.require("models",
        "the models' points, [[x, y], ...]"), table));
    if (v.has("facing")) {
      p = p.withFacing(Inches.read(v.get("facing")));
    }
    return p;
  }

  /** The points of a position: one point {@code [x, y]} or a list of them, on the table. */
  private static List<TablePoint> models(JsonValue v, Table table) {
    if (!v.isArray() || v.size() == 0) {
      throw v.fail("expected the models' points, [x, y] for one or [[x, y], ...] for several,"
          + " got " + (v.isArray() ? "an empty list" : v.describeValue()));
    }
    if (!v.elements().get(0).isArray()) {
      TablePoint p = point(v);
      TableText.onTable(v, table, p, -1);
      return List.of(p);
    }
    List<TablePoint> out = new ArrayList<>();
    List<JsonValue> elements = v.elements();
    for (int i = 0; i < elements.size(); i++) {
      TablePoint p = point(elements.get(i));
      TableText.onTable(elements.get(i), table, p, elements.size() == 1 ? -1 : i);
      out.add(p);
    }
    return out;
  }

  @Override
  public boolean isPositionValue(JsonValue value) {
    return value.isArray() || value.isObject() && (value.has("models") || value.has("aboard"));
  }

  @Override
  public String stepSeparator() {
    return "/";
  }

  @Override
  public String stepSyntax() {
    return "a step such as 12,9 (a point x,y per model, separated by ':'), 12,9@90 (facing 90"
        + " degrees), 0,12+enter or aboard:ID";
  }

  @Override
  public Step readStepText(JsonValue text, Board board, RuleSet ruleSet) {
    return Step.to(readPosition(text, board, ruleSet));
  }

  @Override
  public HexDirection readFacing(JsonValue v, Board board) {
    throw v.fail("on a table a facing is a bearing in degrees given with the models:"
        + " {\"models\": [[x, y], ...], \"facing\": 90}, or 12,9@90 as text");
  }

  // ---- writing ------------------------------------------------------------------------------

  @Override
  public JsonValue writeBoard(Board board) {
    Table table = (Table) board;
    JsonValue.ObjectBuilder b = JsonValue.object().put("kind", KIND)
        .put("width", Inches.exact(table.width())).put("depth", Inches.exact(table.depth()));
    if (!table.features().isEmpty()) {
      List<JsonValue> features = new ArrayList<>();
      for (Feature f : table.features()) {
        features.add(writeFeature(f));
      }
      b.put("features", JsonValue.ofArray(features));
    }
    return b.build();
  }

  private static JsonValue writeFeature(Feature f) {
    JsonValue.ObjectBuilder b = JsonValue.object().put("id", f.id()).put("kind", f.kind());
    Shape shape = f.shape();
    double[] box = rectangle(shape);
    if (box != null) {
      List<JsonValue> n = new ArrayList<>();
      for (double d : box) {
        n.add(Inches.exact(d));
      }
      b.put("rectangle", JsonValue.ofArray(n));
    } else {
      b.put(shape instanceof Shape.Line ? "line" : "area", points(shape.points()));
      if (shape instanceof Shape.Line) {
        b.put("width", Inches.exact(((Shape.Line) shape).width()));
      }
    }
    if (!f.attributes().isEmpty()) {
      b.put("attributes", JsonValue.ofTextMap(f.attributes()));
    }
    return b.build();
  }

  /** The rectangle an area is, if its corners are those {@link Feature#rectangle} makes. */
  private static double[] rectangle(Shape shape) {
    List<TablePoint> p = shape.points();
    if (!(shape instanceof Shape.Area) || p.size() != 4) {
      return null;
    }
    double x0 = p.get(0).x();
    double y0 = p.get(0).y();
    double x1 = p.get(2).x();
    double y1 = p.get(2).y();
    List<TablePoint> expected = List.of(TablePoint.of(x0, y0), TablePoint.of(x1, y0),
        TablePoint.of(x1, y1), TablePoint.of(x0, y1));
    return x0 < x1 && y0 < y1 && p.equals(expected) ? new double[] {x0, y0, x1, y1} : null;
  }

  private static JsonValue points(List<TablePoint> points) {
    List<JsonValue> out = new ArrayList<>();
    for (TablePoint p : points) {
      out.add(Inches.point(p, true));
    }
    return JsonValue.ofArray(out);
  }

  @Override
  public JsonValue writePosition(Position position, Board board) {
    if (position instanceof TablePosition) {
      TablePosition p = (TablePosition) position;
      if (p.facing().isPresent()) {
        return JsonValue.object().put("models", points(p.models()))
            .put("facing", Inches.exact(p.facing().getAsDouble())).build();
      }
      return p.size() == 1 ? Inches.point(p.model(0), true) : points(p.models());
    }
    if (position instanceof Aboard) {
      return JsonValue.object().put("aboard", ((Aboard) position).vehicle()).build();
    }
    if (position instanceof BoxPosition) {
      return JsonValue.ofText(BOX + ((BoxPosition) position).box());
    }
    throw new IllegalArgumentException("a table has no position " + position);
  }

  @Override
  public String describe(Position position, Board board) {
    return TableText.describe(position);
  }
}
