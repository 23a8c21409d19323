package io.github.warpath.cli;

import io.github.warpath.scenario.RuleBookFormat;
import io.github.warpath.scenario.ScenarioReader;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code warpath schema}: prints the JSON Schema of scenario files. */
@Command(name = "schema", mixinStandardHelpOptions = true,
    description = "Prints the JSON Schema of scenario files, for editors and validators.")
final class SchemaCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--rulebook", description = "Print the JSON Schema of rule books"
      + " (format warpath-rulebook-1) instead.")
  boolean rulebook;

  @Override
  public Integer call() {
    if (rulebook) {
      RuleBookFormat f = ScenarioReader.standard().ruleBookFormats().get("rulebook");
      if (f == null) {
        spec.commandLine().getErr().println("no rule book format is installed");
        return Main.BAD_INPUT;
      }
      spec.commandLine().getOut().print(f.schema());
      spec.commandLine().getOut().flush();
      return Main.LEGAL;
    }
    spec.commandLine().getOut().print(ScenarioReader.schema());
    spec.commandLine().getOut().flush();
    return Main.LEGAL;
  }
}
