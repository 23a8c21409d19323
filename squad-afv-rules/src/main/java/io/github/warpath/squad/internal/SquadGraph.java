package io.github.warpath.squad.internal;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;
import io.github.warpath.squad.SquadRule;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import io.github.warpath.state.Unit;

/**
 * The squad-afv rules composed into the transition the engine calls, for one query: one unit or
 * a stack that moves as one body. {@link #reset} compiles the query into a
 * {@link QueryProfile} (the units, their group, classes, step tables and allowances), a
 * {@link StateLayout} (what a search state remembers), the {@link SlotTable} of the group and
 * the {@link EnemyHexes}; the transition then reads those tables and calls each rule's piece
 * directly (static calls, no chain of objects per edge): {@link TerrainEffectsOnMovement},
 * {@link VehiclesAndTurning}, {@link VehicleReverseMovement}, {@link OneHexGuns},
 * {@link EnemyHexes}, {@link MinimumMove}, {@link Moving} and {@link LeaderLost}. Stacking
 * at the end of the move is settled after the search ({@link Aftermath}).
 *
 * <p>Costs are in twelfths of a point. Not thread-safe: one per {@code SearchBuffers}.
 */
public final class SquadGraph implements MoveGraph {
  /** Engine units per movement point. */
  public static final int TICKS = 12;

