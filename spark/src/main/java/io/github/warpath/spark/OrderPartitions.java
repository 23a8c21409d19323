package io.github.warpath.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Answers a partition of orders or queries, one row an input, in order, skipping the inputs
 * that are no order at all. Each task makes its own {@link OrderChecker}, so its search buffers
 * are reused across the partition and never shared between threads.
 *
 * @param <T> what one input is: a JSON line, or a row of order columns
 */
abstract class OrderPartitions<T> implements MapPartitionsFunction<T, Row> {
  private static final long serialVersionUID = 1L;

  private final Broadcast<ScenarioSource> scenario;

  OrderPartitions(Broadcast<ScenarioSource> scenario) {
    this.scenario = scenario;
  }

  /**
   * Whether an input is skipped, giving no row.
   *
   * @param input the input
   * @return true to skip it
   */
  abstract boolean skips(T input);

  /**
   * The row of one input.
   *
   * @param checker the task's checker
   * @param input the input
   * @return its row
   */
  abstract Row answer(OrderChecker checker, T input);

  @Override
  public Iterator<Row> call(Iterator<T> inputs) {
    OrderChecker checker = new OrderChecker(scenario.value().scenario());
    return new Iterator<>() {
      private T next;

      @Override
      public boolean hasNext() {
        while (next == null && inputs.hasNext()) {
          T input = inputs.next();
          if (!skips(input)) {
            next = input;
          }
        }
        return next != null;
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        T input = next;
        next = null;
        return answer(checker, input);
      }
    };
  }
}
