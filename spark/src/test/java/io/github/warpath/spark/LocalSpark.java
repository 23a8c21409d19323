package io.github.warpath.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/** One local Spark session for every test class of a run, and the example scenario files. */
final class LocalSpark {
  static final Path SCENARIOS = Path.of("../examples/scenarios");

  private LocalSpark() {}

  /**
   * The example scenarios of every hex rule set, for tests that run on each.
   *
   * @return the file names, in {@link #SCENARIOS}
   */
  static java.util.stream.Stream<String> hexScenarios() {
    return java.util.stream.Stream.of("example-road.json", "example-crossing.json",
        "efs-mud-road.json", "hexsystem-nanking.json", "squad-afv-village.json");
  }

  /**
   * The session: two worker threads, no web UI, two shuffle partitions.
   *
   * @return the session, made on first use and kept for the JVM
   */
  static SparkSession session() {
    return SparkSession.builder().master("local[2]").appName("warpath-spark-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.driver.host", "127.0.0.1")
        .getOrCreate();
  }

  static String scenario(String file) {
    try {
      return Files.readString(SCENARIOS.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
