/**
 * Warpath: movement rules for wargames.
 *
 * <p>Start with {@link io.github.warpath.rules.RuleSets} to find a rule set, build a {@link
 * io.github.warpath.state.GameState} on a {@link io.github.warpath.map.HexMap}, and ask the rule
 * set what a move costs, whether it is legal, where a unit can go and by which cheapest path.
 * Malformed input raises {@link io.github.warpath.InvalidInputException}; illegal moves never
 * throw, they come back as verdicts that name the rule.
 */
package io.github.warpath;
