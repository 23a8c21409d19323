package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The checker of one order: reads every model's route from the steps and asks each rule
 * heading's class ({@link AdvanceAndRunMoves}, {@link InterpenetrationOfFriendlyUnits}, {@link
 * Terrain}, {@link MovingOnOrOffTheTable}) what it forbids.
 */
final class FixedCheck {
  static final double EPS = FixedContext.EPS;

  final FixedContext ctx;
  final List<Step> steps;
  final List<Violation> violations = new ArrayList<>();
  final List<Violation> warnings = new ArrayList<>();
  /** Per model, its route: start first, then one point per step. */
  final List<List<TablePoint>> paths = new ArrayList<>();
  final List<TablePosition> stepPositions = new ArrayList<>();
  /** Whether the unit comes onto the table with this order. */
  boolean entering;
  /** Whether the unit leaves the table with this order. */
  boolean left;
  double allowance;
  /** Whether the move keeps to a road, at the doubled rate. */
  boolean road;

  FixedCheck(FixedContext ctx, List<Step> steps) {
    this.ctx = ctx;
    this.steps = steps;
  }

  /** The verdict, and for a legal move the position the unit ends at. */
  Verdict verdict() {
    allowance = ctx.rate;
    if (ctx.leftTable()) {
      violations.add(Verdicts.of(FixedRule.MOVING_OFF, "the unit has left the table and does"
          + " not come back", 0, null));
      return build(null);
    }
    if (!parse()) {
      return build(null);
    }
    Terrain.deployed(this);
    Terrain.features(this);
    InterpenetrationOfFriendlyUnits.check(this);
    road = Terrain.roadMove(this);
    if (road) {
      allowance = 2 * ctx.rate;
    }
    AdvanceAndRunMoves.rate(this);
    MovingOnOrOffTheTable.edges(this);
    if (!left) {
      AdvanceAndRunMoves.formation(this);
      AdvanceAndRunMoves.spacing(this);
    }
    Position end;
    if (left) {
      end = Position.box(MiniaturesFixedRules.LEFT_TABLE);
      warnings.add(Verdicts.of(FixedRule.MOVING_OFF, "a model touched the table edge: the whole"
          + " unit is removed from the table", 0, null));
    } else {
      end = stepPositions.isEmpty() ? ctx.start : stepPositions.get(stepPositions.size() - 1);
    }
    return build(end);
  }

  private boolean parse() {
    entering = ctx.offTable();
    int from = 0;
    List<TablePoint> starts;
    if (entering) {
      starts = MovingOnOrOffTheTable.enter(this);
      if (starts == null) {
        return false;
      }
      from = 1;
    } else {
      starts = ((TablePosition) ctx.start).models();
    }
    for (TablePoint s : starts) {
      List<TablePoint> path = new ArrayList<>();
      path.add(s);
      paths.add(path);
    }
    for (int k = from; k < steps.size(); k++) {
      Step st = steps.get(k);
      if (MiniaturesFixedRules.ENTER.equals(st.action())) {
        violations.add(Verdicts.of(FixedRule.MOVING_ON, "only a unit waiting off the table"
            + " enters from the edge", k + 1, null));
        return false;
      }
      TablePosition tp = position(k);
      if (tp.size() != starts.size()) {
        throw new InvalidInputException("steps[" + k + "].to", "the unit has " + starts.size()
            + " models, the step places " + tp.size());
      }
      stepPositions.add(tp);
      for (int i = 0; i < tp.size(); i++) {
        paths.get(i).add(tp.model(i));
      }
    }
    return true;
  }

  /** The table position of step {@code k}, checked. */
  TablePosition position(int k) {
    Step st = steps.get(k);
    String field = "steps[" + k + "]";
    if (st.action() != null && !st.action().equals(MiniaturesFixedRules.ENTER)) {
      throw new InvalidInputException(field + ".action", "unknown action '" + st.action()
          + "'; miniatures-fixed knows: " + MiniaturesFixedRules.ENTER);
    }
    if (st.facing() != null) {
      throw new InvalidInputException(field + ".facing", "table units face a bearing: give it"
          + " with TablePosition.withFacing, not a hex direction");
    }
    if (!(st.to() instanceof TablePosition)) {
      throw new InvalidInputException(field + ".to", "each step goes to a table position (one"
          + " point per model), got " + (st.to() == null ? "none" : st.to().toString()));
    }
    TablePosition tp = (TablePosition) st.to();
    for (int i = 0; i < tp.size(); i++) {
      TablePoint p = tp.model(i);
      if (!ctx.table.contains(p)) {
        throw new InvalidInputException(field + ".to.models[" + i + "]", p + " is off the "
            + ctx.table.describe());
      }
      if (p.level() != 0) {
        throw new InvalidInputException(field + ".to.models[" + i + "]", "miniatures-fixed has"
            + " no floors: the level must be 0, got " + p.level());
      }
    }
    return tp;
  }

  /** Step number (1-based) of leg {@code k} of a model's path. */
  int stepOf(int leg) {
    return leg + 1 + (entering ? 1 : 0);
  }

  /** How far a model moves along its whole route. */
  double moved(int model) {
    return Sweep.length(paths.get(model));
  }

  /** The number of points of the longest route. */
  int longest() {
    int m = 0;
    for (List<TablePoint> p : paths) {
      m = Math.max(m, p.size());
    }
    return m;
  }

  /** Where each model ends. */
  List<TablePoint> ends() {
    List<TablePoint> out = new ArrayList<>();
    for (List<TablePoint> p : paths) {
      out.add(p.get(p.size() - 1));
    }
    return out;
  }

  private Verdict build(Position end) {
    List<StepReport> reports = new ArrayList<>();
    double spent = 0;
    for (int k = 0; k < stepPositions.size(); k++) {
      int leg = entering ? k - 1 : k;
      double cost = 0;
      double total = 0;
      for (List<TablePoint> path : paths) {
        if (leg >= 0 && leg + 1 < path.size()) {
          cost = Math.max(cost, path.get(leg).distanceTo(path.get(leg + 1)));
        }
        double t = 0;
        for (int j = 0; j <= leg && j + 1 < path.size(); j++) {
          t += path.get(j).distanceTo(path.get(j + 1));
        }
        total = Math.max(total, t);
      }
      spent = total;
      String note = entering && k == 0 ? "enters from the table edge" : road ? "along the road,"
          + " rate doubled" : "";
      TablePosition tp = stepPositions.get(k);
      reports.add(new StepReport(k + 1, tp, tp.toString(), Verdicts.mp(cost),
          Verdicts.mp(total), null, note));
    }
    Verdict.Builder b = Verdict.builder().ruleSet(MiniaturesFixedRules.ID).violations(violations)
        .warnings(violations.isEmpty() ? warnings : List.of()).steps(reports)
        .spent(Verdicts.mp(spent)).allowance(Verdicts.mp(allowance));
    if (end != null) {
      b.end(end).putEnds(ctx.unit.id(), end);
    }
    return b.build();
  }
}
