package io.github.warpath.spark;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.state.Position;
import java.math.BigDecimal;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The rows of verdicts: the schema and the conversion from a {@link Verdict}. Member names follow
 * the command line's JSON verdicts ({@code check --moves --json}); a violation's rule is flattened
 * into {@code ruleSet}, {@code section} and {@code heading}.
 */
public final class VerdictRows {
  /** Movement points as decimals: thirds appear rounded to three places, as in JSON results. */
  static final DecimalType POINTS = DataTypes.createDecimalType(12, 3);

  /** Bad input: the path of the value at fault, its column in the order's line, the problem. */
  public static final StructType ERROR = new StructType(new StructField[] {
      field("path", DataTypes.StringType), field("column", DataTypes.IntegerType),
      field("problem", DataTypes.StringType)});

  /** One violation or warning: its rule, the reason, where, and the points when they are short. */
  public static final StructType VIOLATION = new StructType(new StructField[] {
      field("ruleSet", DataTypes.StringType), field("section", DataTypes.StringType),
      field("heading", DataTypes.StringType), field("reason", DataTypes.StringType),
      field("step", DataTypes.IntegerType), field("location", DataTypes.StringType),
      field("hexside", DataTypes.StringType), field("needed", POINTS),
      field("neededTwelfths", DataTypes.IntegerType), field("available", POINTS),
      field("availableTwelfths", DataTypes.IntegerType), field("text", DataTypes.StringType)});

  /** One step of the move: where it went, its cost, the total so far, the facing and a note. */
  public static final StructType STEP = new StructType(new StructField[] {
      field("step", DataTypes.IntegerType), field("position", DataTypes.StringType),
      field("cost", POINTS), field("costTwelfths", DataTypes.IntegerType),
      field("spent", POINTS), field("spentTwelfths", DataTypes.IntegerType),
      field("facing", DataTypes.StringType), field("note", DataTypes.StringType)});

