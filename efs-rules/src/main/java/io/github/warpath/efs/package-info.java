/**
 * The East Front Series movement rules for Warpath.
 *
 * <p>Start with {@link io.github.warpath.efs.EfsRules} (the rule set, id {@code efs}); maps use
 * {@link io.github.warpath.efs.EfsTerrain} and {@link io.github.warpath.efs.EfsHexside}; the words
 * a state may use are in {@link io.github.warpath.efs.EfsVocabulary}; the Terrain Effects Chart
 * and its keys in {@link io.github.warpath.efs.TerrainEffectsChart}; phase changes and bridge
 * placement in {@link io.github.warpath.efs.EfsTurn}. Every violation cites an
 * {@link io.github.warpath.efs.EfsRuleHeading}.
 */
package io.github.warpath.efs;