  private final QueryProfile p = new QueryProfile();
  private final StateLayout l = new StateLayout();
  private final EnemyHexes enemy = new EnemyHexes();
  private int[] slotKind;
  private int[] slotArg;
  private int start;
  private GameState validated;

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
    p.compile(s, query, assaultMode);
    l.compile(p);
    slotKind = SlotTable.kinds(p.type, p.leaders);
    slotArg = SlotTable.args(p.type, p.leaders);
    Unit first = s.units().get(p.member[0]);
    Position from = query.start().orElse(first.position());
    Hex startHex = from.hexOrNull();
    if (startHex == null) {
      throw new InvalidInputException("start", "squad-afv units move on hexes, not in " + from);
    }
    start = p.map.require(startHex, "start") * l.states + (from.equals(first.position())
        ? PhaseFacts.startState(this, p.leadUnit, p.footUnit)
        : l.encode(p.startFacing, StateLayout.FREE, 0, 0, 0));
    enemy.mark(s, p.map, p.side);
  }

  // ---------------------------------------------------------------- the transition

  @Override
  public int transition(int node, int spent, int slot, Transition out) {
    int loc = node / l.states;
    int s = node - loc * l.states;
    int arg = slotArg[slot];
    switch (slotKind[slot]) {
      case SlotTable.K_MOVE:
        return move(loc, s, spent, arg, false, false, out);
      case SlotTable.K_REVERSE:
        return move(loc, s, spent, arg, true, false, out);
      case SlotTable.K_CLOSE_ASSAULT:
        out.flags = Transition.EXPLICIT;
        return move(loc, s, spent, arg, false, true, out);
      case SlotTable.K_TURN:
        return VehiclesAndTurning.inPlace(p, l, loc, s, spent, arg, out);
      case SlotTable.K_TOGGLE_REVERSE:
        return VehicleReverseMovement.hold(l, loc, s, StateLayout.HELD_REVERSE, out);
      case SlotTable.K_TOGGLE_FORWARD:
        return VehicleReverseMovement.hold(l, loc, s, StateLayout.HELD_FORWARD, out);
      default:
        return LeaderLost.lose(p, l, loc, s, spent, arg, out);
    }
  }

  /** A step into the neighbour in direction {@code d}: every rule that prices or forbids it. */
  private int move(int loc, int s, int spent, int d, boolean reverse, boolean closeAssault,
      Transition out) {
    int to = p.map.neighbor(loc, d);
    if (to < 0) {
      return NONE;
    }
    // Enemy hexes are open to close assaults only, and a close assault needs an enemy hex. A
    // plain move into an enemy hex is illegal (priced, so a check can report what follows); a
    // close-assault step prefers its own transition, which matches its action.
    boolean enemyHex = enemy.holds(to);
    if (closeAssault && !enemyHex) {
      return NONE;
    }
    int mode = l.mode[s];
    int lost = l.lost[s];
    boolean moved = l.moved[s] != 0;
    int allow = p.allowance[lost];
    int facing = l.facing[s];
    int turnCost = 0;
    boolean secondTurn = false;
    if (p.type == QueryProfile.VEHICLE) {
      if (VehicleReverseMovement.againstToggle(mode, reverse)) {
        return NONE;
      }
      int want = VehicleReverseMovement.facingAfter(d, reverse);
      int k = VehiclesAndTurning.hexsides(facing, want);
      secondTurn = k > 0 && l.turned[s] != 0;
      turnCost = VehiclesAndTurning.cost(k);
      facing = want;
    } else if (p.type == QueryProfile.GUN) {
      facing = d;
    }
    out.to = to * l.states + l.encode(facing, mode, 0, 1, lost);
    int step = p.steps[loc * 6 + d];
    if (step < 0) {
      return TerrainEffectsOnMovement.closed(step, p.cls, out);
    }
    // infantry moving with a vehicle, AFV or gun pay their own cost for the hex (never the
    // vehicle's turns or reverse) from their own points
    int foot = 0;
    int footAfter = 0;
    if (p.mixed) {
      foot = p.footSteps[loc * 6 + d];
      if (foot < 0) {
        return TerrainEffectsOnMovement.closed(foot, p.footCls, out);
      }
      footAfter = l.footSpent(s) + foot;
      out.to += Math.min(footAfter / l.footGrain, l.footDim - 1) * l.strideFoot;
    }
    int cost;
    if (p.oneHexGun) {
      if (moved) {
        out.cost = step;
        out.rule = SquadRule.GUN_ONE_HEX.ordinal();
        return ILLEGAL;
      }
      cost = Math.max(0, allow - spent);
      out.flags |= Transition.SPEND_ALL;
    } else {
      cost = (reverse ? VehicleReverseMovement.MULTIPLE * step : step) + turnCost;
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
    boolean footShort = p.mixed && footAfter > p.footAllowance[lost]
        && l.footSpent(s) <= p.footAllowance[lost];
    if (spent + cost > allow || footShort) {
      if (MinimumMove.allows(moved, allow)) {
        out.flags |= Transition.STOP | Transition.EXCEEDS;
        out.rule = SquadRule.MINIMUM_MOVE.ordinal();
        return LEGAL;
      }
      if (spent + cost > allow) {
        return Moving.outOfPoints(cost, reverse ? (VehicleReverseMovement.MULTIPLE - 1) * step
            : 0, turnCost, allow, spent, out);
      }
      return Moving.infantryShort(foot,
          Math.max(0, p.footAllowance[lost] - l.footSpent(s)), out);
    }
    if (closeAssault) {
      out.flags |= Transition.STOP;
      out.rule = SquadRule.CLOSE_ASSAULT.ordinal();
    }
    return LEGAL;
  }

  // ---------------------------------------------------------------- the reasons

  @Override
  public Violation explain(int code, Transition t, int fromNode, int spent) {
    return CitedRules.explain(p, l, code, t, fromNode, spent);
  }

  @Override
  public Violation unreachable(int fromNode, Position to) {
    return Moving.unreachable(p, enemy, fromNode / l.states, to.hexOrNull());
  }

  @Override
  public boolean matches(int node, int slot, Step step) {
    return OrderSteps.matches(p, l, slotKind, slotArg, node % l.states, slot, step);
  }

  @Override
  public String note(int fromNode, int slot, Transition t) {
    int from = fromNode / l.states;
    return OrderSteps.note(p, l, slotKind[slot], slotArg[slot], from,
        fromNode - from * l.states, t);
  }

  // ---------------------------------------------------------------- MoveGraph

  @Override
  public HexMap map() {
    return p.map;
  }

  @Override
  public int states() {
    return l.states;
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
    return p.allowance[0];
  }

  @Override
  public int slots(int node) {
    return slotKind.length;
  }

  @Override
  public int minCostPerHex() {
    return p.oneHexGun ? 0 : p.minStep;
  }

  @Override
  public HexDirection facing(int node) {
    return l.facingDim == 1 ? null : HexDirection.of(l.facing[node % l.states]);
  }

  // ---------------------------------------------------------------- for the rule set

  /**
   * A search state from its fields (no leader lost).
   *
   * @param facing the facing index
   * @param mode the reverse setting ({@link StateLayout#FREE} and the held ones)
   * @param turned 1 if the vehicle has turned in this hex
   * @param moved 1 if the group has entered a hex
   * @param foot the infantry's spent points in a mixed stack, in engine units
   * @return the state
   */
  int state(int facing, int mode, int turned, int moved, int foot) {
    return l.state(facing, mode, turned, moved, foot);
  }

  /**
   * The fields of a search state: facing, reverse setting, turned, moved, the infantry's spent
   * points (engine units).
   *
   * @param s the state
   * @return {facing, mode, turned, moved, foot}
   */
  int[] fields(int s) {
    return l.fields(s);
  }

  /**
   * The facing of the stack at the start of the order.
   *
   * @return the facing index (0 for infantry)
   */
  int startFacing() {
    return p.startFacing;
  }

  /**
   * Whether infantry walk alongside vehicles or guns, on their own points.
   *
   * @return true for a mixed stack
   */
  boolean mixed() {
    return p.mixed;
  }

  /**
   * The first member showing an eligibility problem.
   *
   * @param code one of the {@link Eligibility} codes
   * @return the member's index in the query, or -1 if no member shows it
   */
  public int problem(int code) {
    return p.problem[code];
  }

  /**
   * The state index of a member.
   *
   * @param m the member's index in the query
   * @return its index in {@code GameState.units()}
   */
  public int memberUnit(int m) {
    return p.member[m];
  }

  /**
   * The query member index of a leader slot argument.
   *
   * @param i the leader's number in the stack
   * @return the member index
   */
  public int leaderMember(int i) {
    return p.leader[i];
  }

  /**
   * The kind of a slot.
   *
   * @param slot a slot
   * @return one of the {@code K_} constants of {@link SlotTable}
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
   * The chart in force.
   *
   * @return the chart
   */
  public TerrainEffectsChart chart() {
    return p.chart;
  }

  /**
   * Whether the query uses assault movement.
   *
   * @return true in assault mode
   */
  public boolean assault() {
    return p.assault;
  }
}
