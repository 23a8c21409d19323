package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.Scenario;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.CatalystTypeConverters;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.execution.LogicalRDD;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.Function1;

/**
 * Orders read as Spark keeps them get verdict rows of Spark's own kind that hold, column by
 * column and in whatever order the columns are read, the values of the ordinary verdict row of
 * the same order; such a row does not change, and serializes as a plain row of those values.
 */
class VerdictInternalRowTest {
  private static final Function1<Object, Object> TO_ROW =
      CatalystTypeConverters.createToScalaConverter(VerdictRows.SCHEMA);

  @TempDir
  Path dir;

  @Test
  void aVerdictOfSparksOwnKindHoldsTheOrdinaryRowsValuesInAnyOrderOfReading() throws Exception {
    SparkSession spark = LocalSpark.session();
    String file = "efs-mud-road.json";
    WarpathSpark warpath = WarpathSpark.of(spark, LocalSpark.scenario(file), file);
    Scenario s = warpath.scenario();
    List<String> lines = SampleOrders.of(s, 11, 8);
    Path orders = dir.resolve("orders.jsonl");
    Files.write(orders, lines.subList(0, lines.size() - 1));
    Dataset<Row> columns = spark.read().json(orders.toString());
    OrderColumns layout = OrderColumns.of(columns.schema(), OrderColumns.CORRUPT_RECORD);
    List<InternalRow> internal = ((org.apache.spark.sql.classic.Dataset<Row>) columns)
        .queryExecution().toRdd().toJavaRDD().map(InternalRow::copy).collect();
    List<Row> rows = columns.collectAsList();
    OrderChecker forward = new OrderChecker(s);
    OrderChecker backward = new OrderChecker(s);
    OrderChecker ordinary = new OrderChecker(s);
    int lazy = 0;
    for (int k = 0; k < rows.size(); k++) {
      Row expected = (Row) TO_ROW.apply(toSpark(ordinary.check(rows.get(k), layout)));
      InternalRow a = forward.check(internal.get(k), layout);
      InternalRow b = backward.check(internal.get(k), layout);
      assertEquals(expected, TO_ROW.apply(a), rows.get(k).toString());
      Object[] first = new Object[a.numFields()];
      for (int i = 0; i < first.length; i++) {
        first[i] = a.get(i, VerdictRows.SCHEMA.fields()[i].dataType());
      }
      // the other row read backwards, its legal flag first, as a count reads it
      boolean legal = !b.isNullAt(5) && b.getBoolean(5);
      assertEquals(Boolean.TRUE.equals(expected.get(5)), legal);
      for (int i = first.length - 1; i >= 0; i--) {
        Object again = b.get(i, VerdictRows.SCHEMA.fields()[i].dataType());
        assertEquals(String.valueOf(first[i]), String.valueOf(again), "column " + i);
      }
      if (a instanceof VerdictInternalRow) {
        lazy++;
        assertSame(first[11], a.get(11, VerdictRows.SCHEMA.fields()[11].dataType()),
            "a column that is built is built once");
        assertSame(a, a.copy(), "a verdict row does not change, so its copy is itself");
        assertThrows(UnsupportedOperationException.class, () -> a.update(5, false));
        assertThrows(UnsupportedOperationException.class, () -> a.setNullAt(5));
        InternalRow copy = serialized(a);
        assertInstanceOf(GenericInternalRow.class, copy);
        assertEquals(expected, TO_ROW.apply(copy));
      }
    }
    assertTrue(lazy >= 10, "orders of the common shape read from Spark's rows: " + lazy);
  }

  @Test
  void aClassicSessionChecksOrderColumnsOnSparksOwnRows() throws IOException {
    SparkSession spark = LocalSpark.session();
    String file = "example-road.json";
    WarpathSpark warpath = WarpathSpark.of(spark, LocalSpark.scenario(file), file);
    Path orders = dir.resolve("one.jsonl");
    Files.write(orders, List.of("{\"id\": 7, \"unit\": \"recon\", \"path\": [\"0504\"]}"));
    Dataset<Row> verdicts = warpath.checkColumns(spark.read().json(orders.toString()));
    assertInstanceOf(LogicalRDD.class, ((org.apache.spark.sql.classic.Dataset<Row>) verdicts)
        .queryExecution().analyzed());
    Dataset<Row> mapped = warpath.checkColumns(spark.read().json(orders.toString()), false);
    assertEquals(mapped.collectAsList(), verdicts.collectAsList());
    assertEquals("7", verdicts.first().getString(0));
  }

  private static InternalRow toSpark(Row row) {
    return (InternalRow) CatalystTypeConverters.createToCatalystConverter(VerdictRows.SCHEMA)
        .apply(row);
  }

  private static InternalRow serialized(InternalRow row)
      throws IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(row);
    }
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(
        bytes.toByteArray()))) {
      return (InternalRow) in.readObject();
    }
  }
}
