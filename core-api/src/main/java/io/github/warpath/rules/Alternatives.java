package io.github.warpath.rules;

import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What comes closest to an order: the verdict on the order and, when it is illegal, the legal
 * moves nearest to it. Each alternative is a move the checker judges legal at the cost given.
 *
 * @param verdict the verdict on the order as given
 * @param destination where the order was going: the position of its last step that moves
 *     (empty for an order that does not move)
 * @param cheapestPath the cheapest legal route to the destination, if there is one
 * @param nearest when the destination cannot be reached, the reachable hex nearest to it (by hex
 *     distance, then cost) and its cheapest route; empty otherwise, and when no hex but the start
 *     is as near
 * @param prefix the longest legal prefix of the order as given, if it has at least one step
 */
public record Alternatives(Verdict verdict, Optional<Position> destination,
    Optional<Alternative> cheapestPath, Optional<Alternative> nearest,
    Optional<Alternative> prefix) {

  /**
   * Creates the answer.
   *
   * @param verdict the verdict
   * @param destination the destination
   * @param cheapestPath the cheapest path alternative
   * @param nearest the nearest hex alternative
   * @param prefix the prefix alternative
   */
  public Alternatives {
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(destination, "destination");
    Objects.requireNonNull(cheapestPath, "cheapestPath");
    Objects.requireNonNull(nearest, "nearest");
    Objects.requireNonNull(prefix, "prefix");
  }

  /**
   * The answer for an order that needs no alternative (or has none).
   *
   * @param verdict the verdict on the order
   * @param destination the order's destination
   * @return an answer with no alternatives
   */
  public static Alternatives none(Verdict verdict, Optional<Position> destination) {
    return new Alternatives(verdict, destination, Optional.empty(), Optional.empty(),
        Optional.empty());
  }

  /**
   * Every alternative, in the order cheapest path, nearest hex, prefix.
   *
   * @return the alternatives found; empty for a legal order
   */
  public List<Alternative> all() {
    List<Alternative> out = new ArrayList<>(3);
    cheapestPath.ifPresent(out::add);
    nearest.ifPresent(out::add);
    prefix.ifPresent(out::add);
    return List.copyOf(out);
  }

  /**
   * Where an order goes: the position of its last step that enters one.
   *
   * @param order the order
   * @return the destination, or empty if no step moves
   */
  public static Optional<Position> destinationOf(MoveOrder order) {
    List<Step> steps = order.steps();
    for (int i = steps.size() - 1; i >= 0; i--) {
      if (steps.get(i).to() != null) {
        return Optional.of(steps.get(i).to());
      }
    }
    return Optional.empty();
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(verdict.legal() ? "legal" : "illegal");
    for (Alternative a : all()) {
      sb.append("\n  ").append(a);
    }
    return sb.toString();
  }
}
