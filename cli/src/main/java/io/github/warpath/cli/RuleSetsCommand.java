package io.github.warpath.cli;

import io.github.warpath.rules.MovementMode;
import io.github.warpath.rules.RuleSet;
import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Results;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code warpath rulesets}: what is installed. */
@Command(name = "rulesets", mixinStandardHelpOptions = true,
    description = "The installed rule sets, with versions, board kinds and movement modes.")
final class RuleSetsCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--json", description = "Answer in JSON, with each rule set's words.")
  boolean json;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    List<RuleSet> all = RuleSets.installed().all();
    if (json) {
      List<JsonValue> list = new ArrayList<>();
      for (RuleSet rs : all) {
        list.add(Results.ruleSet(rs));
      }
      out.println(Commands.envelope("rulesets", JsonValue.object()
          .put("ruleSets", JsonValue.ofArray(list)).build()).toPrettyJson().stripTrailing());
      return Main.LEGAL;
    }
    out.println(all.size() + " rule set" + (all.size() == 1 ? "" : "s") + " installed:");
    for (RuleSet rs : all) {
      out.println();
      out.println("  " + rs.id() + "  " + rs.version() + "  " + rs.name() + "  ("
          + (rs.terrain().isPresent() ? "hex map" : "table")
          + ")");
      List<String> modes = new ArrayList<>();
      for (MovementMode m : rs.modes()) {
        modes.add(m.id() + " (" + m.description() + ")");
      }
      out.println("      modes: " + String.join(", ", modes));
      out.println("      " + rs.description());
    }
    out.flush();
    return Main.LEGAL;
  }
}
