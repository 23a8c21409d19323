package io.github.warpath.rules;

import io.github.warpath.Mp;
import io.github.warpath.state.Position;
import java.util.Objects;

/**
 * One reachable position of a movement range, as a persistent value.
 *
 * @param position the position
 * @param cost the cheapest cost to get there
 * @param mustStop whether every legal way there ends the move there
 */
public record ReachEntry(Position position, Mp cost, boolean mustStop) {
  /**
   * Creates an entry.
   *
   * @param position the position
   * @param cost the cheapest cost
   * @param mustStop whether the unit must stop there
   */
  public ReachEntry {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(cost, "cost");
  }
}
