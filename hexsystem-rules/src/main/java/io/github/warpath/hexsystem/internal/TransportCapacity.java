package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Port-to-Port Procedure: Transport Capacity (3.1.2). A Troop Convoy carries one one-step unit;
 * only a Fleet Train carries a larger one, and convoys do not combine. Every crossing of a naval
 * zone needs its own convoy: the search lets a voyage go on from a Multi-Zone Open Port only
 * across another zone, and the end of the move counts the crossings of each zone against the
 * convoys that can carry the unit.
 */
final class TransportCapacity {
  private TransportCapacity() {}

  /** Whether convoy {@code k} can carry a unit of {@code steps} steps. */
  static boolean fits(StateData sd, int k, int steps) {
    return sd.convoyFleetTrain[k] || steps <= 1;
  }

  /**
   * One violation per crossing of a zone beyond its convoys that can carry the unit.
   *
   * @param g the graph
   * @param walk what the walk did
   * @return the violations, each at its step
   */
  static List<Violation> crossings(HexsystemMoveGraph g, WalkSummary walk) {
    List<Violation> out = new ArrayList<>();
    String[] zones = g.mt.zoneNames;
    int[] usable = g.profile.usableCount;
    int[] crossings = new int[zones.length];
    for (int i = 0; i < walk.legZone.size(); i++) {
      int z = walk.legZone.get(i);
      crossings[z]++;
      if (crossings[z] > usable[z]) {
        out.add(Violation.of(HexsystemRule.TRANSPORT_CAPACITY, "crossing " + zones[z]
            + " again needs another Troop Convoy; the " + zones[z] + " Convoys box has "
            + usable[z] + " that can carry this unit").withStep(walk.legStep.get(i)));
      }
    }
    return out;
  }

  /** Why no convoy of the zone in {@code t.argB} can carry the unit. */
  static Violation reason(HexsystemMoveGraph g, Transition t) {
    return Violation.of(HexsystemRule.TRANSPORT_CAPACITY, "no friendly Troop Convoy in the "
        + PortToPortProcedure.zone(g, t.argB) + " Convoys box can carry a unit of "
        + g.profile.unit.steps() + " steps (one convoy carries one one-step unit; only a Fleet"
        + " Train carries more, and convoys do not combine)");
  }
}
