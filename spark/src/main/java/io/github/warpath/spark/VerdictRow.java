package io.github.warpath.spark;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import java.util.Arrays;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructType;

/**
 * The verdict row of a checked order, in {@link VerdictRows#SCHEMA}, whose columns are made when
 * first read. Spark reads only the columns a query uses (a count of legal orders reads
 * {@code legal} alone), so the others, above all the nested step and violation rows, cost
 * nothing unless they are asked for; a column that has to be built (an array, a map, a text
 * looked up) is made once and kept, the others are read from the verdict. The values are those
 * of {@link VerdictRows#column}, whichever columns are read and in whatever order.
 *
 * <p>Rows are read by the task that made them, as Spark does; one row is not for reading from
 * several threads at once. Serialized, a row becomes an ordinary row of its values.
 */
final class VerdictRow implements Row {
  private static final long serialVersionUID = 1L;
  private static final int COLUMNS = VerdictRows.SCHEMA.length();
  private static final Object UNREAD = new Object();

  private final transient Scenario scenario;
  private final transient String id;
  private final transient MoveQuery query;
  private final transient Verdict verdict;
  private transient Object[] values;

  VerdictRow(Scenario scenario, String id, MoveQuery query, Verdict verdict) {
    this.scenario = scenario;
    this.id = id;
    this.query = query;
    this.verdict = verdict;
  }

  @Override
  public int length() {
    return COLUMNS;
  }

  @Override
  public StructType schema() {
    return VerdictRows.SCHEMA;
  }

  @Override
  public int fieldIndex(String name) {
    return VerdictRows.SCHEMA.fieldIndex(name);
  }

  @Override
  public Object get(int i) {
    if (i < 0 || i >= COLUMNS) {
      throw new ArrayIndexOutOfBoundsException(i);
    }
    if (VerdictRows.isScalar(i)) {
      return VerdictRows.column(i, scenario, id, query, verdict);
    }
    Object[] v = values;
    if (v == null) {
      v = new Object[COLUMNS];
      Arrays.fill(v, UNREAD);
      values = v;
    }
    Object value = v[i];
    if (value == UNREAD) {
      value = VerdictRows.column(i, scenario, id, query, verdict);
      v[i] = value;
    }
    return value;
  }

  /** This row: it does not change once made. */
  @Override
  public Row copy() {
    return this;
  }

  /** Every column, made now. */
  private Row materialized() {
    Object[] all = new Object[COLUMNS];
    for (int i = 0; i < COLUMNS; i++) {
      all[i] = get(i);
    }
    return RowFactory.create(all);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Row && materialized().equals(o);
  }

  @Override
  public int hashCode() {
    return materialized().hashCode();
  }

  @Override
  public String toString() {
    return materialized().toString();
  }

  /**
   * Serialized as an ordinary row of its values: the scenario stays behind.
   *
   * @return the row to write
   */
  private Object writeReplace() {
    return materialized();
  }
}
