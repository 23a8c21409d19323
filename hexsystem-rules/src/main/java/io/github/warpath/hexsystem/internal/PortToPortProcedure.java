package io.github.warpath.hexsystem.internal;

import static io.github.warpath.hexsystem.internal.HexsystemMoveGraph.illegal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * Port-to-Port Procedure (3.1.2), a movement mode: a unit embarks at a port, a friendly
 * beachhead or an off-map box and debarks across one naval zone at a friendly open port (or an
 * off-map box) of that zone, spending its whole allowance; the move ends there unless the port
 * is a Multi-Zone Open Port, from which the voyage may go on across another zone. A friendly
 * Troop Convoy of the zone must carry the unit ({@link TransportCapacity}, {@link
 * ConvoyNationality}); no debarking near an enemy Naval Base ({@link EnemyNavalBases}); the
 * convoys used go to the zone's Used box ({@link UsedConvoys}).
 */
final class PortToPortProcedure {
  private PortToPortProcedure() {}

  /** The mode bit of the procedure. */
  static final int MODE = 2;

  /** Detail: the unit is at no place to embark. */
  static final int EMBARK = 1;
  /** Detail: no friendly convoy in the zone. */
  static final int NO_CONVOY = 2;
  /** Detail: the destination is not a friendly open port. */
  static final int NOT_FRIENDLY = 3;

  /** Decodes leg number {@code rel} from a location; sets the graph's legZone; -1 if none. */
  static int target(HexsystemMoveGraph g, int loc, int rel) {
    MapTables mt = g.mt;
    for (long m = mt.zonesOf[loc]; m != 0; m &= m - 1) {
      int z = Long.numberOfTrailingZeros(m);
      int[] targets = mt.zoneTargets[z];
      if (rel < targets.length) {
        g.legZone = z;
        return targets[rel];
      }
      rel -= targets.length;
    }
    g.legZone = -1;
    return -1;
  }

  /** The zone a port state at a location was reached through. */
  private static int arrivalZone(HexsystemMoveGraph g, int loc, int s) {
    int k = s - 1 - g.layout.hexStates();
    long m = g.mt.zonesOf[loc];
    for (int i = 0; i < k && m != 0; i++) {
      m &= m - 1;
    }
    return m == 0 ? -1 : Long.numberOfTrailingZeros(m);
  }

  /** Leg number {@code rel} from location {@code loc} in state {@code s}. */
  static int leg(HexsystemMoveGraph g, int loc, int s, int spent, int rel, Transition out) {
    int target = target(g, loc, rel);
    int z = g.legZone;
    if (target < 0 || target == loc || (g.modeMask & MODE) == 0) {
      return MoveGraph.NONE;
    }
    SearchStateLayout lay = g.layout;
    boolean first = s == SearchStateLayout.START;
    if (!first && !lay.isPortState(s)) {
      return MoveGraph.NONE;
    }
    if (!first && arrivalZone(g, loc, s) == z) {
      return MoveGraph.NONE;
    }
    int hexCount = g.hexCount;
    long targetMask = g.mt.zonesOf[target];
    int targetZones = Long.bitCount(targetMask);
    boolean box = target >= hexCount;
    int k = box ? 0 : Long.bitCount(targetMask & ((1L << z) - 1));
    out.to = target * g.states + lay.portState(box || targetZones < 2 ? 0 : k);
    out.cost = -1;
    out.argB = z;
    if (loc < hexCount && g.seaHex(loc) && !g.marks.beachFriendly.contains(loc)) {
      return illegal(out, HexsystemRule.PORT_TO_PORT, EMBARK);
    }
    if (g.profile.kwantung) {
      return illegal(out, HexsystemRule.KWANTUNG_UNITS, PoliticalRestrictions.KWANTUNG_AT_SEA);
    }
    if (WeatherRestrictions.mudHolds(g, loc)) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    if (!convoy(g.profile, z, out)) {
      return MoveGraph.ILLEGAL;
    }
    if (controllerOf(g, target) != g.profile.side) {
      return illegal(out, HexsystemRule.PORT_TO_PORT, NOT_FRIENDLY);
    }
    if (!box) {
      int base = EnemyNavalBases.near(g, target);
      if (base >= 0) {
        out.argA = base;
        return illegal(out, HexsystemRule.ENEMY_NAVAL_BASES.ordinal());
      }
      if (g.marks.enemyCount.get(target, 0) > 0) {
        out.argB = g.marks.enemyUnit.get(target, -1);
        return illegal(out, HexsystemRule.ENEMY_UNITS, 0);
      }
      int pol = PoliticalRestrictions.block(g, target);
      if (pol >= 0) {
        return illegal(out, pol);
      }
    } else {
      int block = OtherRestrictions.boxBlock(g, target - hexCount);
      if (block >= 0) {
        return illegal(out, block);
      }
    }
    out.cost = first ? g.allowance - spent : 0;
    int flags = first ? Transition.SPEND_ALL : 0;
    int stop = box || targetZones < 2 ? HexsystemRule.PORT_TO_PORT.ordinal()
        : stopAtMultiZonePort(g, loc, target);
    if (stop >= 0) {
      flags |= Transition.STOP;
      out.rule = stop;
    }
    out.flags = flags;
    return MoveGraph.LEGAL;
  }

