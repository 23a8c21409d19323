package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.TableRules;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/** One activation under {@code miniatures-dice}: the movers, the mode, the dice, the terrain. */
final class DiceContext {
  static final double EPS = Table.TOLERANCE;
  static final double BLOCK = 4.0;
  static final double FLOOR_MOVE = 6.0;

  /** What crossing a feature does to the dice. */
  enum Cross {
    NONE, LOWER, HIGHER, MAJOR
  }

  final GameState state;
  final Table table;
  final DiceChart chart;
  final String mode;
  final List<Unit> movers = new ArrayList<>();
  final Map<String, String> options;
  final boolean forced;
  final boolean assaultDeployment;

  DiceContext(GameState state, MoveQuery query) {
    MiniaturesDice.checkState(state);
    this.state = state;
    this.table = (Table) state.board();
    this.chart = DiceChart.withOverrides(state.charts());
    this.mode = MiniaturesDice.INSTANCE.mode(query.mode()).id();
    for (String id : query.units()) {
      movers.add(state.unit(id));
    }
    this.options = query.options();
    TableRules.options(options, MiniaturesDice.OPTIONS, MiniaturesDice.ID);
    this.forced = Verdicts.flag(options, MiniaturesDice.FORCED);
    this.assaultDeployment = Verdicts.flag(options, MiniaturesDice.ASSAULT_DEPLOYMENT);
    Verdicts.flag(options, MiniaturesDice.TACTICAL);
    Verdicts.flag(options, MiniaturesDice.FIRE);
    if (query.start().isPresent()) {
      if (movers.size() != 1) {
        throw new InvalidInputException("start", "a hypothetical start is for one unit");
      }
      MiniaturesDice.checkPosition(state, table, query.start().get(), "start");
      movers.set(0, movers.get(0).withPosition(query.start().get()));
    }
  }

  Dice dice(int count) {
    String d = options.get(MiniaturesDice.DICE);
    if (d == null) {
      throw new InvalidInputException("options.dice", mode + " movement rolls " + count
          + " di" + (count == 1 ? "e" : "ce") + ": give the faces rolled, e.g. dice="
          + (count == 1 ? "4" : count == 2 ? "3,5" : "2,4,6"));
    }
    Dice dice = Dice.parse(d);
    if (dice.count() != count) {
      throw new InvalidInputException("options.dice", mode + " movement rolls " + count
          + " di" + (count == 1 ? "e" : "ce") + ", got " + dice.count());
    }
    return dice;
  }

  static int diceFor(String mode) {
    switch (mode) {
      case MiniaturesDice.NORMAL:
        return 2;
      case MiniaturesDice.DOUBLE:
        return 3;
      case MiniaturesDice.TACTICAL_MODE:
      case MiniaturesDice.MOVE_AND_FIRE:
      case MiniaturesDice.DISEMBARK:
      case MiniaturesDice.UNLIMBER:
        return 1;
      default:
        return 0;
    }
  }

  double radius(Unit u) {
    return MiniaturesDice.base(u, chart) / 2;
  }

  static boolean vehicle(Unit u) {
    return u.kind().equals(MiniaturesDice.VEHICLE) || u.kind().equals(MiniaturesDice.ARMOURED);
  }

  static String weapon(Unit u) {
    return u.attribute("weapon", "none");
  }

  static int crew(Unit u) {
    String c = u.attributes().get("crew");
    if (c != null) {
      return Integer.parseInt(c);
    }
    return u.position() instanceof TablePosition ? ((TablePosition) u.position()).size() : 3;
  }

  static DiceRoll.Weight gun(Unit u) {
    switch (weapon(u)) {
      case "light-gun":
        return DiceRoll.Weight.LIGHT;
      case "medium-gun":
        return DiceRoll.Weight.MEDIUM;
      case "heavy-gun":
        return DiceRoll.Weight.HEAVY;
      default:
        return null;
    }
  }

  static boolean isGun(Unit u) {
    return gun(u) != null || weapon(u).equals("static-gun");
  }

  /** Weapons that never move and fire in one phase and have an arc of fire. */
  static boolean limited(Unit u) {
    String w = weapon(u);
    return isGun(u) || w.equals("tripod-mg") || w.equals("mmg") || w.equals("hmg");
  }

  static int shock(Unit u) {
    return Integer.parseInt(u.attribute("shock", "0"));
  }

  /** The Shock that shortens this move: the worst team's, or a lone leader's own. */
  int shock() {
    int s = 0;
    boolean teams = false;
    for (Unit u : movers) {
      if (u.kind().equals(MiniaturesDice.TEAM)) {
        teams = true;
        s = Math.max(s, shock(u));
      }
    }
    if (!teams) {
      for (Unit u : movers) {
        s = Math.max(s, shock(u));
      }
    }
    return s;
  }

