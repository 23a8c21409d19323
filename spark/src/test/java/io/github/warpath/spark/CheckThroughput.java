package io.github.warpath.spark;

import io.github.warpath.batch.Batch;
import io.github.warpath.batch.BatchResult;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A one-off measurement, not a test: N one-step checks on Spark {@code local[2]} against the batch
 * API ({@link Batch#check(io.github.warpath.state.GameState, List)} of orders read beforehand, on
 * two threads) and against the same per-order work as Spark's (read the line, check, build the
 * row) in a plain loop on two threads, in one JVM, alternating, after a warm-up.
 *
 * <p>Arguments: {@code SCENARIO_FILE [N] [ROUNDS]}; defaults: 10,000,000 orders, 2 rounds.
 */
public final class CheckThroughput {
  private CheckThroughput() {}

  /**
   * Runs the measurement and prints the figures.
   *
   * @param args the scenario file, the number of orders and of rounds
   * @throws Exception if a thread fails
   */
  public static void main(String[] args) throws Exception {
    String json = java.nio.file.Files.readString(java.nio.file.Path.of(args[0]));
    long n = args.length > 1 ? Long.parseLong(args[1]) : 10_000_000L;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    SparkSession spark = SparkSession.builder().master("local[2]").appName("warpath-throughput")
        .config("spark.ui.enabled", "false").getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    WarpathSpark warpath = WarpathSpark.of(spark, json, args[0]);
    Scenario s = warpath.scenario();
    String[] lines = oneStepOrders(s);
    MoveOrder[] orders = new MoveOrder[lines.length];
    for (int i = 0; i < lines.length; i++) {
      orders[i] = Orders.read(JsonValue.parse(lines[i], "order"), s);
    }
    System.out.printf(Locale.ROOT, "%s: %d distinct one-step orders, %,d checks per run%n",
        args[0], lines.length, n);

    // warm-up of all three, then alternate
    spark(warpath, spark, lines, Math.min(n, 500_000));
    loop(n / 20, s, lines);
    batch(s, orders, n / 20);
    for (int r = 1; r <= rounds; r++) {
      double loop = loop(n, s, lines);
      double onSpark = spark(warpath, spark, lines, n);
      double batch = batch(s, orders, n);
      System.out.printf(Locale.ROOT, "round %d: batch API (Batch.check of parsed orders, 2"
          + " threads) %,.0f checks/s; Spark local[2] %,.0f checks/s (%.0f%% of the batch API);"
          + " plain loop (read, check, row) on 2 threads %,.0f checks/s (Spark %.0f%% of it)%n",
          r, batch, onSpark, 100 * onSpark / batch, loop, 100 * onSpark / loop);
    }
    spark.stop();
  }

  /** Every one-step order of every unit on a hex: to each neighbour on the map. */
  static String[] oneStepOrders(Scenario s) {
    HexMap map = s.state().hexMap();
    List<String> out = new ArrayList<>();
    for (Unit u : s.state().units()) {
      Hex at = u.position().hexOrNull();
      if (at == null) {
        continue;
      }
      for (Hex next : at.neighbors()) {
        if (map.contains(next)) {
          out.add(JsonValue.object().put("id", "o" + out.size()).put("unit", u.id())
              .put("path", JsonValue.ofTexts(List.of(map.label(next)))).build().toJson());
        }
      }
    }
    return out.toArray(new String[0]);
  }

  private static double spark(WarpathSpark warpath, SparkSession spark, String[] lines, long n) {
    String[] copy = lines;
    Dataset<String> orders = spark.range(0, n, 1, 8).map(
        (MapFunction<Long, String>) i -> copy[(int) (i % copy.length)], Encoders.STRING());
    long start = System.nanoTime();
    Row r = warpath.check(orders).selectExpr("count(*)", "sum(if(legal, 1, 0))").first();
    double seconds = (System.nanoTime() - start) / 1e9;
    if (r.getLong(0) != n) {
      throw new IllegalStateException("rows: " + r.getLong(0));
    }
    return n / seconds;
  }

  private static double loop(long n, Scenario s, String[] lines)
      throws Exception {
    return twoThreads(n, half -> {
      OrderChecker checker = new OrderChecker(s);
      long legal = 0;
      for (long i = 0; i < half; i++) {
        Row row = checker.check(lines[(int) (i % lines.length)]);
        if (Boolean.TRUE.equals(row.get(5))) {
          legal++;
        }
      }
      return legal;
    });
  }

  /** The batch API on 2 threads: {@code n} checks in calls of 65,536 orders. */
  private static double batch(Scenario s, MoveOrder[] orders, long n) {
    List<MoveOrder> list = new ArrayList<>();
    for (int i = 0; i < 65_536; i++) {
      list.add(orders[i % orders.length]);
    }
    try (Batch batch = Batch.of(s.ruleSet(), 2)) {
      long start = System.nanoTime();
      long legal = 0;
      for (long done = 0; done < n; done += list.size()) {
        List<MoveOrder> part = n - done >= list.size() ? list : list.subList(0,
            (int) (n - done));
        for (BatchResult r : batch.check(s.state(), part)) {
          legal += r.legal() ? 1 : 0;
        }
      }
      if (legal < 0) {
        throw new IllegalStateException();
      }
      return n / ((System.nanoTime() - start) / 1e9);
    }
  }

  private interface Work {
    long run(long count);
  }

  private static double twoThreads(long n, Work work) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      long start = System.nanoTime();
      List<Future<Long>> parts = new ArrayList<>();
      for (int t = 0; t < 2; t++) {
        long count = n / 2 + (t == 0 ? n % 2 : 0);
        parts.add(pool.submit(() -> work.run(count)));
      }
      for (Future<Long> f : parts) {
        f.get();
      }
      return n / ((System.nanoTime() - start) / 1e9);
    } finally {
      pool.shutdown();
    }
  }
}
