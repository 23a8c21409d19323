package io.github.warpath.scenario.table;

import io.github.warpath.rules.RuleSet;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Words;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Table positions as one line of text: {@code 12,9:13.5,9.5@90} (points {@code x,y} or {@code
 * x,y,floor} separated by {@code :}, an optional facing after {@code @}), {@code aboard:ID} and
 * {@code box:NAME}.
 */
final class TableText {
  private TableText() {}

  static Position position(JsonValue v, Table table, RuleSet rules) {
    String text = v.word("a table position such as 12,9 (x,y in inches), 12,9:13.5,9.5 (one"
        + " point per model), 12,9@90 (facing 90 degrees), aboard:ID or box:NAME");
    if (text.startsWith(TableFormat.BOX)) {
      String box = text.substring(TableFormat.BOX.length()).trim();
      if (box.isEmpty()) {
        throw v.fail("a box needs its name after box:");
      }
      if (rules != null) {
        Words.word(rules, "boxes", box, v);
      }
      return Position.box(box);
    }
    if (text.startsWith(TableFormat.ABOARD)) {
      String vehicle = text.substring(TableFormat.ABOARD.length()).trim();
      if (vehicle.isEmpty()) {
        throw v.fail("aboard needs the id of the carrying vehicle after aboard:");
      }
      return new Aboard(vehicle);
    }
    String models = text;
    String facing = null;
    int at = text.indexOf('@');
    if (at >= 0) {
      models = text.substring(0, at).trim();
      facing = text.substring(at + 1).trim();
      if (models.isEmpty()) {
        throw v.fail("give the models' points before @" + facing + ", e.g. 12,9@" + facing);
      }
    }
    String[] parts = models.split(":", -1);
    List<TablePoint> points = new ArrayList<>();
    for (int i = 0; i < parts.length; i++) {
      TablePoint p = point(v, parts[i].trim(), parts.length == 1 ? -1 : i);
      onTable(v, table, p, parts.length == 1 ? -1 : i);
      points.add(p);
    }
    TablePosition p = TablePosition.of(points);
    return facing == null ? p : p.withFacing(Inches.parse(v, facing, "a facing in degrees", "90 or 22.5"));
  }

  private static TablePoint point(JsonValue v, String text, int model) {
    String[] xy = text.split(",", -1);
    if (xy.length < 2 || xy.length > 3) {
      throw v.fail((model < 0 ? "" : "model " + (model + 1) + ": ") + "expected a point x,y or"
          + " x,y,floor (inches from the left and near edges), got '" + text + "'");
    }
    double x = Inches.parse(v, xy[0], "x", "12 or 13.5");
    double y = Inches.parse(v, xy[1], "y", "12 or 13.5");
    int floor = 0;
    if (xy.length == 3) {
      String f = xy[2].trim();
      if (!f.matches("\\d{1,2}")) {
        throw v.fail("expected a floor, a whole number from 0 (the ground) to "
            + Inches.MAX_FLOOR + ", got '" + f + "'");
      }
      floor = Integer.parseInt(f);
    }
    return new TablePoint(x, y, floor);
  }

  /**
   * Checks that a point lies on the table.
   *
   * @param at where the point was written
   * @param table the table
   * @param p the point
   * @param model its model's index, or -1 for a position of one point
   */
  static void onTable(JsonValue at, Table table, TablePoint p, int model) {
    if (!table.contains(p)) {
      throw at.fail((model < 0 ? "" : "model " + (model + 1) + " at ") + p
          + " is off the table (x 0 to " + Inches.text(table.width()) + ", y 0 to "
          + Inches.text(table.depth()) + " inches)");
    }
  }

  static String describe(Position position) {
    if (position instanceof TablePosition) {
      TablePosition p = (TablePosition) position;
      List<String> points = new ArrayList<>();
      for (TablePoint m : p.models()) {
        points.add(Inches.text(m.x()) + "," + Inches.text(m.y())
            + (m.level() == 0 ? "" : "," + m.level()));
      }
      return String.join(":", points) + (p.facing().isPresent()
          ? "@" + Inches.text(p.facing().getAsDouble()) : "");
    }
    if (position instanceof Aboard) {
      return TableFormat.ABOARD + ((Aboard) position).vehicle();
    }
    if (position instanceof BoxPosition) {
      return TableFormat.BOX + ((BoxPosition) position).box();
    }
    return String.valueOf(position);
  }
}
