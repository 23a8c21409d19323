package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Orders given as columns, as Spark's JSON reader or a Parquet file gives them, get the same
 * verdict rows as the same orders given as JSON lines, every field of every row, on every hex
 * rule set; an error names no column unless Spark kept the whole line. Both ways of reading
 * the columns are held to it: as Spark's own rows (the default in a classic session) and as
 * {@link Row}s (the way elsewhere).
 */
class CheckColumnsAgreementTest {
  private static final int ERROR = VerdictRows.SCHEMA.fieldIndex("error");

  @TempDir
  Path dir;

  @ParameterizedTest
  @MethodSource("io.github.warpath.spark.LocalSpark#hexScenarios")
  void ordersAsColumnsGetTheVerdictRowsOfTheirLines(String file) throws IOException {
    SparkSession spark = LocalSpark.session();
    WarpathSpark warpath = WarpathSpark.of(spark, LocalSpark.scenario(file), file);
    List<String> all = SampleOrders.of(warpath.scenario(), file.hashCode(), 12);
    // every shape: the path written as text on one line makes Spark keep every path as text
    assertSameRows(warpath, all, "string", read(spark, all, "all.jsonl"));
    // paths as arrays of labels alone: the common shape read from the columns
    List<String> arrays = new ArrayList<>(all.subList(0, all.size() - 1));
    assertSameRows(warpath, arrays, "array<string>", read(spark, arrays, "arrays.jsonl"));
  }

  @Test
  void ordersReadBackFromParquetGetTheSameVerdictRows() throws IOException {
    SparkSession spark = LocalSpark.session();
    String file = "efs-mud-road.json";
    WarpathSpark warpath = WarpathSpark.of(spark, LocalSpark.scenario(file), file);
    List<String> all = SampleOrders.of(warpath.scenario(), 7, 6);
    List<String> arrays = new ArrayList<>(all.subList(0, all.size() - 1));
    String parquet = dir.resolve("orders.parquet").toString();
    read(spark, arrays, "orders.jsonl").write().parquet(parquet);
    assertSameRows(warpath, arrays, "array<string>", spark.read().parquet(parquet));
  }

  private Dataset<Row> read(SparkSession spark, List<String> lines, String name)
      throws IOException {
    Path file = dir.resolve(name);
    Files.write(file, lines);
    return spark.read().json(file.toString());
  }

  private static void assertSameRows(WarpathSpark warpath, List<String> lines, String pathType,
      Dataset<Row> columns) {
    assertEquals(pathType, columns.schema().apply("path").dataType().simpleString());
    List<String> orders = lines.stream().filter(l -> !l.isBlank()).toList();
    List<Row> expected = warpath.check(LocalSpark.session().createDataset(lines,
        Encoders.STRING())).collectAsList();
    assertEquals(orders.size(), expected.size());
    for (boolean internal : new boolean[] {true, false}) {
      List<Row> actual = warpath.checkColumns(columns, internal).collectAsList();
      assertSameRows(orders, expected, actual, pathType + (internal ? " (internal rows)" : ""));
    }
  }

  private static void assertSameRows(List<String> orders, List<Row> expected, List<Row> actual,
      String pathType) {
    assertEquals(expected.size(), actual.size(), "one row per order");
    int checked = 0;
    int errors = 0;
    for (int i = 0; i < expected.size(); i++) {
      Row e = expected.get(i);
      Row a = actual.get(i);
      String at = pathType + " " + orders.get(i);
      for (int k = 0; k < ERROR; k++) {
        assertEquals(e.get(k), a.get(k), at + ": " + VerdictRows.SCHEMA.fields()[k].name());
      }
      if (e.isNullAt(ERROR)) {
        assertNull(a.get(ERROR), at);
        checked++;
        continue;
      }
      errors++;
      Row ee = e.getStruct(ERROR);
      Row ae = a.getStruct(ERROR);
      assertNotNull(ae, at);
      assertEquals(ee.get(0), ae.get(0), at + ": error path");
      assertEquals(ee.get(2), ae.get(2), at + ": error problem");
      // a line Spark could not read is read as that line; other orders have no line
      assertEquals(orders.get(i).startsWith("{") ? null : ee.get(1), ae.get(1),
          at + ": error column");
    }
    assertTrue(checked >= 20 && errors >= 4, "checked " + checked + ", errors " + errors);
  }
}