  /** The gun weight of the move (the heaviest gun among the movers), or null. */
  DiceRoll.Weight gunWeight() {
    DiceRoll.Weight w = null;
    for (Unit u : movers) {
      DiceRoll.Weight g = gun(u);
      if (g != null && (w == null || g.ordinal() > w.ordinal())) {
        w = g;
      }
    }
    return w;
  }

  boolean anyGun() {
    for (Unit u : movers) {
      if (isGun(u)) {
        return true;
      }
    }
    return false;
  }

  // ---- terrain ------------------------------------------------------------------------------

  TerrainClass areaClass(Feature f) {
    switch (f.kind()) {
      case "broken":
        return TerrainClass.BROKEN;
      case "rough":
        return TerrainClass.ROUGH;
      case "heavy-going":
        return TerrainClass.HEAVY_GOING;
      case "stream":
        if (narrow(f)) {
          return null;
        }
        switch (f.attribute("depth", "")) {
          case "knee":
            return TerrainClass.BROKEN;
          case "waist":
            return TerrainClass.ROUGH;
          default:
            return TerrainClass.HEAVY_GOING;
        }
      default:
        return f.kind().equals("open") ? TerrainClass.OPEN : null;
    }
  }

  static boolean narrow(Feature f) {
    return f.shape() instanceof Shape.Line && ((Shape.Line) f.shape()).width() <= 1 + EPS;
  }

  Cross crossing(Feature f) {
    switch (f.kind()) {
      case "minor-obstacle":
        return Cross.LOWER;
      case "medium-obstacle":
        return Cross.HIGHER;
      case "major-obstacle":
        return Cross.MAJOR;
      case "stream":
        return narrow(f) ? Cross.LOWER : null;
      case "opening":
        switch (f.attribute("type", "")) {
          case "small-door":
            return Cross.LOWER;
          case "large-window":
            return Cross.HIGHER;
          default:
            return Cross.NONE;
        }
      default:
        return null;
    }
  }

  /** Whether a gun may pass this opening (large doors; any opening of a damaged building). */
  boolean gunMayPass(Feature opening) {
    Feature b = table.feature(opening.attribute("building", ""));
    return opening.attribute("type", "").equals("large-door") || b.isTrue("damaged");
  }

  /** Building walls: outlines without their openings, per building id. */
  Map<String, List<LineString>> walls() {
    return table.derived(DiceContext.class.getName() + ".walls", DiceContext::buildWalls);
  }

  private static Map<String, List<LineString>> buildWalls(Table t) {
    Map<String, List<LineString>> out = new HashMap<>();
    for (Feature b : t.features()) {
      if (!b.kind().equals("building")) {
        continue;
      }
      Polygon poly = Geo.polygon((Shape.Area) b.shape());
      Coordinate[] ring = poly.getExteriorRing().getCoordinates();
      double[] at = new double[ring.length];
      for (int i = 1; i < ring.length; i++) {
        at[i] = at[i - 1] + ring[i - 1].distance(ring[i]);
      }
      double perimeter = at[ring.length - 1];
      List<double[]> gaps = new ArrayList<>();
      for (Feature o : t.features()) {
        if (o.kind().equals("opening") && o.attribute("building", "").equals(b.id())) {
          List<TablePoint> ps = o.shape().points();
          double a = position(ring, at, ps.get(0));
          double c = position(ring, at, ps.get(ps.size() - 1));
          double lo = Math.min(a, c);
          double hi = Math.max(a, c);
          if (hi - lo > perimeter / 2) {
            gaps.add(new double[] {hi, perimeter});
            gaps.add(new double[] {0, lo});
          } else {
            gaps.add(new double[] {lo, hi});
          }
        }
      }
      gaps.sort((x, y) -> Double.compare(x[0], y[0]));
      List<LineString> pieces = new ArrayList<>();
      double from = 0;
      for (double[] g : gaps) {
        if (g[0] > from + 1e-9) {
          pieces.add(piece(ring, at, from, g[0]));
        }
        from = Math.max(from, g[1]);
      }
      if (perimeter > from + 1e-9) {
        pieces.add(piece(ring, at, from, perimeter));
      }
      out.put(b.id(), pieces);
    }
    return out;
  }

