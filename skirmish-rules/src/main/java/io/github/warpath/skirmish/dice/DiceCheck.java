package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.dice.DiceContext.Cross;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.Shape;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.geom.LineString;
import org.locationtech.jts.geom.Polygon;

/** Judges one activation and builds the state after it. */
final class DiceCheck {
  private static final double EPS = DiceContext.EPS;

  /** One figure on the move. */
  private static final class Figure {
    final Unit unit;
    final int index;
    final double r;
    final List<TablePoint> path = new ArrayList<>();
    final List<double[]> crossings = new ArrayList<>();
    /** Where the route enters slowing ground (10.1.2.2). */
    final List<VaryingTerrain.Entry> grounds = new ArrayList<>();
    boolean lower;
    boolean higher;
    TablePoint end;
    double travel;

    Figure(Unit unit, int index, double r) {
      this.unit = unit;
      this.index = index;
      this.r = r;
    }
  }

  private final DiceContext ctx;
  private final List<Step> steps;
  private final List<Violation> violations = new ArrayList<>();
  private final List<Violation> warnings = new ArrayList<>();
  private final List<Figure> figures = new ArrayList<>();
  private final List<TablePosition> stepPositions = new ArrayList<>();
  private TerrainClass worst = TerrainClass.OPEN;
  private RolledDistance rolled;
  private double allowance;
  private boolean lost;
  private OptionalDouble facing = OptionalDouble.empty();

  DiceCheck(DiceContext ctx, List<Step> steps) {
    this.ctx = ctx;
    this.steps = steps;
  }

  /**
   * The verdict and, for a legal move, the state after it.
   *
   * @param verdict the verdict
   * @param next the next state, or null
   */
  record Result(Verdict verdict, GameState next) {}

  /** The verdict and, when legal, the next state. */
  Result run() {
    scope();
    leaders();
    if (!violations.isEmpty()) {
      return finish();
    }
    switch (ctx.mode) {
      case MiniaturesDice.FACE:
        face();
        break;
      case MiniaturesDice.STANCE:
        stance();
        break;
      case MiniaturesDice.EMBARK:
        embark();
        break;
      default:
        move();
    }
    return finish();
  }

  private void bad(DiceRule rule, String reason, int step, String where) {
    Verdicts.add(violations, Verdicts.of(rule, reason, step, where));
  }

  private void scope() {
    Set<String> sections = new LinkedHashSet<>();
    for (Unit u : ctx.movers) {
      if (DiceContext.vehicle(u)) {
        bad(DiceRule.SCOPE, "'" + u.id() + "' is a vehicle: vehicles move under their own"
            + " rules, not these rules for units on foot", 0, null);
      }
      if (u.kind().equals(MiniaturesDice.TEAM)) {
        sections.add(u.attribute("section", u.id()));
      }
      if (!u.side().equals(ctx.side())) {
        bad(DiceRule.RATES, "one activation moves units of one side", 0, null);
      }
    }
    if (sections.size() > 1) {
      bad(DiceRule.RATES, "one roll moves the Teams of one Section, or one Team: these belong"
          + " to " + String.join(", ", sections), 0, null);
    }
  }

  private void leaders() {
    Set<String> ids = ctx.moverIds();
    Set<String> sections = new LinkedHashSet<>();
    for (Unit u : ctx.movers) {
      if (u.kind().equals(MiniaturesDice.TEAM)) {
        sections.add(u.attribute("section", u.id()));
      }
    }
    for (Unit u : ctx.movers) {
      if (!u.kind().equals(MiniaturesDice.JUNIOR)) {
        continue;
      }
      String to = u.attribute("attached-to", "");
      if (!ids.contains(to) && !sections.contains(to)) {
        bad(DiceRule.LEADERS, "Junior Leader '" + u.id() + "' moves only with the Section or"
            + " Team he is attached to ('" + to + "')", 0, null);
      }
    }
    for (Unit l : ctx.state.units()) {
      if (!l.kind().equals(MiniaturesDice.JUNIOR) || ids.contains(l.id())
          || !(l.position() instanceof TablePosition)) {
        continue;
      }
      String to = l.attribute("attached-to", "");
      boolean wholeSection = sections.contains(to) && allTeamsOf(to, ids);
      if (ids.contains(to) || wholeSection) {
        bad(DiceRule.LEADERS, "Junior Leader '" + l.id() + "' is attached to '" + to
            + "' and moves with it: add him to the order", 0, null);
      }
    }
  }

  private boolean allTeamsOf(String section, Set<String> ids) {
    for (Unit u : ctx.state.units()) {
      if (u.kind().equals(MiniaturesDice.TEAM) && u.attribute("section", u.id()).equals(section)
          && !ids.contains(u.id())) {
        return false;
      }
    }
    return true;
  }

  // ---- in place -----------------------------------------------------------------------------

