package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.ScenarioWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Scenarios name their rule book inline or as a file next to them, and nothing else: the example
 * books of examples/rulebooks read and answer, and paths that leave the scenario's folder are
 * refused.
 */
class RulebookScenarioTest {
  private static final Path BOOKS = Path.of("..", "examples", "rulebooks");
  private static final ScenarioReader READER = ScenarioReader.standard();

  private static Scenario read(String name) {
    return READER.read(BOOKS.resolve(name));
  }

  private static HexMovementRules rules(Scenario s) {
    return (HexMovementRules) s.ruleSet();
  }

  @Test
  void theExampleBookScenarioAnswersAsTheExampleScenario() {
    Scenario book = read("example-crossing.scenario.json");
    Scenario example = READER.read(Path.of("..", "examples", "scenarios",
        "example-crossing.json"));
    assertEquals(RulebookRules.ID, book.ruleSet().id());
    assertEquals(ExampleRules.ID, example.ruleSet().id());
    for (String unit : new String[] {"lancers", "foot"}) {
      Reach a = rules(example).reach(example.state(), MoveQuery.of(unit));
      Reach b = rules(book).reach(book.state(), MoveQuery.of(unit));
      assertEquals(a.size(), b.size(), unit);
      for (int i = 0; i < a.size(); i++) {
        assertEquals(a.cost(i), b.cost(b.indexOf(a.position(i))), unit + " " + a.position(i));
      }
    }
  }

  @Test
  void theSquadBookScenarioGivesEachUnitTheRangeOfTheSquadScenario() {
    Scenario book = read("squad-afv.scenario.json");
    Scenario squad = READER.read(Path.of("..", "examples", "scenarios",
        "squad-afv-village.json"));
    for (String unit : new String[] {"sherman", "lt-baker", "1st-squad", "halftrack"}) {
      Reach a = rules(squad).reach(squad.state(), MoveQuery.of(unit));
      Reach b = rules(book).reach(book.state(), MoveQuery.of(unit));
      assertEquals(a.size(), b.size(), unit);
      assertTrue(a.size() > 6, unit + " moves");
      for (int i = 0; i < a.size(); i++) {
        assertEquals(a.cost(i), b.cost(b.indexOf(a.position(i))), unit + " " + a.position(i));
      }
    }
  }

