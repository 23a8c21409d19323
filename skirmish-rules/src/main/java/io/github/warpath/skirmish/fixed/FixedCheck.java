package io.github.warpath.skirmish.fixed;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.StepReport;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.table.Feature;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.internal.Geo;
import io.github.warpath.skirmish.table.internal.Sweep;
import io.github.warpath.skirmish.table.internal.Verdicts;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import org.locationtech.jts.geom.prep.PreparedGeometry;

/** The checker of one order: walks every model's route and applies every rule to it. */
final class FixedCheck {
  private static final double EPS = FixedContext.EPS;

  private final FixedContext ctx;
  private final List<Step> steps;
  private final List<Violation> violations = new ArrayList<>();
  private final List<Violation> warnings = new ArrayList<>();
  /** Per model, its route: start first, then one point per step. */
  private final List<List<TablePoint>> paths = new ArrayList<>();
  private final List<TablePosition> stepPositions = new ArrayList<>();
  private boolean entering;
  private boolean left;
  private double allowance;
  private boolean road;

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
    deployed();
    terrain();
    interpenetration();
    road = roadMove();
    if (road) {
      allowance = 2 * ctx.rate;
    }
    rate();
    edges();
    if (!left) {
      formation();
      spacing();
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
      if (steps.isEmpty() || !MiniaturesFixedRules.ENTER.equals(steps.get(0).action())) {
        violations.add(Verdicts.of(FixedRule.MOVING_ON, "a unit waiting off the table comes on"
            + " from a point of the table edge: make the first step an '" + MiniaturesFixedRules.ENTER
            + "' step to that point", 1, null));
        return false;
      }
      TablePosition e = position(0);
      if (e.size() != 1) {
        throw new InvalidInputException("steps[0].to", "the entry step gives one point on the"
            + " table edge, got " + e.size());
      }
      TablePoint p = e.model(0);
      if (!ctx.table.onEdge(p)) {
        violations.add(Verdicts.of(FixedRule.MOVING_ON, "the entry point is not on the table"
            + " edge", 1, p.toString()));
      }
      if (ctx.assault) {
        violations.add(Verdicts.of(FixedRule.MOVING_ON, "a unit moving onto the table may not"
            + " assault in the same turn", 1, p.toString()));
      }
      stepPositions.add(e);
      from = 1;
      int n = steps.size() > 1 ? position(1).size() : 1;
      starts = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        starts.add(p);
      }
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

