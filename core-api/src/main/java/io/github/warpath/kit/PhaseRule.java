package io.github.warpath.kit;

import io.github.warpath.rules.RuleRef;
import java.util.Map;

/**
 * Phases: which movement classes may move in which phase, and how the phase changes their
 * allowance (an exploitation phase at half allowance, say). A phase the rule does not list
 * lets every class move at full allowance.
 */
public final class PhaseRule {
  /**
   * One phase.
   *
   * @param classes mask of the classes that may move
   * @param allowance the allowance change in this phase
   */
  public record Phase(long classes, AllowanceModifier allowance) {}

  private final RuleRef rule;
  private final Map<String, Phase> phases;

  /**
   * A phase rule.
   *
   * @param rule the rule cited
   * @param phases by phase name
   */
  public PhaseRule(RuleRef rule, Map<String, Phase> phases) {
    this.rule = rule;
    this.phases = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(phases));
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
   * The phases by name, in the order of play (the order they were given in).
   *
   * @return an immutable map
   */
  public Map<String, Phase> phases() {
    return phases;
  }

  /**
   * A phase by name.
   *
   * @param name the phase
   * @return the phase, or null if the rule does not list it
   */
  public Phase phase(String name) {
    return phases.get(name);
  }
}
