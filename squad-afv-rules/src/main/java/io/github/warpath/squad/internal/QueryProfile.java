package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Unit;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * One query compiled: the units that move as one body, their group (infantry, vehicles or
 * guns), the movement classes and step tables whose costs they pay, their allowances after the
 * leader bonus, assault movement and what they spent earlier in the phase, and the eligibility
 * problems found on the way. Filled once per query by {@link #compile} and read only while the
 * search runs; kept by its graph across queries so that repeated queries allocate nothing.
 *
 * <p><b>Groups.</b> A query moves infantry (any mix of leaders, squads, half squads and teams),
 * vehicles and AFVs of one movement class and one facing, or guns of one movement class, and the
 * vehicles or guns may take infantry along on foot (a mixed stack). Each member has its own
 * allowance; the group may go on while every member still moving has points left, so the
 * group's allowance is the least of them. Squads and half squads get the leader's rate while a
 * leader moves with them. In a mixed stack the search's cost is the vehicles' or guns' (with
 * their turns and reverse); the infantry pay their own foot cost per hex from their own points.
 * Allowances are kept per mask of lost leaders (a bit per leader).
 */
final class QueryProfile {
  /** Group of infantry units. */
  static final int INFANTRY = 0;
  /** Group of vehicles and AFVs. */
  static final int VEHICLE = 1;
  /** Group of guns. */
  static final int GUN = 2;

  /** The most leaders whose loss a stack can track (a stack holds at most four infantry). */
  static final int MAX_LEADERS = 4;

  GameState state;
  HexMap map;
  TerrainEffectsChart chart;
  MoveQuery query;
  boolean assault;
  /** The group: {@link #INFANTRY}, {@link #VEHICLE} or {@link #GUN}. */
  int type;
  /** The movement class whose costs the search follows, and its step costs. */
  MovementClass cls;
  int[] steps;
  int minStep;
  /** Whether the group is (or holds) a gun of one point, which moves a single hex. */
  boolean oneHexGun;
  String side;
  /** Members: how many, each one's index in the state, own rate, bonus, walking alongside. */
  int count;
  int[] member = new int[4];
  private int[] rate = new int[4];
  private boolean[] bonus = new boolean[4];
  boolean[] walks = new boolean[4];
  /** Leaders: how many, and each one's member index. */
  int leaders;
  final int[] leader = new int[MAX_LEADERS];
  /** Per mask of lost leaders: the group's allowance and how many members still move. */
  final int[] allowance = new int[1 << MAX_LEADERS];
  final int[] active = new int[1 << MAX_LEADERS];
  /** A mixed stack: infantry walk alongside vehicles or guns on their own points. */
  boolean mixed;
  MovementClass footCls;
  final int[] footAllowance = new int[1 << MAX_LEADERS];
  int[] footSteps;
  /** The greatest common divisor of the infantry's step costs. */
  int footGrain = 1;
  /** The facing of the lead unit at the start of the order (0 for infantry). */
  int startFacing;
  /** The unit whose costs the search follows, and the first infantry walking with it. */
  Unit leadUnit;
  Unit footUnit;
  /** Per eligibility problem, the first member showing it, or -1. */
  final int[] problem = new int[Eligibility.COUNT];

  private final Unit[] facingMemo = new Unit[4];
  private final int[] facingMemoValue = new int[4];
  private int facingMemoNext;
  private Map<String, String> chartSource;
  // memos, so that repeated queries on one map allocate nothing
  private StepTable table;
  private HexMap tableMap;
  private TerrainEffectsChart tableChart;
  private MovementClass tableClass;
  private StepTable footTable;
  private HexMap footTableMap;
  private TerrainEffectsChart footTableChart;
  private MovementClass footTableClass;

