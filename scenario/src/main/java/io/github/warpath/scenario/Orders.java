package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.Step;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads move orders and queries written as text: on a command line ({@code --path
 * 0504,0604,0603}) or as one JSON object per line of an orders file. Every unit, mode, option,
 * position, facing and action is checked against the scenario, with located messages.
 *
 * <p><b>Steps as text.</b> A step is {@code [POSITION][@FACING][+ACTION]}: {@code 0504} enters a
 * hex, {@code box:eastern-europe} goes to a box, {@code 0504@NE} enters and faces north-east,
 * {@code @SE} turns in place, {@code +reverse} performs a rule-set action in place, and
 * {@code 0504+reverse} enters with one. Steps on a command line are separated by commas.
 *
 * <p><b>Orders as JSON.</b> One object per line:
 * <pre>{@code
 * {"id": "a1", "unit": "recon", "path": ["0504", "0604", "0603"]}
 * {"units": ["a", "b"], "mode": "normal", "options": {"assault": "true"}, "path": "0504,0604"}
 * {"unit": "recon", "from": "0603", "path": [{"to": "0604", "facing": "N"}]}
 * }</pre>
 * {@code unit} or {@code units} names who moves; {@code mode} and {@code options} are as the
 * rule set documents them; {@code from} judges the move as if the units started there; {@code
 * path} is a list of steps (texts or objects with {@code to}, {@code facing}, {@code action}) or
 * one text of comma-separated steps; {@code id} is echoed back in results.
 */
public final class Orders {
  /**
   * The most steps one move may have. Real moves have a few dozen; longer lists are refused
   * before any step is read, so a hostile order stays cheap.
   */
  public static final int MAX_STEPS = 10_000;

  private static final Set<String> ORDER_FIELDS = JsonValue.names("id", "unit", "units", "mode",
      "options", "from", "path");
  private static final Set<String> STEP_FIELDS = JsonValue.names("to", "facing", "action");

  private Orders() {}

  /**
   * Reads a JSON order.
   *
   * @param order the order object
   * @param scenario the scenario it applies to
   * @return the order
   * @throws ScenarioException at the value at fault
   */
  public static MoveOrder read(JsonValue order, Scenario scenario) {
    if (!order.isObject()) {
      throw order.fail("expected an order, an object with unit and path, got "
          + order.describeValue());
    }
    order.onlyMembers(ORDER_FIELDS);
    MoveQuery query = query(order, scenario);
    JsonValue path = order.require("path", "the steps of the move");
    return MoveOrder.of(query, steps(path, scenario));
  }

  /**
   * Reads who moves and how from an order or a range query: {@code unit} or {@code units},
   * {@code mode}, {@code options} and {@code from}. Other members are left to the caller.
   *
   * @param order the object
   * @param scenario the scenario it applies to
   * @return the query
   * @throws ScenarioException at the value at fault
   */
  public static MoveQuery query(JsonValue order, Scenario scenario) {
    if (!order.isObject()) {
      throw order.fail("expected an object with unit or units, got " + order.describeValue());
    }
    List<JsonValue> units = new ArrayList<>();
    if (order.has("unit") && order.has("units")) {
      throw order.get("units").fail("give either unit or units, not both");
    }
    if (order.has("units")) {
      units.addAll(order.get("units").elements());
      if (units.isEmpty()) {
        throw order.get("units").fail("a move needs at least one unit");
      }
    } else {
      units.add(order.require("unit", "the id of the moving unit"));
    }
    Map<String, JsonValue> options = order.has("options") ? order.get("options").members()
        : Map.of();
    MoveQuery query = query(scenario, units, order.get("mode"), options);
    if (order.has("from")) {
      query = query.withStart(position(order.get("from"), scenario));
    }
    return query;
  }

  /**
   * Builds a query: units that exist, a mode of the rule set, options it documents.
   *
   * @param scenario the scenario
   * @param units the unit ids, located
   * @param mode the mode id, or null (or JSON null) for the default
   * @param options option values by name, located; may be empty
   * @return the query
   * @throws ScenarioException at the unknown unit, mode or option
   */
  public static MoveQuery query(Scenario scenario, List<JsonValue> units, JsonValue mode,
      Map<String, JsonValue> options) {
    RuleSet rules = scenario.ruleSet();
    MoveQuery.Builder b = MoveQuery.builder();
    List<String> seen = new ArrayList<>();
    for (JsonValue u : units) {
      String id = u.word("a unit id");
      try {
        scenario.state().unit(id);
      } catch (InvalidInputException e) {
        throw u.fail(HexMapFormat.problem(e));
      }
      if (seen.contains(id)) {
        throw u.fail("unit '" + id + "' is listed twice");
      }
      seen.add(id);
      b.addUnits(id);
    }
    if (mode != null && !mode.isNull()) {
      String m = mode.word("a movement mode");
      try {
        rules.mode(m);
      } catch (InvalidInputException e) {
        throw mode.fail(HexMapFormat.problem(e));
      }
      b.mode(m);
    }
    Map<String, String> opts = new LinkedHashMap<>();
    for (Map.Entry<String, JsonValue> e : options.entrySet()) {
      String value = e.getValue().scalarText();
      Words.keyed(rules, "options", e.getKey(), value, e.getValue());
      opts.put(e.getKey(), value);
    }
    return b.options(opts).build();
  }

