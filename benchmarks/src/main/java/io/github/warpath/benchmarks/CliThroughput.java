package io.github.warpath.benchmarks;

import io.github.warpath.cli.Main;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A one-off measurement beside {@link BatchThroughput}: runs the command line's {@code check
 * SCENARIO --moves ORDERS --json --threads N} several times in one JVM, its answers thrown away,
 * and prints the process CPU time and the wall-clock time of every round and their medians over
 * the rounds after the first. The first round pays for loading the classes and
 * compiling the code, as a run of the command line does; the others show what the command line
 * costs once the JVM is warm, to set against the batch API's rounds.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.warpath.benchmarks.CliThroughput
 *   SCENARIO ORDERS [THREADS [ROUNDS]]</pre>
 */
public final class CliThroughput {
  private CliThroughput() {}

  /**
   * Runs the measurement.
   *
   * @param args scenario, orders, threads (default 2), rounds (default 5)
   */
  public static void main(String[] args) {
    String threads = args.length > 2 ? args[2] : "2";
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 5;
    String[] command = {"check", args[0], "--moves", args[1], "--json", "--threads", threads};
    com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean)
        ManagementFactory.getOperatingSystemMXBean();
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    for (int round = 0; round < rounds; round++) {
      OutputStream sink = OutputStream.nullOutputStream();
      PrintWriter out = new PrintWriter(new OutputStreamWriter(sink, StandardCharsets.UTF_8));
      StringWriter err = new StringWriter();
      long cpu0 = os.getProcessCpuTime();
      long wall0 = System.nanoTime();
      int code = Main.run(command, out, new PrintWriter(err), InputStream.nullInputStream(),
          sink);
      double cpuSecs = (os.getProcessCpuTime() - cpu0) / 1e9;
      double wallSecs = (System.nanoTime() - wall0) / 1e9;
      if (code > Main.BAD_INPUT) {
        throw new IllegalStateException("the command failed: " + err);
      }
      System.out.printf("round %d: CPU %.2f s, wall %.2f s (exit code %d)%n", round, cpuSecs,
          wallSecs, code);
      if (round > 0) {
        cpu.add(cpuSecs);
        wall.add(wallSecs);
      }
    }
    if (!cpu.isEmpty()) {
      cpu.sort(null);
      wall.sort(null);
      System.out.printf("warm rounds: median CPU %.2f s, median wall %.2f s%n",
          cpu.get(cpu.size() / 2), wall.get(wall.size() / 2));
    }
  }
}
