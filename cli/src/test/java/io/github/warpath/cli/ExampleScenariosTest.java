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
import io.github.warpath.skirmish.dice.Fraction;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.Unit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.GeometryFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every example scenario in examples/scenarios loads with the installed rule sets and answers
 * range queries: on a hex map every position of a range has a route the checker finds legal at
 * the same cost; on a table points inside a reach region have legal routes. Every installed rule
 * set, on hexes or on a table, has an example. Adding a rule set means adding one file,
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
    int answered = s.state().board() instanceof Table ? onTheTable(s) : onTheMap(s);
    assertTrue(answered > 0, "an example has at least one unit that can move");
  }

  private static int onTheMap(Scenario s) {
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
    return answered;
  }

  /**
   * On a table: every unit on it gets a reach region (with a roll where the rule set rolls for
   * moves) that holds its start; points well inside the region have a legal route no longer than
   * the move, which the checker finds legal for a unit of one model; where the rule set rolls,
   * the chance of reaching them is more than zero.
   */
  private static int onTheTable(Scenario s) {
    TableMovementRules rules = (TableMovementRules) s.ruleSet();
    boolean rolls = s.ruleSet().vocabulary().getOrDefault("options", List.of()).contains("dice");
    int answered = 0;
    for (Unit u : s.state().units()) {
      if (!(u.position() instanceof TablePosition)) {
        continue;
      }
      TablePosition at = (TablePosition) u.position();
      MoveQuery q = rolls ? MoveQuery.builder().addUnits(u.id()).putOptions("dice", "3,4").build()
          : MoveQuery.of(u.id());
      ReachRegion region = rules.reach(s.state(), q, 0);
      assertTrue(region.contains(at.model(0)), u.id() + " may stay where it is");
      if (region.isEmpty()) {
        continue;
      }
      Geometry inside = region.geometry().buffer(-4 * ReachRegion.ACCURACY);
      Envelope e = inside.getEnvelopeInternal();
      int checked = 0;
      for (double x = e.getMinX(); x <= e.getMaxX() && checked < 8; x += 1.7) {
        for (double y = e.getMinY(); y <= e.getMaxY() && checked < 8; y += 2.3) {
          TablePoint p = TablePoint.of(x, y);
          if (!inside.covers(new GeometryFactory().createPoint(new Coordinate(x, y)))) {
            continue;
          }
          TableRoute route = rules.route(s.state(), q, 0, p).orElseThrow(() -> new AssertionError(
              u.id() + " to " + p + " lies in its region but has no route"));
          assertTrue(route.length() <= 2 * region.allowance() + Table.TOLERANCE,
              u.id() + " " + route);
          if (at.size() == 1) {
            Verdict v = rules.check(s.state(), MoveOrder.of(q, route.toSteps()));
            assertTrue(v.legal(), u.id() + " along " + route + ": " + v);
          }
          if (rolls) {
            Fraction chance = ((MiniaturesDiceRules) rules).probabilityToReach(s.state(),
                MoveQuery.of(u.id()), 0, p);
            assertTrue(chance.numerator() > 0, u.id() + " to " + p);
          }
          checked++;
        }
      }
      assertTrue(checked > 0, u.id() + ": its region has room for a point");
      answered++;
    }
    return answered;
  }

  @Test
  void everyInstalledRuleSetHasAnExample() throws IOException {
    List<String> ids = new ArrayList<>();
    for (Path p : examples()) {
      ids.add(p.getFileName().toString());
    }
    for (RuleSet rs : RuleSets.installed().all()) {
      assertTrue(ids.stream().anyMatch(n -> n.startsWith(rs.id() + "-")),
          "rule set " + rs.id() + " has no example scenario: add examples/scenarios/" + rs.id()
              + "-NAME.json");
    }
    assertFalse(ids.isEmpty());
  }
}
