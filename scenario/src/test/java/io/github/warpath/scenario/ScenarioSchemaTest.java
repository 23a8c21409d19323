package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.examples.RangeDemo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The committed JSON Schema accepts every example and every written scenario, and no junk. */
class ScenarioSchemaTest {
  private static final Schema SCHEMA = SchemaRegistry
      .withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
      .getSchema(ScenarioReader.schema(), InputFormat.JSON);

  private static List<String> problems(String json) {
    return SCHEMA.validate(json, InputFormat.JSON).stream().map(Error::toString)
        .collect(Collectors.toList());
  }

  static List<Path> examples() {
    return Examples.all();
  }

  @Test
  void thereAreExamplesToCheck() {
    assertTrue(examples().size() >= 2, "examples/scenarios holds the example scenarios");
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyExampleScenarioMatchesTheSchema(Path file) throws Exception {
    assertEquals(List.of(), problems(Files.readString(file)), file.toString());
  }

  @Test
  void aWrittenScenarioMatchesTheSchema() {
    Scenario s = Scenario.of(new ExampleRules(), RangeDemo.example(), "demo", "");
    assertEquals(List.of(), problems(ScenarioWriter.write(s)));
  }

  @Test
  void aScenarioWithMarkersEnvironmentAndChartsMatchesTheSchema() {
    String json = ScenarioReaderTest.WORDY_FULL;
    assertEquals(List.of(), problems(json));
  }

  @Test
  void compactRegionsMatchTheSchema() {
    String json = "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 3,"
        + " \"rows\": 2, \"regions\": [{\"name\": \"g\", \"kind\": \"country\", \"hexes\":"
        + " [\"0101\", {\"from\": \"0201\", \"to\": \"0302\"}]}, {\"name\": \"p\", \"kind\":"
        + " \"country\"}], \"regionLayers\": [{\"legend\": {\"P\": \"p\"}, \"rows\":"
        + " [\"..P\", \"..P\"]}]}}";
    assertEquals(List.of(), problems(json));
    assertFalse(problems(json.replace("{\"P\": \"p\"}", "{\".\": \"p\"}")).isEmpty(),
        "the dot marks hexes in no region");
    assertFalse(problems(json.replace("\"to\": \"0302\"", "\"upto\": \"0302\"")).isEmpty());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "{\"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2}}",
      "{\"version\": 2, \"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2}}",
      "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 0, \"rows\": 2}}",
      "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2},"
          + " \"unit\": []}",
      "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2},"
          + " \"units\": [{\"id\": \"a\", \"side\": \"b\", \"kind\": \"recon\"}]}",
      "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2,"
          + " \"lines\": [{\"feature\": \"road\", \"hexes\": [\"0101\"]}]}}",
      "{\"version\": 1, \"ruleSet\": \"example\", \"board\": {\"columns\": 2, \"rows\": 2,"
          + " \"numbering\": {\"columnType\": \"roman\"}}}",
      "{\"version\": 1, \"ruleSet\": \"\", \"board\": {\"columns\": 2, \"rows\": 2}}"})
  void theSchemaRejectsMalformedScenarios(String json) {
    assertFalse(problems(json).isEmpty(), json);
  }

  @Test
  void extensionFieldsAndOtherBoardKindsAreLeftToTheReader() {
    assertEquals(List.of(), problems("{\"version\": 1, \"ruleSet\": \"example\", \"x-editor\":"
        + " {\"zoom\": 2}, \"board\": {\"columns\": 2, \"rows\": 2, \"x-note\": \"n\"}}"));
    assertEquals(List.of(), problems("{\"version\": 1, \"ruleSet\": \"example\","
        + " \"board\": {\"kind\": \"sphere\", \"radius\": 48}}"));
    assertEquals(List.of(), problems("{\"version\": 1, \"ruleSet\": \"miniatures-fixed\","
        + " \"board\": {\"width\": 48, \"depth\": 48}}"), "a table without its kind");
    assertFalse(problems("{\"version\": 1, \"ruleSet\": \"miniatures-fixed\","
        + " \"board\": {\"kind\": \"table\", \"width\": 48}}").isEmpty(), "no depth");
  }
}
