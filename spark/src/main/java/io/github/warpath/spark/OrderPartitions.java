package io.github.warpath.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;

/**
 * Answers a partition of orders or queries, one row an input, in order, skipping the inputs
 * that are no order at all. Each task makes its own {@link OrderChecker}, so its search buffers
 * are reused across the partition and never shared between threads. It serves as a Dataset's
 * partition function and as an RDD's.
 *
 * @param <T> what one input is: a JSON line, or a row of order columns
 * @param <R> what one answer is: a {@link org.apache.spark.sql.Row}, or Spark's own row
 */
abstract class OrderPartitions<T, R> implements MapPartitionsFunction<T, R>,
    FlatMapFunction<Iterator<T>, R> {
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
  abstract R answer(OrderChecker checker, T input);

  @Override
  public Iterator<R> call(Iterator<T> inputs) {
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
      public R next() {
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