  private void face() {
    parse(false);
    if (!violations.isEmpty()) {
      return;
    }
    for (Figure f : figures) {
      if (Sweep.length(f.path) > EPS) {
        bad(DiceRule.ACTIVATION, "changing facing turns the figures on the spot; to move, use a"
            + " movement mode", 1, Verdicts.at(f.index, f.path.get(1)));
        return;
      }
    }
    for (Unit u : ctx.movers) {
      arc(u, false);
    }
    for (Figure f : figures) {
      f.end = last(f);
    }
  }

  /** Checks a weapon team's turn; {@code fullPhase} when the turn is the phase's Normal move. */
  private void arc(Unit u, boolean fullPhase) {
    if (!DiceContext.limited(u) || !facing.isPresent()) {
      return;
    }
    OptionalDouble was = u.position() instanceof TablePosition
        ? ((TablePosition) u.position()).facing() : OptionalDouble.empty();
    if (was.isEmpty()) {
      return;
    }
    double turn = Math.abs(((facing.getAsDouble() - was.getAsDouble()) % 360 + 540) % 360 - 180);
    double half = u.isTrue("turntable") ? 90 : 45;
    if (turn <= half + 1e-9) {
      return;
    }
    boolean stuck = DiceContext.isGun(u) && DiceContext.crew(u) <= 2;
    if (stuck) {
      bad(DiceRule.LIMITED_WEAPONS, "a gun with two crew or fewer turns only within its arc ("
          + (int) (2 * half) + " degrees); this turn is " + Math.round(turn) + " degrees", 1, null);
    } else if (!fullPhase) {
      bad(DiceRule.LIMITED_WEAPONS, "'" + u.id() + "' turns " + Math.round(turn) + " degrees,"
          + " beyond its " + (int) (2 * half) + "-degree arc: that takes a full phase of Normal"
          + " movement (mode normal, no other move)", 1, null);
    }
  }

  private void stance() {
    for (Unit u : ctx.movers) {
      if (u.hasFlag(MiniaturesDice.MOVED)) {
        bad(DiceRule.ACTIVATION, "only a stationary unit takes a Tactical stance; '" + u.id()
            + "' has moved this phase", 0, null);
      }
    }
    if (!steps.isEmpty()) {
      parse(false);
      for (Figure f : figures) {
        if (Sweep.length(f.path) > EPS) {
          bad(DiceRule.ACTIVATION, "taking a Tactical stance is done without moving", 1, null);
          return;
        }
      }
    }
  }

  private void embark() {
    if (steps.size() != 1 || !(steps.get(0).to() instanceof Aboard)) {
      throw new InvalidInputException("steps", "embarking is one step to the vehicle:"
          + " Step.to(new Aboard(vehicleId))");
    }
    String vid = ((Aboard) steps.get(0).to()).vehicle();
    Unit v = ctx.state.unit(vid);
    if (!DiceContext.vehicle(v)) {
      throw new InvalidInputException("steps[0].to", "'" + vid + "' is not a vehicle");
    }
    if (!v.side().equals(ctx.side())) {
      bad(DiceRule.EMBARKING, "'" + vid + "' is an enemy vehicle", 1, null);
    }
    if (v.hasFlag(MiniaturesDice.MOVED)) {
      bad(DiceRule.EMBARKING, "the vehicle may not move in the phase infantry embark, and '"
          + vid + "' has moved", 1, null);
    }
    if (!(v.position() instanceof TablePosition)) {
      bad(DiceRule.EMBARKING, "'" + vid + "' is not on the table", 1, null);
      return;
    }
    TablePoint vc = ((TablePosition) v.position()).model(0);
    double vr = ctx.radius(v);
    for (Unit u : ctx.movers) {
      if (u.hasFlag(MiniaturesDice.MOVED) || u.hasFlag(MiniaturesDice.FIRED)) {
        bad(DiceRule.EMBARKING, "embarking takes the whole phase; '" + u.id() + "' has already"
            + " acted", 1, null);
      }
      if (!(u.position() instanceof TablePosition)) {
        throw new InvalidInputException("units", "'" + u.id() + "' is not on the table");
      }
      List<TablePoint> ms = ((TablePosition) u.position()).models();
      for (int i = 0; i < ms.size(); i++) {
        double gap = ms.get(i).distanceTo(vc) - vr - ctx.radius(u);
        if (gap > ctx.chart.adjacent() + EPS) {
          bad(DiceRule.EMBARKING, "a unit embarks only if it starts the phase adjacent to the"
              + " vehicle: this figure is " + TablePoint.inches(gap) + "\" away", 1,
              Verdicts.at(i, ms.get(i)));
        }
      }
    }
  }

  // ---- moves --------------------------------------------------------------------------------

