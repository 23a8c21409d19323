package io.github.warpath.spark;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.SearchBuffers;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.MoveLines;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.CatalystTypeConverters;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import scala.Function1;

/**
 * The per-task worker: reads orders and range queries written as JSON lines, answers them on one
 * scenario and turns the answers into rows. It owns its search buffers, so one instance serves one
 * thread (a Spark task) at a time.
 */
final class OrderChecker {
  private static final String SOURCE = "order";
  private static final Set<String> QUERY_FIELDS = JsonValue.names("id", "unit", "units", "mode",
      "options", "from");

  private final Scenario scenario;
  private final SearchBuffers buffers = new SearchBuffers();
  private final MoveLines lines;
  /** The orders of the common shape read from columns, made on first use. */
  private PlainOrders plain;
  /** Spark's rows of orders as {@link Row}s, for the general reading; made on first use. */
  private Function1<Object, Object> ordersToRows;
  /** Verdict rows as Spark's own rows; made on first use. */
  private Function1<Object, Object> verdictsToSpark;

  OrderChecker(Scenario scenario) {
    this.scenario = scenario;
    this.lines = MoveLines.of(scenario);
  }

  /**
   * The verdict on one order: the one place where a row's check reaches the rule set.
   *
   * @param order the order
   * @return the verdict
   */
  Verdict verdict(MoveOrder order) {
    return scenario.ruleSet() instanceof HexMovementRules hex
        ? hex.check(scenario.state(), order, buffers)
        : scenario.ruleSet().check(scenario.state(), order);
  }

  /**
   * Checks one order written as a JSON object (the command line's {@code --moves} shape).
   *
   * @param line the order
   * @return its verdict row, or an error row if the order is bad input
   */
  Row check(String line) {
    return check(line, true);
  }

  /**
   * Checks one order written as a JSON object.
   *
   * @param line the order
   * @param inLine whether an error's column is one in the caller's line (else it is left null:
   *     the text was written from the order's columns)
   * @return its verdict row, or an error row if the order is bad input
   */
  private Row check(String line, boolean inLine) {
    MoveLines.Line order;
    try {
      order = lines.read(line, SOURCE, 1);
    } catch (InvalidInputException e) {
      return VerdictRows.error(idOf(line), e, inLine);
    }
    return row(id(order.id()), order.order(), inLine);
  }

  private Row row(String id, MoveOrder o, boolean inLine) {
    try {
      return VerdictRows.row(scenario, id, o.query(), verdict(o));
    } catch (InvalidInputException e) {
      return VerdictRows.error(id, e, inLine);
    }
  }

  /**
   * Checks one order given as columns ({@link OrderColumns}): the same verdict row as the line
   * of JSON with the same members gives, except that an error names no column (there is no
   * line), unless the row holds a line Spark could not read, which is read as a line. The common
   * shape (an {@code id}, a {@code unit}, perhaps a {@code mode}, and a {@code path} of hex labels
   * as the map writes them) is read from the columns; any other row as the JSON text of its
   * columns.
   *
   * @param order the row
   * @param columns where the members stand in it
   * @return its verdict row, or an error row if the order is bad input
   */
  Row check(Row order, OrderColumns columns) {
    String unread = columns.unreadLine(order);
    if (unread != null) {
      return check(unread, true);
    }
    MoveOrder o = plain().read(order, columns);
    if (o == null) {
      return check(columns.json(order), false);
    }
    Object id = columns.id < 0 ? null : order.get(columns.id);
    return row(id == null ? null : id.toString(), o, false);
  }

  /**
   * Checks one order given as one of Spark's own rows of order columns: the same verdict as
   * {@link #check(Row, OrderColumns)} gives for the same row, as Spark's own row. The common
   * shape is read where its values lie in the row; any other row is made a {@link Row} and read
   * as that. Nothing of the order's row is kept, so Spark may reuse it for the next order.
   *
   * @param order the row, in the layout of {@code columns}
   * @param columns where the members stand in it
   * @return its verdict row, or an error row if the order is bad input
   */
  InternalRow check(InternalRow order, OrderColumns columns) {
    MoveOrder o = columns.hasUnreadLine(order) ? null : plain().read(order, columns);
    if (o == null) {
      if (ordersToRows == null) {
        ordersToRows = CatalystTypeConverters.createToScalaConverter(columns.schema());
      }
      return toSpark(check((Row) ordersToRows.apply(order), columns));
    }
    UTF8String id = columns.id(order);
    try {
      return new VerdictInternalRow(scenario, id, o.query(), verdict(o));
    } catch (InvalidInputException e) {
      return toSpark(VerdictRows.error(id == null ? null : id.toString(), e, false));
    }
  }

  private PlainOrders plain() {
    if (plain == null) {
      plain = new PlainOrders(scenario);
    }
    return plain;
  }

  private InternalRow toSpark(Row row) {
    if (verdictsToSpark == null) {
      verdictsToSpark = CatalystTypeConverters.createToCatalystConverter(VerdictRows.SCHEMA);
    }
    return (InternalRow) verdictsToSpark.apply(row);
  }

  /** The id of a line that is bad input, if it is a JSON object with one. */
  private static String idOf(String line) {
    try {
      JsonValue v = JsonValue.parseLine(line, SOURCE, 1);
      return v.isObject() && v.has("id") ? id(v.get("id")) : null;
    } catch (InvalidInputException e) {
      return null;
    }
  }

  /**
   * The movement range of one query written as a JSON object: {@code id}, {@code unit} or
   * {@code units}, {@code mode}, {@code options} and {@code from}, as in an order without a path.
   *
   * @param line the query
   * @param withHexes whether the row lists every reachable position with its cost
   * @return its range row, or an error row if the query is bad input
   */
  Row reach(String line, boolean withHexes) {
    String id = null;
    try {
      JsonValue q = JsonValue.parseLine(line, SOURCE, 1);
      id = q.isObject() && q.has("id") ? id(q.get("id")) : null;
      if (!q.isObject()) {
        throw q.fail("expected a range query, an object with unit, got " + q.describeValue());
      }
      q.onlyMembers(QUERY_FIELDS);
      MoveQuery query = Orders.query(q, scenario);
      Reach reach = scenario.hexRules().reach(scenario.state(), query, buffers);
      return ReachRows.row(scenario, id, query, reach, withHexes);
    } catch (InvalidInputException e) {
      return ReachRows.error(id, e);
    }
  }

  private static String id(JsonValue id) {
    if (id.isNull()) {
      return null;
    }
    return id.isText() ? id.text() : id.toJson();
  }
}
