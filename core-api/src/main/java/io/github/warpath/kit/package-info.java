/**
 * The rule kit: a hex rule set written as a composition of named movement rule pieces.
 *
 * <p>Each piece ({@link TerrainRule}, {@link HexsideRule}, {@link LineRule}, {@link
 * ZoneOfControlRule}, {@link MinimumMoveRule}, {@link EnemyHexRule}, {@link StackingRule}, {@link
 * PhaseRule}, {@link ModeRule}, {@link AllowanceModifier}, {@link FacingRule}) is an immutable
 * value that cites its own rule (an id and a title chosen by the author of the rules), and {@link
 * KitRuleSet} runs a {@link RuleKit} on the search engine. The pieces are compiled once per query into flat integer
 * tables (one step cost per hex and direction, cached per map, and marks for zones and enemy
 * hexes, and for a faced class four turn costs and a reverse multiple); the search never calls
 * a piece per edge.
 *
 * <p>All points are integer ticks of {@code 1 / denominator} MP, where the denominator divides
 * 12 (1, 2, 3, 4, 6 or 12).
 */
package io.github.warpath.kit;
