package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadHexside;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.squad.SquadTerrain;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The squad-afv rules compiled for one query: one unit or a stack that moves as one body.
 *
 * <p><b>Groups.</b> A query moves infantry (any mix of leaders, squads, half squads and teams),
 * vehicles and AFVs of one movement class and one facing, or guns of one movement class, and the
 * vehicles or guns may take infantry along on foot (a mixed stack). Each member has its own
 * allowance; the group may go on while every member still moving has points left, so the
 * group's allowance is the least of them. Squads and half squads get the leader's rate while a
 * leader moves with them. In a mixed stack the search's cost is the vehicles' or guns' (with
 * their turns and reverse); the infantry pay their own foot cost per hex from their own points,
 * which the state tracks in multiples of the map's foot-cost grain, so the search stays exact.
 *
 * <p><b>States.</b> A node is {@code hex * states() + state}, and the state packs, from the
 * fastest-changing field: the facing (vehicles and guns, 6 values), the reverse setting of a
 * vehicle (free, held forward, held reverse: 3), whether a vehicle has already turned in this hex
 * (2), whether the group has entered a hex yet (2, for the minimum move), which leaders have
 * been lost (a bit per leader) and, in a mixed stack, the infantry's spent points. Unused fields
 * have one value.
 *
 * <p><b>Slots.</b> The six moves come first (slot = direction). Vehicles add six reverse moves,
 * six turns in place (slot = new facing), six close assaults and the two reverse toggles; guns
 * add six turns and six close assaults; infantry add six close assaults; and per leader (in an
 * infantry or a mixed stack) a pinned and an eliminated event follow. Close assaults, toggles and events are explicit transitions:
 * only an order's step action takes them.
 *
 * <p>Costs are in twelfths of a point. Not thread-safe: one per {@code SearchBuffers}.
 */
public final class SquadGraph implements MoveGraph {
  /** Engine units per movement point. */
  public static final int TICKS = 12;

  /** Group of infantry units. */
  public static final int INFANTRY = 0;
  /** Group of vehicles and AFVs. */
  public static final int VEHICLE = 1;
  /** Group of guns. */
  public static final int GUN = 2;

  /** Slot kind: enter the neighbour (forward for vehicles). */
  public static final int K_MOVE = 0;
  /** Slot kind: a vehicle enters the neighbour in reverse. */
  public static final int K_REVERSE = 1;
  /** Slot kind: turn in place to a facing. */
  public static final int K_TURN = 2;
  /** Slot kind: close assault into an enemy-held neighbour. */
  public static final int K_CLOSE_ASSAULT = 3;
  /** Slot kind: set reverse on. */
  public static final int K_TOGGLE_REVERSE = 4;
  /** Slot kind: set reverse off. */
  public static final int K_TOGGLE_FORWARD = 5;
  /** Slot kind: a leader is pinned. */
  public static final int K_PINNED = 6;
  /** Slot kind: a leader is eliminated. */
  public static final int K_ELIMINATED = 7;

  /** Reverse setting: chosen per step. */
  static final int FREE = 0;
  /** Reverse setting: held off by a toggle. */
  static final int HELD_FORWARD = 1;
  /** Reverse setting: held on by a toggle. */
  static final int HELD_REVERSE = 2;

  /** The most leaders whose loss a stack can track (a stack holds at most four infantry). */
  static final int MAX_LEADERS = 4;

  private static final int[][] INFANTRY_KIND = new int[MAX_LEADERS + 1][];
  private static final int[][] INFANTRY_ARG = new int[MAX_LEADERS + 1][];
  private static final int[] VEHICLE_KIND = new int[26];
  private static final int[] VEHICLE_ARG = new int[26];
  private static final int[] GUN_KIND = new int[18];
  private static final int[] GUN_ARG = new int[18];
  // vehicles and guns moving with infantry that has leaders: the leader events appended
  private static final int[][] VEHICLE_LED_KIND = new int[MAX_LEADERS + 1][];
  private static final int[][] VEHICLE_LED_ARG = new int[MAX_LEADERS + 1][];
  private static final int[][] GUN_LED_KIND = new int[MAX_LEADERS + 1][];
  private static final int[][] GUN_LED_ARG = new int[MAX_LEADERS + 1][];

  static {
    for (int l = 0; l <= MAX_LEADERS; l++) {
      int[] k = new int[12 + 2 * l];
      int[] a = new int[k.length];
      for (int d = 0; d < 6; d++) {
        k[d] = K_MOVE;
        a[d] = d;
        k[6 + d] = K_CLOSE_ASSAULT;
        a[6 + d] = d;
      }
      for (int i = 0; i < l; i++) {
        k[12 + 2 * i] = K_PINNED;
        a[12 + 2 * i] = i;
        k[13 + 2 * i] = K_ELIMINATED;
        a[13 + 2 * i] = i;
      }
      INFANTRY_KIND[l] = k;
      INFANTRY_ARG[l] = a;
    }
    for (int d = 0; d < 6; d++) {
      VEHICLE_KIND[d] = K_MOVE;
      VEHICLE_KIND[6 + d] = K_REVERSE;
      VEHICLE_KIND[12 + d] = K_TURN;
      VEHICLE_KIND[18 + d] = K_CLOSE_ASSAULT;
      GUN_KIND[d] = K_MOVE;
      GUN_KIND[6 + d] = K_TURN;
      GUN_KIND[12 + d] = K_CLOSE_ASSAULT;
      for (int j = 0; j < 4; j++) {
        VEHICLE_ARG[6 * j + d] = d;
      }
      for (int j = 0; j < 3; j++) {
        GUN_ARG[6 * j + d] = d;
      }
    }
    VEHICLE_KIND[24] = K_TOGGLE_REVERSE;
    VEHICLE_KIND[25] = K_TOGGLE_FORWARD;
    for (int l = 0; l <= MAX_LEADERS; l++) {
      VEHICLE_LED_KIND[l] = withLeaders(VEHICLE_KIND, l, true);
      VEHICLE_LED_ARG[l] = withLeaders(VEHICLE_ARG, l, false);
      GUN_LED_KIND[l] = withLeaders(GUN_KIND, l, true);
      GUN_LED_ARG[l] = withLeaders(GUN_ARG, l, false);
    }
  }

