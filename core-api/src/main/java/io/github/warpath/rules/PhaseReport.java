package io.github.warpath.rules;

import io.github.warpath.Mp;
import java.util.List;
import java.util.Objects;

/**
 * What one phase of a sequence allows the moving units, as they stand before the sequence
 * begins: their allowance in it and, if they may not move in it at all, the rules that say so.
 *
 * @param phase the phase
 * @param allowance the allowance of the moving units in that phase
 * @param refusals the rules that forbid them to move in it; empty if they may move
 */
public record PhaseReport(MovementPhase phase, Mp allowance, List<Violation> refusals) {
  /**
   * Creates a report.
   *
   * @param phase the phase
   * @param allowance the allowance
   * @param refusals why they may not move, if they may not
   */
  public PhaseReport {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(allowance, "allowance");
    refusals = List.copyOf(refusals);
  }

  /**
   * Whether the moving units may move in this phase.
   *
   * @return true if no rule refuses them
   */
  public boolean mayMove() {
    return refusals.isEmpty();
  }
}