  @Test
  void marchfieldsMotorColumnRunsTheHighwayAtAThirdOfAPointAHex() {
    Scenario s = read("marchfield.scenario.json");
    var map = s.state().hexMap();
    Verdict v = rules(s).check(s.state(), MoveOrder.path("motor-column", map.parse("0202"),
        map.parse("0302"), map.parse("0402"), map.parse("0502"), map.parse("0602")));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofTwelfths(5 * 4), v.spent());
    assertEquals("highway", v.steps().get(0).note());
  }

  @Test
  void marchfieldsMotorColumnCannotCrossTheRiverOffTheHighway() {
    Scenario s = read("marchfield.scenario.json");
    var map = s.state().hexMap();
    io.github.warpath.hex.Hex from = map.parse("0502");
    io.github.warpath.hex.Hex across = null;
    for (io.github.warpath.hex.HexDirection d : io.github.warpath.hex.HexDirection.values()) {
      io.github.warpath.hex.Hex n = from.neighbor(d);
      if (map.contains(n) && map.label(n).startsWith("06") && !map.label(n).equals("0602")) {
        across = n;
      }
    }
    Verdict v = rules(s).check(s.state(), MoveOrder.path("motor-column", map.parse("0202"),
        map.parse("0302"), map.parse("0402"), from, across));
    assertFalse(v.legal());
    assertEquals("8.2", v.violations().get(0).rule().section());
    assertEquals("Brooks, Rivers and Bluffs", v.violations().get(0).rule().heading());
  }

  @Test
  void hedgerowsTankTurnsRatherThanBacksUpWhenTurningIsCheaper() {
    Scenario s = read("hedgerow-section.scenario.json");
    var map = s.state().hexMap();
    // facing SE, the hex to the north: two hexsides (one free, one at 1/2) and 1 for the field;
    // backing in would cost twice the field
    Verdict v = rules(s).check(s.state(), MoveOrder.path("tank", map.parse("0103")));
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(3), v.spent());
    assertEquals(io.github.warpath.hex.HexDirection.N, v.steps().get(0).facing());
    assertEquals("turned 2 hexsides", v.steps().get(0).note());
  }

  @Test
  void hedgerowsTankEndingInTheVillageEliminatesTheCheaperCarrier() {
    Scenario s = read("hedgerow-section.scenario.json");
    var map = s.state().hexMap();
    var route = rules(s).path(s.state(), MoveQuery.of("tank"), io.github.warpath.state.Position
        .hex(map.parse("0505"))).orElseThrow();
    // the lane from 0403, turning a free hexside at 0503 and at 0504: the tank's whole 6 MP
    assertEquals(Mp.of(6), route.cost());
    Verdict v = rules(s).check(s.state(), MoveOrder.of(MoveQuery.of("tank"), route.toSteps()));
    assertTrue(v.legal(), v.toString());
    assertEquals(1, v.warnings().size(), v.toString());
    assertEquals("T5", v.warnings().get(0).rule().section());
    assertEquals("0505", v.warnings().get(0).location().orElseThrow());
    assertTrue(v.warnings().get(0).reason().contains("'carrier' (carrier, value 4)"),
        v.toString());
  }

  @Test
  void everyExampleBookScenarioReads() throws IOException {
    try (var files = Files.list(BOOKS)) {
      long n = files.filter(p -> p.toString().endsWith(".scenario.json")).peek(p -> {
        Scenario s = READER.read(p);
        assertEquals(RulebookRules.ID, s.ruleSet().id(), p.toString());
        assertFalse(s.state().units().isEmpty());
      }).count();
      assertEquals(6, n);
    }
  }

  @Test
  void aScenarioWrittenBackCarriesItsBookInlineAndReadsTheSame() {
    Scenario s = read("hedgerow-section.scenario.json");
    String text = ScenarioWriter.write(s);
    assertTrue(text.contains("\"rulebook\""), text);
    Scenario again = READER.read(text, "again.json");
    assertEquals(text, ScenarioWriter.write(again));
    assertEquals(s.state().units(), again.state().units());
    assertEquals(s.ruleSet().name(), again.ruleSet().name());
  }

  @Test
  void theRuleBookExampleOfExamplesScenariosIsWrittenBackByteForByte() throws IOException {
    Path file = Path.of("..", "examples", "scenarios", "rulebook-hedgerow.json");
    Scenario s = READER.read(file);
    String text = ScenarioWriter.write(s);
    assertEquals(text, ScenarioWriter.write(READER.read(text, "again.json")));
    assertEquals("Hedgerow Section", s.ruleSet().name());
  }

  private static String scenarioNaming(String book) {
    return "{\"version\": 1, \"ruleSet\": \"rulebook\", \"rulebook\": " + book + ","
        + " \"board\": {\"kind\": \"hex-map\", \"columns\": 2, \"rows\": 2}}";
  }

  @Test
  void pathsParentFoldersAndUrlsAreRefused(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("ok.rulebook.json"), Files.readString(
        BOOKS.resolve("example.rulebook.json")));
    Path sub = Files.createDirectory(dir.resolve("sub"));
    for (String bad : new String[] {"\"../ok.rulebook.json\"", "\"/etc/hosts\"",
        "\"https://example.org/x.json\"", "\"sub/ok.rulebook.json\"", "\"..\""}) {
      Path f = sub.resolve("s.json");
      Files.writeString(f, scenarioNaming(bad));
      ScenarioException e = assertThrows(ScenarioException.class, () -> READER.read(f), bad);
      assertEquals("rulebook", e.path(), bad);
      assertTrue(e.problem().contains("refused") || e.problem().contains("no rule book file"),
          e.getMessage());
    }
    Path f = dir.resolve("s.json");
    Files.writeString(f, scenarioNaming("\"ok.rulebook.json\""));
    assertEquals("Example rules as a rule book", READER.read(f).ruleSet().name());
  }

  @Test
  void aScenarioOfTheRulebookRuleSetMustNameItsBook() {
    ScenarioException e = assertThrows(ScenarioException.class, () -> READER.read(
        "{\"version\": 1, \"ruleSet\": \"rulebook\", \"board\": {\"columns\": 2, \"rows\":"
            + " 2}}", "s.json"));
    assertEquals("rulebook", e.path());
  }

  @Test
  void aBookGivenInlineIsRead() throws IOException {
    String book = Files.readString(BOOKS.resolve("continental-rails.rulebook.json"));
    Scenario s = READER.read(scenarioNaming(book), "inline.json");
    assertEquals("Continental Rails", s.ruleSet().name());
    assertEquals(2, s.ruleSet().modes().size());
  }

  @Test
  void aBookFileCannotBeNamedWhenTheScenarioIsNotAFile() {
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> READER.read(scenarioNaming("\"example.rulebook.json\""), "text.json"));
    assertTrue(e.problem().contains("give the rule book inline"), e.getMessage());
  }
}
