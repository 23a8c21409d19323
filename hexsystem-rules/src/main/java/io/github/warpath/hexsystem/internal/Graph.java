package io.github.warpath.hexsystem.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hexsystem.HexsystemRule;
import io.github.warpath.hexsystem.HexsystemVocabulary;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;

/**
 * The hexsystem movement rules compiled for one unit in one state.
 *
 * <p><b>Locations</b> are the map's hexes, then every box of the map.
 *
 * <p><b>Search states</b> per location: {@code 0} is the start (nothing moved yet: minimum
 * move, beachheads, marines, the Eastern Europe Box, port-to-port and box-to-box are open);
 * then the hex-to-hex states; then one port-to-port state per naval zone a multi-zone open port
 * can have been reached through. For a unit that can overrun, a hex-to-hex state also remembers
 * where the last unit it overran stood ({@code e}: none, this hex, or a neighbour) and whether
 * it entered a zone of control it may leave only straight into an overrun ({@code p}: none or
 * the direction); otherwise there is one hex-to-hex state.
 *
 * <p>A unit that moved earlier in the phase starts in the state its movement facts give
 * ({@link MovementFacts}), with the points it has left as its allowance.
 *
 * <p><b>Slots</b> from a hex: 0-5 the six directions, 6 the Eastern Europe Box, then one per
 * port-to-port destination. From a box: its adjacent boxes, then (Eastern Europe Box) the
 * western-edge hexes, then port-to-port destinations.
 */
final class Graph implements MoveGraph {
  static final int START = 0;
  static final int EE_SLOT = 6;
  static final int FIRST_LEG = 7;
  static final int MODE_HEX = 1;
  static final int MODE_PORT = 2;
  static final int MODE_BOX = 4;

  /** Elimination memory after a step: [e][direction] to the new e. */
  private static final int[][] ELIM_NEXT = elimTable();

  // sub-reasons carried in Transition.argA
  static final int TERRAIN_HEX_CLOSED = 1;
  static final int TERRAIN_SIDE_CLOSED = 2;
  static final int TERRAIN_ALL_SEA_HEX = 3;
  static final int TERRAIN_ALL_SEA_SIDE = 4;
  static final int TERRAIN_OUT_OF_SEA = 5;
  static final int BEACH_ENTER = 1;
  static final int BEACH_EXIT = 2;
  static final int EE_SOVIET_ONLY = 1;
  static final int EE_NOT_FIRST = 2;
  static final int EE_ENEMY_AIR = 3;
  static final int EE_RESERVE_ZOC = 4;
  static final int PTP_EMBARK = 1;
  static final int PTP_NO_CONVOY = 2;
  static final int PTP_NOT_FRIENDLY = 3;
  static final int PROC_AFTER_PORT = 1;
  static final int SHIFT_TERRAIN = 1;
  static final int SHIFT_SIDE = 2;
  static final int SHIFT_WEATHER = 3;
  static final int SHIFT_FORTRESS = 4;
  static final int SHIFT_AIR = 5;
  static final int SHIFT_HQ = 6;
  static final int TARGET_SEVERAL = 1;
  static final int TARGET_MULTI_STEP = 2;
  static final int TARGET_NOT_GROUND = 3;

  private static final int FORTRESS = io.github.warpath.hexsystem.HexTerrain.FORTRESS.ordinal();

  // ---- per state (cached by identity) ----
  Prepared prepared;
  MapTables mt;
  Chart chart;
  int[][] hexCost;
  byte[] weather;
  StateData sd;

  // ---- per query ----
  GameState state;
  HexMap map;
  int hexCount;
  int unitIndex;
  Unit unit;
  int side;
  int allowance;
  int start;
  int startLocation;
  int states;
  int hexStates;
  boolean capable;
  boolean armorMulti;
  boolean reserve;
  boolean exploitation;
  int roadCost;
  boolean marine;
  boolean kwantung;
  boolean exp;
  int modeMask;
  /** The id of the query's movement mode. */
  String modeId = "";
  boolean quitIndia;
  boolean edgeBlocked;
  int noArea;
  int[] areaBlock = new int[0];
  final Political.Mover mover = new Political.Mover();
  final EpochMarks enemyCount = new EpochMarks();
  final EpochMarks enemyUnit = new EpochMarks();
  final EpochMarks enemyAir = new EpochMarks();
  final EpochMarks zocUnits = new EpochMarks();
  final EpochMarks zocCount = new EpochMarks();
  final EpochMarks friendly = new EpochMarks();
  final EpochMarks beachFriendly = new EpochMarks();
  final EpochMarks beachEnemy = new EpochMarks();
  final EpochMarks control = new EpochMarks();
  long friendlyConvoyZones;
  long capacityZones;
  long nationalityZones;
  long usableZones;
  int[] usableCount = new int[0];
  int[] bases = new int[8];
  int baseCount;
  int[] supports = new int[8];
  int supportCount;
  private final Transition probe = new Transition();
  /** Set by {@link #zocStop}: the direction of a pending overrun, or -1. */
  private int pendingOut;
  /** Set by {@link #legTarget}: the zone of the decoded leg. */
  int legZone;

