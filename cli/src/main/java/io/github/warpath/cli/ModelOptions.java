package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import picocli.CommandLine.Option;

/** {@code --model} (which model of a unit on a table) and {@code --from} (a start to assume). */
final class ModelOptions {
  @Option(names = "--model", paramLabel = "N",
      description = "On a table: the model of the unit to ask about, numbered from 1 in the"
          + " unit's order (default: every model for reach, the first for path and chance).")
  Integer model;

  @Option(names = "--from", paramLabel = "POSITION",
      description = "Judge the move as if the units started here: a hex, or on a table the"
          + " models' points (12,9:13.5,9.5); for a unit waiting off the table, its entry point"
          + " on the edge.")
  String from;

  /** The query with the start given by {@code --from}, if any. */
  MoveQuery withStart(Scenario s, MoveQuery q) {
    return from == null ? q : q.withStart(Orders.position(JsonValue.argument(from, "--from"), s));
  }

  /** Refuses {@code --model} on a hex map. */
  void hexMap() {
    if (model != null) {
      throw new ScenarioException("", 0, 0, "--model", "picks a model of a unit on a table;"
          + " this scenario's board is a hex map");
    }
  }
}
