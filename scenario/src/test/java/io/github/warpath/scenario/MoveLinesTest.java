package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Orders files one line at a time: every line reads to the same order, and every verdict and
 * error writes to the same text, as the general way (a JSON tree read by {@link Orders#read} and
 * {@link Results#verdict} written compact), whether or not the short cut takes the line.
 */
class MoveLinesTest {
  /** Recognises a line without resolving it: any unit, every label a step into one box. */
  private static final OrderLineScan.Parts PARTS = new OrderLineScan.Parts() {
    @Override
    public MoveQuery unit(String line, int from, int to, int hash) {
      return MoveQuery.of(line.substring(from, to));
    }

    @Override
    public Step step(String line, int from, int to, int hash) {
      return new Step(Position.box("anywhere"), null, null);
    }
  };

  /** What the general way answers for a line: the result line's text. */
  private static String general(Scenario s, String text, int number) {
    JsonValue id = JsonValue.ofNull();
    try {
      JsonValue order = JsonValue.parseLine(text, "orders.jsonl", number);
      if (order.isObject() && order.has("id")) {
        id = order.get("id");
      }
      MoveOrder o = Orders.read(order, s);
      Verdict v = s.ruleSet().check(s.state(), o);
      return line(number, id, Results.verdict(s, o.query(), v));
    } catch (InvalidInputException e) {
      return line(number, id, Results.error(e));
    }
  }

  private static String line(int number, JsonValue id, JsonValue content) {
    return JsonValue.object().put("line", number).put("id", id).putAll(content).build()
        .toJson();
  }

  /** What the lines answer. */
  private static String lines(MoveLines io, Scenario s, String text, int number) {
    MoveLines.Line order;
    try {
      order = io.read(text, "orders.jsonl", number);
    } catch (InvalidInputException e) {
      JsonValue id = JsonValue.ofNull();
      try {
        JsonValue v = JsonValue.parseLine(text, "orders.jsonl", number);
        id = v.isObject() && v.has("id") ? v.get("id") : id;
      } catch (InvalidInputException again) {
        // not JSON: no id
      }
      return io.error(number, id, e);
    }
    try {
      Verdict v = s.ruleSet().check(s.state(), order.order());
      return io.verdict(number, order.id(), order.order().query(), v);
    } catch (InvalidInputException e) {
      return io.error(number, order.id(), e);
    }
  }

  /** A random order line for a scenario, in one of many shapes, some of them malformed. */
  private static String randomLine(Scenario s, SplittableRandom rnd, int n) {
    HexMap map = s.state().hexMap();
    List<Unit> units = new ArrayList<>(s.state().units());
    Unit u = units.get(rnd.nextInt(units.size()));
    List<String> path = new ArrayList<>();
    int at = u.hexOrNull() == null ? rnd.nextInt(map.size()) : map.index(u.hexOrNull());
    int steps = rnd.nextInt(5);
    for (int k = 0; k < steps; k++) {
      int next = map.neighbor(at, rnd.nextInt(6));
      if (next < 0) {
        path.add(rnd.nextBoolean() ? "9999" : "box:nowhere");
        break;
      }
      at = next;
      path.add(map.label(at));
    }
    String unit = rnd.nextInt(40) == 0 ? "nobody" : u.id();
    StringBuilder p = new StringBuilder("[");
    for (int k = 0; k < path.size(); k++) {
      p.append(k > 0 ? (rnd.nextBoolean() ? ", " : ",") : "").append('"').append(path.get(k))
          .append(rnd.nextInt(30) == 0 ? "@N" : "").append('"');
    }
    p.append(']');
    String id = switch (rnd.nextInt(8)) {
      case 0 -> null;
      case 1 -> "\"o" + n + "\"";
      case 2 -> "-" + n;
      case 3 -> "0" + n;
      case 4 -> "\"a\\u0041\"";
      default -> Integer.toString(n);
    };
    List<String> members = new ArrayList<>();
    if (id != null) {
      members.add("\"id\":" + id);
    }
    members.add("\"unit\": \"" + unit + "\"");
    members.add("\"path\":" + (rnd.nextInt(20) == 0 ? "\"" + String.join(",", path) + "\"" : p));
    switch (rnd.nextInt(25)) {
      case 0 -> members.add("\"mode\": \"normal\"");
      case 1 -> members.add("\"from\": \"" + map.label(rnd.nextInt(map.size())) + "\"");
      case 2 -> members.add("\"id\": 1");
      case 3 -> members.add("\"extra\": true");
      default -> { }
    }
    java.util.Collections.shuffle(members, new java.util.Random(rnd.nextLong()));
    String text = (rnd.nextInt(10) == 0 ? " { " : "{") + String.join(rnd.nextBoolean() ? ", "
        : ",", members) + "}";
    return switch (rnd.nextInt(60)) {
      case 0 -> text.substring(0, text.length() - 1);
      case 1 -> text + " x";
      case 2 -> "[" + text + "]";
      default -> text;
    };
  }

  @Test
  void everyLineOfEveryHexExampleReadsAndWritesAsTheGeneralWay() {
    SplittableRandom rnd = new SplittableRandom(20L);
    int quick = 0;
    int total = 0;
    for (Path file : Examples.hexMaps()) {
      Scenario s = ScenarioReader.standard().read(file);
      if (s.state().units().isEmpty()) {
        continue;
      }
      MoveLines io = MoveLines.of(s);
      for (int n = 1; n <= 300; n++) {
        String text = randomLine(s, rnd, n);
        assertEquals(general(s, text, n), lines(io, s, text, n), file + ": " + text);
        total++;
        quick += OrderLineScan.scan(text, PARTS) != null ? 1 : 0;
      }
    }
    assertTrue(total >= 1500, "lines checked: " + total);
    assertTrue(quick > total / 3, "lines taken by the short cut: " + quick + " of " + total);
    assertTrue(quick < total, "every line took the short cut");
  }

  @Test
  void theShortCutTakesOnlyPlainLines() {
    OrderLineScan.Parts parts = PARTS;
    assertNotNull(OrderLineScan.scan(" {\"path\": [\"0101\"], \"unit\": \"a\", \"id\": 7} ",
        parts));
    assertEquals("7", OrderLineScan.scan("{\"id\":7,\"unit\":\"a\",\"path\":[]}", parts).id()
        .scalarText());
    assertNull(OrderLineScan.scan("{\"id\":07,\"unit\":\"a\",\"path\":[]}", parts),
        "leading zero");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\\u0041\",\"path\":[]}", parts), "escape");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\",\"unit\":\"b\",\"path\":[]}", parts),
        "a member twice");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\",\"path\":[\"0101@N\"]}", parts), "facing");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\",\"path\":\"0101\"}", parts), "path as text");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\",\"path\":[]} x", parts), "trailing text");
    assertNull(OrderLineScan.scan("{\"unit\":\"a\"}", parts), "no path");
  }
}
