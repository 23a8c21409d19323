package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.RuleRef;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.EpochMarks;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.Arrays;

/**
 * A {@link RuleKit} compiled for one query. A node is the hex shifted left by the state bits:
 * bit 0 records that the unit has entered a hex (when the minimum move and one-hex zone rules
 * ask), and for a faced class ({@link FacingRule}) the next bit records a turn made in the hex
 * and the three above it the facing. The step loop reads the cached {@link StepTable}, the enemy
 * and zone marks and a few ints.
 */
final class KitGraph implements MoveGraph {
  static final int TERRAIN = 0;
  static final int HEXSIDE = 1;
  static final int LINES_ONLY = 2;
  static final int ENEMY = 3;
  static final int NEXT_TO_ENEMY = 4;
  static final int ZONE_STOP = 5;
  static final int ZONE_LEAVE = 6;
  static final int ZONE_TO_ZONE = 7;
  static final int ALLOWANCE = 8;
  static final int MINIMUM_MOVE = 9;
  static final int STACKING = 10;
  static final int FACING_DEAR = 11;
  static final int FACING_TURNED = 12;
  static final int DECLARED = 13;

  private RuleKit kit;
  private HexMap map;
  private int[] table;
  private HexMap tableMap;
  private RuleKit tableKit;
  private int tableClass;
  private int tableWeather;
  private long tableLines;
  private java.util.Map<String, String> tableRegionWeather;
  private int start;
  private int allowance;
  private int movementClass;
  private int weather;
  private ModeRule mode;
  private String side;
  private boolean enemyClosed;
  private boolean zonesApply;
  private boolean stopOnEntry;
  private int enterCost;
  private boolean leaveForbidden;
  private int leaveCost;
  private ZoneOfControlRule.ZoneToZone zoneToZone = ZoneOfControlRule.ZoneToZone.ALLOWED;
  private boolean minimumMove;
  /** Facing, compiled; the node's location is above {@code locBits} state bits. */
  private final FacingSteps facing = new FacingSteps();
  private int locBits;
  /** Six slots per declared action that enters enemy hexes (none without actions). */
  private int declaredSlots;
  private static final int ENEMY_HEX = 1;
  private static final int NEXT_TO_ENEMY_HEX = 2;
  private static final int ZONE_HEX = 4;
  private static final int OVER_STACKED_HEX = 8;
  /**
   * Per hex, the bits above: one plain array read per step in the step loop (no epoch to
   * compare). Only the hexes listed in {@link #markedHexes} are non-zero, so clearing costs the
   * hexes marked, not the map.
   */
  private int[] marks = new int[0];
  private int[] markedHexes = new int[64];
  private int markedCount;
  private final EpochMarks friendly = new EpochMarks();
  private final EpochMarks stacked = new EpochMarks();
  /** 1 if nodes carry a "has moved" bit (minimum move, first-step zone rules), else 0. */
  private int shift;
  private boolean stackingClosed;
  // the marks depend only on these; a state is immutable, so the same query marks the same hexes
  private GameState markedState;
  private java.util.List<String> markedUnits;
  private String markedSide;
  private int markedClass;
  private boolean markedZones;
  private RuleKit markedKit;
  private HexMap markedMap;

