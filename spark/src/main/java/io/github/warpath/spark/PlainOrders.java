package io.github.warpath.spark;

import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Step;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;

/**
 * Reads orders of the common shape from their columns, without a JSON text or tree: an {@code id}
 * (text or whole number, or none), one {@code unit}, perhaps a {@code mode} of the rule set, and
 * a {@code path} of hex labels as the map writes them, every other column null. The units'
 * queries and the steps into each hex are made once, so an order of this shape costs its list of
 * steps and the order. Any other row is left to the general reading (it gives null), which also
 * reports what is wrong with it. One instance serves one thread.
 *
 * <p>Rows come either as {@link Row}s or as Spark's own {@link InternalRow}s, whose texts are
 * UTF-8 bytes: for those the tables are also kept by those bytes, so that a unit or label is
 * looked up where it lies in the row, without a Java {@code String} made for it.
 */
final class PlainOrders {
  private final Scenario scenario;
  private final Map<String, MoveQuery> queries = new HashMap<>();
  private final Map<String, Step> steps = new HashMap<>();
  /** The same tables by UTF-8 bytes, for Spark's own rows. */
  private final Utf8Table<MoveQuery> queriesByBytes;
  private final Utf8Table<Step> stepsByBytes;
  private final List<MovementMode> modes;

  PlainOrders(Scenario scenario) {
    this.scenario = scenario;
    this.modes = scenario.ruleSet().modes();
    if (scenario.state().board() instanceof HexMap) {
      HexMap map = (HexMap) scenario.state().board();
      for (Unit u : scenario.state().units()) {
        queries.put(u.id(), MoveQuery.of(u.id()));
      }
      for (int i = 0; i < map.size(); i++) {
        steps.put(map.label(i), new Step(Position.hex(map.hex(i)), null, null));
      }
    }
    this.queriesByBytes = new Utf8Table<>(queries);
    this.stepsByBytes = new Utf8Table<>(steps);
  }

  /**
   * The order of a row of the common shape.
   *
   * @param row the row
   * @param c where the members stand in it
   * @return the order, or null if the row is of another shape or not plainly valid
   */
  MoveOrder read(Row row, OrderColumns c) {
    if (c.unit < 0 || c.path < 0 || row.isNullAt(c.path)) {
      return null;
    }
    for (int i : c.others) {
      if (!row.isNullAt(i)) {
        return null;
      }
    }
    if (c.id >= 0 && !row.isNullAt(c.id)) {
      Object id = row.get(c.id);
      if (!(id instanceof String || id instanceof Long || id instanceof Integer)) {
        return null;
      }
    }
    Object unit = row.get(c.unit);
    MoveQuery query = unit instanceof String ? queries.get(unit) : null;
    if (query == null) {
      return null;
    }
    if (c.mode >= 0 && !row.isNullAt(c.mode)) {
      query = withMode(query, row.get(c.mode));
      if (query == null) {
        return null;
      }
    }
    Object path = row.get(c.path);
    if (!(path instanceof scala.collection.Seq)) {
      return null;
    }
    scala.collection.Seq<?> labels = (scala.collection.Seq<?>) path;
    int n = labels.length();
    if (n > Orders.MAX_STEPS) {
      return null;
    }
    Step[] out = new Step[n];
    for (int i = 0; i < n; i++) {
      Object label = labels.apply(i);
      Step s = label instanceof String ? steps.get(label) : null;
      if (s == null) {
        return null;
      }
      out[i] = s;
    }
    return MoveOrder.of(query, List.of(out));
  }

  /**
   * The order of one of Spark's own rows of the common shape. The row is only read: nothing of
   * it is kept, so Spark may reuse it for the next.
   *
   * @param row the row, in the layout of the Dataset's schema
   * @param c where the members stand in it, and their types
   * @return the order, or null if the row is of another shape or not plainly valid
   */
  MoveOrder read(InternalRow row, OrderColumns c) {
    if (c.unit < 0 || c.path < 0 || row.isNullAt(c.path) || row.isNullAt(c.unit)) {
      return null;
    }
    for (int i : c.others) {
      if (!row.isNullAt(i)) {
        return null;
      }
    }
    if (c.id >= 0 && !row.isNullAt(c.id) && !OrderColumns.isPlainId(c.type(c.id))) {
      return null;
    }
    if (c.type(c.unit) != DataTypes.StringType) {
      return null;
    }
    MoveQuery query = queriesByBytes.get(row, c.unit);
    if (query == null) {
      return null;
    }
    if (c.mode >= 0 && !row.isNullAt(c.mode)) {
      if (c.type(c.mode) != DataTypes.StringType) {
        return null;
      }
      query = withMode(query, row.getUTF8String(c.mode).toString());
      if (query == null) {
        return null;
      }
    }
    DataType pathType = c.type(c.path);
    if (!(pathType instanceof ArrayType)
        || ((ArrayType) pathType).elementType() != DataTypes.StringType) {
      return null;
    }
    ArrayData labels = row.getArray(c.path);
    int n = labels.numElements();
    if (n > Orders.MAX_STEPS) {
      return null;
    }
    if (n == 1) { // the common one-step order, without an array of steps
      Step s = stepsByBytes.get(labels, 0);
      return s == null ? null : MoveOrder.of(query, List.of(s));
    }
    Step[] out = new Step[n];
    for (int i = 0; i < n; i++) {
      Step s = stepsByBytes.get(labels, i);
      if (s == null) {
        return null;
      }
      out[i] = s;
    }
    return MoveOrder.of(query, List.of(out));
  }

  /** The query in a mode named exactly as the rule set names it, or null. */
  private MoveQuery withMode(MoveQuery query, Object mode) {
    for (MovementMode m : modes) {
      if (m.id().equals(mode)) {
        return MoveQuery.of(query.units().get(0), m.id());
      }
    }
    return null;
  }
}
