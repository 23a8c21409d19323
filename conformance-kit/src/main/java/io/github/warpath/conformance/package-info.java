/**
 * Tests every hex rule set must pass. See {@link
 * io.github.warpath.conformance.HexRuleSetConformance}.
 */
package io.github.warpath.conformance;
