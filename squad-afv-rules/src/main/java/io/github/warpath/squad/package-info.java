/**
 * The squad-afv rule set: tactical hex movement for infantry, vehicles, AFVs and guns.
 *
 * <p>{@link io.github.warpath.squad.SquadAfvRules} is the rule set; its terrain is
 * {@link io.github.warpath.squad.SquadTerrain} and
 * {@link io.github.warpath.squad.SquadHexside}; verdicts cite
 * {@link io.github.warpath.squad.SquadRule}.
 */
package io.github.warpath.squad;