  /**
   * Reads an option given as {@code name=value} on a command line.
   *
   * @param argument the text, located by the option name
   * @param into where to put the option (its value keeps the argument's location)
   * @throws ScenarioException if there is no {@code =}
   */
  public static void option(JsonValue argument, Map<String, JsonValue> into) {
    String text = argument.word("an option written name=value");
    int eq = text.indexOf('=');
    if (eq <= 0) {
      throw argument.fail("expected name=value, got '" + text + "'");
    }
    into.put(text.substring(0, eq).trim(), JsonValue.argument(text.substring(eq + 1).trim(),
        argument.source()));
  }

  /**
   * Reads the steps of a move: a text of comma-separated steps, or an array of steps.
   *
   * @param path the steps
   * @param scenario the scenario
   * @return the steps
   * @throws ScenarioException at the step at fault
   */
  public static List<Step> steps(JsonValue path, Scenario scenario) {
    List<Step> out = new ArrayList<>();
    if (path.isText()) {
      String text = path.text().trim();
      if (text.isEmpty()) {
        return out;
      }
      String separator = scenario.boardFormat().stepSeparator();
      tooManySteps(path, countOf(text, separator) + 1);
      String[] parts = text.split(Pattern.quote(separator), -1);
      for (int i = 0; i < parts.length; i++) {
        JsonValue part = path.relabel(parts[i].trim());
        try {
          out.add(step(part, scenario));
        } catch (ScenarioException e) {
          throw new ScenarioException(e.source(), e.line(), e.column(), e.path(), "step "
              + (i + 1) + " ('" + parts[i].trim() + "'): " + e.problem(), e);
        }
      }
      return out;
    }
    tooManySteps(path, path.elements().size());
    for (JsonValue s : path.elements()) {
      out.add(step(s, scenario));
    }
    return out;
  }

  private static void tooManySteps(JsonValue path, long steps) {
    if (steps > MAX_STEPS) {
      throw path.fail("a move may have at most " + String.format(Locale.ROOT, "%,d", MAX_STEPS)
          + " steps, got " + String.format(Locale.ROOT, "%,d", steps));
    }
  }

  private static long countOf(String text, String part) {
    long n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      n++;
    }
    return n;
  }

  /**
   * Reads one step: text ({@code 0504@NE+reverse}), an object with {@code to},
   * {@code facing} and {@code action}, or a position written as the board writes positions
   * (on a table, {@code [[12, 9], [13.5, 9.5]]}).
   *
   * @param v the step
   * @param scenario the scenario
   * @return the step
   * @throws ScenarioException if a part is not valid on the board or for the rule set
   */
  public static Step step(JsonValue v, Scenario scenario) {
    BoardFormat format = scenario.boardFormat();
    Position to = null;
    HexDirection facing = null;
    String action = null;
    if (!v.isText() && format.isPositionValue(v)) {
      return Step.to(position(v, scenario));
    }
    if (v.isObject()) {
      v.onlyMembers(STEP_FIELDS);
      if (v.has("to")) {
        to = position(v.get("to"), scenario);
      }
      if (v.has("facing")) {
        facing = facing(v.get("facing"), scenario);
      }
      if (v.has("action")) {
        action = action(v.get("action"), v.get("action").word("an action"), scenario);
      }
    } else {
      String text = v.word(format.stepSyntax());
      int plus = text.indexOf('+');
      if (plus >= 0) {
        action = action(v, text.substring(plus + 1).trim(), scenario);
        text = text.substring(0, plus).trim();
      }
      if (!text.isEmpty()) {
        Step place = format.readStepText(v.relabel(text), scenario.state().board(),
            scenario.ruleSet());
        to = place.to();
        facing = place.facing();
      }
    }
    if (to == null && facing == null && action == null) {
      throw v.fail("a step needs a position, a facing (@NE) or an action (+NAME)");
    }
    return new Step(to, facing, action);
  }

  private static String action(JsonValue at, String action, Scenario scenario) {
    if (action.isEmpty()) {
      throw at.fail("an action after '+' must not be empty");
    }
    Words.word(scenario.ruleSet(), "actions", action, at);
    return action;
  }

  /**
   * Reads a position on the scenario's board: a hex label or {@code box:NAME}.
   *
   * @param v the text, located
   * @param scenario the scenario
   * @return the position
   * @throws ScenarioException if it is not on the board
   */
  public static Position position(JsonValue v, Scenario scenario) {
    return scenario.boardFormat().readPosition(v, scenario.state().board(), scenario.ruleSet());
  }

  /**
   * Reads a facing in the board's compass names.
   *
   * @param v the text, located
   * @param scenario the scenario
   * @return the facing
   * @throws ScenarioException if it is not a facing
   */
  public static HexDirection facing(JsonValue v, Scenario scenario) {
    return scenario.boardFormat().readFacing(v, scenario.state().board());
  }
}
