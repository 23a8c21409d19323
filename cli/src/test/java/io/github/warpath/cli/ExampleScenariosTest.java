package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every example scenario in examples/scenarios loads with the installed rule sets and answers
 * range queries whose every position has a route the checker finds legal at the same cost; every
 * installed hex rule set has an example. Adding a rule set means adding one file,
 * examples/scenarios/RULESET-NAME.json.
 */
class ExampleScenariosTest {
  private static final Path FOLDER = Path.of("..", "examples", "scenarios");

  static List<Path> examples() throws IOException {
    try (Stream<Path> files = Files.list(FOLDER)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted()
          .collect(Collectors.toList());
    }
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyExampleLoadsAndAnswersReachForEveryUnit(Path file) {
    Scenario s = ScenarioReader.standard().read(file);
    assertTrue(file.getFileName().toString().startsWith(s.ruleSet().id() + "-"),
        "example files are named after their rule set: " + s.ruleSet().id() + "-*.json");
    HexMovementRules rules = s.hexRules();
    int answered = 0;
    for (Unit u : s.state().units()) {
      if (u.hexOrNull() == null) {
        continue;
      }
      MoveQuery q = MoveQuery.of(u.id());
      Reach reach = rules.reach(s.state(), q);
      assertTrue(reach.size() >= 1, u.id());
      assertEquals(u.position(), reach.start());
      assertTrue(reach.cost(reach.indexOf(u.position())).isZero(), u.id() + " starts at 0");
      for (int i = 0; i < reach.size(); i++) {
        Route route = rules.path(s.state(), q, reach.position(i)).orElseThrow();
        assertEquals(reach.cost(i), route.cost(), u.id() + " to " + s.describe(reach.position(i)));
        Verdict v = rules.check(s.state(), MoveOrder.of(q, route.toSteps()));
        assertTrue(v.legal(), v.toString());
        assertEquals(reach.cost(i), v.spent());
      }
      answered++;
    }
    assertTrue(answered > 0, "an example has at least one unit on the map");
  }

  @Test
  void everyInstalledHexRuleSetHasAnExample() throws IOException {
    List<String> ids = new ArrayList<>();
    for (Path p : examples()) {
      ids.add(p.getFileName().toString());
    }
    for (RuleSet rs : RuleSets.installed().all()) {
      if (rs.terrain().isEmpty()) {
        continue;
      }
      assertTrue(ids.stream().anyMatch(n -> n.startsWith(rs.id() + "-")),
          "rule set " + rs.id() + " has no example scenario: add examples/scenarios/" + rs.id()
              + "-NAME.json");
    }
    assertFalse(ids.isEmpty());
  }
}
