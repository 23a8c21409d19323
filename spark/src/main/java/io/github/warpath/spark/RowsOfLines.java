package io.github.warpath.spark;

import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;

/**
 * Answers a partition of JSON lines, one row a line, in order; blank lines are skipped as the
 * command line skips them.
 */
final class RowsOfLines extends OrderPartitions<String, Row> {
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

  private final Answer answer;

  RowsOfLines(Broadcast<ScenarioSource> scenario, Answer answer) {
    super(scenario);
    this.answer = answer;
  }

  @Override
  boolean skips(String line) {
    return line == null || line.isBlank();
  }

  @Override
  Row answer(OrderChecker checker, String line) {
    return answer(checker, answer, line);
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