  /** A slot table with a pinned and an eliminated event per leader appended. */
  private static int[] withLeaders(int[] base, int leaders, boolean kinds) {
    int[] out = Arrays.copyOf(base, base.length + 2 * leaders);
    for (int i = 0; i < leaders; i++) {
      out[base.length + 2 * i] = kinds ? K_PINNED : i;
      out[base.length + 2 * i + 1] = kinds ? K_ELIMINATED : i;
    }
    return out;
  }

  /** Eligibility problem: the units do not share a start hex. */
  public static final int E_APART = 0;
  /** Eligibility problem: the units belong to different sides. */
  public static final int E_SIDES = 1;
  /** Eligibility problem: a unit rides in a transport. */
  public static final int E_PASSENGER = 2;
  /** Eligibility problem: a unit has already moved. */
  public static final int E_MOVED = 3;
  /** Eligibility problem: a unit is pinned. */
  public static final int E_PINNED = 4;
  /** Eligibility problem: a unit has no movement points. */
  public static final int E_NO_POINTS = 5;
  /** Eligibility problem: the stack is larger than a hex may hold. */
  public static final int E_OVERSTACKED = 6;
  /** Eligibility problem: assault movement with a unit that is not infantry. */
  public static final int E_ASSAULT = 7;
  /** Number of eligibility problems. */
  public static final int E_COUNT = 8;

  // the query
  private GameState state;
  private HexMap map;
  private Chart chart;
  private int[] steps;
  private int minStep;
  private int type;
  private MovementClass cls;
  private boolean assault;
  private boolean oneHexGun;
  private String side;
  private int count;
  private int[] member = new int[4];
  private int[] rate = new int[4];
  private boolean[] bonus = new boolean[4];
  private boolean[] walks = new boolean[4];
  private int leaders;
  private final int[] leader = new int[MAX_LEADERS];
  private final int[] allowance = new int[1 << MAX_LEADERS];
  // a vehicle, AFV or gun moving with infantry: the infantry's own points, per lost-leader mask
  private boolean mixed;
  private MovementClass footCls;
  private final int[] footAllowance = new int[1 << MAX_LEADERS];
  private int[] footSteps;
  private int footGrain = 1;
  private int footDim = 1;
  private final int[] active = new int[1 << MAX_LEADERS];
  private final int[] problem = new int[E_COUNT];
  private int start;
  private int startFacing;
  private MoveQuery query;
  /** The unit whose costs the search follows, and the first infantry walking with it. */
  private Unit leadUnit;
  private Unit footUnit;

  // the state layout
  private int states;
  private int facingDim;
  private int strideMode;
  private int strideTurned;
  private int strideMoved;
  private int strideLost;
  private int strideFoot;
  private int[] stateFacing = new int[0];
  private int[] stateMode = new int[0];
  private int[] stateTurned = new int[0];
  private int[] stateMoved = new int[0];
  private int[] stateLost = new int[0];
  private int[] stateFoot = new int[0];
  private int[] slotKind;
  private int[] slotArg;

  private final EpochMarks enemy = new EpochMarks();
  private final Unit[] facingMemo = new Unit[4];
  private final int[] facingMemoValue = new int[4];
  private int facingMemoNext;

  // memos, so that repeated queries on one state allocate nothing
  private GameState validated;
  private Map<String, String> chartSource;
  private HexMap tableMap;
  private Chart tableChart;
  private MovementClass tableClass;
  private StepTable table;
  private HexMap footTableMap;
  private Chart footTableChart;
  private MovementClass footTableClass;
  private StepTable footTable;

  /** Creates an empty graph; {@link #reset} fills it. */
  public SquadGraph() {}

  /**
   * Whether a state still needs validating (it is not the one last validated here).
   *
   * @param s the state
   * @return true if {@code s} is not the last validated state
   */
  public boolean needsValidation(GameState s) {
    return s != validated;
  }

  /**
   * Records that a state passed validation.
   *
   * @param s the state
   */
  public void validated(GameState s) {
    validated = s;
  }

  /**
   * Compiles a query.
   *
   * @param s the state (validated)
   * @param query the query
   * @param assaultMode whether the query uses assault movement
   * @throws InvalidInputException for units that cannot move as one body
   */
  public void reset(GameState s, MoveQuery query, boolean assaultMode) {
    this.state = s;
    this.query = query;
    this.map = s.hexMap();
    this.assault = assaultMode;
    if (s.charts() != chartSource || chart == null) {
      chart = Chart.of(s.charts());
      chartSource = s.charts();
    }
    Arrays.fill(problem, -1);
    List<String> ids = query.units();
    count = ids.size();
    if (member.length < count) {
      member = new int[count];
      rate = new int[count];
      bonus = new boolean[count];
      walks = new boolean[count];
    }
    resolveMembers(ids);
    if (table == null || tableMap != map || tableChart != chart || tableClass != cls) {
      table = StepTable.of(map, chart, cls);
      tableMap = map;
      tableChart = chart;
      tableClass = cls;
    }
    steps = table.cost;
    minStep = table.minStep;
    if (mixed) {
      if (footTable == null || footTableMap != map || footTableChart != chart
          || footTableClass != footCls) {
        footTable = StepTable.of(map, chart, footCls);
        footTableMap = map;
        footTableChart = chart;
        footTableClass = footCls;
        footGrain = grain(footTable.cost);
      }
      footSteps = footTable.cost;
    }
    computeAllowances();
    layout();
    Unit first = s.units().get(member[0]);
    Position from = query.start().orElse(first.position());
    Hex startHex = from.hexOrNull();
    if (startHex == null) {
      throw new InvalidInputException("start", "squad-afv units move on hexes, not in " + from);
    }
    start = map.require(startHex, "start") * states + (from.equals(first.position())
        ? PhaseFacts.startState(this, leadUnit, footUnit) : encode(startFacing, FREE, 0, 0, 0));
    enemy.reset(map.size());
    List<Unit> all = s.units();
    for (int i = 0; i < all.size(); i++) {
      Unit u = all.get(i);
      Hex h = u.hexOrNull();
      if (h != null && !u.side().equals(side)) {
        enemy.add(map.index(h));
      }
    }
  }

