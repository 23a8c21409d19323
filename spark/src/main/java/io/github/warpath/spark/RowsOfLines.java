package io.github.warpath.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Answers a partition of JSON lines, one row a line, in order; blank lines are skipped as the
 * command line skips them. Each task makes its own {@link OrderChecker}, so its search buffers
 * are reused across the partition and never shared between threads.
 */
final class RowsOfLines implements MapPartitionsFunction<String, Row> {
  private static final long serialVersionUID = 1L;

  /** What to answer. */
  enum Answer {
    /** The verdict on an order. */
    CHECK,
    /** The size of a range. */
    REACH,
    /** A range with every position and cost. */
    REACH_WITH_HEXES
  }

  private final Broadcast<ScenarioSource> scenario;
  private final Answer answer;

  RowsOfLines(Broadcast<ScenarioSource> scenario, Answer answer) {
    this.scenario = scenario;
    this.answer = answer;
  }

  @Override
  public Iterator<Row> call(Iterator<String> lines) {
    OrderChecker checker = new OrderChecker(scenario.value().scenario());
    return new Iterator<>() {
      private String next;

      @Override
      public boolean hasNext() {
        while (next == null && lines.hasNext()) {
          String line = lines.next();
          if (line != null && !line.isBlank()) {
            next = line;
          }
        }
        return next != null;
      }

      @Override
      public Row next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        String line = next;
        next = null;
        return answer(checker, answer, line);
      }
    };
  }

  static Row answer(OrderChecker checker, Answer answer, String line) {
    switch (answer) {
      case CHECK:
        return checker.check(line);
      case REACH:
        return checker.reach(line, false);
      default:
        return checker.reach(line, true);
    }
  }
}
