package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;
import java.util.List;

/**
 * A {@link RuleKit} compiled for one query: the graph the hooks of {@link KitRuleSet} receive.
 *
 * <p>Public only as the graph type of {@link KitRuleSet}, so that a subclass of it in another
 * package can override the hooks that take the graph; it is made and compiled by the kit alone,
 * and outside this package it offers no more than a {@link MoveGraph}.
 */
public class KitGraph implements MoveGraph {
  /*
   * A node is the hex shifted left by the state bits: bit 0 records that the unit has entered a
   * hex (when the minimum move and one-hex zone rules ask), and for a faced class (FacingSteps)
   * the next bit records a turn made in the hex and the three above it the facing; where lines
   * hold their rate only for a unit that leaves along them (LineExit), three bits above those
   * record the hexside the unit came in across.
   *
   * The step loop of a class without facing reads the cached StepTable, the HexMarks of the hex
   * entered (and of the hex left, where leaving a zone of control counts) and a few ints, and is
   * small enough for the engine to inline; facing (FacingSteps) and declared actions
   * (DeclaredActions) have their own step methods. A kit without either runs as a
   * PlainKitGraph, whose six slots the engine sees as a constant.
   */
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
  static final int LINE_EXIT = 14;
  /** {@link #marked}: the step costs more than is left. */
  private static final int OVER = -2;

  // read by the step methods of the pieces (FacingSteps, DeclaredActions)
  RuleKit kit;
  HexMap map;
  int[] table;
  int[] marks;
  int allowance;
  int movementClass;
  /** The state bits below a node's hex. */
  int locBits;
  /** 1 if nodes carry a "has moved" bit (minimum move, first-step zone rules), else 0. */
  int shift;
  /** Facing, compiled. */
  final FacingSteps facing = new FacingSteps();
  /** The line rate that holds only when leaving along a line, compiled. */
  final LineExit lineExit = new LineExit();

  private final HexMarks hexMarks = new HexMarks();
  private final StepTable.Cache tables = new StepTable.Cache();
  private int start;
  private ModeRule mode;
  /** The slots of plain steps: 6, or 18 for a faced class. */
  private int baseSlots;
  private int slotCount;
  /** {@link HexMarks#ZONE_HEX} where leaving a zone of control counts, else 0. */
  private int leavingZone;
  /** The marks that make a step into a hex more than its table cost. */
  private int markMask;
  private boolean enemyClosed;
  private boolean stackingClosed;
  private boolean zonesApply;
  private boolean stopOnEntry;
  private int enterCost;
  private boolean leaveForbidden;
  private int leaveCost;
  private ZoneOfControlRule.ZoneToZone zoneToZone = ZoneOfControlRule.ZoneToZone.ALLOWED;
  private boolean minimumMove;
  private boolean classMayMove;
  /** Whether a mover carries movement from earlier in the phase. */
  private boolean moved;

  /** Made by {@link KitRuleSet#compile} (through the buffers' scratch) alone. */
  KitGraph() {}

