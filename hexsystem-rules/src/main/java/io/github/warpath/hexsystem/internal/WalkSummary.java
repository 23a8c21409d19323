package io.github.warpath.hexsystem.internal;

import io.github.warpath.search.Walk;
import java.util.ArrayList;
import java.util.List;

/**
 * What a walk did besides moving, step by step: the units it overran, the naval zones it
 * crossed port to port, and whether it left the Eastern Europe Box.
 */
final class WalkSummary {
  /** Unit indices of the units overrun, in order. */
  final List<Integer> overrun = new ArrayList<>();
  /** The step (1-based) of each overrun. */
  final List<Integer> overrunStep = new ArrayList<>();
  /** The zone of each port-to-port leg, in order. */
  final List<Integer> legZone = new ArrayList<>();
  /** The step (1-based) of each leg. */
  final List<Integer> legStep = new ArrayList<>();
  boolean leftEasternEurope;

  WalkSummary(HexsystemMoveGraph g, Walk walk) {
    MapTables mt = g.mt;
    List<Integer> nodes = walk.nodes();
    List<Integer> slots = walk.slots();
    int prev = g.start();
    for (int k = 0; k < slots.size(); k++) {
      int loc = prev / g.states;
      int s = prev - loc * g.states;
      int slot = slots.get(k);
      if (loc < g.hexCount) {
        if (slot < 6 && Overruns.isOverrun(g, loc, s, slot)) {
          overrun.add(g.marks.enemyUnit.get(g.map.neighbor(loc, slot), -1));
          overrunStep.add(k + 1);
        } else if (slot >= HexsystemMoveGraph.FIRST_LEG) {
          addLeg(g, loc, slot - HexsystemMoveGraph.FIRST_LEG, k);
        }
      } else {
        int b = loc - g.hexCount;
        int adj = mt.boxAdjacent[b].length;
        int edges = b == mt.easternEurope ? mt.edgeLand.length : 0;
        if (slot >= adj && slot < adj + edges) {
          leftEasternEurope = true;
        } else if (slot >= adj + edges) {
          addLeg(g, loc, slot - adj - edges, k);
        }
      }
      prev = nodes.get(k);
    }
  }

  private void addLeg(HexsystemMoveGraph g, int loc, int rel, int k) {
    PortToPortProcedure.target(g, loc, rel);
    legZone.add(g.legZone);
    legStep.add(k + 1);
  }
}
