package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input on the command line: exit code 2, one line on standard error naming what is wrong
 * and where, and with {@code --json} an error object on standard output. Never a stack trace.
 */
class CliBadInputTest {

  private static void assertBad(String expectedMessage, String... args) {
    Cli.assertBad(expectedMessage, args);
  }

  @Test
  void aMissingScenarioFile() {
    assertBad("nowhere.json: no such file", "reach", "nowhere.json", "--unit", "recon");
  }

  @Test
  void anUnknownUnitListsTheUnits() {
    assertBad("--unit: unknown unit 'tank'; known: recon, rifles, guns",
        "reach", Cli.ROAD, "--unit", "tank");
  }

  @Test
  void aMissingUnitListsTheUnits() {
    assertBad("--unit: missing; name the moving unit (units: recon, rifles, guns)",
        "reach", Cli.ROAD);
  }

  @Test
  void aUnitListedTwice() {
    assertBad("--unit: unit 'recon' is listed twice", "reach", Cli.ROAD, "--unit",
        "recon,recon");
  }

  @Test
  void anUnknownModeListsTheModes() {
    assertBad("--mode: rule set example has no mode 'rail'; modes: normal",
        "reach", Cli.ROAD, "--unit", "recon", "--mode", "rail");
  }

  @Test
  void anOptionWithoutAValue() {
    assertBad("--option: expected name=value, got 'assault'",
        "reach", Cli.ROAD, "--unit", "recon", "--option", "assault");
  }

  @Test
  void anOptionTheRuleSetDoesNotTake() {
    assertBad("--option: unknown option 'assault'; rule set example has no options",
        "reach", Cli.ROAD, "--unit", "recon", "--option", "assault=true");
  }

  @Test
  void aTargetOffTheMapGivesTheExtent() {
    assertBad("--to: hex 1399 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)",
        "path", Cli.ROAD, "--unit", "recon", "--to", "1399");
  }

  @Test
  void aTargetThatIsNotALabel() {
    assertBad("--to: 'town' is not a hex label of the form 0101",
        "path", Cli.ROAD, "--unit", "recon", "--to", "town");
  }

  @Test
  void anOffMapTargetOnAPrefixedMapUsesItsNumbering() {
    assertBad("--to: hex w0920 is off the map (columns 01-08, rows 01-10, or 02-11 in columns 02, 04, ..., 08)",
        "path", Cli.CROSSING, "--unit", "lancers", "--to", "w0920");
  }

  @Test
  void anUnknownBoxListsNone() {
    assertBad("--to: unknown box 'reserve'; the map has no boxes",
        "path", Cli.ROAD, "--unit", "recon", "--to", "box:reserve");
  }

  @Test
  void aBadStepNamesItsNumber() {
    assertBad("--path: step 2 ('0699'): hex 0699 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)",
        "check", Cli.ROAD, "--unit", "recon", "--path", "0504,0699");
  }

  @Test
  void anActionTheRuleSetDoesNotKnow() {
    assertBad("--path: step 1 ('+reverse'): unknown action 'reverse'; rule set example has no"
        + " actions", "check", Cli.ROAD, "--unit", "recon", "--path", "+reverse");
  }

  @Test
  void aFacingInTheWrongCompass() {
    assertBad("--path: step 1 ('w0204@N'): unknown facing 'N'; expected one of W, SW, SE, E, NE,"
        + " NW (the map is pointy-topped)",
        "check", Cli.CROSSING, "--unit", "lancers", "--path", "w0204@N");
  }

  @Test
  void checkNeedsAPathOrAFileOfMoves() {
    assertBad("--path: missing; give the steps of the move (e.g. --path 0504,0604) or a file of"
        + " orders with --moves", "check", Cli.ROAD, "--unit", "recon");
  }

  @Test
  void movesAndPathTogether() {
    assertBad("--moves: give orders either in the file or with --unit and --path, not both",
        "check", Cli.ROAD, "--unit", "recon", "--path", "0504", "--moves", "o.jsonl");
  }