  /** Builds (or reuses) the per-state tables; throws for a state the rules do not accept. */
  void prepare(GameState s) {
    if (prepared == null || prepared.state != s) {
      Prepared p = new Prepared(s);
      prepared = p;
      mt = p.tables;
      chart = p.chart;
      hexCost = p.costs.hexCost;
      weather = p.weather;
      sd = p.data;
    }
  }

  void reset(GameState s, MoveQuery query, int mode) {
    prepare(s);
    state = s;
    map = mt.map;
    hexCount = map.size();
    java.util.List<String> ids = query.units();
    for (int i = 1; i < ids.size(); i++) {
      s.unitIndex(ids.get(i));
    }
    unitIndex = s.unitIndex(ids.get(0));
    unit = s.units().get(unitIndex);
    if (!query.options().isEmpty()) {
      throw new InvalidInputException("options", "the hexsystem rule set has no query options, got "
          + query.options().keySet());
    }
    modeMask = mode;
    side = sd.side[unitIndex];
    int steps = unit.steps();
    allowance = unit.allowance().twelfths();
    String kind = unit.kind();
    armorMulti = steps >= 2 && HexsystemVocabulary.ARMOR_TYPE_KINDS.contains(kind);
    reserve = prepared.reserve;
    exploitation = prepared.exploitation;
    capable = armorMulti && !reserve && !exploitation && (mode & MODE_HEX) != 0;
    roadCost = chart.roadRail[steps <= 1 ? 0 : 1][reserve ? 1 : 0];
    marine = kind.equals(HexsystemVocabulary.MARINE);
    exp = unit.hasFlag(HexsystemVocabulary.FLAG_EXP);
    String nat = unit.nationality();
    String holding = unit.attributes().get(HexsystemVocabulary.ATTR_HOLDING_NATIONALITY);
    kwantung = HexsystemVocabulary.KWANTUNG.equals(nat)
        || HexsystemVocabulary.KWANTUNG.equals(holding);
    hexStates = capable ? 56 : 1;
    states = 1 + hexStates + mt.maxPortZones;
    Position from = query.start().orElse(unit.position());
    if (from instanceof HexPosition) {
      startLocation = map.require(((HexPosition) from).hex(), "start");
    } else if (from instanceof BoxPosition) {
      Integer b = mt.boxIndex.get(((BoxPosition) from).box());
      if (b == null) {
        throw new InvalidInputException("start", "unknown box '" + ((BoxPosition) from).box()
            + "'");
      }
      startLocation = hexCount + b;
    } else {
      throw new InvalidInputException("start", "hexsystem units start on a hex or in a box, not "
          + from);
    }
    int s0 = START;
    if (from.equals(unit.position()) && unit.phaseMovement().isPresent()) {
      // the unit goes on with a move begun earlier in the phase
      s0 = MovementFacts.state(this, unit);
      allowance = Math.max(0, allowance - unit.phaseMovement().get().spent().twelfths());
    }
    start = startLocation * states + s0;
    markUnits();
    markMarkers(nat, holding);
    mover.tables = mt;
    mover.politics = prepared.politics;
    mover.side = side;
    mover.nationalities[0] = nat.isEmpty() ? null : nat;
    mover.nationalities[1] = holding;
    mover.exp = exp;
    mover.preWar = prepared.politics.inPreWar(unit.side(), nat, holding);
    mover.kwantung = kwantung;
    noArea = mt.areas.length;
    if (areaBlock.length < noArea + 1) {
      areaBlock = new int[noArea + 1];
    }
    Political.evaluate(mover, areaBlock);
    quitIndia = side == Codes.WESTERN && (sd.quitIndiaMarker || prepared.politics.quitIndia)
        && startLocation < hexCount && mt.india[startLocation];
    edgeBlocked = side == Codes.AXIS || side == Codes.WESTERN;
  }

  private void markUnits() {
    enemyCount.reset(hexCount);
    enemyUnit.reset(hexCount);
    enemyAir.reset(hexCount);
    zocUnits.reset(hexCount);
    zocCount.reset(hexCount);
    friendly.reset(hexCount);
    supportCount = 0;
    for (int i = 0; i < sd.unitCount; i++) {
      int h = sd.hex[i];
      if (i == unitIndex || h < 0) {
        continue;
      }
      if (sd.side[i] == side) {
        if (!sd.air[i]) {
          friendly.add(h);
        }
        continue;
      }
      enemyCount.increment(h, 1);
      enemyUnit.put(h, i);
      if (sd.air[i]) {
        enemyAir.add(h);
      }
      if ((sd.air[i] || sd.hq[i]) && sd.supplied[i]) {
        if (supportCount == supports.length) {
          supports = java.util.Arrays.copyOf(supports, supportCount * 2);
        }
        supports[supportCount++] = i;
      }
      if (!ZoneOfControl.projects(sd.air[i], sd.noZoc[i])) {
        continue;
      }
      zocUnits.increment(h, 1);
      for (int d = 0; d < 6; d++) {
        int n = ZoneOfControl.reaches(map, h, d);
        if (n >= 0) {
          zocCount.increment(n, 1);
        }
      }
    }
  }

