package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Geodesic;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.TableInputChecks;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.locationtech.jts.geom.Envelope;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;

/** One activation under {@code miniatures-dice}: the movers, the mode, the dice, the terrain. */
final class DiceContext {
  static final double EPS = Table.TOLERANCE;
  static final double BLOCK = 4.0;
  static final double FLOOR_MOVE = 6.0;

  final GameState state;
  final Table table;
  final DiceChart chart;
  final String mode;
  final List<Unit> movers = new ArrayList<>();
  final Map<String, String> options;
  final boolean forced;
  final boolean assaultDeployment;

  DiceContext(GameState state, MoveQuery query) {
    DiceStateCheck.check(state);
    this.state = state;
    this.table = (Table) state.board();
    this.chart = DiceChart.withOverrides(state.charts());
    this.mode = MiniaturesDiceRules.INSTANCE.mode(query.mode()).id();
    for (String id : query.units()) {
      movers.add(state.unit(id));
    }
    this.options = query.options();
    TableInputChecks.options(options, MiniaturesDiceRules.OPTIONS, MiniaturesDiceRules.ID);
    this.forced = Verdicts.flag(options, MiniaturesDiceRules.FORCED);
    this.assaultDeployment = Verdicts.flag(options, MiniaturesDiceRules.ASSAULT_DEPLOYMENT);
    Verdicts.flag(options, MiniaturesDiceRules.TACTICAL);
    Verdicts.flag(options, MiniaturesDiceRules.FIRE);
    if (query.start().isPresent()) {
      if (movers.size() != 1) {
        throw new InvalidInputException("start", "a hypothetical start is for one unit");
      }
      DiceStateCheck.checkPosition(state, table, query.start().get(), "start");
      movers.set(0, movers.get(0).withPosition(query.start().get()));
    }
  }

  Dice dice(int count) {
    String d = options.get(MiniaturesDiceRules.DICE);
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
      case MiniaturesDiceRules.NORMAL:
        return 2;
      case MiniaturesDiceRules.DOUBLE:
        return 3;
      case MiniaturesDiceRules.TACTICAL_MODE:
      case MiniaturesDiceRules.MOVE_AND_FIRE:
      case MiniaturesDiceRules.DISEMBARK:
      case MiniaturesDiceRules.UNLIMBER:
        return 1;
      default:
        return 0;
    }
  }

  double radius(Unit u) {
    return DiceStateCheck.base(u, chart) / 2;
  }

  static boolean vehicle(Unit u) {
    return u.kind().equals(MiniaturesDiceRules.VEHICLE)
        || u.kind().equals(MiniaturesDiceRules.ARMOURED);
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

  /** The Shock that shortens this move (10.1.3). */
  int shock() {
    return ShockAndMovement.of(movers);
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
  Geometry obstacles(double r, TerrainClass worst, Set<CrossingObstacles.Cross> allowed,
      boolean gunRules, String ignoreVehicle, Envelope focus) {
    List<Geometry> gs = new ArrayList<>();
    for (Feature f : table.features()) {
      Sweep.Body b = Sweep.body(table, f);
      boolean closed;
      if (f.kind().equals("impassable")) {
        closed = true;
      } else if (f.kind().equals("building")) {
        closed = (gunRules ? TerrainClass.OPEN : TerrainClass.BROKEN).compareTo(worst) > 0;
      } else if (CrossingObstacles.crossing(f) != null) {
        CrossingObstacles.Cross c = CrossingObstacles.crossing(f);
        closed = !allowed.contains(c) || gunRules && f.kind().equals("opening")
            && !MovementInBuildings.gunMayPass(table, f)
            || gunRules && !f.kind().equals("opening");
      } else {
        TerrainClass tc = TerrainAndMovement.areaClass(f);
        closed = tc != null && tc.compareTo(worst) > 0;
      }
      if (closed) {
        gs.add(Geo.grow(b.core(), b.halfWidth() + r));
      }
    }
    for (List<LineString> ws : BuildingWalls.of(table).values()) {
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