  @Test
  void aMissingFileOfMoves() {
    assertBad("missing.jsonl: no such file", "check", Cli.ROAD, "--moves", "missing.jsonl");
  }

  @Test
  void aMalformedScenarioGivesFileLineAndColumn(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\n  \"version\": 1,\n  \"ruleSet\": \"example\",\n  \"board\":"
        + " {\"columns\": 2, \"rows\": 2},\n  \"units\": [{\"id\": \"u\", \"side\": \"s\","
        + " \"kind\": \"tank\", \"position\": \"0101\"}]\n}\n");
    assertBad(bad + ":5:46: units[0].kind: unknown unit kind 'tank'; rule set example knows:"
        + " infantry, armor, recon", "reach", bad.toString(), "--unit", "u");
  }

  @Test
  void aTableBoardForAHexRuleSetIsRefused(@TempDir Path dir) throws Exception {
    Path table = dir.resolve("table.json");
    Files.writeString(table, "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"kind\":"
        + " \"table\", \"width\": 48, \"depth\": 36}}");
    assertBad(table + ":1:47: board.kind: rule set example is played on a hex map, not a table;"
        + " give the board \"kind\": \"hex-map\"", "validate", table.toString());
  }

  @Test
  void anUnwritableSvgFile(@TempDir Path dir) {
    Path nowhere = dir.resolve("no-such-dir").resolve("x.svg");
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--svg", nowhere.toString());
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("warpath: --svg: cannot write " + nowhere + ": "), r.err());
  }

  @Test
  void anUnknownCommandOptionIsAUsageError() {
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--colour", "red");
    assertEquals(2, r.code());
    assertEquals("warpath: Unknown options: '--colour', 'red'\nTry 'warpath reach --help'.\n",
        r.err());
  }

  @Test
  void anUnknownCommandIsAUsageError() {
    Cli.Run r = Cli.run("teleport", Cli.ROAD);
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("warpath: Unmatched arguments from index 0: 'teleport'"),
        r.err());
  }

  @Test
  void aMissingScenarioArgumentIsAUsageError() {
    Cli.Run r = Cli.run("path", "--unit", "recon", "--to", "0504");
    assertEquals(2, r.code());
    assertEquals("warpath: Missing required parameter: 'SCENARIO'\nTry 'warpath path --help'.\n",
        r.err());
  }

  @Test
  void withJsonTheErrorIsAlsoAJsonObjectOnStandardOutput() {
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "1399", "--json");
    assertEquals(2, r.code());
    JsonValue e = r.json().get("error");
    assertEquals("--to: hex 1399 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)",
        e.get("message").text());
    assertEquals("--to", e.get("source").text());
    assertEquals("hex 1399 is off the map (columns 01-12, rows 01-09, or 02-10 in columns 02, 04, ..., 12)", e.get("problem").text());
    assertTrue(e.get("line").isNull());
    Cli.Run usage = Cli.run("reach", "--json");
    assertEquals(2, usage.code());
    assertEquals("Missing required parameter: 'SCENARIO'",
        usage.json().get("error").get("message").text());
  }

  @Test
  void anArgumentStartingWithAtIsAFileNameNotAFileOfArguments(@TempDir Path dir)
      throws Exception {
    Path secret = dir.resolve("secret.txt");
    Files.writeString(secret, "top-secret-line\n");
    Cli.Run r = Cli.run("validate", "@" + secret);
    assertEquals(2, r.code(), r.err());
    assertEquals("warpath: @" + secret + ": no such file\n", r.err());
    assertTrue(!(r.out() + r.err()).contains("top-secret-line"), r.err());
  }

  @Test
  void noCommandPrintsTheUsage() {
    Cli.Run r = Cli.run();
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("Usage: warpath"), r.err());
    assertTrue(r.err().contains("  2  bad input"), r.err());
  }
}