  /** Whether a friendly convoy of zone z can carry the unit; if not, the violation in out. */
  private static boolean convoy(QueryProfile p, int z, Transition out) {
    long bit = 1L << z;
    if ((p.usableZones & bit) != 0) {
      return true;
    }
    if ((p.friendlyConvoyZones & bit) == 0) {
      illegal(out, HexsystemRule.PORT_TO_PORT, NO_CONVOY);
    } else if ((p.nationalityZones & bit) != 0 || (p.capacityZones & bit) == 0) {
      illegal(out, HexsystemRule.TRANSPORT_CAPACITY, 0);
    } else {
      illegal(out, HexsystemRule.CONVOY_NATIONALITY, 0);
    }
    return false;
  }

  /** What ends the move at a Multi-Zone Open Port (a rule ordinal), or -1 if it may go on. */
  private static int stopAtMultiZonePort(HexsystemMoveGraph g, int loc, int target) {
    int zt = EnemyZonesOfControl.at(g, target, -1);
    int w = g.weather[target];
    if (zt > 0 && w == TableEncoding.MUD) {
      return HexsystemRule.MUD.ordinal();
    }
    if (zt > 0 && (WeatherRestrictions.stormy(w) || !g.marks.friendly.contains(target))) {
      return WeatherRestrictions.stormy(w) ? HexsystemRule.STORMS_AND_SNOW.ordinal()
          : HexsystemRule.ENEMY_ZONE_OF_CONTROL.ordinal();
    }
    if (loc < g.hexCount && WeatherRestrictions.stormy(g.weather[loc])
        && EnemyZonesOfControl.at(g, loc, -1) > 0) {
      return HexsystemRule.STORMS_AND_SNOW.ordinal();
    }
    return -1;
  }

  /** The side controlling a location for debarking, or -1 for none. */
  static int controllerOf(HexsystemMoveGraph g, int loc) {
    if (loc >= g.hexCount) {
      int c = g.mt.boxController[loc - g.hexCount];
      return c < 0 ? g.profile.side : c;
    }
    int c = g.marks.control.get(loc, -1);
    if (c >= 0) {
      return c;
    }
    int a = g.mt.areaOf[loc];
    return a < 0 ? -1 : g.prepared.politics.faction[a];
  }

  /** Why a leg is forbidden, or that it ended the move ({@code stop}). */
  static Violation reason(HexsystemMoveGraph g, Transition t, boolean stop, String place) {
    String why;
    if (stop) {
      why = "port-to-port movement ends here: " + place + " is an off-map box or not a"
          + " multi-zone open port";
    } else if (t.argA == EMBARK) {
      why = "port-to-port movement starts from a port, a friendly beachhead or an off-map box";
    } else if (t.argA == NO_CONVOY) {
      why = "no friendly Troop Convoy is in the " + zone(g, t.argB) + " Convoys box";
    } else {
      why = place + " is not a friendly open port";
    }
    return Violation.of(HexsystemRule.PORT_TO_PORT, why);
  }

  /** A destination the procedure cannot reach from a location (see {@link UnreachableReasons}). */
  static Violation unreachable(String why) {
    return Violation.of(HexsystemRule.PORT_TO_PORT, why);
  }

  /** The name of a naval zone, or a stand-in for an unknown one. */
  static String zone(HexsystemMoveGraph g, int z) {
    return z >= 0 && z < g.mt.zoneNames.length ? g.mt.zoneNames[z] : "naval zone's";
  }
}
