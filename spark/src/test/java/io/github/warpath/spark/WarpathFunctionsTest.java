package io.github.warpath.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.ScenarioException;
import java.util.List;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

/** The SQL functions answer as the Dataset API does, row for row. */
class WarpathFunctionsTest {
  private final SparkSession spark = LocalSpark.session();

  @Test
  void checkAndLegalInSqlEqualTheDatasetVerdicts() {
    String json = LocalSpark.scenario("example-road.json");
    WarpathSpark warpath = WarpathSpark.of(spark, json);
    List<String> orders = SampleOrders.of(warpath.scenario(), 20, 4).stream()
        .filter(l -> !l.isBlank()).toList();
    WarpathFunctions.register(spark, json, "road");
    spark.createDataset(orders, Encoders.STRING()).createOrReplaceTempView("road_orders");

    List<Row> sql = spark.sql("SELECT road_check(value) AS v, road_legal(value) AS legal"
        + " FROM road_orders").collectAsList();
    List<Row> api = warpath.check(spark.createDataset(orders, Encoders.STRING()))
        .collectAsList();
    assertEquals(api.size(), sql.size());
    for (int i = 0; i < api.size(); i++) {
      assertEquals(api.get(i), sql.get(i).getStruct(0), orders.get(i));
      Object legal = api.get(i).getAs("legal");
      assertEquals(legal, sql.get(i).getAs("legal"), orders.get(i));
    }
  }

  @Test
  void reachAndReachSizeInSqlEqualTheDatasetRanges() {
    String json = LocalSpark.scenario("hexsystem-nanking.json");
    WarpathSpark warpath = WarpathSpark.of(spark, json);
    WarpathFunctions.register(spark, json, "nanking");
    warpath.unitQueries().createOrReplaceTempView("nanking_units");
    List<Row> sql = spark.sql("SELECT nanking_reach(value), nanking_reach_size(value)"
        + " FROM nanking_units").collectAsList();
    List<Row> api = warpath.reach(warpath.unitQueries(), true).collectAsList();
    assertEquals(api.size(), sql.size());
    for (int i = 0; i < api.size(); i++) {
      assertEquals(api.get(i), sql.get(i).getStruct(0));
      Object size = api.get(i).getAs("size");
      assertEquals(size, sql.get(i).get(1));
    }
  }

  @Test
  void aNullArgumentGivesNullAndBadInputGivesNullLegality() {
    WarpathFunctions.register(spark, LocalSpark.scenario("example-road.json"));
    Row row = spark.sql("SELECT warpath_legal(CAST(NULL AS STRING)),"
        + " warpath_legal('{\"unit\": \"nobody\", \"path\": []}'),"
        + " warpath_check('{\"unit\": \"nobody\", \"path\": []}').error.path,"
        + " warpath_reach_size('{\"unit\": \"recon\"}')").first();
    assertNull(row.get(0));
    assertNull(row.get(1));
    assertEquals("unit", row.get(2));
    assertTrue(row.getInt(3) > 1, row.toString());
  }

  @Test
  void aPrefixThatIsNotANameIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> WarpathFunctions.register(spark, LocalSpark.scenario("example-road.json"),
            "bad-prefix"));
    assertEquals("prefix: expected a letter followed by letters, digits and underscores, got"
        + " 'bad-prefix'", e.getMessage());
  }

  @Test
  void aBadScenarioFailsOnTheDriverWithItsLocation() {
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> WarpathFunctions.register(spark, "{\"version\": 1, \"ruleSet\": \"nope\"}"));
    assertEquals("scenario", e.source());
    assertTrue(e.line() > 0, e.getMessage());
  }
}
