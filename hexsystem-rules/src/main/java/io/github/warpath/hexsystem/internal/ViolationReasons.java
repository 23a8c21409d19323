package io.github.warpath.hexsystem.internal;

import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.Transition;

/**
 * The words of a transition's violation or stop: each rule's reason comes from the class of its
 * heading; this only routes a rule to it and names places, units and areas.
 */
final class ViolationReasons {
  private ViolationReasons() {}

  static Violation explain(HexsystemMoveGraph g, int code, Transition t, int fromNode) {
    HexsystemRule r = HexsystemRule.values()[code];
    boolean stop = (t.flags & Transition.STOP) != 0;
    int to = t.to < 0 ? -1 : t.to / g.states;
    int from = fromNode / g.states;
    String place = to < 0 ? "there" : g.label(to);
    switch (r) {
      case ENEMY_ZONE_OF_CONTROL:
        return EnemyZonesOfControl.reason(place);
      case STORMS_AND_SNOW:
        return WeatherRestrictions.stormsAndSnow();
      case MUD:
        return WeatherRestrictions.mud(stop ? place : g.label(from));
      case MINIMUM_MOVE:
        return HexToHexProcedure.minimumMove();
      case SUFFICIENT_ALLOWANCE:
        return HexToHexProcedure.insufficient(t, place);
      case TERRAIN_COSTS:
        return TerrainCosts.reason(t);
      case BEACHHEAD:
        return Beachheads.reason(t, stop);
      case MARINE_UNITS:
        return MarineUnits.reason(stop);
      case EASTERN_EUROPE_BOX:
        return EasternEuropeBox.reason(t, stop);
      case PORT_TO_PORT:
        return PortToPortProcedure.reason(g, t, stop, place);
      case ENEMY_NAVAL_BASES:
        return EnemyNavalBases.reason(g, t, place);
      case TRANSPORT_CAPACITY:
        return TransportCapacity.reason(g, t);
      case CONVOY_NATIONALITY:
        return ConvoyNationality.reason(g, t);
      case OFF_MAP_BOX_TO_OFF_MAP_BOX:
        return OffMapBoxToOffMapBox.reason(stop);
      case PROCEDURAL:
        return ProceduralRestriction.afterPortToPort();
      case ENEMY_UNITS:
        return UnitAndHexRestrictions.enemyUnits(g, t.argB, place);
      case ENEMY_BEACHHEADS:
        return UnitAndHexRestrictions.enemyBeachheads(place);
      case POLICIES_TRUCES_FAILURES:
      case PRE_WAR:
      case NEUTRAL_MINOR_COUNTRIES:
      case QUIT_INDIA:
      case NON_JAPANESE_AXIS_UNITS:
      case KWANTUNG_UNITS:
        return PoliticalRestrictions.reason(g, r, t, to, place);
      case MINOR_COUNTRY_MARKERS:
      case WESTERN_EDGE_OF_RUSSIA:
      case JUST_ACTIVATED_AXIS_COUNTRIES:
      case TK_MAP_BOXES:
        return OtherRestrictions.reason(g, r, to);
      case OVERRUN_ELIGIBILITY:
        return Overruns.eligibility(g, t, place);
      case OVERRUN_ZONES_OF_CONTROL:
        return Overruns.zonesOfControl(g, t, from);
      case OVERRUN_PHASE:
        return OverrunRestrictions.phase(t);
      case OVERRUN_COLUMN_SHIFT:
        return OverrunRestrictions.columnShiftReason(g, t, place);
      default:
        return Violation.of(r, r.heading());
    }
  }

  /** The moving unit's nationality, or its side if it has none. */
  static String who(HexsystemMoveGraph g) {
    String n = g.profile.nationality;
    return n.isEmpty() ? TableEncoding.sideName(g.profile.side) : n;
  }

  /** " (id)" of a unit index, or "" for -1. */
  static String unitName(HexsystemMoveGraph g, int unit) {
    return unit < 0 ? "" : " (" + g.profile.state.units().get(unit).id() + ")";
  }

  /** The country or dependent of a location, or "no country". */
  static String area(HexsystemMoveGraph g, int loc) {
    if (loc < 0 || loc >= g.hexCount || g.mt.areaOf[loc] < 0) {
      return "no country";
    }
    return g.mt.areas[g.mt.areaOf[loc]].name;
  }
}
