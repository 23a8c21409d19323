package io.github.warpath.kit;

import io.github.warpath.rules.RuleRef;

/**
 * A movement mode (normal, strategic, road march, rail): which classes may use it, how it
 * changes the allowance, whether it keeps to lines only, keeps away from the enemy, or ignores
 * zones of control.
 *
 * @param rule the rule cited
 * @param id the mode's id, as orders name it
 * @param description a few words for players
 * @param classes mask of the classes that may use it
 * @param allowance the allowance change
 * @param linesOnly mask of the hexside kinds of the lines every step must follow, 0 for none
 * @param notNextToEnemy true if no step may enter a hex next to an enemy unit
 * @param ignoresZones true if zones of control do not affect the mode
 */
public record ModeRule(RuleRef rule, String id, String description, long classes,
    AllowanceModifier allowance, long linesOnly, boolean notNextToEnemy, boolean ignoresZones) {}
