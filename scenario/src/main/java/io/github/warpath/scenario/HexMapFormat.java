package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hex.HexLayout;
import io.github.warpath.hex.HexNumbering;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.Board;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.map.Region;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The {@code hex-map} board: size, numbering, terrain as rows of codes with a legend, hexside
 * features, lines (roads, rails) as sequences of hexes, regions and off-map boxes. See the
 * module's format reference for every field.
 */
final class HexMapFormat implements BoardFormat {
  static final HexMapFormat INSTANCE = new HexMapFormat();
  static final String KIND = "hex-map";
  /** Position text of an off-map box: {@code box:NAME}. */
  static final String BOX = "box:";

  private static final int MAX_SIDE = 10_000;
  private static final long MAX_HEXES = 1_000_000L;
  private static final String POOL =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#%&*+=?@^~";

  private static final Set<String> BOARD_FIELDS = JsonValue.names("kind", "numbering", "columns", "rows",
      "topLeft", "legend", "terrain", "hexes", "hexsides", "lines", "regions", "regionLayers",
      "boxes");
  private static final Set<String> NUMBERING_FIELDS = JsonValue.names("locationFormat", "prefix",
      "suffix", "columnFirst", "separator", "columnType", "rowType", "columnLeading",
      "rowLeading", "columnOffset", "rowOffset", "columnsDescendingFrom", "rowsDescendingFrom",
      "stagger", "sideways");
  private static final Set<String> HEXSIDE_FIELDS = JsonValue.names("feature", "directed",
      "sides");
  private static final Set<String> LINE_FIELDS = JsonValue.names("feature", "hexes");
  private static final Set<String> REGION_FIELDS = JsonValue.names("name", "kind", "attributes",
      "hexes");
  private static final Set<String> RECTANGLE_FIELDS = JsonValue.names("from", "to");
  private static final Set<String> LAYER_FIELDS = JsonValue.names("legend", "rows");
  /** The code of region rows for a hex in no region of the layer. */
  static final String NO_REGION = ".";
  private static final Set<String> BOX_FIELDS = JsonValue.names("name", "kind", "adjacent",
      "attributes");

  private HexMapFormat() {}

  @Override
  public String kind() {
    return KIND;
  }

  @Override
  public boolean writes(Board board) {
    return board instanceof HexMap;
  }

  /** The size and numbering of a map being read, for label checks before the map exists. */
  private static final class Shape {
    final TerrainVocabulary vocabulary;
    final HexNumbering numbering;
    final int firstColumn;
    final int firstRow;
    final int columns;
    final int rows;
    private String extent;

    Shape(TerrainVocabulary vocabulary, HexNumbering numbering, int firstColumn, int firstRow,
        int columns, int rows) {
      this.vocabulary = vocabulary;
      this.numbering = numbering;
      this.firstColumn = firstColumn;
      this.firstRow = firstRow;
      this.columns = columns;
      this.rows = rows;
    }

    boolean contains(Hex h) {
      int c = HexNumbering.rawColumn(h) - firstColumn;
      int r = HexNumbering.rawRow(h) - firstRow;
      return c >= 0 && c < columns && r >= 0 && r < rows;
    }

    /** The index of a hex of the map, column by column. */
    int index(Hex h) {
      return (HexNumbering.rawColumn(h) - firstColumn) * rows + HexNumbering.rawRow(h) - firstRow;
    }

    /** The hex of an index of {@link #index}. */
    Hex hexAt(int index) {
      return HexNumbering.fromRaw(firstColumn + index / rows, firstRow + index % rows);
    }

    String extent() {
      if (extent == null) {
        extent = HexMap.builder(vocabulary, firstColumn, firstRow, columns, rows)
            .numbering(numbering).build().extent();
      }
      return extent;
    }

    Hex onMap(JsonValue v) {
      Hex h = label(v, numbering);
      if (!contains(h)) {
        throw v.fail("hex " + v.text().trim() + " is off the map (" + extent() + ")");
      }
      return h;
    }

    int drawnRows() {
      return numbering.layout() == HexLayout.FLAT_TOP ? rows : columns;
    }

    int drawnColumns() {
      return numbering.layout() == HexLayout.FLAT_TOP ? columns : rows;
    }

    /** The builder position of the hex drawn at a row and column of the terrain picture. */
    Hex drawnHex(HexMap.Builder b, int drawnRow, int drawnColumn) {
      return numbering.layout() == HexLayout.FLAT_TOP ? b.hexAt(drawnColumn, drawnRow)
          : b.hexAt(drawnRow, drawnColumn);
    }
  }

  static Hex label(JsonValue v, HexNumbering numbering) {
    String text = v.word("a hex label such as " + numbering.example());
    try {
      return numbering.parse(text);
    } catch (InvalidInputException e) {
      throw v.fail(problem(e));
    }
  }

  /** The message of a core exception without its field prefix. */
  static String problem(InvalidInputException e) {
    String m = e.getMessage();
    return e.field().isEmpty() ? m : m.substring(Math.min(m.length(), e.field().length() + 2));
  }

