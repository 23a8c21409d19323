package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.TableInputChecks;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;
import java.util.Map;
import org.locationtech.jts.geom.Geometry;

/**
 * The checks of a state before {@code miniatures-dice} judges anything in it: the words of its
 * table, units and markers, and where they stand; each bad input names its field.
 */
final class DiceStateCheck {
  private DiceStateCheck() {}

  /** Checks a state for this rule set: its table, units, positions and markers. */
  static void check(GameState state) {
    Table table = TableInputChecks.table(state, MiniaturesDiceRules.ID);
    DiceChart chart = DiceChart.withOverrides(state.charts());
    for (int i = 0; i < table.features().size(); i++) {
      checkFeature(table, table.features().get(i), "board.features[" + i + "]");
    }
    for (int i = 0; i < state.units().size(); i++) {
      Unit u = state.units().get(i);
      String field = "units[" + i + "]";
      if (!MiniaturesDiceRules.KINDS.contains(u.kind())) {
        throw new InvalidInputException(field + ".kind", "unknown unit kind '" + u.kind()
            + "'; known: " + String.join(", ", MiniaturesDiceRules.KINDS));
      }
      for (Map.Entry<String, String> a : u.attributes().entrySet()) {
        String af = field + ".attributes." + a.getKey();
        if (!MiniaturesDiceRules.UNIT_ATTRIBUTES.contains(a.getKey())) {
          throw new InvalidInputException(af, "unknown attribute; known: "
              + String.join(", ", MiniaturesDiceRules.UNIT_ATTRIBUTES));
        }
        if ((a.getKey().equals("shock") || a.getKey().equals("crew"))
            && !a.getValue().matches("\\d{1,3}")) {
          throw new InvalidInputException(af, "expected a whole number 0 or more, got '"
              + a.getValue() + "'");
        }
        if (a.getKey().equals("attached-to") && !unitOrSection(state, a.getValue())) {
          throw new InvalidInputException(af, "no unit or section '" + a.getValue()
              + "' in the scenario to attach to");
        }
        if (a.getKey().equals("weapon") && !MiniaturesDiceRules.WEAPONS.contains(a.getValue())) {
          throw new InvalidInputException(af, "unknown weapon '" + a.getValue() + "'; known: "
              + String.join(", ", MiniaturesDiceRules.WEAPONS));
        }
      }
      for (String f : u.flags()) {
        if (!MiniaturesDiceRules.FLAGS.contains(f)) {
          throw new InvalidInputException(field + ".flags", "unknown flag '" + f + "'; known: "
              + String.join(", ", MiniaturesDiceRules.FLAGS));
        }
      }
      base(u, chart);
      checkPosition(state, table, u.position(), field + ".position");
    }
    for (int i = 0; i < state.markers().size(); i++) {
      Marker m = state.markers().get(i);
      if (!m.kind().equals(MiniaturesDiceRules.JUMP_OFF_POINT)) {
        throw new InvalidInputException("markers[" + i + "].kind", "unknown marker '" + m.kind()
            + "'; known: " + MiniaturesDiceRules.JUMP_OFF_POINT);
      }
      checkPosition(state, table, m.position(), "markers[" + i + "].position");
    }
  }

  private static void checkFeature(Table table, Feature f, String field) {
    if (!MiniaturesDiceRules.FEATURE_KINDS.contains(f.kind())) {
      throw new InvalidInputException(field + ".kind", "unknown feature kind '" + f.kind()
          + "'; known: " + String.join(", ", MiniaturesDiceRules.FEATURE_KINDS));
    }
    if (f.kind().equals("stream") && !TerrainAndMovement.narrow(f)
        && !List.of("knee", "waist", "chest").contains(f.attribute("depth", ""))) {
      throw new InvalidInputException(field + ".attributes.depth", "a stream wider than 1\""
          + " needs its depth: knee, waist or chest");
    }
    if (f.kind().equals("building")) {
      if (!(f.shape() instanceof Shape.Area)) {
        throw new InvalidInputException(field, "a building is an area");
      }
      if (!f.attribute("floors", "1").matches("[1-9]\\d?")) {
        throw new InvalidInputException(field + ".attributes.floors", "expected 1 or more, got '"
            + f.attribute("floors", "") + "'");
      }
    }
    if (f.kind().equals("opening")) {
      String t = f.attribute("type", "");
      if (!List.of("large-door", "small-door", "large-window").contains(t)) {
        throw new InvalidInputException(field + ".attributes.type", "an opening is a large-door,"
            + " small-door or large-window, got '" + t + "'");
      }
      String b = f.attribute("building", "");
      if (!table.hasFeature(b) || !table.feature(b).kind().equals("building")) {
        throw new InvalidInputException(field + ".attributes.building", "an opening names its"
            + " building; '" + b + "' is not a building of the table");
      }
      Geometry ring = Geo.polygon((Shape.Area) table.feature(b).shape()).getExteriorRing();
      for (TablePoint p : f.shape().points()) {
        if (ring.distance(Geo.F.createPoint(Geo.c(p))) > 0.05) {
          throw new InvalidInputException(field, "opening point " + p + " is not on the outline"
              + " of building '" + b + "'");
        }
      }
    }
  }

  /** Checks a unit or marker position: on the table, aboard a vehicle, or lost. */
  static void checkPosition(GameState state, Table table, Position p, String field) {
    if (p instanceof TablePosition) {
      TableInputChecks.onTable(table, (TablePosition) p, field, true, MiniaturesDiceRules.ID);
    } else if (p instanceof Aboard) {
      String v = ((Aboard) p).vehicle();
      if (!state.hasUnit(v) || !DiceContext.vehicle(state.unit(v))) {
        throw new InvalidInputException(field, "aboard '" + v + "', which is not a vehicle of"
            + " the state");
      }
      if (!(state.unit(v).position() instanceof TablePosition)) {
        throw new InvalidInputException(field, "aboard '" + v + "', which does not stand on the"
            + " table (a vehicle carries passengers only there, not aboard another vehicle or"
            + " itself)");
      }
    } else if (!(p instanceof BoxPosition
        && ((BoxPosition) p).box().equals(MiniaturesDiceRules.LOST))) {
      throw new InvalidInputException(field, "a unit stands on the table (TablePosition), is"
          + " aboard a vehicle (Aboard) or is in the box " + MiniaturesDiceRules.LOST
          + ", got " + p);
    }
  }

  /** Whether a name is a unit of the state or the section of one of its Teams. */
  private static boolean unitOrSection(GameState state, String name) {
    if (state.hasUnit(name)) {
      return true;
    }
    for (Unit u : state.units()) {
      if (u.kind().equals(MiniaturesDiceRules.TEAM)
          && u.attribute("section", u.id()).equals(name)) {
        return true;
      }
    }
    return false;
  }

  /** A unit's base diameter in inches. */
  static double base(Unit u, DiceChart chart) {
    return TableInputChecks.diameter(u, chart.base(u.kind()));
  }
}