  /** Reads the steps into figure paths. */
  private void parse(boolean fromVehicle) {
    int total = 0;
    List<TablePoint> starts = new ArrayList<>();
    List<Unit> owners = new ArrayList<>();
    for (Unit u : ctx.movers) {
      if (u.position() instanceof TablePosition) {
        for (TablePoint p : ((TablePosition) u.position()).models()) {
          starts.add(p);
          owners.add(u);
        }
      } else if (fromVehicle && u.position() instanceof Aboard) {
        Unit v = ctx.state.unit(((Aboard) u.position()).vehicle());
        TablePoint c = ((TablePosition) v.position()).model(0);
        int n = steps.isEmpty() || !(steps.get(0).to() instanceof TablePosition) ? 0
            : ((TablePosition) steps.get(0).to()).size();
        for (int i = 0; i < n; i++) {
          starts.add(c);
          owners.add(u);
        }
      } else {
        throw new InvalidInputException("units", "'" + u.id() + "' is at " + u.position()
            + ": it cannot " + ctx.mode + " from there");
      }
    }
    total = starts.size();
    Map<String, Integer> counter = new LinkedHashMap<>();
    for (int i = 0; i < total; i++) {
      Unit u = owners.get(i);
      int k = counter.merge(u.id(), 1, Integer::sum) - 1;
      Figure f = new Figure(u, k, ctx.radius(u));
      f.path.add(starts.get(i));
      figures.add(f);
    }
    for (int s = 0; s < steps.size(); s++) {
      Step st = steps.get(s);
      String field = "steps[" + s + "]";
      if (st.action() != null || st.facing() != null) {
        throw new InvalidInputException(field, "miniatures-dice steps carry no action or hex"
            + " facing: give a TablePosition (withFacing for a bearing)");
      }
      if (!(st.to() instanceof TablePosition)) {
        throw new InvalidInputException(field + ".to", "each step is a table position with one"
            + " point per figure, got " + st.to());
      }
      TablePosition tp = (TablePosition) st.to();
      if (tp.size() != total) {
        throw new InvalidInputException(field + ".to", "the order moves " + total + " figures,"
            + " the step places " + tp.size());
      }
      for (int i = 0; i < total; i++) {
        TablePoint p = tp.model(i);
        if (!ctx.table.contains(p)) {
          throw new InvalidInputException(field + ".to.models[" + i + "]", p + " is off the "
              + ctx.table.describe());
        }
        figures.get(i).path.add(p);
      }
      stepPositions.add(tp);
      if (tp.facing().isPresent()) {
        facing = tp.facing();
      }
    }
  }

  private void move() {
    boolean fromVehicle = ctx.mode.equals(MiniaturesDice.DISEMBARK)
        || ctx.mode.equals(MiniaturesDice.UNLIMBER);
    parse(fromVehicle);
    double moved = 0;
    for (Figure f : figures) {
      moved = Math.max(moved, Sweep.length(f.path));
    }
    weapons(moved);
    if (fromVehicle) {
      vehicleStart();
    }
    switch (ctx.mode) {
      case MiniaturesDice.CHANGE_FLOOR:
        changeFloor();
        return;
      case MiniaturesDice.CROSS_OBSTACLE:
        crossMajor();
        return;
      default:
        break;
    }
    for (Figure f : figures) {
      analyse(f);
    }
    modeRules();
    int n = DiceContext.diceFor(ctx.mode);
    if (moved <= EPS) {
      for (Figure f : figures) {
        f.end = f.path.get(f.path.size() - 1);
      }
      edges();
      return;
    }
    Dice dice = ctx.dice(n);
    boolean ignoreTerrain = ctx.mode.equals(MiniaturesDice.DISEMBARK);
    List<List<VaryingTerrain.Entry>> grounds = new ArrayList<>();
    for (Figure f : figures) {
      grounds.add(ignoreTerrain ? List.of() : f.grounds);
    }
    VaryingTerrain.Settled settled = VaryingTerrain.settle(grounds, (i, rate) ->
        travel(figures.get(i), roll(dice, rate, figures.get(i), ignoreTerrain), ignoreTerrain));
    for (int i = 0; i < figures.size(); i++) {
      Figure f = figures.get(i);
      RolledDistance d = roll(dice, settled.rate(), f, ignoreTerrain);
      if (rolled == null || d.full() < rolled.full()) {
        rolled = d;
      }
      double travel = settled.travel()[i];
      f.end = Sweep.along(f.path, travel);
      f.travel = travel;
      allowance = Math.max(allowance, d.full());
    }
    edges();
  }

  private RolledDistance roll(Dice dice, TerrainClass rate, Figure f, boolean ignoreTerrain) {
    return DiceRoll.compute(dice, ignoreTerrain ? TerrainClass.OPEN : rate,
        !ignoreTerrain && f.lower, !ignoreTerrain && f.higher, ctx.gunWeight(), ctx.shock());
  }

