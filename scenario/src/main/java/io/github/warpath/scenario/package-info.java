/**
 * The scenario file format.
 *
 * <p>{@link io.github.warpath.scenario.ScenarioReader} reads a file into a
 * {@link io.github.warpath.scenario.Scenario} (the rule set and the
 * {@link io.github.warpath.state.GameState}); {@link io.github.warpath.scenario.ScenarioWriter}
 * writes one. {@link io.github.warpath.scenario.Orders} reads move orders given as text, and
 * {@link io.github.warpath.scenario.Results} encodes answers as JSON.
 * {@link io.github.warpath.scenario.BoardFormat} is the extension point for boards that are not
 * hex maps.
 *
 * <pre>{@code
 * Scenario s = ScenarioReader.standard().read(Path.of("examples/scenarios/example-road.json"));
 * Reach reach = s.hexRules().reach(s.state(), MoveQuery.of("recon"));
 * }</pre>
 */
package io.github.warpath.scenario;
