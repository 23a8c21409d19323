/**
 * Threat maps: every hex a side's units can reach in a movement phase, which units can get
 * there, at what cost and whether they must stop, and optionally the hexes their zones of
 * control would then cover. Built on the rule set's own range query, so a threat map never
 * disagrees with {@link io.github.warpath.rules.HexMovementRules#reach}.
 */
package io.github.warpath.threat;
