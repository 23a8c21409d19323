package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.Rule;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.skirmish.table.TableSvg;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.TableInputChecks;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;

/**
 * The {@code miniatures-fixed} rule set: fixed move rates in inches on a {@link Table}.
 *
 * <p><b>Vocabulary.</b> A unit's kind is its troop type ({@link TroopType#ids()}: {@code
 * infantry}, {@code artillery}, {@code wheeled}, {@code half-track}, {@code tracked}, {@code
 * heavy-tracked}, {@code walker}). Its position is a {@link TablePosition} (one point per model),
 * the box {@value #OFF_TABLE} while it waits to move on, or the box {@value #LEFT_TABLE} once it
 * has left. Its {@link Unit#allowance()} is its basic rate in inches when set, else the chart's
 * rate for its troop type; the attribute {@code base} gives its bases' diameter in inches, else
 * the chart's. Feature kinds are the terrain ratings ({@link TerrainRating#ids()}: {@code open},
 * {@code rough}, {@code obstacle}, {@code building}, {@code road}, {@code impassable}), as areas
 * or lines with a width; feature attributes {@code anti-tank=true} (OK*), {@code
 * walker-proof=true} (OK**) and {@code demolishable=true} (No(!)) mark the designations the codes
 * refer to.
 *
 * <p><b>Orders.</b> Modes are {@value #ADVANCE} (the default: up to the basic rate) and {@value
 * #RUN} (up to double). An order moves one unit; each step is a {@link TablePosition} with one
 * point per model, so model {@code i} walks through point {@code i} of every step, turning at
 * each as often as it likes; its move is the length of that polyline. A unit off the table
 * first takes an {@value #ENTER} step to one point on the table edge, from which every model
 * measures its move. Options: {@value #ASSAULT}{@code =true} marks the move as an assault (the
 * spacing rule then leaves enemy units to the assault rules; a unit moving on may not assault)
 * and {@value #MAY_LEAVE}{@code =true} says a rule lets the unit leave the table (it is removed
 * as soon as a model's base touches the edge).
 *
 * <p><b>Rules.</b> Every model's route is checked against the rate (doubled for vehicles whose
 * road code is x2 when every model's centre stays on a road the whole move), the terrain table
 * (a model is in a feature when its base overlaps it), the interpenetration rule (infantry pass
 * through friendly infantry and artillery; nothing passes through a vehicle, and vehicles pass
 * through nothing), the table edge, and at the end the formation (every model within 1" of the
 * rest, bases not overlapping) and the spacing (more than 1" from every other unit). Distances
 * are measured between base edges; see {@link Table#TOLERANCE} for the tolerance.
 *
 * <p>Stateless and thread-safe; share one instance.
 */
public final class MiniaturesFixedRules implements TableMovementRules {

  /** The rule set id. */
  public static final String ID = "miniatures-fixed";
  /** The Advance mode: up to the basic rate. */
  public static final String ADVANCE = "advance";
  /** The Run mode: up to double the basic rate. */
  public static final String RUN = "run";
  /** The step action of a unit moving onto the table. */
  public static final String ENTER = "enter";
  /** The option that marks a move as an assault. */
  public static final String ASSAULT = "assault";
  /** The option that lets a unit leave the table. */
  public static final String MAY_LEAVE = "may-leave";
  /** The box of units waiting off the table. */
  public static final String OFF_TABLE = "off-table";
  /** The box of units that left the table. */
  public static final String LEFT_TABLE = "left-table";

  static final MiniaturesFixedRules INSTANCE = new MiniaturesFixedRules();
  static final List<String> OPTIONS = List.of(ASSAULT, MAY_LEAVE);
  private static final List<String> FEATURE_ATTRIBUTES = List.of("anti-tank", "walker-proof",
      "demolishable");

  /** Creates the rule set (stateless; share one instance). */
  public MiniaturesFixedRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String name() {
    return "Miniatures, fixed rates";
  }

  @Override
  public String version() {
    return "1.0";
  }

  @Override
  public String description() {
    return "Inch-based miniatures movement at fixed rates: Advance and Run, formations and"
        + " spacing, interpenetration of friends, a terrain table per troop type with roads,"
        + " and moving on and off the table.";
  }

  @Override
  public List<MovementMode> modes() {
    return List.of(new MovementMode(ADVANCE, "move up to the basic rate"),
        new MovementMode(RUN, "move up to double the basic rate"));
  }

  @Override
  public List<Rule> rules() {
    return List.of(FixedRule.values());
  }