  @Override
  public Board readBoard(JsonValue b, RuleSet ruleSet) {
    b.onlyMembers(BOARD_FIELDS);
    TerrainVocabulary vocabulary = ruleSet.terrain().orElseThrow(() -> b.failAt(
        b.pathOf("kind"), "rule set " + ruleSet.id() + " is not played on a hex map"));
    HexNumbering numbering = b.has("numbering") ? numbering(b.get("numbering"))
        : HexNumbering.standard();
    int columns = b.require("columns", "the number of columns (1 to " + MAX_SIDE + ")")
        .integer(1, MAX_SIDE);
    int rows = b.require("rows", "the number of rows (1 to " + MAX_SIDE + ")")
        .integer(1, MAX_SIDE);
    if ((long) columns * rows > MAX_HEXES) {
      throw b.fail("the map has " + columns + " x " + rows + " = " + (long) columns * rows
          + " hexes; at most " + MAX_HEXES + " are allowed");
    }
    int firstColumn = 0;
    int firstRow = 0;
    if (b.has("topLeft")) {
      Hex h = label(b.get("topLeft"), numbering);
      firstColumn = HexNumbering.rawColumn(h);
      firstRow = HexNumbering.rawRow(h);
    }
    String ambiguous = ambiguity(numbering, firstColumn, firstRow, columns, rows);
    if (ambiguous != null) {
      throw b.has("numbering") ? b.get("numbering").fail(ambiguous) : b.fail(ambiguous);
    }
    Shape shape = new Shape(vocabulary, numbering, firstColumn, firstRow, columns, rows);
    HexMap.Builder mb = HexMap.builder(vocabulary, firstColumn, firstRow, columns, rows)
        .numbering(numbering);
    Map<String, Enum<?>[]> legend = b.has("legend") ? legend(b.get("legend"), vocabulary)
        : Map.of();
    if (b.has("terrain")) {
      terrain(b.get("terrain"), legend, shape, mb);
    }
    if (b.has("hexes")) {
      for (Map.Entry<String, JsonValue> e : b.get("hexes").members().entrySet()) {
        Hex h = shape.onMap(JsonValue.located(JsonValue.Type.TEXT, e.getKey(),
            e.getValue().source(), e.getValue().line(), e.getValue().column(),
            e.getValue().path()));
        mb.hex(h, features(e.getValue(), vocabulary));
      }
    }
    if (b.has("hexsides")) {
      hexsides(b.get("hexsides"), shape, mb);
    }
    if (b.has("lines")) {
      lines(b.get("lines"), shape, mb);
    }
    if (b.has("regions") || b.has("regionLayers")) {
      regions(b, shape, mb);
    }
    if (b.has("boxes")) {
      boxes(b.get("boxes"), mb);
    }
    return mb.build();
  }

  /**
   * Whether labels of a map read back as the hexes they name. Without a separator the second
   * part of a label has a fixed width, so a map whose row (or column) numbers grow wider than it
   * has labels that read back wrong ({@code 12120} for column 12, row 120 reads as column 121,
   * row 20). The largest and smallest numbers sit on the map's border, so the border (two hexes
   * deep, for both column parities) is checked; when both parts are letters without a separator,
   * where any two parts may run together, every hex is.
   *
   * @return a message naming the first label that does not read back, or null
   */
  static String ambiguity(HexNumbering numbering, int firstColumn, int firstRow, int columns,
      int rows) {
    boolean everyHex = numbering.separator().isEmpty()
        && numbering.columnType() == HexNumbering.PartType.ALPHABETIC
        && numbering.rowType() == HexNumbering.PartType.ALPHABETIC;
    for (int c = 0; c < columns; c++) {
      boolean edgeColumn = everyHex || c < 2 || c >= columns - 2;
      for (int r = 0; r < rows; r = edgeColumn || r >= rows - 2 || r < 1 ? r + 1 : rows - 2) {
        Hex h = HexNumbering.fromRaw(firstColumn + c, firstRow + r);
        String label = numbering.label(h);
        Hex back;
        try {
          back = numbering.parse(label);
        } catch (InvalidInputException e) {
          back = null;
        }
        if (!h.equals(back)) {
          return "the labels of this map do not read back: the hex in raw column " + (firstColumn
              + c) + ", row " + (firstRow + r) + " is labelled " + label + ", which reads as "
              + (back == null ? "no hex" : "another hex") + "; give the parts more digits"
              + " (columnLeading, rowLeading) or a separator";
        }
      }
    }
    return null;
  }

  private static HexNumbering numbering(JsonValue n) {
    n.onlyMembers(NUMBERING_FIELDS);
    HexNumbering.Builder b = HexNumbering.builder();
    try {
      if (n.has("locationFormat")) {
        JsonValue f = n.get("locationFormat");
        try {
          b.locationFormat(f.text());
        } catch (InvalidInputException e) {
          throw f.fail(problem(e));
        }
      }
      if (n.has("prefix")) {
        b.prefix(n.get("prefix").text());
      }
      if (n.has("suffix")) {
        b.suffix(n.get("suffix").text());
      }
      if (n.has("columnFirst")) {
        b.columnFirst(n.get("columnFirst").bool());
      }
      if (n.has("separator")) {
        b.separator(n.get("separator").text());
      }
      if (n.has("columnType")) {
        b.columnType(partType(n.get("columnType")));
      }
      if (n.has("rowType")) {
        b.rowType(partType(n.get("rowType")));
      }
      if (n.has("columnLeading")) {
        b.columnLeading(n.get("columnLeading").integer(0, 9));
      }
      if (n.has("rowLeading")) {
        b.rowLeading(n.get("rowLeading").integer(0, 9));
      }
      if (n.has("columnOffset")) {
        b.columnOffset(n.get("columnOffset").integer(-100_000, 100_000));
      }
      if (n.has("rowOffset")) {
        b.rowOffset(n.get("rowOffset").integer(-100_000, 100_000));
      }
      if (n.has("columnsDescendingFrom")) {
        b.columnsDescending(n.get("columnsDescendingFrom").integer(0, 100_000));
      }
      if (n.has("rowsDescendingFrom")) {
        b.rowsDescending(n.get("rowsDescendingFrom").integer(0, 100_000));
      }
      if (n.has("stagger")) {
        b.stagger(n.get("stagger").bool());
      }
      if (n.has("sideways")) {
        b.sideways(n.get("sideways").bool());
      }
      return b.build();
    } catch (ScenarioException e) {
      throw e;
    } catch (InvalidInputException e) {
      throw n.fail(problem(e));
    }
  }

