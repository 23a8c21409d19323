package io.github.warpath.spark;

import io.github.warpath.map.HexMap;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;

/**
 * Checks and movement ranges on one scenario over Spark Datasets.
 *
 * <p>The scenario is read once on the driver (bad input fails here, with a located message) and
 * broadcast: each executor reads it once, and each task keeps its own search buffers. Orders are
 * JSON lines in the shape the command line's {@code check --moves} reads, for example
 * <pre>{@code
 * {"id": "a1", "unit": "recon", "path": ["0504", "0604"]}
 * }</pre>
 * and every order gives one row of {@link VerdictRows#SCHEMA}, in input order; an order that is
 * bad input gives a row with its {@code error} set rather than failing the job. Blank lines are
 * skipped.
 *
 * <pre>{@code
 * WarpathSpark w = WarpathSpark.of(spark, Files.readString(Path.of("road.json")));
 * Dataset<Row> verdicts = w.check(spark.read().textFile("orders.jsonl"));
 * verdicts.where("NOT legal").select("id", "violations.heading").show();
 * }</pre>
 */
public final class WarpathSpark {
  private final SparkSession spark;
  private final ScenarioSource source;
  private final Broadcast<ScenarioSource> broadcast;

  private WarpathSpark(SparkSession spark, ScenarioSource source) {
    this.spark = spark;
    this.source = source;
    this.broadcast = broadcast(spark, source);
  }

  /**
   * Reads a scenario and broadcasts it.
   *
   * @param spark the session
   * @param scenarioJson the text of a scenario file
   * @return the scenario's checks and ranges
   * @throws io.github.warpath.scenario.ScenarioException if the scenario is bad input
   */
  public static WarpathSpark of(SparkSession spark, String scenarioJson) {
    return of(spark, scenarioJson, "scenario");
  }

  /**
   * Reads a scenario and broadcasts it.
   *
   * @param spark the session
   * @param scenarioJson the text of a scenario file
   * @param name a name for messages, such as the file name
   * @return the scenario's checks and ranges
   * @throws io.github.warpath.scenario.ScenarioException if the scenario is bad input
   */
  public static WarpathSpark of(SparkSession spark, String scenarioJson, String name) {
    return new WarpathSpark(Objects.requireNonNull(spark, "spark"),
        new ScenarioSource(scenarioJson, name));
  }

  static Broadcast<ScenarioSource> broadcast(SparkSession spark, ScenarioSource source) {
    return JavaSparkContext.fromSparkContext(spark.sparkContext()).broadcast(source);
  }

  /**
   * The scenario, as read on the driver.
   *
   * @return the scenario
   */
  public Scenario scenario() {
    return source.scenario();
  }

  /**
   * Checks orders: one verdict row per non-blank order, in input order.
   *
   * @param orders JSON orders, one per element (e.g. {@code spark.read().textFile(...)})
   * @return rows of {@link VerdictRows#SCHEMA}
   */
  public Dataset<Row> check(Dataset<String> orders) {
    return orders.mapPartitions(new RowsOfLines(broadcast, RowsOfLines.Answer.CHECK),
        Encoders.row(VerdictRows.SCHEMA));
  }

  /**
   * Checks orders given as columns, as Spark's own JSON reader gives them for a file of orders
   * ({@code spark.read().json("orders.jsonl")}) or as a Parquet file of the same columns holds
   * them: {@code id}, {@code unit} or {@code units}, {@code mode}, {@code options}, {@code from}
   * and {@code path}, named as in the JSON lines {@link #check(Dataset)} reads. One verdict row
   * per row, in input order, with the values the same order written as a JSON line gives, but
   * for an error's {@code column}, which is null: there is no line to count in. A null column is
   * a member the order does not have; a column of another name that is not null in a row is an
   * unknown member there, as in a line, so select the order's columns first. A row in which
   * Spark's reader kept a line it could not read (in the column {@code
   * spark.sql.columnNameOfCorruptRecord} names, {@code _corrupt_record} by default) is read as
   * that line.
   *
   * <p>The common shape (an id, a unit, perhaps a mode, a path of hex labels as the map writes
   * them) is read from the columns without building a JSON text or tree; any other order is read
   * as the JSON text of its columns, so that it gets the same verdict or error as its line would.
   * Spark's reader keeps a member whose type differs between lines (a path written as an array
   * on one line and as a text of steps on another) as JSON text; in {@code path} and {@code from}
   * such a text is read as the JSON it holds.
   *
   * <p>In a classic (not Spark Connect) session the orders are read as Spark keeps them
   * ({@link org.apache.spark.sql.catalyst.InternalRow}s, through the Dataset's {@code
   * queryExecution().toRdd()}) and the verdicts made the same way, each column when Spark's
   * generated code first reads it: no {@link Row} is made for either, which about halves what
   * Spark adds to a check (see the module's speed notes). The Dataset returned is then built on
   * those rows and is opaque to Spark's optimizer below it, as a mapped Dataset is, and the
   * orders' plan is fixed by this call: cache the orders before it, not after, if they are to
   * be read from the cache. Elsewhere the orders are mapped as {@link Row}s, with the same
   * answers.
   *
   * @param orders the orders, one a row
   * @return rows of {@link VerdictRows#SCHEMA}
   */
  public Dataset<Row> checkColumns(Dataset<Row> orders) {
    return checkColumns(orders, true);
  }

