package io.github.warpath.skirmish.dice;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.dice.CrossingObstacles.Cross;
import io.github.warpath.skirmish.table.Aboard;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Judges one activation and builds the state after it: reads the steps into figure routes, asks
 * each rule heading's class ({@link RatesOfMovement}, {@link TerrainAndMovement}, {@link
 * CrossingObstacles}, {@link MovementInBuildings}, ...) what it forbids, settles the rate over
 * varying terrain and how far each figure gets, and collects the verdict.
 */
final class DiceCheck {
  static final double EPS = DiceContext.EPS;

  final DiceContext ctx;
  final List<Step> steps;
  final List<Violation> violations = new ArrayList<>();
  final List<Violation> warnings = new ArrayList<>();
  final List<Figure> figures = new ArrayList<>();
  /** The slowest ground any figure enters. */
  TerrainClass worst = TerrainClass.OPEN;
  double allowance;
  /** Whether a forced move took the unit off the table. */
  boolean lost;
  /** The facing the order gives, if any. */
  OptionalDouble facing = OptionalDouble.empty();
  private RolledDistance rolled;

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
    RatesOfMovement.oneActivation(this);
    LeadersMoving.check(this);
    if (!violations.isEmpty()) {
      return finish();
    }
    switch (ctx.mode) {
      case MiniaturesDiceRules.FACE:
        InfantryMovement.face(this);
        break;
      case MiniaturesDiceRules.STANCE:
        InfantryMovement.stance(this);
        break;
      case MiniaturesDiceRules.EMBARK:
        InfantryEmbarkingAndDisembarking.embark(this);
        break;
      default:
        move();
    }
    return finish();
  }

  /** Reports a violation of a rule. */
  void bad(DiceRule rule, String reason, int step, String where) {
    add(Verdicts.of(rule, reason, step, where));
  }

  /** Reports a violation. */
  void add(Violation v) {
    Verdicts.add(violations, v);
  }

  /** Whether a figure's route overlaps a feature anywhere. */
  boolean overlaps(Figure f, Feature ft) {
    for (int k = 0; k + 1 < f.path.size(); k++) {
      if (Sweep.gap(ctx.table, ft, f.path.get(k), f.path.get(k + 1), f.r) < -EPS) {
        return true;
      }
    }
    return f.path.size() == 1 && Sweep.gap(ctx.table, ft, f.path.get(0), f.path.get(0), f.r)
        < -EPS;
  }

  /** Reads the steps into figure paths. */
  void parse(boolean fromVehicle) {
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
      if (tp.facing().isPresent()) {
        facing = tp.facing();
      }
    }
  }

  private void move() {
    boolean fromVehicle = ctx.mode.equals(MiniaturesDiceRules.DISEMBARK)
        || ctx.mode.equals(MiniaturesDiceRules.UNLIMBER);
    parse(fromVehicle);
    double moved = 0;
    for (Figure f : figures) {
      moved = Math.max(moved, Sweep.length(f.path));
    }
    WeaponsWithLimitedMovement.check(this, moved);
    if (fromVehicle) {
      vehicleStart();
    }
    switch (ctx.mode) {
      case MiniaturesDiceRules.CHANGE_FLOOR:
        MovementInBuildings.changeFloor(this);
        return;
      case MiniaturesDiceRules.CROSS_OBSTACLE:
        CrossingObstacles.crossMajor(this);
        return;
      default:
        break;
    }
    for (Figure f : figures) {
      analyse(f);
    }
    boolean crosses = false;
    for (Figure f : figures) {
      crosses |= !f.crossings.isEmpty();
    }
    TerrainAndMovement.modeRule(this);
    CrossingObstacles.modeRule(this, crosses);
    WeaponsWithLimitedMovement.openGroundOnly(this);
    int n = DiceContext.diceFor(ctx.mode);
    if (moved <= EPS) {
      for (Figure f : figures) {
        f.end = f.path.get(f.path.size() - 1);
      }
      InfantryUnitsLeavingTheTable.edges(this);
      return;
    }
    Dice dice = ctx.dice(n);
    boolean ignoreTerrain = ctx.mode.equals(MiniaturesDiceRules.DISEMBARK);
    List<List<MovementInVaryingTerrain.Entry>> grounds = new ArrayList<>();
    for (Figure f : figures) {
      grounds.add(ignoreTerrain ? List.of() : f.grounds);
    }
    MovementInVaryingTerrain.Settled settled = MovementInVaryingTerrain.settle(grounds,
        (i, rate) -> RatesOfMovement.travel(figures.get(i),
            roll(dice, rate, figures.get(i), ignoreTerrain), ignoreTerrain));
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
    InfantryUnitsLeavingTheTable.edges(this);
  }

  private RolledDistance roll(Dice dice, TerrainClass rate, Figure f, boolean ignoreTerrain) {
    return DiceRoll.compute(dice, ignoreTerrain ? TerrainClass.OPEN : rate,
        !ignoreTerrain && f.lower, !ignoreTerrain && f.higher, ctx.gunWeight(), ctx.shock());
  }

  /** The vehicle each unit leaves, judged by 10.1.5 or 10.3.1. */
  private void vehicleStart() {
    boolean unlimber = ctx.mode.equals(MiniaturesDiceRules.UNLIMBER);
    for (Unit u : ctx.movers) {
      if (!(u.position() instanceof Aboard)) {
        bad(unlimber ? DiceRule.UNLIMBERING : DiceRule.EMBARKING, "'" + u.id() + "' is not"
            + " aboard a vehicle", 0, null);
        continue;
      }
      Unit v = ctx.state.unit(((Aboard) u.position()).vehicle());
      if (unlimber) {
        SupportWeaponsUnlimbering.unlimber(this, v);
      } else {
        InfantryEmbarkingAndDisembarking.disembark(this, v);
      }
    }
  }

  /** Terrain, obstacles, walls, other figures and floors along one figure's route. */
  private void analyse(Figure f) {
    boolean disembark = ctx.mode.equals(MiniaturesDiceRules.DISEMBARK);
    boolean gun = DiceContext.isGun(f.unit);
    if (!MovementInBuildings.oneFloor(this, f)) {
      return;
    }
    int level = f.path.get(0).level();
    RatesOfMovement.throughOthers(this, f, level, f.vehicle(ctx.state));
    if (level > 0) {
      MovementInBuildings.upperFloor(this, f, level, gun);
      return;
    }
    for (Feature ft : ctx.table.features()) {
      if (ft.kind().equals("impassable")) {
        TerrainAndMovement.impassable(this, f, ft);
        continue;
      }
      Cross c = CrossingObstacles.crossing(ft);
      if (c != null) {
        CrossingObstacles.along(this, f, ft, c, gun, disembark);
      } else if (!disembark) {
        TerrainAndMovement.ground(this, f, ft, gun);
      }
    }
    MovementInBuildings.walls(this, f);
  }

  // ---- results ------------------------------------------------------------------------------

  private Result finish() {
    List<StepReport> reports = new ArrayList<>();
    double spent = 0;
    for (Figure f : figures) {
      if (f.end != null) {
        spent = Math.max(spent, Sweep.length(f.walked()));
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
    Verdict.Builder vb = Verdict.builder().ruleSet(MiniaturesDiceRules.ID).violations(violations)
        .spent(Verdicts.mp(spent)).allowance(Verdicts.mp(allowance)).steps(reports);
    GameState next = null;
    if (violations.isEmpty()) {
      next = nextState();
      vb.warnings(warnings);
      vb.end(next.unit(ctx.movers.get(0).id()).position());
      for (Unit u : ctx.movers) {
        vb.putEnds(u.id(), next.unit(u.id()).position());
      }
    }
    return new Result(vb.build(), next);
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
        if (mode.equals(MiniaturesDiceRules.EMBARK) && steps.get(0).to() instanceof Aboard
            && ((Aboard) steps.get(0).to()).vehicle().equals(u.id())) {
          units.set(i, u.withFlag(MiniaturesDiceRules.EMBARKING));
        }
        continue;
      }
      Unit n = u;
      if (mode.equals(MiniaturesDiceRules.EMBARK)) {
        n = n.withPosition(steps.get(0).to()).withFlag(MiniaturesDiceRules.MOVED)
            .withoutFlag(MiniaturesDiceRules.TACTICAL);
      } else if (lost) {
        n = n.withPosition(Position.box(MiniaturesDiceRules.LOST));
        InfantryUnitsLeavingTheTable.lostWarning(this, u.id());
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
          n = n.withoutFlag(MiniaturesDiceRules.OVERWATCH);
        }
      }
      n = RatesOfMovement.after(this, n, mode);
      units.set(i, n);
    }
    GameState next = s.withUnits(units);
    if (!lost && !mode.equals(MiniaturesDiceRules.EMBARK)) {
      next = CapturingAJumpOffPoint.afterMove(this, next);
    }
    return next;
  }
}