  private void resolveMembers(List<String> ids) {
    List<Unit> all = state.units();
    int infantry = 0;
    int heavy = 0;
    leaders = 0;
    Unit first = null;
    for (int m = 0; m < count; m++) {
      int idx = state.unitIndex(ids.get(m));
      member[m] = idx;
      Unit u = all.get(idx);
      UnitKind k = UnitKind.parse(u.kind(), "kind");
      if (first == null) {
        first = u;
        side = u.side();
      }
      if (Stacking.carried(u)) {
        flag(E_PASSENGER, m);
      } else if (k.infantry()) {
        infantry++;
      } else {
        heavy++;
      }
      if (k == UnitKind.LEADER && leaders < MAX_LEADERS) {
        leader[leaders++] = m;
      }
      if (!u.side().equals(side)) {
        flag(E_SIDES, m);
      }
      if (!u.position().equals(first.position())) {
        flag(E_APART, m);
      }
      if (u.hasFlag(Flags.MOVED) && (u.phaseMovement().isEmpty()
          || !u.position().equals(query.start().orElse(u.position())))) {
        // a unit whose move goes on (its phase movement recorded) has not made its move yet
        flag(E_MOVED, m);
      }
      if (u.hasFlag(Flags.PINNED)) {
        flag(E_PINNED, m);
      }
      if (assault && !k.infantry()) {
        flag(E_ASSAULT, m);
      }
    }
    if (!Stacking.withinLimits(heavy, infantry)) {
      flag(E_OVERSTACKED, 0);
    }
    // The body that moves: the units that are not passengers (or all, if only passengers are
    // named; eligibility refuses those moves anyway).
    boolean skipCarried = problem[E_PASSENGER] >= 0 && heavy + infantry > 0;
    // The vehicles, AFVs or guns lead (their facing and costs are the search's); infantry with
    // them walk alongside on their own points.
    Unit lead = null;
    UnitKind leadKind = null;
    Unit foot = null;
    UnitKind footKind = null;
    for (int m = 0; m < count; m++) {
      Unit u = all.get(member[m]);
      if (skipCarried && Stacking.carried(u)) {
        continue;
      }
      UnitKind k = UnitKind.parse(u.kind(), "kind");
      if (k.infantry()) {
        // infantry always move on foot (validation refuses any other class)
        if (foot == null) {
          foot = u;
          footKind = k;
        }
        continue;
      }
      if (lead == null) {
        lead = u;
        leadKind = k;
        continue;
      }
      if (k.turns() != leadKind.turns() || (k == UnitKind.GUN) != (leadKind == UnitKind.GUN)) {
        throw mixed(lead, u, "kinds " + lead.kind() + " and " + u.kind());
      }
      if (classOf(u, k) != classOf(lead, leadKind)) {
        throw mixed(lead, u, "movement classes " + classOf(lead, leadKind).spelled() + " and "
            + classOf(u, k).spelled());
      }
      if (k.turns() && facingOf(u) != facingOf(lead)) {
        throw mixed(lead, u, "facings " + lead.facing().orElseThrow() + " and "
            + u.facing().orElseThrow());
      }
    }
    mixed = lead != null && foot != null;
    if (lead == null) {
      lead = foot;
      leadKind = footKind;
    }
    footCls = mixed ? classOf(foot, footKind) : null;
    leadUnit = lead;
    footUnit = foot;
    cls = classOf(lead, leadKind);
    type = leadKind.turns() ? VEHICLE : leadKind == UnitKind.GUN ? GUN : INFANTRY;
    startFacing = leadKind.faced() ? facingOf(lead) : 0;
  }

  /** A faced unit's facing index; remembers the last units asked, to spare the Optional. */
  private int facingOf(Unit u) {
    for (int i = 0; i < facingMemo.length; i++) {
      if (facingMemo[i] == u) {
        return facingMemoValue[i];
      }
    }
    int f = u.facing().orElseThrow().index();
    facingMemo[facingMemoNext] = u;
    facingMemoValue[facingMemoNext] = f;
    facingMemoNext = (facingMemoNext + 1) % facingMemo.length;
    return f;
  }

  private static InvalidInputException mixed(Unit a, Unit b, String what) {
    return new InvalidInputException("units", "'" + a.id() + "' and '" + b.id()
        + "' pay different costs (" + what + "), so they cannot be moved as one stack here;"
        + " in a stack the vehicles and AFVs share one movement class and facing, and guns one"
        + " movement class (infantry may move with either). Move them one after the other");
  }

  /**
   * The movement class of a unit: its {@code movement-class} attribute or its kind's default.
   *
   * @param u the unit
   * @param k its kind
   * @return the class
   */
  public static MovementClass classOf(Unit u, UnitKind k) {
    String v = u.attributes().get(Attributes.MOVEMENT_CLASS);
    return v == null ? k.defaultClass() : MovementClass.parse(v, "movement-class");
  }

