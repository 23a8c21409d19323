package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.Position;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The JSON shapes of answers, exactly. */
class ResultsTest {
  private static final Scenario ROAD = ScenarioReader.of(RuleSets.of(new ExampleRules()))
      .read(Examples.file("example-road.json"));
  private static final HexMap MAP = ROAD.state().hexMap();

  @Test
  void movementPointsAreADecimalAndExactTwelfths() {
    JsonValue.ObjectBuilder b = JsonValue.object();
    Results.mp(b, "cost", Mp.ofTwelfths(16));
    Results.mp(b, "spent", Mp.ofHalves(3));
    Results.mp(b, "needed", null);
    assertEquals("{\"cost\":1.333,\"costTwelfths\":16,\"spent\":1.5,\"spentTwelfths\":18,"
        + "\"needed\":null,\"neededTwelfths\":null}", b.build().toJson());
  }

  @Test
  void aRangeListsEveryPositionCheapestFirst() {
    Reach reach = ROAD.hexRules().reach(ROAD.state(), MoveQuery.of("recon"));
    JsonValue json = Results.reach(ROAD, MoveQuery.of("recon"), reach);
    assertTrue(json.toJson().startsWith("{\"ruleSet\":\"example\",\"units\":[\"recon\"],"
        + "\"mode\":\"normal\",\"start\":\"0405\",\"allowance\":4,\"allowanceTwelfths\":48,"
        + "\"size\":53,\"reach\":[{\"position\":\"0405\",\"cost\":0,\"costTwelfths\":0,"
        + "\"mustStop\":false},{\"position\":\"0304\",\"cost\":0.5,\"costTwelfths\":6,"
        + "\"mustStop\":false},"), json.toJson());
    assertEquals(53, json.get("reach").size());
    JsonValue nextToGuns = json.get("reach").elements().stream()
        .filter(e -> e.get("position").text().equals("0603")).findFirst().orElseThrow();
    assertEquals("{\"position\":\"0603\",\"cost\":2,\"costTwelfths\":24,\"mustStop\":true}",
        nextToGuns.toJson());
  }

  @Test
  void aRouteListsItsStepsWithCostsAndNotes() {
    Position town = Position.hex(MAP.parse("1005"));
    JsonValue json = Results.route(ROAD, MoveQuery.of("recon"), ROAD.state().unit("recon")
        .position(), town, ROAD.hexRules().path(ROAD.state(), MoveQuery.of("recon"), town));
    assertEquals("{\"ruleSet\":\"example\",\"units\":[\"recon\"],\"mode\":\"normal\","
        + "\"start\":\"0405\",\"target\":\"1005\",\"reachable\":true,\"cost\":3,"
        + "\"costTwelfths\":36,\"mustStop\":false,\"steps\":["
        + "{\"step\":1,\"position\":\"0504\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":0.5,"
        + "\"spentTwelfths\":6,\"facing\":null,\"note\":\"road\"},"
        + "{\"step\":2,\"position\":\"0604\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":1,"
        + "\"spentTwelfths\":12,\"facing\":null,\"note\":\"road\"},"
        + "{\"step\":3,\"position\":\"0704\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":1.5,"
        + "\"spentTwelfths\":18,\"facing\":null,\"note\":\"road\"},"
        + "{\"step\":4,\"position\":\"0805\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":2,"
        + "\"spentTwelfths\":24,\"facing\":null,\"note\":\"road\"},"
        + "{\"step\":5,\"position\":\"0905\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":2.5,"
        + "\"spentTwelfths\":30,\"facing\":null,\"note\":\"road\"},"
        + "{\"step\":6,\"position\":\"1005\",\"cost\":0.5,\"costTwelfths\":6,\"spent\":3,"
        + "\"spentTwelfths\":36,\"facing\":null,\"note\":\"road\"}]}", json.toJson());
  }

  @Test
  void anUnreachableTargetKeepsTheShapeWithNulls() {
    Position hills = Position.hex(MAP.parse("0702"));
    JsonValue json = Results.route(ROAD, MoveQuery.of("recon"), ROAD.state().unit("recon")
        .position(), hills, Optional.empty());
    assertEquals("{\"ruleSet\":\"example\",\"units\":[\"recon\"],\"mode\":\"normal\","
        + "\"start\":\"0405\",\"target\":\"0702\",\"reachable\":false,\"cost\":null,"
        + "\"costTwelfths\":null,\"mustStop\":null,\"steps\":[]}", json.toJson());
  }

  @Test
  void aVerdictNamesEveryViolationWithItsRuleAndArithmetic() {
    MoveOrder order = MoveOrder.path("recon", MAP.parse("0404"), MAP.parse("0403"),
        MAP.parse("0402"));
    Verdict v = ROAD.ruleSet().check(ROAD.state(), order);
    JsonValue json = Results.verdict(ROAD, order.query(), v);
    assertEquals(false, json.get("legal").bool());
    JsonValue violation = json.get("violations").elements().get(0);
    assertEquals("{\"rule\":{\"ruleSet\":\"example\",\"section\":\"2\",\"heading\":"
        + "\"Movement allowance\"},\"reason\":\"not enough movement points left\",\"step\":3,"
        + "\"location\":\"0402\",\"hexside\":\"0403/0402\",\"needed\":1,\"neededTwelfths\":12,"
        + "\"available\":0,\"availableTwelfths\":0,\"text\":\"example 2 Movement allowance -"
        + " step 3, 0402: not enough movement points left (needs 1 MP, 0 MP left)\"}",
        violation.toJson());
    assertEquals(1, json.get("violations").size());
    assertEquals(5, json.get("spent").integer(0, 100), "the walk goes on past the violation");
    assertEquals("[]", json.get("warnings").toJson());
  }

  @Test
  void anErrorCarriesItsLocation() {
    ScenarioException e = new ScenarioException("s.json", 4, 9, "units[0].kind", "unknown");
    assertEquals("{\"error\":{\"message\":\"s.json:4:9: units[0].kind: unknown\",\"source\":"
        + "\"s.json\",\"line\":4,\"column\":9,\"path\":\"units[0].kind\",\"problem\":"
        + "\"unknown\"}}", Results.error(e).toJson());
    assertEquals("{\"error\":{\"message\":\"unit: unknown unit 'x'\",\"source\":null,\"line\":"
        + "null,\"column\":null,\"path\":\"unit\",\"problem\":\"unknown unit 'x'\"}}",
        Results.error(new InvalidInputException("unit", "unknown unit 'x'")).toJson());
  }

  @Test
  void aRuleSetListsItsModesRulesTerrainAndWords() {
    JsonValue json = Results.ruleSet(new ExampleRules());
    assertEquals("example", json.get("id").text());
    assertEquals("hex-map", json.get("board").text());
    assertEquals("[{\"id\":\"normal\",\"description\":\"hex to hex\"}]",
        json.get("modes").toJson());
    assertEquals(6, json.get("rules").size());
    assertEquals("{\"hex\":[\"clear\",\"town\",\"woods\",\"hills\",\"swamp\",\"lake\"],"
        + "\"hexside\":[\"stream\",\"road\"]}", json.get("terrain").toJson());
    assertEquals("{\"unit-kinds\":[\"infantry\",\"armor\",\"recon\"]}",
        json.get("vocabulary").toJson());
  }
}