  /** How far a figure goes on a roll: to the first obstacle it cannot cross, or the roll. */
  private static double travel(Figure f, RolledDistance d, boolean ignoreTerrain) {
    double len = Sweep.length(f.path);
    if (ignoreTerrain || f.crossings.isEmpty()) {
      return Math.min(d.full(), len);
    }
    double[] first = f.crossings.get(0);
    if (d.crossing() + EPS < first[1]) {
      return Math.min(Math.min(d.full(), len), first[0]);
    }
    double travel = Math.min(d.crossing(), len);
    for (double[] c : f.crossings) {
      if (c[1] > d.crossing() + EPS) {
        travel = Math.min(travel, c[0]);
        break;
      }
    }
    return travel;
  }

  private void weapons(double moved) {
    for (Unit u : ctx.movers) {
      for (WeaponsWithLimitedMovement.Limit x : WeaponsWithLimitedMovement.of(ctx, u)) {
        if (moved > EPS || !x.movingOnly()) {
          bad(DiceRule.LIMITED_WEAPONS, x.reason(), 0, null);
        }
      }
      if (ctx.mode.equals(MiniaturesDice.NORMAL)) {
        arc(u, moved <= EPS);
      } else if (!ctx.mode.equals(MiniaturesDice.DISEMBARK)
          && !ctx.mode.equals(MiniaturesDice.UNLIMBER)) {
        arc(u, false);
      }
    }
  }

  private void vehicleStart() {
    boolean unlimber = ctx.mode.equals(MiniaturesDice.UNLIMBER);
    DiceRule rule = unlimber ? DiceRule.UNLIMBERING : DiceRule.EMBARKING;
    for (Unit u : ctx.movers) {
      if (!(u.position() instanceof Aboard)) {
        bad(rule, "'" + u.id() + "' is not aboard a vehicle", 0, null);
        continue;
      }
      Unit v = ctx.state.unit(((Aboard) u.position()).vehicle());
      boolean still = !v.hasFlag(MiniaturesDice.MOVED);
      boolean cautious = v.hasFlag(MiniaturesDice.MOVED_CAUTIOUSLY) && !unlimber;
      if (!still && !cautious && !ctx.assaultDeployment) {
        bad(rule, unlimber ? "a support weapon unlimbers only from a stationary vehicle (or by"
            + " an Assault Deployment)" : "infantry disembark only from a vehicle that is"
            + " stationary or moved cautiously (or by an Assault Deployment)", 0, null);
      }
      if (unlimber && (Verdicts.flag(ctx.options, MiniaturesDice.TACTICAL)
          || Verdicts.flag(ctx.options, MiniaturesDice.FIRE))) {
        bad(rule, "a support weapon that unlimbers may neither fire nor go Tactical", 0, null);
      }
      if (!unlimber && Verdicts.flag(ctx.options, MiniaturesDice.TACTICAL)
          && Verdicts.flag(ctx.options, MiniaturesDice.FIRE)) {
        bad(rule, "after disembarking a unit fires at half or goes Tactical, not both", 0,
            null);
      }
    }
  }

