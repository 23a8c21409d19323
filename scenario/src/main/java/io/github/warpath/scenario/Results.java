package io.github.warpath.scenario;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Alternative;
import io.github.warpath.rules.Alternatives;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.Position;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * JSON encodings of answers: rule sets, ranges, routes, verdicts and errors. These are the
 * shapes the command line prints with {@code --json}; they are documented in the command line's
 * reference and kept stable within a {@link #VERSION}.
 *
 * <p>Movement points appear twice: as a decimal number for reading ({@code "cost": 1.5}, thirds
 * rounded to three places) and as an exact whole number of twelfths for arithmetic
 * ({@code "costTwelfths": 18}). Positions are written as in scenario files: hex labels in the
 * map's numbering, {@code box:NAME} for boxes.
 */
public final class Results {
  /** The version of the result shapes. */
  public static final int VERSION = 1;

  private Results() {}

  /**
   * Puts movement points as {@code name} (decimal) and {@code nameTwelfths} (exact).
   *
   * @param b the object being built
   * @param name the member name
   * @param mp the points, or null to write nulls
   */
  public static void mp(JsonValue.ObjectBuilder b, String name, Mp mp) {
    if (mp == null) {
      b.put(name, JsonValue.ofNull()).put(name + "Twelfths", JsonValue.ofNull());
      return;
    }
    b.put(name, JsonValue.ofNumber(new BigDecimal(mp.toDecimalString())))
        .put(name + "Twelfths", mp.twelfths());
  }

  /**
   * A rule set: id, name, version, description, board kind, modes, rules, terrain and words.
   *
   * @param rules the rule set
   * @return the object
   */
  public static JsonValue ruleSet(RuleSet rules) {
    JsonValue.ObjectBuilder b = JsonValue.object().put("id", rules.id())
        .put("name", rules.name()).put("version", rules.version())
        .put("description", rules.description())
        .put("board", rules.terrain().isPresent() ? HexMapFormat.KIND : ScenarioReader.TABLE);
    List<JsonValue> modes = new ArrayList<>();
    for (MovementMode m : rules.modes()) {
      modes.add(JsonValue.object().put("id", m.id()).put("description", m.description())
          .build());
    }
    b.put("modes", JsonValue.ofArray(modes));
    List<JsonValue> ruleList = new ArrayList<>();
    for (Rule r : rules.rules()) {
      ruleList.add(JsonValue.object().put("section", r.section()).put("heading", r.heading())
          .build());
    }
    b.put("rules", JsonValue.ofArray(ruleList));
    if (rules.terrain().isPresent()) {
      TerrainVocabulary t = rules.terrain().get();
      b.put("terrain", JsonValue.object().put("hex", JsonValue.ofTexts(t.hexFeatureNames()))
          .put("hexside", JsonValue.ofTexts(t.hexsideFeatureNames())).build());
    } else {
      b.put("terrain", JsonValue.ofNull());
    }
    JsonValue.ObjectBuilder words = JsonValue.object();
    for (Map.Entry<String, List<String>> e : new TreeMap<>(rules.vocabulary()).entrySet()) {
      words.put(e.getKey(), JsonValue.ofTexts(e.getValue()));
    }
    return b.put("vocabulary", words.build()).build();
  }

  /**
   * Puts the members that say who moved and how: {@code ruleSet}, {@code units}, {@code mode}
   * and, if there are any, {@code options}.
   *
   * @param b the object being built
   * @param scenario the scenario
   * @param query the query
   */
  public static void query(JsonValue.ObjectBuilder b, Scenario scenario, MoveQuery query) {
    b.put("ruleSet", scenario.ruleSet().id());
    b.put("units", JsonValue.ofTexts(query.units()));
    b.put("mode", scenario.ruleSet().mode(query.mode()).id());
    if (!query.options().isEmpty()) {
      b.put("options", JsonValue.ofTextMap(query.options()));
    }
  }

  /**
   * A position as scenario files write it: a hex label or {@code box:NAME} on a hex map; on a
   * table the models' points ({@code [12, 9]}, {@code [[12, 9], [13.5, 9.5]]}).
   *
   * @param scenario the scenario
   * @param position a position on its board
   * @return the value
   */
  public static JsonValue position(Scenario scenario, Position position) {
    return scenario.boardFormat().writePosition(position, scenario.state().board());
  }

  /**
   * A movement range: every reachable position with its cost and whether the move ends there,
   * cheapest first.
   *
   * @param scenario the scenario
   * @param query who moved
   * @param reach the range
   * @return the object
   */
  public static JsonValue reach(Scenario scenario, MoveQuery query, Reach reach) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    query(b, scenario, query);
    b.put("start", position(scenario, reach.start()));
    mp(b, "allowance", reach.allowance());
    b.put("size", reach.size());
    List<JsonValue> entries = new ArrayList<>();
    for (int i = 0; i < reach.size(); i++) {
      JsonValue.ObjectBuilder e = JsonValue.object()
          .put("position", position(scenario, reach.position(i)));
      mp(e, "cost", reach.cost(i));
      entries.add(e.put("mustStop", reach.mustStop(i)).build());
    }
    return b.put("reach", JsonValue.ofArray(entries)).build();
  }

  /**
   * The cheapest legal route to a target, or that there is none.
   *
   * @param scenario the scenario
   * @param query who moves
   * @param start where the move starts
   * @param target the target
   * @param route the route, or empty if the target cannot be reached legally
   * @return the object
   */
  public static JsonValue route(Scenario scenario, MoveQuery query, Position start,
      Position target, Optional<Route> route) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    query(b, scenario, query);
    b.put("start", position(scenario, start)).put("target", position(scenario, target))
        .put("reachable", route.isPresent());
    mp(b, "cost", route.map(Route::cost).orElse(null));
    b.put("mustStop", route.isPresent() ? JsonValue.ofBoolean(route.get().mustStop())
        : JsonValue.ofNull());
    return b.put("steps", steps(scenario, route.map(Route::steps).orElse(List.of()))).build();
  }

  private static JsonValue steps(Scenario scenario, List<StepReport> steps) {
    List<JsonValue> out = new ArrayList<>();
    for (StepReport s : steps) {
      JsonValue.ObjectBuilder e = JsonValue.object().put("step", s.step())
          .put("position", position(scenario, s.position()));
      mp(e, "cost", s.cost());
      mp(e, "spent", s.spent());
      e.put("facing", s.facing() == null ? null
          : scenario.boardFormat().writeFacing(s.facing(), scenario.state().board()).text());
      out.add(e.put("note", s.note()).build());
    }
    return JsonValue.ofArray(out);
  }

  /**
   * A verdict: legal or not, the points spent, where the move ends (and, for an order of several
   * units on a table, {@code ends}: each unit's end by id), the steps, every violation with its
   * rule and reason, and warnings.
   *
   * @param scenario the scenario
   * @param query who moved
   * @param verdict the verdict
   * @return the object
   */
  public static JsonValue verdict(Scenario scenario, MoveQuery query, Verdict verdict) {
    JsonValue.ObjectBuilder b = JsonValue.object();
    query(b, scenario, query);
    b.put("legal", verdict.legal());
    mp(b, "spent", verdict.spent());
    mp(b, "allowance", verdict.allowance());
    b.put("end", verdict.end().map(p -> position(scenario, p)).orElse(JsonValue.ofNull()));
    if (verdict.ends().size() > 1) {
      JsonValue.ObjectBuilder ends = JsonValue.object();
      verdict.ends().forEach((id, p) -> ends.put(id, position(scenario, p)));
      b.put("ends", ends.build());
    }
    b.put("steps", steps(scenario, verdict.steps()));
    b.put("violations", violations(verdict.violations()));
    return b.put("warnings", violations(verdict.warnings())).build();
  }

  /**
   * The alternatives to an illegal order, as an array of objects in the order cheapest path,
   * nearest hex, longest prefix: each with {@code kind}, {@code summary}, {@code end}, {@code
   * distance} (hexes left to the destination, null off hexes), {@code cost} and {@code steps}
   * (as in a path). Empty for a legal order.
   *
   * @param scenario the scenario
   * @param alternatives the alternatives
   * @return the array
   */
  public static JsonValue alternatives(Scenario scenario, Alternatives alternatives) {
    List<JsonValue> out = new ArrayList<>();
    for (Alternative a : alternatives.all()) {
      JsonValue.ObjectBuilder e = JsonValue.object().put("kind", a.kind().id())
          .put("summary", a.summary()).put("end", position(scenario, a.end()))
          .put("distance", a.distance() < 0 ? JsonValue.ofNull()
              : JsonValue.ofNumber(a.distance()));
      mp(e, "cost", a.cost());
      out.add(e.put("steps", steps(scenario, a.route().steps())).build());
    }
    return JsonValue.ofArray(out);
  }

  private static JsonValue violations(List<Violation> violations) {
    List<JsonValue> out = new ArrayList<>();
    for (Violation v : violations) {
      JsonValue.ObjectBuilder e = JsonValue.object();
      e.put("rule", JsonValue.object().put("ruleSet", v.rule().ruleSet())
          .put("section", v.rule().section()).put("heading", v.rule().heading()).build());
      e.put("reason", v.reason());
      e.put("step", v.step().isPresent() ? JsonValue.ofNumber(v.step().getAsInt())
          : JsonValue.ofNull());
      e.put("location", v.location().orElse(null));
      e.put("hexside", v.hexside().orElse(null));
      mp(e, "needed", v.needed().orElse(null));
      mp(e, "available", v.available().orElse(null));
      out.add(e.put("text", v.toString()).build());
    }
    return JsonValue.ofArray(out);
  }

  /**
   * Bad input, with its location when known.
   *
   * @param e the exception
   * @return {@code {"error": {...}}}
   */
  public static JsonValue error(InvalidInputException e) {
    JsonValue.ObjectBuilder b = JsonValue.object().put("message", e.getMessage());
    if (e instanceof ScenarioException) {
      ScenarioException s = (ScenarioException) e;
      b.put("source", s.source().isEmpty() ? null : s.source());
      b.put("line", s.line() > 0 ? JsonValue.ofNumber(s.line()) : JsonValue.ofNull());
      b.put("column", s.column() > 0 ? JsonValue.ofNumber(s.column()) : JsonValue.ofNull());
      b.put("path", s.path().isEmpty() ? null : s.path());
      b.put("problem", s.problem());
    } else {
      b.put("source", JsonValue.ofNull()).put("line", JsonValue.ofNull())
          .put("column", JsonValue.ofNull())
          .put("path", e.field().isEmpty() ? null : e.field())
          .put("problem", HexMapFormat.problem(e));
    }
    return JsonValue.object().put("error", b.build()).build();
  }
}
