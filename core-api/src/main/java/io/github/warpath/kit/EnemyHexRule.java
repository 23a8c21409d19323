package io.github.warpath.kit;

import io.github.warpath.InvalidInputException;
import io.github.warpath.rules.RuleRef;
import java.util.List;

/**
 * Enemy units: whether hexes they occupy may be entered, and the declared actions (an overrun,
 * say) that let units of some classes enter them anyway.
 *
 * <p>A declared action is taken only on an order's step that names it ({@code
 * Step.enter(hex).withAction("overrun")}); ranges and cheapest paths never use it. It enters an
 * adjacent hex holding an enemy unit, at the step's cost plus the action's extra cost;
 * forbidding terrain and hexsides still forbid it, the points must suffice, zones of control do
 * not apply to the step, and the move may end there.
 */
public final class EnemyHexRule {
  /**
   * A declared action that enters an enemy hex.
   *
   * @param name the action as an order's step names it
   * @param rule the rule cited when the action is refused or ends the move
   * @param classes mask of the movement classes that may take it
   * @param extraCost ticks added to the step's cost
   * @param stops whether the move ends in the hex entered
   */
  public record Action(String name, RuleRef rule, long classes, int extraCost, boolean stops) {
    /**
     * Checks the parts.
     *
     * @throws InvalidInputException if the name is blank or the cost negative or too large
     */
    public Action {
      if (name == null || name.isBlank()) {
        throw new InvalidInputException("enemyHexes.actions", "an action needs a name");
      }
      if (extraCost < 0 || extraCost > Points.MAX_TICKS) {
        throw new InvalidInputException("enemyHexes.actions." + name, "the extra cost "
            + extraCost + " is negative or too large");
      }
    }

    /**
     * Whether units of a class may take the action.
     *
     * @param movementClass the class
     * @return true if they may
     */
    public boolean allows(int movementClass) {
      return (classes & (1L << movementClass)) != 0;
    }
  }

  private final RuleRef rule;
  private final boolean prohibited;
  private final List<Action> actions;

  /**
   * An enemy hex rule without declared actions.
   *
   * @param rule the rule cited
   * @param prohibited true if enemy-occupied hexes may not be entered
   */
  public EnemyHexRule(RuleRef rule, boolean prohibited) {
    this(rule, prohibited, List.of());
  }

  /**
   * An enemy hex rule.
   *
   * @param rule the rule cited
   * @param prohibited true if enemy-occupied hexes may not be entered by ordinary steps
   * @param actions the declared actions that enter enemy hexes, at most 16
   * @throws InvalidInputException if there are more than 16 actions or two share a name
   */
  public EnemyHexRule(RuleRef rule, boolean prohibited, List<Action> actions) {
    this.rule = rule;
    this.prohibited = prohibited;
    this.actions = List.copyOf(actions);
    if (this.actions.size() > 16) {
      throw new InvalidInputException("enemyHexes.actions", "at most 16 actions, got "
          + this.actions.size());
    }
    for (int i = 0; i < this.actions.size(); i++) {
      if (action(this.actions.get(i).name()) != i) {
        throw new InvalidInputException("enemyHexes.actions", "the action '"
            + this.actions.get(i).name() + "' is given twice");
      }
    }
  }

  /**
   * The rule cited.
   *
   * @return the rule
   */
  public RuleRef rule() {
    return rule;
  }

  /**
   * Whether enemy hexes are closed to ordinary steps.
   *
   * @return true if they are
   */
  public boolean prohibited() {
    return prohibited;
  }

  /**
   * The declared actions that enter enemy hexes.
   *
   * @return the actions, in the book's order
   */
  public List<Action> actions() {
    return actions;
  }

  /**
   * The index of an action by name.
   *
   * @param name an action name, or null
   * @return its index, or -1
   */
  public int action(String name) {
    for (int i = 0; i < actions.size(); i++) {
      if (actions.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }
}
