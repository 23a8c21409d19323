package io.github.warpath.spark;

import java.util.Iterator;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Checks a partition of orders given as columns, one verdict row an order, in order. Each task
 * makes its own {@link OrderChecker}, so its search buffers and its tables of the common orders'
 * parts are reused across the partition and never shared between threads.
 */
final class RowsOfOrders implements MapPartitionsFunction<Row, Row> {
  private static final long serialVersionUID = 1L;

  private final Broadcast<ScenarioSource> scenario;
  private final OrderColumns columns;

  RowsOfOrders(Broadcast<ScenarioSource> scenario, OrderColumns columns) {
    this.scenario = scenario;
    this.columns = columns;
  }

  @Override
  public Iterator<Row> call(Iterator<Row> orders) {
    OrderChecker checker = new OrderChecker(scenario.value().scenario());
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return orders.hasNext();
      }

      @Override
      public Row next() {
        return checker.check(orders.next(), columns);
      }
    };
  }
}
