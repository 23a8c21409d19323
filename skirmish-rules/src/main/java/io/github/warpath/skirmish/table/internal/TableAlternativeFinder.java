package io.github.warpath.skirmish.table.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.skirmish.table.Table;
import io.github.warpath.skirmish.table.TableAlternative;
import io.github.warpath.skirmish.table.TableAlternative.Kind;
import io.github.warpath.skirmish.table.TableAlternatives;
import io.github.warpath.skirmish.table.TableMovementRules;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds the alternatives to an illegal order on a table from the rule set's own checker, reach
 * region and route query, so that each one is a move the checker accepts: the farthest legal
 * stop along the ordered route ({@link FarthestAlongRoute}) and the point nearest the
 * destination that the first model can reach.
 *
 * <p>The nearest point is found by {@link NearestReachable}: the destination itself when the
 * route query finds a legal way there (the order went the wrong way), else the reachable point
 * nearest the destination, exact to the table's tolerance. The other models keep their places
 * in the formation, and the move is offered only if the checker accepts it.
 */
public final class TableAlternativeFinder {
  private static final int LISTED_POINTS = 4;

  private TableAlternativeFinder() {}

  /**
   * The alternatives to an order.
   *
   * @param rules the rule set
   * @param state the state
   * @param order the order
   * @param verdict the checker's verdict on it
   * @return the alternatives, none for a legal order
   */
  public static TableAlternatives find(TableMovementRules rules, GameState state,
      MoveOrder order, Verdict verdict) {
    Optional<TablePoint> destination = destinationOf(order);
    if (verdict.legal()) {
      return TableAlternatives.none(verdict, destination);
    }
    TablePosition start = startOf(state, order.query());
    String allowance = inches(verdict.allowance());
    FarthestAlongRoute.Cut cut = new FarthestAlongRoute(order, start,
        o -> rules.check(state, o)).find();
    Optional<TableAlternative> farthest = Optional.empty();
    if (cut != null) {
      farthest = Optional.of(farthest(order, start, destination, cut, allowance));
    }
    Optional<TableAlternative> nearest = Optional.empty();
    if (destination.isPresent() && start != null) {
      nearest = nearest(rules, state, order.query(), start, destination.get(), allowance);
    }
    return new TableAlternatives(verdict, destination, farthest, nearest);
  }

  /** The first model's point of the order's last step that goes somewhere. */
  static Optional<TablePoint> destinationOf(MoveOrder order) {
    for (int i = order.steps().size() - 1; i >= 0; i--) {
      Position to = order.steps().get(i).to();
      if (to instanceof TablePosition) {
        return Optional.of(((TablePosition) to).model(0));
      }
    }
    return Optional.empty();
  }

  /** The moving models' start, every unit's models in the query's order, or null off table. */
  static TablePosition startOf(GameState state, MoveQuery q) {
    if (q.start().isPresent()) {
      return q.start().get() instanceof TablePosition ? (TablePosition) q.start().get() : null;
    }
    List<TablePoint> models = new ArrayList<>();
    for (String id : q.units()) {
      Position p = state.unit(id).position();
      if (!(p instanceof TablePosition)) {
        return null;
      }
      models.addAll(((TablePosition) p).models());
    }
    return TablePosition.of(models);
  }

  private static TableAlternative farthest(MoveOrder order, TablePosition start,
      Optional<TablePoint> destination, FarthestAlongRoute.Cut cut, String allowance) {
    List<TablePoint> points = new ArrayList<>();
    if (start != null) {
      points.add(start.model(0));
    }
    for (Step s : cut.order().steps()) {
      if (s.to() instanceof TablePosition) {
        points.add(((TablePosition) s.to()).model(0));
      }
    }
    TablePoint end = points.get(points.size() - 1);
    int n = order.steps().size();
    String where = cut.share() == 0 ? "stop after step " + cut.whole() + " of " + n
        : "stop " + TablePoint.inches(lastLeg(points)) + "\" into step " + (cut.whole() + 1)
            + " of " + n;
    return new TableAlternative(Kind.FARTHEST_ALONG_ROUTE, cut.order(), points,
        cut.verdict().spent(), destination.map(end::distanceTo).orElse(0.0), where + ", at "
        + end + ": " + inches(cut.verdict().spent()) + " of " + allowance);
  }

  private static double lastLeg(List<TablePoint> points) {
    int n = points.size();
    return n < 2 ? 0 : points.get(n - 2).distanceTo(points.get(n - 1));
  }

  private static Optional<TableAlternative> nearest(TableMovementRules rules, GameState state,
      MoveQuery q, TablePosition start, TablePoint destination, String allowance) {
    Optional<NearestReachable.Move> found;
    try {
      found = new NearestReachable(rules, state, q, start, destination).find();
    } catch (InvalidInputException e) {
      // a query the region cannot be drawn for (dice not rolled yet, say): no nearest point
      return Optional.empty();
    }
    if (found.isEmpty()) {
      return Optional.empty();
    }
    NearestReachable.Move m = found.get();
    double distance = m.end().distanceTo(destination);
    Verdict v = m.verdict();
    List<String> by = new ArrayList<>();
    for (TablePoint p : m.points().subList(1, m.points().size())) {
      by.add(p.toString());
    }
    String words = distance <= Table.TOLERANCE
        ? "go by " + labels(by) + ": " + inches(v.spent()) + " of " + allowance
        : "no legal way to " + destination + "; nearest reachable: " + m.end() + ", "
            + TablePoint.inches(distance) + "\" short, by " + labels(by) + ": "
            + inches(v.spent()) + " of " + allowance;
    return Optional.of(new TableAlternative(Kind.NEAREST_POINT, m.order(), m.points(),
        v.spent(), distance, words));
  }

  private static String inches(Mp mp) {
    return TablePoint.inches(mp.twelfths() / (double) Mp.SCALE) + "\"";
  }

  /** Up to four points, then how many more. */
  private static String labels(List<String> labels) {
    if (labels.size() <= LISTED_POINTS) {
      return String.join(", ", labels);
    }
    return String.join(", ", labels.subList(0, LISTED_POINTS)) + " and "
        + (labels.size() - LISTED_POINTS) + " more";
  }
}
