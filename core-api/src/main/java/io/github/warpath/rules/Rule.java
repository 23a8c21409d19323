package io.github.warpath.rules;

/**
 * A rule a rule set can cite: which rule set, which section (a number such as {@code 3.1.1} or a
 * stable name of our own such as {@code EFS road exit}) and its heading.
 *
 * <p>Rule sets usually implement this with an enum, one constant per rule piece. Violations copy
 * the three strings, so they can be counted by rule and printed without the enum.
 */
public interface Rule {

  /**
   * The id of the rule set that states the rule.
   *
   * @return e.g. {@code "hexsystem"}
   */
  String ruleSet();

  /**
   * The section number or stable name.
   *
   * @return e.g. {@code "3.1.1"}
   */
  String section();

  /**
   * The section's heading.
   *
   * @return e.g. {@code "Hex-to-Hex Procedure"}
   */
  String heading();

  /**
   * A value copy of this rule's identity.
   *
   * @return the reference
   */
  default RuleRef ref() {
    return new RuleRef(ruleSet(), section(), heading());
  }
}
