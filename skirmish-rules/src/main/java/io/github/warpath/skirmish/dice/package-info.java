/**
 * The {@code miniatures-dice} rule set: infantry, leaders and support weapons move a rolled
 * number of inches on a {@link io.github.warpath.skirmish.table.Table}, slowed by terrain,
 * obstacles, buildings and Shock, with the exact chance of every outcome as a {@link
 * io.github.warpath.skirmish.dice.Fraction}.
 *
 * <p>Start with {@link io.github.warpath.skirmish.dice.MiniaturesDiceRules}.
 */
package io.github.warpath.skirmish.dice;
