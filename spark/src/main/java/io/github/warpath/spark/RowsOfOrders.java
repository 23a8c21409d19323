package io.github.warpath.spark;

import java.io.Serializable;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;

/**
 * Checks a partition of orders given as columns ({@link OrderColumns}), one verdict row a row,
 * in order: as {@link Row}s in and out, or as Spark's own rows in and out ({@link
 * #ofSparkRows}). Each task's {@link OrderChecker} also keeps its tables of the common orders'
 * parts for the whole partition.
 *
 * @param <T> the kind of row, in and out
 */
final class RowsOfOrders<T> extends OrderPartitions<T, T> {
  private static final long serialVersionUID = 1L;

  /** How a checker answers one row of this kind. */
  private interface Reading<T> extends Serializable {
    T check(OrderChecker checker, T order, OrderColumns columns);
  }

  private final OrderColumns columns;
  private final Reading<T> reading;

  private RowsOfOrders(Broadcast<ScenarioSource> scenario, OrderColumns columns,
      Reading<T> reading) {
    super(scenario);
    this.columns = columns;
    this.reading = reading;
  }

  /**
   * Orders as {@link Row}s, verdicts as {@link Row}s.
   *
   * @param scenario the broadcast scenario
   * @param columns where the members stand in a row
   * @return the partition function
   */
  static RowsOfOrders<Row> ofRows(Broadcast<ScenarioSource> scenario, OrderColumns columns) {
    return new RowsOfOrders<Row>(scenario, columns, (c, o, k) -> c.check(o, k));
  }

  /**
   * Orders and verdicts as Spark's own rows.
   *
   * @param scenario the broadcast scenario
   * @param columns where the members stand in a row
   * @return the partition function
   */
  static RowsOfOrders<InternalRow> ofSparkRows(Broadcast<ScenarioSource> scenario,
      OrderColumns columns) {
    return new RowsOfOrders<InternalRow>(scenario, columns, (c, o, k) -> c.check(o, k));
  }

  @Override
  boolean skips(T order) {
    return order == null;
  }

  @Override
  T answer(OrderChecker checker, T order) {
    return reading.check(checker, order, columns);
  }
}
