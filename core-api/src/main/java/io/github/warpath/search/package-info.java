/**
 * The rule-set SPI and the search engine behind it: what a rule set's author implements and
 * uses. Callers of a rule set need none of it; they use the caller API, {@link
 * io.github.warpath.rules}.
 *
 * <p>A hex rule set compiles a state, the moving units and the phase into a {@link
 * io.github.warpath.search.MoveGraph}: dense nodes ({@code location * states + state}, where the
 * state is the little a rule must remember - entered along a road, facing, first hex of the move)
 * and one function, {@link io.github.warpath.search.MoveGraph#transition}, that prices or forbids
 * a step into a {@link io.github.warpath.search.Transition}. The engine runs a bucket (Dial)
 * queue over those nodes for ranges and paths, and walks the same function step by step to check
 * an order (a {@link io.github.warpath.search.Walk}), so range, path, check and apply cannot
 * disagree. {@link io.github.warpath.search.HexRuleSetSupport}, typed by the rule set's own
 * graph so that its hooks get that graph back without casts, wires it all to the {@link
 * io.github.warpath.rules.HexMovementRules} queries; {@link
 * io.github.warpath.search.SearchEngine} runs the engine on a graph directly.
 *
 * <p>This package depends on the caller API (it answers its queries with its values) and never
 * the other way round. The one thing both sides share is the memory a query runs in: callers own
 * it as {@link io.github.warpath.rules.SearchBuffers}, reused across queries so that a query in
 * steady state allocates nothing but its small result view; the engine keeps its arrays there,
 * in a field of the buffers that only this module reads, and its own records (transitions, a
 * walk's arrivals) as one of the buffers' scratch objects.
 */
package io.github.warpath.search;
