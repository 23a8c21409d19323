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
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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

  private final Scenario scenario;
  private final HexMap map;
  private final String ruleSetText;
  private final String[] decimals = new String[CACHED_POINTS];

  private MoveLines(Scenario scenario) {
    this.scenario = scenario;
    this.map = scenario.state().board() instanceof HexMap ? (HexMap) scenario.state().board()
        : null;
    this.ruleSetText = JsonText.quote(scenario.ruleSet().id());
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
    Line quick = map != null ? OrderLineScan.scan(text, this::order) : null;
    if (quick != null) {
      return quick;
    }
    JsonValue order = JsonValue.parseLine(text, source, number);
    JsonValue id = order.isObject() && order.has("id") ? order.get("id") : JsonValue.ofNull();
    return new Line(id, Orders.read(order, scenario));
  }

  /**
   * The order of a line of the common shape, or null to read it the general way (an unknown
   * unit, a label that is not a hex of the map).
   */
  private Line order(JsonValue id, String unit, List<String> labels) {
    try {
      scenario.state().unit(unit);
      List<Step> steps = new ArrayList<>(labels.size());
      for (String label : labels) {
        Hex h = map.numbering().parse(label);
        if (!map.contains(h)) {
          return null;
        }
        steps.add(new Step(Position.hex(h), null, null));
      }
      return new Line(id, MoveOrder.of(MoveQuery.of(unit), steps));
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
    out.text("{\"line\":").number(number).text(",\"id\":");
    value(out, id);
    out.text(",\"ruleSet\":").text(ruleSetText).text(",\"units\":[");
    for (int i = 0; i < query.units().size(); i++) {
      if (i > 0) {
        out.append((byte) ',');
      }
      out.quoted(query.units().get(i));
    }
    out.text("],\"mode\":").quoted(scenario.ruleSet().mode(query.mode()).id());
    out.text(",\"legal\":").bool(verdict.legal());
    points(out, ",\"spent\":", verdict.spent());
    points(out, ",\"allowance\":", verdict.allowance());
    out.text(",\"end\":");
    if (verdict.end().isPresent()) {
      position(out, verdict.end().get());
    } else {
      out.text("null");
    }
    out.text(",\"steps\":[");
    boolean first = true;
    for (StepReport s : verdict.steps()) {
      out.text(first ? "{\"step\":" : ",{\"step\":").number(s.step()).text(",\"position\":");
      first = false;
      position(out, s.position());
      points(out, ",\"cost\":", s.cost());
      points(out, ",\"spent\":", s.spent());
      out.text(",\"facing\":");
      out.quoted(s.facing() == null ? null
          : scenario.boardFormat().writeFacing(s.facing(), map).text());
      out.text(",\"note\":").quoted(s.note());
      out.append((byte) '}');
    }
    out.text("],\"violations\":");
    violations(out, verdict.violations());
    out.text(",\"warnings\":");
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
      out.text("null");
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
  private void points(JsonBytes out, String member, Mp mp) {
    out.text(member);
    if (mp == null) {
      out.text("null");
    } else {
      out.text(decimal(mp));
    }
    out.text(member, 0, member.length() - 2).text("Twelfths\":");
    if (mp == null) {
      out.text("null");
    } else {
      out.number(mp.twelfths());
    }
  }

  private String decimal(Mp mp) {
    int t = mp.twelfths();
    if (t < 0 || t >= CACHED_POINTS) {
      return new BigDecimal(mp.toDecimalString()).toPlainString();
    }
    String s = decimals[t];
    if (s == null) {
      s = new BigDecimal(mp.toDecimalString()).toPlainString();
      decimals[t] = s;
    }
    return s;
  }

  private void violations(JsonBytes out, List<Violation> list) {
    out.append((byte) '[');
    for (int i = 0; i < list.size(); i++) {
      Violation v = list.get(i);
      out.text(i > 0 ? ",{\"rule\":{\"ruleSet\":" : "{\"rule\":{\"ruleSet\":");
      out.quoted(v.rule().ruleSet());
      out.text(",\"section\":").quoted(v.rule().section());
      out.text(",\"heading\":").quoted(v.rule().heading());
      out.text("},\"reason\":").quoted(v.reason());
      out.text(",\"step\":");
      if (v.step().isPresent()) {
        out.number(v.step().getAsInt());
      } else {
        out.text("null");
      }
      out.text(",\"location\":").quoted(v.location().orElse(null));
      out.text(",\"hexside\":").quoted(v.hexside().orElse(null));
      points(out, ",\"needed\":", v.needed().orElse(null));
      points(out, ",\"available\":", v.available().orElse(null));
      out.text(",\"text\":").quoted(v.toString()).append((byte) '}');
    }
    out.append((byte) ']');
  }
}
