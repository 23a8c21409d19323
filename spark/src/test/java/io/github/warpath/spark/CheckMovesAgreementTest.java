package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.cli.Main;
import io.github.warpath.scenario.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same orders give the same answers on Spark as on the command line's {@code check --moves
 * --json}, field by field, on every hex rule set: legal routes, random walks, moves from other
 * starts and bad input.
 */
class CheckMovesAgreementTest {
  @TempDir
  Path dir;

  @ParameterizedTest
  @MethodSource("io.github.warpath.spark.LocalSpark#hexScenarios")
  void sparkVerdictsEqualCommandLineVerdicts(String file) throws IOException {
    WarpathSpark warpath = WarpathSpark.of(LocalSpark.session(), LocalSpark.scenario(file), file);
    List<String> orders = SampleOrders.of(warpath.scenario(), file.hashCode(), 12);
    Path moves = dir.resolve("moves.jsonl");
    Files.write(moves, orders);

    List<JsonValue> expected = commandLine(LocalSpark.SCENARIOS.resolve(file), moves);
    List<Row> actual = warpath.check(LocalSpark.session().createDataset(orders,
        Encoders.STRING())).collectAsList();

    assertEquals(expected.size(), actual.size(), "one row per non-blank line");
    int legal = 0;
    int illegal = 0;
    int bad = 0;
    for (int i = 0; i < actual.size(); i++) {
      JsonValue cli = expected.get(i);
      Row row = actual.get(i);
      String at = file + " line " + cli.get("line").scalarText();
      assertEquals(id(cli.get("id")), row.getAs("id"), at);
      if (cli.has("error")) {
        bad++;
        assertError(cli.get("error"), row.getStruct(row.fieldIndex("error")), at);
        assertNull(row.getAs("legal"), at);
        continue;
      }
      assertNull(row.getAs("error"), at);
      if (cli.get("legal").scalarText().equals("true")) {
        legal++;
      } else {
        illegal++;
      }
      assertEquals(cli.get("ruleSet").text(), row.getAs("ruleSet"), at);
      assertEquals(texts(cli.get("units")), row.getList(row.fieldIndex("units")), at);
      assertEquals(cli.get("mode").text(), row.getAs("mode"), at);
      assertEquals(cli.has("options") ? cli.get("options").scalarMembers() : Map.of(),
          row.getJavaMap(row.fieldIndex("options")), at);
      assertEquals(Boolean.valueOf(cli.get("legal").scalarText()), row.getAs("legal"), at);
      assertPoints(cli, row, "spent", at);
      assertPoints(cli, row, "allowance", at);
      assertEquals(text(cli.get("end")), row.getAs("end"), at);
      List<JsonValue> steps = cli.get("steps").elements();
      List<Row> stepRows = row.getList(row.fieldIndex("steps"));
      assertEquals(steps.size(), stepRows.size(), at);
      for (int k = 0; k < steps.size(); k++) {
        JsonValue s = steps.get(k);
        Row r = stepRows.get(k);
        String where = at + " step " + (k + 1);
        assertEquals(Integer.valueOf(s.get("step").scalarText()), r.getAs("step"), where);
        assertEquals(text(s.get("position")), r.getAs("position"), where);
        assertPoints(s, r, "cost", where);
        assertPoints(s, r, "spent", where);
        assertEquals(text(s.get("facing")), r.getAs("facing"), where);
        assertEquals(text(s.get("note")), r.getAs("note"), where);
      }
      assertViolations(cli.get("violations"), row.getList(row.fieldIndex("violations")), at);
      assertViolations(cli.get("warnings"), row.getList(row.fieldIndex("warnings")), at);
    }
    assertTrue(legal > 0 && illegal > 0 && bad == 4,
        file + ": legal " + legal + ", illegal " + illegal + ", bad " + bad);
  }

  private static List<JsonValue> commandLine(Path scenario, Path moves) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new String[] {"check", scenario.toString(), "--moves", moves.toString(),
        "--json"}, new PrintWriter(out), new PrintWriter(err), new ByteArrayInputStream(
            new byte[0]));
    assertEquals(Main.BAD_INPUT, code, err.toString());
    List<JsonValue> lines = new ArrayList<>();
    for (String line : out.toString().split("\n")) {
      lines.add(JsonValue.parse(line, "stdout"));
    }
    return lines;
  }

  private static void assertViolations(JsonValue expected, List<Row> actual, String at) {
    List<JsonValue> list = expected.elements();
    assertEquals(list.size(), actual.size(), at);
    for (int i = 0; i < list.size(); i++) {
      JsonValue v = list.get(i);
      Row r = actual.get(i);
      String where = at + " violation " + (i + 1);
      assertEquals(v.get("rule").get("ruleSet").text(), r.getAs("ruleSet"), where);
      assertEquals(v.get("rule").get("section").text(), r.getAs("section"), where);
      assertEquals(v.get("rule").get("heading").text(), r.getAs("heading"), where);
      assertEquals(v.get("reason").text(), r.getAs("reason"), where);
      assertEquals(v.get("step").isNull() ? null : Integer.valueOf(v.get("step").scalarText()),
          r.getAs("step"), where);
      assertEquals(text(v.get("location")), r.getAs("location"), where);
      assertEquals(text(v.get("hexside")), r.getAs("hexside"), where);
      assertPoints(v, r, "needed", where);
      assertPoints(v, r, "available", where);
      assertEquals(v.get("text").text(), r.getAs("text"), where);
    }
  }

  private static void assertError(JsonValue expected, Row actual, String at) {
    assertEquals(text(expected.get("path")), actual.getAs("path"), at);
    assertEquals(expected.get("column").isNull() ? null
        : Integer.valueOf(expected.get("column").scalarText()), actual.getAs("column"), at);
    assertEquals(expected.get("problem").text(), actual.getAs("problem"), at);
  }

  private static void assertPoints(JsonValue expected, Row actual, String name, String at) {
    JsonValue decimal = expected.get(name);
    BigDecimal got = actual.getAs(name);
    if (decimal.isNull()) {
      assertNull(got, at + " " + name);
    } else {
      assertEquals(0, new BigDecimal(decimal.scalarText()).compareTo(got),
          at + " " + name + ": " + decimal.scalarText() + " vs " + got);
    }
    JsonValue twelfths = expected.get(name + "Twelfths");
    assertEquals(twelfths.isNull() ? null : Integer.valueOf(twelfths.scalarText()),
        actual.getAs(name + "Twelfths"), at + " " + name + "Twelfths");
  }

  private static String id(JsonValue id) {
    if (id == null || id.isNull()) {
      return null;
    }
    return id.isText() ? id.text() : id.toJson();
  }

  private static String text(JsonValue v) {
    if (v == null || v.isNull()) {
      return null;
    }
    return v.isText() ? v.text() : v.toJson();
  }

  private static List<String> texts(JsonValue array) {
    List<String> out = new ArrayList<>();
    array.elements().forEach(e -> out.add(e.text()));
    return out;
  }
}