  void reset(RuleKit kit, GameState state, MoveQuery query) {
    this.kit = kit;
    map = state.hexMap();
    mode = KitRuleSet.mode(kit, query.mode());
    movementClass = -1;
    allowance = Integer.MAX_VALUE;
    side = null;
    Position from = null;
    boolean moved = false;
    for (String id : query.units()) {
      Unit u = state.unit(id);
      int c = KitRuleSet.classOf(kit, u);
      if (movementClass >= 0 && c != movementClass) {
        throw new InvalidInputException("units", "units of different movement classes ("
            + kit.classes().get(movementClass) + ", " + kit.classes().get(c)
            + ") cannot move as one stack");
      }
      movementClass = c;
      // points spent by earlier orders of this phase come off the allowance, and a unit that has
      // entered a hex this phase goes on as having moved (minimum move, one-hex zone rules)
      allowance = Math.min(allowance, Math.max(0, KitRuleSet.allowanceOf(kit, u, state, mode)
          - Points.spentTicks(u, kit.denominator())));
      moved |= u.phaseMovement().isPresent();
      side = u.side();
      from = query.start().orElse(u.position());
    }
    if (from == null || from.hexOrNull() == null) {
      throw new InvalidInputException("units", "units move on hexes only");
    }
    ZoneOfControlRule.ZoneToZone z2z = kit.zones() == null ? ZoneOfControlRule.ZoneToZone.ALLOWED
        : kit.zones().zoneToZone();
    shift = kit.minimumMove().kind() == MinimumMoveRule.Kind.FIRST_HEX
        || z2z == ZoneOfControlRule.ZoneToZone.ONE_HEX
        || z2z == ZoneOfControlRule.ZoneToZone.FIRST_STEP ? 1 : 0;
    locBits = shift + facing.compile(kit.facing(), movementClass, shift);
    start = map.require(from.hexOrNull(), "start") << locBits | (moved ? shift : 0);
    if (facing.faced) {
      start |= facing.startBits(kit, movementClass, state, query, from);
    }
    weather = KitRuleSet.weatherOf(kit, state);
    java.util.Map<String, String> regionWeather = state.environment().regionWeather();
    if (table == null || map != tableMap || kit != tableKit || movementClass != tableClass
        || weather != tableWeather || mode.linesOnly() != tableLines
        || !regionWeather.equals(tableRegionWeather)) {
      StepTable.Key key = new StepTable.Key(kit, movementClass, weather, mode.linesOnly(),
          regionWeather);
      table = map.derived(key, m -> StepTable.compile(m, key));
      tableMap = map;
      tableKit = kit;
      tableClass = movementClass;
      tableWeather = weather;
      tableLines = mode.linesOnly();
      tableRegionWeather = regionWeather;
    }
    enemyClosed = kit.enemy().prohibited();
    declaredSlots = 6 * kit.enemy().actions().size();
    minimumMove = kit.minimumMove().kind() == MinimumMoveRule.Kind.FIRST_HEX;
    ZoneOfControlRule z = kit.zones();
    zonesApply = z != null && !z.ignoredBy(movementClass) && !mode.ignoresZones();
    stopOnEntry = zonesApply && z.enter() == ZoneOfControlRule.Enter.STOP;
    enterCost = zonesApply ? z.enterCost() : 0;
    leaveForbidden = zonesApply && z.leave() == ZoneOfControlRule.Leave.PROHIBITED;
    leaveCost = zonesApply ? z.leaveCost() : 0;
    zoneToZone = zonesApply ? z.zoneToZone() : ZoneOfControlRule.ZoneToZone.ALLOWED;
    if (state != markedState || query.units() != markedUnits && !query.units().equals(markedUnits)
        || !side.equals(markedSide)
        || movementClass != markedClass || zonesApply != markedZones || kit != markedKit
        || map != markedMap) {
      markUnits(state, query);
      markStacks(state, query);
      markedState = state;
      markedUnits = query.units();
      markedSide = side;
      markedClass = movementClass;
      markedZones = zonesApply;
      markedKit = kit;
      markedMap = map;
    }
  }

  /**
   * Whether a node records a turn made in its hex.
   *
   * @param node a node
   * @return true for a faced class that turned in the node's hex
   */
  boolean turnedAt(int node) {
    return facing.turnedAt(node);
  }

  /** With illegal over-stacking, the hexes the movers would over-stack cannot be entered. */
  private void markStacks(GameState state, MoveQuery query) {
    StackingRule s = kit.stacking();
    stackingClosed = s != null && s.illegal();
    stacked.reset(map.size());
    if (!stackingClosed) {
      return;
    }
    int moving = 0;
    for (String id : query.units()) {
      moving += s.points(KitRuleSet.classOf(kit, state.unit(id)));
    }
    for (Unit u : state.units()) {
      if (u.side().equals(side) && u.hexOrNull() != null && map.contains(u.hexOrNull())
          && !query.units().contains(u.id())) {
        int i = map.index(u.hexOrNull());
        int total = stacked.increment(i, s.points(KitRuleSet.classOf(kit, u)));
        if (total + moving > s.limit()) {
          mark(i, OVER_STACKED_HEX);
        }
      }
    }
  }