  /** Terrain, obstacles, walls, other figures and floors along one figure's route. */
  private void analyse(Figure f) {
    boolean disembark = ctx.mode.equals(MiniaturesDice.DISEMBARK);
    boolean gun = DiceContext.isGun(f.unit);
    int level = f.path.get(0).level();
    for (int k = 1; k < f.path.size(); k++) {
      if (f.path.get(k).level() != level) {
        bad(DiceRule.BUILDINGS, "changing floor takes a whole phase (mode change-floor)", k,
            Verdicts.at(f.index, f.path.get(k)));
        return;
      }
    }
    figures(f, level, vehicleOf(f));
    if (level > 0) {
      Feature b = ctx.buildingAt(f.path.get(0));
      if (b == null) {
        throw new InvalidInputException("units." + f.unit.id(), "a figure on floor " + level
            + " must stand inside a building");
      }
      inside(f, b);
      worst = max(worst, TerrainClass.BROKEN);
      f.grounds.add(new VaryingTerrain.Entry(0, TerrainClass.BROKEN));
      if (gun) {
        bad(DiceRule.BUILDINGS, "wheeled support weapons never go above the ground floor", 1,
            null);
      }
      return;
    }
    double len = Sweep.length(f.path);
    for (Feature ft : ctx.table.features()) {
      if (ft.kind().equals("impassable")) {
        if (overlaps(f, ft)) {
          bad(DiceRule.TERRAIN, ft + " is impassable", 1, Verdicts.at(f.index, last(f)));
        }
        continue;
      }
      Cross c = ctx.crossing(ft);
      if (c != null) {
        List<double[]> st = Sweep.stretches(ctx.table, ft, f.path, f.r);
        for (double[] s : st) {
          if (s[1] >= len - 1e-9 && s[0] < len - 1e-9 && !(s[0] <= 1e-9 && len <= 1e-9)) {
            bad(DiceRule.OBSTACLES, "a figure ends clear of " + ft + ", not on it", steps.size(),
                Verdicts.at(f.index, last(f)));
            continue;
          }
          if (s[1] < len - 1e-9) {
            if (c == Cross.MAJOR && !disembark) {
              bad(DiceRule.OBSTACLES, ft + " is a major obstacle: figures cross it only from"
                  + " beside it, taking the whole phase (mode cross-obstacle)", 1,
                  Verdicts.at(f.index, last(f)));
            } else if (c == Cross.MAJOR) {
              bad(DiceRule.EMBARKING, "disembarking figures may not cross major obstacles", 1,
                  Verdicts.at(f.index, last(f)));
            } else if (gun && ft.kind().equals("opening") && !ctx.gunMayPass(ft)) {
              bad(DiceRule.BUILDINGS, "wheeled support weapons enter a building only by a large"
                  + " door, or where it is damaged: '" + ft.attribute("building", "") + "' is"
                  + " undamaged and its opening '" + ft.id() + "' is a "
                  + ft.attribute("type", "small-door").replace('-', ' '), 1,
                  Verdicts.at(f.index, last(f)));
            } else if (gun && !ft.kind().equals("opening")) {
              bad(DiceRule.LIMITED_WEAPONS, "guns never cross obstacles (" + ft + ")", 1,
                  Verdicts.at(f.index, last(f)));
            } else if (!disembark) {
              f.crossings.add(new double[] {s[0], s[1]});
              f.lower |= c == Cross.LOWER;
              f.higher |= c == Cross.HIGHER;
            }
          }
        }
        continue;
      }
      if (disembark) {
        continue;
      }
      TerrainClass tc = ft.kind().equals("building") ? (gun ? TerrainClass.OPEN
          : TerrainClass.BROKEN) : ctx.areaClass(ft);
      if (tc != null && overlaps(f, ft)) {
        worst = max(worst, tc);
        f.grounds.add(new VaryingTerrain.Entry(entry(f, ft), tc));
      }
    }
    for (Map.Entry<String, List<LineString>> w : ctx.walls().entrySet()) {
      for (LineString piece : w.getValue()) {
        for (int k = 0; k + 1 < f.path.size(); k++) {
          Geometry leg = Geo.segment(f.path.get(k), f.path.get(k + 1));
          if (!f.path.get(k).equals(f.path.get(k + 1)) && leg.distance(piece) < f.r - EPS) {
            bad(DiceRule.BUILDINGS, "figures enter and leave building '" + w.getKey()
                + "' by its doors and windows, not through a wall", k + 1,
                Verdicts.at(f.index, f.path.get(k + 1)));
          }
        }
      }
    }
  }

  /** How far along its route a figure's base first overlaps an area it does overlap. */
  private double entry(Figure f, Feature ft) {
    TablePoint start = f.path.get(0);
    if (Sweep.gap(ctx.table, ft, start, start, f.r) < -EPS) {
      return 0;
    }
    List<double[]> st = Sweep.stretches(ctx.table, ft, f.path, f.r);
    return st.isEmpty() ? 0 : st.get(0)[0];
  }

  private Unit vehicleOf(Figure f) {
    return f.unit.position() instanceof Aboard
        ? ctx.state.unit(((Aboard) f.unit.position()).vehicle()) : null;
  }

  private static TablePoint last(Figure f) {
    return f.path.get(f.path.size() - 1);
  }

  private boolean overlaps(Figure f, Feature ft) {
    for (int k = 0; k + 1 < f.path.size(); k++) {
      if (Sweep.gap(ctx.table, ft, f.path.get(k), f.path.get(k + 1), f.r) < -EPS) {
        return true;
      }
    }
    return f.path.size() == 1 && Sweep.gap(ctx.table, ft, f.path.get(0), f.path.get(0), f.r)
        < -EPS;
  }

  private void figures(Figure f, int level, Unit ownVehicle) {
    for (Unit o : ctx.others()) {
      if (ctx.mayPass(o) || ownVehicle != null && o.id().equals(ownVehicle.id())) {
        continue;
      }
      double ro = ctx.radius(o);
      search:
      for (TablePoint q : ((TablePosition) o.position()).models()) {
        if (q.level() != level) {
          continue;
        }
        for (int k = 0; k + 1 < f.path.size(); k++) {
          if (Sweep.gap(f.path.get(k), f.path.get(k + 1), f.r, q, ro) < -EPS) {
            bad(DiceRule.RATES, DiceContext.vehicle(o) ? "no unit passes through a vehicle ('"
                + o.id() + "')" : "units pass through friends only; '" + o.id() + "' is an"
                + " enemy", k + 1, Verdicts.at(f.index, f.path.get(k + 1)));
            break search;
          }
        }
      }
    }
  }

