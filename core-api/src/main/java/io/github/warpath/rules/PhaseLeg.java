package io.github.warpath.rules;

import java.util.Objects;

/**
 * The part of a route across several phases that one phase moves: the phase and the steps taken
 * in it, with their costs counted from the start of that phase.
 *
 * @param phase the phase the steps belong to
 * @param route the steps of that phase (empty where the unit stays put in it)
 */
public record PhaseLeg(MovementPhase phase, Route route) {
  /**
   * Creates a leg.
   *
   * @param phase the phase
   * @param route its steps
   */
  public PhaseLeg {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(route, "route");
  }
}
