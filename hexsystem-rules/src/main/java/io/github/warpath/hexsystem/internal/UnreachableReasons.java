package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;

/**
 * Why an order's step names a place no procedure reaches from where the unit is: each reason
 * comes from the class of the procedure or restriction it cites.
 */
final class UnreachableReasons {
  private UnreachableReasons() {}

  static Violation unreachable(HexsystemMoveGraph g, int fromNode, Position to) {
    int from = fromNode / g.states;
    int s = fromNode - from * g.states;
    int hexCount = g.hexCount;
    MapTables mt = g.mt;
    String fromName = g.label(from);
    if (to instanceof BoxPosition) {
      Integer b = mt.boxIndex.get(((BoxPosition) to).box());
      OffMapBox box = b == null ? null : mt.boxes[b];
      if (box != null && box.kind().equals(HexsystemVocabulary.BOX_EASTERN_EUROPE)
          && from < hexCount) {
        return EasternEuropeBox.enteredOnlyFromEdge();
      }
      if (from >= hexCount) {
        return OffMapBoxToOffMapBox.notAdjacent(fromName, ((BoxPosition) to).box());
      }
      return PortToPortProcedure.unreachable("an off-map box is reached only port to port, from"
          + " a port or friendly beachhead in one of its naval zones");
    }
    if (!(to instanceof HexPosition)) {
      return Violation.of(HexsystemRule.ADJACENT_HEXES, "hexsystem units move to hexes and"
          + " boxes");
    }
    int target = g.map.index(((HexPosition) to).hex());
    if (from >= hexCount) {
      if (from - hexCount == mt.easternEurope) {
        return EasternEuropeBox.leftOnlyToEdge();
      }
      return PortToPortProcedure.unreachable("from an off-map box a unit moves only to an open"
          + " port of the box's naval zones");
    }
    if (target >= 0 && !g.map.hex(from).isAdjacentTo(g.map.hex(target))) {
      boolean openPort = (g.map.hexMask(target) & TableEncoding.OPEN_PORT_HEX) != 0;
      boolean shared = (mt.zonesOf[from] & mt.zonesOf[target]) != 0;
      if (openPort && shared && g.layout.isPortState(s)) {
        return PortToPortProcedure.unreachable("from a multi-zone open port the voyage goes on"
            + " only across another naval zone than the one just crossed");
      }
      if (openPort && shared && s != SearchStateLayout.START) {
        return ProceduralRestriction.afterHexToHex();
      }
      if (openPort && shared && mt.legCount[from] == 0) {
        return PortToPortProcedure.unreachable("port-to-port movement starts from a port, a"
            + " friendly beachhead or an off-map box; " + fromName + " is none of these");
      }
      if (mt.isPort(target) && !openPort) {
        return PortToPortProcedure.unreachable(g.label(target) + " is not an open port; units"
            + " debark only at open ports");
      }
      if (openPort && mt.legCount[from] > 0 && !shared) {
        return PortToPortProcedure.unreachable(g.label(target) + " is not an open port of a"
            + " naval zone of " + fromName);
      }
    }
    if ((g.modeMask & HexToHexProcedure.MODE) == 0) {
      return ProceduralRestriction.modeWithoutHexToHex();
    }
    return HexToHexProcedure.notAdjacent(g.label(target), fromName);
  }
}
