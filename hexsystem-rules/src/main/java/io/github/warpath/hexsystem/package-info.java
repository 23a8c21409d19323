/**
 * The hexsystem rule set: operational hex movement with enemy zones of control, the minimum
 * move, road/rail rates, beachheads, marines, the Eastern Europe Box, port-to-port movement,
 * off-map boxes, weather and political restrictions, and overruns. Start at {@link
 * io.github.warpath.hexsystem.HexsystemRules}; the words a state uses are in {@link
 * io.github.warpath.hexsystem.HexsystemVocabulary}.
 */
package io.github.warpath.hexsystem;
