package io.github.warpath.spark;

import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.InternalRow;

/**
 * Checks a partition of orders given as Spark's own rows of order columns ({@link OrderColumns}),
 * one verdict row (Spark's own as well) a row, in order: the fast way of {@link
 * WarpathSpark#checkColumns}, which makes no {@link org.apache.spark.sql.Row} and no text of the
 * common orders' columns.
 */
final class InternalRowsOfOrders extends OrderPartitions<InternalRow, InternalRow> {
  private static final long serialVersionUID = 1L;

  private final OrderColumns columns;

  InternalRowsOfOrders(Broadcast<ScenarioSource> scenario, OrderColumns columns) {
    super(scenario);
    this.columns = columns;
  }

  @Override
  boolean skips(InternalRow order) {
    return order == null;
  }

  @Override
  InternalRow answer(OrderChecker checker, InternalRow order) {
    return checker.check(order, columns);
  }
}
