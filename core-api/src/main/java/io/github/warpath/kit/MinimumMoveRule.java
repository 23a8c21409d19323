package io.github.warpath.kit;

import io.github.warpath.rules.RuleRef;

/**
 * Minimum move: a unit that cannot pay for its first hex may still enter it. It never opens a
 * hex or hexside that another rule forbids.
 */
public final class MinimumMoveRule {
  /** The variants. */
  public enum Kind {
    /** No minimum move: points must always suffice. */
    NONE,
    /** The first hex of a move may cost more than the allowance; the move ends there. */
    FIRST_HEX
  }

  private final RuleRef rule;
  private final Kind kind;

  /**
   * A minimum move rule.
   *
   * @param rule the rule cited
   * @param kind the variant
   */
  public MinimumMoveRule(RuleRef rule, Kind kind) {
    this.rule = rule;
    this.kind = kind;
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
   * The variant.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }
}
