package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.Board;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Reads scenario files (format version {@value #VERSION}) into {@link Scenario}s.
 *
 * <p>A reader knows a set of rule sets and of board formats. The file names its rule set; every
 * name in the file (terrain, unit kinds, attributes, flags, marker kinds, phases, weather,
 * conditions, chart keys) is checked against that rule set's words, and the finished state is
 * passed to the rule set's own {@link RuleSet#validate}. Any problem is a
 * {@link ScenarioException} naming the file, line, column and path of the value at fault.
 *
 * <p>Readers are immutable and thread-safe; one can read many files.
 */
public final class ScenarioReader {
  /** The scenario format version this reader reads and writes. */
  public static final int VERSION = 1;

  /**
   * The board kind of table-top rule sets, read by the table format of the {@code
   * scenario-table} module when it is installed.
   */
  public static final String TABLE = "table";

  /** The resource name of the JSON Schema of the format, next to this class. */
  public static final String SCHEMA_RESOURCE = "warpath-scenario-1.schema.json";

  private static final int MAX_FILE_BYTES = 64 * 1024 * 1024;
  private static final long MAX_BOOK_BYTES = 16L * 1024 * 1024;
  private static final int MAX_BOOK_VALUES = 100_000;
  private static final java.util.regex.Pattern BOOK_FILE =
      java.util.regex.Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.-]{0,200}");
  private static final int MAX_UNITS = 1_000_000;
  private static final Mp MAX_ALLOWANCE = Mp.of(10_000);

  private static final Set<String> TOP_FIELDS = JsonValue.names("$schema", "version", "name", "description",
      "ruleSet", "rulebook", "board", "units", "markers", "environment", "charts");
  private static final Set<String> UNIT_FIELDS = JsonValue.names("id", "side", "kind", "nationality",
      "steps", "allowance", "position", "facing", "attributes", "flags", "phaseMovement");
  private static final Set<String> MARKER_FIELDS = JsonValue.names("id", "kind", "side", "position",
      "hexside", "attributes");
  private static final Set<String> ENVIRONMENT_FIELDS = JsonValue.names("turn", "phase", "activeSide",
      "weather", "regionWeather", "conditions", "attributes");

  private final RuleSets ruleSets;
  private final Map<String, BoardFormat> formats;
  private final Map<String, RuleBookFormat> books;

  private ScenarioReader(RuleSets ruleSets, Map<String, BoardFormat> formats,
      Map<String, RuleBookFormat> books) {
    this.ruleSets = ruleSets;
    this.formats = Collections.unmodifiableMap(new LinkedHashMap<>(formats));
    this.books = Collections.unmodifiableMap(new LinkedHashMap<>(books));
  }

  /**
   * A reader of the installed rule sets ({@link RuleSets#installed()}) and board formats
   * (service loading of {@link BoardFormat}, plus the built-in hex map).
   *
   * @return the reader
   */
  public static ScenarioReader standard() {
    ScenarioReader r = of(RuleSets.installed());
    for (BoardFormat f : ServiceLoader.load(BoardFormat.class)) {
      if (!r.formats.containsKey(f.kind())) {
        r = r.withBoardFormat(f);
      }
    }
    for (RuleBookFormat f : ServiceLoader.load(RuleBookFormat.class)) {
      if (!r.books.containsKey(f.ruleSetId())) {
        r = r.withRuleBookFormat(f);
      }
    }
    return r;
  }

  /**
   * A reader of the given rule sets and the built-in hex map format: for hosts where service
   * loading finds nothing, such as VASSAL.
   *
   * @param ruleSets the rule sets scenario files may name
   * @return the reader
   */
  public static ScenarioReader of(RuleSets ruleSets) {
    return new ScenarioReader(ruleSets, Map.of(HexMapFormat.KIND, HexMapFormat.INSTANCE),
        Map.of());
  }

  /**
   * A reader that also knows a board format (or replaces the one of the same kind).
   *
   * @param format the format
   * @return a new reader
   */
  public ScenarioReader withBoardFormat(BoardFormat format) {
    Map<String, BoardFormat> m = new LinkedHashMap<>(formats);
    m.put(format.kind(), format);
    return new ScenarioReader(ruleSets, m, books);
  }

  /**
   * A reader that also knows a rule book format (or replaces the one for the same rule set).
   *
   * @param format the format
   * @return a new reader
   */
  public ScenarioReader withRuleBookFormat(RuleBookFormat format) {
    Map<String, RuleBookFormat> m = new LinkedHashMap<>(books);
    m.put(format.ruleSetId(), format);
    return new ScenarioReader(ruleSets, formats, m);
  }

  /**
   * The rule book formats this reader knows, by rule set id.
   *
   * @return an immutable map
   */
  public Map<String, RuleBookFormat> ruleBookFormats() {
    return books;
  }

  /**
   * The rule sets this reader knows.
   *
   * @return the registry
   */
  public RuleSets ruleSets() {
    return ruleSets;
  }

  /**
   * The board formats this reader knows, by kind.
   *
   * @return an immutable map
   */
  public Map<String, BoardFormat> boardFormats() {
    return formats;
  }

  /**
   * The JSON Schema of the scenario format, for editors and validators.
   *
   * @return the schema text
   */
  public static String schema() {
    try (InputStream in = ScenarioReader.class.getResourceAsStream(SCHEMA_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the schema resource is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads a scenario file (UTF-8).
   *
   * @param file the file; its name (as given) appears in messages
   * @return the scenario
   * @throws ScenarioException if the file cannot be read or is not a valid scenario
   */
  public Scenario read(Path file) {
    String source = file.toString();
    byte[] bytes;
    try {
      if (Files.isRegularFile(file) && Files.size(file) > MAX_FILE_BYTES) {
        throw new ScenarioException(source, 0, 0, "", "the file has " + Files.size(file)
            + " bytes; scenario files may have at most " + MAX_FILE_BYTES);
      }
      try (InputStream in = Files.newInputStream(file)) {
        bytes = readLimited(in, source);
      }
    } catch (NoSuchFileException e) {
      throw new ScenarioException(source, 0, 0, "", "no such file");
    } catch (IOException e) {
      throw new ScenarioException(source, 0, 0, "", "cannot read the file: " + e.getMessage(),
          e);
    }
    return read(JsonValue.parse(decode(bytes, source), source),
        file.toAbsolutePath().getParent());
  }

  /**
   * Reads at most {@value #MAX_FILE_BYTES} bytes from a stream of any kind (a file, a device, a
   * pipe), refusing a longer one as soon as it has read one byte more: the size a file system
   * reports is not trusted, since devices and pipes report none.
   */
  private static byte[] readLimited(InputStream in, String source) throws IOException {
    byte[] bytes = in.readNBytes(MAX_FILE_BYTES + 1);
    if (bytes.length > MAX_FILE_BYTES) {
      throw new ScenarioException(source, 0, 0, "", "the input is longer than "
          + MAX_FILE_BYTES + " bytes; scenario files may have at most " + MAX_FILE_BYTES);
    }
    return bytes;
  }

  static String decode(byte[] bytes, String source) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new ScenarioException(source, 0, 0, "", "the file is not UTF-8 text");
    }
  }

  /**
   * Reads a scenario from JSON text.
   *
   * @param json the text
   * @param source a name for messages, such as the file name
   * @return the scenario
   * @throws ScenarioException if the text is not a valid scenario
   */
  public Scenario read(String json, String source) {
    return read(JsonValue.parse(json, source));
  }

  /**
   * Reads a scenario from a parsed document.
   *
   * @param root the document's root object
   * @return the scenario
   * @throws ScenarioException if the document is not a valid scenario
   */
  public Scenario read(JsonValue root) {
    return read(root, null);
  }

  private Scenario read(JsonValue root, Path directory) {
    if (!root.isObject()) {
      throw root.fail("expected a scenario object, got " + root.describeValue());
    }
    root.onlyMembers(TOP_FIELDS);
    JsonValue version = root.require("version", "the format version, " + VERSION);
    int v = version.integer(1, Integer.MAX_VALUE);
    if (v != VERSION) {
      throw version.fail("this reader understands scenario version " + VERSION
          + "; the file has version " + v + " (a newer Warpath may read it)");
    }
    String name = root.has("name") ? root.get("name").text() : "";
    String description = root.has("description") ? root.get("description").text() : "";
    JsonValue ruleSetValue = root.require("ruleSet", "the id of a rule set");
    String ruleSetId = ruleSetValue.word("the id of a rule set");
    RuleSet ruleSet = root.has("rulebook") ? ruleBook(root, ruleSetValue, directory)
        : ruleSets.find(ruleSetId).orElseThrow(() -> ruleSetValue.fail(
            ruleSets.unknownMessage(ruleSetId)));
    if (!root.has("rulebook") && books.containsKey(ruleSetId)) {
      throw ruleSetValue.failAt(root.pathOf("rulebook"), "rule set " + ruleSetId
          + " takes its rules from a rule book: name it with \"rulebook\", inline or as a"
          + " file next to the scenario");
    }

    JsonValue boardValue = root.require("board", "the board, an object with a kind");
    if (!boardValue.isObject()) {
      throw boardValue.fail("expected the board, an object, got " + boardValue.describeValue());
    }
    BoardFormat format = format(boardValue, ruleSet);
    Board board = format.readBoard(boardValue, ruleSet);

    GameState.Builder state = GameState.builder().ruleSet(ruleSetId).board(board);
    if (root.has("units")) {
      units(root.get("units"), ruleSet, format, board, state);
    }
    if (root.has("markers")) {
      markers(root.get("markers"), ruleSet, format, board, state);
    }
    if (root.has("environment")) {
      state.environment(environment(root.get("environment"), ruleSet, board));
    }
    if (root.has("charts")) {
      JsonValue charts = root.get("charts");
      Map<String, String> entries = new LinkedHashMap<>();
      for (Map.Entry<String, JsonValue> e : charts.members().entrySet()) {
        Words.chartKey(ruleSet, e.getKey(), e.getValue());
        entries.put(e.getKey(), e.getValue().scalarText());
      }
      state.charts(entries);
    }
    GameState built;
    try {
      built = state.build();
      ruleSet.validate(built);
    } catch (ScenarioException e) {
      throw e;
    } catch (InvalidInputException e) {
      throw relocate(e, root);
    }
    return new Scenario(name, description, root.source(), ruleSet, built, format);
  }

  private RuleSet ruleBook(JsonValue root, JsonValue ruleSetValue, Path directory) {
    String id = ruleSetValue.word("the id of a rule set");
    RuleBookFormat format = books.get(id);
    if (format == null) {
      throw ruleSetValue.fail("rule set '" + id + "' takes no rule book"
          + (books.isEmpty() ? " (no rule book format is installed: add the rulebook-rules"
              + " module)" : "; rule books are read for: " + String.join(", ", books.keySet())));
    }
    JsonValue ref = root.get("rulebook");
    if (ref.isObject()) {
      return format.read(ref);
    }
    String name = ref.word("a rule book, inline or the name of a file next to the scenario");
    if (!BOOK_FILE.matcher(name).matches() || name.contains("..")) {
      throw ref.fail("a rule book file is named by its plain file name, next to the scenario"
          + " (such as \"my-game.rulebook.json\"); paths, '..' and URLs are refused, got '"
          + name + "'");
    }
    if (directory == null) {
      throw ref.fail("this scenario was not read from a file, so it cannot name a rule book"
          + " file; give the rule book inline");
    }
    Path file = directory.resolve(name);
    String source = file.getFileName().toString();
    byte[] bytes;
    try {
      if (Files.isSymbolicLink(file) || !Files.isRegularFile(file)) {
        throw ref.fail("no rule book file '" + name + "' next to the scenario (links are not"
            + " followed)");
      }
      long size = Files.size(file);
      if (size > MAX_BOOK_BYTES) {
        throw ref.fail("the rule book has " + size + " bytes; at most " + MAX_BOOK_BYTES
            + " are read");
      }
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw ref.fail("cannot read the rule book '" + name + "': " + e.getMessage());
    }
    return format.read(JsonValue.parse(decode(bytes, source), source, MAX_BOOK_VALUES));
  }

  private BoardFormat format(JsonValue board, RuleSet ruleSet) {
    JsonValue kindValue = board.get("kind");
    String natural = ruleSet.terrain().isPresent() ? HexMapFormat.KIND : TABLE;
    String kind = kindValue == null || kindValue.isNull() ? natural
        : kindValue.word("a board kind (" + String.join(", ", formats.keySet()) + ")");
    BoardFormat f = formats.get(kind);
    JsonValue at = kindValue == null ? board : kindValue;
    if (f == null && kind.equals(TABLE)) {
      throw at.failAt(board.pathOf("kind"), "board kind 'table' (a table-top board measured in"
          + " inches) needs the table format, which is not installed: add the scenario-table"
          + " module to the class path, or register io.github.warpath.scenario.table.TableFormat"
          + " with ScenarioReader.withBoardFormat; installed: "
          + String.join(", ", formats.keySet()));
    }
    if (f == null) {
      throw at.failAt(board.pathOf("kind"), "unknown board kind '" + kind + "'; supported: "
          + String.join(", ", formats.keySet()) + (formats.containsKey(TABLE) ? ""
              : " (" + TABLE + " needs the scenario-table module)"));
    }
    if (kind.equals(HexMapFormat.KIND) && !natural.equals(HexMapFormat.KIND)) {
      throw at.failAt(board.pathOf("kind"), "rule set " + ruleSet.id()
          + " is not played on a hex map; its board kind is " + TABLE);
    }
    return f;
  }

  private static void units(JsonValue list, RuleSet rules, BoardFormat format, Board board,
      GameState.Builder state) {
    List<JsonValue> elements = list.elements();
    if (elements.size() > MAX_UNITS) {
      throw list.fail("at most " + MAX_UNITS + " units are allowed, got " + elements.size());
    }
    Map<String, Integer> seen = new LinkedHashMap<>();
    for (int i = 0; i < elements.size(); i++) {
      JsonValue u = elements.get(i);
      if (!u.isObject()) {
        throw u.fail("expected a unit, an object, got " + u.describeValue());
      }
      u.onlyMembers(UNIT_FIELDS);
      JsonValue idValue = u.require("id", "the unit's id, unique in the scenario");
      String id = idValue.word("the unit's id");
      Integer before = seen.putIfAbsent(id, i);
      if (before != null) {
        throw idValue.fail("duplicate unit id '" + id + "' (also units[" + before + "])");
      }
      Unit.Builder b = Unit.builder().id(id)
          .side(u.require("side", "the unit's side").word("the unit's side"));
      b.kind(Words.read(rules, "unit-kinds", u.require("kind", "the unit's kind")));
      if (u.has("nationality")) {
        b.nationality(u.get("nationality").text());
      }
      if (u.has("steps")) {
        b.steps(u.get("steps").integer(0, 1000));
      }
      if (u.has("allowance")) {
        b.allowance(allowance(u.get("allowance")));
      }
      b.position(format.readPosition(u.require("position", "where the unit is"), board, rules));
      if (u.has("facing")) {
        b.facing(format.readFacing(u.get("facing"), board));
      }
      if (u.has("attributes")) {
        for (Map.Entry<String, JsonValue> e : u.get("attributes").members().entrySet()) {
          String value = e.getValue().scalarText();
          Words.keyed(rules, "unit-attributes", e.getKey(), value, e.getValue());
          b.putAttributes(e.getKey(), value);
        }
      }
      if (u.has("flags")) {
        for (JsonValue f : u.get("flags").elements()) {
          b.addFlags(Words.read(rules, "unit-flags", f));
        }
      }
      if (u.has("phaseMovement")) {
        b.phaseMovement(PhaseMovementFormat.read(u.get("phaseMovement"), rules, format, board));
      }
      state.addUnits(b.build());
    }
  }

  /**
   * Reads a movement point value: a number ({@code 4}, {@code 4.5}) or text ({@code "4½"},
   * {@code "2 1/2"}), not negative.
   *
   * @param v the value
   * @return the points
   */
  static Mp allowance(JsonValue v) {
    String text;
    if (v.isNumber()) {
      text = v.scalarText();
    } else if (v.isText()) {
      text = v.text();
    } else {
      throw v.fail("expected movement points, a number such as 4 or 4.5 or text such as \"4½\","
          + " got " + v.describeValue());
    }
    Mp mp;
    try {
      mp = Mp.parse(text);
    } catch (InvalidInputException e) {
      throw v.fail(HexMapFormat.problem(e));
    }
    if (mp.isNegative()) {
      throw v.fail("must not be negative, got " + text);
    }
    if (mp.compareTo(MAX_ALLOWANCE) > 0) {
      throw v.fail("must be at most " + MAX_ALLOWANCE + ", got " + text);
    }
    return mp;
  }

  private static void markers(JsonValue list, RuleSet rules, BoardFormat format, Board board,
      GameState.Builder state) {
    for (JsonValue m : list.elements()) {
      if (!m.isObject()) {
        throw m.fail("expected a marker, an object, got " + m.describeValue());
      }
      m.onlyMembers(MARKER_FIELDS);
      Marker.Builder b = Marker.builder()
          .kind(Words.read(rules, "markers", m.require("kind", "the marker's kind")))
          .position(format.readPosition(m.require("position", "where the marker is"), board,
              rules));
      if (m.has("id")) {
        b.id(m.get("id").word("the marker's id"));
      }
      if (m.has("side")) {
        b.side(m.get("side").text());
      }
      if (m.has("hexside")) {
        Hexside side = format.readHexside(m.get("hexside"), board);
        b.hexside(side);
      }
      if (m.has("attributes")) {
        b.putAllAttributes(m.get("attributes").scalarMembers());
      }
      state.addMarkers(b.build());
    }
  }

  private static Environment environment(JsonValue e, RuleSet rules, Board board) {
    if (!e.isObject()) {
      throw e.fail("expected the environment, an object, got " + e.describeValue());
    }
    e.onlyMembers(ENVIRONMENT_FIELDS);
    Environment.Builder b = Environment.builder();
    if (e.has("turn")) {
      b.turn(e.get("turn").integer(0, 1_000_000));
    }
    if (e.has("phase")) {
      b.phase(Words.read(rules, "phases", e.get("phase")));
    }
    if (e.has("activeSide")) {
      b.activeSide(e.get("activeSide").text());
    }
    if (e.has("weather")) {
      b.weather(Words.read(rules, "weather", e.get("weather")));
    }
    if (e.has("regionWeather")) {
      for (Map.Entry<String, JsonValue> rw : e.get("regionWeather").members().entrySet()) {
        JsonValue w = rw.getValue();
        if (board instanceof HexMap && !((HexMap) board).regions().containsKey(rw.getKey())) {
          HexMap map = (HexMap) board;
          throw w.fail("unknown region '" + rw.getKey() + "'" + (map.regions().isEmpty()
              ? "; the map has no regions" : "; the map has: " + String.join(", ",
                  map.regions().keySet())));
        }
        b.putRegionWeather(rw.getKey(), Words.read(rules, "weather", w));
      }
    }
    if (e.has("conditions")) {
      for (JsonValue c : e.get("conditions").elements()) {
        b.addConditions(Words.read(rules, "conditions", c));
      }
    }
    if (e.has("attributes")) {
      b.putAllAttributes(e.get("attributes").scalarMembers());
    }
    return b.build();
  }

  /**
   * Places a problem found by other code (the core, a rule set's validation) at the value its
   * field names, as far as the path resolves in the document.
   *
   * @param e the problem
   * @param root the document
   * @return a located exception
   */
  static ScenarioException relocate(InvalidInputException e, JsonValue root) {
    if (e instanceof ScenarioException) {
      return (ScenarioException) e;
    }
    JsonValue at = root.find(e.field());
    return new ScenarioException(root.source(), at.line(), at.column(), e.field(),
        HexMapFormat.problem(e), e);
  }
}
