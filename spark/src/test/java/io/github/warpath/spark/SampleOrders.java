package io.github.warpath.spark;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.StepReport;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Orders for a scenario, as JSON lines, from a seeded random source: cheapest routes to reachable
 * positions (legal), random walks through neighbouring hexes (often illegal: terrain, zones,
 * points), moves judged from another start, and bad input of several kinds.
 */
final class SampleOrders {
  private SampleOrders() {}

  static List<String> of(Scenario s, long seed, int perUnit) {
    Random random = new Random(seed);
    HexMovementRules rules = s.hexRules();
    HexMap map = s.state().hexMap();
    List<String> lines = new ArrayList<>();
    int n = 0;
    for (Unit u : s.state().units()) {
      if (u.position().hexOrNull() == null) {
        continue;
      }
      MoveQuery query = MoveQuery.builder().addUnits(u.id()).build();
      List<Position> reachable = rules.reach(s.state(), query).entries().stream()
          .map(e -> e.position()).toList();
      for (int k = 0; k < perUnit; k++) {
        JsonValue.ObjectBuilder order = JsonValue.object().put("id", "o" + (++n))
            .put("unit", u.id());
        List<JsonValue> path = new ArrayList<>();
        switch (random.nextInt(4)) {
          case 0: {
            Position target = reachable.get(random.nextInt(reachable.size()));
            Optional<Route> route = rules.path(s.state(), query, target);
            route.ifPresent(r -> r.steps().forEach(step -> path.add(step(s, step))));
            break;
          }
          case 1:
            order.put("mode", rules.modes().get(random.nextInt(rules.modes().size())).id());
            walk(s, map, u.position().hexOrNull(), random, path);
            break;
          case 2: {
            Hex from = map.hex(random.nextInt(map.size()));
            order.put("from", map.label(from));
            walk(s, map, from, random, path);
            break;
          }
          default:
            walk(s, map, u.position().hexOrNull(), random, path);
        }
        lines.add(order.put("path", JsonValue.ofArray(path)).build().toJson());
      }
    }
    Unit first = s.state().units().get(0);
    lines.add("");
    lines.add("{\"id\": 7, \"unit\": \"no-such-unit\", \"path\": []}");
    lines.add("{\"id\": \"off\", \"unit\": \"" + first.id() + "\", \"path\": [\"9999\"]}");
    lines.add("{\"id\": \"extra\", \"unit\": \"" + first.id() + "\", \"speed\": 3, \"path\": []}");
    lines.add("[\"not\", \"an\", \"order\"]");
    // the path as one text of comma-separated steps: a move onto the unit's own hex
    lines.add("{\"unit\": \"" + first.id() + "\", \"path\": \"" + map.label(
        first.position().hexOrNull()) + "\"}");
    return lines;
  }

  private static void walk(Scenario s, HexMap map, Hex from, Random random,
      List<JsonValue> path) {
    Hex at = from;
    int steps = 1 + random.nextInt(6);
    for (int i = 0; i < steps; i++) {
      Hex next = at.neighbor(HexDirection.values()[random.nextInt(6)]);
      if (!map.contains(next)) {
        continue;
      }
      path.add(JsonValue.ofText(map.label(next)));
      at = next;
    }
  }

  private static JsonValue step(Scenario s, StepReport step) {
    JsonValue to = Results.position(s, step.position());
    if (step.facing() == null) {
      return to;
    }
    return JsonValue.object().put("to", to).put("facing", s.boardFormat()
        .writeFacing(step.facing(), s.state().board()).text()).build();
  }
}
