package io.github.warpath.skirmish.table;

import io.github.warpath.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The verdict on an order on a table and, when it is illegal, the legal moves that come closest
 * to it: the farthest point along the ordered route where the move may stop, and the point
 * nearest the destination that the first model can reach. See {@link
 * TableMovementRules#alternatives(io.github.warpath.state.GameState,
 * io.github.warpath.rules.MoveOrder)}.
 *
 * @param verdict the checker's verdict on the order
 * @param destination where the order sends its first model, if it moves it
 * @param farthest the farthest legal stop along the ordered route, if any
 * @param nearest the reachable point nearest the destination, if it is nearer than the start
 */
public record TableAlternatives(Verdict verdict, Optional<TablePoint> destination,
    Optional<TableAlternative> farthest, Optional<TableAlternative> nearest) {

  /**
   * Creates the answer.
   *
   * @param verdict the verdict
   * @param destination the destination
   * @param farthest the farthest legal stop along the route
   * @param nearest the nearest reachable point
   */
  public TableAlternatives {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(destination, "destination");
    Objects.requireNonNull(farthest, "farthest");
    Objects.requireNonNull(nearest, "nearest");
  }

  /**
   * The answer without alternatives (a legal order, or one nothing legal comes close to).
   *
   * @param verdict the verdict
   * @param destination the destination
   * @return the answer
   */
  public static TableAlternatives none(Verdict verdict, Optional<TablePoint> destination) {
    return new TableAlternatives(verdict, destination, Optional.empty(), Optional.empty());
  }

  /**
   * The alternatives in the order they are offered: the farthest stop, then the nearest point.
   *
   * @return an immutable list, empty for a legal order
   */
  public List<TableAlternative> all() {
    List<TableAlternative> out = new ArrayList<>(2);
    farthest.ifPresent(out::add);
    nearest.ifPresent(out::add);
    return List.copyOf(out);
  }
}