  private void markMarkers(String nat, String holding) {
    beachFriendly.reset(hexCount);
    beachEnemy.reset(hexCount);
    control.reset(hexCount);
    for (int k = 0; k < sd.beachHex.length; k++) {
      if (sd.beachSide[k] == side) {
        beachFriendly.put(sd.beachHex[k], sd.beachDir[k]);
      } else {
        beachEnemy.add(sd.beachHex[k]);
      }
    }
    for (int k = 0; k < sd.airdropHex.length; k++) {
      if (sd.airdropSide[k] == side) {
        friendly.add(sd.airdropHex[k]);
      }
    }
    for (int k = 0; k < sd.controlHex.length; k++) {
      control.put(sd.controlHex[k], sd.controlSide[k]);
    }
    baseCount = 0;
    for (int k = 0; k < sd.baseHex.length; k++) {
      if (sd.baseSide[k] != side) {
        if (baseCount == bases.length) {
          bases = java.util.Arrays.copyOf(bases, baseCount * 2);
        }
        bases[baseCount++] = sd.baseHex[k];
      }
    }
    int zones = mt.zoneNames.length;
    if (usableCount.length < zones) {
      usableCount = new int[zones];
    }
    java.util.Arrays.fill(usableCount, 0, zones, 0);
    friendlyConvoyZones = 0;
    capacityZones = 0;
    nationalityZones = 0;
    usableZones = 0;
    for (int k = 0; k < sd.convoyMarker.length; k++) {
      if (sd.convoySide[k] != side) {
        continue;
      }
      long bit = 1L << sd.convoyZone[k];
      friendlyConvoyZones |= bit;
      boolean fits = convoyFits(k);
      boolean serves = convoyServes(k, nat, holding);
      if (fits) {
        capacityZones |= bit;
      }
      if (serves) {
        nationalityZones |= bit;
      }
      if (fits && serves) {
        usableZones |= bit;
        usableCount[sd.convoyZone[k]]++;
      }
    }
    mover.lockedTo = -1;
    for (int capital : sd.lockedCapital) {
      int a = mt.areaOf[capital];
      if (a >= 0 && !mt.areas[a].dependent && mt.areas[a].minor && mt.areas[a].capital == capital
          && (mt.areas[a].home.contains(nat) || holding != null
              && mt.areas[a].home.contains(holding))) {
        mover.lockedTo = a;
      }
    }
  }

  /** Whether a convoy can carry the moving unit's size: any Fleet Train, others one step. */
  boolean convoyFits(int k) {
    return sd.convoyFleetTrain[k] || unit.steps() <= 1;
  }

  /** The Convoy Nationality table; any friendly convoy carries an Exp unit. */
  boolean convoyServes(int k, String nat, String holding) {
    if (exp) {
      return true;
    }
    switch (sd.convoyNationality[k]) {
      case StateData.CONVOY_AXIS:
        return side == Codes.AXIS;
      case StateData.CONVOY_BRITISH:
        return side == Codes.WESTERN;
      case StateData.CONVOY_US:
        return sd.convoyFleetTrain[k] ? is(HexsystemVocabulary.US, nat, holding)
            : side == Codes.WESTERN;
      case StateData.CONVOY_JAPANESE:
        return is(HexsystemVocabulary.JAPANESE, nat, holding);
      case StateData.CONVOY_RUSSIAN:
        return is(HexsystemVocabulary.RUSSIAN, nat, holding);
      default:
        return side == Codes.SOVIET;
    }
  }

  private static boolean is(String wanted, String nat, String holding) {
    return wanted.equals(nat) || wanted.equals(holding);
  }

