package io.github.warpath.threat;

import io.github.warpath.Mp;
import java.util.Objects;

/**
 * One unit that can reach a hex of a threat map.
 *
 * @param unit the unit id
 * @param cost its cheapest cost to get there
 * @param mustStop whether every legal way there ends its move there
 */
public record UnitThreat(String unit, Mp cost, boolean mustStop) {
  /**
   * Creates an entry.
   *
   * @param unit the unit id
   * @param cost the cheapest cost
   * @param mustStop whether the move must end there
   */
  public UnitThreat {
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(cost, "cost");
  }
}