  private void flag(int code, int m) {
    if (problem[code] < 0) {
      problem[code] = m;
    }
  }

  private void computeAllowances() {
    List<Unit> all = state.units();
    oneHexGun = false;
    for (int m = 0; m < count; m++) {
      Unit u = all.get(member[m]);
      UnitKind k = UnitKind.parse(u.kind(), "kind");
      int own = k.textRateMp() > 0 ? k.textRateMp() * TICKS : u.allowance().ticks(TICKS);
      rate[m] = own;
      bonus[m] = k.takesLeaderBonus();
      walks[m] = mixed && k.infantry();
      if (k == UnitKind.GUN && own == TICKS) {
        oneHexGun = true;
      }
      if (own == 0) {
        flag(E_NO_POINTS, m);
      }
    }
    int masks = 1 << leaders;
    for (int mask = 0; mask < masks; mask++) {
      boolean led = Integer.bitCount(mask) < leaders;
      int min = Integer.MAX_VALUE;
      int footMin = Integer.MAX_VALUE;
      int n = 0;
      for (int m = 0; m < count; m++) {
        if (isLost(m, mask)) {
          continue;
        }
        int r = bonus[m] && led ? UnitKind.LEADER.textRateMp() * TICKS : rate[m];
        if (assault) {
          r /= 2;
        }
        if (!walks[m]) {
          // what the unit spent in earlier orders of the phase (walkers' is in the state)
          r = Math.max(0, r - spentBefore(all.get(member[m])));
        }
        if (walks[m]) {
          footMin = Math.min(footMin, r);
        } else {
          min = Math.min(min, r);
        }
        n++;
      }
      allowance[mask] = n == 0 ? 0 : min;
      footAllowance[mask] = footMin;
      active[mask] = n;
    }
  }

  private boolean isLost(int m, int mask) {
    for (int i = 0; i < leaders; i++) {
      if (leader[i] == m) {
        return (mask & (1 << i)) != 0;
      }
    }
    return false;
  }

  private void layout() {
    facingDim = type == INFANTRY ? 1 : 6;
    int modeDim = type == VEHICLE ? 3 : 1;
    int turnedDim = type == VEHICLE ? 2 : 1;
    strideMode = facingDim;
    strideTurned = strideMode * modeDim;
    strideMoved = strideTurned * turnedDim;
    strideLost = strideMoved * 2;
    strideFoot = strideLost * (1 << leaders);
    footDim = mixed ? footLevels() : 1;
    states = strideFoot * footDim;
    if (stateFacing.length < states) {
      stateFacing = new int[states];
      stateMode = new int[states];
      stateTurned = new int[states];
      stateMoved = new int[states];
      stateLost = new int[states];
      stateFoot = new int[states];
    }
    for (int s = 0; s < states; s++) {
      stateFacing[s] = s % facingDim;
      stateMode[s] = s / strideMode % modeDim;
      stateTurned[s] = s / strideTurned % turnedDim;
      stateMoved[s] = s / strideMoved % 2;
      stateLost[s] = s / strideLost % (1 << leaders);
      stateFoot[s] = s / strideFoot;
    }
    if (type == VEHICLE) {
      slotKind = VEHICLE_LED_KIND[leaders];
      slotArg = VEHICLE_LED_ARG[leaders];
    } else if (type == GUN) {
      slotKind = GUN_LED_KIND[leaders];
      slotArg = GUN_LED_ARG[leaders];
    } else {
      slotKind = INFANTRY_KIND[leaders];
      slotArg = INFANTRY_ARG[leaders];
    }
  }

  /** Points a unit spent in earlier orders of the phase, in engine units. */
  private int spentBefore(Unit u) {
    return u.position().equals(query.start().orElse(u.position()))
        ? u.phaseMovement().map(pm -> pm.spent().twelfths()).orElse(0) : 0;
  }

  /**
   * A search state from its fields (no leader lost).
   *
   * @param facing the facing index
   * @param mode {@link #FREE}, {@link #HELD_FORWARD} or {@link #HELD_REVERSE}
   * @param turned 1 if the vehicle has turned in this hex
   * @param moved 1 if the group has entered a hex
   * @param foot the infantry's spent points in a mixed stack, in engine units
   * @return the state
   */
  int state(int facing, int mode, int turned, int moved, int foot) {
    int level = mixed ? Math.min(footDim - 1, (foot + footGrain - 1) / footGrain) : 0;
    return encode(facing, mode, turned, moved, 0) + level * strideFoot;
  }

  /**
   * The fields of a search state: facing, reverse setting, turned, moved, the infantry's spent
   * points (engine units).
   *
   * @param s the state
   * @return {facing, mode, turned, moved, foot}
   */
  int[] fields(int s) {
    return new int[] {stateFacing[s], stateMode[s], stateTurned[s], stateMoved[s],
        mixed ? footSpent(s) : 0};
  }

  /**
   * The facing of the stack at the start of the order.
   *
   * @return the facing index (0 for infantry)
   */
  int startFacing() {
    return startFacing;
  }

  /**
   * Whether infantry walk alongside vehicles or guns, on their own points.
   *
   * @return true for a mixed stack
   */
  boolean mixed() {
    return mixed;
  }

  private int encode(int facing, int mode, int turned, int moved, int lost) {
    return facing + mode * strideMode + turned * strideTurned + moved * strideMoved
        + lost * strideLost;
  }