  private static HexNumbering.PartType partType(JsonValue v) {
    String t = v.word("numeric or alphabetic");
    switch (t.toLowerCase(Locale.ROOT)) {
      case "numeric":
        return HexNumbering.PartType.NUMERIC;
      case "alphabetic":
        return HexNumbering.PartType.ALPHABETIC;
      default:
        throw v.fail("expected numeric or alphabetic, got '" + t + "'");
    }
  }

  private static Enum<?>[] features(JsonValue v, TerrainVocabulary vocabulary) {
    List<JsonValue> names = v.isArray() ? v.elements() : List.of(v);
    Enum<?>[] out = new Enum<?>[names.size()];
    for (int i = 0; i < out.length; i++) {
      JsonValue n = names.get(i);
      String word = n.word("a hex terrain name (" + String.join(", ",
          vocabulary.hexFeatureNames()) + ")");
      try {
        out[i] = vocabulary.hexFeature(word);
      } catch (InvalidInputException e) {
        throw n.fail(problem(e));
      }
    }
    return out;
  }

  private static Enum<?> sideFeature(JsonValue v, TerrainVocabulary vocabulary) {
    String word = v.word("a hexside feature name (" + String.join(", ",
        vocabulary.hexsideFeatureNames()) + ")");
    try {
      return vocabulary.hexsideFeature(word);
    } catch (InvalidInputException e) {
      throw v.fail(problem(e));
    }
  }

  private static Map<String, Enum<?>[]> legend(JsonValue v, TerrainVocabulary vocabulary) {
    Map<String, Enum<?>[]> legend = new LinkedHashMap<>();
    for (Map.Entry<String, JsonValue> e : v.members().entrySet()) {
      String code = e.getKey();
      if (code.isEmpty() || code.chars().anyMatch(Character::isWhitespace)) {
        throw e.getValue().fail("a legend code must be non-empty and without spaces, got '"
            + code + "'");
      }
      legend.put(code, features(e.getValue(), vocabulary));
    }
    return legend;
  }

  private static void terrain(JsonValue v, Map<String, Enum<?>[]> legend, Shape shape,
      HexMap.Builder mb) {
    if (legend.isEmpty()) {
      throw v.fail("terrain rows need a legend that says what each code means");
    }
    drawnCodes(v, shape, mb, (code, h, line, position) -> {
      Enum<?>[] f = legend.get(code);
      if (f == null) {
        throw notInLegend(line, code, position, h, shape, legend.keySet(), "");
      }
      mb.hex(h, f);
    });
  }

  /** What to do with one code of a row of codes. */
  private interface CodeReader {
    void read(String code, Hex hex, JsonValue line, int position);
  }

  /**
   * Reads rows of codes as the map is drawn (terrain, region layers), checking their number and
   * length, and hands each code with its hex to a reader.
   */
  private static void drawnCodes(JsonValue v, Shape shape, HexMap.Builder mb, CodeReader reader) {
    List<JsonValue> lines = v.elements();
    boolean flat = shape.numbering.layout() == HexLayout.FLAT_TOP;
    if (lines.size() != shape.drawnRows()) {
      throw v.fail("expected " + shape.drawnRows() + " rows of codes ("
          + (flat ? "one per row of the map, top to bottom"
              : "a pointy-topped map draws each column as a row") + "), got " + lines.size());
    }
    for (int r = 0; r < lines.size(); r++) {
      JsonValue line = lines.get(r);
      List<String> codes = codes(line.text());
      if (codes.size() != shape.drawnColumns()) {
        throw line.fail("expected " + shape.drawnColumns() + " codes (one per "
            + (flat ? "column" : "row") + " of the map), got " + codes.size());
      }
      for (int c = 0; c < codes.size(); c++) {
        reader.read(codes.get(c), shape.drawnHex(mb, r, c), line, c + 1);
      }
    }
  }

  private static ScenarioException notInLegend(JsonValue line, String code, int position, Hex h,
      Shape shape, Set<String> legend, String note) {
    return line.fail("code '" + code + "' at position " + position + " (hex "
        + shape.numbering.label(h) + ") is not in the legend; the legend has: "
        + String.join(", ", legend) + note);
  }

  /** Splits a terrain row: on spaces if it has any, else one code per character. */
  static List<String> codes(String line) {
    List<String> out = new ArrayList<>();
    if (line.chars().anyMatch(Character::isWhitespace)) {
      for (String t : line.trim().split("\\s+")) {
        if (!t.isEmpty()) {
          out.add(t);
        }
      }
    } else {
      line.codePoints().forEach(cp -> out.add(new String(Character.toChars(cp))));
    }
    return out;
  }

  private static Hex[] pair(JsonValue v, HexNumbering numbering) {
    if (!v.isArray() || v.size() != 2) {
      throw v.fail("expected a pair of adjacent hex labels such as [\"0101\", \"0102\"], got "
          + v.describeValue());
    }
    Hex a = label(v.elements().get(0), numbering);
    Hex b = label(v.elements().get(1), numbering);
    if (!a.isAdjacentTo(b)) {
      throw v.fail(numbering.label(a) + " and " + numbering.label(b) + " are not adjacent");
    }
    return new Hex[] {a, b};
  }

