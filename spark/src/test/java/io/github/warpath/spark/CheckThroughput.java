package io.github.warpath.spark;

import com.sun.management.OperatingSystemMXBean;
import io.github.warpath.batch.Batch;
import io.github.warpath.batch.BatchResult;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Unit;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;

/**
 * A one-off measurement, not a test: N one-step checks on Spark {@code local[2]} against the batch
 * API ({@link Batch#check(io.github.warpath.state.GameState, List)} of orders read beforehand, on
 * two threads) and against the same per-order work as Spark's (read the line, check, read
 * {@code legal} from the row) in a plain loop on two threads, in one JVM, alternating, after a
 * warm-up. Spark runs twice: counting the legal rows (the gate's figure; Spark reads the
 * {@code legal} column alone) and writing every column of every row to the {@code noop} sink
 * (what a job that stores its verdicts pays for the rows), once with Spark's settings and once
 * with {@code spark.sql.codegen.hugeMethodLimit} at 8000, as {@link CheckJob} runs. Each figure
 * comes with the process's CPU time per check, which a loaded machine changes less than the
 * checks per second.
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

    // warm-up of all five, then alternate
    spark(warpath, spark, lines, Math.min(n, 500_000), false);
    spark(warpath, spark, lines, Math.min(n, 200_000), true);
    splitCode(spark, () -> spark(warpath, spark, lines, Math.min(n, 200_000), true));
    floor(spark, lines, Math.min(n, 500_000));
    loop(n / 20, s, lines);
    batch(s, orders, n / 20);
    for (int r = 1; r <= rounds; r++) {
      Figure loop = measure(n, () -> loop(n, s, lines));
      Figure onSpark = measure(n, () -> spark(warpath, spark, lines, n, false));
      Figure batch = measure(n, () -> batch(s, orders, n));
      Figure everyColumn = measure(n, () -> spark(warpath, spark, lines, n, true));
      Figure split = measure(n, () -> splitCode(spark,
          () -> spark(warpath, spark, lines, n, true)));
      Figure floor = measure(n, () -> floor(spark, lines, n));
      System.out.printf(Locale.ROOT, "round %d:%n"
          + "  batch API (Batch.check of parsed orders, 2 threads) %s%n"
          + "  Spark local[2], count of legal rows %s: %.0f%% of the batch API's checks/s,"
          + " %.0f%% of its CPU time per check%n"
          + "  Spark local[2], every column (noop sink) %s: %.0f%% of the batch API's checks/s%n"
          + "  the same with %s=8000 %s: %.0f%% of the batch API's checks/s%n"
          + "  plain loop (read, check, legal) on 2 threads %s: Spark %.0f%% of it%n"
          + "  Spark local[2], the same rows without reading or checking (a constant row) %s:"
          + " %.0f%% of the batch API's checks/s%n",
          r, batch, onSpark, 100 * onSpark.perSecond / batch.perSecond,
          100 * batch.cpuNanos / onSpark.cpuNanos, everyColumn,
          100 * everyColumn.perSecond / batch.perSecond, CheckJob.HUGE_METHOD_LIMIT, split,
          100 * split.perSecond / batch.perSecond, loop, 100 * onSpark.perSecond / loop.perSecond,
          floor, 100 * floor.perSecond / batch.perSecond);
    }
    spark.stop();
  }

  /** Checks per second, and the process's CPU time per check (all threads, the GC's too). */
  private record Figure(double perSecond, double cpuNanos) {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%,.0f checks/s, %,.0f ns of CPU per check", perSecond,
          cpuNanos);
    }
  }

  private interface Run {
    double perSecond() throws Exception;
  }

  /** Runs with {@code spark.sql.codegen.hugeMethodLimit} at 8000, as {@link CheckJob} does. */
  private static double splitCode(SparkSession spark, Run run) throws Exception {
    spark.conf().set(CheckJob.HUGE_METHOD_LIMIT, "8000");
    try {
      return run.perSecond();
    } finally {
      spark.conf().unset(CheckJob.HUGE_METHOD_LIMIT);
    }
  }

  private static Figure measure(long n, Run run) throws Exception {
    OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory
        .getOperatingSystemMXBean();
    long cpu = os.getProcessCpuTime();
    double perSecond = run.perSecond();
    return new Figure(perSecond, (double) (os.getProcessCpuTime() - cpu) / n);
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

  /**
   * Spark {@code local[2]} over {@code n} order lines in 8 partitions: counts the rows and the
   * legal ones, or writes every column of every row to Spark's {@code noop} sink.
   */
  private static double spark(WarpathSpark warpath, SparkSession spark, String[] lines, long n,
      boolean everyColumn) {
    Dataset<String> orders = orderLines(spark, lines, n);
    long start = System.nanoTime();
    if (everyColumn) {
      warpath.check(orders).write().format("noop").mode("overwrite").save();
    } else {
      Row r = warpath.check(orders).selectExpr("count(*)", "sum(if(legal, 1, 0))").first();
      if (r.getLong(0) != n) {
        throw new IllegalStateException("rows: " + r.getLong(0));
      }
    }
    return n / ((System.nanoTime() - start) / 1e9);
  }

  /** {@code n} order lines, the given ones over and over, in 8 partitions. */
  private static Dataset<String> orderLines(SparkSession spark, String[] lines, long n) {
    return spark.range(0, n, 1, 8).map(
        (MapFunction<Long, String>) i -> lines[(int) (i % lines.length)], Encoders.STRING());
  }

  /**
   * Spark's own part of the count of legal rows: the same Dataset of order lines and the same
   * row schema, counted the same way, but each line gives one constant legal row, unread and
   * unchecked.
   */
  private static double floor(SparkSession spark, String[] lines, long n) {
    Dataset<String> orders = orderLines(spark, lines, n);
    Object[] values = new Object[VerdictRows.SCHEMA.length()];
    values[VerdictRows.SCHEMA.fieldIndex("legal")] = true;
    Row legal = RowFactory.create(values);
    long start = System.nanoTime();
    Row r = orders.mapPartitions((MapPartitionsFunction<String, Row>) it -> new Iterator<Row>() {
      @Override
      public boolean hasNext() {
        return it.hasNext();
      }

      @Override
      public Row next() {
        it.next();
        return legal;
      }
    }, Encoders.row(VerdictRows.SCHEMA)).selectExpr("count(*)", "sum(if(legal, 1, 0))")
        .first();
    if (r.getLong(0) != n) {
      throw new IllegalStateException("rows: " + r.getLong(0));
    }
    return n / ((System.nanoTime() - start) / 1e9);
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