  @Override
  public Map<String, List<String>> vocabulary() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    m.put("unit-kinds", TroopType.ids());
    m.put("unit-attributes", List.of("base"));
    m.put("feature-kinds", TerrainRating.ids());
    m.put("feature-attributes", FEATURE_ATTRIBUTES);
    m.put("boxes", List.of(OFF_TABLE, LEFT_TABLE));
    m.put("options", OPTIONS);
    m.put("actions", List.of(ENTER));
    m.put("terrain-codes", TerrainCode.texts());
    m.put("chart-keys", TerrainTable.keys());
    return m;
  }

  @Override
  public void validate(GameState state) {
    checkState(state);
  }

  static void checkState(GameState state) {
    Table table = TableInputChecks.table(state, ID);
    TerrainTable chart = TerrainTable.withOverrides(state.charts());
    for (int i = 0; i < table.features().size(); i++) {
      Feature f = table.features().get(i);
      String field = "board.features[" + i + "]";
      TerrainRating.of(field + ".kind", f.kind());
      for (Map.Entry<String, String> a : f.attributes().entrySet()) {
        if (!FEATURE_ATTRIBUTES.contains(a.getKey())) {
          throw new InvalidInputException(field + ".attributes." + a.getKey(), "unknown feature"
              + " attribute; known: " + String.join(", ", FEATURE_ATTRIBUTES));
        }
        if (!a.getValue().equalsIgnoreCase("true") && !a.getValue().equalsIgnoreCase("false")) {
          throw new InvalidInputException(field + ".attributes." + a.getKey(), "expected true or"
              + " false, got '" + a.getValue() + "'");
        }
      }
    }
    for (int i = 0; i < state.units().size(); i++) {
      Unit u = state.units().get(i);
      String field = "units[" + i + "]";
      TroopType.of(field + ".kind", u.kind());
      for (String a : u.attributes().keySet()) {
        if (!a.equals("base")) {
          throw new InvalidInputException(field + ".attributes." + a, "unknown unit attribute;"
              + " " + ID + " reads: base");
        }
      }
      base(u, chart);
      checkPosition(table, u.position(), field + ".position");
    }
  }

  static void checkPosition(Table table, Position p, String field) {
    if (p instanceof TablePosition) {
      TableInputChecks.onTable(table, (TablePosition) p, field, false, ID);
    } else if (p instanceof BoxPosition) {
      String box = ((BoxPosition) p).box();
      if (!box.equals(OFF_TABLE) && !box.equals(LEFT_TABLE)) {
        throw new InvalidInputException(field, "unknown box '" + box + "'; " + ID + " knows "
            + OFF_TABLE + " and " + LEFT_TABLE);
      }
    } else {
      throw new InvalidInputException(field, "a unit stands on the table (a TablePosition) or"
          + " in the box " + OFF_TABLE + " or " + LEFT_TABLE + ", got " + p);
    }
  }

  static double base(Unit u, TerrainTable chart) {
    return TableInputChecks.diameter(u, chart.base(TroopType.of("units." + u.id() + ".kind",
        u.kind())));
  }

  /**
   * The terrain table in force in a state: the defaults with the state's chart overrides.
   *
   * @param state the state
   * @return the table
   */
  public TerrainTable chart(GameState state) {
    return TerrainTable.withOverrides(state.charts());
  }

  @Override
  public Verdict check(GameState state, MoveOrder order) {
    return new FixedCheck(new FixedContext(state, order.query()), order.steps()).verdict();
  }

  @Override
  public MoveOutcome apply(GameState state, MoveOrder order) {
    Verdict v = check(state, order);
    if (!v.legal()) {
      return new MoveOutcome(v, Optional.empty());
    }
    Unit u = state.unit(order.query().units().get(0));
    Position end = v.end().orElse(u.position());
    return new MoveOutcome(v, Optional.of(state.withUnit(u.withPosition(end))));
  }

  private static TablePoint startOf(FixedContext ctx, int model) {
    boolean waiting = ctx.unit.position() instanceof BoxPosition
        && ((BoxPosition) ctx.unit.position()).box().equals(OFF_TABLE);
    if (ctx.start instanceof TablePosition) {
      TablePosition tp = (TablePosition) ctx.start;
      if (waiting) {
        return tp.model(0);
      }
      if (model < 0 || model >= tp.size()) {
        throw new InvalidInputException("model", "unit '" + ctx.unit.id() + "' has "
            + tp.size() + " model" + (tp.size() == 1 ? "" : "s") + " (0 to " + (tp.size() - 1)
            + "), got " + model);
      }
      return tp.model(model);
    }
    if (waiting) {
      throw new InvalidInputException("start", "unit '" + ctx.unit.id() + "' waits off the"
          + " table: give its entry point on the table edge as the query's start");
    }
    throw new InvalidInputException("units", "unit '" + ctx.unit.id() + "' has left the table");
  }

  @Override
  public ReachRegion reach(GameState state, MoveQuery query, int model) {
    FixedContext ctx = new FixedContext(state, query);
    TablePoint s = startOf(ctx, model);
    if (!ctx.offTable() && ctx.deployedIn(List.of(s)) != null) {
      return new ReachRegion(s, 0, Geo.F.createPolygon(), "deployed in No* terrain: no move");
    }
    Geometry obstacles = ctx.obstacles(Geo.around(s, 2 * ctx.rate + 1));
    Geodesic space = new Geodesic(ctx.bounds(), obstacles, Table.TOLERANCE);
    Coordinate c = Geo.c(s);
    Geometry region = space.region(c, ctx.rate);
    String note = (ctx.run ? "run " : "advance ") + TablePoint.inches(ctx.rate) + "\"";
    Geodesic road = ctx.roadSpace(s, obstacles);
    if (road != null) {
      region = Geo.union(List.of(region, road.region(c, 2 * ctx.rate)));
      note += ", road " + TablePoint.inches(2 * ctx.rate) + "\"";
    }
    region = Geo.minus(region, ctx.spacingZone());
    return new ReachRegion(s, ctx.rate, region, note);
  }

  @Override
  public Optional<TableRoute> route(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return route(state, query, model, target, false);
  }

  @Override
  public Optional<TableRoute> shortestRoute(GameState state, MoveQuery query, int model,
      TablePoint target) {
    return route(state, query, model, target, true);
  }

  private Optional<TableRoute> route(GameState state, MoveQuery query, int model,
      TablePoint target, boolean anyLength) {
    FixedContext ctx = new FixedContext(state, query);
    TablePoint s = startOf(ctx, model);
    checkTarget(ctx.table, target);
    if (!ctx.spacedAt(target)) {
      return Optional.empty();
    }
    if (!ctx.offTable() && ctx.deployedIn(List.of(s)) != null) {
      return target.distanceTo(s) <= Table.TOLERANCE
          ? Optional.of(new TableRoute(List.of(s), 0, "deployed in No* terrain"))
          : Optional.empty();
    }
    Geometry obstacles = ctx.obstacles(anyLength ? null : Geo.around(s, 2 * ctx.rate + 1));
    Geodesic space = new Geodesic(ctx.bounds(), obstacles, Table.TOLERANCE);
    double limit = anyLength ? Double.POSITIVE_INFINITY : ctx.rate;
    Optional<TableRoute> r = routeIn(space, s, target, limit, "");
    if (r.isPresent() || anyLength) {
      return r;
    }
    Geodesic road = ctx.roadSpace(s, obstacles);
    return road == null ? Optional.empty()
        : routeIn(road, s, target, 2 * ctx.rate, "along the road, rate doubled");
  }

  static void checkTarget(Table table, TablePoint target) {
    if (!table.contains(target)) {
      throw new InvalidInputException("target", target + " is off the " + table.describe());
    }
  }

  static Optional<TableRoute> routeIn(Geodesic space, TablePoint s, TablePoint target,
      double limit, String note) {
    List<Coordinate> cs = space.route(Geo.c(s), Geo.c(target), limit);
    if (cs.isEmpty()) {
      return Optional.empty();
    }
    List<TablePoint> pts = new ArrayList<>();
    for (Coordinate c : cs) {
      pts.add(Geo.p(c));
    }
    pts.set(0, s);
    pts.set(pts.size() - 1, target);
    return Optional.of(new TableRoute(pts, Sweep.length(pts), note));
  }

  /**
   * An SVG picture of the table with every unit's models and the reach region of one model
   * shaded.
   *
   * @param state the state
   * @param query who moves and how
   * @param model the model whose region is drawn
   * @return the SVG text
   */
  public String reachSvg(GameState state, MoveQuery query, int model) {
    ReachRegion r = reach(state, query, model);
    Table table = (Table) state.board();
    TableSvg svg = TableSvg.of(table).title(query.units().get(0) + " model " + (model + 1)
        + ": " + r.note());
    svg.region(r.geometry(), "reach", "#2e7d32", 0.35, r.toString());
    svg.pieces(state, this);
    svg.mark(r.start(), "start");
    return svg.render();
  }

  @Override
  public double baseDiameter(GameState state, Unit unit) {
    return base(unit, chart(state));
  }
}
