package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Objects;

/**
 * A legal way to a destination, step by step; the cheapest one when returned by a path query.
 *
 * @param start where the move starts
 * @param steps the steps, in order
 * @param cost the total points spent
 * @param mustStop whether the unit must stop at the end (it could not continue past it)
 */
public record Route(Position start, List<StepReport> steps, Mp cost, boolean mustStop) {

  /**
   * Creates a route.
   *
   * @param start the start
   * @param steps the steps
   * @param cost the total
   * @param mustStop whether the last step ends the move
   */
  public Route {
    Objects.requireNonNull(start, "start");
    steps = List.copyOf(steps);
    Objects.requireNonNull(cost, "cost");
  }

  /**
   * Where the route ends.
   *
   * @return the last step's position, or the start for an empty route
   */
  public Position end() {
    return steps.isEmpty() ? start : steps.get(steps.size() - 1).position();
  }

  /**
   * The route as steps of an order, to check or apply it.
   *
   * @return one step per entry, with the facing recorded where there is one
   */
  public List<Step> toSteps() {
    Step[] out = new Step[steps.size()];
    for (int i = 0; i < out.length; i++) {
      StepReport s = steps.get(i);
      out[i] = s.facing() == null ? Step.to(s.position()) : Step.to(s.position())
          .facing(s.facing());
    }
    return List.of(out);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("route, " + cost + (mustStop ? ", ends the move" : ""));
    for (StepReport s : steps) {
      sb.append("\n  ").append(s);
    }
    return sb.toString();
  }
}
