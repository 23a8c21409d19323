package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Orders read and verdicts written one JSON line at a time, for many orders against one
 * scenario (the command line's {@code check --moves}). A line reads as {@link Orders#read} reads
 * {@link JsonValue#parseLine} of it, and a verdict writes as the compact text of {@link
 * Results#verdict} after {@code line} and {@code id}: the same orders, the same errors, the same
 * text, byte for byte. The common shapes take a short cut that builds no JSON tree: an order
 * line of {@code id}, {@code unit} and a {@code path} of hex labels (read from its text, or from
 * its bytes with {@link #readPlain} without decoding it), and a verdict on a hex map without
 * options or several ends. Anything else (and every malformed line, so that its error is the
 * located one) goes the general way. Immutable apart from caches of texts once written;
 * thread-safe.
 */
public final class MoveLines {
  /**
   * An order read from a line, with its {@code id} to echo back.
   *
   * @param id the line's {@code id} member, or JSON null
   * @param order the order
   */
  public record Line(JsonValue id, MoveOrder order) {
    /**
     * Checks the parts.
     *
     * @param id the id, JSON null if none
     * @param order the order
     */
    public Line {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(order, "order");
    }
  }

  /** Points whose decimal text is kept once written (in twelfths, from 0). */
  private static final int CACHED_POINTS = 1024;
  /** Maps of at most this many hexes keep a table of their labels (a few MB at most). */
  private static final int LABELLED_HEXES = 1 << 16;

  private final Scenario scenario;
  private final HexMap map;
  private static final byte[] LINE = ascii("{\"line\":");
  private static final byte[] ID = ascii(",\"id\":");
  private static final byte[] UNITS = ascii(",\"units\":[");
  private static final byte[] MODE = ascii("],\"mode\":");
  private static final byte[] LEGAL = ascii(",\"legal\":");
  private static final byte[] END = ascii(",\"end\":");
  private static final byte[] STEPS = ascii(",\"steps\":[");
  private static final byte[] STEP = ascii("{\"step\":");
  private static final byte[] NEXT_STEP = ascii(",{\"step\":");
  private static final byte[] POSITION = ascii(",\"position\":");
  private static final byte[] FACING = ascii(",\"facing\":");
  private static final byte[] NOTE = ascii(",\"note\":");
  private static final byte[] VIOLATIONS = ascii("],\"violations\":");
  private static final byte[] WARNINGS = ascii(",\"warnings\":");
  private static final byte[] RULE = ascii("{\"rule\":{\"ruleSet\":");
  private static final byte[] NEXT_RULE = ascii(",{\"rule\":{\"ruleSet\":");
  private static final byte[] SECTION = ascii(",\"section\":");
  private static final byte[] HEADING = ascii(",\"heading\":");
  private static final byte[] REASON = ascii("},\"reason\":");
  private static final byte[] STEP_AT = ascii(",\"step\":");
  private static final byte[] LOCATION = ascii(",\"location\":");
  private static final byte[] HEXSIDE = ascii(",\"hexside\":");
  private static final byte[] TEXT = ascii(",\"text\":");
  private static final byte[] NO_FACING_NO_NOTE = ascii(",\"facing\":null,\"note\":\"\"}");

  private final byte[] ruleSetText;
  /** Whether the rule set's member is printable ASCII (else it is checked as it is written). */
  private final boolean ruleSetAscii;
  /** The query of each unit by its id, as an order line of the common shape asks it. */
  private final ByteKeys<MoveQuery> queries;
  /** The step into each hex by its label as the map writes it, on maps of a usual size. */
  private final ByteKeys<Step> steps;
  /** The quoted label of each hex by its index, if printable ASCII, on maps of a usual size. */
  private final byte[][] labels;
  /** Points members written once, with their values, by the points in twelfths. */
  private final PointsMember spent = new PointsMember("spent");
  private final PointsMember allowance = new PointsMember("allowance");
  private final PointsMember cost = new PointsMember("cost");
  private final PointsMember needed = new PointsMember("needed");
  private final PointsMember available = new PointsMember("available");
  /** The id of the rule set's default mode, once written. */
  private volatile String defaultMode;
  private final OrderLineScan.Parts parts = new OrderLineScan.Parts() {
    @Override
    public MoveQuery query(byte[] b, int start, int end) {
      return queries.get(b, start, end);
    }

    @Override
    public Step step(byte[] b, int start, int end) {
      Step known = steps.get(b, start, end);
      return known != null ? known : unlabelled(new String(b, start, end - start,
          StandardCharsets.ISO_8859_1));
    }
  };

  private MoveLines(Scenario scenario) {
    this.scenario = scenario;
    this.map = scenario.state().board() instanceof HexMap ? (HexMap) scenario.state().board()
        : null;
    JsonBytes ruleSet = new JsonBytes(32).text(",\"ruleSet\":").quoted(scenario.ruleSet().id());
    this.ruleSetText = ruleSet.toByteArray();
    this.ruleSetAscii = ruleSet.printable();
    boolean labelled = map != null && map.size() <= LABELLED_HEXES;
    queries = new ByteKeys<>(map == null ? 0 : scenario.state().units().size());
    steps = new ByteKeys<>(labelled ? map.size() : 0);
    labels = labelled ? new byte[map.size()][] : null;
    if (map != null) {
      for (Unit u : scenario.state().units()) {
        queries.put(u.id(), MoveQuery.of(u.id()));
      }
    }
    if (labelled) {
      JsonBytes quoted = new JsonBytes(16);
      for (int i = 0; i < map.size(); i++) {
        String label = map.label(i);
        steps.put(label, new Step(Position.hex(map.hex(i)), null, null));
        quoted.clear();
        quoted.quoted(label);
        labels[i] = quoted.printable() ? quoted.toByteArray() : null;
      }
    }
  }

  /**
   * Lines for a scenario.
   *
   * @param scenario the scenario the orders apply to
   * @return the reader and writer
   */
  public static MoveLines of(Scenario scenario) {
    return new MoveLines(Objects.requireNonNull(scenario, "scenario"));
  }

  /**
   * Reads the order on one line.
   *
   * @param text the line
   * @param source the file, for messages
   * @param number the line number, from 1
   * @return the order and its id
   * @throws ScenarioException for a malformed line or order, located in the file
   */
  public Line read(String text, String source, int number) {
    Line quick = map != null ? OrderLineScan.scan(text, parts) : null;
    if (quick != null) {
      return quick;
    }
    JsonValue order = JsonValue.parseLine(text, source, number);
    JsonValue id = order.isObject() && order.has("id") ? order.get("id") : JsonValue.ofNull();
    return new Line(id, Orders.read(order, scenario));
  }

  /**
   * Reads the order on one line given as UTF-8 bytes, if it is of the common shape: the same
   * order as {@link #read(String, String, int)} gives for the line's text, without decoding it.
   *
   * @param bytes holds the line
   * @param start where it starts
   * @param end after its last byte, without the line break
   * @return the order and its id, or null if the line must be read as text with {@link
   *     #read(String, String, int)} (which also locates its errors)
   */
  public Line readPlain(byte[] bytes, int start, int end) {
    Objects.checkFromToIndex(start, end, bytes.length);
    return map != null ? OrderLineScan.scan(bytes, start, end, parts) : null;
  }

  /** The step into a hex whose label the table does not hold, or null if it is none. */
  private Step unlabelled(String label) {
    try {
      Hex h = map.numbering().parse(label);
      return map.contains(h) ? new Step(Position.hex(h), null, null) : null;
    } catch (InvalidInputException e) {
      return null;
    }
  }

  /**
   * The result line of a verdict: {@code line}, {@code id}, then the verdict as {@link
   * Results#verdict} writes it, compact.
   *
   * @param number the line number
   * @param id the id to echo, JSON null if none
   * @param query who moved
   * @param verdict the verdict
   * @return one line of JSON, without a line break
   */
  public String verdict(int number, JsonValue id, MoveQuery query, Verdict verdict) {
    JsonBytes out = new JsonBytes(512);
    verdict(out, number, id, query, verdict);
    return out.toString();
  }

  /**
   * Appends the result line of a verdict, as {@link #verdict(int, JsonValue, MoveQuery, Verdict)}
   * has it, in UTF-8, without a line break.
   *
   * @param out where to append
   * @param number the line number
   * @param id the id to echo, JSON null if none
   * @param query who moved
   * @param verdict the verdict
   */
  public void verdict(JsonBytes out, int number, JsonValue id, MoveQuery query,
      Verdict verdict) {
    if (map == null || !query.options().isEmpty() || verdict.ends().size() > 1) {
      out.text(result(number, id, Results.verdict(scenario, query, verdict)));
      return;
    }
    out.ascii(LINE).number(number).ascii(ID);
    value(out, id);
    if (ruleSetAscii) {
      out.ascii(ruleSetText);
    } else {
      out.append(ruleSetText);
    }
    out.ascii(UNITS);
    for (int i = 0; i < query.units().size(); i++) {
      if (i > 0) {
        out.append((byte) ',');
      }
      out.quoted(query.units().get(i));
    }
    out.ascii(MODE);
    String mode = query.mode().isEmpty() ? defaultMode : null;
    if (mode == null) {
      mode = scenario.ruleSet().mode(query.mode()).id();
      if (query.mode().isEmpty()) {
        defaultMode = mode;
      }
    }
    out.quoted(mode);
    out.ascii(LEGAL).bool(verdict.legal());
    spent.write(out, verdict.spent());
    allowance.write(out, verdict.allowance());
    out.ascii(END);
    if (verdict.end().isPresent()) {
      position(out, verdict.end().get());
    } else {
      out.nullValue();
    }
    out.ascii(STEPS);
    List<StepReport> reports = verdict.steps();
    for (int k = 0; k < reports.size(); k++) {
      StepReport s = reports.get(k);
      out.ascii(k == 0 ? STEP : NEXT_STEP).number(s.step()).ascii(POSITION);
      position(out, s.position());
      cost.write(out, s.cost());
      spent.write(out, s.spent());
      if (s.facing() == null && s.note().isEmpty()) {
        out.ascii(NO_FACING_NO_NOTE);
        continue;
      }
      out.ascii(FACING).quoted(s.facing() == null ? null
          : scenario.boardFormat().writeFacing(s.facing(), map).text());
      out.ascii(NOTE).quoted(s.note()).append((byte) '}');
    }
    out.ascii(VIOLATIONS);
    violations(out, verdict.violations());
    out.ascii(WARNINGS);
    violations(out, verdict.warnings());
    out.append((byte) '}');
  }

  /**
   * The result line of a line that could not be judged: {@code line}, {@code id} and the error
   * as {@link Results#error} writes it, compact.
   *
   * @param number the line number
   * @param id the id to echo, JSON null if none
   * @param error why
   * @return one line of JSON, without a line break
   */
  public String error(int number, JsonValue id, InvalidInputException error) {
    return result(number, id, Results.error(error));
  }

  /**
   * Appends the result line of a line that could not be judged, as {@link #error(int, JsonValue,
   * InvalidInputException)} has it, in UTF-8, without a line break.
   *
   * @param out where to append
   * @param number the line number
   * @param id the id to echo, JSON null if none
   * @param error why
   */
  public void error(JsonBytes out, int number, JsonValue id, InvalidInputException error) {
    out.text(error(number, id, error));
  }

  private static String result(int number, JsonValue id, JsonValue content) {
    return JsonValue.object().put("line", number).put("id", id).putAll(content).build()
        .toJson();
  }

  private static void value(JsonBytes out, JsonValue v) {
    if (v.isObject() || v.isArray()) {
      out.text(v.toJson());
    } else if (v.isText()) {
      out.quoted(v.text());
    } else if (v.isNull()) {
      out.nullValue();
    } else {
      out.text(v.scalarText());
    }
  }

  private void position(JsonBytes out, Position p) {
    if (labels != null && p instanceof HexPosition) {
      int i = map.index(((HexPosition) p).hex());
      byte[] quoted = i >= 0 ? labels[i] : null;
      if (quoted != null) {
        out.ascii(quoted);
        return;
      }
    }
    if (p instanceof HexPosition || p instanceof BoxPosition) {
      out.quoted(HexMapFormat.positionText(p, map));
    } else {
      out.text(Results.position(scenario, p).toJson());
    }
  }

  private void violations(JsonBytes out, List<Violation> list) {
    out.append((byte) '[');
    for (int i = 0; i < list.size(); i++) {
      Violation v = list.get(i);
      out.ascii(i > 0 ? NEXT_RULE : RULE).quoted(v.rule().ruleSet());
      out.ascii(SECTION).quoted(v.rule().section());
      out.ascii(HEADING).quoted(v.rule().heading());
      out.ascii(REASON).quoted(v.reason());
      out.ascii(STEP_AT);
      if (v.step().isPresent()) {
        out.number(v.step().getAsInt());
      } else {
        out.nullValue();
      }
      out.ascii(LOCATION).quoted(v.location().orElse(null));
      out.ascii(HEXSIDE).quoted(v.hexside().orElse(null));
      needed.write(out, v.needed().orElse(null));
      available.write(out, v.available().orElse(null));
      out.ascii(TEXT).quoted(v.toString()).append((byte) '}');
    }
    out.append((byte) ']');
  }

  /**
   * A member of points: {@code name} with the decimal points, then {@code nameTwelfths}, as
   * {@link Results#mp} writes them, kept once written for points from 0 to {@link
   * #CACHED_POINTS} twelfths; shared by the threads that write.
   */
  private static final class PointsMember {
    private final byte[] name;
    private final byte[] twelfthsName;
    private final byte[] nulls;
    private final AtomicReferenceArray<byte[]> written = new AtomicReferenceArray<>(
        CACHED_POINTS);

    PointsMember(String name) {
      this.name = ascii(",\"" + name + "\":");
      this.twelfthsName = ascii(",\"" + name + "Twelfths\":");
      this.nulls = ascii(",\"" + name + "\":null,\"" + name + "Twelfths\":null");
    }

    void write(JsonBytes out, Mp mp) {
      if (mp == null) {
        out.ascii(nulls);
        return;
      }
      int t = mp.twelfths();
      if (t < 0 || t >= CACHED_POINTS) {
        text(out, mp);
        return;
      }
      byte[] b = written.get(t);
      if (b == null) {
        b = text(new JsonBytes(48), mp).toByteArray();
        written.set(t, b);
      }
      out.ascii(b);
    }

    private JsonBytes text(JsonBytes out, Mp mp) {
      return out.ascii(name).ascii(ascii(new BigDecimal(mp.toDecimalString()).toPlainString()))
          .ascii(twelfthsName).number(mp.twelfths());
    }
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }
}