  /**
   * Compiles a query.
   *
   * @param s the state (validated)
   * @param q the query
   * @param assaultMode whether the query uses assault movement
   * @throws InvalidInputException for units that cannot move as one body
   */
  void compile(GameState s, MoveQuery q, boolean assaultMode) {
    this.state = s;
    this.query = q;
    this.map = s.hexMap();
    this.assault = assaultMode;
    if (s.charts() != chartSource || chart == null) {
      chart = TerrainEffectsChart.of(s.charts());
      chartSource = s.charts();
    }
    Arrays.fill(problem, -1);
    List<String> ids = q.units();
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
      if (StackingLimits.carried(u)) {
        flag(Eligibility.PASSENGER, m);
      } else if (k.infantry()) {
        infantry++;
      } else {
        heavy++;
      }
      if (k == UnitKind.LEADER && leaders < MAX_LEADERS) {
        leader[leaders++] = m;
      }
      if (!u.side().equals(side)) {
        flag(Eligibility.SIDES, m);
      }
      if (!u.position().equals(first.position())) {
        flag(Eligibility.APART, m);
      }
      if (u.hasFlag(Flags.MOVED) && (u.phaseMovement().isEmpty()
          || !u.position().equals(query.start().orElse(u.position())))) {
        // a unit whose move goes on (its phase movement recorded) has not made its move yet
        flag(Eligibility.MOVED, m);
      }
      if (u.hasFlag(Flags.PINNED)) {
        flag(Eligibility.PINNED, m);
      }
      if (!InfantryAssaultMovement.allowed(k, assault)) {
        flag(Eligibility.ASSAULT, m);
      }
    }
    if (!StackingLimits.withinLimits(heavy, infantry)) {
      flag(Eligibility.OVERSTACKED, 0);
    }
    // The body that moves: the units that are not passengers (or all, if only passengers are
    // named; eligibility refuses those moves anyway).
    boolean skipCarried = problem[Eligibility.PASSENGER] >= 0 && heavy + infantry > 0;
    // The vehicles, AFVs or guns lead (their facing and costs are the search's); infantry with
    // them walk alongside on their own points.
    Unit lead = null;
    UnitKind leadKind = null;
    Unit foot = null;
    UnitKind footKind = null;
    for (int m = 0; m < count; m++) {
      Unit u = all.get(member[m]);
      if (skipCarried && StackingLimits.carried(u)) {
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
        throw notOneBody(lead, u, "kinds " + lead.kind() + " and " + u.kind());
      }
      if (classOf(u, k) != classOf(lead, leadKind)) {
        throw notOneBody(lead, u, "movement classes " + classOf(lead, leadKind).spelled()
            + " and " + classOf(u, k).spelled());
      }
      if (k.turns() && facingOf(u) != facingOf(lead)) {
        throw notOneBody(lead, u, "facings " + lead.facing().orElseThrow() + " and "
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

  private static InvalidInputException notOneBody(Unit a, Unit b, String what) {
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
  static MovementClass classOf(Unit u, UnitKind k) {
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
      int own = k.textRateMp() > 0 ? k.textRateMp() * SquadGraph.TICKS
          : u.allowance().ticks(SquadGraph.TICKS);
      rate[m] = own;
      bonus[m] = k.takesLeaderBonus();
      walks[m] = mixed && k.infantry();
      if (k == UnitKind.GUN && own == SquadGraph.TICKS) {
        oneHexGun = true;
      }
      if (own == 0) {
        flag(Eligibility.NO_POINTS, m);
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
        int r = bonus[m] && led ? UnitKind.LEADER.textRateMp() * SquadGraph.TICKS : rate[m];
        r = InfantryAssaultMovement.points(r, assault);
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

  /** Points a unit spent in earlier orders of the phase, in engine units. */
  private int spentBefore(Unit u) {
    return u.position().equals(query.start().orElse(u.position()))
        ? u.phaseMovement().map(pm -> pm.spent().twelfths()).orElse(0) : 0;
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

  /**
   * The id of a leader of the stack.
   *
   * @param i the leader's number in the stack
   * @return its unit id
   */
  String leaderId(int i) {
    return state.units().get(member[leader[i]]).id();
  }
}