  /**
   * How many values the infantry's spent points take in a mixed stack: every multiple of the
   * map's foot-cost grain up to the most the infantry may spend, and one more for a first hex
   * past their allowance (the minimum move).
   */
  private int footLevels() {
    int most = 0;
    for (int mask = 0; mask < 1 << leaders; mask++) {
      if (footAllowance[mask] != Integer.MAX_VALUE) {
        most = Math.max(most, footAllowance[mask]);
      }
    }
    return most / footGrain + 2;
  }

  /** The greatest common divisor of the positive step costs of a table (1 if none). */
  private static int grain(int[] costs) {
    int g = 0;
    for (int c : costs) {
      if (c > 0) {
        g = gcd(g, c);
      }
    }
    return g == 0 ? 1 : g;
  }

  private static int gcd(int a, int b) {
    while (b != 0) {
      int t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  /** The infantry's spent points in a state of a mixed stack, in engine units. */
  private int footSpent(int s) {
    return stateFoot[s] * footGrain;
  }

  // ---------------------------------------------------------------- the rules

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int loc = node / states;
    int s = node - loc * states;
    int arg = slotArg[slot];
    switch (slotKind[slot]) {
      case K_MOVE:
        return move(loc, s, spent, arg, false, false, out);
      case K_REVERSE:
        return move(loc, s, spent, arg, true, false, out);
      case K_CLOSE_ASSAULT:
        out.flags = Transition.EXPLICIT;
        return move(loc, s, spent, arg, false, true, out);
      case K_TURN:
        return turn(loc, s, spent, arg, out);
      case K_TOGGLE_REVERSE:
        return hold(loc, s, HELD_REVERSE, out);
      case K_TOGGLE_FORWARD:
        return hold(loc, s, HELD_FORWARD, out);
      default:
        return loseLeader(loc, s, spent, arg, out);
    }
  }

  private int move(int loc, int s, int spent, int d, boolean reverse, boolean closeAssault,
      Transition out) {
    int to = map.neighbor(loc, d);
    if (to < 0) {
      return NONE;
    }
    // Enemy hexes are open to close assaults only, and a close assault needs an enemy hex. A
    // plain move into an enemy hex is illegal (priced, so a check can report what follows); a
    // close-assault step prefers its own transition, which matches its action.
    boolean enemyHex = enemy.contains(to);
    if (closeAssault && !enemyHex) {
      return NONE;
    }
    int mode = stateMode[s];
    int lost = stateLost[s];
    boolean moved = stateMoved[s] != 0;
    int allow = allowance[lost];
    int facing = stateFacing[s];
    int turnCost = 0;
    boolean secondTurn = false;
    if (type == VEHICLE) {
      if (mode == (reverse ? HELD_FORWARD : HELD_REVERSE)) {
        return NONE;
      }
      int want = reverse ? (d + 3) % 6 : d;
      int k = turns(facing, want);
      secondTurn = k > 0 && stateTurned[s] != 0;
      turnCost = k > 1 ? (k - 1) * TICKS : 0;
      facing = want;
    } else if (type == GUN) {
      facing = d;
    }
    out.to = to * states + encode(facing, mode, 0, 1, lost);
    int step = steps[loc * 6 + d];
    if (step < 0) {
      return prohibited(step, cls, out);
    }
    // infantry moving with a vehicle, AFV or gun pay their own cost for the hex (never the
    // vehicle's turns or reverse) from their own points
    int foot = 0;
    int footAfter = 0;
    if (mixed) {
      foot = footSteps[loc * 6 + d];
      if (foot < 0) {
        return prohibited(foot, footCls, out);
      }
      footAfter = footSpent(s) + foot;
      out.to += Math.min(footAfter / footGrain, footDim - 1) * strideFoot;
    }
    int cost;
    if (oneHexGun) {
      if (moved) {
        out.cost = step;
        out.rule = SquadRule.GUN_ONE_HEX.ordinal();
        return ILLEGAL;
      }
      cost = Math.max(0, allow - spent);
      out.flags |= Transition.SPEND_ALL;
    } else {
      cost = (reverse ? 3 * step : step) + turnCost;
    }
    out.cost = cost;
    if (secondTurn) {
      out.rule = SquadRule.TURNING.ordinal();
      return ILLEGAL;
    }
    if (enemyHex && !closeAssault) {
      out.rule = SquadRule.ENEMY_HEXES.ordinal();
      return ILLEGAL;
    }
    // infantry already past their own points got there only at a stop (their leader lost, or
    // the minimum move): the rule that stopped the stack is what forbids going on, and a check
    // reports that stop, not a shortfall of points the stop explains
    boolean footShort = mixed && footAfter > footAllowance[lost]
        && footSpent(s) <= footAllowance[lost];
    if (spent + cost > allow || footShort) {
      if (!moved && allow > 0) {
        out.flags |= Transition.STOP | Transition.EXCEEDS;
        out.rule = SquadRule.MINIMUM_MOVE.ordinal();
        return LEGAL;
      }
      if (spent + cost > allow) {
        return outOfPoints(cost, reverse ? 2 * step : 0, turnCost, allow, spent, out);
      }
      out.rule = SquadRule.MOVING_STACK.ordinal();
      out.argA = foot;
      out.argB = Math.max(0, footAllowance[lost] - footSpent(s));
      return ILLEGAL;
    }
    if (closeAssault) {
      out.flags |= Transition.STOP;
      out.rule = SquadRule.CLOSE_ASSAULT.ordinal();
    }
    return LEGAL;
  }

  /** A step the terrain closes to a movement class; argA names the class for the reason. */
  private static int prohibited(int step, MovementClass c, Transition out) {
    out.cost = -1;
    out.rule = (step == StepTable.HEX_PROHIBITED ? SquadRule.TERRAIN_HEX
        : SquadRule.TERRAIN_HEXSIDE).ordinal();
    out.argA = c.ordinal();
    return ILLEGAL;
  }

  /**
   * A step that costs more than the points left: forbidden by reverse or turning where they
   * raised its price beyond the points (see {@link DearStep}), else by the movement points.
   *
   * @param reverseExtra what reverse adds to the step
   * @param turnCost what turning adds to it
   */
  private static int outOfPoints(int cost, int reverseExtra, int turnCost, int allow, int spent,
      Transition out) {
    int left = Math.max(0, allow - spent);
    out.rule = DearStep.cited(reverseExtra, turnCost, cost, left).ordinal();
    out.argA = cost;
    out.argB = left;
    return ILLEGAL;
  }

  private int turn(int loc, int s, int spent, int g, Transition out) {
    int f = stateFacing[s];
    if (g == f) {
      return NONE;
    }
    // Turning in place never makes a hex cheaper to reach (the turn on entering the next hex
    // costs the same), so searches skip it; orders ask for it with a facing.
    out.flags = Transition.EXPLICIT;
    int keep = stateFoot[s] * strideFoot;
    if (type == GUN) {
      out.to = loc * states + encode(g, FREE, 0, stateMoved[s], stateLost[s]) + keep;
      out.cost = 0;
      return LEGAL;
    }
    int k = turns(f, g);
    int cost = k > 1 ? (k - 1) * TICKS : 0;
    out.to = loc * states + encode(g, stateMode[s], 1, stateMoved[s], stateLost[s]) + keep;
    out.cost = cost;
    if (stateTurned[s] != 0) {
      out.rule = SquadRule.TURNING.ordinal();
      return ILLEGAL;
    }
    int allow = allowance[stateLost[s]];
    if (spent + cost > allow) {
      return outOfPoints(cost, 0, cost, allow, spent, out);
    }
    return LEGAL;
  }

  private int hold(int loc, int s, int mode, Transition out) {
    out.to = loc * states + encode(stateFacing[s], mode, stateTurned[s], stateMoved[s],
        stateLost[s]) + stateFoot[s] * strideFoot;
    out.cost = 0;
    out.flags = Transition.EXPLICIT;
    return LEGAL;
  }

  private int loseLeader(int loc, int s, int spent, int i, Transition out) {
    int lost = stateLost[s];
    int bit = 1 << i;
    if ((lost & bit) != 0) {
      return NONE;
    }
    int after = lost | bit;
    out.to = loc * states + encode(stateFacing[s], stateMode[s], stateTurned[s], stateMoved[s],
        after) + stateFoot[s] * strideFoot;
    out.cost = 0;
    out.flags = Transition.EXPLICIT;
    // the infantry that lose the bonus stop at once if already past their own points; in a
    // stack with a vehicle, AFV or gun the whole stack ends its move with them
    int walked = mixed ? footSpent(s) : spent;
    int left = mixed ? footAllowance[after] : allowance[after];
    if (active[after] == 0 || walked > left) {
      out.flags |= Transition.STOP;
      out.rule = SquadRule.LEADER_LOST.ordinal();
      out.argA = active[after] == 0 ? -1 : walked;
      out.argB = left;
    }
    return LEGAL;
  }

  /**
   * Hexsides between two facings, the short way round.
   *
   * @param a a facing index
   * @param b a facing index
   * @return 0 to 3
   */
  static int turns(int a, int b) {
    int d = Math.floorMod(b - a, 6);
    return Math.min(d, 6 - d);
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
  public int start() {
    return start;
  }

  @Override
  public int ticksPerMp() {
    return TICKS;
  }

  @Override
  public int allowance() {
    return allowance[0];
  }

  @Override
  public int slots(int node) {
    return slotKind.length;
  }

  @Override
  public int minCostPerHex() {
    return oneHexGun ? 0 : minStep;
  }

  @Override
  public HexDirection facing(int node) {
    return facingDim == 1 ? null : HexDirection.of(stateFacing[node % states]);
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    int kind = slotKind[slot];
    if (step.facing() != null && (facingDim == 1
        || stateFacing[node % states] != step.facing().index())) {
      return false;
    }
    String action = step.action();
    if (action == null) {
      // toggles and leader losses happen only when the step names them
      return kind == K_MOVE || kind == K_REVERSE || kind == K_TURN;
    }
    switch (action) {
      case Actions.REVERSE:
        return step.inPlace() ? kind == K_TOGGLE_REVERSE : kind == K_REVERSE;
      case Actions.FORWARD:
        return step.inPlace() ? kind == K_TOGGLE_FORWARD : kind == K_MOVE && type == VEHICLE;
      case Actions.CLOSE_ASSAULT:
        return kind == K_CLOSE_ASSAULT;
      default:
        break;
    }
    boolean pinned = action.startsWith(Actions.LEADER_PINNED);
    boolean eliminated = action.startsWith(Actions.LEADER_ELIMINATED);
    String rest = pinned ? action.substring(Actions.LEADER_PINNED.length())
        : eliminated ? action.substring(Actions.LEADER_ELIMINATED.length()) : null;
    if (rest == null || !(rest.isEmpty() || rest.startsWith(":"))) {
      throw new InvalidInputException("steps[].action", "unknown action '" + action
          + "'; known: " + String.join(", ", Actions.ALL) + " (leader actions may name the"
          + " leader: " + Actions.LEADER_PINNED + ":<unit id>)");
    }
    if (kind != (pinned ? K_PINNED : K_ELIMINATED)) {
      return false;
    }
    int i = slotArg[slot];
    if (rest.isEmpty()) {
      int lostAfter = stateLost[node % states];
      return leaders - Integer.bitCount(lostAfter) == 0;
    }
    return state.units().get(member[leader[i]]).id().equals(rest.substring(1));
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    int from = fromNode / states;
    int s = fromNode - from * states;
    int arg = slotArg[slot];
    switch (slotKind[slot]) {
      case K_MOVE:
      case K_REVERSE:
      case K_CLOSE_ASSAULT: {
        StringBuilder sb = new StringBuilder();
        boolean reverse = slotKind[slot] == K_REVERSE;
        if (type == VEHICLE) {
          int k = turns(stateFacing[s], reverse ? (arg + 3) % 6 : arg);
          if (k > 0) {
            sb.append("turned ").append(k).append(k == 1 ? " hexside" : " hexsides");
          }
        }
        if (reverse) {
          append(sb, "reverse (triple cost)");
        }
        if ((map.sideMask(from, arg) & (1L << SquadHexside.ROAD.ordinal())) != 0) {
          append(sb, "road");
        }
        if (oneHexGun) {
          append(sb, "one-point gun: one hex");
        }
        if (slotKind[slot] == K_CLOSE_ASSAULT) {
          append(sb, "close assault");
        }
        if ((t.flags & Transition.EXCEEDS) != 0) {
          append(sb, "minimum move");
        }
        if (mixed && t.to >= 0) {
          int fs = t.to % states;
          append(sb, "infantry " + (stateFoot[fs] == footDim - 1 ? "past their points"
              : "have spent " + Mp.ofTicks(footSpent(fs), TICKS)));
        }
        return sb.toString();
      }
      case K_TURN:
        if (type == GUN) {
          return "gun faces " + HexDirection.of(arg);
        }
        int k = turns(stateFacing[s], arg);
        return "turned " + k + (k == 1 ? " hexside" : " hexsides") + " in place";
      case K_TOGGLE_REVERSE:
        return "reverse on";
      case K_TOGGLE_FORWARD:
        return "reverse off";
      default:
        return "leader " + state.units().get(member[leader[arg]]).id()
            + (slotKind[slot] == K_PINNED ? " pinned" : " eliminated");
    }
  }

  private static void append(StringBuilder sb, String s) {
    if (sb.length() > 0) {
      sb.append(", ");
    }
    sb.append(s);
  }

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    SquadRule r = SquadRule.values()[code];
    int from = fromNode / states;
    int to = t.to < 0 ? -1 : t.to / states;
    switch (r) {
      case MOVING_POINTS:
        return Violation.builder().rule(r.ref()).reason("not enough movement points left")
            .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(t.argB, TICKS)).build();
      case MOVING_STACK:
        return Violation.builder().rule(r.ref()).reason("the infantry moving with the stack have"
            + " not enough movement points left of their own")
            .needed(Mp.ofTicks(t.argA, TICKS)).available(Mp.ofTicks(t.argB, TICKS)).build();
      case TERRAIN_HEX: {
        MovementClass c = classNamed(t.argA);
        return Violation.of(r, terrainName(to, c) + " is closed to " + c.spelled() + " movement"
            + (mixed && c == footCls ? " (the stack's infantry)" : ""));
      }
      case TERRAIN_HEXSIDE: {
        MovementClass c = classNamed(t.argA);
        return Violation.of(r, "a " + hexsideName(from, to, c) + " hexside cannot be crossed by "
            + c.spelled() + " movement" + (mixed && c == footCls ? " (the stack's infantry)" : ""));
      }
      case GUN_ONE_HEX:
        return Violation.of(r, "a gun of one movement point moves a single hex per turn");
      case TURNING:
        if (t.argA > 0) {
          return tooDear(r, fromNode, t);
        }
        return Violation.of(r, "a vehicle makes one turn in each hex, and it has already"
            + " turned in this one");
      case REVERSE:
        return tooDear(r, fromNode, t);
      case MINIMUM_MOVE:
        return Violation.of(r, "the first hex cost more than the points left; the minimum move"
            + " allows it, and the move ends there");
      case CLOSE_ASSAULT:
        return Violation.of(r, "a close assault ends the move in the enemy hex");
      case ENEMY_HEXES:
        return Violation.of(r, "enemy units hold this hex; only a close assault (step action "
            + Actions.CLOSE_ASSAULT + ") may enter it");
      case LEADER_LOST:
        if (t.argA < 0) {
          return Violation.of(r, "the leader was lost and no unit of the stack is left to move");
        }
        if (mixed) {
          return stackStopped(r, fromNode, t, spent);
        }
        return Violation.of(r, "the leader was lost and the units with it had already spent "
            + Mp.ofTicks(t.argA, TICKS) + ", more than their own " + Mp.ofTicks(t.argB, TICKS)
            + "; they stop at once");
      default:
        return Violation.of(r, "the move breaks this rule");
    }
  }