  private static void hexsides(JsonValue v, Shape shape, HexMap.Builder mb) {
    for (JsonValue group : v.elements()) {
      group.onlyMembers(HEXSIDE_FIELDS);
      Enum<?> feature = sideFeature(group.require("feature", "a hexside feature name"),
          shape.vocabulary);
      boolean directed = group.has("directed") && group.get("directed").bool();
      for (JsonValue side : group.require("sides", "a list of hex pairs").elements()) {
        Hex[] p = pair(side, shape.numbering);
        if (directed) {
          if (!shape.contains(p[0]) || !shape.contains(p[1])) {
            throw side.fail("the directed hexside " + shape.numbering.label(p[0]) + "/"
                + shape.numbering.label(p[1]) + " needs both hexes on the map ("
                + shape.extent() + ")");
          }
          mb.directedSide(p[0], p[1], feature);
          continue;
        }
        if (!shape.contains(p[0]) && !shape.contains(p[1])) {
          throw side.fail("the hexside " + shape.numbering.label(p[0]) + "/"
              + shape.numbering.label(p[1]) + " is off the map (" + shape.extent() + ")");
        }
        mb.side(p[0], p[1], feature);
      }
    }
  }

  private static void lines(JsonValue v, Shape shape, HexMap.Builder mb) {
    for (JsonValue line : v.elements()) {
      line.onlyMembers(LINE_FIELDS);
      Enum<?> feature = sideFeature(line.require("feature", "a hexside feature name"),
          shape.vocabulary);
      JsonValue hexes = line.require("hexes", "the hexes the line runs through, in order");
      List<Hex> path = new ArrayList<>();
      for (JsonValue h : hexes.elements()) {
        Hex hex = shape.onMap(h);
        if (!path.isEmpty() && !path.get(path.size() - 1).isAdjacentTo(hex)) {
          throw h.fail(shape.numbering.label(path.get(path.size() - 1)) + " and "
              + shape.numbering.label(hex) + " are not adjacent; a line runs through adjacent"
              + " hexes");
        }
        path.add(hex);
      }
      if (path.size() < 2) {
        throw hexes.fail("a line needs at least two hexes, got " + path.size());
      }
      mb.path(feature, path);
    }
  }

  /** A region being read: its definition and the hexes given so far, as map indices. */
  private static final class RegionSpec {
    final String name;
    final String kind;
    final Map<String, String> attributes;
    final BitSet hexes = new BitSet();

    RegionSpec(String name, String kind, Map<String, String> attributes) {
      this.name = name;
      this.kind = kind;
      this.attributes = attributes;
    }
  }

  private static void regions(JsonValue b, Shape shape, HexMap.Builder mb) {
    Map<String, RegionSpec> specs = new LinkedHashMap<>();
    RegionHexes listed = new RegionHexes();
    if (b.has("regions")) {
      for (JsonValue r : b.get("regions").elements()) {
        r.onlyMembers(REGION_FIELDS);
        JsonValue nameValue = r.require("name", "the region's name");
        String name = nameValue.word("the region's name");
        if (specs.containsKey(name)) {
          throw nameValue.fail("region '" + name + "' is defined twice");
        }
        String kind = r.require("kind", "the region's kind, such as country").word(
            "the region's kind");
        Map<String, String> attributes = r.has("attributes")
            ? r.get("attributes").scalarMembers() : Map.of();
        RegionSpec spec = new RegionSpec(name, kind, attributes);
        specs.put(name, spec);
        if (r.has("hexes")) {
          for (JsonValue h : r.get("hexes").elements()) {
            if (h.isObject()) {
              rectangle(h, shape, spec.hexes, listed);
            } else {
              listed.count(1, h);
              spec.hexes.set(shape.index(shape.onMap(h)));
            }
          }
        }
      }
    }
    if (b.has("regionLayers")) {
      JsonValue layers = b.get("regionLayers");
      if (specs.isEmpty()) {
        throw layers.fail("region layers assign hexes to the regions of board.regions, and"
            + " there are none; declare each region there with its name and kind");
      }
      for (JsonValue layer : layers.elements()) {
        listed.count((long) shape.columns * shape.rows, layer);
        regionLayer(layer, specs, shape, mb);
      }
    }
    for (RegionSpec spec : specs.values()) {
      mb.region(spec.name, spec.kind, spec.attributes, RegionHexes.view(spec.hexes,
          shape::hexAt));
    }
  }

  /**
   * Adds the hexes of a rectangle {@code {"from": A, "to": B}}: every hex of the map whose label
   * has a column number from A's to B's and a row number from A's to B's, both included. The
   * rectangle is one of labels, not of the drawing: on a staggered map, from w5311 to w6011 is
   * row 11 of eight columns, eight hexes, though they are drawn in a zigzag. Label positions in
   * the range that the map does not have (row 01 of a column whose rows run 02-10) are skipped.
   */
  private static void rectangle(JsonValue v, Shape shape, BitSet into, RegionHexes listed) {
    v.onlyMembers(RECTANGLE_FIELDS);
    Hex a = shape.onMap(v.require("from", "a corner hex of the rectangle"));
    Hex z = shape.onMap(v.require("to", "the opposite corner hex of the rectangle"));
    HexNumbering n = shape.numbering;
    int c0 = Math.min(n.columnNumber(a), n.columnNumber(z));
    int c1 = Math.max(n.columnNumber(a), n.columnNumber(z));
    int r0 = Math.min(n.rowNumber(a), n.rowNumber(z));
    int r1 = Math.max(n.rowNumber(a), n.rowNumber(z));
    listed.count(((long) c1 - c0 + 1) * ((long) r1 - r0 + 1), v);
    for (int c = c0; c <= c1; c++) {
      for (int r = r0; r <= r1; r++) {
        Hex h = n.fromNumbers(c, r);
        if (shape.contains(h)) {
          into.set(shape.index(h));
        }
      }
    }
  }

