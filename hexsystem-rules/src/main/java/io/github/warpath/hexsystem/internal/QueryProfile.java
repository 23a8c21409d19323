package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;

/**
 * One query compiled against one state, immutable: the moving unit (side, nationalities, kind,
 * steps), the phase, the procedures the query's mode allows, the allowance left after what the
 * unit spent earlier in the phase, the search state layout, and what the rule pieces need for
 * this unit (which areas each restriction closes, which convoys can carry it, the enemy Naval
 * Bases and the enemy units that can support a defender). Building it checks the query.
 */
final class QueryProfile {
  final GameState state;
  final MoveQuery query;
  /** The id of the query's movement mode. */
  final String modeId;
  /** The procedures the mode allows ({@link HexToHexProcedure#MODE} and the others). */
  final int modeMask;
  final int unitIndex;
  final Unit unit;
  final int side;
  final String nationality;
  /** The other step's nationality of a multi-national unit, or null. */
  final String holding;
  final MovementPhaseKind phase;
  /** A multi-step armor-type unit: the only kind that may overrun. */
  final boolean armorMulti;
  final boolean marine;
  final boolean exp;
  final boolean kwantung;
  /** Ticks per road, rail or connected-strait hexside for this unit in this phase. */
  final int roadCost;
  final SearchStateLayout layout;
  final int startLocation;
  /** The start node. */
  final int start;
  /** The ticks the unit may spend in this order. */
  final int allowance;
  /** The blocking rule (ordinal) per political area, the last entry for no area; -1 for none. */
  final int[] areaBlock;
  /** Whether Quit India keeps the unit in India and Ceylon. */
  final boolean quitIndia;
  /** The minor country whose marker keeps the unit at home (an area), or -1. */
  final int lockedTo;
  /** Whether the western edge of Russia is closed to the unit. */
  final boolean edgeBlocked;
  /** Zones whose Convoys box holds a friendly Troop Convoy. */
  final long friendlyConvoyZones;
  /** Zones with a friendly convoy that can carry the unit's size. */
  final long capacityZones;
  /** Zones with a friendly convoy that may carry the unit's nationality. */
  final long nationalityZones;
  /** Zones with a friendly convoy that can carry the unit. */
  final long usableZones;
  /** Convoys per zone that can carry the unit. */
  final int[] usableCount;
  /** Hexes of enemy Naval Bases. */
  final int[] enemyBases;
  /** Supplied enemy HQ and Air units (unit indices), which can support a defender. */
  final int[] supports;

