package io.github.warpath.kit;

import io.github.warpath.rules.Step;
import io.github.warpath.search.MoveGraph;
import io.github.warpath.search.Transition;

/**
 * The declared actions of the {@link EnemyHexRule} compiled for {@link KitGraph}: six slots per
 * action (one per direction) after the ordinary ones, each an explicit step into the enemy hex in
 * that direction, taken only on an order's step that names the action, at the step's cost plus
 * the action's; zones of control do not apply to it.
 */
final class DeclaredActions {
  private DeclaredActions() {}

  /**
   * The slots the actions take: six per action, none without actions.
   *
   * @param kit the kit
   * @return the slot count
   */
  static int slots(RuleKit kit) {
    return 6 * kit.enemy().actions().size();
  }

  /**
   * A declared action's step.
   *
   * @param g the compiled graph
   * @param node the node left
   * @param spent points spent so far
   * @param slot the slot counted from the first action slot: action {@code slot / 6}, direction
   *     {@code slot % 6}
   * @param out the transition to fill
   * @return {@link MoveGraph#LEGAL}, {@link MoveGraph#ILLEGAL} or {@link MoveGraph#NONE}
   */
  static int step(KitGraph g, int node, int spent, int slot, Transition out) {
    int a = slot / 6;
    int dir = slot % 6;
    int from = node >> g.locBits;
    int e = g.table[from * 6 + dir];
    if (e == StepTable.NO_HEX) {
      return MoveGraph.NONE;
    }
    int to = g.map.neighbor(from, dir);
    FacingSteps facing = g.facing;
    int turn = 0;
    int toState = g.shift | g.lineExit.entryBits(g.table, g.map, from, dir, e);
    if (facing.faced) {
      turn = facing.turnCost[FacingRule.hexsides(facing.facingOf(node), dir)];
      toState |= facing.facingBits(dir);
    }
    out.to = to << g.locBits | toState;
    out.flags = Transition.EXPLICIT;
    out.rule = KitGraph.DECLARED;
    out.argA = a;
    EnemyHexRule.Action action = g.kit.enemy().actions().get(a);
    if ((g.marks[to] & HexMarks.ENEMY_HEX) == 0) {
      out.argB = Reasons.NO_ENEMY;
      return MoveGraph.ILLEGAL;
    }
    if (!action.allows(g.movementClass)) {
      out.argB = Reasons.NOT_THIS_CLASS;
      return MoveGraph.ILLEGAL;
    }
    if (e < 0) {
      return KitGraph.refused(e, out);
    }
    int off = g.lineExit.surcharge(g, node, from, dir);
    if (off < 0) {
      out.cost = e & StepTable.COST_MASK;
      out.rule = KitGraph.LINE_EXIT;
      return MoveGraph.ILLEGAL;
    }
    int c = (e & StepTable.COST_MASK) + off + action.extraCost() + turn;
    out.cost = c;
    if (spent + c > g.allowance) {
      out.rule = KitGraph.ALLOWANCE;
      out.argA = c;
      out.argB = g.allowance - spent;
      return MoveGraph.ILLEGAL;
    }
    if (action.stops()) {
      out.flags |= Transition.STOP;
      out.argB = Reasons.ENDS_MOVE;
    }
    return MoveGraph.LEGAL;
  }

  /**
   * Whether an order's step names the action of a slot.
   *
   * @param g the compiled graph
   * @param node the node left
   * @param slot the slot counted from the first action slot
   * @param step the order's step
   * @return true if the step takes this slot
   */
  static boolean matches(KitGraph g, int node, int slot, Step step) {
    return (step.facing() == null || g.facing.matches(node, step.withAction(null)))
        && g.kit.enemy().actions().get(slot / 6).name().equals(step.action());
  }

  /**
   * The note of a declared step: the action's name.
   *
   * @param kit the kit
   * @param slot the slot counted from the first action slot
   * @return the name
   */
  static String note(RuleKit kit, int slot) {
    return kit.enemy().actions().get(slot / 6).name();
  }
}
