package io.github.warpath.skirmish.table.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.ReachRegion;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.skirmish.table.TableRoute;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.locationtech.jts.geom.Coordinate;
import org.locationtech.jts.geom.Geometry;
import org.locationtech.jts.operation.distance.DistanceOp;

/**
 * The legal move that brings the first model nearest an ordered destination: found by the rule
 * set's route query and reach region, and judged by its checker.
 *
 * <p>A move counts when the checker judges it legal and the first model ends where the move was
 * ordered to (a rule set that moves a unit towards an indicated point may halt it short); the
 * other models keep their places in the formation. When the route query finds a legal way to the
 * destination and the checker takes the move, that is the answer.
 *
 * <p>Otherwise the first guess is the point of the reach region nearest the destination. The
 * region's round parts are circumscribed polygons that may stray from the exact rules by {@link
 * ReachRegion#ACCURACY}, so when the route query refuses that point, the nearest point of the
 * region shrunk by one, two, four and eight times that is tried.
 *
 * <p>The guess is then made exact. Where a model may go is made of discs, each centred on a
 * corner of the shortest routes (the start, or a corner round an obstacle) with the distance
 * left there as radius, cut by straight edges of what a model may not stand on or cross. The
 * point of such a disc nearest the destination lies on the straight line from its centre to the
 * destination; the point of a straight edge nearest it lies on the perpendicular from the
 * destination, where the guess already is (shrinking the region moves a straight edge
 * parallel to itself). So two lines are searched: the route to the guess is kept up to its
 * last corner, then goes straight towards the destination from that corner, or from the guess.
 * Along each line the farthest point where the checker takes the move is found by halving, to
 * within {@link #PRECISION}. The checker measures with the table's tolerance: it takes a move
 * up to {@link Table#TOLERANCE} longer than the rules allow, or that much nearer to what a model
 * may not touch. The point offered is that tolerance back from the farthest point taken (when
 * the checker takes it), so it lies on the boundary of the exact reach and its coordinates
 * rounded to a thousandth, as the command line prints them, are still taken. If the route query
 * goes to the point found from a corner by another last corner, the line from that corner is
 * searched too, up to {@link #LINES} lines from corners in all.
 *
 * <p>The nearest of the points found is offered, except that a point found from a corner is
 * preferred unless another is nearer the destination by more than the tolerance: the region's
 * polygons, and the checker's tolerance, let a point off the exact disc come that much nearer.
 */
final class NearestReachable {
  /** How close the halving brings a point to the farthest one the checker takes, in inches. */
  static final double PRECISION = Table.TOLERANCE / 16;
  /** The most lines from a corner to the destination that are searched. */
  static final int LINES = 3;
  private static final double[] SHRINK = {0, 1, 2, 4, 8};

  /** A legal move of the formation: the first model's route (start first) and its verdict. */
  record Move(List<TablePoint> points, MoveOrder order, Verdict verdict) {
    TablePoint end() {
      return points.get(points.size() - 1);
    }
  }

  private final TableMovementRules rules;
  private final GameState state;
  private final MoveQuery query;
  private final TablePosition start;
  private final TablePoint destination;
  private final double fromStart;

  /**
   * @param rules the rule set
   * @param state the state
   * @param query who moves (the first model of the first unit is asked about)
   * @param start where the moving models start
   * @param destination where the first model was ordered to
   */
  NearestReachable(TableMovementRules rules, GameState state, MoveQuery query,
      TablePosition start, TablePoint destination) {
    this.rules = rules;
    this.state = state;
    this.query = query;
    this.start = start;
    this.destination = destination;
    this.fromStart = start.model(0).distanceTo(destination);
  }

  /**
   * The legal move nearest the destination that moves and ends nearer it than the start.
   *
   * @return the move, if there is one
   * @throws InvalidInputException if the route query cannot be asked about the destination or
   *     the reach region cannot be drawn (dice not rolled, say)
   */
  Optional<Move> find() {
    Optional<TableRoute> direct = rules.route(state, query, 0, destination);
    if (direct.isPresent()) {
      Optional<Move> m = move(direct.get().points());
      if (m.isPresent()) {
        return m;
      }
    }
    Optional<TableRoute> guess = guess();
    if (guess.isEmpty()) {
      return Optional.empty();
    }
    Optional<Move> guessed = move(guess.get().points());
    Move onArc = null;
    List<TablePoint> route = guess.get().points();
    TablePoint near = guess.get().end();
    for (int i = 0; i < LINES; i++) {
      Optional<Move> m = alongLine(route, lastCorner(route), near);
      if (m.isEmpty()) {
        break;
      }
      if (onArc == null || distance(m.get()) < distance(onArc)) {
        onArc = m.get();
      }
      Optional<TableRoute> again = routeTo(m.get().end());
      if (again.isEmpty() || lastCorner(again.get().points())
          .distanceTo(lastCorner(route)) <= Table.TOLERANCE) {
        break;
      }
      route = again.get().points();
      near = m.get().end();
    }
    Optional<Move> onEdge = alongLine(guess.get().points(), guess.get().end(),
        guess.get().end());
    Move best = onArc;
    for (Optional<Move> m : List.of(guessed, onEdge)) {
      if (m.isPresent() && (best == null || distance(m.get()) < distance(best))) {
        best = m.get();
      }
    }
    return Optional.ofNullable(onArc != null && distance(onArc) <= distance(best)
        + Table.TOLERANCE ? onArc : best);
  }

