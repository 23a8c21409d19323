package io.github.warpath.spark;

import java.util.Objects;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

/**
 * Registers Spark SQL functions that answer on one scenario, for SQL and for PySpark (through
 * {@code spark._jvm}) once this jar is on the class path:
 * <ul>
 *   <li>{@code warpath_check(order)}: the verdict on a JSON order, a struct of
 *       {@link VerdictRows#SCHEMA};
 *   <li>{@code warpath_legal(order)}: whether it is legal, null if the order is bad input;
 *   <li>{@code warpath_reach(query)}: the range of a JSON range query with every position, a
 *       struct of {@link ReachRows#SCHEMA};
 *   <li>{@code warpath_reach_size(query)}: the number of reachable positions, null if the query
 *       is bad input.
 * </ul>
 * The scenario is broadcast once per registration.
 *
 * <pre>{@code
 * WarpathFunctions.register(spark, Files.readString(Path.of("road.json")));
 * spark.sql("SELECT value, warpath_legal(value) FROM orders");
 * }</pre>
 */
public final class WarpathFunctions {
  /** The default prefix of the function names. */
  public static final String PREFIX = "warpath";

  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

  private WarpathFunctions() {}

  /**
   * Registers the functions as {@code warpath_check}, {@code warpath_legal}, {@code
   * warpath_reach} and {@code warpath_reach_size}.
   *
   * @param spark the session
   * @param scenarioJson the text of a scenario file
   * @throws io.github.warpath.scenario.ScenarioException if the scenario is bad input
   */
  public static void register(SparkSession spark, String scenarioJson) {
    register(spark, scenarioJson, PREFIX);
  }

  /**
   * Registers the functions under another prefix ({@code PREFIX_check} and so on), for several
   * scenarios in one session.
   *
   * @param spark the session
   * @param scenarioJson the text of a scenario file
   * @param prefix a letter followed by letters, digits and underscores
   * @throws IllegalArgumentException if the prefix is not a valid name
   * @throws io.github.warpath.scenario.ScenarioException if the scenario is bad input
   */
  public static void register(SparkSession spark, String scenarioJson, String prefix) {
    Objects.requireNonNull(spark, "spark");
    if (prefix == null || !NAME.matcher(prefix).matches()) {
      throw new IllegalArgumentException("prefix: expected a letter followed by letters, digits"
          + " and underscores, got " + (prefix == null ? "null" : "'" + prefix + "'"));
    }
    var scenario = WarpathSpark.broadcast(spark, new ScenarioSource(scenarioJson, "scenario"));
    spark.udf().register(prefix + "_check",
        new ScenarioFunction(scenario, ScenarioFunction.Kind.CHECK), VerdictRows.SCHEMA);
    spark.udf().register(prefix + "_legal",
        new ScenarioFunction(scenario, ScenarioFunction.Kind.LEGAL), DataTypes.BooleanType);
    spark.udf().register(prefix + "_reach",
        new ScenarioFunction(scenario, ScenarioFunction.Kind.REACH), ReachRows.SCHEMA);
    spark.udf().register(prefix + "_reach_size",
        new ScenarioFunction(scenario, ScenarioFunction.Kind.REACH_SIZE), DataTypes.IntegerType);
  }
}