  /**
   * A mixed stack stopped by the loss of the leader of its infantry: the infantry's points
   * walked and their own allowance, and what the vehicles or guns had left, which did not stop
   * them.
   */
  private Violation stackStopped(SquadRule r, int fromNode, Transition t, int spent) {
    int before = stateLost[fromNode % states];
    int after = stateLost[t.to % states];
    int bit = Integer.numberOfTrailingZeros(after & ~before);
    String who = bit < leaders ? "leader " + state.units().get(member[leader[bit]]).id()
        : "the leader";
    String carrier = "the stack's vehicles";
    for (int m = 0; m < count; m++) {
      if (!walks[m]) {
        String kind = state.units().get(member[m]).kind();
        carrier = "the " + (kind.equals("afv") ? "AFV" : kind);
        break;
      }
    }
    int whole = allowance[after];
    return Violation.of(r, who + " was lost after the infantry had walked "
        + Mp.ofTicks(t.argA, TICKS) + ", more than their own " + Mp.ofTicks(t.argB, TICKS)
        + ": the stack stops in " + map.label(fromNode / states) + " (" + carrier + " had "
        + Mp.ofTicks(Math.max(0, whole - spent), TICKS) + " of its " + Mp.ofTicks(whole, TICKS)
        + " left)");
  }