  private static void regionLayer(JsonValue layer, Map<String, RegionSpec> specs, Shape shape,
      HexMap.Builder mb) {
    if (!layer.isObject()) {
      throw layer.fail("expected a region layer, an object with legend and rows, got "
          + layer.describeValue());
    }
    layer.onlyMembers(LAYER_FIELDS);
    Map<String, RegionSpec> legend = new LinkedHashMap<>();
    for (Map.Entry<String, JsonValue> e : layer.require("legend",
        "what each code of the rows means: a region name").members().entrySet()) {
      String code = e.getKey();
      if (code.isEmpty() || code.chars().anyMatch(Character::isWhitespace)
          || code.equals(NO_REGION)) {
        throw e.getValue().fail("a region code must be non-empty, without spaces and not '"
            + NO_REGION + "' (which marks hexes in no region of the layer), got '" + code + "'");
      }
      String name = e.getValue().word("the name of a region of board.regions");
      RegionSpec spec = specs.get(name);
      if (spec == null) {
        String hint = JsonValue.closest(name, specs.keySet());
        throw e.getValue().fail("unknown region '" + name + "'" + (hint == null ? ""
            : " (did you mean '" + hint + "'?)") + "; board.regions defines: "
            + String.join(", ", specs.keySet()));
      }
      legend.put(code, spec);
    }
    JsonValue rowsValue = layer.require("rows", "rows of region codes as the map is drawn");
    drawnCodes(rowsValue, shape, mb, (code, h, line, position) -> {
      if (code.equals(NO_REGION)) {
        return;
      }
      RegionSpec spec = legend.get(code);
      if (spec == null) {
        throw notInLegend(line, code, position, h, shape, legend.keySet(), " ('" + NO_REGION
            + "' is no region)");
      }
      spec.hexes.set(shape.index(h));
    });
  }

  private static void boxes(JsonValue v, HexMap.Builder mb) {
    Map<String, JsonValue> adjacency = new LinkedHashMap<>();
    for (JsonValue box : v.elements()) {
      box.onlyMembers(BOX_FIELDS);
      JsonValue nameValue = box.require("name", "the box's name");
      String name = nameValue.word("the box's name");
      if (adjacency.containsKey(name)) {
        throw nameValue.fail("box '" + name + "' is defined twice");
      }
      String kind = box.require("kind", "the box's kind, such as off-map").word("the box's kind");
      List<String> adjacent = box.has("adjacent") ? box.get("adjacent").words("a box name")
          : List.of();
      Map<String, String> attributes = box.has("attributes")
          ? box.get("attributes").scalarMembers() : Map.of();
      adjacency.put(name, box.has("adjacent") ? box.get("adjacent") : null);
      mb.box(new OffMapBox(name, kind, new LinkedHashSet<>(adjacent), attributes));
    }
    for (JsonValue adjacent : adjacency.values()) {
      if (adjacent == null) {
        continue;
      }
      for (JsonValue a : adjacent.elements()) {
        if (!adjacency.containsKey(a.text().trim())) {
          throw a.fail("unknown box '" + a.text().trim() + "'; the map has: "
              + String.join(", ", adjacency.keySet()));
        }
      }
    }
  }

  @Override
  public Position readPosition(JsonValue v, Board board) {
    HexMap map = (HexMap) board;
    String text = v.word("a hex label such as " + map.numbering().example() + ", or box:NAME");
    if (text.startsWith(BOX)) {
      String name = text.substring(BOX.length()).trim();
      if (map.box(name) == null) {
        throw v.fail("unknown box '" + name + "'" + (map.boxes().isEmpty()
            ? "; the map has no boxes" : "; the map has: " + String.join(", ",
                map.boxes().keySet())));
      }
      return Position.box(name);
    }
    Hex h = label(v, map.numbering());
    if (!map.contains(h)) {
      throw v.fail("hex " + text + " is off the map (" + map.extent() + ")");
    }
    return Position.hex(h);
  }

  @Override
  public Hexside readHexside(JsonValue v, Board board) {
    HexMap map = (HexMap) board;
    Hex[] p = pair(v, map.numbering());
    if (!map.contains(p[0]) && !map.contains(p[1])) {
      throw v.fail("the hexside " + map.label(p[0]) + "/" + map.label(p[1])
          + " is off the map (" + map.extent() + ")");
    }
    return Hexside.between(p[0], p[1]);
  }

  @Override
  public HexDirection readFacing(JsonValue v, Board board) {
    HexLayout layout = ((HexMap) board).layout();
    List<String> names = new ArrayList<>();
    for (HexDirection d : HexDirection.values()) {
      names.add(d.compassName(layout));
    }
    String text = v.word("a facing (" + String.join(", ", names) + ")");
    for (HexDirection d : HexDirection.values()) {
      if (d.compassName(layout).equalsIgnoreCase(text)) {
        return d;
      }
    }
    throw v.fail("unknown facing '" + text + "'; expected one of " + String.join(", ", names)
        + (layout == HexLayout.POINTY_TOP ? " (the map is pointy-topped)" : ""));
  }

  @Override
  public JsonValue writePosition(Position position, Board board) {
    return JsonValue.ofText(positionText(position, (HexMap) board));
  }

  /**
   * The text of a position on a hex map: its label, or {@code box:NAME}.
   *
   * @param position the position
   * @param map the map
   * @return the text
   */
  static String positionText(Position position, HexMap map) {
    if (position instanceof HexPosition) {
      return map.label(((HexPosition) position).hex());
    }
    if (position instanceof BoxPosition) {
      return BOX + ((BoxPosition) position).box();
    }
    throw new IllegalArgumentException("a hex map has no position " + position);
  }

  @Override
  public JsonValue writeHexside(Hexside side, Board board) {
    HexMap map = (HexMap) board;
    Hex a = side.hex();
    Hex b = a.neighbor(side.direction());
    return JsonValue.ofTexts(List.of(map.label(a), map.label(b)));
  }

  @Override
  public JsonValue writeFacing(HexDirection facing, Board board) {
    return JsonValue.ofText(facing.compassName(((HexMap) board).layout()));
  }

