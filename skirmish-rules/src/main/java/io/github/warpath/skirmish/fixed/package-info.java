/**
 * The {@code miniatures-fixed} rule set: units of models move in inches at fixed rates (Advance
 * at the basic rate, Run at double), keep their formation and their distance from other units,
 * pass through friends only as the interpenetration rule allows, obey a terrain table per troop
 * type, and move on and off the table from its edges.
 *
 * <p>Start with {@link io.github.warpath.skirmish.fixed.MiniaturesFixedRules}; the terrain table is
 * {@link io.github.warpath.skirmish.fixed.TerrainTable}, shipped as data with a documented
 * default that a scenario can override through {@link
 * io.github.warpath.state.GameState#charts()}.
 */
package io.github.warpath.skirmish.fixed;
