/**
 * The {@code rulebook} rule set: any hex game's movement rules from a JSON rule book. See
 * {@link io.github.warpath.rulebook.RulebookRules}.
 */
package io.github.warpath.rulebook;
