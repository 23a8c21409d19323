/**
 * The search engine and the SPI rule sets implement to drive it.
 *
 * <p>A hex rule set compiles a state, the moving units and the phase into a {@link
 * io.github.warpath.search.MoveGraph}: dense nodes ({@code location * states + state}, where the
 * state is the little a rule must remember - entered along a road, facing, first hex of the move)
 * and one function, {@link io.github.warpath.search.MoveGraph#transition}, that prices or forbids
 * a step. The engine runs a bucket (Dial) queue over those nodes for ranges and paths, and walks
 * the same function step by step to check an order, so range, path, check and apply cannot
 * disagree. {@link io.github.warpath.search.HexRuleSetSupport} wires it all to the {@link
 * io.github.warpath.rules.HexMovementRules} queries.
 *
 * <p>Buffers ({@link io.github.warpath.search.SearchBuffers}) are reused across queries, so a
 * query in steady state allocates nothing but its small result view.
 */
package io.github.warpath.search;