  private void inside(Figure f, Feature b) {
    Polygon poly = Geo.polygon((Shape.Area) b.shape());
    for (int k = 0; k + 1 < f.path.size(); k++) {
      Geometry leg = Geo.segment(f.path.get(k), f.path.get(k + 1));
      if (!poly.covers(leg) || leg.distance(poly.getExteriorRing()) < f.r - EPS) {
        bad(DiceRule.BUILDINGS, "figures on an upper floor stay inside building '" + b.id()
            + "'", k + 1, Verdicts.at(f.index, f.path.get(k + 1)));
        return;
      }
    }
  }

  private static TerrainClass max(TerrainClass a, TerrainClass b) {
    return a.compareTo(b) >= 0 ? a : b;
  }

  private void modeRules() {
    boolean crosses = false;
    for (Figure f : figures) {
      crosses |= !f.crossings.isEmpty();
    }
    switch (ctx.mode) {
      case MiniaturesDice.DOUBLE:
        if (worst != TerrainClass.OPEN) {
          bad(DiceRule.TERRAIN, "no move At the Double through " + worst.id() + " ground", 1,
              null);
        }
        if (crosses) {
          bad(DiceRule.OBSTACLES, "a unit At the Double crosses no obstacle", 1, null);
        }
        break;
      case MiniaturesDice.TACTICAL_MODE:
      case MiniaturesDice.MOVE_AND_FIRE:
        if (worst == TerrainClass.HEAVY_GOING) {
          bad(DiceRule.TERRAIN, "heavy going allows Normal movement only", 1, null);
        }
        if (crosses) {
          bad(DiceRule.OBSTACLES, "obstacles are crossed at Normal movement only, not "
              + (ctx.mode.equals(MiniaturesDice.MOVE_AND_FIRE) ? "moving and firing"
              : "Tactically"), 1, null);
        }
        break;
      case MiniaturesDice.UNLIMBER:
        if (crosses) {
          bad(DiceRule.LIMITED_WEAPONS, "guns never cross obstacles", 1, null);
        }
        break;
      default:
        break;
    }
    if (ctx.anyGun() && worst != TerrainClass.OPEN) {
      bad(DiceRule.LIMITED_WEAPONS, "guns move in open ground only, not " + worst.id(), 1, null);
    }
  }

  private void changeFloor() {
    for (Figure f : figures) {
      TablePoint s = f.path.get(0);
      Feature b = ctx.buildingAt(s);
      if (b == null) {
        bad(DiceRule.BUILDINGS, "only figures inside a building change floor", 1,
            Verdicts.at(f.index, s));
        return;
      }
      if (DiceContext.isGun(f.unit)) {
        bad(DiceRule.BUILDINGS, "wheeled support weapons stay on the ground floor", 1, null);
        return;
      }
      int floors = Integer.parseInt(b.attribute("floors", "1"));
      int to = last(f).level();
      for (int k = 1; k < f.path.size(); k++) {
        if (f.path.get(k).level() != to) {
          bad(DiceRule.BUILDINGS, "a figure changes floor once and then stays on the new floor",
              k, Verdicts.at(f.index, f.path.get(k)));
          return;
        }
      }
      if (Math.abs(to - s.level()) != 1 || to >= floors) {
        bad(DiceRule.BUILDINGS, "a figure goes one floor up or down (building '" + b.id()
            + "' has floors 0 to " + (floors - 1) + ")", 1, Verdicts.at(f.index, last(f)));
        return;
      }
      List<TablePoint> onFloor = new ArrayList<>();
      for (TablePoint p : f.path) {
        onFloor.add(p.atLevel(to));
      }
      Figure g = new Figure(f.unit, f.index, f.r);
      g.path.addAll(onFloor);
      inside(g, b);
      figures(g, to, null);
      double len = Sweep.length(f.path);
      if (len > DiceContext.FLOOR_MOVE + EPS) {
        Verdicts.add(violations, Verdicts.length(DiceRule.BUILDINGS, "after changing floor a"
            + " figure moves up to 6\" on the new floor", 1, Verdicts.at(f.index, last(f)), len,
            DiceContext.FLOOR_MOVE));
      }
      f.end = last(f);
      f.travel = len;
      allowance = DiceContext.FLOOR_MOVE;
    }
  }

  private void crossMajor() {
    for (Figure f : figures) {
      if (f.path.size() != 2) {
        bad(DiceRule.OBSTACLES, "figures crossing a major obstacle are placed straight across"
            + " it: one step", 1, null);
        return;
      }
      TablePoint a = f.path.get(0);
      TablePoint b = f.path.get(1);
      Feature crossed = null;
      for (Feature ft : ctx.table.features()) {
        if (ctx.crossing(ft) == Cross.MAJOR
            && Sweep.gap(ctx.table, ft, a, a, f.r) <= ctx.chart.adjacent() + EPS
            && Sweep.gap(ctx.table, ft, b, b, f.r) <= ctx.chart.adjacent() + EPS
            && Sweep.gap(ctx.table, ft, b, b, f.r) >= -EPS
            && Sweep.gap(ctx.table, ft, a, a, f.r) >= -EPS
            && Geo.segment(a, b).intersects(Sweep.body(ctx.table, ft).core())) {
          crossed = ft;
        }
      }
      if (crossed == null) {
        bad(DiceRule.OBSTACLES, "a figure crosses a major obstacle only from beside it, and is"
            + " placed beside it on the far side", 1, Verdicts.at(f.index, b));
      }
      f.end = b;
      f.travel = a.distanceTo(b);
    }
  }

