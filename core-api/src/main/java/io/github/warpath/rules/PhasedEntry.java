package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Objects;

/**
 * A position a unit can be at the end of a phase of a sequence, with what its cheapest route
 * there spends in each phase so far.
 *
 * @param position the position
 * @param costs the points spent in each phase up to this one, in phase order
 * @param mustStop whether the move of the entry's phase must end there on that route (the
 *     next phase starts afresh from it)
 * @param firstPhase the index of the earliest phase at whose end the position can be reached
 */
public record PhasedEntry(Position position, List<Mp> costs, boolean mustStop, int firstPhase) {
  /**
   * Creates an entry.
   *
   * @param position the position
   * @param costs the points per phase
   * @param mustStop whether the move ends there
   * @param firstPhase the earliest phase reaching it
   */
  public PhasedEntry {
    Objects.requireNonNull(position, "position");
    costs = List.copyOf(costs);
  }

  /**
   * The points of all phases together.
   *
   * @return the sum of {@link #costs()}
   */
  public Mp total() {
    Mp t = Mp.ZERO;
    for (Mp m : costs) {
      t = t.plus(m);
    }
    return t;
  }
}
