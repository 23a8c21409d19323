package io.github.warpath.spark;

import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.api.java.UDF1;

/**
 * One SQL function over a broadcast scenario: a JSON order or range query in, an answer out (null
 * for a null argument). Each thread that calls it keeps its own {@link OrderChecker}, so the
 * search buffers are reused and never shared.
 */
final class ScenarioFunction implements UDF1<String, Object> {
  private static final long serialVersionUID = 1L;

  /** What the function returns. */
  enum Kind {
    /** The verdict row. */
    CHECK,
    /** Whether the order is legal (null if it is bad input). */
    LEGAL,
    /** The range row with every position. */
    REACH,
    /** The size of the range (null if the query is bad input). */
    REACH_SIZE
  }

  private static final int LEGAL = VerdictRows.SCHEMA.fieldIndex("legal");
  private static final int SIZE = ReachRows.SCHEMA.fieldIndex("size");

  private final Broadcast<ScenarioSource> scenario;
  private final Kind kind;
  private transient ThreadLocal<OrderChecker> checkers;

  ScenarioFunction(Broadcast<ScenarioSource> scenario, Kind kind) {
    this.scenario = scenario;
    this.kind = kind;
  }

  @Override
  public Object call(String line) {
    if (line == null) {
      return null;
    }
    OrderChecker checker = checker();
    switch (kind) {
      case CHECK:
        return checker.check(line);
      case LEGAL:
        return checker.check(line).get(LEGAL);
      case REACH:
        return checker.reach(line, true);
      default:
        Row r = checker.reach(line, false);
        return r.get(SIZE);
    }
  }

  private OrderChecker checker() {
    ThreadLocal<OrderChecker> local = checkers;
    if (local == null) {
      synchronized (this) {
        local = checkers;
        if (local == null) {
          local = ThreadLocal.withInitial(() -> new OrderChecker(scenario.value().scenario()));
          checkers = local;
        }
      }
    }
    return local.get();
  }
}