  /** The route to the point of the reach region nearest the destination, if one is accepted. */
  private Optional<TableRoute> guess() {
    ReachRegion region = rules.reach(state, query, 0);
    if (region.isEmpty()) {
      return Optional.empty();
    }
    Geometry g = region.geometry();
    Geometry target = Geo.F.createPoint(Geo.c(destination));
    for (double k : SHRINK) {
      Geometry shrunk = k == 0 ? g : g.buffer(-k * ReachRegion.ACCURACY);
      if (shrunk.isEmpty()) {
        break;
      }
      Coordinate c = DistanceOp.nearestPoints(shrunk, target)[0];
      Optional<TableRoute> r = routeTo(new TablePoint(c.x, c.y, region.start().level()));
      if (r.isPresent()) {
        return r;
      }
    }
    return Optional.empty();
  }

  /**
   * The move along a route up to its last corner and then straight from a point towards the
   * destination, as far as the checker takes it, less the table's tolerance; the halving starts
   * from the projection on the line of a point near the answer.
   */
  private Optional<Move> alongLine(List<TablePoint> route, TablePoint start, TablePoint near) {
    List<TablePoint> before = route.subList(0, Math.max(1, route.size() - 1));
    TablePoint from = start.atLevel(near.level());
    double length = from.distanceTo(destination);
    if (length <= PRECISION) {
      return Optional.empty();
    }
    double projected = ((near.x() - from.x()) * (destination.x() - from.x())
        + (near.y() - from.y()) * (destination.y() - from.y())) / length;
    double lo = 0;
    double hi = length;
    Optional<Move> atLo = Optional.empty();
    for (double probe : new double[] {projected, projected + 2 * ReachRegion.ACCURACY}) {
      if (probe <= lo || probe >= hi) {
        continue;
      }
      Optional<Move> m = moveTo(before, from.toward(destination, probe));
      if (m.isEmpty()) {
        hi = probe;
        break;
      }
      lo = probe;
      atLo = m;
    }
    while (hi - lo > PRECISION) {
      double mid = (lo + hi) / 2;
      Optional<Move> m = moveTo(before, from.toward(destination, mid));
      if (m.isPresent()) {
        lo = mid;
        atLo = m;
      } else {
        hi = mid;
      }
    }
    if (atLo.isPresent() && lo > Table.TOLERANCE) {
      Optional<Move> back = moveTo(before, from.toward(destination, lo - Table.TOLERANCE));
      if (back.isPresent()) {
        return back;
      }
    }
    return atLo;
  }

  private Optional<Move> moveTo(List<TablePoint> before, TablePoint end) {
    List<TablePoint> points = new ArrayList<>(before);
    points.add(end);
    return move(points);
  }

  /**
   * The move of the formation along a route of its first model, if the checker takes it, the
   * first model ends at the route's end, and that is nearer the destination than the start.
   */
  private Optional<Move> move(List<TablePoint> points) {
    TablePoint end = points.get(points.size() - 1);
    if (points.size() < 2 || end.distanceTo(destination) >= fromStart - 1e-9) {
      return Optional.empty();
    }
    TablePoint from = start.model(0);
    List<Step> steps = new ArrayList<>();
    for (TablePoint p : points.subList(1, points.size())) {
      steps.add(Step.to(start.translate(p.x() - from.x(), p.y() - from.y())));
    }
    MoveOrder o = MoveOrder.of(query, steps);
    Verdict v = rules.check(state, o);
    Optional<Position> at = v.end();
    if (!v.legal() || at.isEmpty() || !(at.get() instanceof TablePosition)
        || ((TablePosition) at.get()).model(0).distanceTo(end) > Table.TOLERANCE) {
      return Optional.empty();
    }
    return Optional.of(new Move(List.copyOf(points), o, v));
  }

  /** The route query's route to a point; none for a point it refuses or cannot be asked about. */
  private Optional<TableRoute> routeTo(TablePoint p) {
    try {
      return rules.route(state, query, 0, p);
    } catch (InvalidInputException e) {
      // a point off the table or on a floor with no building: not a place to stop
      return Optional.empty();
    }
  }

  /** The corner a route turns at last before its end: its start if it runs straight. */
  private static TablePoint lastCorner(List<TablePoint> route) {
    return route.get(Math.max(0, route.size() - 2));
  }

  private double distance(Move m) {
    return m.end().distanceTo(destination);
  }
}
