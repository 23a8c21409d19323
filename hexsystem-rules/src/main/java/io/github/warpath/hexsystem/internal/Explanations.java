package io.github.warpath.hexsystem.internal;

import io.github.warpath.Mp;
import io.github.warpath.hexsystem.HexTerrain;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.hexsystem.SideFeature;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;

/** The words of the hexsystem rules: reasons for violations and notes on steps. */
final class Explanations {
  private Explanations() {}

  static Violation explain(Graph g, int code, Transition t, int fromNode, int spent) {
    HexsystemRule r = HexsystemRule.values()[code];
    boolean stop = (t.flags & Transition.STOP) != 0;
    int to = t.to < 0 ? -1 : t.to / g.states;
    int from = fromNode / g.states;
    String place = to < 0 ? "there" : label(g, to);
    switch (r) {
      case ENEMY_ZONE_OF_CONTROL:
        return of(r, "the unit entered an enemy zone of control in " + place + " with no other"
            + " friendly unit or Airdrop marker there, so its move ends");
      case STORMS_AND_SNOW:
        return of(r, "moving into or out of a Storms or Snow hex with an enemy zone of control"
            + " ends the move; friendly units do not negate it there");
      case MINIMUM_MOVE:
        return of(r, "the first hex cost more than the whole allowance, which is allowed only if"
            + " the move ends there");
      case TERRAIN_COSTS:
        return of(r, terrain(g, t));
      case SUFFICIENT_ALLOWANCE:
        return Violation.builder().rule(r.ref()).reason("entering " + place + " costs "
            + Mp.ofTicks(t.argA, Codes.TICKS) + ", more than the points left")
            .needed(Mp.ofTicks(t.argA, Codes.TICKS)).available(Mp.ofTicks(t.argB, Codes.TICKS))
            .build();
      case BEACHHEAD:
        if (stop) {
          return of(r, "moving onto or off a beachhead spends the whole allowance and ends the"
              + " move");
        }
        return of(r, t.argA == Graph.BEACH_ENTER
            ? "only a unit that starts in an adjacent land hex and has not moved this phase may"
                + " move onto a friendly beachhead"
            : "a unit leaves a beachhead only before it has moved this phase, across the"
                + " marker's beachhead hexside into the land hex it faces");
      case MARINE_UNITS:
        return of(r, stop ? "a marine landing across an all-sea hexside spends the whole"
            + " allowance and ends the move" : "a marine crosses an all-sea hexside only before"
            + " it has moved this phase");
      case EASTERN_EUROPE_BOX:
        return of(r, easternEurope(g, t, stop));
      case PORT_TO_PORT:
        return of(r, portToPort(g, t, stop, place));
      case ENEMY_NAVAL_BASES:
        return of(r, place + " is within " + g.chart.navalBaseRange + " hexes of the enemy Naval"
            + " Base in " + g.map.label(t.argA) + ", so it is no friendly open port to debark"
            + " at");
      case TRANSPORT_CAPACITY:
        return of(r, "no friendly Troop Convoy in the " + zone(g, t.argB) + " Convoys box can"
            + " carry a unit of " + g.unit.steps() + " steps (one convoy carries one one-step"
            + " unit; only a Fleet Train carries more, and convoys do not combine)");
      case CONVOY_NATIONALITY:
        return of(r, "none of the friendly Troop Convoys in the " + zone(g, t.argB)
            + " Convoys box may carry " + who(g) + " units");
      case OFF_MAP_BOX_TO_OFF_MAP_BOX:
        return of(r, stop ? "moving to an adjacent off-map box spends the whole allowance and"
            + " ends the move" : "only Allied units move between off-map boxes");
      case PROCEDURAL:
        return of(r, "a unit uses one movement procedure per phase: after port-to-port"
            + " movement it cannot move hex to hex");
      case ENEMY_UNITS:
        return of(r, place + " holds an enemy unit" + unitName(g, t.argB)
            + (g.armorMulti ? "" : "; only a multi-step armor-type unit may overrun"));
      case ENEMY_BEACHHEADS:
        return of(r, place + " holds an enemy Beachhead marker");
      case MUD:
        return of(r, "the unit cannot leave " + (stop ? place : label(g, from)) + ": it is a"
            + " Mud hex in an enemy zone of control, and friendly units do not help there");
      case POLICIES_TRUCES_FAILURES:
        return of(r, area(g, to) + " is closed to " + Codes.sideName(g.side) + " units by the"
            + " scenario's Policies, Truces and Failures");
      case PRE_WAR:
        return of(r, "in Pre-War the unit stays in its Home Country and Dependents; " + place
            + " is in " + area(g, to));
      case NEUTRAL_MINOR_COUNTRIES:
        return of(r, place + " is in " + area(g, to) + ", a Neutral Minor Country");
      case QUIT_INDIA:
        return of(r, "while Quit India is in force (its marker in the Strategic Warfare box),"
            + " Western units in India or Ceylon stay there");
      case NON_JAPANESE_AXIS_UNITS:
        return of(r, area(g, to) + " is an Axis country or dependent but not home to "
            + who(g) + " units");
      case KWANTUNG_UNITS:
        return of(r, t.argA == 1 ? "Kwantung units never move port to port"
            : "Kwantung units stay in Japanese Dependents while any of "
                + String.join(", ", g.chart.kwantungCountries) + " is Policy Affected; "
                + place + " is in " + area(g, to));
      case MINOR_COUNTRY_MARKERS:
        return of(r, "a Free Passage, Mobilizing or No Occupation marker in the capital keeps "
            + who(g) + " units in " + g.mt.areas[g.mover.lockedTo].name + " and its"
            + " Dependents");
      case WESTERN_EDGE_OF_RUSSIA:
        return of(r, "Axis and Western units cannot enter the western edge of Russia");
      case JUST_ACTIVATED_AXIS_COUNTRIES:
        return of(r, area(g, to) + " belongs to an Axis country activated in the last Western"
            + " War and Peace Segment; Soviet units stay out for now");
      case TK_MAP_BOXES:
        return of(r, "Allied units cannot enter the off-map boxes of the TK map");
      case OVERRUN_ELIGIBILITY:
        return of(r, overrunTarget(g, t, place));
      case OVERRUN_ZONES_OF_CONTROL:
        return of(r, "the unit entered an enemy zone of control it may ignore only by moving"
            + " straight on into the hex it overruns ("
            + label(g, g.map.neighbor(from, t.argA)) + ")");
      case OVERRUN_PHASE:
        return of(r, t.argA == 1 ? "no overruns in the Reserve Movement Phase"
            : "no overruns during Exploitation");
      case OVERRUN_COLUMN_SHIFT:
        return of(r, shift(g, t, place));
      default:
        return of(r, r.heading());
    }
  }

