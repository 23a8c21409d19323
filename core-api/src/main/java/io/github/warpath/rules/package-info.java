/**
 * The caller API: the rule set interfaces a game, a tool or a script calls, the queries it asks
 * and the answers it gets - verdicts with violations that name their rule, movement ranges,
 * routes and move outcomes - and the reusable {@link io.github.warpath.rules.SearchBuffers} the
 * queries run in.
 *
 * <p>A {@link io.github.warpath.rules.RuleSet} is found through {@link
 * io.github.warpath.rules.RuleSets}. Hex-based rule sets also implement {@link
 * io.github.warpath.rules.HexMovementRules}, which adds step costs, ranges and cheapest paths.
 *
 * <p>Authors of rule sets implement these interfaces through the rule-set SPI, {@link
 * io.github.warpath.search}, which depends on this package; this package does not depend on it,
 * so a caller's code compiles against the queries and results alone.
 */
@WarpathStyle
package io.github.warpath.rules;

import io.github.warpath.internal.WarpathStyle;