  @Override
  public JsonValue writeBoard(Board board) {
    HexMap map = (HexMap) board;
    String ambiguous = ambiguity(map.numbering(), map.firstColumn(), map.firstRow(),
        map.columns(), map.rows());
    if (ambiguous != null) {
      throw new InvalidInputException("numbering", ambiguous);
    }
    JsonValue.ObjectBuilder b = JsonValue.object().put("kind", KIND);
    JsonValue numbering = writeNumbering(map.numbering());
    if (numbering.size() > 0) {
      b.put("numbering", numbering);
    }
    b.put("columns", map.columns()).put("rows", map.rows());
    if (map.firstColumn() != 0 || map.firstRow() != 0) {
      b.put("topLeft", map.label(HexNumbering.fromRaw(map.firstColumn(), map.firstRow())));
    }
    writeTerrain(map, b);
    writeHexsides(map, b);
    if (!map.regions().isEmpty()) {
      writeRegions(map, b);
    }
    if (!map.boxes().isEmpty()) {
      List<JsonValue> boxes = new ArrayList<>();
      for (OffMapBox box : map.boxes().values()) {
        JsonValue.ObjectBuilder xb = JsonValue.object().put("name", box.name())
            .put("kind", box.kind());
        if (!box.adjacent().isEmpty()) {
          xb.put("adjacent", JsonValue.ofTexts(box.adjacent()));
        }
        if (!box.attributes().isEmpty()) {
          xb.put("attributes", JsonValue.ofTextMap(box.attributes()));
        }
        boxes.add(xb.build());
      }
      b.put("boxes", JsonValue.ofArray(boxes));
    }
    return b.build();
  }

  private static JsonValue writeNumbering(HexNumbering n) {
    HexNumbering d = HexNumbering.standard();
    JsonValue.ObjectBuilder b = JsonValue.object();
    if (!n.prefix().isEmpty() || !n.suffix().isEmpty()) {
      b.put("locationFormat", n.prefix() + "$gridLocation$" + n.suffix());
    }
    if (n.columnFirst() != d.columnFirst()) {
      b.put("columnFirst", n.columnFirst());
    }
    if (!n.separator().equals(d.separator())) {
      b.put("separator", n.separator());
    }
    if (n.columnType() != d.columnType()) {
      b.put("columnType", n.columnType().name().toLowerCase(Locale.ROOT));
    }
    if (n.rowType() != d.rowType()) {
      b.put("rowType", n.rowType().name().toLowerCase(Locale.ROOT));
    }
    if (n.columnLeading() != d.columnLeading()) {
      b.put("columnLeading", n.columnLeading());
    }
    if (n.rowLeading() != d.rowLeading()) {
      b.put("rowLeading", n.rowLeading());
    }
    if (n.columnOffset() != d.columnOffset()) {
      b.put("columnOffset", n.columnOffset());
    }
    if (n.rowOffset() != d.rowOffset()) {
      b.put("rowOffset", n.rowOffset());
    }
    if (n.columnsDescending()) {
      b.put("columnsDescendingFrom", n.maxColumn());
    }
    if (n.rowsDescending()) {
      b.put("rowsDescendingFrom", n.maxRow());
    }
    if (n.stagger() != d.stagger()) {
      b.put("stagger", n.stagger());
    }
    if (n.sideways()) {
      b.put("sideways", true);
    }
    return b.build();
  }

  private static void writeTerrain(HexMap map, JsonValue.ObjectBuilder b) {
    boolean any = false;
    for (int i = 0; i < map.size() && !any; i++) {
      any = map.hexMask(i) != 0;
    }
    if (!any) {
      return;
    }
    boolean flat = map.layout() == HexLayout.FLAT_TOP;
    int drawnRows = flat ? map.rows() : map.columns();
    int drawnColumns = flat ? map.columns() : map.rows();
    Map<Long, String> codes = new LinkedHashMap<>();
    Set<String> used = new LinkedHashSet<>();
    TerrainVocabulary vocabulary = map.vocabulary();
    for (int r = 0; r < drawnRows; r++) {
      for (int c = 0; c < drawnColumns; c++) {
        long mask = map.hexMask(flat ? c * map.rows() + r : r * map.rows() + c);
        if (!codes.containsKey(mask)) {
          String code = pickCode(mask, vocabulary, used);
          codes.put(mask, code);
          used.add(code);
        }
      }
    }
    boolean wide = codes.values().stream().anyMatch(s -> s.length() > 1);
    JsonValue.ObjectBuilder legend = JsonValue.object();
    for (Map.Entry<Long, String> e : codes.entrySet()) {
      List<String> names = new ArrayList<>();
      for (Enum<?> f : vocabulary.hexFeaturesOf(e.getKey())) {
        names.add(vocabulary.nameOf(f));
      }
      legend.put(e.getValue(), names.size() == 1 ? JsonValue.ofText(names.get(0))
          : JsonValue.ofTexts(names));
    }
    b.put("legend", legend.build()).put("terrain",
        JsonValue.ofTexts(drawnRows(map, wide, i -> codes.get(map.hexMask(i)))));
  }