  void reset(RuleKit kit, GameState state, MoveQuery query) {
    this.kit = kit;
    map = state.hexMap();
    mode = KitRuleSet.mode(kit, query.mode());
    movementClass = -1;
    allowance = Integer.MAX_VALUE;
    String side = null;
    Position from = null;
    boolean moved = false;
    List<String> units = query.units();
    for (int k = 0; k < units.size(); k++) {
      String id = units.get(k);
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
    this.moved = moved;
    if (from == null || from.hexOrNull() == null) {
      throw new InvalidInputException("units", "units move on hexes only");
    }
    ZoneOfControlRule z = kit.zones();
    ZoneOfControlRule.ZoneToZone z2z = z == null ? ZoneOfControlRule.ZoneToZone.ALLOWED
        : z.zoneToZone();
    shift = kit.minimumMove().kind() == MinimumMoveRule.Kind.FIRST_HEX
        || z2z == ZoneOfControlRule.ZoneToZone.ONE_HEX
        || z2z == ZoneOfControlRule.ZoneToZone.FIRST_STEP ? 1 : 0;
    locBits = shift + facing.compile(kit.facing(), movementClass, shift);
    locBits += lineExit.compile(kit.lines(), movementClass, mode.linesOnly(), locBits);
    start = map.require(from.hexOrNull(), "start") << locBits | (moved ? shift : 0);
    if (facing.faced) {
      start |= facing.startBits(kit, movementClass, state, query, from);
    }
    table = tables.table(kit, state, movementClass, mode.linesOnly());
    if (lineExit.on) {
      start |= lineExit.startBits(table, map, start >> locBits, startFacts(state, query, from));
    }
    enemyClosed = kit.enemy().prohibited();
    baseSlots = facing.faced ? 18 : 6;
    slotCount = baseSlots + DeclaredActions.slots(kit);
    minimumMove = kit.minimumMove().kind() == MinimumMoveRule.Kind.FIRST_HEX;
    zonesApply = z != null && !z.ignoredBy(movementClass) && !mode.ignoresZones();
    stopOnEntry = zonesApply && z.enter() == ZoneOfControlRule.Enter.STOP;
    enterCost = zonesApply ? z.enterCost() : 0;
    leaveForbidden = zonesApply && z.leave() == ZoneOfControlRule.Leave.PROHIBITED;
    leaveCost = zonesApply ? z.leaveCost() : 0;
    zoneToZone = zonesApply ? z2z : ZoneOfControlRule.ZoneToZone.ALLOWED;
    leavingZone = leaveForbidden || leaveCost != 0
        || zoneToZone != ZoneOfControlRule.ZoneToZone.ALLOWED ? HexMarks.ZONE_HEX : 0;
    stackingClosed = kit.stacking() != null && kit.stacking().illegal();
    // only the marks some rule of this query reads send a step off the plain path
    markMask = (enemyClosed ? HexMarks.ENEMY_HEX : 0)
        | (stackingClosed ? HexMarks.OVER_STACKED_HEX : 0)
        | (mode.notNextToEnemy() ? HexMarks.NEXT_TO_ENEMY_HEX : 0)
        | (zonesApply ? HexMarks.ZONE_HEX : 0);
    hexMarks.update(kit, state, query, side, zonesApply);
    marks = hexMarks.marks;
    PhaseRule.Phase phase = kit.phases() == null ? null
        : kit.phases().phase(state.environment().phase());
    classMayMove = (mode.classes() & 1L << movementClass) != 0
        && (phase == null || (phase.classes() & 1L << movementClass) != 0);
  }

  /**
   * Whether the mode and the phase let the movers' class move.
   *
   * @return false if either keeps it from moving
   */
  boolean classMayMove() {
    return classMayMove;
  }

  /**
   * Whether a mover has moved earlier in the phase: only then can a rule have ended its move.
   *
   * @return true if a mover carries a phase movement
   */
  boolean moversMoved() {
    return moved;
  }

  /** The movement facts of the movers that stand on the start of the move. */
  private static java.util.Collection<String> startFacts(GameState state, MoveQuery query,
      Position from) {
    java.util.Set<String> facts = new java.util.HashSet<>();
    for (String id : query.units()) {
      Unit u = state.unit(id);
      if (from.equals(u.position()) && u.phaseMovement().isPresent()) {
        facts.addAll(u.phaseMovement().get().facts());
      }
    }
    return facts;
  }

  /**
   * The facts a node leaves for a later order of the phase: a turn made in its hex, the hexside
   * it came in across along a line.
   *
   * @param node a node
   * @return the facts
   */
  List<String> factsOf(int node) {
    String line = lineExit.factOf(node);
    boolean turned = facing.turnedAt(node);
    return line == null ? turned ? List.of(FacingRule.TURNED_FACT) : List.of()
        : turned ? List.of(FacingRule.TURNED_FACT, line) : List.of(line);
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
    return slotCount;
  }

  /**
   * A step. Without facing, slots 0-5 are the six directions ({@link #direction}); the pieces
   * with steps of their own take the other slots.
   */
  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    if (slot >= 6 || baseSlots != 6 || lineExit.on) {
      return slot >= baseSlots ? DeclaredActions.step(this, node, spent, slot - baseSlots, out)
          : facing.faced ? facing.step(this, node, spent, slot, out)
          : lineExit.step(this, node, spent, slot, out);
    }
    return direction(node, spent, slot, out);
  }

