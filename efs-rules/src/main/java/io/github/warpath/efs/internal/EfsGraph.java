package io.github.warpath.efs.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.efs.EfsPhase;
import io.github.warpath.efs.EfsTerrain;
import io.github.warpath.efs.EfsVocabulary;
import io.github.warpath.efs.EfsWeather;
import io.github.warpath.efs.MovementClass;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.Hexside;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.OffMapBox;
import io.github.warpath.map.Region;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.BoxPosition;
import io.github.warpath.state.Environment;
import io.github.warpath.state.GameState;
import io.github.warpath.state.HexPosition;
import io.github.warpath.state.Marker;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The EFS rules compiled for one query. One instance lives in each {@code SearchBuffers} and is
 * reset per query; nothing in {@link #transition} allocates.
 *
 * <p><b>Nodes.</b> Locations are the map's hexes, then its off-map boxes. In normal and
 * strategic movement a location has eight search states: bits 0-1 the road class the unit
 * entered the hex along (0 none, 1 minor road, 2 main road, 3 Motorway) and bit 2 whether it
 * entered along a railroad. This is how the road-exit rule lives inside the search: entering
 * along a road charges the road rate; the step that leaves the hex off that road (and off any
 * road connected to it) pays the difference to the hex's own terrain; a move that ends there keeps
 * the benefit. A unit that goes on in a later order of the same phase starts in the state its
 * {@link io.github.warpath.state.PhaseMovement} facts give, so the rule reaches across orders.
 * One Hex Movement, infiltration, air transport and mode changes use two states
 * (not yet moved, done); a retreat uses one.
 *
 * <p><b>Slots.</b> 0-5 are the six directions. In normal movement, next to enemy units, slots
 * 6-11 are successful overruns into the hex in that direction and 12-17 failed ones (explicit:
 * only an order with the step action takes them). Air transport has one slot per location.
 * In the other modes an overrun is against the rules: twelve explicit slots from {@link
 * #overrunSlots} on (successes, then failures, by direction) make it an illegal step that the
 * walk judges like any other, priced as the step the mode would make.
 */
public final class EfsGraph implements MoveGraph {
  /** Engine units per MP. */
  public static final int TICKS = ChartValues.TICKS;

  static final int NORMAL = 0;
  static final int ONE_HEX = 1;
  static final int INFILTRATION = 2;
  static final int STRATEGIC = 3;
  static final int AIR = 4;
  static final int RETREAT = 5;
  static final int MODE_CHANGE = 6;
  /** Mode ids by mode number. */
  public static final String[] MODE_IDS = {EfsVocabulary.NORMAL, EfsVocabulary.ONE_HEX,
      EfsVocabulary.INFILTRATION, EfsVocabulary.STRATEGIC, EfsVocabulary.AIR_TRANSPORT,
      EfsVocabulary.RETREAT, EfsVocabulary.MODE_CHANGE};

  static final int OVERRUN_SUCCESS = 6;
  static final int OVERRUN_FAILURE = 12;

  private static final long MAJOR = StepTables.MAJOR;
  private static final long LAKE = StepTables.LAKE;
  private static final long AXIS_FORT = StepTables.AXIS_FORT;
  private static final long SOVIET_FORT = StepTables.SOVIET_FORT;
  private static final long FORT = StepTables.FORT;
  private static final long MINOR = StepTables.MINOR;
  private static final long MAIN = StepTables.MAIN;
  private static final long MOTORWAY = StepTables.MOTORWAY;
  private static final long BRIDGING = StepTables.BRIDGING;
  private static final int STRIDE = StepTables.STRIDE;
  private static final int MUD = EfsWeather.MUD.ordinal();
  private static final StepReason[] WHY = StepReason.values();
  static final int ENEMY = 1;
  static final int ZOC = 2;
  static final int ADJACENT = 4;
  static final int OWN_STRONGPOINT = 8;
  static final int ENEMY_STRONGPOINT = 16;
  private static final int STRONGPOINT = OWN_STRONGPOINT | ENEMY_STRONGPOINT;


  // --- the query ---
  GameState state;
  MoveQuery query;
  HexMap map;
  int hexCount;
  int mode;
  int shift;
  int start;
  int startLoc;
  int allowance;
  EfsPhase phase;
  String side;
  boolean reaction;
  ChartValues chart;
  HexWeather weather;
  int[] info;
  int[] tab;
  int[] edge;
  StepTables tables;
  int[] sideCost;
  boolean[] artilleryBlocked;
  int minStep;
  long roadMask;
  long enemyFort;
  int zocCost;
  int strongpointCost;
  int overrunExtra;
  int overrunBlock;
  /** Outside normal movement: the first of the twelve slots of an overrun the mode forbids. */
  int overrunSlots;
  int retreatHexes;
  /** Hexes retreated by earlier orders of the same retreat. */
  int retreatedBefore;

  // --- the stack ---
  int profile;
  boolean superHeavy;
  boolean allMotorized;
  boolean allYellow;
  boolean anyOutOfSupply;
  boolean motorizedEngineer;
  boolean engineerInStack;
  boolean anyFiring;
  boolean allFiring;
  boolean anyMoved;
  boolean together;
  boolean anySpent;
  /** How the stack entered its start hex earlier in the phase (road-exit rule), see {@link
   * UnitAttributes#roadState}: the first unit's that has one. */
  int startBits;
  /** Where the stack began to move this phase: the rules that judge a move by where it starts
   * (reaction, strategic movement, infiltration) look here, so an order that continues a move
   * is judged like the whole move. The start location for a stack that has not moved. */
  int phaseStartLoc;

  // --- per-query marks ---
  /** Per hex: {@link #ENEMY}, {@link #ZOC}, {@link #ADJACENT}, strongpoints (one read a step). */
  final HexFlags hex = new HexFlags();
  /** Per hex: how many enemy hexes project a zone of control into it. */
  final EpochMarks zocCount = new EpochMarks();
  /** Per enemy hex: the directions its zone of control extends to (bits 0-5). */
  final EpochMarks zocDirs = new EpochMarks();
  /** Per {@code hex * 6 + direction}: {@link #BRIDGE_UNIT}, {@link #FORT_GONE}. */
  final EpochMarks sideMarks = new EpochMarks();
  boolean anySideMarks;
  static final int BRIDGE_UNIT = 1;
  static final int FORT_GONE = 2;
  final EpochMarks friendly = new EpochMarks();
  final EpochMarks interdicted = new EpochMarks();
  final EpochMarks engineers = new EpochMarks();
  int[] enemyHexes = new int[64];
  int enemyCount;
  String[] boxNames;
  String[] boxSides;

  // --- caches between queries (identity of the inputs) ---
  private HexMap cMap;
  private Environment cEnv;
  HexWeather.Key cWeatherKey;
  private Map<String, String> cCharts;
  private StepTables cTables;
  private int cProfile = -1;
  private long cRoadMask;
  private GameState cState;
  private String cSide;

  /** Transient result of {@link #base}: the search state of the arrival. */
  private int arrive;
  /** Road-exit surcharges of {@link #memoNode}, see {@link #memoize}. */
  private final int[] memo = new int[4];
  private int memoNode = -1;
  private int memoGeneration = -1;
  /** Counts resets, so a memo never outlives the query that made it. */
  private int generation;

  /** Creates an empty graph; {@link #reset} fills it. */
  public EfsGraph() {}

  /**
   * Compiles a query.
   *
   * @param state the state
   * @param query the query
   * @param modeId the movement mode id (already checked)
   * @param vocabulary the terrain vocabulary maps must use
   * @return this graph
   * @throws InvalidInputException for malformed input
   */
  public EfsGraph reset(GameState state, MoveQuery query, String modeId,
      TerrainVocabulary vocabulary) {
    this.state = state;
    this.query = query;
    int m = 0;
    while (!MODE_IDS[m].equals(modeId)) {
      m++;
    }
    mode = m;
    shift = mode == NORMAL || mode == STRATEGIC ? 3 : mode == RETREAT ? 0 : 1;
    HexMap hm = state.hexMap();
    if (!hm.vocabulary().equals(vocabulary)) {
      throw new InvalidInputException("board", "the map does not use the efs terrain"
          + " (EfsTerrain and EfsHexside)");
    }
    if (hm != cMap) {
      cMap = hm;
      cEnv = null;
      cTables = null;
      List<String> names = new ArrayList<>(hm.boxes().keySet());
      boxNames = names.toArray(new String[0]);
      boxSides = new String[boxNames.length];
      for (int k = 0; k < boxNames.length; k++) {
        OffMapBox b = hm.box(boxNames[k]);
        boxSides[k] = b.kind().equals(EfsVocabulary.AIR_READY)
            ? b.attributes().getOrDefault("side", "") : null;
      }
    }
    map = hm;
    hexCount = hm.size();
    Environment env = state.environment();
    if (env != cEnv) {
      phase = EfsPhase.of(env.phase(), "environment.phase");
      String active = env.activeSide();
      if (!active.isEmpty() && !EfsVocabulary.SIDES.contains(active)) {
        throw new InvalidInputException("environment.activeSide", "unknown side '" + active
            + "'; known: " + String.join(", ", EfsVocabulary.SIDES));
      }
      HexWeather.Key wk = HexWeather.Key.of(env, hm);
      weather = hm.derived(wk, mm -> HexWeather.build(mm, wk));
      info = weather.info;
      cWeatherKey = wk;
      cEnv = env;
      cTables = null;
    }
    reaction = phase == EfsPhase.REACTION_MOVEMENT;
    Map<String, String> charts = state.charts();
    if (charts != cCharts) {
      chart = ChartValues.DEFAULT.with(charts);
      cCharts = charts;
      cTables = null;
    }
    readStack();
    int prof = profile & StepTables.MASK;
    if (cTables == null || prof != cProfile || roadMask != cRoadMask) {
      StepTables.Key key = new StepTables.Key(chart, cWeatherKey, prof, roadMask);
      HexWeather hw = weather;
      cTables = hm.derived(key, mm -> StepTables.build(mm, key, hw));
      cProfile = prof;
      cRoadMask = roadMask;
    }
    tables = cTables;
    tab = cTables.tab;
    edge = cTables.edge;
    sideCost = cTables.side;
    artilleryBlocked = cTables.artilleryBlocked;
    minStep = cTables.minStep;
    zocCost = reaction ? 0 : chart.get(ChartValues.ENEMY_ZOC);
    strongpointCost = chart.get(ChartValues.STRONGPOINT);
    overrunExtra = chart.get(ChartValues.OVERRUN_EXTRA);
    enemyFort = side.equals(EfsVocabulary.AXIS) ? SOVIET_FORT : AXIS_FORT;
    if (state != cState || !side.equals(cSide)) {
      // The marks depend only on the (immutable) state and the moving side: several queries on
      // one state, for units of one side, share them.
      markUnits();
      markMarkers();
      cState = state;
      cSide = side;
    }
    overrunBlock = phase != EfsPhase.REGULAR_MOVEMENT && phase != EfsPhase.MOTORIZED_MOVEMENT
        ? StepReason.OVERRUN_PHASE.ordinal() : !allMotorized ? StepReason.OVERRUN_NOT_MOTORIZED.ordinal()
        : anyOutOfSupply ? StepReason.OVERRUN_OUT_OF_SUPPLY.ordinal()
        : !together ? StepReason.OVERRUN_NOT_TOGETHER.ordinal() : 0;
    overrunSlots = mode == AIR ? hexCount + boxNames.length : mode == MODE_CHANGE ? 2
        : OVERRUN_SUCCESS;
    start = startLoc << shift | (shift == 3 ? startBits : 0);
    generation++;
    return this;
  }

  private void readStack() {
    if (!query.options().isEmpty()) {
      for (String key : query.options().keySet()) {
        if (!key.equals(EfsVocabulary.OPTION_HEXES)
            && !key.equals(EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS)) {
          throw new InvalidInputException("options." + key, "unknown option; known: "
              + EfsVocabulary.OPTION_AIR_TRANSPORT_POINTS + ", " + EfsVocabulary.OPTION_HEXES);
        }
      }
    }
    List<String> ids = query.units();
    side = null;
    Position from = null;
    profile = 0;
    boolean motorwayOk = true;
    superHeavy = false;
    allMotorized = true;
    allYellow = true;
    anyOutOfSupply = false;
    motorizedEngineer = false;
    engineerInStack = false;
    anyFiring = false;
    allFiring = true;
    anyMoved = false;
    anySpent = false;
    String phaseStart = null;
    startBits = 0;
    Position firstPhaseStart = null;
    boolean mixedStart = false;
    boolean someWithout = false;
    int allow = Integer.MAX_VALUE;
    int multiplier = mode == STRATEGIC ? chart.get(ChartValues.STRATEGIC_MULTIPLIER) : 1;
    for (int k = 0; k < ids.size(); k++) {
      Unit u = state.unit(ids.get(k));
      if (!EfsVocabulary.SIDES.contains(u.side())) {
        throw new InvalidInputException("units." + u.id() + ".side", "unknown side '" + u.side()
            + "'; known: " + String.join(", ", EfsVocabulary.SIDES));
      }
      if (side == null) {
        side = u.side();
      } else if (!side.equals(u.side())) {
        throw new InvalidInputException("units", "a stack holds one side's units; " + ids.get(0)
            + " is " + side + ", " + u.id() + " is " + u.side());
      }
      Position p = query.start().orElse(u.position());
      if (from == null) {
        from = p;
      } else if (!from.equals(p)) {
        throw new InvalidInputException("units", "the units of a stack move from one place; "
            + ids.get(0) + " and " + u.id() + " are apart");
      }
      MovementClass c = UnitAttributes.cls(u);
      boolean soviet = u.side().equals(EfsVocabulary.SOVIET);
      if (c.motorized()) {
        profile |= StepTables.MOT;
        if (!UnitAttributes.sovietArmor(u)) {
          profile |= StepTables.FOOTNOTE_A;
        }
      } else if (c == MovementClass.GREEN) {
        profile |= StepTables.SUPER_HEAVY;
        superHeavy = true;
      } else {
        profile |= StepTables.NONMOT;
      }
      if (UnitAttributes.artillery(u)) {
        profile |= StepTables.ARTILLERY;
      }
      motorwayOk &= soviet || c.motorized() || c == MovementClass.GREEN;
      allMotorized &= c.motorized();
      allYellow &= c == MovementClass.YELLOW;
      boolean oos = u.hasFlag(EfsVocabulary.OUT_OF_SUPPLY);
      anyOutOfSupply |= oos;
      boolean engineer = u.kind().equals(EfsVocabulary.ENGINEER);
      engineerInStack |= engineer;
      motorizedEngineer |= engineer && c.motorized();
      boolean firing = c == MovementClass.GREEN && UnitAttributes.firing(u);
      anyFiring |= firing;
      allFiring &= firing;
      anyMoved |= u.hasFlag(EfsVocabulary.MOVED);
      int spent = UnitAttributes.spent(u);
      anySpent |= spent > 0;
      String ps = UnitAttributes.phaseStart(u, map);
      int rs = UnitAttributes.roadState(u);
      if (p.equals(u.position()) && rs != 0 && startBits == 0) {
        startBits = rs;
      }
      if (k == 0) {
        firstPhaseStart = p.equals(u.position()) && u.phaseMovement().isPresent()
            ? u.phaseMovement().get().phaseStart() : null;
      }
      if (ps == null) {
        someWithout = true;
      } else if (phaseStart == null) {
        phaseStart = ps;
      } else if (!phaseStart.equals(ps)) {
        mixedStart = true;
      }
      int a = UnitAttributes.phaseAllowance(u, phase, chart) * multiplier - spent;
      allow = Math.min(allow, Math.max(0, a));
    }
    if (from instanceof HexPosition) {
      startLoc = map.require(((HexPosition) from).hex(), "start");
    } else {
      String box = ((BoxPosition) from).box();
      int k = 0;
      while (k < boxNames.length && !boxNames[k].equals(box)) {
        k++;
      }
      if (k == boxNames.length) {
        throw new InvalidInputException("start", "unknown box '" + box + "'");
      }
      startLoc = hexCount + k;
    }
    phaseStartLoc = startLoc;
    if (firstPhaseStart != null && firstPhaseStart.hexOrNull() != null
        && map.index(firstPhaseStart.hexOrNull()) >= 0) {
      phaseStartLoc = map.index(firstPhaseStart.hexOrNull());
    }
    together = !mixedStart && (phaseStart == null || !someWithout
        || startLoc < hexCount && phaseStart.equals(map.label(startLoc)));
    if (mode == RETREAT) {
      String h = query.option(EfsVocabulary.OPTION_HEXES, "2");
      int n;
      try {
        n = Integer.parseInt(h.trim());
      } catch (NumberFormatException e) {
        n = -1;
      }
      if (n < 1 || n > 100) {
        throw new InvalidInputException("options." + EfsVocabulary.OPTION_HEXES,
            "expected a retreat length from 1 to 100 hexes, got '" + h + "'");
      }
      retreatHexes = n;
      retreatedBefore = 0;
      for (String id : ids) {
        retreatedBefore = Math.max(retreatedBefore, UnitAttributes.retreated(state.unit(id)) / TICKS);
      }
      allow = Math.max(0, n - retreatedBefore) * TICKS;
    }
    allowance = allow;
    roadMask = MINOR | MAIN | (motorwayOk ? MOTORWAY : 0);
    if (mode == STRATEGIC && superHeavy) {
      roadMask &= ~MINOR;
    }
  }

  private void markUnits() {
    hex.reset(hexCount);
    zocCount.reset(hexCount);
    zocDirs.reset(hexCount);
    friendly.reset(hexCount);
    engineers.reset(hexCount);
    enemyCount = 0;
    List<Unit> units = state.units();
    for (int k = 0; k < units.size(); k++) {
      Unit u = units.get(k);
      Hex h = u.hexOrNull();
      if (h == null) {
        continue;
      }
      int i = map.index(h);
      if (u.side().equals(side)) {
        friendly.add(i);
        if (u.kind().equals(EfsVocabulary.ENGINEER)) {
          engineers.add(i);
        }
        continue;
      }
      if ((hex.get(i) & ENEMY) == 0) {
        hex.add(i, ENEMY);
        if (enemyCount == enemyHexes.length) {
          enemyHexes = java.util.Arrays.copyOf(enemyHexes, enemyCount * 2);
        }
        enemyHexes[enemyCount++] = i;
      }
      zocDirs.put(i, zocDirs.get(i, 0) | ZoneOfControl.directions(u, map, info, i));
    }
    for (int k = 0; k < enemyCount; k++) {
      int e = enemyHexes[k];
      int dirs = zocDirs.get(e, 0);
      for (int d = 0; d < 6; d++) {
        int n = map.neighbor(e, d);
        if (n < 0) {
          continue;
        }
        int f = ADJACENT;
        if ((dirs & (1 << d)) != 0) {
          zocCount.increment(n, 1);
          f |= ZOC;
        }
        hex.add(n, f);
      }
    }
  }

  private void markMarkers() {
    interdicted.reset(hexCount);
    sideMarks.reset(hexCount * 6);
    anySideMarks = false;
    List<Marker> markers = state.markers();
    for (int k = 0; k < markers.size(); k++) {
      Marker mk = markers.get(k);
      switch (mk.kind()) {
        case EfsVocabulary.BRIDGE:
          if (mk.side().equals(side) && mk.hexside().isPresent() && EfsVocabulary.OPERATING
              .equals(mk.attributes().get(EfsVocabulary.STATE))) {
            markSide(mk.hexside().get(), BRIDGE_UNIT);
          }
          break;
        case EfsVocabulary.FORTIFIED_LINE_DESTROYED:
          if (mk.hexside().isPresent()) {
            markSide(mk.hexside().get(), FORT_GONE);
          }
          break;
        case EfsVocabulary.STRONGPOINT: {
          Hex h = mk.position().hexOrNull();
          if (h != null) {
            int i = map.index(h);
            hex.add(i, mk.side().equals(side) ? OWN_STRONGPOINT : ENEMY_STRONGPOINT);
          }
          break;
        }
        case EfsVocabulary.INTERDICTION: {
          Hex h = mk.position().hexOrNull();
          if (h != null && !mk.side().equals(side)) {
            interdicted.add(map.index(h));
          }
          break;
        }
        case EfsVocabulary.CONTROL: {
          Hex h = mk.position().hexOrNull();
          if (h != null && mk.side().equals(side)) {
            friendly.add(map.index(h));
          }
          break;
        }
        default:
          break;
      }
    }
  }

  private void markSide(Hexside hs, int bit) {
    anySideMarks = true;
    int a = map.index(hs.hex());
    int d = hs.direction().index();
    if (a >= 0) {
      sideMarks.put(a * 6 + d, sideMarks.get(a * 6 + d, 0) | bit);
    }
    int b = map.index(hs.hex().neighbor(hs.direction()));
    if (b >= 0) {
      int e = b * 6 + hs.direction().opposite().index();
      sideMarks.put(e, sideMarks.get(e, 0) | bit);
    }
  }


  // ------------------------------------------------------------------------------------------
  // MoveGraph

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return 1 << shift;
  }

  @Override
  public int extraLocations() {
    return boxNames.length;
  }

  @Override
  public Position extraPosition(int k) {
    return Position.box(boxNames[k]);
  }

  @Override
  public int extraLocationOf(Position position) {
    if (position instanceof BoxPosition) {
      String name = ((BoxPosition) position).box();
      for (int k = 0; k < boxNames.length; k++) {
        if (boxNames[k].equals(name)) {
          return k;
        }
      }
    }
    return -1;
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public int ticksPerMp() {
    return TICKS;
  }

  @Override
  public int allowance() {
    return allowance;
  }

  @Override
  public int slots(int node) {
    int loc = node >>> shift;
    switch (mode) {
      case NORMAL:
        return loc >= hexCount ? 0 : (hex.get(loc) & ADJACENT) != 0 ? 18 : 6;
      case STRATEGIC:
      case RETREAT:
        return loc >= hexCount ? 0 : (hex.get(loc) & ADJACENT) != 0 ? overrunSlots + 12 : 6;
      default:
        // one-step modes: from a hex, before and after the step, an overrun can be asked for
        return loc < hexCount ? overrunSlots + 12 : (node & 1) != 0 ? 0 : overrunSlots;
    }
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    if (mode != NORMAL && slot >= overrunSlots) {
      return overrunOutsideNormal(node, spent, slot - overrunSlots, out);
    }
    if (shift == 1 && (node & 1) != 0) {
      return NONE;
    }
    switch (mode) {
      case NORMAL:
        if (slot < 6) {
          return step(node, spent, slot, out);
        }
        return overrun(node, spent, slot, out);
      case STRATEGIC:
        return step(node, spent, slot, out);
      case ONE_HEX:
      case INFILTRATION:
        return single(node, spent, slot, out);
      case AIR:
        return air(node, spent, slot, out);
      case RETREAT:
        return retreat(node, spent, slot, out);
      default:
        return modeChange(node, slot, out);
    }
  }

  private static int minP(int a, int b) {
    return b >= 0 && (a < 0 || b < a) ? b : a;
  }

  /**
   * What leaving a hex adds under the road-exit rule: the hex was charged its cheapest price
   * given how the unit entered it (along a road, a railroad, or neither); if the unit now leaves
   * off the road (and off any road connected to it) or off the railroad it entered along, and
   * the hex is no city, the price becomes the cheapest that remains valid.
   *
   * @param v the step value of the step leaving the hex (its road and railroad bits)
   * @return the surcharge, or -1 if what remains is "prohibited"
   */
  private int surcharge(int from, int s, int v) {
    final int node = from << 3 | s;
    if (node != memoNode || memoGeneration != generation) {
      memoize(from, s, node);
    }
    return memo[(v >> 3) & 3];
  }

  /** The four road-exit surcharges of a node, by whether the hexside left by continues a road
   * (bit 0) and whether it continues the railroad (bit 1); -1 where the remaining price is
   * "prohibited". */
  private void memoize(int from, int s, int node) {
    exitSurcharges(tab, info, from, s, memo);
    memoNode = node;
    memoGeneration = generation;
  }

  /** The four road-exit surcharges of a node under the given tables, into {@code out}. */
  private static void exitSurcharges(int[] tab, int[] info, int from, int s, int[] out) {
    final int fb = from * STRIDE;
    final boolean city = (info[from] & HexWeather.CITY) != 0;
    final int terrain = tab[fb];
    final int road = (s & 3) != 0 ? tab[fb + 1 + (s & 3)] : -1;
    final int rail = (s & 4) != 0 ? tab[fb + 1] : -1;
    final int charged = minP(minP(terrain, road), rail);
    for (int k = 0; k < 4; k++) {
      int valid = terrain;
      if (city || (k & 1) != 0) {
        valid = minP(valid, road);
      }
      if (city || (k & 2) != 0) {
        valid = minP(valid, rail);
      }
      out[k] = valid < 0 ? -1 : valid - charged;
    }
  }

  /**
   * What a step costs (hex entered, hexsides, road-exit surcharge of the hex left, strongpoint:
   * what {@link #base} charges) under other tables, such as those of the chart without one of its
   * modifiers. For explanations only, never for the search: it may compute and allocate.
   *
   * @param alt the tables to price with
   * @param altWeather the weather those tables were built for
   * @param from the hex left
   * @param s the search state of the node left
   * @param dir the direction
   * @param to the hex entered
   * @return the cost in engine units, or -1 if those tables close the step
   */
  int baseWith(StepTables alt, HexWeather altWeather, int from, int s, int dir, int to) {
    final int m = sideMark(from, dir);
    final int v = alt.stepValue(map, from, dir, to, (m & BRIDGE_UNIT) != 0,
        (m & FORT_GONE) != 0);
    if (v < 0) {
      return -1;
    }
    int cost = v >>> StepTables.COST_SHIFT;
    if (s != 0) {
      int[] x = new int[4];
      exitSurcharges(alt.tab, altWeather.info, from, s, x);
      int k = (v >> 3) & 3;
      if (x[k] < 0) {
        return -1;
      }
      cost += x[k];
    }
    if ((hex.get(to) & STRONGPOINT) != 0) {
      cost += Math.max(0, strongpointCost - fortCost(alt.side, altWeather.info, from, dir, to));
    }
    return cost;
  }

  /**
   * What the road-exit rule adds to a step for the hex it leaves (0 if nothing, or if the step is
   * closed anyway), for explanations.
   *
   * @param from the hex left
   * @param s the search state of the node left
   * @param dir the direction of the step
   * @param to the hex entered
   * @return the surcharge in engine units
   */
  int roadExitSurcharge(int from, int s, int dir, int to) {
    if (s == 0) {
      return 0;
    }
    int v = stepValue(from, dir, to);
    return v < 0 ? 0 : Math.max(0, surcharge(from, s, v));
  }

  /**
   * The price a hex was charged given how the unit entered it (along a road, a railroad, or
   * neither), for explanations.
   *
   * @param from the hex
   * @param s the search state of the node
   * @return the price in engine units
   */
  int roadPriceCharged(int from, int s) {
    final int fb = from * STRIDE;
    final int road = (s & 3) != 0 ? tab[fb + 1 + (s & 3)] : -1;
    final int rail = (s & 4) != 0 ? tab[fb + 1] : -1;
    return minP(minP(tab[fb], road), rail);
  }

  /**
   * What an intact fortified line on the hexside costs a step, for explanations.
   *
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return the cost in engine units, 0 if none
   */
  int fortifiedLineCost(int from, int dir, int to) {
    return fortCost(from, dir, to);
  }

  /**
   * What a strongpoint in the hex entered adds to a step beyond a fortified line on the hexside,
   * for explanations.
   *
   * @param from the hex left
   * @param dir the direction
   * @param to the hex entered
   * @return the cost in engine units, 0 if none
   */
  int strongpointSurcharge(int from, int dir, int to) {
    return (hex.get(to) & STRONGPOINT) == 0 ? 0
        : Math.max(0, strongpointCost - fortCost(from, dir, to));
  }

  private int sideMark(int from, int dir) {
    return anySideMarks ? sideMarks.get(from * 6 + dir, 0) : 0;
  }

  private boolean bridged(int from, int dir, long side) {
    return (side & BRIDGING) != 0 || (sideMark(from, dir) & BRIDGE_UNIT) != 0;
  }

  /** The step value of this query: the map's, or recomputed where a marker lies on the side. */
  private int stepValue(int from, int dir, int to) {
    final int m = sideMark(from, dir);
    return m == 0 ? edge[from * 6 + dir]
        : tables.stepValue(map, from, dir, to, (m & BRIDGE_UNIT) != 0, (m & FORT_GONE) != 0);
  }

  /**
   * The cost of a step without zones of control, enemy units and allowance: the step value
   * (the hex entered, hexsides), the road-exit surcharge for the hex left, a strongpoint. Sets
   * {@link #arrive}.
   *
   * @return the cost, or {@code ~why} if a rule forbids the step
   */
  private int base(int from, int s, int dir, int to, int tf) {
    final int v = stepValue(from, dir, to);
    if (v < 0) {
      return v;
    }
    arrive = v & 7;
    int cost = v >>> StepTables.COST_SHIFT;
    if (s != 0) {
      int x = surcharge(from, s, v);
      if (x < 0) {
        return ~StepReason.ROAD_EXIT.ordinal();
      }
      cost += x;
    }
    if ((tf & STRONGPOINT) != 0) {
      // a fortified hexside and a strongpoint together cost what the dearer of them costs
      cost += Math.max(0, strongpointCost - fortCost(from, dir, to));
    }
    return cost;
  }

  /** The fortified-line cost of a hexside (0 if none or destroyed). */
  private int fortCost(int from, int dir, int to) {
    return fortCost(sideCost, info, from, dir, to);
  }

  private int fortCost(int[] sides, int[] hexInfo, int from, int dir, int to) {
    if ((map.sideMask(from, dir) & FORT) == 0 || (sideMark(from, dir) & FORT_GONE) != 0) {
      return 0;
    }
    return Math.max(0, sides[ChartValues.FORTIFIED * ChartValues.WEATHERS
        + (hexInfo[to] & HexWeather.WEATHER)]);
  }

  /**
   * A step of normal or strategic movement. Kept small so the JIT inlines it into the search:
   * the map's step value plus the road-exit surcharge, within the allowance. Enemy units, zones
   * of control, strongpoints, strategic movement and closed steps go to {@link #stepSlow}.
   */
  private int step(int node, int spent, int dir, Transition out) {
    final int from = node >>> 3;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return NONE;
    }
    final int tf = hex.get(to);
    final int v = anySideMarks ? stepValue(from, dir, to) : edge[from * 6 + dir];
    if (v < 0 || (tf & (STRONGPOINT | ENEMY | ZOC)) != 0 || mode == STRATEGIC) {
      return stepSlow(node, spent, dir, out, from, to, tf);
    }
    int c = v >>> StepTables.COST_SHIFT;
    final int s = node & 7;
    if (s != 0) {
      final int x = surcharge(from, s, v);
      if (x < 0) {
        return stepSlow(node, spent, dir, out, from, to, tf);
      }
      c += x;
    }
    out.to = to << 3 | (v & 7);
    out.cost = c;
    if (c > allowance - spent) {
      return tooDear(c, spent, out);
    }
    return LEGAL;
  }

  private int tooDear(int c, int spent, Transition out) {
    out.rule = StepReason.ALLOWANCE.ordinal();
    out.argA = c;
    out.argB = allowance - spent;
    return ILLEGAL;
  }

  private int stepSlow(int node, int spent, int dir, Transition out, int from, int to, int tf) {
    int c = base(from, node & 7, dir, to, tf);
    if (c < 0) {
      out.to = to << 3;
      out.cost = -1;
      int why = ~c;
      if (why == StepReason.SUPER_HEAVY_ROAD.ordinal() && mode == STRATEGIC
          && (map.sideMask(from, dir) & MINOR) != 0) {
        why = StepReason.STRATEGIC_SUPER_HEAVY.ordinal();
      }
      out.rule = why;
      return ILLEGAL;
    }
    out.to = to << 3 | arrive;
    out.cost = c;
    if (mode == STRATEGIC && (arrive & 3) == 0) {
      out.rule = StepReason.STRATEGIC_OFF_ROAD.ordinal();
      return ILLEGAL;
    }
    if ((tf & ENEMY) != 0) {
      out.rule = StepReason.ENEMY_HEX.ordinal();
      return ILLEGAL;
    }
    if ((tf & ZOC) != 0) {
      if (mode == STRATEGIC) {
        out.rule = StepReason.STRATEGIC_ZOC.ordinal();
        return ILLEGAL;
      }
      c += zocCost;
      out.cost = c;
      if ((hex.get(from) & ZOC) != 0) {
        out.rule = StepReason.ZOC_TO_ZOC.ordinal();
        return ILLEGAL;
      }
    }
    if (c > allowance - spent) {
      return tooDear(c, spent, out);
    }
    return LEGAL;
  }

  private int overrun(int node, int spent, int slot, Transition out) {
    final boolean success = slot < OVERRUN_FAILURE;
    final int dir = success ? slot - OVERRUN_SUCCESS : slot - OVERRUN_FAILURE;
    final int from = node >>> 3;
    final int to = map.neighbor(from, dir);
    if (to < 0 || !success && (hex.get(to) & ENEMY) == 0) {
      return NONE;
    }
    out.flags = Transition.EXPLICIT;
    out.to = success ? to << 3 : node;
    if ((hex.get(to) & ENEMY) == 0) {
      out.rule = StepReason.OVERRUN_NO_ENEMY.ordinal();
      return ILLEGAL;
    }
    if (overrunBlock != 0) {
      out.rule = overrunBlock;
      return ILLEGAL;
    }
    final long side = map.sideMask(from, dir);
    int c = base(from, node & 7, dir, to, hex.get(to));
    if (c < 0) {
      out.rule = ~c;
      return ILLEGAL;
    }
    if (success) {
      out.to = to << 3 | arrive;
    }
    final int w = info[to] & HexWeather.WEATHER;
    int why = 0;
    if (w != EfsWeather.DRY.ordinal() && w != EfsWeather.FROST.ordinal()) {
      why = StepReason.OVERRUN_WEATHER.ordinal();
    } else if ((side & MAJOR) != 0) {
      why = StepReason.OVERRUN_MAJOR_RIVER.ordinal();
    } else if ((side & LAKE) != 0) {
      why = StepReason.OVERRUN_LAKE.ordinal();
    } else if ((info[to] & HexWeather.SWAMP) != 0 && w != EfsWeather.FROST.ordinal()) {
      why = StepReason.OVERRUN_SWAMP.ordinal();
    } else if (!motorizedEngineer && ((info[to] & HexWeather.CITY) != 0
        || (hex.get(to) & ENEMY_STRONGPOINT) != 0
        || (side & FORT) != 0 && (sideMark(from, dir) & FORT_GONE) == 0)) {
      why = StepReason.OVERRUN_ENGINEER.ordinal();
    } else {
      int targetZoc = (zocDirs.get(to, 0) >> ((dir + 3) % 6)) & 1;
      if (zocCount.get(from, 0) - targetZoc > 0) {
        why = StepReason.OVERRUN_OTHER_ZOC.ordinal();
      }
    }
    if (why != 0) {
      out.rule = why;
      return ILLEGAL;
    }
    c += overrunExtra;
    out.cost = c;
    if (c > allowance - spent) {
      out.rule = StepReason.OVERRUN_ALLOWANCE.ordinal();
      out.argA = c;
      out.argB = allowance - spent;
      return ILLEGAL;
    }
    if (success) {
      out.flags = Transition.EXPLICIT | Transition.STOP;
      out.rule = StepReason.OVERRUN_CONTINUE.ordinal();
    } else {
      out.cost = allowance - spent;
      out.flags = Transition.EXPLICIT | Transition.SPEND_ALL | Transition.STOP;
      out.rule = StepReason.OVERRUN_FAILED.ordinal();
    }
    return LEGAL;
  }

  /**
   * An overrun asked for in a mode other than normal movement: always illegal (the mode does not
   * allow it), priced as the step the mode would make so that the walk goes on and reports what
   * else is wrong with the order.
   *
   * @param k 0-5 a successful overrun in that direction, 6-11 a failed one
   */
  private int overrunOutsideNormal(int node, int spent, int k, Transition out) {
    final boolean success = k < 6;
    final int from = node >>> shift;
    final int to = map.neighbor(from, k % 6);
    if (to < 0 || !success && (hex.get(to) & ENEMY) == 0) {
      return NONE;
    }
    out.flags = Transition.EXPLICIT;
    out.rule = mode == ONE_HEX ? StepReason.OVERRUN_ONE_HEX.ordinal() : StepReason.OVERRUN_MODE.ordinal();
    final int rest = Math.max(0, allowance - spent);
    if (shift == 1) {
      // One Hex Movement, infiltration, air transport, mode change: the whole move
      out.to = success ? to << 1 | 1 : node | 1;
      out.cost = rest;
    } else if (!success) {
      out.to = node;
      out.cost = rest;
    } else if (mode == RETREAT) {
      out.to = to;
      out.cost = TICKS;
    } else {
      int c = base(from, node & 7, k, to, hex.get(to));
      out.to = c < 0 ? to << 3 : to << 3 | arrive;
      out.cost = c < 0 ? -1 : c + overrunExtra;
    }
    return ILLEGAL;
  }

  private boolean mud(int hex) {
    return (info[hex] & HexWeather.WEATHER) == MUD;
  }

  /** One Hex Movement and infiltration: one hex, all points, then the move ends. */
  private int single(int node, int spent, int dir, Transition out) {
    final int from = node >>> 1;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return NONE;
    }
    final long side = map.sideMask(from, dir);
    out.to = to << 1 | 1;
    final int tf = hex.get(to);
    int c = base(from, 0, dir, to, tf);
    if (c < 0) {
      out.rule = ~c;
      return ILLEGAL;
    }
    out.cost = Math.max(0, allowance - spent);
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    final boolean unbridgedMajor = (side & MAJOR) != 0 && !bridged(from, dir, side);
    int why = 0;
    final boolean zocFrom = (hex.get(from) & ZOC) != 0;
    if ((tf & ENEMY) != 0) {
      why = StepReason.ENEMY_HEX.ordinal();
    } else if (mode == ONE_HEX) {
      if (mud(from) || mud(to)) {
        why = StepReason.ONE_HEX_MUD.ordinal();
      } else if (zocFrom && (tf & ZOC) != 0) {
        why = StepReason.ONE_HEX_ZOC.ordinal();
      } else if (unbridgedMajor && phase != EfsPhase.REGULAR_MOVEMENT) {
        why = StepReason.ONE_HEX_MAJOR_RIVER.ordinal();
      }
    } else {
      if (mud(from) || mud(to)) {
        why = StepReason.INFILTRATION_MUD.ordinal();
      } else if ((tf & ZOC) == 0) {
        why = StepReason.INFILTRATION_NOT_ZOC.ordinal();
      } else if ((side & enemyFort) != 0 && (sideMark(from, dir) & FORT_GONE) == 0) {
        why = StepReason.INFILTRATION_FORT.ordinal();
      } else if ((tf & ENEMY_STRONGPOINT) != 0) {
        why = StepReason.INFILTRATION_STRONGPOINT.ordinal();
      } else if (unbridgedMajor) {
        why = StepReason.INFILTRATION_MAJOR_RIVER.ordinal();
      } else if (((info[from] | info[to]) & HexWeather.MAJOR_CITY) != 0) {
        why = StepReason.INFILTRATION_MAJOR_CITY.ordinal();
      }
    }
    if (why != 0) {
      out.rule = why;
      return ILLEGAL;
    }
    out.rule = mode == ONE_HEX ? StepReason.ONE_HEX_DONE.ordinal() : StepReason.INFILTRATION_DONE.ordinal();
    return LEGAL;
  }

  private int air(int node, int spent, int loc, Transition out) {
    if (loc == node >>> 1) {
      return NONE;
    }
    out.to = loc << 1 | 1;
    out.cost = Math.max(0, allowance - spent);
    out.flags = Transition.SPEND_ALL | Transition.STOP;
    int why = loc < hexCount ? airHex(loc) : airBox(loc - hexCount);
    if (why != 0) {
      out.rule = why;
      return ILLEGAL;
    }
    out.rule = StepReason.AIR_DONE.ordinal();
    return LEGAL;
  }

  /**
   * Whether a hex can start or end an air transport for the moving side.
   *
   * @return 0 if it can, else the reason
   */
  int airHex(int i) {
    final int f = info[i];
    if ((f & (HexWeather.TOWN | HexWeather.CITY)) == 0) {
      return StepReason.AIR_NOT_TERMINAL.ordinal();
    }
    if ((hex.get(i) & ENEMY) != 0 || !friendly.contains(i) && !controlRegion(i)) {
      return StepReason.AIR_NOT_FRIENDLY.ordinal();
    }
    if ((hex.get(i) & ADJACENT) != 0) {
      return StepReason.AIR_ENEMY_ADJACENT.ordinal();
    }
    if (interdicted.contains(i)) {
      return StepReason.AIR_INTERDICTED.ordinal();
    }
    if ((f & HexWeather.CITY) == 0 && (f & HexWeather.WEATHER) == MUD && !engineerInStack
        && !engineers.contains(i)) {
      return StepReason.AIR_TOWN_MUD.ordinal();
    }
    return 0;
  }

  /**
   * Whether a box can start or end an air transport for the moving side.
   *
   * @return 0 if it can, else the reason
   */
  int airBox(int k) {
    String owner = boxSides[k];
    if (owner == null) {
      return StepReason.AIR_NOT_TERMINAL.ordinal();
    }
    if (!owner.isEmpty() && !owner.equals(side)) {
      return StepReason.AIR_BOX_SIDE.ordinal();
    }
    return 0;
  }

  private boolean controlRegion(int i) {
    for (Region r : map.regions().values()) {
      if (r.kind().equals(EfsVocabulary.CONTROL_REGION)
          && side.equals(r.attributes().get("side")) && r.contains(i)) {
        return true;
      }
    }
    return false;
  }

  private int retreat(int node, int spent, int dir, Transition out) {
    final int from = node;
    final int to = map.neighbor(from, dir);
    if (to < 0) {
      return NONE;
    }
    out.to = to;
    out.cost = TICKS;
    final int tf = hex.get(to);
    int c = base(from, 0, dir, to, tf);
    if (c < 0) {
      int why = ~c;
      out.rule = why == StepReason.SUPER_HEAVY_ROAD.ordinal() ? StepReason.RETREAT_SUPER_HEAVY.ordinal() : why;
      return ILLEGAL;
    }
    if ((tf & ENEMY) != 0) {
      out.rule = StepReason.ENEMY_HEX.ordinal();
      return ILLEGAL;
    }
    if (TICKS > allowance - spent) {
      out.rule = StepReason.RETREAT_LENGTH.ordinal();
      return ILLEGAL;
    }
    return LEGAL;
  }

  private int modeChange(int node, int slot, Transition out) {
    out.to = node | 1;
    out.cost = 0;
    out.flags = Transition.EXPLICIT | Transition.STOP;
    int why = 0;
    if (phase != EfsPhase.ENGINEERING) {
      why = StepReason.MODE_PHASE.ordinal();
    } else if (slot == 0 && anyFiring || slot == 1 && !allFiring) {
      why = StepReason.MODE_SAME.ordinal();
    } else if (slot == 0 && anyMoved) {
      why = StepReason.MODE_MOVED.ordinal();
    }
    if (why != 0) {
      out.rule = why;
      return ILLEGAL;
    }
    out.rule = StepReason.MODE_DONE.ordinal();
    return LEGAL;
  }

  // ------------------------------------------------------------------------------------------
  // Explanations

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    StepReason w = WHY[code];
    int fromLoc = fromNode >>> shift;
    int toLoc = t.to < 0 ? -1 : t.to >>> shift;
    switch (w) {
      case ALLOWANCE:
        return DearStep.explain(this, t, fromNode, spent);
      case OVERRUN_ALLOWANCE:
        return Violation.builder().rule(w.rule.ref()).reason(w.reason)
            .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(Math.max(0, t.argB), TICKS))
            .build();
      case TERRAIN_CLOSED:
        return Violation.of(w.rule, describeHex(toLoc) + " is closed to " + mover()
            + (toLoc >= 0 && (info[toLoc] & HexWeather.SWAMP) != 0 && (profile & StepTables.MOT) != 0
            ? " (motorized units enter swamp along a railroad)" : ""));
      case HEXSIDE_CLOSED:
        return Violation.of(w.rule, describeSide(fromLoc, toLoc) + " cannot be crossed by "
            + mover() + " in " + weatherName(toLoc));
      case ROAD_EXIT:
        return Violation.of(w.rule, "the unit came into " + map.label(fromLoc) + " along a road"
            + " or railroad, and " + describeHex(fromLoc) + " is closed to it off the road;"
            + " it may go on along the road, or stop and leave next phase");
      case OVERRUN_MODE:
        return Violation.of(w.rule, "an overrun is part of normal movement, not of "
            + MODE_IDS[mode] + " movement");
      case RETREAT_LENGTH:
        return Violation.of(w.rule, "the retreat is " + retreatHexes + " hexes long"
            + (retreatedBefore == 0 ? "" : ", and the unit retreated " + retreatedBefore
                + " of them in an earlier order"));
      default:
        return Violation.of(w.rule, w.reason);
    }
  }

  private String mover() {
    return superHeavy ? "super-heavy artillery"
        : (profile & StepTables.MOT) != 0 && (profile & StepTables.NONMOT) != 0 ? "this stack"
        : (profile & StepTables.MOT) != 0 ? "motorized units" : "non-motorized units";
  }

  private String weatherName(int loc) {
    if (loc < 0 || loc >= hexCount) {
      return "this weather";
    }
    int f = info[loc];
    String w = EfsWeather.values()[f & HexWeather.WEATHER].id();
    return (f & HexWeather.LINGERING) != 0 && (f & HexWeather.WOODS) != 0
        ? w + " (lingering mud)" : w;
  }

  private String describeHex(int loc) {
    if (loc < 0 || loc >= hexCount) {
      return "that place";
    }
    List<String> names = new ArrayList<>();
    for (Enum<?> e : map.vocabulary().hexFeaturesOf(map.hexMask(loc))) {
      names.add(TerrainVocabulary.spell(e));
    }
    String terrain = names.isEmpty() ? "clear" : String.join("+", names);
    return terrain + " in " + weatherName(loc) + " (" + map.label(loc) + ")";
  }

  private String describeSide(int a, int b) {
    if (a < 0 || b < 0 || a >= hexCount || b >= hexCount) {
      return "the hexside";
    }
    int dir = map.hex(a).directionTo(map.hex(b)).index();
    long s = map.sideMask(a, dir);
    String what = (s & LAKE) != 0 ? "a lake hexside" : (s & MAJOR) != 0 ? "a major river"
        : "a river";
    return what;
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    if (mode == AIR) {
      return Violation.of(StepReason.AIR_NOT_TERMINAL.rule, StepReason.AIR_NOT_TERMINAL.reason);
    }
    return Violation.of(io.github.warpath.efs.EfsRule.HEX_TO_HEX, "units move from a hex to an"
        + " adjacent hex (a failed overrun names an adjacent enemy hex)");
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    if (step.facing() != null) {
      return false;
    }
    String a = step.action();
    if (slot >= overrunSlots) {
      int k = slot - overrunSlots;
      if (k < 6) {
        return EfsVocabulary.OVERRUN_SUCCESS.equals(a);
      }
      return a != null && a.startsWith(EfsVocabulary.OVERRUN_FAILURE + "@")
          && failureTarget(a) == map.neighbor(node >>> shift, k - 6);
    }
    if (mode == MODE_CHANGE) {
      return (slot == 0 ? EfsVocabulary.TO_FIRING : EfsVocabulary.TO_MOVE).equals(a);
    }
    return a == null;
  }

  /**
   * The hex index named by a failed-overrun action.
   *
   * @param action {@code overrun:failure@<hex>}
   * @return the index
   * @throws InvalidInputException if the label is malformed or off the map
   */
  int failureTarget(String action) {
    String label = action.substring(EfsVocabulary.OVERRUN_FAILURE.length() + 1);
    try {
      return map.index(map.parse(label));
    } catch (InvalidInputException e) {
      throw new InvalidInputException("action", "'" + action + "': " + e.getMessage());
    }
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    if (mode != NORMAL && slot >= overrunSlots) {
      return slot - overrunSlots < 6 ? "overrun" : "overrun failed";
    }
    switch (mode) {
      case ONE_HEX:
        return "One Hex Movement";
      case INFILTRATION:
        return "infiltration";
      case AIR:
        return "air transport";
      case RETREAT:
        return "retreat";
      case MODE_CHANGE:
        return slot == 0 ? "to firing side" : "to mobile side";
      default:
        break;
    }
    if (slot >= OVERRUN_FAILURE) {
      return "overrun failed";
    }
    List<String> parts = new ArrayList<>();
    if (slot >= OVERRUN_SUCCESS) {
      parts.add("overrun");
    }
    int s = t.to & 7;
    String[] roads = {"", "minor road", "main road", "Motorway"};
    if ((s & 3) != 0) {
      parts.add("along " + roads[s & 3]);
    }
    if ((s & 4) != 0) {
      parts.add("along railroad");
    }
    int from = fromNode >>> 3;
    int fs = fromNode & 7;
    int dir = slot % 6;
    int next = from < hexCount ? map.neighbor(from, dir) : -1;
    int v = next < 0 ? -1 : stepValue(from, dir, next);
    if (fs != 0 && v >= 0) {
      int x = surcharge(from, fs, v);
      if (x > 0) {
        parts.add("left the road in " + map.label(from) + ": +" + Mp.ofTicks(x, TICKS));
      }
    }
    int to = t.to >>> 3;
    if (slot < 6 && to < hexCount && (hex.get(to) & ZOC) != 0 && zocCost > 0) {
      parts.add("enemy ZOC +" + Mp.ofTicks(zocCost, TICKS));
    }
    return String.join("; ", parts);
  }

  @Override
  public int minCostPerHex() {
    switch (mode) {
      case NORMAL:
      case STRATEGIC:
        return minStep;
      case RETREAT:
        return TICKS;
      default:
        return 0;
    }
  }

  // ------------------------------------------------------------------------------------------
  // For eligibility and apply

  /**
   * Whether a hex is in an enemy zone of control for the moving side.
   *
   * @param i a hex index
   * @return true if in an enemy ZOC
   */
  boolean inZoc(int i) {
    return i >= 0 && i < hexCount && (hex.get(i) & ZOC) != 0;
  }

  /**
   * The weather column of a hex after lingering mud.
   *
   * @param i a hex index
   * @return the column
   */
  EfsWeather weatherAt(int i) {
    return EfsWeather.values()[info[i] & HexWeather.WEATHER];
  }

  /**
   * Whether a hex has a terrain feature.
   *
   * @param i a hex index
   * @param t the feature
   * @return true if present
   */
  boolean has(int i, EfsTerrain t) {
    return (map.hexMask(i) & (1L << t.ordinal())) != 0;
  }
}
