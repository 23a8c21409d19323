package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.ReachEntry;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Queries on fuzzed states of every hex rule set. Each input takes one of the example scenarios,
 * changes it (terrain letters, unit positions and allowances, weather, phase, conditions), reads
 * it, and asks for the range, a path to a target hex (on or off the map) and the check of that
 * path and of a walk. Whatever the state: the only exception is {@link InvalidInputException};
 * costs are never negative; a hex in the range has a path of the range's cost that the checker
 * accepts at that cost; a hex outside the range has no path; a legal walk ends in the range.
 */
class QueryFuzzTest {
  private static final ScenarioReader READER = ScenarioReader.standard();
  private static final List<String> TEXTS = texts();
  private static final Pattern POSITION = Pattern.compile("\"position\": \"[^\"]*\"");
  private static final Pattern ALLOWANCE = Pattern.compile("\"allowance\": [-0-9./\"]+");
  private static final Pattern WORD = Pattern.compile(
      "\"(weather|phase|activeSide|kind|side)\": \"[^\"]*\"");
  private static final Pattern ROW = Pattern.compile("^\\s*\"([^\"]+)\",?$",
      Pattern.MULTILINE);

  private static List<String> texts() {
    List<String> out = new ArrayList<>();
    for (Path p : Examples.hexMaps()) {
      try {
        out.add(Files.readString(p));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  @FuzzTest(maxDuration = "60s")
  void queriesOnFuzzedStatesAgreeOrRefuseCleanly(FuzzedDataProvider data) {
    String text = TEXTS.get(data.consumeInt(0, TEXTS.size() - 1));
    String fuzzed = damage(text, data);
    Scenario scenario;
    try {
      scenario = READER.read(fuzzed, "fuzzed.json");
    } catch (ScenarioException e) {
      assertFalse(e.problem().isBlank(), e::getMessage);
      return;
    }
    if (!(scenario.ruleSet() instanceof HexMovementRules)) {
      return;
    }
    HexMovementRules rules = (HexMovementRules) scenario.ruleSet();
    GameState state = scenario.state();
    List<Unit> units = state.units();
    String id = data.consumeBoolean() && !units.isEmpty()
        ? units.get(data.consumeInt(0, units.size() - 1)).id() : data.consumeString(8);
    MoveQuery query = rules.modes().size() > 1 && data.consumeBoolean()
        ? MoveQuery.of(id, rules.modes().get(data.consumeInt(0, rules.modes().size() - 1)).id())
        : MoveQuery.of(id);
    HexMap map = state.hexMap();
    Hex target = map.hex(data.consumeInt(0, map.size() - 1));
    if (data.consumeInt(0, 7) == 0) {
      target = Hex.of(target.q() + data.consumeInt(-40, 40), target.r() + data.consumeInt(-40, 40));
    }
    List<Step> walk = new ArrayList<>();
    Hex at = start(state, id);
    int len = at == null ? 0 : data.consumeInt(0, 8);
    for (int i = 0; i < len; i++) {
      at = at.neighbor(HexDirection.of(data.consumeInt(0, 5)));
      walk.add(Step.enter(at));
    }
    query(rules, state, query, target, walk);
  }

  /** The checks on one query; public for the focused tests of what the fuzzer found. */
  static void query(HexMovementRules rules, GameState state, MoveQuery query, Hex target,
      List<Step> walk) {
    List<ReachEntry> range = only(() -> rules.reach(state, query).entries());
    Optional<Route> path = only(() -> rules.path(state, query, Position.hex(target)));
    Verdict walked = only(() -> rules.check(state, MoveOrder.of(query, walk)));
    if (range == null) {
      assertTrue(path == null && walked == null,
          "the range refused the query but path or check answered it");
      return;
    }
    Map<Position, Mp> best = new HashMap<>();
    for (ReachEntry e : range) {
      assertFalse(e.cost().isNegative(), () -> "negative cost " + e);
      best.put(e.position(), e.cost());
    }
    Mp inRange = best.get(Position.hex(target));
    if (path == null) {
      assertTrue(!state.hexMap().contains(target), "path refused a target on the map");
      assertTrue(inRange == null, "path refused a target in the range");
    } else if (inRange == null) {
      assertFalse(path.isPresent(), () -> "a path to " + target + " outside the range: "
          + path.get());
    } else {
      Route r = path.orElseThrow(() -> new AssertionError("no path to " + target
          + " in the range at " + inRange));
      assertEquals(inRange, r.cost(), "path and range costs");
      assertEquals(Position.hex(target), r.end());
      Verdict v = rules.check(state, MoveOrder.of(query, r.toSteps()));
      assertTrue(v.legal(), () -> "the checker rejects the path " + r + "\n" + v);
      assertEquals(inRange, v.spent(), "check and range costs");
    }
    if (walked != null) {
      assertFalse(walked.spent().isNegative(), () -> "negative cost " + walked);
      for (Violation x : walked.violations()) {
        assertFalse(x.reason().isBlank(), () -> "a violation without a reason: " + x);
      }
      if (walked.legal()) {
        Position end = walked.end().orElseThrow(() -> new AssertionError("legal without end"));
        Mp cheapest = best.get(end);
        assertTrue(cheapest != null, () -> "a legal walk ends outside the range: " + walked);
        assertTrue(cheapest.compareTo(walked.spent()) <= 0,
            () -> "a legal walk is cheaper than the range: " + walked);
      }
    }
  }

  private static Hex start(GameState state, String id) {
    return state.hasUnit(id) ? state.unit(id).hexOrNull() : null;
  }

  /** The answer, or null when the query is refused as bad input. */
  private static <T> T only(Supplier<T> call) {
    try {
      return call.get();
    } catch (InvalidInputException e) {
      assertFalse(e.getMessage() == null || e.getMessage().isBlank(), "a refusal without words");
      return null;
    }
  }

  private static String damage(String text, FuzzedDataProvider data) {
    String s = text;
    int edits = data.consumeInt(0, 10);
    for (int i = 0; i < edits; i++) {
      switch (data.consumeInt(0, 4)) {
        case 0:
          s = replaceOne(s, POSITION, data,
              "\"position\": \"" + String.format("%02d%02d", data.consumeInt(0, 30),
                  data.consumeInt(0, 30)) + "\"");
          break;
        case 1:
          s = replaceOne(s, ALLOWANCE, data, "\"allowance\": " + (data.consumeBoolean()
              ? Integer.toString(data.consumeInt(-2, 60))
              : "\"" + data.consumeInt(0, 30) + "/" + data.consumeInt(1, 4) + "\""));
          break;
        case 2:
          s = terrain(s, data);
          break;
        case 3:
          s = word(s, data);
          break;
        default:
          s = replaceOne(s, POSITION, data, "\"position\": \"" + data.consumeString(6)
              .replace("\\", "").replace("\"", "") + "\"");
      }
    }
    return s;
  }

  private static String replaceOne(String s, Pattern p, FuzzedDataProvider data, String with) {
    List<int[]> hits = new ArrayList<>();
    Matcher m = p.matcher(s);
    while (m.find()) {
      hits.add(new int[] {m.start(), m.end()});
    }
    if (hits.isEmpty()) {
      return s;
    }
    int[] h = hits.get(data.consumeInt(0, hits.size() - 1));
    return s.substring(0, h[0]) + with + s.substring(h[1]);
  }

  /** Another word from the rule set's vocabulary (or a word it does not know) for a field. */
  private static String word(String s, FuzzedDataProvider data) {
    Matcher m = WORD.matcher(s);
    List<int[]> hits = new ArrayList<>();
    List<String> fields = new ArrayList<>();
    while (m.find()) {
      hits.add(new int[] {m.start(), m.end()});
      fields.add(m.group(1));
    }
    if (hits.isEmpty()) {
      return s;
    }
    int k = data.consumeInt(0, hits.size() - 1);
    String field = fields.get(k);
    String value = data.consumeInt(0, 9) == 0 ? "nothing-known" : pick(s, field, data);
    return s.substring(0, hits.get(k)[0]) + "\"" + field + "\": \"" + value + "\""
        + s.substring(hits.get(k)[1]);
  }

  private static String pick(String s, String field, FuzzedDataProvider data) {
    Matcher id = Pattern.compile("\"ruleSet\": \"([^\"]+)\"").matcher(s);
    if (!id.find()) {
      return "nothing-known";
    }
    io.github.warpath.rules.RuleSet rs;
    try {
      rs = io.github.warpath.rules.RuleSets.installed().get(id.group(1));
    } catch (InvalidInputException e) {
      return "nothing-known";
    }
    String category = switch (field) {
      case "weather" -> "weather";
      case "phase" -> "phases";
      case "kind" -> "unit-kinds";
      default -> "";
    };
    List<String> words = rs.vocabulary().getOrDefault(category, List.of());
    if (words.isEmpty()) {
      Matcher sides = Pattern.compile("\"side\": \"([^\"]+)\"").matcher(s);
      List<String> found = new ArrayList<>();
      while (sides.find()) {
        found.add(sides.group(1));
      }
      return found.isEmpty() ? "nothing-known" : found.get(data.consumeInt(0, found.size() - 1));
    }
    return words.get(data.consumeInt(0, words.size() - 1));
  }

  /** One letter of a terrain row replaced by another letter of the legend. */
  private static String terrain(String s, FuzzedDataProvider data) {
    int from = s.indexOf("\"terrain\"");
    int to = from < 0 ? -1 : s.indexOf(']', from);
    if (to < 0) {
      return s;
    }
    Matcher legend = Pattern.compile("\"legend\": \\{([^}]*)\\}").matcher(s);
    String letters = ".";
    if (legend.find()) {
      StringBuilder b = new StringBuilder();
      Matcher key = Pattern.compile("\"(.)\":").matcher(legend.group(1));
      while (key.find()) {
        b.append(key.group(1));
      }
      letters = b.length() == 0 ? "." : b.toString();
    }
    Matcher row = ROW.matcher(s);
    row.region(from, to);
    List<int[]> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(new int[] {row.start(1), row.end(1)});
    }
    if (rows.isEmpty()) {
      return s;
    }
    int[] r = rows.get(data.consumeInt(0, rows.size() - 1));
    int at = data.consumeInt(r[0], r[1] - 1);
    char c = letters.charAt(data.consumeInt(0, letters.length() - 1));
    return s.substring(0, at) + c + s.substring(at + 1);
  }
}