  private TablePosition position(int k) {
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
  private int stepOf(int leg) {
    return leg + 1 + (entering ? 1 : 0);
  }

  private double moved(int model) {
    return Sweep.length(paths.get(model));
  }

  private void deployed() {
    if (entering) {
      return;
    }
    List<TablePoint> starts = new ArrayList<>();
    for (List<TablePoint> p : paths) {
      starts.add(p.get(0));
    }
    Feature f = ctx.deployedIn(starts);
    if (f == null) {
      return;
    }
    for (int i = 0; i < paths.size(); i++) {
      if (moved(i) > EPS) {
        violations.add(Verdicts.of(ctx.rating(f).rule(), ctx.troop.id() + " deployed in " + f
            + " (" + TerrainCode.NO_DEPLOYED_ONLY + ") may not move", stepOf(0),
            Verdicts.at(i, paths.get(i).get(0))));
        return;
      }
    }
  }

  private void terrain() {
    for (Feature f : ctx.table.features()) {
      String why = ctx.forbidden(f);
      boolean demolish = ctx.code(f) == TerrainCode.NO_EXCEPT_DEMOLISH && why == null;
      if (why == null && !demolish) {
        continue;
      }
      search:
      for (int leg = 0; leg + 1 < longest(); leg++) {
        for (int i = 0; i < paths.size(); i++) {
          List<TablePoint> path = paths.get(i);
          if (leg + 1 >= path.size()) {
            continue;
          }
          TablePoint a = path.get(leg);
          TablePoint b = path.get(leg + 1);
          if (a.equals(b) || Sweep.gap(ctx.table, f, a, b, ctx.radius) >= -EPS) {
            continue;
          }
          if (demolish) {
            warnings.add(Verdicts.of(FixedRule.BUILDINGS, ctx.troop.id() + " moves through "
                + f + " and demolishes it (see the building rules)", stepOf(leg),
                Verdicts.at(i, b)));
          } else {
            violations.add(Verdicts.of(ctx.rating(f).rule(), why, stepOf(leg),
                Verdicts.at(i, b)));
          }
          break search;
        }
      }
    }
  }

  private int longest() {
    int m = 0;
    for (List<TablePoint> p : paths) {
      m = Math.max(m, p.size());
    }
    return m;
  }

  private void interpenetration() {
    for (Unit other : ctx.others()) {
      if (ctx.mayPass(other)) {
        continue;
      }
      double ro = ctx.radiusOf(other);
      List<TablePoint> them = ((TablePosition) other.position()).models();
      search:
      for (int i = 0; i < paths.size(); i++) {
        List<TablePoint> path = paths.get(i);
        for (int leg = 0; leg + 1 < path.size(); leg++) {
          for (TablePoint q : them) {
            if (Sweep.gap(path.get(leg), path.get(leg + 1), ctx.radius, q, ro) < -EPS) {
              violations.add(Verdicts.of(FixedRule.INTERPENETRATION, reasonThrough(other),
                  stepOf(leg), Verdicts.at(i, path.get(leg + 1))));
              break search;
            }
          }
        }
      }
    }
  }

  private String reasonThrough(Unit other) {
    TroopType o = ctx.troopOf(other);
    String whose = other.side().equals(ctx.unit.side()) ? "friendly" : "enemy";
    if (ctx.troop.vehicle()) {
      return "a vehicle goes round other units: it may not move through " + whose + " "
          + o.id() + " '" + other.id() + "'";
    }
    if (o.vehicle()) {
      return "no unit moves through a vehicle: '" + other.id() + "' is " + whose + " " + o.id();
    }
    if (ctx.troop != TroopType.INFANTRY) {
      return "only infantry move through other units: " + ctx.troop.id() + " may not pass '"
          + other.id() + "'";
    }
    return "infantry pass only through friendly infantry and artillery: '" + other.id()
        + "' is " + whose + " " + o.id();
  }

  private boolean roadMove() {
    if (!ctx.roadDoubles()) {
      return false;
    }
    PreparedGeometry surface = ctx.roadSurface();
    if (surface == null) {
      return false;
    }
    boolean any = false;
    for (List<TablePoint> path : paths) {
      for (int leg = 0; leg + 1 < path.size(); leg++) {
        TablePoint a = path.get(leg);
        TablePoint b = path.get(leg + 1);
        if (a.equals(b)) {
          continue;
        }
        any = true;
        if (!surface.covers(Geo.segment(a, b))) {
          return false;
        }
      }
    }
    return any;
  }

  private void rate() {
    for (int i = 0; i < paths.size(); i++) {
      List<TablePoint> path = paths.get(i);
      double total = 0;
      for (int leg = 0; leg + 1 < path.size(); leg++) {
        total += path.get(leg).distanceTo(path.get(leg + 1));
        if (total > allowance + EPS) {
          double whole = moved(i);
          violations.add(Verdicts.length(FixedRule.RATE, "model " + (i + 1) + " would move "
              + TablePoint.inches(whole) + "\"; " + ctx.modeName() + " of " + ctx.troop.id()
              + " allows " + TablePoint.inches(allowance) + "\"" + (road ? " along the road"
              : ""), stepOf(leg), Verdicts.at(i, path.get(leg + 1)), whole, allowance));
          break;
        }
      }
    }
  }

  private void edges() {
    for (int i = 0; i < paths.size(); i++) {
      List<TablePoint> path = paths.get(i);
      // The entry point on the edge is where the move is measured from; a unit that goes no
      // further would end there, on the edge.
      for (int k = entering && path.size() > 1 ? 1 : 0; k < path.size(); k++) {
        TablePoint p = path.get(k);
        if (ctx.table.edgeGap(p, ctx.radius) <= EPS) {
          if (ctx.mayLeave) {
            left = true;
          } else {
            violations.add(Verdicts.of(FixedRule.MOVING_OFF, "the base touches the table edge:"
                + " units leave the table only where a rule allows it (option "
                + MiniaturesFixedRules.MAY_LEAVE + "=true)", k == 0 ? 1 : stepOf(k - 1),
                Verdicts.at(i, p)));
          }
          break;
        }
      }
    }
  }

  private List<TablePoint> ends() {
    List<TablePoint> out = new ArrayList<>();
    for (List<TablePoint> p : paths) {
      out.add(p.get(p.size() - 1));
    }
    return out;
  }

  private void formation() {
    List<TablePoint> ends = ends();
    int n = ends.size();
    int last = Math.max(1, steps.size());
    double r2 = 2 * ctx.radius;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (ends.get(i).distanceTo(ends.get(j)) - r2 < -EPS) {
          violations.add(Verdicts.of(FixedRule.FORMATION, "models " + (i + 1) + " and " + (j + 1)
              + " would stand on each other", last, Verdicts.at(j, ends.get(j))));
        }
      }
    }
    boolean[] in = new boolean[n];
    in[0] = true;
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = 0; i < n; i++) {
        if (in[i]) {
          continue;
        }
        for (int j = 0; j < n; j++) {
          if (in[j] && ends.get(i).distanceTo(ends.get(j)) - r2 <= 1 + EPS) {
            in[i] = true;
            grew = true;
            break;
          }
        }
      }
    }
    List<String> apart = new ArrayList<>();
    double nearest = Double.POSITIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      if (in[i]) {
        continue;
      }
      apart.add(Integer.toString(i + 1));
      for (int j = 0; j < n; j++) {
        if (in[j]) {
          nearest = Math.min(nearest, ends.get(i).distanceTo(ends.get(j)) - r2);
        }
      }
    }
    if (!apart.isEmpty()) {
      violations.add(Verdicts.of(FixedRule.FORMATION, "model" + (apart.size() > 1 ? "s " : " ")
          + String.join(", ", apart) + " would end " + TablePoint.inches(nearest) + "\" from the"
          + " rest of the unit; every model stays within 1\" of its formation", last, null));
    }
  }

  private void spacing() {
    List<TablePoint> ends = ends();
    int last = Math.max(1, steps.size());
    for (Unit other : ctx.others()) {
      if (!ctx.keepsApart(other)) {
        continue;
      }
      double ro = ctx.radiusOf(other);
      double worst = Double.POSITIVE_INFINITY;
      int who = -1;
      for (int i = 0; i < ends.size(); i++) {
        for (TablePoint q : ((TablePosition) other.position()).models()) {
          double gap = ends.get(i).distanceTo(q) - ctx.radius - ro;
          if (gap < worst) {
            worst = gap;
            who = i;
          }
        }
      }
      if (worst <= 1 + EPS) {
        violations.add(Verdicts.of(FixedRule.SPACING, "model " + (who + 1) + " would end "
            + TablePoint.inches(Math.max(0, worst)) + "\" from unit '" + other.id()
            + "'; units stay more than 1\" apart", last, Verdicts.at(who, ends.get(who))));
      }
    }
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