  static Violation unreachable(Graph g, int fromNode, Position to) {
    int from = fromNode / g.states;
    int s = fromNode - from * g.states;
    int hexCount = g.hexCount;
    String fromName = label(g, from);
    if (to instanceof BoxPosition) {
      Integer b = g.mt.boxIndex.get(((BoxPosition) to).box());
      OffMapBox box = b == null ? null : g.mt.boxes[b];
      if (box != null && box.kind().equals(HexsystemVocabulary.BOX_EASTERN_EUROPE)
          && from < hexCount) {
        return of(HexsystemRule.EASTERN_EUROPE_BOX, "the Eastern Europe Box is entered only from"
            + " a land hex of the western edge of Russia");
      }
      if (from >= hexCount) {
        return of(HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, "box " + fromName + " is not"
            + " adjacent to box " + ((BoxPosition) to).box());
      }
      return of(HexsystemRule.PORT_TO_PORT, "an off-map box is reached only port to port, from"
          + " a port or friendly beachhead in one of its naval zones");
    }
    if (!(to instanceof HexPosition)) {
      return of(HexsystemRule.ADJACENT_HEXES, "hexsystem units move to hexes and boxes");
    }
    int target = g.map.index(((HexPosition) to).hex());
    if (from >= hexCount) {
      if (from - hexCount == g.mt.easternEurope) {
        return of(HexsystemRule.EASTERN_EUROPE_BOX, "units leave the Eastern Europe Box only to"
            + " a land hex of the western edge of Russia");
      }
      return of(HexsystemRule.PORT_TO_PORT, "from an off-map box a unit moves only to an open"
          + " port of the box's naval zones");
    }
    if (target >= 0 && !g.map.hex(from).isAdjacentTo(g.map.hex(target))) {
      boolean openPort = (g.map.hexMask(target) & Codes.OPEN_PORT_HEX) != 0;
      boolean shared = (g.mt.zonesOf[from] & g.mt.zonesOf[target]) != 0;
      if (openPort && shared && g.isPortState(s)) {
        return of(HexsystemRule.PORT_TO_PORT, "from a multi-zone open port the voyage goes on"
            + " only across another naval zone than the one just crossed");
      }
      if (openPort && shared && s != Graph.START) {
        return of(HexsystemRule.PROCEDURAL, "port-to-port movement must be the whole move; the"
            + " unit has already moved hex to hex");
      }
      if (openPort && shared && g.mt.legCount[from] == 0) {
        return of(HexsystemRule.PORT_TO_PORT, "port-to-port movement starts from a port, a"
            + " friendly beachhead or an off-map box; " + fromName + " is none of these");
      }
      if (g.mt.isPort(target) && !openPort) {
        return of(HexsystemRule.PORT_TO_PORT, label(g, target) + " is not an open port; units"
            + " debark only at open ports");
      }
      if (openPort && g.mt.legCount[from] > 0 && !shared) {
        return of(HexsystemRule.PORT_TO_PORT, label(g, target) + " is not an open port of a"
            + " naval zone of " + fromName);
      }
    }
    if ((g.modeMask & Graph.MODE_HEX) == 0) {
      return of(HexsystemRule.PROCEDURAL, "the query's mode does not allow hex-to-hex movement");
    }
    return of(HexsystemRule.ADJACENT_HEXES, label(g, target) + " is not adjacent to "
        + fromName);
  }

