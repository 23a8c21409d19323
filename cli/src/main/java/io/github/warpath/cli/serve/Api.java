package io.github.warpath.cli.serve;

import io.github.warpath.cli.CheckAlternatives;
import io.github.warpath.cli.CommandLineShapes;
import io.github.warpath.cli.ThreatAnswers;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.ScenarioWriter;
import io.github.warpath.scenario.Words;
import io.github.warpath.state.Environment;
import io.github.warpath.state.Position;
import io.github.warpath.threat.ThreatMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The JSON endpoints' answers, in the shapes the command line prints with {@code --json}:
 * {@code reach}, {@code path} and {@code check} as the commands of those names, built by the
 * same {@link Results} code; {@code scenario} with the scenario as its file writes it and its
 * rule set as {@code rulesets --json} lists it. Every endpoint that asks about a move takes the
 * situation's parameters: {@code phase} and {@code weather} replace the scenario's own.
 */
final class Api {
  private static final String DICE = "dice";
  private static final String MODEL = "model";

  /** Who moves and in what situation: the parameters of check. */
  static final Set<String> MOVE = names("unit", "mode", "option", "dice", "from", "phase",
      "weather");
  /** The situation alone: the parameters of a posted order. */
  static final Set<String> SITUATION = names("phase", "weather");
  /** The parameters of reach: those of a move, and on a table the model asked about. */
  static final Set<String> REACH = with(MOVE, MODEL);
  /** The parameters of path. */
  static final Set<String> PATH = with(REACH, "to");
  /** The parameters of a check given in the query string. */
  static final Set<String> CHECK = with(MOVE, "path");

  /** The parameters of threat. */
  static final Set<String> THREAT = names("side", "phase", "mode", "zoc");

  private Api() {}

  private static Set<String> names(String... names) {
    return new LinkedHashSet<>(List.of(names));
  }

  private static Set<String> with(Set<String> base, String name) {
    Set<String> s = new LinkedHashSet<>(base);
    s.add(name);
    return s;
  }

  /** The scenario, its rule set and what the page offers to switch. */
  static JsonValue scenario(ScenarioSource.Loaded loaded, String file) {
    Scenario s = loaded.scenario();
    JsonValue.ObjectBuilder b = JsonValue.object().put("file", file)
        .put("revision", loaded.revision())
        .put("board", s.state().board() instanceof HexMap ? "hex-map" : ScenarioReader.TABLE)
        .put("ruleSet", Results.ruleSet(s.ruleSet()))
        .put("scenario", ScenarioWriter.toJson(s));
    return CommandLineShapes.envelope("scenario", b.build());
  }

  /** The revision of the scenario file and whether it is valid. */
  static JsonValue revision(ScenarioSource.Loaded loaded, String file) {
    JsonValue.ObjectBuilder b = JsonValue.object().put("file", file)
        .put("revision", loaded.revision()).put("valid", loaded.error() == null);
    b.put("error", loaded.error() == null ? JsonValue.ofNull()
        : Results.error(loaded.error()).get("error"));
    return CommandLineShapes.envelope("revision", b.build());
  }

  /**
   * The movement range, as {@code warpath reach --json}: on a table where each model (or the
   * one given as {@code model}) can end the move.
   */
  static JsonValue reach(Scenario scenario, Params p) {
    Scenario s = situation(scenario, p);
    MoveQuery q = query(s, p);
    if (CommandLineShapes.onTable(s)) {
      return CommandLineShapes.envelope("reach", CommandLineShapes.tableReach(s, q, model(p)));
    }
    Reach reach = hexRules(s, p).reach(s.state(), q);
    return CommandLineShapes.envelope("reach", Results.reach(s, q, reach));
  }

  /**
   * The threat map of a side, as {@code warpath threat --json}: {@code side} (required),
   * {@code phase}, {@code mode} and {@code zoc=true}.
   */
  static JsonValue threat(Scenario s, Params p) {
    if (CommandLineShapes.onTable(s)) {
      throw new BadRequest(400, "board", "threat maps are answered on hex maps; this scenario's"
          + " board is a table");
    }
    String side = p.required("side", "the side whose threat to map");
    String phase = p.one("phase");
    String mode = p.one("mode");
    String zoc = p.one("zoc");
    if (zoc != null && !zoc.equals("true") && !zoc.equals("false")) {
      throw new BadRequest(400, "zoc", "expected true or false, got '" + zoc + "'");
    }
    ThreatMap t = ThreatAnswers.compute(s, JsonValue.argument(side, "side"),
        phase == null ? null : JsonValue.argument(phase, "phase"),
        mode == null ? null : JsonValue.argument(mode, "mode"), "true".equals(zoc), 1);
    return CommandLineShapes.envelope("threat", ThreatAnswers.json(s, t));
  }

