package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.examples.ExampleRules;
import io.github.warpath.rules.RuleSets;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad scenario files: every message names the file, the line and column, the path of the value
 * and what was expected. Each test changes one thing in a valid scenario.
 */
class ScenarioBadInputTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new ExampleRules(),
      new WordyRules(), new TableTopRules()));

  /** A valid scenario; line numbers in the tests refer to it. */
  private static final String BASE = """
      {
        "version": 1,
        "ruleSet": "example",
        "board": {
          "columns": 4,
          "rows": 3,
          "legend": {".": "clear", "w": "woods"},
          "terrain": ["..w.", ".w..", "...."]
        },
        "units": [
          {"id": "a", "side": "blue", "kind": "recon", "allowance": 4, "position": "0101"},
          {"id": "b", "side": "red", "kind": "armor", "allowance": 2, "position": "0403"}
        ]
      }
      """;

  private static String with(String from, String to) {
    int at = BASE.indexOf(from);
    if (at < 0 || BASE.indexOf(from, at + 1) >= 0) {
      throw new AssertionError("'" + from + "' must occur once in the base scenario");
    }
    return BASE.substring(0, at) + to + BASE.substring(at + from.length());
  }

  private static String wordy(String from, String to) {
    return with(from, to).replace("\"ruleSet\": \"example\"", "\"ruleSet\": \"wordy\"");
  }

  private static String error(String json) {
    return assertThrows(ScenarioException.class, () -> READER.read(json, "bad.json"))
        .getMessage();
  }

  @Test
  void theBaseScenarioIsValid() {
    Scenario s = READER.read(BASE, "bad.json");
    assertEquals(2, s.state().units().size());
    assertEquals("columns 01-04, rows 01-03, or 02-04 in columns 02, 04", s.state().hexMap().extent());
  }

  @Test
  void malformedJsonGivesTheParsersLineAndColumn() {
    assertEquals("bad.json:2:16: not valid JSON: Unexpected character (',' (code 44)): was"
        + " expecting double-quote to start field name",
        error(with("\"version\": 1,", "\"version\": 1,,")));
  }

  @Test
  void anEmptyFileIsNotAScenario() {
    assertEquals("bad.json: the input is empty; expected a JSON object", error("  \n"));
  }

  @Test
  void theRootMustBeAnObject() {
    assertEquals("bad.json:1:1: expected a scenario object, got an array", error("[1, 2]"));
  }

  @Test
  void contentAfterTheDocumentIsRejected() {
    assertEquals("bad.json:15:1: unexpected content after the end of the JSON value",
        error(BASE + "{}"));
  }

  @Test
  void nanIsNotAJsonNumber() {
    assertEquals("bad.json:5:19: not valid JSON: Non-standard token 'NaN'",
        error(with("\"columns\": 4", "\"columns\": NaN")));
  }

  @Test
  void deepNestingIsCutOffEarly() {
    String deep = "{\"version\": " + "[".repeat(100) + "]".repeat(100) + "}";
    assertEquals("bad.json:1:77: not valid JSON: Document nesting depth (65) exceeds the maximum"
        + " allowed (64)", error(deep));
  }

  @Test
  void aByteOrderMarkIsNamed() {
    assertEquals("bad.json:1:1: the text starts with a byte order mark (U+FEFF); save it as UTF-8"
        + " without one", error("\uFEFF" + BASE));
  }

  @Test
  void aDocumentOfMoreThanAMillionValuesIsCutOffWhereTheLimitIsReached() {
    String many = "{\"x-many\": [" + "0,".repeat(JsonParsing.MAX_VALUES - 2) + "0, 1]}";
    assertEquals("bad.json:1:" + (13 + 2 * (JsonParsing.MAX_VALUES - 2)) + ": x-many["
        + (JsonParsing.MAX_VALUES - 2) + "]: the document holds more than 1,000,000 values;"
        + " that is the most a file may hold", error(many));
  }

  @Test
  void theVersionIsRequired() {
    assertEquals("bad.json:1:1: version: missing; expected the format version, 1",
        error(with("  \"version\": 1,\n", "")));
  }

  @Test
  void aNewerVersionIsRefusedWithAnExplanation() {
    assertEquals("bad.json:2:14: version: this reader understands scenario version 1; the file"
        + " has version 2 (a newer Warpath may read it)",
        error(with("\"version\": 1", "\"version\": 2")));
  }

  @Test
  void unknownFieldsAreNamedWithASuggestion() {
    assertEquals("bad.json:10:11: unit: unknown field 'unit' (did you mean 'units'?); known"
        + " fields: $schema, version, name, description, ruleSet, rulebook, board, units,"
        + " markers, environment, charts", error(with("\"units\": [", "\"unit\": [")));
  }

  @Test
  void aFieldMayAppearOnlyOnce() {
    assertEquals("bad.json:6:5: board.columns: field 'columns' appears twice",
        error(with("\"rows\": 3", "\"columns\": 3")));
  }

  @Test
  void anUnknownRuleSetListsTheInstalledOnes() {
    assertEquals("bad.json:3:14: ruleSet: unknown rule set 'efs2'; installed: example, wordy,"
        + " table-top", error(with("\"ruleSet\": \"example\"", "\"ruleSet\": \"efs2\"")));
  }

  @Test
  void aTableBoardNeedsTheTableFormatInstalled() {
    assertEquals("bad.json:5:13: board.kind: board kind 'table' (a table-top board measured in"
        + " inches) needs the table format, which is not installed: add the scenario-table"
        + " module to the class path, or register io.github.warpath.scenario.table.TableFormat"
        + " with ScenarioReader.withBoardFormat; installed: hex-map",
        error(with("\"board\": {\n", "\"board\": {\n    \"kind\": \"table\",\n")));
  }

  @Test
  void aBoardWithoutKindIsOfTheRuleSetsKind() {
    assertEquals("bad.json:4:12: board.kind: board kind 'table' (a table-top board measured in"
        + " inches) needs the table format, which is not installed: add the scenario-table"
        + " module to the class path, or register io.github.warpath.scenario.table.TableFormat"
        + " with ScenarioReader.withBoardFormat; installed: hex-map",
        error(with("\"ruleSet\": \"example\"", "\"ruleSet\": \"table-top\"")));
  }

  @Test
  void aTableTopRuleSetCannotBePlayedOnAHexMap() {
    assertEquals("bad.json:5:13: board.kind: rule set table-top is not played on a hex map; its"
        + " board kind is table", error(with("\"ruleSet\": \"example\",\n  \"board\": {\n",
            "\"ruleSet\": \"table-top\",\n  \"board\": {\n    \"kind\": \"hex-map\",\n")));
  }

  @Test
  void anUnknownBoardKindListsTheSupportedOnes() {
    assertEquals("bad.json:5:13: board.kind: unknown board kind 'hexes'; supported: hex-map"
        + " (table needs the scenario-table module)",
        error(with("\"board\": {\n", "\"board\": {\n    \"kind\": \"hexes\",\n")));
  }

  @Test
  void aNumberWrittenAsTextIsAWrongType() {
    assertEquals("bad.json:5:16: board.columns: expected a whole number, got text \"4\"",
        error(with("\"columns\": 4", "\"columns\": \"4\"")));
  }

  @Test
  void aMapNeedsAtLeastOneColumn() {
    assertEquals("bad.json:5:16: board.columns: must be between 1 and 10000, got 0",
        error(with("\"columns\": 4", "\"columns\": 0")));
  }

  @Test
  void aHugeMapIsRefusedBeforeAnythingIsAllocated() {
    assertEquals("bad.json:4:12: board: the map has 5000 x 5000 = 25000000 hexes; at most"
        + " 1000000 are allowed", error(with("\"columns\": 4,\n    \"rows\": 3",
            "\"columns\": 5000,\n    \"rows\": 5000")));
  }

  @Test
  void aMapJustOverTheLimitIsRefused() {
    assertEquals("bad.json:4:12: board: the map has 1001 x 1000 = 1001000 hexes; at most"
        + " 1000000 are allowed", error(with("\"columns\": 4,\n    \"rows\": 3",
            "\"columns\": 1001,\n    \"rows\": 1000")));
  }

  @Test
  void anUnknownTerrainListsTheRuleSetsTerrain() {
    assertEquals("bad.json:7:35: board.legend.w: unknown hex terrain 'forest'; known: clear,"
        + " town, woods, hills, swamp, lake",
        error(with("\"w\": \"woods\"", "\"w\": \"forest\"")));
  }

  @Test
  void terrainNeedsOneRowPerRowOfTheMap() {
    assertEquals("bad.json:8:16: board.terrain: expected 3 rows of codes (one per row of the"
        + " map, top to bottom), got 2",
        error(with("[\"..w.\", \".w..\", \"....\"]", "[\"..w.\", \".w..\"]")));
  }

  @Test
  void aTerrainRowNeedsOneCodePerColumn() {
    assertEquals("bad.json:8:25: board.terrain[1]: expected 4 codes (one per column of the map),"
        + " got 3", error(with("\".w..\"", "\".w.\"")));
  }

  @Test
  void aCodeMissingFromTheLegendNamesItsHex() {
    assertEquals("bad.json:8:33: board.terrain[2]: code 'x' at position 2 (hex 0204) is not in"
        + " the legend; the legend has: ., w", error(with("\"....\"", "\".x..\"")));
  }

  @Test
  void anUnknownHexsideFeatureListsTheKnownOnes() {
    assertEquals("bad.json:9:30: board.hexsides[0].feature: unknown hexside feature 'river';"
        + " known: stream, road", error(with("\"terrain\": [\"..w.\", \".w..\", \"....\"]",
            "\"terrain\": [\"..w.\", \".w..\", \"....\"],\n    \"hexsides\": [{\"feature\":"
            + " \"river\", \"sides\": [[\"0101\", \"0102\"]]}]")));
  }

  @Test
  void aHexsideJoinsAdjacentHexes() {
    assertEquals("bad.json:9:50: board.hexsides[0].sides[0]: 0101 and 0301 are not adjacent",
        error(with("\"terrain\": [\"..w.\", \".w..\", \"....\"]",
            "\"terrain\": [\"..w.\", \".w..\", \"....\"],\n    \"hexsides\": [{\"feature\":"
            + " \"stream\", \"sides\": [[\"0101\", \"0301\"]]}]")));
  }

  @Test
  void aLineRunsThroughAdjacentHexes() {
    assertEquals("bad.json:9:53: board.lines[0].hexes[1]: 0101 and 0103 are not adjacent; a line"
        + " runs through adjacent hexes", error(with("\"terrain\": [\"..w.\", \".w..\", \"....\"]",
            "\"terrain\": [\"..w.\", \".w..\", \"....\"],\n    \"lines\": [{\"feature\": \"road\","
            + " \"hexes\": [\"0101\", \"0103\"]}]")));
  }

  @Test
  void aMalformedLabelShowsTheMapsForm() {
    assertEquals("bad.json:11:78: units[0].position: 'x1' is not a hex label of the form 0101",
        error(with("\"position\": \"0101\"", "\"position\": \"x1\"")));
  }

  @Test
  void anOffMapHexGivesTheMapsExtentInItsNumbering() {
    assertEquals("bad.json:11:78: units[0].position: hex 0909 is off the map (columns 01-04,"
        + " rows 01-03, or 02-04 in columns 02, 04)",
        error(with("\"position\": \"0101\"", "\"position\": \"0909\"")));
  }

  @Test
  void anOffMapHexOnAPrefixedMapUsesThePrefix() {
    String json = with("\"rows\": 3,", "\"rows\": 3,\n    \"numbering\": {\"locationFormat\":"
        + " \"w$gridLocation$\"},").replace("\"0101\"", "\"w0101\"").replace("\"0403\"",
            "\"w0499\"");
    assertEquals("bad.json:13:77: units[1].position: hex w0499 is off the map (columns 01-04,"
        + " rows 01-03, or 02-04 in columns 02, 04)", error(json));
  }

  @Test
  void unitIdsAreUnique() {
    assertEquals("bad.json:12:12: units[1].id: duplicate unit id 'a' (also units[0])",
        error(with("{\"id\": \"b\"", "{\"id\": \"a\"")));
  }

  @Test
  void anUnknownUnitKindListsTheRuleSetsKinds() {
    assertEquals("bad.json:11:41: units[0].kind: unknown unit kind 'cavalry'; rule set example"
        + " knows: infantry, armor, recon", error(with("\"recon\"", "\"cavalry\"")));
  }

  @Test
  void aNegativeAllowanceIsRefused() {
    assertEquals("bad.json:11:63: units[0].allowance: must not be negative, got -1",
        error(with("\"allowance\": 4", "\"allowance\": -1")));
  }

  @Test
  void anAllowanceMustBeAnExactFraction() {
    assertEquals("bad.json:11:63: units[0].allowance: '1.7' is not an exact movement point value"
        + " (whole points and 1/2, 1/3, 1/4, 1/6, 1/12 fractions)",
        error(with("\"allowance\": 4", "\"allowance\": 1.7")));
  }

  @Test
  void aUnitNeedsAPosition() {
    assertEquals("bad.json:11:5: units[0].position: missing; expected where the unit is",
        error(with(", \"position\": \"0101\"", "")));
  }

  @Test
  void anUnknownBoxSaysTheMapHasNone() {
    assertEquals("bad.json:11:78: units[0].position: unknown box 'reserve'; the map has no boxes",
        error(with("\"position\": \"0101\"", "\"position\": \"box:reserve\"")));
  }

  @Test
  void aFacingUsesTheMapsCompassNames() {
    assertEquals("bad.json:11:96: units[0].facing: unknown facing 'NNE'; expected one of N, NE,"
        + " SE, S, SW, NW", error(with("\"position\": \"0101\"",
            "\"position\": \"0101\", \"facing\": \"NNE\"")));
  }

  @Test
  void aFlagTheRuleSetDoesNotKnowIsRefused() {
    assertEquals("bad.json:11:96: units[0].flags[0]: unknown unit flag 'tired'; rule set wordy"
        + " knows: out-of-supply, moved", error(wordy("\"position\": \"0101\"",
            "\"position\": \"0101\", \"flags\": [\"tired\"]")));
  }

  @Test
  void aRuleSetWithoutFlagsSaysSo() {
    assertEquals("bad.json:11:96: units[0].flags[0]: unknown unit flag 'moved'; rule set example"
        + " has no unit flags", error(with("\"position\": \"0101\"",
            "\"position\": \"0101\", \"flags\": [\"moved\"]")));
  }

  @Test
  void anAttributeValueMustBeOneTheRuleSetAllows() {
    assertEquals("bad.json:11:119: units[0].attributes.movement-class: 'flying' is not a value of"
        + " unit attribute 'movement-class'; expected one of motorized, non-motorized",
        error(wordy("\"position\": \"0101\"",
            "\"position\": \"0101\", \"attributes\": {\"movement-class\": \"flying\"}")));
  }

  @Test
  void anUnknownAttributeIsNamedWithASuggestion() {
    assertEquals("bad.json:11:113: units[0].attributes.movement: unknown unit attribute"
        + " 'movement' (did you mean 'movement-class'?); rule set wordy knows: movement-class,"
        + " supply-range, nickname", error(wordy("\"position\": \"0101\"",
            "\"position\": \"0101\", \"attributes\": {\"movement\": \"x\"}")));
  }

  @Test
  void anUnknownPhaseListsThePhases() {
    assertEquals("bad.json:14:28: environment.phase: unknown phase 'combat'; rule set wordy"
        + " knows: movement, reaction", error(wordy("  ]\n}", "  ],\n  \"environment\":"
            + " {\"phase\": \"combat\"}\n}")));
  }

  @Test
  void weatherByRegionNeedsARegionOfTheMap() {
    assertEquals("bad.json:14:46: environment.regionWeather.north: unknown region 'north'; the"
        + " map has no regions", error(wordy("  ]\n}", "  ],\n  \"environment\":"
            + " {\"regionWeather\": {\"north\": \"mud\"}}\n}")));
  }

  @Test
  void anUnknownChartKeyListsTheDocumentedKeys() {
    assertEquals("bad.json:14:27: charts[\"tec.woods\"]: unknown chart key 'tec.woods'; rule set"
        + " wordy knows: tec.<terrain>.<weather>, allowance.recon", error(wordy("  ]\n}",
            "  ],\n  \"charts\": {\"tec.woods\": 3}\n}")));
  }

  @Test
  void aChartValueMustBeAPlainValue() {
    assertEquals("bad.json:14:31: charts[\"tec.woods.mud\"]: expected text, a number or"
        + " true/false, got an object", error(wordy("  ]\n}",
            "  ],\n  \"charts\": {\"tec.woods.mud\": {}}\n}")));
  }

  @Test
  void anUnknownMarkerKindListsTheKinds() {
    assertEquals("bad.json:14:24: markers[0].kind: unknown marker kind 'fort'; rule set wordy"
        + " knows: bridge, airdrop", error(wordy("  ]\n}",
            "  ],\n  \"markers\": [{\"kind\": \"fort\", \"position\": \"0101\"}]\n}")));
  }

  @Test
  void aMarkersHexsideJoinsAdjacentHexes() {
    assertEquals("bad.json:14:65: markers[0].hexside: 0101 and 0103 are not adjacent",
        error(wordy("  ]\n}", "  ],\n  \"markers\": [{\"kind\": \"bridge\", \"position\": \"0101\","
            + " \"hexside\": [\"0101\", \"0103\"]}]\n}")));
  }

  @Test
  void aBoxMayOnlyBeAdjacentToKnownBoxes() {
    assertEquals("bad.json:9:64: board.boxes[0].adjacent[0]: unknown box 'west'; the map has:"
        + " east", error(with("\"terrain\": [\"..w.\", \".w..\", \"....\"]",
            "\"terrain\": [\"..w.\", \".w..\", \"....\"],\n    \"boxes\": [{\"name\": \"east\","
            + " \"kind\": \"off-map\", \"adjacent\": [\"west\"]}]")));
  }

  @Test
  void aNumberingPartTypeIsNumericOrAlphabetic() {
    assertEquals("bad.json:7:33: board.numbering.columnType: expected numeric or alphabetic, got"
        + " 'roman'", error(with("\"rows\": 3,", "\"rows\": 3,\n    \"numbering\": {\"columnType\":"
            + " \"roman\"},")));
  }

  @Test
  void labelsThatDoNotReadBackAreRefused() {
    assertEquals("bad.json:4:12: board: the labels of this map do not read back: the hex in raw"
        + " column 0, row 99 is labelled 01100, which reads as another hex; give the parts more"
        + " digits (columnLeading, rowLeading) or a separator",
        error(with("\"rows\": 3", "\"rows\": 120").replace("\"terrain\": [\"..w.\", \".w..\", \"....\"]", "\"hexes\": {}")));
  }

  @Test
  void lettersRunningTogetherAreRefused() {
    assertEquals("bad.json:7:18: board.numbering: the labels of this map do not read back: the hex"
        + " in raw column 0, row 26 is labelled AAA, which reads as another hex; give the parts"
        + " more digits (columnLeading, rowLeading) or a separator", error(with("\"rows\": 3,",
            "\"rows\": 28,\n    \"numbering\": {\"columnType\": \"alphabetic\", \"rowType\":"
            + " \"alphabetic\", \"columnOffset\": 0, \"rowOffset\": 0},")));
  }

  @Test
  void aMissingFileIsNamed(@TempDir Path dir) {
    Path missing = dir.resolve("missing.json");
    assertEquals(missing + ": no such file", assertThrows(ScenarioException.class,
        () -> READER.read(missing)).getMessage());
  }

  @Test
  void aFileThatIsNotUtf8IsNamed(@TempDir Path dir) throws Exception {
    Path latin = dir.resolve("latin.json");
    Files.write(latin, "{\"name\": \"Caf\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(latin + ": the file is not UTF-8 text", assertThrows(ScenarioException.class,
        () -> READER.read(latin)).getMessage());
  }
}