  static String note(Graph g, int fromNode, int slot, Transition t) {
    int from = fromNode / g.states;
    int s = fromNode - from * g.states;
    int to = t.to / g.states;
    if (from < g.hexCount) {
      if (slot < 6) {
        long sm = g.map.sideMask(from, slot);
        StringBuilder n = new StringBuilder();
        if ((sm & 1L << SideFeature.CONNECTED_STRAIT.ordinal()) != 0) {
          n.append("connected strait");
        } else if ((sm & 1L << SideFeature.RAIL.ordinal()) != 0) {
          n.append("rail");
        } else if ((sm & 1L << SideFeature.ROAD.ordinal()) != 0) {
          n.append("road");
        }
        if (isOverrun(g, from, s, slot)) {
          append(n, "overrun" + unitName(g, g.enemyUnit.get(to, -1)));
        }
        if ((t.flags & Transition.SPEND_ALL) != 0) {
          append(n, g.seaHex(from) || g.seaHex(to) ? "beachhead" : "marine landing");
        }
        if ((t.flags & Transition.EXCEEDS) != 0) {
          append(n, "minimum move");
        }
        return n.toString();
      }
      if (slot == Graph.EE_SLOT) {
        return "into the Eastern Europe Box";
      }
      g.legTarget(from, slot - Graph.FIRST_LEG);
      return "port to port across " + g.mt.zoneNames[g.legZone];
    }
    int b = from - g.hexCount;
    int adj = g.mt.boxAdjacent[b].length;
    if (slot < adj) {
      return "box to box";
    }
    int edges = b == g.mt.easternEurope ? g.mt.edgeLand.length : 0;
    if (slot < adj + edges) {
      return "out of the Eastern Europe Box";
    }
    g.legTarget(from, slot - adj - edges);
    return "port to port across " + g.mt.zoneNames[g.legZone];
  }

  /** Whether a hex step from a node overruns the unit in the hex it enters. */
  static boolean isOverrun(Graph g, int from, int s, int slot) {
    int to = g.map.neighbor(from, slot);
    int e = g.elimOf(s);
    return to >= 0 && g.enemyCount.get(to, 0) > 0 && !(e >= 2 && e - 2 == slot);
  }

  private static void append(StringBuilder sb, String text) {
    if (sb.length() > 0) {
      sb.append("; ");
    }
    sb.append(text);
  }

  private static String terrain(Graph g, Transition t) {
    switch (t.argA) {
      case Graph.TERRAIN_HEX_CLOSED:
        return "ground units cannot enter " + (t.argB < 0 ? "this terrain"
            : Codes.spell(HexTerrain.values()[t.argB]) + " here (the chart closes it)");
      case Graph.TERRAIN_SIDE_CLOSED:
        return "ground units cannot cross this " + Codes.spell(SideFeature.values()[t.argB])
            + " hexside (the chart closes it)";
      case Graph.TERRAIN_ALL_SEA_HEX:
        return "ground units cannot enter an all-sea hex without a friendly Beachhead marker";
      case Graph.TERRAIN_ALL_SEA_SIDE:
        return "ground units cannot cross an all-sea hexside (only a marine landing can)";
      default:
        return "a unit in an all-sea hex without a friendly beachhead cannot move hex to hex";
    }
  }