  /**
   * A verdict row. {@code id} is the order's id as text (null if it had none); {@code legal} and
   * the points are null, and {@code error} set, when the order itself was bad input.
   */
  public static final StructType SCHEMA = new StructType(new StructField[] {
      field("id", DataTypes.StringType), field("ruleSet", DataTypes.StringType),
      field("units", DataTypes.createArrayType(DataTypes.StringType, false)),
      field("mode", DataTypes.StringType),
      field("options", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType,
          false)),
      field("legal", DataTypes.BooleanType), field("spent", POINTS),
      field("spentTwelfths", DataTypes.IntegerType), field("allowance", POINTS),
      field("allowanceTwelfths", DataTypes.IntegerType), field("end", DataTypes.StringType),
      field("steps", new ArrayType(STEP, false)),
      field("violations", new ArrayType(VIOLATION, false)),
      field("warnings", new ArrayType(VIOLATION, false)), field("error", ERROR)});

  /** The decimals of the points from 0 to 1023 twelfths, made once: they are immutable. */
  private static final BigDecimal[] DECIMALS = new BigDecimal[1024];

  static {
    for (int t = 0; t < DECIMALS.length; t++) {
      DECIMALS[t] = decimal(Mp.ofTwelfths(t));
    }
  }

  private VerdictRows() {}

  static StructField field(String name, DataType type) {
    return DataTypes.createStructField(name, type, true);
  }

  /**
   * The verdict row of a checked order. Its columns are made when first read (see {@link
   * VerdictRow}), so a query that reads a few columns does not pay for the others.
   *
   * @param scenario the scenario
   * @param id the order's id as text, or null
   * @param query who moved
   * @param v the verdict
   * @return the row, in {@link #SCHEMA}
   */
  static Row row(Scenario scenario, String id, MoveQuery query, Verdict v) {
    return new VerdictRow(scenario, id, query, v);
  }

  /**
   * One column of the verdict row of a checked order, as {@link Row#get} gives it; the columns
   * are numbered in the order of {@link #SCHEMA}'s fields.
   *
   * @param column the column's index in {@link #SCHEMA}
   * @param scenario the scenario
   * @param id the order's id as text, or null
   * @param query who moved
   * @param v the verdict
   * @return the value
   */
  static Object column(int column, Scenario scenario, String id, MoveQuery query, Verdict v) {
    switch (column) {
      case 0:
        return id;
      case 1:
        return v.ruleSet();
      case 2:
        return query.units().toArray(new String[0]);
      case 3:
        return scenario.ruleSet().mode(query.mode()).id();
      case 4:
        return CollectionConverters.asScala(query.options());
      case 5:
        return v.legal();
      case 6:
        return points(v.spent());
      case 7:
        return v.spent().twelfths();
      case 8:
        return points(v.allowance());
      case 9:
        return v.allowance().twelfths();
      case 10:
        return v.end().map(p -> position(scenario, p)).orElse(null);
      case 11:
        return steps(scenario, v.steps());
      case 12:
        return violations(v.violations());
      case 13:
        return violations(v.warnings());
      case 14:
        return null;
      default:
        throw new IllegalArgumentException("no column " + column);
    }
  }

  /**
   * Whether a column of the verdict row of a checked order is read straight from the verdict
   * without building anything (a text or a flag it holds, points in twelfths or as a shared
   * decimal), so that there is nothing to keep once made.
   *
   * @param column the column's index in {@link #SCHEMA}
   * @return true for {@code id}, {@code ruleSet}, {@code legal}, the points and {@code error}
   */
  static boolean isScalar(int column) {
    return column <= 1 || column >= 5 && column <= 9 || column == 14;
  }

  private static Row[] steps(Scenario scenario, List<StepReport> steps) {
    Row[] rows = new Row[steps.size()];
    for (int i = 0; i < rows.length; i++) {
      StepReport s = steps.get(i);
      rows[i] = RowFactory.create(s.step(), position(scenario, s.position()),
          points(s.cost()), s.cost().twelfths(), points(s.spent()), s.spent().twelfths(),
          s.facing() == null ? null
              : scenario.boardFormat().writeFacing(s.facing(), scenario.state().board()).text(),
          s.note());
    }
    return rows;
  }

  /**
   * The row of an order that could not be read.
   *
   * @param id the order's id as text, or null
   * @param e what was wrong
   * @param withColumn whether the error's column is kept (it is a column in the order's line)
   * @return the row, in {@link #SCHEMA}, with only {@code id} and {@code error} set
   */
  static Row error(String id, InvalidInputException e, boolean withColumn) {
    Row error = errorStruct(e);
    if (!withColumn) {
      error = RowFactory.create(error.get(0), null, error.get(2));
    }
    return RowFactory.create(id, null, null, null, null, null, null, null, null, null, null,
        null, null, null, error);
  }

  /**
   * Bad input as an {@link #ERROR} struct, with the same path and problem as JSON results.
   *
   * @param e the exception
   * @return the struct
   */
  static Row errorStruct(InvalidInputException e) {
    JsonValue error = Results.error(e).get("error");
    JsonValue column = error.get("column");
    return RowFactory.create(error.get("path").isNull() ? null : error.get("path").text(),
        column.isNull() ? null : Integer.valueOf(column.scalarText()),
        error.get("problem").text());
  }

  private static Row[] violations(List<Violation> violations) {
    Row[] rows = new Row[violations.size()];
    for (int i = 0; i < rows.length; i++) {
      Violation v = violations.get(i);
      Mp needed = v.needed().orElse(null);
      Mp available = v.available().orElse(null);
      rows[i] = RowFactory.create(v.rule().ruleSet(), v.rule().section(), v.rule().heading(),
          v.reason(), v.step().isPresent() ? v.step().getAsInt() : null,
          v.location().orElse(null), v.hexside().orElse(null), points(needed),
          needed == null ? null : needed.twelfths(), points(available),
          available == null ? null : available.twelfths(), v.toString());
    }
    return rows;
  }

  /**
   * Movement points as the decimal JSON results write.
   *
   * @param mp the points, or null
   * @return the decimal, or null
   */
  static BigDecimal points(Mp mp) {
    if (mp == null) {
      return null;
    }
    int t = mp.twelfths();
    return t >= 0 && t < DECIMALS.length ? DECIMALS[t] : decimal(mp);
  }

  private static BigDecimal decimal(Mp mp) {
    return new BigDecimal(mp.toDecimalString());
  }

  /**
   * A position as scenario files write it: a hex label or {@code box:NAME}; a table position as
   * its JSON text.
   *
   * @param scenario the scenario
   * @param p the position
   * @return the text
   */
  static String position(Scenario scenario, Position p) {
    JsonValue v = Results.position(scenario, p);
    return v.isText() ? v.text() : v.toJson();
  }
}