  /**
   * The cheapest legal path, as {@code warpath path --json}: on a table the shortest legal
   * route of one model ({@code model}, default the first) to the point {@code to}.
   */
  static JsonValue path(Scenario scenario, Params p) {
    Scenario s = situation(scenario, p);
    MoveQuery q = query(s, p);
    if (CommandLineShapes.onTable(s)) {
      String to = p.required("to", "the destination, a point x,y in inches");
      return CommandLineShapes.envelope("path", CommandLineShapes.tablePath(s, q, model(p), to));
    }
    HexMovementRules rules = hexRules(s, p);
    Position target = Orders.position(JsonValue.argument(p.required("to",
        "the destination, a hex label"), "to"), s);
    Position start = q.start().orElse(s.state().unit(q.units().get(0)).position());
    Optional<Route> route = rules.path(s.state(), q, target);
    return CommandLineShapes.envelope("path", Results.route(s, q, start, target, route));
  }

  /** The verdict on the steps in {@code path}, as {@code warpath check --json}. */
  static JsonValue check(Scenario scenario, Params p) {
    Scenario s = situation(scenario, p);
    MoveQuery q = query(s, p);
    String steps = p.required("path", "the steps of the move, e.g. path=0504,0604");
    MoveOrder order = MoveOrder.of(q, Orders.steps(JsonValue.argument(steps, "path"), s));
    Verdict v = s.ruleSet().check(s.state(), order);
    return CommandLineShapes.envelope("check", CheckAlternatives.checkJson(s, order, v,
        new SearchBuffers()));
  }

  /**
   * The verdict on one order written as a line of {@code check --moves}, as that command answers
   * it with {@code --alternatives} (without the line number).
   */
  static JsonValue checkOrder(Scenario scenario, Params p, String body) {
    Scenario s = situation(scenario, p);
    JsonValue json = JsonValue.parse(body, "request body");
    MoveOrder order = Orders.read(json, s);
    Verdict v = s.ruleSet().check(s.state(), order);
    JsonValue.ObjectBuilder b = JsonValue.object();
    if (json.isObject() && json.has("id")) {
      b.put("id", json.get("id"));
    }
    return CommandLineShapes.envelope("check", b.putAll(CheckAlternatives.checkJson(s, order, v,
        new SearchBuffers())).build());
  }

  /** The scenario with the phase and weather of the request, each checked against the rules. */
  static Scenario situation(Scenario s, Params p) {
    String phase = p.one("phase");
    String weather = p.one("weather");
    if (phase == null && weather == null) {
      return s;
    }
    Environment e = s.state().environment();
    if (phase != null) {
      e = e.withPhase(Words.read(s.ruleSet(), "phases", JsonValue.argument(phase, "phase")));
    }
    if (weather != null) {
      e = e.withWeather(Words.read(s.ruleSet(), "weather",
          JsonValue.argument(weather, "weather")));
    }
    return s.withState(s.state().withEnvironment(e));
  }

  /** Who moves: {@code unit} (repeated or a,b), {@code mode}, {@code option}, {@code dice}. */
  static MoveQuery query(Scenario s, Params p) {
    List<JsonValue> ids = new ArrayList<>();
    for (String u : p.all("unit")) {
      for (String id : u.split(",")) {
        ids.add(JsonValue.argument(id.trim(), "unit"));
      }
    }
    if (ids.isEmpty()) {
      List<String> known = new ArrayList<>();
      s.state().units().forEach(u -> known.add(u.id()));
      throw new BadRequest(400, "unit", "missing; name the moving unit (units: "
          + String.join(", ", known) + ")");
    }
    Map<String, JsonValue> opts = new LinkedHashMap<>();
    for (String o : p.all("option")) {
      Orders.option(JsonValue.argument(o, "option"), opts);
    }
    String dice = p.one(DICE);
    if (dice != null) {
      if (opts.containsKey(DICE)) {
        throw new BadRequest(400, DICE, "the dice are given twice, as dice and as option"
            + " dice=...; give them once");
      }
      opts.put(DICE, JsonValue.argument(dice.trim(), DICE));
    }
    String mode = p.one("mode");
    MoveQuery q = Orders.query(s, ids, mode == null ? null : JsonValue.argument(mode, "mode"),
        opts);
    String from = p.one("from");
    return from == null ? q : q.withStart(Orders.position(JsonValue.argument(from, "from"), s));
  }

  /** The model asked about on a table, from 1, or null for the default. */
  private static Integer model(Params p) {
    String text = p.one(MODEL);
    if (text == null) {
      return null;
    }
    try {
      return Integer.valueOf(text.trim());
    } catch (NumberFormatException e) {
      throw new BadRequest(400, MODEL, "expected a model's number, from 1, got '" + text + "'");
    }
  }

  private static HexMovementRules hexRules(Scenario s, Params p) {
    if (p.one(MODEL) != null) {
      throw new BadRequest(400, MODEL, "picks a model of a unit on a table; this scenario's"
          + " board is a hex map");
    }
    return s.hexRules();
  }
}
