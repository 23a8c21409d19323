package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.JsonValue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code warpath rulesets}, {@code validate}, {@code schema}, {@code --version}. */
class RuleSetsCommandTest {

  @Test
  void everyInstalledRuleSetIsListedWithItsVersion() {
    Cli.Run r = Cli.run("rulesets");
    assertEquals(0, r.code());
    int installed = RuleSets.installed().all().size();
    assertTrue(r.out().startsWith(installed + " rule set"), r.out());
    assertTrue(r.out().contains("\n  example  1.0  Example rules  (hex map)\n"
        + "      modes: normal (hex to hex)\n"), r.out());
  }

  @Test
  void theJsonListsModesRulesTerrainAndWords() {
    Cli.Run r = Cli.run("rulesets", "--json");
    assertEquals(0, r.code());
    JsonValue example = r.json().get("ruleSets").elements().stream()
        .filter(x -> x.get("id").text().equals("example")).findFirst().orElseThrow();
    assertEquals(List.of("id", "name", "version", "description", "board", "modes", "rules",
        "terrain", "vocabulary"), List.copyOf(example.members().keySet()));
    assertEquals("1.0", example.get("version").text());
    assertEquals("hex-map", example.get("board").text());
    assertEquals("rulesets", r.json().get("command").text());
  }

  @Test
  void validateSummarisesAGoodScenario() {
    Cli.Run r = Cli.run("validate", Cli.ROAD);
    assertEquals(0, r.code());
    assertEquals(Cli.ROAD + ": valid (Recon along the road); rule set example 1.0, hex map,"
        + " columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12, 3 units, 0 markers.\n", r.out());
    Cli.Run j = Cli.run("validate", Cli.CROSSING, "--json");
    assertTrue(j.json().get("valid").bool());
    assertEquals(3, j.json().get("units").integer(0, 9));
  }

  @Test
  void theSchemaIsPrinted() {
    Cli.Run r = Cli.run("schema");
    assertEquals(0, r.code());
    assertEquals("Warpath scenario, format version 1", r.json().get("title").text());
  }

  @Test
  void validateChecksARuleBookAndNamesTheRulesItCites() {
    Cli.Run r = Cli.run("validate", "../examples/rulebooks/marchfield.rulebook.json");
    assertEquals(0, r.code(), r.err());
    assertEquals("../examples/rulebooks/marchfield.rulebook.json: valid rule book (Marchfield"
        + " Operations); rule set rulebook, 13 rules cited, modes normal.\n", r.out());
  }

  @Test
  void validateReadsAScenarioThatNamesItsRuleBook() {
    Cli.Run r = Cli.run("validate", "../examples/rulebooks/marchfield.scenario.json",
        "--json");
    assertEquals(0, r.code());
    assertEquals("rulebook", r.json().get("ruleSet").text());
  }

  @Test
  void validateRefusesABadRuleBookNamingThePlace(@org.junit.jupiter.api.io.TempDir
      java.nio.file.Path dir) throws java.io.IOException {
    java.nio.file.Path book = dir.resolve("bad.rulebook.json");
    java.nio.file.Files.writeString(book, "{\"format\": \"warpath-rulebook-1\","
        + " \"denominator\": 5, \"classes\": [\"foot\"]}");
    Cli.Run r = Cli.run("validate", book.toString());
    assertEquals(2, r.code());
    assertTrue(r.err().contains("denominator") && r.err().contains("must divide 12"),
        r.err());
  }

  @Test
  void theRuleBookSchemaIsPrinted() {
    Cli.Run r = Cli.run("schema", "--rulebook");
    assertEquals(0, r.code());
    assertEquals("Warpath rule book, format warpath-rulebook-1",
        r.json().get("title").text());
  }

  @Test
  void theVersionIsPrinted() {
    Cli.Run r = Cli.run("--version");
    assertEquals(0, r.code());
    assertTrue(r.out().startsWith("warpath "), r.out());
  }
}
