package io.github.warpath.spark;

import io.github.warpath.scenario.JsonValue;
import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Arrays;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;

/**
 * Where the members of an order stand in a Dataset of order columns, found once from its schema:
 * {@code id}, {@code unit}, {@code units}, {@code mode}, {@code options}, {@code from} and
 * {@code path}, as the command line's {@code --moves} shape names them, and the column in which
 * Spark's JSON reader keeps a line it could not read ({@code _corrupt_record} unless configured
 * otherwise). Any other column is an unknown member of every order in which it is not null.
 *
 * <p>A row can also be written back as the JSON text of its order (its non-null columns), which
 * is how an order of an uncommon shape, or one that is bad input, is read: the same way as a line,
 * so that it gets the same verdict or the same error. Spark's reader keeps a value whose type
 * differs between lines (a path given as an array on one line and as a text on another) as its
 * JSON text; such a text in {@code path} or {@code from}, or as a step, is written back as the
 * JSON it holds.
 */
final class OrderColumns implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The name of Spark's column for lines its JSON reader could not read, by default. */
  static final String CORRUPT_RECORD = "_corrupt_record";

  private final StructType schema;
  private final String[] names;
  private final boolean[] jsonTexts;
  final int id;
  final int unit;
  final int mode;
  final int path;
  final int corrupt;
  /** Every column but id, unit, mode, path and the unreadable line's. */
  final int[] others;

  private OrderColumns(StructType schema, String corruptRecord) {
    this.schema = schema;
    this.names = schema.fieldNames();
    this.id = indexOf("id");
    this.unit = indexOf("unit");
    this.mode = indexOf("mode");
    this.path = indexOf("path");
    this.corrupt = indexOf(corruptRecord);
    this.jsonTexts = new boolean[names.length];
    int[] rest = new int[names.length];
    int n = 0;
    for (int i = 0; i < names.length; i++) {
      jsonTexts[i] = names[i].equals("path") || names[i].equals("from");
      if (i != id && i != unit && i != mode && i != path && i != corrupt) {
        rest[n++] = i;
      }
    }
    this.others = Arrays.copyOf(rest, n);
  }

  /**
   * The layout of a schema.
   *
   * @param schema the Dataset's schema
   * @param corruptRecord the name of the column of unreadable lines
   * @return the layout
   */
  static OrderColumns of(StructType schema, String corruptRecord) {
    return new OrderColumns(schema, corruptRecord);
  }

  private int indexOf(String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The schema the layout was found in.
   *
   * @return the schema
   */
  StructType schema() {
    return schema;
  }

  /**
   * The type of a column.
   *
   * @param column the column's index
   * @return its type
   */
  DataType type(int column) {
    return schema.fields()[column].dataType();
  }

  /**
   * Whether an id column of this type is read from the columns: a text or a whole number, as
   * Spark's JSON reader types an id written as one.
   *
   * @param type the column's type
   * @return true for a text, a long or an int
   */
  static boolean isPlainId(DataType type) {
    return type == DataTypes.StringType || type == DataTypes.LongType
        || type == DataTypes.IntegerType;
  }

  /**
   * The id of one of Spark's own rows as text (UTF-8 bytes of its own, not those of the row,
   * which Spark may reuse), as {@link Object#toString} gives it for the value of a {@link Row},
   * for an id column whose type {@link #isPlainId} accepts.
   *
   * @param row the row
   * @return the id, or null if the row has none
   */
  UTF8String id(InternalRow row) {
    if (id < 0 || row.isNullAt(id)) {
      return null;
    }
    DataType t = type(id);
    if (t == DataTypes.StringType) {
      return row.getUTF8String(id).clone();
    }
    return UTF8String.fromString(t == DataTypes.LongType ? Long.toString(row.getLong(id))
        : Integer.toString(row.getInt(id)));
  }

  /**
   * Whether one of Spark's own rows holds a line its JSON reader could not read.
   *
   * @param row the row
   * @return true if the column of unreadable lines is set
   */
  boolean hasUnreadLine(InternalRow row) {
    return corrupt >= 0 && !row.isNullAt(corrupt);
  }

  /**
   * The line Spark's JSON reader could not read, if this row holds one.
   *
   * @param row the row
   * @return the line, or null
   */
  String unreadLine(Row row) {
    return corrupt >= 0 && !row.isNullAt(corrupt) ? row.getString(corrupt) : null;
  }

  /**
   * The order of a row as one line of JSON: its non-null columns as members, in the schema's
   * order.
   *
   * @param row the row
   * @return the JSON text
   */
  String json(Row row) {
    StringBuilder out = new StringBuilder(64);
    out.append('{');
    boolean first = true;
    for (int i = 0; i < names.length; i++) {
      if (i == corrupt || row.isNullAt(i)) {
        continue;
      }
      if (!first) {
        out.append(',');
      }
      first = false;
      out.append(JsonValue.ofText(names[i]).toJson()).append(':');
      value(out, row.get(i), jsonTexts[i]);
    }
    return out.append('}').toString();
  }

  /**
   * Appends a column's value as JSON.
   *
   * @param out where to append
   * @param v a value as {@link Row#get} gives it
   * @param jsonText whether a text holding a JSON array or object is written as that JSON
   */
  private static void value(StringBuilder out, Object v, boolean jsonText) {
    if (v == null) {
      out.append("null");
    } else if (v instanceof String) {
      String s = (String) v;
      String t = s.stripLeading();
      boolean holdsJson = jsonText && (t.startsWith("[") || t.startsWith("{"));
      out.append(holdsJson ? s : JsonValue.ofText(s).toJson());
    } else if (v instanceof Boolean || v instanceof Long || v instanceof Integer
        || v instanceof Short || v instanceof Byte) {
      out.append(v);
    } else if (v instanceof BigDecimal) {
      out.append(((BigDecimal) v).toPlainString());
    } else if (v instanceof Double || v instanceof Float) {
      double d = ((Number) v).doubleValue();
      out.append(Double.isFinite(d) ? v.toString() : JsonValue.ofText(v.toString()).toJson());
    } else if (v instanceof Row) {
      Row r = (Row) v;
      StructType type = r.schema();
      out.append('{');
      boolean first = true;
      for (int i = 0; i < r.length(); i++) {
        if (r.isNullAt(i)) {
          continue;
        }
        if (!first) {
          out.append(',');
        }
        first = false;
        String name = type == null ? "_" + (i + 1) : type.fields()[i].name();
        out.append(JsonValue.ofText(name).toJson()).append(':');
        value(out, r.get(i), jsonText);
      }
      out.append('}');
    } else if (v instanceof scala.collection.Map) {
      scala.collection.Iterator<?> it = ((scala.collection.Map<?, ?>) v).iterator();
      out.append('{');
      boolean first = true;
      while (it.hasNext()) {
        scala.Tuple2<?, ?> e = (scala.Tuple2<?, ?>) it.next();
        if (!first) {
          out.append(',');
        }
        first = false;
        out.append(JsonValue.ofText(String.valueOf(e._1())).toJson()).append(':');
        value(out, e._2(), jsonText);
      }
      out.append('}');
    } else if (v instanceof scala.collection.Seq) {
      scala.collection.Seq<?> seq = (scala.collection.Seq<?>) v;
      out.append('[');
      for (int i = 0; i < seq.length(); i++) {
        if (i > 0) {
          out.append(',');
        }
        value(out, seq.apply(i), jsonText);
      }
      out.append(']');
    } else {
      out.append(JsonValue.ofText(v.toString()).toJson());
    }
  }
}