  /** A step or turn that reverse or turning made too dear, with its arithmetic. */
  private Violation tooDear(SquadRule r, int fromNode, Transition t) {
    int from = fromNode / states;
    int facing = stateFacing[fromNode % states];
    int to = t.to / states;
    int after = stateFacing[t.to % states];
    int turns = turns(facing, after);
    if (to == from) {
      return DearStep.explain(r, 0, turns, false, true, t.argA, t.argB);
    }
    int d = map.hex(from).directionTo(map.hex(to)).index();
    boolean reverse = after != d;
    int step = steps[from * 6 + d];
    return DearStep.explain(r, step, turns, reverse, false, t.argA, t.argB);
  }

  private MovementClass classNamed(int ordinal) {
    MovementClass[] all = MovementClass.values();
    return ordinal >= 0 && ordinal < all.length ? all[ordinal] : cls;
  }

  private String terrainName(int hex, MovementClass c) {
    if (hex < 0 || hex >= map.size()) {
      return "the terrain";
    }
    long mask = StepTable.terrainOf(map.hexMask(hex));
    for (SquadTerrain terrain : SquadTerrain.values()) {
      if ((mask & (1L << terrain.ordinal())) != 0 && chart.hex(terrain, c) == Chart.PROHIBITED) {
        return TerrainVocabulary.spell(terrain);
      }
    }
    return "the terrain";
  }

