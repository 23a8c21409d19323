package io.github.warpath.cli;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import picocli.CommandLine.Command;

/** {@code warpath validate}: reads a scenario and says whether it is valid. */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Reads a scenario file and reports the first problem (exit code 2), or a"
        + " summary of the scenario (exit code 0).")
final class ValidateCommand extends ScenarioCommand {
  @Override
  int execute(Scenario s) {
    if (json) {
      printJson(JsonValue.object().put("valid", true).put("ruleSet", s.ruleSet().id())
          .put("name", s.name()).put("board", s.state().board().describe())
          .put("units", s.state().units().size()).put("markers", s.state().markers().size())
          .build());
    } else {
      out().println(scenarioFile + ": valid" + (s.name().isEmpty() ? "" : " (" + s.name() + ")")
          + "; rule set " + s.ruleSet().id() + " " + s.ruleSet().version() + ", "
          + s.state().board().describe() + ", " + s.state().units().size() + " units, "
          + s.state().markers().size() + " markers.");
      out().flush();
    }
    return Main.LEGAL;
  }
}