  /**
   * Checks orders given as columns, as Spark's own rows where the session allows and {@code
   * internal} asks for it, else as {@link Row}s.
   *
   * @param orders the orders, one a row
   * @param internal whether to read and make Spark's own rows where possible
   * @return rows of {@link VerdictRows#SCHEMA}
   */
  Dataset<Row> checkColumns(Dataset<Row> orders, boolean internal) {
    String corrupt = spark.conf().get("spark.sql.columnNameOfCorruptRecord",
        OrderColumns.CORRUPT_RECORD);
    OrderColumns columns = OrderColumns.of(orders.schema(), corrupt);
    if (internal && orders instanceof org.apache.spark.sql.classic.Dataset<Row> classic
        && spark instanceof org.apache.spark.sql.classic.SparkSession session) {
      RDD<InternalRow> verdicts = classic.queryExecution().toRdd().toJavaRDD()
          .mapPartitions(RowsOfOrders.ofSparkRows(broadcast, columns)).rdd();
      return session.internalCreateDataFrame(verdicts, VerdictRows.SCHEMA, false);
    }
    return orders.mapPartitions(RowsOfOrders.ofRows(broadcast, columns),
        Encoders.row(VerdictRows.SCHEMA));
  }

  /**
   * Movement ranges: one row per non-blank query, in input order. A query is an order without a
   * path: {@code {"id": "r1", "unit": "recon", "from": "0504"}} ({@code units}, {@code mode} and
   * {@code options} as in orders; {@code from} defaults to where the units stand).
   *
   * @param queries JSON range queries, one per element
   * @param withHexes whether each row lists every reachable position with its cost
   * @return rows of {@link ReachRows#SCHEMA}
   * @throws io.github.warpath.InvalidInputException if the rule set does not compute ranges
   */
  public Dataset<Row> reach(Dataset<String> queries, boolean withHexes) {
    scenario().hexRules();
    return queries.mapPartitions(new RowsOfLines(broadcast, withHexes
        ? RowsOfLines.Answer.REACH_WITH_HEXES : RowsOfLines.Answer.REACH),
        Encoders.row(ReachRows.SCHEMA));
  }

  /**
   * One range query per unit of the scenario, from where it stands; the id is the unit's.
   *
   * @return the queries, in the scenario's unit order
   */
  public Dataset<String> unitQueries() {
    List<String> queries = new ArrayList<>();
    scenario().state().units().forEach(u -> queries.add(JsonValue.object().put("id", u.id())
        .put("unit", u.id()).build().toJson()));
    return spark.createDataset(queries, Encoders.STRING());
  }

  /**
   * One range query per hex of the map for one unit, as if it started its move there; the id is
   * the hex's label.
   *
   * @param unit the unit's id
   * @return the queries, in the map's hex order
   * @throws io.github.warpath.InvalidInputException if there is no such unit or no hex map
   */
  public Dataset<String> startQueries(String unit) {
    scenario().state().unit(unit);
    HexMap map = scenario().state().hexMap();
    List<String> queries = new ArrayList<>(map.size());
    for (int i = 0; i < map.size(); i++) {
      String label = map.label(i);
      queries.add(JsonValue.object().put("id", label).put("unit", unit).put("from", label)
          .build().toJson());
    }
    return spark.createDataset(queries, Encoders.STRING());
  }
}