  /**
   * Rows of codes as the map is drawn: one string per drawn row, one code per hex (separated by
   * spaces if some code is wider than one character).
   *
   * @param map the map
   * @param wide whether codes are separated by spaces
   * @param codeAt the code of the hex with a dense index
   * @return the rows, top to bottom
   */
  private static List<String> drawnRows(HexMap map, boolean wide, IntFunction<String> codeAt) {
    boolean flat = map.layout() == HexLayout.FLAT_TOP;
    int drawnRows = flat ? map.rows() : map.columns();
    int drawnColumns = flat ? map.columns() : map.rows();
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < drawnRows; r++) {
      StringBuilder sb = new StringBuilder();
      for (int c = 0; c < drawnColumns; c++) {
        if (wide && c > 0) {
          sb.append(' ');
        }
        sb.append(codeAt.apply(flat ? c * map.rows() + r : r * map.rows() + c));
      }
      rows.add(sb.toString());
    }
    return rows;
  }

  private static String pickCode(long mask, TerrainVocabulary vocabulary, Set<String> used) {
    if (mask == 0 && !used.contains(".")) {
      return ".";
    }
    List<Enum<?>> features = vocabulary.hexFeaturesOf(mask);
    if (features.size() == 1) {
      String name = vocabulary.nameOf(features.get(0));
      for (String candidate : new String[] {name.substring(0, 1),
          name.substring(0, 1).toUpperCase(Locale.ROOT)}) {
        if (!used.contains(candidate)) {
          return candidate;
        }
      }
      for (char ch : name.toCharArray()) {
        if (Character.isLetter(ch) && !used.contains(String.valueOf(ch))) {
          return String.valueOf(ch);
        }
      }
    }
    return poolCode(used, "t");
  }

  /** The first unused character of the pool, else the first unused prefix0, prefix1... */
  private static String poolCode(Set<String> used, String prefix) {
    for (char ch : POOL.toCharArray()) {
      if (!used.contains(String.valueOf(ch))) {
        return String.valueOf(ch);
      }
    }
    int k = 0;
    while (used.contains(prefix + k)) {
      k++;
    }
    return prefix + k;
  }

  /**
   * Writes the regions in the shorter of two forms: each region's hexes as a list of rectangles
   * and single labels, or rows of region codes in layers (each layer holds regions that do not
   * overlap; each region goes into the first layer it fits). Ties go to the lists.
   */
  private static void writeRegions(HexMap map, JsonValue.ObjectBuilder b) {
    List<Region> regions = new ArrayList<>(map.regions().values());
    List<JsonValue> listed = new ArrayList<>();
    for (Region r : regions) {
      JsonValue.ObjectBuilder rb = regionHead(r);
      if (r.size() > 0) {
        rb.put("hexes", JsonValue.ofArray(rectangles(map, r)));
      }
      listed.add(rb.build());
    }
    JsonValue lists = JsonValue.ofArray(listed);
    JsonValue layers = regionLayers(map, regions);
    List<JsonValue> heads = new ArrayList<>();
    for (Region r : regions) {
      heads.add(regionHead(r).build());
    }
    JsonValue headList = JsonValue.ofArray(heads);
    if (headList.toJson().length() + layers.toJson().length() < lists.toJson().length()) {
      b.put("regions", headList).put("regionLayers", layers);
    } else {
      b.put("regions", lists);
    }
  }

  private static JsonValue.ObjectBuilder regionHead(Region r) {
    JsonValue.ObjectBuilder rb = JsonValue.object().put("name", r.name()).put("kind", r.kind());
    if (!r.attributes().isEmpty()) {
      rb.put("attributes", JsonValue.ofTextMap(r.attributes()));
    }
    return rb;
  }

  /**
   * A region as rectangles of label columns and rows (as the reader reads them), greedily: from
   * each hex not yet covered (in index order, column by column) the longest run down its column,
   * or taken one row further up or down where its column has no such row (on a staggered map the
   * next column may; the largest of these is kept), then widened to the right while the next column's hexes in those rows are
   * all in the region and not yet covered. A rectangle whose corners would not both be on the
   * map is narrowed, or its run is taken as it is. A rectangle of one hex is its label.
   */
  private static List<JsonValue> rectangles(HexMap map, Region region) {
    HexNumbering n = map.numbering();
    int rows = map.rows();
    boolean[] covered = new boolean[map.size()];
    List<JsonValue> out = new ArrayList<>();
    for (int i = 0; i < map.size(); i++) {
      if (covered[i] || !region.contains(i)) {
        continue;
      }
      int c = i / rows;
      int last = i;
      while (last % rows + 1 < rows && region.contains(last + 1) && !covered[last + 1]) {
        last++;
      }
      int column = n.columnNumber(map.hex(i));
      int lo = Math.min(n.rowNumber(map.hex(i)), n.rowNumber(map.hex(last)));
      int hi = Math.max(n.rowNumber(map.hex(i)), n.rowNumber(map.hex(last)));
      int loWide = map.contains(n.fromNumbers(column, lo - 1)) ? lo : lo - 1;
      int hiWide = map.contains(n.fromNumbers(column, hi + 1)) ? hi : hi + 1;
      Hex[] corners = widest(map, region, covered, c, lo, hi);
      for (int[] rowsTried : new int[][] {{loWide, hi}, {lo, hiWide}, {loWide, hiWide}}) {
        Hex[] wider = widest(map, region, covered, c, rowsTried[0], rowsTried[1]);
        if (wider != null && area(map, wider) > area(map, corners)) {
          corners = wider;
        }
      }
      for (int cc = c; cc <= HexNumbering.rawColumn(corners[1]) - map.firstColumn(); cc++) {
        int col = n.columnNumber(map.hex(cc * rows));
        for (int r = corners[2].q(); r <= corners[2].r(); r++) {
          int k = map.index(n.fromNumbers(col, r));
          if (k >= 0) {
            covered[k] = true;
          }
        }
      }
      if (corners[0].equals(corners[1])) {
        out.add(JsonValue.ofText(map.label(corners[0])));
      } else {
        out.add(JsonValue.object().put("from", map.label(corners[0]))
            .put("to", map.label(corners[1])).build());
      }
    }
    return out;
  }

  /** The number of label positions of a rectangle of {@link #widest}. */
  private static long area(HexMap map, Hex[] corners) {
    HexNumbering n = map.numbering();
    return (Math.abs((long) n.columnNumber(corners[1]) - n.columnNumber(corners[0])) + 1)
        * ((long) corners[2].r() - corners[2].q() + 1);
  }

  /**
   * The widest rectangle of rows lo to hi from raw column c (index from the map's first): its
   * two opposite corners on the map, and as a third value (lo, hi); null if no such corners.
   */
  private static Hex[] widest(HexMap map, Region region, boolean[] covered, int c, int lo,
      int hi) {
    HexNumbering n = map.numbering();
    int c1 = c;
    while (c1 + 1 < map.columns() && run(map, region, covered, c1 + 1, lo, hi)) {
      c1++;
    }
    int first = n.columnNumber(map.hex(c * map.rows()));
    for (; c1 >= c; c1--) {
      int end = n.columnNumber(map.hex(c1 * map.rows()));
      Hex[][] pairs = {{n.fromNumbers(first, lo), n.fromNumbers(end, hi)},
          {n.fromNumbers(first, hi), n.fromNumbers(end, lo)}};
      for (Hex[] p : pairs) {
        if (map.contains(p[0]) && map.contains(p[1])) {
          return new Hex[] {p[0], p[1], new Hex(lo, hi)};
        }
      }
    }
    return null;
  }

  /**
   * Whether raw column c (index from the map's first) has every hex of rows lo to hi that the
   * map holds in the region and not yet covered, and at least one.
   */
  private static boolean run(HexMap map, Region region, boolean[] covered, int c, int lo,
      int hi) {
    int column = map.numbering().columnNumber(map.hex(c * map.rows()));
    boolean any = false;
    for (int r = lo; r <= hi; r++) {
      int i = map.index(map.numbering().fromNumbers(column, r));
      if (i < 0) {
        continue;
      }
      if (!region.contains(i) || covered[i]) {
        return false;
      }
      any = true;
    }
    return any;
  }

  private static JsonValue regionLayers(HexMap map, List<Region> regions) {
    List<List<Region>> layers = new ArrayList<>();
    for (Region r : regions) {
      if (r.size() == 0) {
        continue;
      }
      List<Region> home = null;
      for (List<Region> layer : layers) {
        if (layer.stream().noneMatch(o -> overlap(map, o, r))) {
          home = layer;
          break;
        }
      }
      if (home == null) {
        home = new ArrayList<>();
        layers.add(home);
      }
      home.add(r);
    }
    List<JsonValue> out = new ArrayList<>();
    for (List<Region> layer : layers) {
      Map<Region, String> codes = new LinkedHashMap<>();
      Set<String> used = new LinkedHashSet<>(List.of(NO_REGION));
      for (Region r : layer) {
        String code = regionCode(r.name(), used);
        codes.put(r, code);
        used.add(code);
      }
      boolean wide = codes.values().stream().anyMatch(x -> x.length() > 1);
      JsonValue.ObjectBuilder legend = JsonValue.object();
      codes.forEach((r, code) -> legend.put(code, r.name()));
      List<String> rows = drawnRows(map, wide, index -> {
        for (Map.Entry<Region, String> e : codes.entrySet()) {
          if (e.getKey().contains(index)) {
            return e.getValue();
          }
        }
        return NO_REGION;
      });
      out.add(JsonValue.object().put("legend", legend.build())
          .put("rows", JsonValue.ofTexts(rows)).build());
    }
    return JsonValue.ofArray(out);
  }

  private static boolean overlap(HexMap map, Region a, Region b) {
    for (int i = 0; i < map.size(); i++) {
      if (a.contains(i) && b.contains(i)) {
        return true;
      }
    }
    return false;
  }

  /** A code for a region: a letter of its name, else a character of the pool, else r0, r1... */
  private static String regionCode(String name, Set<String> used) {
    for (char ch : (name.substring(0, 1).toUpperCase(Locale.ROOT) + name).toCharArray()) {
      String candidate = String.valueOf(ch);
      if (Character.isLetterOrDigit(ch) && !used.contains(candidate)) {
        return candidate;
      }
    }
    return poolCode(used, "r");
  }

  private static void writeHexsides(HexMap map, JsonValue.ObjectBuilder b) {
    TerrainVocabulary vocabulary = map.vocabulary();
    Enum<?>[] sideFeatures = vocabulary.hexsideFeatures().getEnumConstants();
    List<JsonValue> groups = new ArrayList<>();
    for (Enum<?> f : sideFeatures) {
      long bit = 1L << f.ordinal();
      List<JsonValue> sides = new ArrayList<>();
      List<JsonValue> directed = new ArrayList<>();
      for (int i = 0; i < map.size(); i++) {
        for (int d = 0; d < 6; d++) {
          int j = map.neighbor(i, d);
          boolean far = j >= 0 && (map.sideMask(j, (d + 3) % 6) & bit) != 0;
          if ((map.sideMask(i, d) & bit) == 0 || far && j < i) {
            continue;
          }
          Hex h = map.hex(i);
          // on one side only, with the other hex on the map: a directed hexside, foot first
          (j >= 0 && !far ? directed : sides).add(JsonValue.ofTexts(List.of(map.label(h),
              map.label(h.neighbor(HexDirection.of(d))))));
        }
      }
      if (!sides.isEmpty()) {
        groups.add(JsonValue.object().put("feature", vocabulary.nameOf(f))
            .put("sides", JsonValue.ofArray(sides)).build());
      }
      if (!directed.isEmpty()) {
        groups.add(JsonValue.object().put("feature", vocabulary.nameOf(f))
            .put("directed", JsonValue.ofBoolean(true)).put("sides", JsonValue.ofArray(directed))
            .build());
      }
    }
    if (!groups.isEmpty()) {
      b.put("hexsides", JsonValue.ofArray(groups));
    }
  }
}
