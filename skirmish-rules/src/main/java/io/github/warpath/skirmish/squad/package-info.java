/**
 * The squad-afv rule set: tactical hex movement for infantry, vehicles, AFVs and guns.
 *
 * <p>{@link io.github.warpath.skirmish.squad.SquadAfvRules} is the rule set; its terrain is
 * {@link io.github.warpath.skirmish.squad.SquadTerrain} and
 * {@link io.github.warpath.skirmish.squad.SquadHexside}; verdicts cite
 * {@link io.github.warpath.skirmish.squad.SquadRule}.
 */
package io.github.warpath.skirmish.squad;