  private void edges() {
    for (Figure f : figures) {
      boolean fromVehicle = f.unit.position() instanceof Aboard;
      for (int k = fromVehicle ? 1 : 0; k < f.path.size(); k++) {
        TablePoint p = f.path.get(k);
        if (ctx.table.edgeGap(p, f.r) <= EPS) {
          if (!ctx.forced) {
            bad(DiceRule.LEAVING, "no unit leaves the table of its own accord", Math.max(1, k),
                Verdicts.at(f.index, p));
          }
          break;
        }
      }
      if (ctx.forced) {
        List<TablePoint> walked = pathTo(f);
        for (int k = fromVehicle ? 1 : 0; k < walked.size(); k++) {
          lost |= ctx.table.edgeGap(walked.get(k), f.r) <= EPS;
        }
      }
    }
  }

  /** The route as walked: the declared corners up to the distance travelled, then the end. */
  private static List<TablePoint> pathTo(Figure f) {
    List<TablePoint> out = new ArrayList<>();
    out.add(f.path.get(0));
    double at = 0;
    for (int k = 1; k < f.path.size(); k++) {
      double len = f.path.get(k - 1).distanceTo(f.path.get(k));
      if (at + len > f.travel + 1e-12) {
        break;
      }
      at += len;
      out.add(f.path.get(k));
    }
    if (!out.get(out.size() - 1).equals(f.end)) {
      out.add(f.end);
    }
    return out;
  }

  // ---- results ------------------------------------------------------------------------------

  private Result finish() {
    List<StepReport> reports = new ArrayList<>();
    double spent = 0;
    for (Figure f : figures) {
      if (f.end != null) {
        spent = Math.max(spent, walked(f));
      }
    }
    if (!figures.isEmpty() && figures.get(0).end != null) {
      List<TablePoint> ends = new ArrayList<>();
      for (Figure f : figures) {
        ends.add(f.end);
      }
      TablePosition endPos = TablePosition.of(ends);
      if (facing.isPresent()) {
        endPos = endPos.withFacing(facing.getAsDouble());
      }
      String note = rolled == null ? "" : "rolled " + rolled;
      reports.add(new StepReport(1, endPos, endPos.toString(), Verdicts.mp(spent),
          Verdicts.mp(spent), null, note));
    }
    Verdict.Builder vb = Verdict.builder().ruleSet(MiniaturesDice.ID).violations(violations)
        .spent(Verdicts.mp(spent)).allowance(Verdicts.mp(allowance)).steps(reports);
    GameState next = null;
    if (violations.isEmpty()) {
      next = nextState();
      vb.warnings(warnings);
      vb.end(endOf(ctx.movers.get(0), next));
      for (Unit u : ctx.movers) {
        vb.putEnds(u.id(), endOf(u, next));
      }
    }
    return new Result(vb.build(), next);
  }

  private double walked(Figure f) {
    return Sweep.length(pathTo(f));
  }

  private Position endOf(Unit u, GameState next) {
    return next.unit(u.id()).position();
  }

