package io.github.warpath.spark;

import io.github.warpath.InvalidInputException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/**
 * A batch job for {@code spark-submit}: reads a scenario and a JSON-lines file of orders (or of
 * range queries), and writes one row per line as Parquet.
 *
 * <pre>
 * CheckJob [--reach | --reach-hexes] [--overwrite] SCENARIO INPUT OUTPUT
 * </pre>
 * Paths are anything Spark reads and writes ({@code file:}, {@code hdfs:}, {@code s3a:}...). The
 * exit code is 0 when the rows are written, 2 for bad arguments, a bad scenario (the message
 * names the argument or the place in the file) or an existing output without {@code --overwrite}.
 */
public final class CheckJob {
  private static final String USAGE = "usage: CheckJob [--reach | --reach-hexes] [--overwrite]"
      + " SCENARIO INPUT OUTPUT";
  /**
   * The size above which Spark runs a stage without its whole-stage generated method. The code
   * that turns a verdict row with all its columns into Spark's form is one method too big for
   * HotSpot to compile (more than 8,000 bytes), so it runs interpreted; at 8,000, as Spark's
   * documentation advises on HotSpot, Spark uses its split code instead, which compiles.
   */
  static final String HUGE_METHOD_LIMIT = "spark.sql.codegen.hugeMethodLimit";

  private CheckJob() {}

  /**
   * Runs the job in a session of its own, with {@code spark.sql.codegen.hugeMethodLimit} at
   * 8000 unless it is set.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    SparkSession spark = SparkSession.builder().appName("warpath-check").getOrCreate();
    if (!spark.conf().contains(HUGE_METHOD_LIMIT)) {
      spark.conf().set(HUGE_METHOD_LIMIT, "8000");
    }
    int code;
    try {
      code = run(spark, args, System.err);
    } finally {
      spark.stop();
    }
    if (code != 0) {
      System.exit(code);
    }
  }

  /**
   * Runs the job in a given session.
   *
   * @param spark the session
   * @param args the arguments
   * @param err where problems are reported
   * @return 0 when the rows are written, 2 for bad arguments, a bad scenario or an existing
   *     output without {@code --overwrite}
   */
  public static int run(SparkSession spark, String[] args, PrintStream err) {
    RowsOfLines.Answer answer = RowsOfLines.Answer.CHECK;
    SaveMode mode = SaveMode.ErrorIfExists;
    List<String> files = new ArrayList<>();
    for (String a : args) {
      switch (a) {
        case "--reach":
          answer = RowsOfLines.Answer.REACH;
          break;
        case "--reach-hexes":
          answer = RowsOfLines.Answer.REACH_WITH_HEXES;
          break;
        case "--overwrite":
          mode = SaveMode.Overwrite;
          break;
        default:
          if (a.startsWith("--")) {
            err.println("CheckJob: unknown option " + a + "\n" + USAGE);
            return 2;
          }
          files.add(a);
      }
    }
    if (files.size() != 3) {
      err.println("CheckJob: expected SCENARIO, INPUT and OUTPUT, got " + files.size()
          + " paths\n" + USAGE);
      return 2;
    }
    WarpathSpark warpath;
    try {
      String json = spark.read().option("wholetext", "true").textFile(files.get(0)).first();
      warpath = WarpathSpark.of(spark, json, files.get(0));
      if (answer != RowsOfLines.Answer.CHECK) {
        warpath.scenario().hexRules();
      }
    } catch (InvalidInputException e) {
      err.println("CheckJob: " + e.getMessage());
      return 2;
    }
    if (mode == SaveMode.ErrorIfExists && exists(spark, files.get(2))) {
      err.println("CheckJob: " + files.get(2) + " exists; give --overwrite to replace it");
      return 2;
    }
    Dataset<String> lines = spark.read().textFile(files.get(1));
    Dataset<Row> rows = answer == RowsOfLines.Answer.CHECK ? warpath.check(lines)
        : warpath.reach(lines, answer == RowsOfLines.Answer.REACH_WITH_HEXES);
    rows.write().mode(mode).parquet(files.get(2));
    return 0;
  }

  private static boolean exists(SparkSession spark, String path) {
    try {
      org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(path);
      return p.getFileSystem(spark.sparkContext().hadoopConfiguration()).exists(p);
    } catch (java.io.IOException e) {
      return false;
    }
  }
}
