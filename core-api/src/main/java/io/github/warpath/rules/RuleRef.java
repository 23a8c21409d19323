package io.github.warpath.rules;

import java.util.Objects;

/**
 * A rule's identity as a plain value: rule set id, section and heading.
 *
 * @param ruleSet the rule set id
 * @param section the section number or stable name
 * @param heading the heading
 */
public record RuleRef(String ruleSet, String section, String heading) implements Rule {

  /**
   * Creates a reference.
   *
   * @param ruleSet the rule set id
   * @param section the section number or stable name
   * @param heading the heading
   */
  public RuleRef {
    Objects.requireNonNull(ruleSet, "ruleSet");
    Objects.requireNonNull(section, "section");
    Objects.requireNonNull(heading, "heading");
  }

  @Override
  public RuleRef ref() {
    return this;
  }

  /**
   * How the rule is cited in messages.
   *
   * @return e.g. {@code "hexsystem 3.1.1 Hex-to-Hex Procedure"}
   */
  @Override
  public String toString() {
    if (section.equals(heading) || heading.isEmpty()) {
      return ruleSet + " " + section;
    }
    return ruleSet + " " + section + " " + heading;
  }
}