  private void markUnits(GameState state, MoveQuery query) {
    int n = map.size();
    clearMarks(n);
    friendly.reset(n);
    ZoneOfControlRule z = kit.zones();
    if (zonesApply && z.negatedByFriendly()) {
      for (Unit u : state.units()) {
        if (u.side().equals(side) && u.hexOrNull() != null && !query.units().contains(u.id())
            && map.contains(u.hexOrNull())) {
          friendly.add(map.index(u.hexOrNull()));
        }
      }
    }
    for (Unit u : state.units()) {
      if (u.side().equals(side) || u.hexOrNull() == null || !map.contains(u.hexOrNull())) {
        continue;
      }
      int i = map.index(u.hexOrNull());
      mark(i, ENEMY_HEX);
      boolean projects = zonesApply && z.projects(KitRuleSet.classOf(kit, u));
      for (int d = 0; d < 6; d++) {
        int j = map.neighbor(i, d);
        if (j < 0) {
          continue;
        }
        mark(j, NEXT_TO_ENEMY_HEX);
        if (projects && !friendly.contains(j) && zoneNeighbour(kit, map, i, d) >= 0) {
          mark(j, ZONE_HEX);
        }
      }
    }
  }

  private void clearMarks(int hexes) {
    if (marks.length < hexes) {
      marks = new int[hexes];
    } else {
      for (int k = 0; k < markedCount; k++) {
        marks[markedHexes[k]] = 0;
      }
    }
    markedCount = 0;
  }

  /**
   * The neighbour of hex {@code i} in direction {@code d} if the zone of a unit on {@code i}
   * extends into it by the hexside and terrain (a friendly unit cancelling it aside), else -1.
   */
  static int zoneNeighbour(RuleKit kit, HexMap map, int i, int d) {
    int j = map.neighbor(i, d);
    if (j < 0) {
      return -1;
    }
    // a kind laid on either side of the hexside (directed) counts
    long side = map.sideMask(i, d) | map.sideMask(j, (d + 3) % 6);
    return kit.zones().reaches(side, kit.hexsides().blocksZoc(), map.hexMask(j)) ? j : -1;
  }

  private void mark(int hex, int bit) {
    if (marks[hex] == 0) {
      if (markedCount == markedHexes.length) {
        markedHexes = Arrays.copyOf(markedHexes, markedCount * 2);
      }
      markedHexes[markedCount++] = hex;
    }
    marks[hex] |= bit;
  }

  @Override
  public HexMap map() {
    return map;
  }

  @Override
  public int states() {
    return 1 << locBits;
  }

  @Override
  public int start() {
    return start;
  }

  @Override
  public int ticksPerMp() {
    return kit.denominator();
  }

  @Override
  public int allowance() {
    return allowance;
  }

