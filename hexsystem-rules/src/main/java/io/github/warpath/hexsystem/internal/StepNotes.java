package io.github.warpath.hexsystem.internal;

import io.github.warpath.search.Transition;

/** The short note on each step of a route: the procedure, road or rail, an overrun, a landing. */
final class StepNotes {
  private StepNotes() {}

  static String note(HexsystemMoveGraph g, int fromNode, int slot, Transition t) {
    int from = fromNode / g.states;
    int s = fromNode - from * g.states;
    int to = t.to / g.states;
    MapTables mt = g.mt;
    if (from < g.hexCount) {
      if (slot < 6) {
        StringBuilder n = new StringBuilder(TerrainCosts.roadNote(g.map.sideMask(from, slot)));
        if (Overruns.isOverrun(g, from, s, slot)) {
          append(n, "overrun" + ViolationReasons.unitName(g, g.marks.enemyUnit.get(to, -1)));
        }
        if ((t.flags & Transition.SPEND_ALL) != 0) {
          append(n, g.seaHex(from) || g.seaHex(to) ? "beachhead" : "marine landing");
        }
        if ((t.flags & Transition.EXCEEDS) != 0) {
          append(n, "minimum move");
        }
        return n.toString();
      }
      if (slot == HexsystemMoveGraph.EE_SLOT) {
        return "into the Eastern Europe Box";
      }
      PortToPortProcedure.target(g, from, slot - HexsystemMoveGraph.FIRST_LEG);
      return "port to port across " + mt.zoneNames[g.legZone];
    }
    int b = from - g.hexCount;
    int adj = mt.boxAdjacent[b].length;
    if (slot < adj) {
      return "box to box";
    }
    int edges = b == mt.easternEurope ? mt.edgeLand.length : 0;
    if (slot < adj + edges) {
      return "out of the Eastern Europe Box";
    }
    PortToPortProcedure.target(g, from, slot - adj - edges);
    return "port to port across " + mt.zoneNames[g.legZone];
  }

  private static void append(StringBuilder sb, String text) {
    if (sb.length() > 0) {
      sb.append("; ");
    }
    sb.append(text);
  }
}
