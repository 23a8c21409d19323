package io.github.warpath.spark;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.catalyst.CatalystTypeConverters;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.unsafe.types.UTF8String;
import scala.Function1;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The verdict row of a checked order as Spark's own row ({@link InternalRow}), in {@link
 * VerdictRows#SCHEMA}, whose columns are made when first read: the same values as {@link
 * VerdictRow}'s ({@link VerdictRows#column}), in the types Spark keeps inside (texts as UTF-8
 * bytes, decimals as Spark's, nested rows and arrays as its own). Spark's generated code reads
 * only the columns a query uses, so a count of legal orders reads {@code legal} alone and builds
 * no text, array or nested row.
 *
 * <p>The row does not change once made ({@link #update} and {@link #setNullAt} are refused) and
 * is read by the task that made it; one row is not for reading from several threads at once.
 */
final class VerdictInternalRow extends GenericInternalRow {
  private static final long serialVersionUID = 1L;
  private static final int COLUMNS = VerdictRows.SCHEMA.length();
  private static final Object UNREAD = new Object();
  /** Each column's conversion from the value a {@link org.apache.spark.sql.Row} holds. */
  private static final List<Function1<Object, Object>> TO_SPARK = converters();

  private final transient Scenario scenario;
  /** The id as Spark keeps a text. */
  private final transient UTF8String id;
  private final transient MoveQuery query;
  private final transient Verdict verdict;
  private transient Object[] values;

  VerdictInternalRow(Scenario scenario, UTF8String id, MoveQuery query, Verdict verdict) {
    this.scenario = scenario;
    this.id = id;
    this.query = query;
    this.verdict = verdict;
  }

  private static List<Function1<Object, Object>> converters() {
    List<Function1<Object, Object>> all = new ArrayList<>(COLUMNS);
    for (int i = 0; i < COLUMNS; i++) {
      DataType type = VerdictRows.SCHEMA.fields()[i].dataType();
      all.add(CatalystTypeConverters.createToCatalystConverter(type));
    }
    return List.copyOf(all);
  }

  @Override
  public int numFields() {
    return COLUMNS;
  }

  @Override
  public Object genericGet(int i) {
    if (i < 0 || i >= COLUMNS) {
      throw new ArrayIndexOutOfBoundsException(i);
    }
    if (i == 0) {
      return id;
    }
    if (i == 5 || i == 7 || i == 9 || i == 14) {
      return column(i); // a flag, a number of twelfths or null: the same inside Spark
    }
    Object[] v = values;
    if (v == null) {
      v = new Object[COLUMNS];
      Arrays.fill(v, UNREAD);
      values = v;
    }
    Object value = v[i];
    if (value == UNREAD) {
      value = TO_SPARK.get(i).apply(column(i));
      v[i] = value;
    }
    return value;
  }

  /** A column's value as an ordinary row holds it (the id is kept apart, as Spark's text). */
  private Object column(int i) {
    return VerdictRows.column(i, scenario, null, query, verdict);
  }

  @Override
  public scala.collection.immutable.Seq<Object> toSeq(
      scala.collection.immutable.Seq<DataType> fieldTypes) {
    List<Object> all = new ArrayList<>(COLUMNS);
    for (int i = 0; i < COLUMNS; i++) {
      all.add(genericGet(i));
    }
    return CollectionConverters.asScala(all).toList();
  }

  /** This row: it does not change once made. */
  @Override
  public GenericInternalRow copy() {
    return this;
  }

  /** Refused: the row does not change once made. */
  @Override
  public void update(int i, Object value) {
    throw new UnsupportedOperationException("a verdict row does not change");
  }

  /** Refused: the row does not change once made. */
  @Override
  public void setNullAt(int i) {
    throw new UnsupportedOperationException("a verdict row does not change");
  }

  /**
   * Serialized as an ordinary row of Spark's of its values: the scenario stays behind.
   *
   * @return the row to write
   */
  private Object writeReplace() {
    Object[] all = new Object[COLUMNS];
    for (int i = 0; i < COLUMNS; i++) {
      all[i] = genericGet(i);
    }
    return new GenericInternalRow(all);
  }
}