  @Override
  public int slots(int node) {
    return (facing.faced ? 18 : 6) + declaredSlots;
  }

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int base = facing.faced ? 18 : 6;
    if (slot >= base) {
      return declared(node, spent, slot - base, out);
    }
    int from = node >> locBits;
    int dir = slot;
    int toState = shift;
    int extra = 0;
    int multiple = 1;
    boolean turnedBefore = false;
    final FacingSteps f = facing;
    if (f.faced) {
      // slots 0-5 forward, 6-11 in reverse, 12-17 turns in place
      if (slot >= 12) {
        return f.turnInPlace(node, from << locBits, slot - 12, spent, allowance, out);
      }
      if (slot >= 6) {
        if (f.reverse == 0) {
          return NONE;
        }
        dir = slot - 6;
        multiple = f.reverse;
      }
      int want = slot >= 6 ? (dir + 3) % 6 : dir;
      int turns = FacingRule.hexsides(f.facingOf(node), want);
      extra = f.turnCost[turns];
      turnedBefore = turns > 0 && f.oncePerHex && f.turnedHere(node);
      toState |= f.facingBits(want);
    }
    int e = table[from * 6 + dir];
    if (e == StepTable.NO_HEX) {
      return NONE;
    }
    int to = map.neighbor(from, dir);
    out.to = to << locBits | toState;
    if (e < 0) {
      return refused(e, out);
    }
    int c = e & StepTable.COST_MASK;
    if (f.faced) {
      extra += c * (multiple - 1);
      c = Math.min(c + extra, Points.MAX_TICKS);
      if (turnedBefore) {
        out.cost = c;
        out.rule = FACING_TURNED;
        return ILLEGAL;
      }
    }
    out.cost = c;
    // most steps go between unmarked hexes: the table's cost and the allowance decide
    int at = marks[to];
    int here = zonesApply ? marks[from] & ZONE_HEX : 0;
    if ((at | here) == 0) {
      return spent + c > allowance ? exceeds(node, spent, c, extra, out) : LEGAL;
    }
    return marked(node, spent, c, extra, at, here != 0, out);
  }

  /** A step into a marked hex (enemy, next to one, a zone, over-stacked) or out of a zone. */
  private int marked(int node, int spent, int base, int extra, int at, boolean inZone,
      Transition out) {
    if (enemyClosed && (at & ENEMY_HEX) != 0) {
      out.rule = ENEMY;
      return ILLEGAL;
    }
    if (stackingClosed && (at & OVER_STACKED_HEX) != 0) {
      out.rule = STACKING;
      return ILLEGAL;
    }
    if (mode.notNextToEnemy() && (at & NEXT_TO_ENEMY_HEX) != 0) {
      out.rule = NEXT_TO_ENEMY;
      return ILLEGAL;
    }
    boolean first = shift == 1 && (node & 1) == 0;
    boolean intoZone = zonesApply && (at & ZONE_HEX) != 0;
    boolean stop = false;
    int c = base;
    if (inZone) {
      if (leaveForbidden) {
        out.rule = ZONE_LEAVE;
        return ILLEGAL;
      }
      c += leaveCost;
      if (intoZone && zoneToZone != ZoneOfControlRule.ZoneToZone.ALLOWED) {
        if (zoneToZone == ZoneOfControlRule.ZoneToZone.PROHIBITED || !first) {
          out.rule = ZONE_TO_ZONE;
          return ILLEGAL;
        }
        stop = zoneToZone == ZoneOfControlRule.ZoneToZone.ONE_HEX;
      }
    }
    if (intoZone) {
      c += enterCost;
    }
    out.cost = c;
    if (spent + c > allowance) {
      return exceeds(node, spent, c, extra, out);
    }
    if (stop) {
      out.flags = Transition.STOP;
      out.rule = ZONE_TO_ZONE;
    } else if (intoZone && stopOnEntry) {
      out.flags = Transition.STOP;
      out.rule = ZONE_STOP;
    }
    return LEGAL;
  }

  /**
   * A declared action into the enemy hex in a direction: taken only on a step that names it,
   * at the step's cost plus the action's; zones of control do not apply to it.
   */
  private int declared(int node, int spent, int slot, Transition out) {
    int a = slot / 6;
    int dir = slot % 6;
    int from = node >> locBits;
    int e = table[from * 6 + dir];
    if (e == StepTable.NO_HEX) {
      return NONE;
    }
    int to = map.neighbor(from, dir);
    int turn = 0;
    int toState = shift;
    if (facing.faced) {
      turn = facing.turnCost[FacingRule.hexsides(facing.facingOf(node), dir)];
      toState |= facing.facingBits(dir);
    }
    out.to = to << locBits | toState;
    out.flags = Transition.EXPLICIT;
    out.rule = DECLARED;
    out.argA = a;
    EnemyHexRule.Action action = kit.enemy().actions().get(a);
    if ((marks[to] & ENEMY_HEX) == 0) {
      out.argB = Reasons.NO_ENEMY;
      return ILLEGAL;
    }
    if (!action.allows(movementClass)) {
      out.argB = Reasons.NOT_THIS_CLASS;
      return ILLEGAL;
    }
    if (e < 0) {
      return refused(e, out);
    }
    int c = (e & StepTable.COST_MASK) + action.extraCost() + turn;
    out.cost = c;
    if (spent + c > allowance) {
      out.rule = ALLOWANCE;
      out.argA = c;
      out.argB = allowance - spent;
      return ILLEGAL;
    }
    if (action.stops()) {
      out.flags |= Transition.STOP;
      out.argB = Reasons.ENDS_MOVE;
    }
    return LEGAL;
  }

  /** A step the table closes: the terrain, the hexside or a lines-only mode, as it says. */
  private static int refused(int e, Transition out) {
    int reason = StepTable.reason(e);
    out.rule = reason == StepTable.TERRAIN ? TERRAIN
        : reason == StepTable.HEXSIDE ? HEXSIDE : LINES_ONLY;
    out.argB = StepTable.kind(e);
    return ILLEGAL;
  }

  /** A step that costs more than is left: the minimum move may allow it as the first step. */
  private int exceeds(int node, int spent, int c, int extra, Transition out) {
    if (minimumMove && shift == 1 && (node & 1) == 0) {
      out.flags = Transition.STOP | Transition.EXCEEDS;
      out.rule = MINIMUM_MOVE;
      return LEGAL;
    }
    // turning or reverse is cited where the step would fit without them
    out.rule = extra > 0 && spent + c - extra <= allowance ? FACING_DEAR : ALLOWANCE;
    out.argA = c;
    out.argB = allowance - spent;
    return ILLEGAL;
  }

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    if (code == FACING_TURNED || code == FACING_DEAR) {
      int from = fromNode >> locBits;
      int to = t.to >> locBits;
      int step = 0;
      boolean back = false;
      for (int d = 0; d < 6 && to != from; d++) {
        if (map.neighbor(from, d) == to) {
          step = table[from * 6 + d] & StepTable.COST_MASK;
          back = facing.facingOf(t.to) != d;
        }
      }
      return facing.explain(kit.facing(), code, t, fromNode, step, back, kit.denominator());
    }
    return Reasons.explain(kit, mode, code, t, movementClass);
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    int base = facing.faced ? 18 : 6;
    if (slot >= base) {
      return (step.facing() == null || facing.matches(node, step.withAction(null)))
          && kit.enemy().actions().get((slot - base) / 6).name().equals(step.action());
    }
    return facing.matches(node, step);
  }

  @Override
  public HexDirection facing(int node) {
    return facing.facing(node);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return Violation.of(kit.adjacent(), "units move from a hex to an adjacent hex");
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    int base = facing.faced ? 18 : 6;
    if (slot >= base) {
      return kit.enemy().actions().get((slot - base) / 6).name();
    }
    String road = "";
    if (slot < 12) {
      int e = table[(fromNode >> locBits) * 6 + slot % 6];
      int line = e >= 0 ? (e >>> StepTable.COST_BITS) - 1 : -1;
      road = line >= 0 ? kit.lines().names().get(line) : "";
    }
    return facing.faced ? facing.note(fromNode, slot, t, road) : road;
  }

  @Override
  public int minCostPerHex() {
    return kit.minimumStepCost();
  }

  /** The rule a code cites, for tests and explanations. */
  static RuleRef ruleOf(RuleKit kit, ModeRule mode, int code) {
    switch (code) {
      case TERRAIN:
        return kit.terrain().rule();
      case HEXSIDE:
        return kit.hexsides().rule();
      case LINES_ONLY:
      case NEXT_TO_ENEMY:
        return mode.rule();
      case ENEMY:
        return kit.enemy().rule();
      case ZONE_STOP:
      case ZONE_LEAVE:
      case ZONE_TO_ZONE:
        return kit.zones().rule();
      case MINIMUM_MOVE:
        return kit.minimumMove().rule();
      case STACKING:
        return kit.stacking().rule();
      case FACING_DEAR:
      case FACING_TURNED:
        return kit.facing().rule();
      default:
        return kit.allowance();
    }
  }

  static Mp mp(int ticks, RuleKit kit) {
    return Mp.ofTicks(ticks, kit.denominator());
  }
}
