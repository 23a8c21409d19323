package io.github.warpath.scenario.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.scenario.ScenarioWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The scenario schema describes tables: it accepts the table examples as read and as written. */
class TableSchemaTest {
  private static final Schema SCHEMA = SchemaRegistry
      .withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
      .getSchema(ScenarioReader.schema(), InputFormat.JSON);

  private static List<String> problems(String json) {
    return SCHEMA.validate(json, InputFormat.JSON).stream().map(Error::toString)
        .collect(Collectors.toList());
  }

  static List<Path> examples() {
    return TableExamples.all();
  }

  @ParameterizedTest
  @MethodSource("examples")
  void everyTableExampleAndItsWrittenFormMatchTheSchema(Path file) throws Exception {
    assertEquals(List.of(), problems(Files.readString(file)), file.toString());
    String written = ScenarioWriter.write(TableFormatTest.READER.read(file));
    assertEquals(List.of(), problems(written), written);
  }

  private static final String BOARD = "{\"version\": 1, \"ruleSet\": \"miniatures-fixed\","
      + " \"board\": {\"kind\": \"table\", \"width\": 36, \"depth\": 24, \"features\": [%s]},"
      + " \"units\": [{\"id\": \"a\", \"side\": \"b\", \"kind\": \"infantry\", \"position\": %s}]}";

  @ParameterizedTest
  @ValueSource(strings = {
      "{\"id\": \"w\", \"kind\": \"rough\", \"area\": [[1, 1], [2, 2]]}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"line\": [[1, 1], [2, 2]]}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2], \"width\": 1}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2]}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2],"
          + " \"area\": [[1, 1], [2, 1], [2, 2]]}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\"}|[1, 1]",
      "{\"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|[1, 1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|[1]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|[1, 1, 0.5]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|[]",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|{\"models\": [[1, 1]],"
          + " \"facing\": \"N\"}",
      "{\"id\": \"w\", \"kind\": \"rough\", \"rectangle\": [1, 1, 2, 2]}|{\"aboard\": \"v\","
          + " \"models\": [[1, 1]]}"})
  void theSchemaRejectsMalformedTables(String featureAndPosition) {
    String[] parts = featureAndPosition.split("\\|");
    String json = String.format(BOARD, parts[0], parts[1]);
    assertFalse(problems(json).isEmpty(), json);
  }

  @ParameterizedTest
  @ValueSource(strings = {"[1, 1]", "[1, 1, 2]", "[[1, 1], [2, 2]]", "\"1,1:2,2@90\"",
      "{\"models\": [[1, 1]], \"facing\": 90}", "{\"aboard\": \"v\"}", "\"box:off-table\""})
  void theSchemaAcceptsEveryFormOfATablePosition(String position) {
    String json = String.format(BOARD, "{\"id\": \"w\", \"kind\": \"rough\", \"line\":"
        + " [[1, 1], [2, 2]], \"width\": 0}", position);
    assertEquals(List.of(), problems(json), json);
  }
}
