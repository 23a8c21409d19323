package io.github.warpath.cli;

import io.github.warpath.rules.RuleSet;
import io.github.warpath.scenario.RuleBookFormat;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Scenario;
import picocli.CommandLine.Command;

/** {@code warpath validate}: reads a scenario and says whether it is valid. */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Reads a scenario file and reports the first problem (exit code 2), or a"
        + " summary of the scenario (exit code 0).")
final class ValidateCommand extends ScenarioCommand {
  private static final long MAX_BOOK_BYTES = 16L * 1024 * 1024;

  /** A rule book (its format says so) is checked as one; anything else is read as a scenario. */
  @Override
  int run() {
    ScenarioReader reader = ScenarioReader.standard();
    if (!reader.ruleBookFormats().isEmpty() && scenarioFile.toString().endsWith(".json")) {
      JsonValue doc = readBook();
      for (RuleBookFormat f : reader.ruleBookFormats().values()) {
        if (doc != null && f.reads(doc)) {
          RuleSet rules = f.read(doc);
          return bookValid(rules);
        }
      }
    }
    return super.run();
  }

  private JsonValue readBook() {
    try {
      if (Files.size(scenarioFile) > MAX_BOOK_BYTES) {
        return null;
      }
      String text = Files.readString(scenarioFile, StandardCharsets.UTF_8);
      return text.contains("\"format\"") ? JsonValue.parse(text,
          scenarioFile.toString(), 100_000) : null;
    } catch (IOException | UncheckedIOException e) {
      return null;
    } catch (ScenarioException e) {
      return null;
    }
  }

  private int bookValid(RuleSet rules) {
    if (json) {
      printJson(JsonValue.object().put("valid", true).put("ruleBook", true)
          .put("ruleSet", rules.id()).put("name", rules.name())
          .put("rules", rules.rules().size()).build());
    } else {
      out().println(scenarioFile + ": valid rule book (" + rules.name() + "); rule set "
          + rules.id() + ", " + rules.rules().size() + " rules cited, modes "
          + String.join(", ", rules.modes().stream().map(m -> m.id()).toList()) + ".");
      out().flush();
    }
    return Main.LEGAL;
  }
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
