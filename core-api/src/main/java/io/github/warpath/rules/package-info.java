/**
 * The rule set SPI and the answers it gives: verdicts with violations that name their rule,
 * movement ranges, routes and move outcomes.
 *
 * <p>A {@link io.github.warpath.rules.RuleSet} is found through {@link
 * io.github.warpath.rules.RuleSets}. Hex-based rule sets also implement {@link
 * io.github.warpath.rules.HexMovementRules}, which adds step costs, ranges and cheapest paths.
 */
@WarpathStyle
package io.github.warpath.rules;

import io.github.warpath.internal.WarpathStyle;
