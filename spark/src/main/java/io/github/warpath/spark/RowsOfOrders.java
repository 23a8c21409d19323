package io.github.warpath.spark;

import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Checks a partition of orders given as columns ({@link OrderColumns}), one verdict row a row,
 * in order. Each task's {@link OrderChecker} also keeps its tables of the common orders' parts
 * for the whole partition.
 */
final class RowsOfOrders extends OrderPartitions<Row, Row> {
  private static final long serialVersionUID = 1L;

  private final OrderColumns columns;

  RowsOfOrders(Broadcast<ScenarioSource> scenario, OrderColumns columns) {
    super(scenario);
    this.columns = columns;
  }

  @Override
  boolean skips(Row order) {
    return order == null;
  }

  @Override
  Row answer(OrderChecker checker, Row order) {
    return checker.check(order, columns);
  }
}