  private GameState nextState() {
    GameState s = ctx.state;
    String mode = ctx.mode;
    Map<String, List<TablePoint>> ends = new LinkedHashMap<>();
    for (Figure f : figures) {
      if (f.end != null) {
        ends.computeIfAbsent(f.unit.id(), k -> new ArrayList<>()).add(f.end);
      }
    }
    List<Unit> units = new ArrayList<>(s.units());
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (!ctx.moverIds().contains(u.id())) {
        if (mode.equals(MiniaturesDice.EMBARK) && steps.get(0).to() instanceof Aboard
            && ((Aboard) steps.get(0).to()).vehicle().equals(u.id())) {
          units.set(i, u.withFlag(MiniaturesDice.EMBARKING));
        }
        continue;
      }
      Unit n = u;
      if (mode.equals(MiniaturesDice.EMBARK)) {
        n = n.withPosition(steps.get(0).to()).withFlag(MiniaturesDice.MOVED)
            .withoutFlag(MiniaturesDice.TACTICAL);
      } else if (lost) {
        n = n.withPosition(Position.box(MiniaturesDice.LOST));
        warnings.add(Verdicts.of(DiceRule.LEAVING, "'" + u.id() + "' was forced off the table"
            + " and is lost", 0, null));
      } else if (ends.containsKey(u.id())) {
        TablePosition tp = TablePosition.of(ends.get(u.id()));
        OptionalDouble was = u.position() instanceof TablePosition
            ? ((TablePosition) u.position()).facing() : OptionalDouble.empty();
        OptionalDouble f = facing.isPresent() ? facing : was;
        if (f.isPresent()) {
          tp = tp.withFacing(f.getAsDouble());
        }
        n = n.withPosition(tp);
        if (facing.isPresent() && !facing.equals(was)) {
          n = n.withoutFlag(MiniaturesDice.OVERWATCH);
        }
      }
      n = flags(n, mode);
      units.set(i, n);
    }
    GameState next = s.withUnits(units);
    if (!lost && !mode.equals(MiniaturesDice.EMBARK)) {
      next = jumpOff(next, ends);
    }
    return next;
  }

  private Unit flags(Unit u, String mode) {
    boolean moved = false;
    for (Figure f : figures) {
      moved |= f.unit.id().equals(u.id()) && f.end != null
          && f.end.distanceTo(f.path.get(0)) > EPS;
    }
    Unit n = u;
    switch (mode) {
      case MiniaturesDice.STANCE:
        return n.withFlag(MiniaturesDice.TACTICAL);
      case MiniaturesDice.FACE:
        return n;
      case MiniaturesDice.TACTICAL_MODE:
        return n.withFlag(MiniaturesDice.TACTICAL).withFlag(MiniaturesDice.MOVED);
      case MiniaturesDice.DOUBLE:
        n = n.withoutFlag(MiniaturesDice.TACTICAL).withFlag(MiniaturesDice.MOVED);
        if (u.kind().equals(MiniaturesDice.TEAM)) {
          Map<String, String> a = new LinkedHashMap<>(n.attributes());
          a.put("shock", Integer.toString(DiceContext.shock(u) + 1));
          n = n.withAttributes(a);
        }
        return n;
      case MiniaturesDice.MOVE_AND_FIRE:
        return n.withoutFlag(MiniaturesDice.TACTICAL).withFlag(MiniaturesDice.MOVED)
            .withFlag(MiniaturesDice.FIRED);
      case MiniaturesDice.DISEMBARK:
        n = n.withFlag(MiniaturesDice.MOVED);
        if (Verdicts.flag(ctx.options, MiniaturesDice.TACTICAL)) {
          n = n.withFlag(MiniaturesDice.TACTICAL);
        }
        if (Verdicts.flag(ctx.options, MiniaturesDice.FIRE)) {
          n = n.withFlag(MiniaturesDice.FIRED);
        }
        return n;
      case MiniaturesDice.NORMAL:
        boolean turned = facing.isPresent() && DiceContext.limited(u);
        return moved || turned ? n.withoutFlag(MiniaturesDice.TACTICAL)
            .withFlag(MiniaturesDice.MOVED) : n;
      default:
        return n.withFlag(MiniaturesDice.MOVED);
    }
  }

  private GameState jumpOff(GameState s, Map<String, List<TablePoint>> ends) {
    List<Marker> markers = new ArrayList<>(s.markers());
    String side = ctx.side();
    for (int i = 0; i < markers.size(); i++) {
      Marker m = markers.get(i);
      if (!m.kind().equals(MiniaturesDice.JUMP_OFF_POINT)
          || !(m.position() instanceof TablePosition)) {
        continue;
      }
      TablePoint j = ((TablePosition) m.position()).model(0);
      boolean onto = false;
      double nearest = Double.POSITIVE_INFINITY;
      for (Figure f : figures) {
        if (f.end == null) {
          continue;
        }
        double d = f.end.distanceTo(j);
        onto |= d <= f.r + EPS;
        nearest = Math.min(nearest, d - f.r);
      }
      String name = m.id().isEmpty() ? "jump-off point at " + j : "jump-off point '" + m.id()
          + "'";
      if (!m.side().equals(side)) {
        if (onto) {
          Map<String, String> a = new LinkedHashMap<>(m.attributes());
          a.put("captured-by", side);
          a.put("captured-turn", Integer.toString(s.environment().turn()));
          a.put("morale-test", "pending");
          markers.set(i, Marker.builder().from(m).attributes(a).build());
          warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "captures the enemy " + name + ": it is"
              + " removed at the end of the turn unless recaptured, and its owner takes a Force"
              + " Morale Test", 0, j.toString()));
        } else if (nearest <= DiceContext.BLOCK + EPS) {
          warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "within 4\" of the enemy " + name + ":"
              + " it is blocked, the enemy may not deploy from it", 0, j.toString()));
        }
      } else if (onto && m.attributes().containsKey("captured-by")) {
        Map<String, String> a = new LinkedHashMap<>(m.attributes());
        a.remove("captured-by");
        a.remove("captured-turn");
        a.remove("morale-test");
        markers.set(i, Marker.builder().from(m).attributes(a).build());
        warnings.add(Verdicts.of(DiceRule.JUMP_OFF, "recaptures " + name, 0, j.toString()));
      }
    }
    return s.withMarkers(markers);
  }
}
