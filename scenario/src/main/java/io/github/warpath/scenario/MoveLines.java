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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Orders read and verdicts written one JSON line at a time, for many orders against one
 * scenario (the command line's {@code check --moves}). A line reads as {@link Orders#read} reads
 * {@link JsonValue#parseLine} of it, and a verdict writes as the compact text of {@link
 * Results#verdict} after {@code line} and {@code id}: the same orders, the same errors, the same
 * text, byte for byte. The common shapes take a short cut that builds no JSON tree: an order
 * line of {@code id}, {@code unit} and a {@code path} of hex labels, and a verdict on a hex map
 * without options or several ends. Anything else (and every malformed line, so that its error is
 * the located one) goes the general way. Immutable apart from a cache of number texts;
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
  private static final byte[][] SPENT = points("spent");
  private static final byte[][] ALLOWANCE = points("allowance");
  private static final byte[][] COST = points("cost");
  private static final byte[][] NEEDED = points("needed");
  private static final byte[][] AVAILABLE = points("available");

  private final byte[] ruleSetText;
  /** The query of each unit by its id, as an order line of the common shape asks it. */
  private final TextTable<MoveQuery> queries;
  /** The step into each hex by its label as the map writes it, on maps of a usual size. */
  private final TextTable<Step> steps;
  /** Resolves the parts of an order line of the common shape. */
  private final OrderLineScan.Parts parts = new Parts();
  /** The decimal texts of points, kept once written; shared by the threads that write. */
  private final AtomicReferenceArray<byte[]> decimals = new AtomicReferenceArray<>(
      CACHED_POINTS);

  private MoveLines(Scenario scenario) {
    this.scenario = scenario;
    this.map = scenario.state().board() instanceof HexMap ? (HexMap) scenario.state().board()
        : null;
    this.ruleSetText = new JsonBytes(32).text(",\"ruleSet\":")
        .quoted(scenario.ruleSet().id()).toByteArray();
    Map<String, MoveQuery> byUnit = new HashMap<>();
    Map<String, Step> byLabel = new HashMap<>();
    if (map != null) {
      for (Unit u : scenario.state().units()) {
        byUnit.put(u.id(), MoveQuery.of(u.id()));
      }
      if (map.size() <= LABELLED_HEXES) {
        for (int i = 0; i < map.size(); i++) {
          byLabel.put(map.label(i), new Step(Position.hex(map.hex(i)), null, null));
        }
      }
    }
    this.queries = new TextTable<>(byUnit);
    this.steps = new TextTable<>(byLabel);
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
   * The unit and the steps of an order line of the common shape; null (to read the line the
   * general way) for an unknown unit or a label that is not a hex of the map.
   */
  private final class Parts implements OrderLineScan.Parts {
    @Override
    public MoveQuery unit(String line, int from, int to, int hash) {
      return queries.get(line, from, to, hash);
    }

    @Override
    public Step step(String line, int from, int to, int hash) {
      Step known = steps.get(line, from, to, hash);
      if (known != null) {
        return known;
      }
      try {
        Hex h = map.numbering().parse(line.substring(from, to));
        return map.contains(h) ? new Step(Position.hex(h), null, null) : null;
      } catch (InvalidInputException e) {
        return null;
      }
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
    out.append(LINE).number(number).append(ID);
    value(out, id);
    out.append(ruleSetText).append(UNITS);
    for (int i = 0; i < query.units().size(); i++) {
      if (i > 0) {
        out.append((byte) ',');
      }
      out.quoted(query.units().get(i));
    }
    out.append(MODE).quoted(scenario.ruleSet().mode(query.mode()).id());
    out.append(LEGAL).bool(verdict.legal());
    points(out, SPENT, verdict.spent());
    points(out, ALLOWANCE, verdict.allowance());
    out.append(END);
    if (verdict.end().isPresent()) {
      position(out, verdict.end().get());
    } else {
      out.nullValue();
    }
    out.append(STEPS);
    boolean first = true;
    for (StepReport s : verdict.steps()) {
      out.append(first ? STEP : NEXT_STEP).number(s.step()).append(POSITION);
      first = false;
      position(out, s.position());
      points(out, COST, s.cost());
      points(out, SPENT, s.spent());
      out.append(FACING).quoted(s.facing() == null ? null
          : scenario.boardFormat().writeFacing(s.facing(), map).text());
      out.append(NOTE).quoted(s.note()).append((byte) '}');
    }
    out.append(VIOLATIONS);
    violations(out, verdict.violations());
    out.append(WARNINGS);
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
    if (p instanceof HexPosition || p instanceof BoxPosition) {
      out.quoted(HexMapFormat.positionText(p, map));
    } else {
      out.text(Results.position(scenario, p).toJson());
    }
  }

  /** {@code name} with the decimal points, then {@code nameTwelfths}, as {@link Results#mp}. */
  private void points(JsonBytes out, byte[][] member, Mp mp) {
    out.append(member[0]);
    if (mp == null) {
      out.nullValue().append(member[1]).nullValue();
    } else {
      out.append(decimal(mp)).append(member[1]).number(mp.twelfths());
    }
  }

  private byte[] decimal(Mp mp) {
    int t = mp.twelfths();
    if (t < 0 || t >= CACHED_POINTS) {
      return ascii(new BigDecimal(mp.toDecimalString()).toPlainString());
    }
    byte[] s = decimals.get(t);
    if (s == null) {
      s = ascii(new BigDecimal(mp.toDecimalString()).toPlainString());
      decimals.set(t, s);
    }
    return s;
  }

  private void violations(JsonBytes out, List<Violation> list) {
    out.append((byte) '[');
    for (int i = 0; i < list.size(); i++) {
      Violation v = list.get(i);
      out.append(i > 0 ? NEXT_RULE : RULE).quoted(v.rule().ruleSet());
      out.append(SECTION).quoted(v.rule().section());
      out.append(HEADING).quoted(v.rule().heading());
      out.append(REASON).quoted(v.reason());
      out.append(STEP_AT);
      if (v.step().isPresent()) {
        out.number(v.step().getAsInt());
      } else {
        out.nullValue();
      }
      out.append(LOCATION).quoted(v.location().orElse(null));
      out.append(HEXSIDE).quoted(v.hexside().orElse(null));
      points(out, NEEDED, v.needed().orElse(null));
      points(out, AVAILABLE, v.available().orElse(null));
      out.append(TEXT).quoted(v.toString()).append((byte) '}');
    }
    out.append((byte) ']');
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** A member's name before its decimal points, and the name of the same points in twelfths. */
  private static byte[][] points(String name) {
    return new byte[][] {ascii(",\"" + name + "\":"), ascii(",\"" + name + "Twelfths\":")};
  }
}