  /** A plain step in a direction, priced from the table and the marks. */
  final int direction(int node, int spent, int dir, Transition out) {
    int from = node >> locBits;
    int e = table[from * 6 + dir];
    if (e < 0) {
      if (e == StepTable.NO_HEX) {
        return NONE;
      }
      out.to = map.neighbor(from, dir) << locBits | shift;
      return refused(e, out);
    }
    int to = map.neighbor(from, dir);
    out.to = to << locBits | shift;
    return priced(node, from, to, spent, e & StepTable.COST_MASK, 0, out);
  }

  /**
   * A step whose cost the table (and facing) gave: the allowance decides, unless the hex entered
   * or left is marked. {@link #exceeds} is called here alone, so that the compiler inlines it:
   * a call left out of line, even on a rare path, would be a call inside the engine's loop.
   *
   * @param extra the part of the cost that turning and reverse added
   */
  int priced(int node, int from, int to, int spent, int c, int extra, Transition out) {
    out.cost = c;
    int at = marks[to] & markMask;
    int here = leavingZone == 0 ? 0 : marks[from] & leavingZone;
    if ((at | here) != 0) {
      int r = marked(node, spent, at, here != 0, out);
      if (r != OVER) {
        return r;
      }
    } else if (spent + c <= allowance) {
      return LEGAL;
    }
    return exceeds(node, spent, out.cost, extra, out);
  }

  /**
   * A step into a marked hex (enemy, next to one, a zone, over-stacked) or out of a zone: adds
   * the zones' costs to {@code out.cost}; {@link #OVER} if the step then costs more than is left.
   */
  private int marked(int node, int spent, int at, boolean inZone, Transition out) {
    if ((at & HexMarks.ENEMY_HEX) != 0) {
      out.rule = ENEMY;
      return ILLEGAL;
    }
    if ((at & HexMarks.OVER_STACKED_HEX) != 0) {
      out.rule = STACKING;
      return ILLEGAL;
    }
    if ((at & HexMarks.NEXT_TO_ENEMY_HEX) != 0) {
      out.rule = NEXT_TO_ENEMY;
      return ILLEGAL;
    }
    boolean first = shift == 1 && (node & 1) == 0;
    boolean intoZone = (at & HexMarks.ZONE_HEX) != 0;
    boolean stop = false;
    int c = out.cost;
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
      return OVER;
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

  /** A step the table closes: the terrain, the hexside or a lines-only mode, as it says. */
  static int refused(int e, Transition out) {
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
      return facing.explain(this, code, t, fromNode);
    }
    if (code == LINE_EXIT) {
      String hex = map.label(fromNode >> locBits);
      String line = kit.lines().names().get(Math.max(0, lineExit.lineOf(this, fromNode)));
      return Violation.of(kit.lines().rule(), "the unit came into " + hex + " along the " + line
          + " at its rate, and off the " + line + " it could not have entered " + hex + "; it may"
          + " go on along the " + line + " or a line connected to it, or end its move there");
    }
    return Reasons.explain(kit, mode, code, t, movementClass);
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    return slot >= baseSlots ? DeclaredActions.matches(this, node, slot - baseSlots, step)
        : facing.matches(node, step);
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
    if (slot >= baseSlots) {
      return DeclaredActions.note(kit, slot - baseSlots);
    }
    String road = "";
    if (slot < 12) {
      int from = fromNode >> locBits;
      int e = table[from * 6 + slot % 6];
      int line = e >= 0 ? (e >>> StepTable.COST_BITS) - 1 : -1;
      road = line >= 0 ? kit.lines().names().get(line) : "";
      int x = lineExit.surcharge(this, fromNode, from, slot % 6);
      if (x > 0) {
        road = (road.isEmpty() ? "" : road + ", ") + "left the "
            + kit.lines().names().get(lineExit.lineOf(this, fromNode)) + " in "
            + map.label(from) + ": +" + Reasons.mp(x, kit);
      }
    }
    return facing.faced ? facing.note(fromNode, slot, t, road) : road;
  }

  @Override
  public int minCostPerHex() {
    return kit.minimumStepCost();
  }
}
