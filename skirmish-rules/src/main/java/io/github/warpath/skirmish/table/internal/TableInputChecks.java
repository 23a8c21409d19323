package io.github.warpath.skirmish.table.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;

/** Input checks shared by the table rule sets. */
public final class TableInputChecks {
  private TableInputChecks() {}

  /**
   * The table of a state played under a rule set.
   *
   * @param state the state
   * @param ruleSet the rule set's id
   * @return the table
   * @throws InvalidInputException if the state is for another rule set or not on a table
   */
  public static Table table(GameState state, String ruleSet) {
    if (!state.ruleSet().equals(ruleSet)) {
      throw new InvalidInputException("ruleSet", "this state is for '" + state.ruleSet()
          + "', not " + ruleSet);
    }
    if (!(state.board() instanceof Table)) {
      throw new InvalidInputException("board", ruleSet + " is played on a table, the state has"
          + " a " + state.board().describe());
    }
    return (Table) state.board();
  }

  /**
   * A unit's base diameter: its {@code base} attribute, else a default.
   *
   * @param u the unit
   * @param fallback the default diameter
   * @return inches
   * @throws InvalidInputException if the attribute is not a positive number
   */
  public static double diameter(Unit u, double fallback) {
    String b = u.attributes().get("base");
    if (b == null) {
      return fallback;
    }
    try {
      double d = Double.parseDouble(b);
      if (d > 0 && Double.isFinite(d)) {
        return d;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new InvalidInputException("units." + u.id() + ".attributes.base", "a base diameter"
        + " is a positive number of inches, got '" + b + "'");
  }

  /**
   * Checks that every model of a position stands on the table.
   *
   * @param table the table
   * @param p the position
   * @param field the field, for messages
   * @param floors whether points may be on upper floors
   * @param ruleSet the rule set's id, for messages
   */
  public static void onTable(Table table, TablePosition p, String field, boolean floors,
      String ruleSet) {
    List<TablePoint> ms = p.models();
    for (int k = 0; k < ms.size(); k++) {
      if (!table.contains(ms.get(k))) {
        throw new InvalidInputException(field + ".models[" + k + "]", ms.get(k) + " is off the "
            + table.describe());
      }
      if (!floors && ms.get(k).level() != 0) {
        throw new InvalidInputException(field + ".models[" + k + "]", ruleSet + " has no"
            + " floors: the level must be 0");
      }
    }
  }

  /**
   * Checks that a query names only known options.
   *
   * @param options the query's options
   * @param known the options the rule set reads
   * @param ruleSet the rule set's id, for messages
   */
  public static void options(Map<String, String> options, List<String> known, String ruleSet) {
    for (String key : options.keySet()) {
      if (!known.contains(key)) {
        throw new InvalidInputException("options." + key, "unknown option; " + ruleSet
            + " reads " + String.join(", ", known));
      }
    }
  }
}
