package io.github.warpath.cli;

import io.github.warpath.rules.MoveQuery;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** Who moves and how: {@code --unit}, {@code --mode}, {@code --option}. */
final class MoverOptions {
  /** The option that carries the dice rolled. */
  static final String DICE = "dice";

  @Option(names = "--unit", split = ",", paramLabel = "ID",
      description = "The moving unit; several (a stack moving together) as a,b or repeated.")
  List<String> units = new ArrayList<>();

  @Option(names = "--mode", paramLabel = "MODE",
      description = "A movement mode of the rule set (default: its first); see 'warpath"
          + " rulesets'.")
  String mode;

  @Option(names = "--option", paramLabel = "NAME=VALUE",
      description = "A query option the rule set documents; may be repeated.")
  List<String> options = new ArrayList<>();

  @Option(names = "--dice", paramLabel = "FACES",
      description = "The movement dice rolled, e.g. 3,5: the option dice of rule sets that roll"
          + " for moves (miniatures-dice).")
  String dice;

  /** The query, with every unit, the mode and each option checked against the scenario. */
  MoveQuery query(Scenario scenario) {
    if (units.isEmpty()) {
      List<String> known = new ArrayList<>();
      scenario.state().units().forEach(u -> known.add(u.id()));
      throw new ScenarioException("", 0, 0, "--unit", "missing; name the moving unit ("
          + (known.isEmpty() ? "the scenario has no units" : "units: " + String.join(", ",
              known)) + ")");
    }
    List<JsonValue> ids = new ArrayList<>();
    for (String u : units) {
      ids.add(JsonValue.argument(u.trim(), "--unit"));
    }
    Map<String, JsonValue> opts = new LinkedHashMap<>();
    for (String o : options) {
      Orders.option(JsonValue.argument(o, "--option"), opts);
    }
    if (dice != null) {
      if (opts.containsKey(DICE)) {
        throw new ScenarioException("", 0, 0, "--dice", "the dice are given twice, with --dice"
            + " and with --option dice=...; give them once");
      }
      opts.put(DICE, JsonValue.argument(dice.trim(), "--dice"));
    }
    return Orders.query(scenario, ids, mode == null ? null : JsonValue.argument(mode, "--mode"),
        opts);
  }
}
