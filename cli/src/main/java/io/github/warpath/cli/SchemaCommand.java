package io.github.warpath.cli;

import io.github.warpath.scenario.ScenarioReader;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code warpath schema}: prints the JSON Schema of scenario files. */
@Command(name = "schema", mixinStandardHelpOptions = true,
    description = "Prints the JSON Schema of scenario files, for editors and validators.")
final class SchemaCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().getOut().print(ScenarioReader.schema());
    spec.commandLine().getOut().flush();
    return Main.LEGAL;
  }
}