  private static double position(Coordinate[] ring, double[] at, TablePoint p) {
    double best = Double.POSITIVE_INFINITY;
    double pos = 0;
    for (int i = 0; i + 1 < ring.length; i++) {
      Coordinate a = ring[i];
      Coordinate b = ring[i + 1];
      double len = a.distance(b);
      double t = len == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x) * (b.x - a.x)
          + (p.y() - a.y) * (b.y - a.y)) / (len * len)));
      double d = Math.hypot(p.x() - (a.x + t * (b.x - a.x)), p.y() - (a.y + t * (b.y - a.y)));
      if (d < best) {
        best = d;
        pos = at[i] + t * len;
      }
    }
    return pos;
  }

  private static LineString piece(Coordinate[] ring, double[] at, double from, double to) {
    List<Coordinate> cs = new ArrayList<>();
    cs.add(pointAt(ring, at, from));
    for (int i = 0; i < ring.length; i++) {
      if (at[i] > from && at[i] < to) {
        cs.add(ring[i]);
      }
    }
    cs.add(pointAt(ring, at, to));
    return Geo.F.createLineString(cs.toArray(new Coordinate[0]));
  }

  private static Coordinate pointAt(Coordinate[] ring, double[] at, double s) {
    for (int i = 0; i + 1 < ring.length; i++) {
      if (s <= at[i + 1] + 1e-12) {
        double len = at[i + 1] - at[i];
        double t = len == 0 ? 0 : (s - at[i]) / len;
        return new Coordinate(ring[i].x + t * (ring[i + 1].x - ring[i].x),
            ring[i].y + t * (ring[i + 1].y - ring[i].y));
      }
    }
    return ring[ring.length - 1];
  }

  /** The building whose footprint holds a point, or null. */
  Feature buildingAt(TablePoint p) {
    for (Feature f : table.features()) {
      if (f.kind().equals("building")
          && Geo.polygon((Shape.Area) f.shape()).covers(Geo.F.createPoint(Geo.c(p)))) {
        return f;
      }
    }
    return null;
  }

  // ---- other units --------------------------------------------------------------------------

  Set<String> moverIds() {
    Set<String> s = new LinkedHashSet<>();
    for (Unit u : movers) {
      s.add(u.id());
    }
    return s;
  }

  String side() {
    return movers.get(0).side();
  }

  /** Units on the table that are not moving. */
  List<Unit> others() {
    List<Unit> out = new ArrayList<>();
    Set<String> ids = moverIds();
    for (Unit u : state.units()) {
      if (!ids.contains(u.id()) && u.position() instanceof TablePosition) {
        out.add(u);
      }
    }
    return out;
  }

  /** Whether a figure may pass through another unit's figures. */
  boolean mayPass(Unit other) {
    return !vehicle(other) && other.side().equals(side());
  }

  // ---- search spaces ------------------------------------------------------------------------

  /**
   * The grown obstacles of a ground-level figure under a signature: terrain slower than {@code
   * worst} is closed, and so is every crossing not in {@code allowed}.
   */
  Geometry obstacles(double r, TerrainClass worst, Set<Cross> allowed, boolean gunRules,
      String ignoreVehicle, Envelope focus) {
    List<Geometry> gs = new ArrayList<>();
    for (Feature f : table.features()) {
      Sweep.Body b = Sweep.body(table, f);
      boolean closed;
      if (f.kind().equals("impassable")) {
        closed = true;
      } else if (f.kind().equals("building")) {
        closed = (gunRules ? TerrainClass.OPEN : TerrainClass.BROKEN).compareTo(worst) > 0;
      } else if (crossing(f) != null) {
        Cross c = crossing(f);
        closed = !allowed.contains(c) || gunRules && f.kind().equals("opening") && !gunMayPass(f)
            || gunRules && !f.kind().equals("opening");
      } else {
        TerrainClass tc = areaClass(f);
        closed = tc != null && tc.compareTo(worst) > 0;
      }
      if (closed) {
        gs.add(Geo.grow(b.core(), b.halfWidth() + r));
      }
    }
    for (List<LineString> ws : walls().values()) {
      for (LineString w : ws) {
        gs.add(Geo.grow(w, r));
      }
    }
    for (Unit u : others()) {
      if (mayPass(u) || u.id().equals(ignoreVehicle)) {
        continue;
      }
      double rr = r + radius(u);
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        if (p.level() == 0) {
          gs.add(Geo.disc(Geo.c(p), rr, Geo.QS));
        }
      }
    }
    return Geo.unionNear(gs, focus);
  }

  /** The grown obstacles of a figure on an upper floor: everything outside its building. */
  Geometry upperObstacles(double r, Feature building, int level) {
    List<Geometry> gs = new ArrayList<>();
    Geometry inside = Geo.polygon((Shape.Area) building.shape()).buffer(-r, Geo.QS);
    gs.add(Geo.minus(Geo.rect(-1, -1, table.width() + 1, table.depth() + 1), inside));
    for (Unit u : others()) {
      if (mayPass(u)) {
        continue;
      }
      for (TablePoint p : ((TablePosition) u.position()).models()) {
        if (p.level() == level) {
          gs.add(Geo.disc(Geo.c(p), r + radius(u), Geo.QS));
        }
      }
    }
    return Geo.union(gs);
  }

  Envelope bounds(double r) {
    double m = forced ? r : r + 2 * EPS;
    return new Envelope(m, table.width() - m, m, table.depth() - m);
  }

  Geodesic space(Geometry obstacles, double r) {
    return new Geodesic(bounds(r), obstacles, EPS);
  }
}