  private String hexsideName(int from, int to, MovementClass c) {
    for (int d = 0; d < 6; d++) {
      if (to >= 0 && map.neighbor(from, d) == to) {
        long mask = map.sideMask(from, d);
        for (SquadHexside f : SquadHexside.values()) {
          if (f != SquadHexside.ROAD && (mask & (1L << f.ordinal())) != 0
              && chart.side(f, c) == Chart.PROHIBITED) {
            return TerrainVocabulary.spell(f);
          }
        }
      }
    }
    return "prohibited";
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    int from = fromNode / states;
    Hex target = to.hexOrNull();
    Hex here = map.hex(from);
    if (target != null && target.equals(here)) {
      return Violation.of(SquadRule.MOVING, "no turn or action in place fits this step: "
          + inPlaceHelp());
    }
    if (target != null && target.isAdjacentTo(here) && map.contains(target)
        && enemy.contains(map.index(target))) {
      return Violation.of(SquadRule.ENEMY_HEXES, "enemy units hold this hex; only a close"
          + " assault (step action " + Actions.CLOSE_ASSAULT + ") may enter it");
    }
    if (target != null && target.isAdjacentTo(here)) {
      return Violation.of(SquadRule.MOVING, "the step's facing or action cannot be met: "
          + stepHelp());
    }
    return Violation.of(SquadRule.MOVING, "units move one hex at a time, into an adjacent hex");
  }

  private String inPlaceHelp() {
    switch (type) {
      case VEHICLE:
        return "a vehicle turns in place to a new facing, or sets reverse on or off (actions "
            + Actions.REVERSE + ", " + Actions.FORWARD + ")" + leaderHelp();
      case GUN:
        return "a gun turns in place to any facing" + leaderHelp();
      default:
        return leaders == 0 ? "infantry without a leader have no in-place actions"
            : "infantry report their leader lost with " + Actions.LEADER_PINNED + " or "
                + Actions.LEADER_ELIMINATED + " (with :<leader id> when several lead the stack,"
                + " once per leader)";
    }
  }

  private String leaderHelp() {
    return leaders == 0 ? "" : "; the infantry with it report their leader lost with "
        + Actions.LEADER_PINNED + " or " + Actions.LEADER_ELIMINATED;
  }

  private String stepHelp() {
    switch (type) {
      case VEHICLE:
        return "a vehicle faces the hex it entered (away from it in reverse); reverse or forward"
            + " cannot be asked for on a step against a held toggle; close assault needs an"
            + " enemy-held hex";
      case GUN:
        return "a gun faces the hex it entered; turn in place for another facing; close assault"
            + " needs an enemy-held hex";
      default:
        return "infantry have no facing; close assault needs an enemy-held hex";
    }
  }

  // ---------------------------------------------------------------- for the rule set

  /**
   * The first member showing an eligibility problem.
   *
   * @param code one of the {@code E_} codes
   * @return the member's index in the query, or -1 if no member shows it
   */
  public int problem(int code) {
    return problem[code];
  }

  /**
   * The state index of a member.
   *
   * @param m the member's index in the query
   * @return its index in {@code GameState.units()}
   */
  public int memberUnit(int m) {
    return member[m];
  }

  /**
   * The query member index of a leader slot argument.
   *
   * @param i the leader's number in the stack
   * @return the member index
   */
  public int leaderMember(int i) {
    return leader[i];
  }

  /**
   * The kind of a slot.
   *
   * @param slot a slot
   * @return one of the {@code K_} constants
   */
  public int slotKind(int slot) {
    return slotKind[slot];
  }

  /**
   * The argument of a slot (direction, facing or leader number).
   *
   * @param slot a slot
   * @return the argument
   */
  public int slotArg(int slot) {
    return slotArg[slot];
  }

  /**
   * The group type.
   *
   * @return {@link #INFANTRY}, {@link #VEHICLE} or {@link #GUN}
   */
  public int type() {
    return type;
  }

  /**
   * The chart in force.
   *
   * @return the chart
   */
  public Chart chart() {
    return chart;
  }

  /**
   * Whether the query uses assault movement.
   *
   * @return true in assault mode
   */
  public boolean assault() {
    return assault;
  }
}
