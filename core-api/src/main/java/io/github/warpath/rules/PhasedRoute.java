package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Objects;

/**
 * A legal way to a position across a sequence of movement phases: one leg per phase, in order,
 * each a {@link Route} of that phase (possibly empty). Each leg is judged legal by the rule set
 * when the earlier legs have been applied and the phase entered ({@link
 * HexMovementRules#enterPhase}).
 *
 * @param start where the unit stands before the first phase
 * @param legs one leg per phase, in the order of the phases
 */
public record PhasedRoute(Position start, List<PhaseLeg> legs) {

  /**
   * Creates a route.
   *
   * @param start the start
   * @param legs the legs
   */
  public PhasedRoute {
    Objects.requireNonNull(start, "start");
    legs = List.copyOf(legs);
  }

  /**
   * Where the route ends: the end of its last leg that moves, or the start.
   *
   * @return the position
   */
  public Position end() {
    Position at = start;
    for (PhaseLeg l : legs) {
      if (!l.route().steps().isEmpty()) {
        at = l.route().end();
      }
    }
    return at;
  }

  /**
   * The points spent in all phases together.
   *
   * @return the sum of the legs' costs
   */
  public Mp total() {
    Mp t = Mp.ZERO;
    for (PhaseLeg l : legs) {
      t = t.plus(l.route().cost());
    }
    return t;
  }

  /**
   * The number of steps in all phases together.
   *
   * @return the count
   */
  public int stepCount() {
    int n = 0;
    for (PhaseLeg l : legs) {
      n += l.route().steps().size();
    }
    return n;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("route over " + legs.size() + " phases, " + total());
    for (PhaseLeg l : legs) {
      sb.append("\n ").append(l.phase().name()).append(": ").append(l.route().cost());
      for (StepReport s : l.route().steps()) {
        sb.append("\n  ").append(s);
      }
    }
    return sb.toString();
  }
}
