package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The batch job reads JSON lines and writes the verdict or range rows as Parquet. */
class CheckJobTest {
  private final SparkSession spark = LocalSpark.session();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @TempDir
  Path dir;

  private int run(String... args) {
    return CheckJob.run(spark, args, new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void writesOneVerdictRowPerOrderAsParquet() throws IOException {
    String scenario = LocalSpark.SCENARIOS.resolve("example-crossing.json").toString();
    WarpathSpark warpath = WarpathSpark.of(spark, LocalSpark.scenario("example-crossing.json"));
    List<String> orders = SampleOrders.of(warpath.scenario(), 3, 3);
    Path in = Files.write(dir.resolve("orders.jsonl"), orders);
    Path out = dir.resolve("verdicts.parquet");

    assertEquals(0, run(scenario, in.toString(), out.toString()), err.toString());

    List<Row> written = spark.read().parquet(out.toString()).orderBy("id").collectAsList();
    List<Row> expected = warpath.check(spark.createDataset(orders, Encoders.STRING()))
        .orderBy("id").collectAsList();
    assertEquals(expected.size(), written.size());
    assertEquals(expected.toString(), written.toString());
  }

  @Test
  void writesRangeRowsWithReach() throws IOException {
    String scenario = LocalSpark.SCENARIOS.resolve("example-road.json").toString();
    Path in = Files.write(dir.resolve("queries.jsonl"),
        List.of("{\"id\": \"r\", \"unit\": \"recon\"}"));
    Path out = dir.resolve("ranges.parquet");
    assertEquals(0, run("--reach-hexes", scenario, in.toString(), out.toString()),
        err.toString());
    Row row = spark.read().parquet(out.toString()).first();
    assertEquals("r", row.getAs("id"));
    assertEquals((int) row.getAs("size"), row.getList(row.fieldIndex("reach")).size());
  }

  @Test
  void refusesAnExistingOutputUnlessOverwriteIsGiven() throws IOException {
    String scenario = LocalSpark.SCENARIOS.resolve("example-road.json").toString();
    Path in = Files.write(dir.resolve("o.jsonl"), List.of("{\"unit\": \"recon\", \"path\": []}"));
    Path out = dir.resolve("v.parquet");
    assertEquals(0, run(scenario, in.toString(), out.toString()));
    assertEquals(2, run(scenario, in.toString(), out.toString()));
    assertEquals("CheckJob: " + out + " exists; give --overwrite to replace it\n",
        err.toString());
    assertEquals(0, run("--overwrite", scenario, in.toString(), out.toString()));
  }

  @Test
  void badArgumentsExitTwoWithTheUsage() {
    assertEquals(2, run("--fast", "a", "b", "c"));
    assertEquals("CheckJob: unknown option --fast\nusage: CheckJob [--reach | --reach-hexes]"
        + " [--overwrite] SCENARIO INPUT OUTPUT\n", err.toString());
    err.reset();
    assertEquals(2, run("a", "b"));
    assertTrue(err.toString().startsWith("CheckJob: expected SCENARIO, INPUT and OUTPUT, got 2"
        + " paths"), err.toString());
  }

  @Test
  void aBadScenarioExitsTwoWithItsLocation() throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.json"), "{\"version\": 1,\n \"ruleSet\": 5}");
    Path in = Files.write(dir.resolve("o.jsonl"), List.of("{}"));
    assertEquals(2, run(bad.toString(), in.toString(), dir.resolve("x").toString()));
    assertTrue(err.toString().startsWith("CheckJob: " + bad + ":"), err.toString());
  }
}
