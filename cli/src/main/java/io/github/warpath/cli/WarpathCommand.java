package io.github.warpath.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top command: lists the subcommands. */
@Command(name = "warpath", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = "Movement rules for wargames: ranges, cheapest legal paths, move checks,"
        + " step costs and chances of rolled moves on scenario files.",
    subcommands = {RuleSetsCommand.class, ReachCommand.class, PathCommand.class,
        CheckCommand.class, CostCommand.class, ChanceCommand.class, ValidateCommand.class,
        SchemaCommand.class, ServeCommand.class, ThreatCommand.class,
        HelpCommand.class},
    footerHeading = "%nExit codes:%n",
    footer = {"  0  legal move (or success)", "  1  illegal move (or no legal path)",
        "  2  bad input (scenario, unit, hex, option)", "  3  internal error"})
final class WarpathCommand implements Callable<Integer> {
  /** Standard input, for {@code check --moves -}. */
  final InputStream in;
  /**
   * Standard output as bytes, where answers in bulk ({@code check --moves}) go without a
   * character encoder, or null to write them as text to the command's writer.
   */
  final OutputStream rawOut;

  @Spec
  CommandSpec spec;

  WarpathCommand(InputStream in, OutputStream rawOut) {
    this.in = in;
    this.rawOut = rawOut;
  }

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return Main.BAD_INPUT;
  }
}
