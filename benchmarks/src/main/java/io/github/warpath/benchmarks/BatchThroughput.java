package io.github.warpath.benchmarks;

import io.github.warpath.InvalidInputException;
import io.github.warpath.batch.Batch;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A one-off measurement beside the command line's: reads a scenario and a JSON-lines file of
 * orders (not timed; malformed ones are left out), then judges all of them with {@link Batch#check(
 * io.github.warpath.state.GameState, List)} on 1 and on N threads, several rounds each, and
 * prints the checks per second of every round and the median.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.warpath.benchmarks.BatchThroughput
 *   SCENARIO ORDERS [THREADS [ROUNDS]]</pre>
 */
public final class BatchThroughput {
  private BatchThroughput() {}

  /**
   * Runs the measurement.
   *
   * @param args scenario, orders, threads (default 2), rounds (default 5)
   * @throws IOException if a file cannot be read
   */
  public static void main(String[] args) throws IOException {
    Scenario s = ScenarioReader.standard().read(Path.of(args[0]));
    int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 5;
    List<MoveOrder> orders = new ArrayList<>();
    try (BufferedReader r = Files.newBufferedReader(Path.of(args[1]), StandardCharsets.UTF_8)) {
      String line;
      int n = 0;
      int skipped = 0;
      while ((line = r.readLine()) != null) {
        n++;
        if (line.isBlank()) {
          continue;
        }
        try {
          orders.add(Orders.read(JsonValue.parseLine(line, args[1], n), s));
        } catch (InvalidInputException e) {
          skipped++;
        }
      }
      System.out.println(orders.size() + " orders read, " + skipped + " malformed left out");
    }
    for (int t : new int[] {1, threads}) {
      List<Double> rates = new ArrayList<>();
      try (Batch batch = Batch.of(s.ruleSet(), t)) {
        for (int round = 0; round < rounds; round++) {
          long start = System.nanoTime();
          int legal = 0;
          for (var res : batch.check(s.state(), orders)) {
            legal += res.legal() ? 1 : 0;
          }
          double secs = (System.nanoTime() - start) / 1e9;
          rates.add(orders.size() / secs);
          System.out.printf("threads %d round %d: %.0f checks/s (%d legal)%n", t, round,
              orders.size() / secs, legal);
        }
      }
      rates.sort(null);
      System.out.printf("threads %d: median %.0f checks/s%n", t, rates.get(rates.size() / 2));
    }
  }
}
