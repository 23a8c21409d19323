package io.github.warpath.spark;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.scenario.Scenario;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The rows of movement ranges: one per query (a unit, or a unit at a given start), with the
 * range's size and, on request, every reachable position with its cost. Member names follow the
 * command line's JSON ranges ({@code reach --json}).
 */
public final class ReachRows {
  /** One reachable position: where, the cheapest cost, and whether the move must end there. */
  public static final StructType ENTRY = new StructType(new StructField[] {
      VerdictRows.field("position", DataTypes.StringType),
      VerdictRows.field("cost", VerdictRows.POINTS),
      VerdictRows.field("costTwelfths", DataTypes.IntegerType),
      VerdictRows.field("mustStop", DataTypes.BooleanType)});

  /**
   * A range row. {@code reach} is null unless the positions were asked for; everything but
   * {@code id} and {@code error} is null when the query itself was bad input.
   */
  public static final StructType SCHEMA = new StructType(new StructField[] {
      VerdictRows.field("id", DataTypes.StringType),
      VerdictRows.field("ruleSet", DataTypes.StringType),
      VerdictRows.field("units", DataTypes.createArrayType(DataTypes.StringType, false)),
      VerdictRows.field("mode", DataTypes.StringType),
      VerdictRows.field("start", DataTypes.StringType),
      VerdictRows.field("allowance", VerdictRows.POINTS),
      VerdictRows.field("allowanceTwelfths", DataTypes.IntegerType),
      VerdictRows.field("size", DataTypes.IntegerType),
      VerdictRows.field("reach", new ArrayType(ENTRY, false)),
      VerdictRows.field("error", VerdictRows.ERROR)});

  private ReachRows() {}

  /**
   * The row of a range.
   *
   * @param scenario the scenario
   * @param id the query's id as text, or null
   * @param query who moves
   * @param reach the range (read here, before its buffers run another query)
   * @param withHexes whether to list the reachable positions
   * @return the row, in {@link #SCHEMA}
   */
  static Row row(Scenario scenario, String id, MoveQuery query, Reach reach, boolean withHexes) {
    Row[] entries = null;
    if (withHexes) {
      entries = new Row[reach.size()];
      for (int i = 0; i < entries.length; i++) {
        entries[i] = RowFactory.create(VerdictRows.position(scenario, reach.position(i)),
            VerdictRows.points(reach.cost(i)), reach.cost(i).twelfths(), reach.mustStop(i));
      }
    }
    return RowFactory.create(id, scenario.ruleSet().id(), query.units().toArray(new String[0]),
        scenario.ruleSet().mode(query.mode()).id(),
        VerdictRows.position(scenario, reach.start()), VerdictRows.points(reach.allowance()),
        reach.allowance().twelfths(), reach.size(), entries, null);
  }

  /**
   * The row of a query that could not be read or answered.
   *
   * @param id the query's id as text, or null
   * @param e what was wrong
   * @return the row, in {@link #SCHEMA}, with only {@code id} and {@code error} set
   */
  static Row error(String id, InvalidInputException e) {
    return RowFactory.create(id, null, null, null, null, null, null, null, null,
        VerdictRows.errorStruct(e));
  }
}