  QueryProfile(PreparedState p, GameState s, MoveQuery query, String modeId) {
    this.state = s;
    this.query = query;
    this.modeId = modeId;
    MapTables mt = p.tables;
    StateData sd = p.data;
    List<String> ids = query.units();
    for (int i = 1; i < ids.size(); i++) {
      s.unitIndex(ids.get(i));
    }
    unitIndex = s.unitIndex(ids.get(0));
    unit = s.units().get(unitIndex);
    if (!query.options().isEmpty()) {
      throw new InvalidInputException("options", "the hexsystem rule set has no query options, got "
          + query.options().keySet());
    }
    modeMask = modeMask(modeId);
    side = sd.side[unitIndex];
    int steps = unit.steps();
    String kind = unit.kind();
    phase = p.phase;
    armorMulti = steps >= 2 && HexsystemVocabulary.ARMOR_TYPE_KINDS.contains(kind);
    boolean capable = armorMulti && phase.allowsOverruns()
        && (modeMask & HexToHexProcedure.MODE) != 0;
    roadCost = p.chart.roadRail[steps <= 1 ? 0 : 1][phase.roadRailColumn];
    marine = kind.equals(HexsystemVocabulary.MARINE);
    exp = unit.hasFlag(HexsystemVocabulary.FLAG_EXP);
    nationality = unit.nationality();
    holding = unit.attributes().get(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY);
    kwantung = HexsystemVocabulary.KWANTUNG.equals(nationality)
        || HexsystemVocabulary.KWANTUNG.equals(holding);
    layout = SearchStateLayout.of(capable, mt.maxPortZones);
    Position from = query.start().orElse(unit.position());
    startLocation = startLocation(from, mt);
    int s0 = SearchStateLayout.START;
    int left = unit.allowance().twelfths();
    if (from.equals(unit.position()) && unit.phaseMovement().isPresent()) {
      // the unit goes on with a move begun earlier in the phase
      s0 = MovementFacts.state(layout, mt.maxPortZones, unit);
      left = Math.max(0, left - unit.phaseMovement().get().spent().twelfths());
    }
    allowance = left;
    start = startLocation * layout.states() + s0;
    // convoys that can carry the unit, by zone
    int[] count = new int[mt.zoneNames.length];
    long friendlyZones = 0;
    long fitZones = 0;
    long natZones = 0;
    long usable = 0;
    for (int k = 0; k < sd.convoyMarker.length; k++) {
      if (sd.convoySide[k] != side) {
        continue;
      }
      long bit = 1L << sd.convoyZone[k];
      friendlyZones |= bit;
      boolean fits = TransportCapacity.fits(sd, k, steps);
      boolean serves = ConvoyNationality.serves(sd, k, side, exp, nationality, holding);
      fitZones |= fits ? bit : 0;
      natZones |= serves ? bit : 0;
      if (fits && serves) {
        usable |= bit;
        count[sd.convoyZone[k]]++;
      }
    }
    friendlyConvoyZones = friendlyZones;
    capacityZones = fitZones;
    nationalityZones = natZones;
    usableZones = usable;
    usableCount = count;
    enemyBases = enemyBases(sd, side);
    supports = supports(sd, side, unitIndex);
    AreaRestriction.Mover mover = new AreaRestriction.Mover();
    mover.tables = mt;
    mover.politics = p.politics;
    mover.side = side;
    mover.nationalities[0] = nationality.isEmpty() ? null : nationality;
    mover.nationalities[1] = holding;
    mover.exp = exp;
    mover.preWar = p.politics.inPreWar(unit.side(), nationality, holding);
    mover.kwantung = kwantung;
    lockedTo = OtherRestrictions.lockedTo(mt, sd, nationality, holding);
    mover.lockedTo = lockedTo;
    areaBlock = new int[mt.areas.length + 1];
    AreaRestriction.evaluate(mover, areaBlock);
    quitIndia = side == TableEncoding.WESTERN && (sd.quitIndiaMarker || p.politics.quitIndia)
        && startLocation < mt.hexCount && mt.india[startLocation];
    edgeBlocked = side == TableEncoding.AXIS || side == TableEncoding.WESTERN;
  }

  /** Whether this profile answers a query on a state (the same state, query and mode). */
  boolean answers(GameState s, MoveQuery q, String mode) {
    return state == s && modeId.equals(mode) && query.equals(q);
  }

  private static int modeMask(String mode) {
    switch (mode) {
      case HexsystemVocabulary.MODE_HEX_TO_HEX:
        return HexToHexProcedure.MODE;
      case HexsystemVocabulary.MODE_PORT_TO_PORT:
        return PortToPortProcedure.MODE;
      case HexsystemVocabulary.MODE_BOX_TO_BOX:
        return OffMapBoxToOffMapBox.MODE;
      default:
        return HexToHexProcedure.MODE | PortToPortProcedure.MODE | OffMapBoxToOffMapBox.MODE;
    }
  }

  private static int startLocation(Position from, MapTables mt) {
    if (from instanceof HexPosition) {
      return mt.map.require(((HexPosition) from).hex(), "start");
    }
    if (from instanceof BoxPosition) {
      Integer b = mt.boxIndex.get(((BoxPosition) from).box());
      if (b == null) {
        throw new InvalidInputException("start", "unknown box '" + ((BoxPosition) from).box()
            + "'");
      }
      return mt.hexCount + b;
    }
    throw new InvalidInputException("start", "hexsystem units start on a hex or in a box, not "
        + from);
  }

  private static int[] enemyBases(StateData sd, int side) {
    int[] out = new int[sd.baseHex.length];
    int n = 0;
    for (int k = 0; k < sd.baseHex.length; k++) {
      if (sd.baseSide[k] != side) {
        out[n++] = sd.baseHex[k];
      }
    }
    return Arrays.copyOf(out, n);
  }

  private static int[] supports(StateData sd, int side, int unitIndex) {
    int[] out = new int[sd.unitCount];
    int n = 0;
    for (int i = 0; i < sd.unitCount; i++) {
      if (i != unitIndex && sd.hex[i] >= 0 && sd.side[i] != side && (sd.air[i] || sd.hq[i])
          && sd.supplied[i]) {
        out[n++] = i;
      }
    }
    return Arrays.copyOf(out, n);
  }
}
