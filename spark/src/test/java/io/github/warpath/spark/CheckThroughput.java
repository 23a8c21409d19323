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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

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
 * <p>Arguments: {@code SCENARIO_FILE [N] [ROUNDS] [FIGURE]}; defaults: 10,000,000 orders, 2
 * rounds. With a {@code FIGURE} ({@code batch}, {@code columns}, {@code lines}, {@code constant},
 * {@code scan} or {@code loop}) only that one is warmed up and runs, each round: for a profiler,
 * or to measure the batch API and Spark in separate processes. With {@code gate} four figures
 * run, by turns: the batch API, the count of legal rows on cached columns, the same work without
 * Spark (the plain loop over Spark's rows) and Spark's own part of the count (a constant row for
 * each order, by the same route). Each round prints the count's share of the batch API's checks
 * per second and of the plain loop's, and the ceiling Spark's own part sets on the first share;
 * the medians close the output. With {@code pair} only the first two are warmed up and run, by
 * turns, and the median of the share closes the output. Each figure also says how long the JIT
 * compiler and the garbage collector took during it.
 */
public final class CheckThroughput {
  /** What the fourth argument may be: the two sets of figures by turns, or one figure alone. */
  private static final Set<String> MODES = Set.of("gate", "pair", "batch",
      "columns", "lines", "constant", "scan", "loop");

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
    if (rounds < 1) {
      throw new IllegalArgumentException("rounds must be at least 1, got " + rounds);
    }
    String mode = args.length > 3 ? args[3] : "";
    if (!mode.isEmpty() && !MODES.contains(mode)) {
      throw new IllegalArgumentException("unknown figure " + mode + "; known: "
          + String.join(", ", new TreeSet<>(MODES)));
    }
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
    // the orders as columns, read by Spark's JSON reader, cached and materialised once, as the
    // batch API's orders are read beforehand
    Dataset<Row> columns = orderColumns(spark, lines, n);
    InternalRow[] rows = ((org.apache.spark.sql.classic.Dataset<Row>) spark.read()
        .schema(ORDER_COLUMNS).json(spark.createDataset(List.of(lines), Encoders.STRING())))
        .queryExecution().toRdd().toJavaRDD().map(InternalRow::copy).collect()
        .toArray(new InternalRow[0]);

    // each figure over a given number of orders: the whole run, or fewer for the warm-up
    OrderColumns layout = OrderColumns.of(ORDER_COLUMNS, OrderColumns.CORRUPT_RECORD);
    LongFunction<Map<String, Run>> figures = size -> {
      Dataset<Row> some = size < n ? columns.limit((int) size) : columns;
      Map<String, Run> f = new LinkedHashMap<>();
      f.put("batch", () -> batch(s, orders, size));
      f.put("columns", () -> count(warpath.checkColumns(some), size));
      f.put("lines", () -> count(warpath.check(orderLines(spark, lines, size)), size));
      f.put("every", () -> splitCode(spark,
          () -> everyColumn(warpath.checkColumns(some), size)));
      f.put("loop", () -> loop(size, s, rows, layout));
      f.put("line-loop", () -> loop(size, s, lines));
      f.put("constant", () -> count(constantRows(some), size));
      f.put("scan", () -> count(some.select(functions.col("unit").isNotNull().as("legal")),
          size));
      return f;
    };
    // warm-up of each figure that runs (every one unless one figure or pair is asked for; writing
    // every column, the slowest, on fewer orders), then alternate
    Map<String, Run> warmUps = figures.apply(Math.min(n, 500_000));
    warmUps.put("every", figures.apply(Math.min(n, 200_000)).get("every"));
    Set<String> warm = mode.equals("pair") ? Set.of("batch", "columns")
        : warmUps.containsKey(mode) ? Set.of(mode) : warmUps.keySet();
    for (Map.Entry<String, Run> e : warmUps.entrySet()) {
      if (warm.contains(e.getKey())) {
        e.getValue().perSecond();
      }
    }
    Map<String, Run> run = figures.apply(n);
    if (mode.equals("gate") || mode.equals("pair")) {
      // the gate's two figures by turns, with two more that say where Spark's time goes: the
      // same work on two threads without Spark (read the rows, check, make the verdict rows,
      // read legal), and Spark's own part (a constant row each, by the same route). Spark's own
      // part bounds the share even if reading and checking on Spark cost no more than the batch
      // API's check: Spark then takes 1/batch + 1/floor per check, a share of at most
      // floor / (floor + batch)
      double[] shares = new double[rounds];
      double[] ofLoop = new double[rounds];
      double[] ceilings = new double[rounds];
      for (int r = 1; r <= rounds; r++) {
        Figure batch = measure(n, run.get("batch"));
        Figure onColumns = measure(n, run.get("columns"));
        shares[r - 1] = 100 * onColumns.perSecond / batch.perSecond;
        if (mode.equals("pair")) {
          System.out.printf(Locale.ROOT, "round %d:%n  batch API %s%n  Spark count of legal rows"
              + " %s: %.0f%% of the batch API%n", r, batch, onColumns, shares[r - 1]);
          continue;
        }
        Figure loop = measure(n, run.get("loop"));
        Figure floor = measure(n, run.get("constant"));
        ofLoop[r - 1] = 100 * onColumns.perSecond / loop.perSecond;
        ceilings[r - 1] = 100 * floor.perSecond / (floor.perSecond + batch.perSecond);
        System.out.printf(Locale.ROOT, "round %d:%n  batch API %s%n  Spark count of legal rows"
            + " %s: %.0f%% of the batch API%n  the same work without Spark %s: Spark %.0f%% of"
            + " it%n  Spark's own part (a constant row) %s: a ceiling of %.0f%%%n", r, batch,
            onColumns, shares[r - 1], loop, ofLoop[r - 1], floor, ceilings[r - 1]);
      }
      if (mode.equals("pair")) {
        System.out.printf(Locale.ROOT, "share of the batch API %s, median %.0f%%%n",
            range(shares), median(shares));
      } else {
        System.out.printf(Locale.ROOT, "share of the batch API %s, median %.0f%%; of the same"
            + " work without Spark %s, median %.0f%%; ceiling %s, median %.0f%%%n",
            range(shares), median(shares), range(ofLoop), median(ofLoop), range(ceilings),
            median(ceilings));
      }
      printCached(spark);
      rounds = 0;
    } else if (!mode.isEmpty()) {
      // one figure alone, for a profiler or for separate processes: "batch", "columns", "lines",
      // "constant", "scan" or "loop"
      for (int r = 1; r <= rounds; r++) {
        System.out.printf(Locale.ROOT, "round %d: %s %s%n", r, mode,
            measure(n, run.get(mode)));
        printCached(spark);
      }
      rounds = 0;
    }
    for (int r = 1; r <= rounds; r++) {
      Figure batch = measure(n, run.get("batch"));
      Figure onColumns = measure(n, run.get("columns"));
      Figure onLines = measure(n, run.get("lines"));
      Figure split = measure(n, run.get("every"));
      Figure loop = measure(n, run.get("loop"));
      Figure lineLoop = measure(n, run.get("line-loop"));
      Figure floor = measure(n, run.get("constant"));
      Figure scan = measure(n, run.get("scan"));
      System.out.printf(Locale.ROOT, "round %d:%n"
          + "  batch API (Batch.check of parsed orders, 2 threads) %s%n"
          + "  Spark local[2], cached order columns, count of legal rows %s: %.0f%% of the"
          + " batch API's checks/s, %.0f%% of its CPU time per check%n"
          + "  Spark local[2], order lines, count of legal rows %s: %.0f%% of the batch API's"
          + " checks/s, %.0f%% of its CPU time per check%n"
          + "  Spark local[2], cached order columns, every column (noop sink, %s=8000) %s:"
          + " %.0f%% of the batch API's checks/s%n"
          + "  plain loop on 2 threads over the same rows as Spark keeps them (read, check, legal) %s:"
          + " Spark %.0f%% of it%n"
          + "  plain loop on 2 threads over order lines (read the line, check, legal) %s%n"
          + "  Spark local[2], cached order columns, a constant row for each, unread and"
          + " unchecked %s%n"
          + "  Spark local[2], cached order columns, counted without a row of ours %s%n",
          r, batch, onColumns, 100 * onColumns.perSecond / batch.perSecond,
          100 * batch.cpuNanos / onColumns.cpuNanos, onLines,
          100 * onLines.perSecond / batch.perSecond, 100 * batch.cpuNanos / onLines.cpuNanos,
          CheckJob.HUGE_METHOD_LIMIT, split, 100 * split.perSecond / batch.perSecond, loop,
          100 * onColumns.perSecond / loop.perSecond, lineLoop, floor, scan);
      printCached(spark);
    }
    columns.unpersist();
    spark.stop();
  }

  /**
   * Checks per second, the process's CPU time per check (all threads, the GC's too) and the bytes
   * allocated per check by the threads alive at the end of the run (Spark's task threads and
   * the two threads of a plain loop; not those of the batch API, which it makes and ends, nor a
   * task thread that ended during the run, so it is a lower bound).
   */
  private record Figure(double perSecond, double cpuNanos, double bytes, long jitMillis,
      long gcMillis) {
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%,.0f checks/s, %,.0f ns of CPU and %,.0f B allocated"
          + " per check (JIT compiling %,d ms, collecting %,d ms)", perSecond, cpuNanos, bytes,
          jitMillis, gcMillis);
    }
  }

  /** The bytes allocated so far by each thread alive now, by its id. */
  private static Map<Long, Long> allocated() {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean)
        ManagementFactory.getThreadMXBean();
    long[] ids = threads.getAllThreadIds();
    long[] bytes = threads.getThreadAllocatedBytes(ids);
    Map<Long, Long> out = new java.util.HashMap<>();
    for (int i = 0; i < ids.length; i++) {
      if (bytes[i] >= 0) {
        out.put(ids[i], bytes[i]);
      }
    }
    return out;
  }

  /** What the threads alive now allocated since {@code before} (all of it, for new ones). */
  private static long allocatedSince(Map<Long, Long> before) {
    long sum = 0;
    for (Map.Entry<Long, Long> e : allocated().entrySet()) {
      sum += e.getValue() - before.getOrDefault(e.getKey(), 0L);
    }
    return sum;
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
    long jit = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
    long gc = collectionMillis();
    Map<Long, Long> bytes = allocated();
    double perSecond = run.perSecond();
    return new Figure(perSecond, (double) (os.getProcessCpuTime() - cpu) / n,
        (double) allocatedSince(bytes) / n,
        ManagementFactory.getCompilationMXBean().getTotalCompilationTime() - jit,
        collectionMillis() - gc);
  }

  /** The time the garbage collectors have taken so far, in milliseconds. */
  private static long collectionMillis() {
    long total = 0;
    for (var gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
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

  /** The schema of the order columns, as Spark's JSON reader infers it for one-step orders. */
  static final StructType ORDER_COLUMNS = new StructType().add("id", DataTypes.StringType)
      .add("path", DataTypes.createArrayType(DataTypes.StringType))
      .add("unit", DataTypes.StringType);

  /** Counts the rows and the legal ones, as the gate's figure does. */
  private static double count(Dataset<Row> verdicts, long n) {
    long start = System.nanoTime();
    Row r = verdicts.selectExpr("count(*)", "sum(if(legal, 1, 0))").first();
    if (r.getLong(0) != n) {
      throw new IllegalStateException("rows: " + r.getLong(0));
    }
    return n / ((System.nanoTime() - start) / 1e9);
  }

  /** Writes every column of every row to Spark's {@code noop} sink. */
  private static double everyColumn(Dataset<Row> verdicts, long n) {
    long start = System.nanoTime();
    verdicts.write().format("noop").mode("overwrite").save();
    return n / ((System.nanoTime() - start) / 1e9);
  }

  /** {@code n} order lines, the given ones over and over, in 8 partitions. */
  private static Dataset<String> orderLines(SparkSession spark, String[] lines, long n) {
    return spark.range(0, n, 1, 8).map(
        (MapFunction<Long, String>) i -> lines[(int) (i % lines.length)], Encoders.STRING());
  }

  /**
   * {@code n} orders as columns ({@code id}, {@code path}, {@code unit}) read by Spark's JSON
   * reader from the order lines, in 8 partitions, cached and materialised.
   */
  private static Dataset<Row> orderColumns(SparkSession spark, String[] lines, long n) {
    Dataset<Row> columns = spark.read().schema(ORDER_COLUMNS).json(orderLines(spark, lines, n))
        .cache();
    Row r = columns.selectExpr("count(*)", "sum(size(path))", "count(id)", "count(unit)")
        .first();
    if (r.getLong(0) != n || r.getLong(1) != n) {
      throw new IllegalStateException("rows cached: " + r);
    }
    printCached(spark);
    return columns;
  }

  /** How much of the cached columns is in memory and on disk. */
  private static void printCached(SparkSession spark) {
    for (org.apache.spark.storage.RDDInfo info : spark.sparkContext().getRDDStorageInfo()) {
      System.out.printf(Locale.ROOT, "cached: %d of %d partitions, %,d bytes in memory, %,d on"
          + " disk%n", info.numCachedPartitions(), info.numPartitions(), info.memSize(),
          info.diskSize());
    }
  }

  /** The median of some figures. */
  private static double median(double[] figures) {
    double[] f = sorted(figures);
    int n = f.length;
    return n % 2 == 1 ? f[n / 2] : (f[n / 2 - 1] + f[n / 2]) / 2;
  }

  /** The lowest and highest of some percentages, as "from A% to B%". */
  private static String range(double[] figures) {
    double[] f = sorted(figures);
    return String.format(Locale.ROOT, "from %.0f%% to %.0f%%", f[0], f[f.length - 1]);
  }

  /** A sorted copy of some figures. */
  private static double[] sorted(double[] figures) {
    double[] f = figures.clone();
    java.util.Arrays.sort(f);
    return f;
  }

  /**
   * Spark's own part of the count of legal rows: the same rows in and the same row schema out,
   * by the same route as {@link WarpathSpark#checkColumns} (Spark's own rows, through the
   * Dataset's {@code queryExecution().toRdd()}), counted the same way, but each order gives one
   * constant legal row, unread and unchecked.
   */
  private static Dataset<Row> constantRows(Dataset<Row> orders) {
    Object[] values = new Object[VerdictRows.SCHEMA.length()];
    values[VerdictRows.SCHEMA.fieldIndex("legal")] = true;
    InternalRow legal = new GenericInternalRow(values);
    RDD<InternalRow> rows = ((org.apache.spark.sql.classic.Dataset<Row>) orders).queryExecution()
        .toRdd().toJavaRDD().mapPartitions(
            (FlatMapFunction<Iterator<InternalRow>, InternalRow>) it -> new Iterator<>() {
              @Override
              public boolean hasNext() {
                return it.hasNext();
              }

              @Override
              public InternalRow next() {
                it.next();
                return legal;
              }
            }).rdd();
    return ((org.apache.spark.sql.classic.SparkSession) orders.sparkSession())
        .internalCreateDataFrame(rows, VerdictRows.SCHEMA, false);
  }

  private static double loop(long n, Scenario s, InternalRow[] rows, OrderColumns layout)
      throws Exception {
    return twoThreads(n, half -> {
      OrderChecker checker = new OrderChecker(s);
      long legal = 0;
      for (long i = 0; i < half; i++) {
        InternalRow row = checker.check(rows[(int) (i % rows.length)], layout);
        if (!row.isNullAt(5) && row.getBoolean(5)) {
          legal++;
        }
      }
      return legal;
    });
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

  /** The plain loops' two threads, kept for the whole run so that their allocation is counted. */
  private static final ExecutorService LOOP_THREADS = Executors.newFixedThreadPool(2, r -> {
    Thread t = new Thread(r, "plain-loop");
    t.setDaemon(true);
    return t;
  });

  private static double twoThreads(long n, Work work) throws Exception {
    long start = System.nanoTime();
    List<Future<Long>> parts = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      long count = n / 2 + (t == 0 ? n % 2 : 0);
      parts.add(LOOP_THREADS.submit(() -> work.run(count)));
    }
    for (Future<Long> f : parts) {
      f.get();
    }
    return n / ((System.nanoTime() - start) / 1e9);
  }
}