  // ---------------------------------------------------------------- MoveGraph

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return states;
  }

  @Override
  public int extraLocations() {
    return mt.boxes.length;
  }

  @Override
  public Position extraPosition(int k) {
    return Position.box(mt.boxes[k].name());
  }

  @Override
  public int extraLocationOf(Position position) {
    if (position instanceof BoxPosition) {
      Integer b = mt.boxIndex.get(((BoxPosition) position).box());
      return b == null ? -1 : b;
    }
    return -1;
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public int ticksPerMp() {
    return Codes.TICKS;
  }

  @Override
  public int allowance() {
    return allowance;
  }

  @Override
  public int slots(int node) {
    int loc = node / states;
    int s = node - loc * states;
    if (loc < hexCount) {
      if ((s == START || isPortState(s)) && mt.legCount[loc] > 0) {
        return FIRST_LEG + mt.legCount[loc];
      }
      return mt.easternEurope >= 0 && mt.edge[loc] ? FIRST_LEG : EE_SLOT;
    }
    if (s != START) {
      return 0;
    }
    int b = loc - hexCount;
    return mt.boxAdjacent[b].length + (b == mt.easternEurope ? mt.edgeLand.length : 0)
        + mt.legCount[loc];
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int loc = node / states;
    int s = node - loc * states;
    if (loc < hexCount) {
      if (slot < 6) {
        return hexStep(loc, s, spent, slot, out);
      }
      if (slot == EE_SLOT) {
        return enterEasternEurope(loc, s, spent, out);
      }
      return leg(loc, s, spent, slot - FIRST_LEG, out);
    }
    int b = loc - hexCount;
    int adj = mt.boxAdjacent[b].length;
    if (slot < adj) {
      return boxToBox(b, spent, mt.boxAdjacent[b][slot], out);
    }
    int edges = b == mt.easternEurope ? mt.edgeLand.length : 0;
    if (slot < adj + edges) {
      return leaveEasternEurope(spent, mt.edgeLand[slot - adj], out);
    }
    return leg(loc, s, spent, slot - adj - edges, out);
  }

  // ---------------------------------------------------------------- states

  int hexState(int e, int p) {
    return capable ? 1 + e * 7 + p : 1;
  }

  boolean isPortState(int s) {
    return s > hexStates;
  }

  int portState(int k) {
    return 1 + hexStates + k;
  }

  int elimOf(int s) {
    return capable && s >= 1 && s <= hexStates ? (s - 1) / 7 : 0;
  }

  int pendingOf(int s) {
    return capable && s >= 1 && s <= hexStates ? (s - 1) % 7 : 0;
  }

  private static int[][] elimTable() {
    int[][] t = new int[8][6];
    for (int d = 0; d < 6; d++) {
      t[0][d] = 0;
      t[1][d] = 2 + HexDirection.of(d).opposite().index();
      HexDirection move = HexDirection.of(d);
      for (int x = 0; x < 6; x++) {
        HexDirection at = HexDirection.of(x);
        if (x == d) {
          t[2 + x][d] = 1;
          continue;
        }
        HexDirection rel = HexDirection.ofDelta(at.dq() - move.dq(), at.dr() - move.dr());
        t[2 + x][d] = rel == null ? 0 : 2 + rel.index();
      }
    }
    return t;
  }

  // ---------------------------------------------------------------- terrain helpers

  boolean seaHex(int h) {
    return (map.hexMask(h) & Codes.ALL_SEA_HEX) != 0;
  }

  /** Ticks to cross from {@code from} in direction {@code d} into {@code to}, or -1 if closed. */
  int stepCost(int from, int d, int to) {
    long sm = map.sideMask(from, d);
    if ((sm & Codes.ROAD_LIKE) != 0) {
      return roadCost;
    }
    int w = weather[to];
    int c = hexCost[w][to];
    if (c < 0) {
      return -1;
    }
    for (long m = sm & ~(Codes.ROAD_LIKE | Codes.ALL_SEA_SIDE); m != 0; m &= m - 1) {
      int extra = chart.sideCost[w][Long.numberOfTrailingZeros(m)];
      if (extra < 0) {
        return -1;
      }
      c += extra;
    }
    return c;
  }

  /** The closed feature that makes {@link #stepCost} -1, for explanations. */
  private void explainClosed(int from, int d, int to, Transition out) {
    int w = weather[to];
    long sm = map.sideMask(from, d);
    for (long m = sm & ~(Codes.ROAD_LIKE | Codes.ALL_SEA_SIDE); m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.sideCost[w][f] < 0) {
        out.argA = TERRAIN_SIDE_CLOSED;
        out.argB = f;
        return;
      }
    }
    out.argA = TERRAIN_HEX_CLOSED;
    out.argB = -1;
    long hm = map.hexMask(to);
    for (long m = hm; m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.hexCost[w][f] == Chart.CLOSED) {
        out.argB = f;
        return;
      }
    }
  }

  /** Enemy zones of control on a hex, not counting a unit overrun at {@code elimDir}. */
  int zocAt(int h, int elimDir) {
    int c = zocCount.get(h, 0);
    if (c != 0 && elimDir >= 0) {
      int t = map.neighbor(h, elimDir);
      if (t >= 0 && (map.sideMask(h, elimDir) & Codes.ALL_SEA_SIDE) == 0) {
        c -= zocUnits.get(t, 0);
      }
    }
    return c;
  }

  /** The direction of the one hex whose units project the zone of control on h, or -1. */
  private int soleSourceDir(int h, int elimDir) {
    for (int d = 0; d < 6; d++) {
      if (d == elimDir) {
        continue;
      }
      int n = map.neighbor(h, d);
      if (n >= 0 && (map.sideMask(h, d) & Codes.ALL_SEA_SIDE) == 0 && zocUnits.get(n, 0) > 0) {
        return d;
      }
    }
    return -1;
  }

  /**
   * Whether all of the zone of control on {@code from} ({@code zocFrom} units) comes from the
   * unit in {@code target}, which the mover overruns now or next: then leaving a Storms or Snow
   * hex does not end the move.
   */
  private boolean onlyFromOverrunTarget(int from, int zocFrom, int target) {
    if (target < 0) {
      return false;
    }
    for (int d = 0; d < 6; d++) {
      if (map.neighbor(from, d) == target) {
        return (map.sideMask(from, d) & Codes.ALL_SEA_SIDE) == 0
            && zocFrom == zocUnits.get(target, 0);
      }
    }
    return false;
  }

  /** The rule (ordinal) that forbids entering a hex for political reasons, or -1. */
  int politicalBlock(int h) {
    int a = mt.areaOf[h];
    int code = areaBlock[a < 0 ? noArea : a];
    if (code >= 0) {
      return code;
    }
    if (quitIndia && !mt.india[h]) {
      return HexsystemRule.QUIT_INDIA.ordinal();
    }
    if (edgeBlocked && mt.edge[h]) {
      return HexsystemRule.WESTERN_EDGE_OF_RUSSIA.ordinal();
    }
    return -1;
  }

  /** The rule (ordinal) that forbids entering a box, or -1. */
  int boxBlock(int b) {
    if (side != Codes.AXIS && mt.boxOnTk[b]) {
      return HexsystemRule.TK_MAP_BOXES.ordinal();
    }
    return -1;
  }

  /** The side controlling a location for debarking, or -1 for none. */
  int controllerOf(int loc) {
    if (loc >= hexCount) {
      int c = mt.boxController[loc - hexCount];
      return c < 0 ? side : c;
    }
    int c = control.get(loc, -1);
    if (c >= 0) {
      return c;
    }
    int a = mt.areaOf[loc];
    return a < 0 ? -1 : prepared.politics.faction[a];
  }

  // ---------------------------------------------------------------- overruns

  /**
   * Why the moving unit may not overrun into {@code t} from {@code from} (direction d): a rule
   * ordinal with the details in {@code o.argA/argB}, or -1 if it may.
   */
  int overrunBlock(int from, int d, int t, Transition o) {
    if (!armorMulti) {
      o.argA = 0;
      o.argB = enemyUnit.get(t, -1);
      return HexsystemRule.ENEMY_UNITS.ordinal();
    }
    if (reserve || exploitation) {
      o.argA = reserve ? 1 : 2;
      return HexsystemRule.OVERRUN_PHASE.ordinal();
    }
    int count = enemyCount.get(t, 0);
    int u = enemyUnit.get(t, -1);
    if (count > 1) {
      o.argA = TARGET_SEVERAL;
      o.argB = count;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    if (sd.air[u]) {
      o.argA = TARGET_NOT_GROUND;
      o.argB = u;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    if (sd.steps[u] > 1) {
      o.argA = TARGET_MULTI_STEP;
      o.argB = u;
      return HexsystemRule.OVERRUN_ELIGIBILITY.ordinal();
    }
    return shift(from, d, t, sd.side[u], o);
  }

  /** Whether the defender in t (side ds) would get a column shift; a rule ordinal or -1. */
  private int shift(int from, int d, int t, int ds, Transition o) {
    for (long m = map.hexMask(t); m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.hexShift[f] > 0) {
        o.argA = f == FORTRESS ? SHIFT_FORTRESS : SHIFT_TERRAIN;
        o.argB = f;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    for (long m = map.sideMask(from, d); m != 0; m &= m - 1) {
      int f = Long.numberOfTrailingZeros(m);
      if (chart.sideShift[f] > 0) {
        o.argA = SHIFT_SIDE;
        o.argB = f;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    if (chart.weatherShift[weather[t]] > 0) {
      o.argA = SHIFT_WEATHER;
      o.argB = weather[t];
      return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
    }
    Hex th = map.hex(t);
    for (int k = 0; k < supportCount; k++) {
      int u = supports[k];
      if (sd.side[u] != ds) {
        continue;
      }
      Hex uh = map.hex(sd.hex[u]);
      if (Hex.distance(uh.q(), uh.r(), th.q(), th.r()) <= sd.supportRange[u]) {
        o.argA = sd.hq[u] ? SHIFT_HQ : SHIFT_AIR;
        o.argB = u;
        return HexsystemRule.OVERRUN_COLUMN_SHIFT.ordinal();
      }
    }
    return -1;
  }

  /**
   * The rule that ends the move on arriving in {@code to} by hex-to-hex movement (an ordinal),
   * or -1. Where the only zone of control comes from a unit the mover could overrun next, the
   * move goes on and {@link #pendingOut} is that direction.
   */
  private int zocStop(int to, int ne, int spentAfter) {
    pendingOut = -1;
    int elimDir = ne >= 2 ? ne - 2 : -1;
    int z = zocAt(to, elimDir);
    if (z == 0) {
      return -1;
    }
    int w = weather[to];
    if (w == Codes.MUD) {
      return HexsystemRule.MUD.ordinal(); // it could not leave the hex anyway
    }
    boolean stormy = w == Codes.STORMS || w == Codes.SNOW;
    if (!stormy && friendly.contains(to)) {
      return -1;
    }
    if (capable && z == 1) {
      int dir = soleSourceDir(to, elimDir);
      int t = dir < 0 ? -1 : map.neighbor(to, dir);
      if (t >= 0 && !seaHex(t) && !beachEnemy.contains(t)
          && overrunBlock(to, dir, t, probe) < 0 && politicalBlock(t) < 0) {
        int c2 = stepCost(to, dir, t);
        if (c2 >= 0 && spentAfter + c2 <= allowance) {
          pendingOut = dir;
          return -1;
        }
      }
    }
    return stormy ? HexsystemRule.STORMS_AND_SNOW.ordinal()
        : HexsystemRule.ENEMY_ZONE_OF_CONTROL.ordinal();
  }

  // ---------------------------------------------------------------- transitions

  private static int illegal(Transition out, HexsystemRule rule, int argA) {
    out.rule = rule.ordinal();
    out.argA = argA;
    return ILLEGAL;
  }

  private static int illegal(Transition out, int rule) {
    out.rule = rule;
    return ILLEGAL;
  }

  private int hexStep(int loc, int s, int spent, int d, Transition out) {
    int to = map.neighbor(loc, d);
    if (to < 0 || (modeMask & MODE_HEX) == 0) {
      return NONE;
    }
    boolean first = s == START;
    int e = elimOf(s);
    int p = pendingOf(s);
    int ne = ELIM_NEXT[e][d];
    out.to = to * states + hexState(ne, 0);
    out.cost = -1;
    if (isPortState(s)) {
      return illegal(out, HexsystemRule.PROCEDURAL, PROC_AFTER_PORT);
    }
    long sm = map.sideMask(loc, d);
    boolean toSea = seaHex(to);
    HexsystemRule spendAll = null;
    if (seaHex(loc)) {
      int bd = beachFriendly.get(loc, -1);
      if (bd < 0) {
        return illegal(out, HexsystemRule.TERRAIN_COSTS, TERRAIN_OUT_OF_SEA);
      }
      if (d != bd || toSea || !first) {
        return illegal(out, HexsystemRule.BEACHHEAD, BEACH_EXIT);
      }
      spendAll = HexsystemRule.BEACHHEAD;
    } else if (toSea) {
      if (beachFriendly.contains(to)) {
        if (!first) {
          return illegal(out, HexsystemRule.BEACHHEAD, BEACH_ENTER);
        }
        spendAll = HexsystemRule.BEACHHEAD;
      } else if (beachEnemy.contains(to)) {
        return illegal(out, HexsystemRule.ENEMY_BEACHHEADS, 0);
      } else {
        return illegal(out, HexsystemRule.TERRAIN_COSTS, TERRAIN_ALL_SEA_HEX);
      }
    } else if ((sm & Codes.ROAD_LIKE) == 0 && (sm & Codes.ALL_SEA_SIDE) != 0) {
      if (!marine) {
        return illegal(out, HexsystemRule.TERRAIN_COSTS, TERRAIN_ALL_SEA_SIDE);
      }
      if (!first) {
        return illegal(out, HexsystemRule.MARINE_UNITS, 0);
      }
      spendAll = HexsystemRule.MARINE_UNITS;
    }
    int c;
    if (spendAll != null) {
      c = allowance - spent;
    } else {
      c = stepCost(loc, d, to);
      if (c < 0) {
        explainClosed(loc, d, to, out);
        return illegal(out, HexsystemRule.TERRAIN_COSTS.ordinal());
      }
    }
    out.cost = c;
    int elimFrom = e >= 2 ? e - 2 : -1;
    int wFrom = weather[loc];
    boolean stormyFrom = wFrom == Codes.STORMS || wFrom == Codes.SNOW;
    int zocFrom = wFrom == Codes.FAIR ? 0 : zocAt(loc, elimFrom);
    if (wFrom == Codes.MUD && zocFrom > 0) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    if (p != 0 && d != p - 1) {
      return illegal(out, HexsystemRule.OVERRUN_ZONES_OF_CONTROL, p - 1);
    }
    boolean overrun = false;
    if (ne != 1 && enemyCount.get(to, 0) > 0) {
      int why = overrunBlock(loc, d, to, out);
      if (why >= 0) {
        return illegal(out, why);
      }
      overrun = true;
      ne = 1;
      out.to = to * states + hexState(1, 0);
    }
    int pol = politicalBlock(to);
    if (pol >= 0) {
      return illegal(out, pol);
    }
    int flags = 0;
    int stop = -1;
    if (spendAll != null) {
      flags = Transition.SPEND_ALL | Transition.STOP;
      stop = spendAll.ordinal();
    } else if (spent + c > allowance) {
      if (!first) {
        out.argA = c;
        out.argB = allowance - spent;
        return illegal(out, HexsystemRule.SUFFICIENT_ALLOWANCE.ordinal());
      }
      flags = Transition.STOP | Transition.EXCEEDS;
      stop = HexsystemRule.MINIMUM_MOVE.ordinal();
    }
    int pending = -1;
    if (stop < 0) {
      int z = zocStop(to, ne, spent + c);
      if (z >= 0) {
        flags |= Transition.STOP;
        stop = z;
      } else {
        pending = pendingOut;
      }
    }
    if (stop < 0 && stormyFrom && zocFrom > 0 && !onlyFromOverrunTarget(loc, zocFrom, overrun
        ? to : pending >= 0 ? map.neighbor(to, pending) : -1)) {
      flags |= Transition.STOP;
      stop = HexsystemRule.STORMS_AND_SNOW.ordinal();
    } else if (pending >= 0) {
      out.to = to * states + hexState(ne, pending + 1);
    }
    out.flags = flags;
    out.rule = stop < 0 ? 0 : stop;
    return LEGAL;
  }

  private int enterEasternEurope(int loc, int s, int spent, Transition out) {
    int ee = mt.easternEurope;
    if (ee < 0 || !mt.edge[loc] || seaHex(loc) || (modeMask & MODE_HEX) == 0) {
      return NONE;
    }
    out.to = (hexCount + ee) * states + hexState(0, 0);
    out.cost = -1;
    if (side != Codes.SOVIET) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, EE_SOVIET_ONLY);
    }
    if (s != START) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, EE_NOT_FIRST);
    }
    if (weather[loc] == Codes.MUD && zocAt(loc, -1) > 0) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    return spendAllIntoBox(ee, spent, HexsystemRule.EASTERN_EUROPE_BOX, out);
  }

  /** Into a box unless a restriction closes it: the whole allowance, and the move ends. */
  private int spendAllIntoBox(int box, int spent, HexsystemRule rule, Transition out) {
    int block = boxBlock(box);
    if (block >= 0) {
      return illegal(out, block);
    }
    out.cost = allowance - spent;
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    out.rule = rule.ordinal();
    return LEGAL;
  }

  private int leaveEasternEurope(int spent, int x, Transition out) {
    if ((modeMask & MODE_HEX) == 0) {
      return NONE;
    }
    out.to = x * states + hexState(0, 0);
    out.cost = -1;
    if (side != Codes.SOVIET) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, EE_SOVIET_ONLY);
    }
    out.cost = Codes.TICKS;
    if (enemyAir.contains(x)) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, EE_ENEMY_AIR);
    }
    if (enemyCount.get(x, 0) > 0) {
      out.argB = enemyUnit.get(x, -1);
      return illegal(out, HexsystemRule.ENEMY_UNITS, 0);
    }
    if (reserve && zocAt(x, -1) > 0) {
      return illegal(out, HexsystemRule.EASTERN_EUROPE_BOX, EE_RESERVE_ZOC);
    }
    int pol = politicalBlock(x);
    if (pol >= 0) {
      return illegal(out, pol);
    }
    if (spent + Codes.TICKS > allowance) {
      out.argA = Codes.TICKS;
      out.argB = allowance - spent;
      return illegal(out, HexsystemRule.SUFFICIENT_ALLOWANCE.ordinal());
    }
    int z = zocStop(x, 0, spent + Codes.TICKS);
    if (z >= 0) {
      out.flags = Transition.STOP;
      out.rule = z;
    } else if (pendingOut >= 0) {
      out.to = x * states + hexState(0, pendingOut + 1);
    }
    return LEGAL;
  }

  private int boxToBox(int from, int spent, int to, Transition out) {
    if ((modeMask & MODE_BOX) == 0) {
      return NONE;
    }
    out.to = (hexCount + to) * states + hexState(0, 0);
    out.cost = -1;
    if (side == Codes.AXIS) {
      return illegal(out, HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, 1);
    }
    return spendAllIntoBox(to, spent, HexsystemRule.OFF_MAP_BOX_TO_OFF_MAP_BOX, out);
  }

  /** Decodes leg number {@code rel} from a location; sets {@link #legZone}; -1 if none. */
  int legTarget(int loc, int rel) {
    for (long m = mt.zonesOf[loc]; m != 0; m &= m - 1) {
      int z = Long.numberOfTrailingZeros(m);
      int[] targets = mt.zoneTargets[z];
      if (rel < targets.length) {
        legZone = z;
        return targets[rel];
      }
      rel -= targets.length;
    }
    legZone = -1;
    return -1;
  }

  /** The zone a port state at a location was reached through. */
  private int arrivalZone(int loc, int s) {
    int k = s - 1 - hexStates;
    long m = mt.zonesOf[loc];
    for (int i = 0; i < k && m != 0; i++) {
      m &= m - 1;
    }
    return m == 0 ? -1 : Long.numberOfTrailingZeros(m);
  }

  private int leg(int loc, int s, int spent, int rel, Transition out) {
    int target = legTarget(loc, rel);
    int z = legZone;
    if (target < 0 || target == loc || (modeMask & MODE_PORT) == 0) {
      return NONE;
    }
    boolean first = s == START;
    if (!first && !isPortState(s)) {
      return NONE;
    }
    if (!first && arrivalZone(loc, s) == z) {
      return NONE;
    }
    int targetZones = Long.bitCount(mt.zonesOf[target]);
    boolean box = target >= hexCount;
    int k = box ? 0 : Long.bitCount(mt.zonesOf[target] & ((1L << z) - 1));
    out.to = target * states + portState(box || targetZones < 2 ? 0 : k);
    out.cost = -1;
    out.argB = z;
    if (loc < hexCount && seaHex(loc) && !beachFriendly.contains(loc)) {
      return illegal(out, HexsystemRule.PORT_TO_PORT, PTP_EMBARK);
    }
    if (kwantung) {
      return illegal(out, HexsystemRule.KWANTUNG_UNITS, 1);
    }
    if (loc < hexCount && weather[loc] == Codes.MUD && zocAt(loc, -1) > 0) {
      return illegal(out, HexsystemRule.MUD, 0);
    }
    long bit = 1L << z;
    if ((usableZones & bit) == 0) {
      if ((friendlyConvoyZones & bit) == 0) {
        return illegal(out, HexsystemRule.PORT_TO_PORT, PTP_NO_CONVOY);
      }
      if ((nationalityZones & bit) != 0 || (capacityZones & bit) == 0) {
        return illegal(out, HexsystemRule.TRANSPORT_CAPACITY, 0);
      }
      return illegal(out, HexsystemRule.CONVOY_NATIONALITY, 0);
    }
    if (controllerOf(target) != side) {
      return illegal(out, HexsystemRule.PORT_TO_PORT, PTP_NOT_FRIENDLY);
    }
    if (!box) {
      int base = nearBase(target);
      if (base >= 0) {
        out.argA = base;
        return illegal(out, HexsystemRule.ENEMY_NAVAL_BASES.ordinal());
      }
      if (enemyCount.get(target, 0) > 0) {
        out.argB = enemyUnit.get(target, -1);
        return illegal(out, HexsystemRule.ENEMY_UNITS, 0);
      }
      int pol = politicalBlock(target);
      if (pol >= 0) {
        return illegal(out, pol);
      }
    } else {
      int block = boxBlock(target - hexCount);
      if (block >= 0) {
        return illegal(out, block);
      }
    }
    out.cost = first ? allowance - spent : 0;
    int flags = first ? Transition.SPEND_ALL : 0;
    int stop = -1;
    if (box || targetZones < 2) {
      stop = HexsystemRule.PORT_TO_PORT.ordinal();
    } else {
      int zt = zocAt(target, -1);
      int w = weather[target];
      if (zt > 0 && w == Codes.MUD) {
        stop = HexsystemRule.MUD.ordinal();
      } else if (zt > 0 && (w == Codes.STORMS || w == Codes.SNOW
          || !friendly.contains(target))) {
        stop = w == Codes.STORMS || w == Codes.SNOW ? HexsystemRule.STORMS_AND_SNOW.ordinal()
            : HexsystemRule.ENEMY_ZONE_OF_CONTROL.ordinal();
      } else if (loc < hexCount && (weather[loc] == Codes.STORMS || weather[loc] == Codes.SNOW)
          && zocAt(loc, -1) > 0) {
        stop = HexsystemRule.STORMS_AND_SNOW.ordinal();
      }
    }
    if (stop >= 0) {
      flags |= Transition.STOP;
      out.rule = stop;
    }
    out.flags = flags;
    return LEGAL;
  }

  /** An enemy Naval Base within range of a hex, or -1. */
  int nearBase(int h) {
    Hex a = map.hex(h);
    int range = chart.navalBaseRange;
    for (int k = 0; k < baseCount; k++) {
      Hex b = map.hex(bases[k]);
      if (Hex.distance(a.q(), a.r(), b.q(), b.r()) <= range) {
        return bases[k];
      }
    }
    return -1;
  }

  // ---------------------------------------------------------------- explanations

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    return Explanations.explain(this, code, t, fromNode, spent);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return Explanations.unreachable(this, fromNode, to);
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    return Explanations.note(this, fromNode, slot, t);
  }

  @Override
  public int minCostPerHex() {
    boolean jumps = startLocation >= hexCount || mt.legCount[startLocation] > 0
        || mt.edge[startLocation];
    int min = chart.cheapestStep();
    return jumps || allowance < min ? 0 : min;
  }
}
