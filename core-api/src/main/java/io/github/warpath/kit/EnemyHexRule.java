package io.github.warpath.kit;

import io.github.warpath.rules.RuleRef;

/** Enemy units: whether hexes they occupy may be entered. */
public final class EnemyHexRule {
  private final RuleRef rule;
  private final boolean prohibited;

  /**
   * An enemy hex rule.
   *
   * @param rule the rule cited
   * @param prohibited true if enemy-occupied hexes may not be entered
   */
  public EnemyHexRule(RuleRef rule, boolean prohibited) {
    this.rule = rule;
    this.prohibited = prohibited;
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
   * Whether enemy hexes are closed.
   *
   * @return true if they are
   */
  public boolean prohibited() {
    return prohibited;
  }
}