  private static String easternEurope(Graph g, Transition t, boolean stop) {
    if (stop) {
      return "entering the Eastern Europe Box spends the whole allowance";
    }
    switch (t.argA) {
      case Graph.EE_SOVIET_ONLY:
        return "only Soviet units use the Eastern Europe Box";
      case Graph.EE_NOT_FIRST:
        return "a unit enters the Eastern Europe Box only before it has moved this phase";
      case Graph.EE_ENEMY_AIR:
        return "a unit leaving the Eastern Europe Box cannot be placed in a hex with an enemy"
            + " Air unit";
      default:
        return "in the Reserve Movement Phase a unit leaving the Eastern Europe Box cannot be"
            + " placed in an enemy zone of control";
    }
  }

  private static String portToPort(Graph g, Transition t, boolean stop, String place) {
    if (stop) {
      return "port-to-port movement ends here: " + place + " is an off-map box or not a"
          + " multi-zone open port";
    }
    switch (t.argA) {
      case Graph.PTP_EMBARK:
        return "port-to-port movement starts from a port, a friendly beachhead or an off-map"
            + " box";
      case Graph.PTP_NO_CONVOY:
        return "no friendly Troop Convoy is in the " + zone(g, t.argB) + " Convoys box";
      default:
        return place + " is not a friendly open port";
    }
  }

  private static String overrunTarget(Graph g, Transition t, String place) {
    switch (t.argA) {
      case Graph.TARGET_SEVERAL:
        return place + " holds " + t.argB + " enemy units; an overrun needs a hex held by one"
            + " enemy ground unit of one step";
      case Graph.TARGET_MULTI_STEP:
        return unitName(g, t.argB).trim() + " in " + place + " has "
            + g.state.units().get(t.argB).steps() + " steps; only a one-step unit can be"
            + " overrun";
      default:
        return place + " holds an enemy Air unit; an overrun needs a hex held by one enemy"
            + " ground unit of one step";
    }
  }

  private static String shift(Graph g, Transition t, String place) {
    String tail = ", which would give the defender a column shift";
    switch (t.argA) {
      case Graph.SHIFT_TERRAIN:
        return place + " is " + Codes.spell(HexTerrain.values()[t.argB]) + " terrain" + tail;
      case Graph.SHIFT_FORTRESS:
        return place + " is a fortress" + tail;
      case Graph.SHIFT_SIDE:
        return "the move crosses a " + Codes.spell(SideFeature.values()[t.argB]) + " hexside"
            + tail;
      case Graph.SHIFT_WEATHER:
        return place + " is affected by " + Codes.weatherName(t.argB) + tail;
      case Graph.SHIFT_AIR:
        return "the enemy Air unit " + g.state.units().get(t.argB).id() + " in "
            + g.map.label(g.sd.hex[t.argB]) + " can support the defender in " + place
            + " (range " + g.sd.supportRange[t.argB] + ")" + tail;
      default:
        return "the supplied enemy HQ " + g.state.units().get(t.argB).id() + " in "
            + g.map.label(g.sd.hex[t.argB]) + " can support the defender in " + place
            + " (range " + g.sd.supportRange[t.argB] + ")" + tail;
    }
  }

  private static String who(Graph g) {
    String n = g.unit.nationality();
    return n.isEmpty() ? Codes.sideName(g.side) : n;
  }

  private static String zone(Graph g, int z) {
    return z >= 0 && z < g.mt.zoneNames.length ? g.mt.zoneNames[z] : "naval zone's";
  }

  private static String unitName(Graph g, int unit) {
    return unit < 0 ? "" : " (" + g.state.units().get(unit).id() + ")";
  }

  private static String area(Graph g, int loc) {
    if (loc < 0 || loc >= g.hexCount || g.mt.areaOf[loc] < 0) {
      return "no country";
    }
    return g.mt.areas[g.mt.areaOf[loc]].name;
  }

  static String label(Graph g, int loc) {
    return loc < g.hexCount ? g.map.label(loc) : g.mt.boxes[loc - g.hexCount].name();
  }

  private static Violation of(HexsystemRule r, String reason) {
    return Violation.of(r, reason);
  }
}
