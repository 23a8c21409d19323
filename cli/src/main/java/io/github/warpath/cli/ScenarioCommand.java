package io.github.warpath.cli;

import io.github.warpath.InvalidInputException;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.ScenarioException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** A command on a scenario file: reads it, runs, and turns bad input into exit code 2. */
abstract class ScenarioCommand implements Callable<Integer> {
  @ParentCommand
  WarpathCommand parent;

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "SCENARIO", description = "A scenario file (JSON).")
  Path scenarioFile;

  @Option(names = "--json", description = "Answer in JSON (a stable, documented shape).")
  boolean json;

  @Override
  public final Integer call() {
    try {
      return run();
    } catch (InvalidInputException e) {
      return Commands.badInput(e, json, out(), err());
    }
  }

  /**
   * Reads the scenario file and runs the command on it; commands that read other files too
   * override this.
   *
   * @return the exit code
   */
  int run() {
    return execute(ScenarioReader.standard().read(scenarioFile));
  }

  /**
   * Runs the command on the scenario.
   *
   * @return the exit code
   */
  abstract int execute(Scenario scenario);

  PrintWriter out() {
    return spec.commandLine().getOut();
  }

  PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /**
   * Writes the SVG picture if {@code --svg} was given.
   *
   * @return the file written, or null
   */
  Path writeSvg(PictureOptions picture, Overlay overlay) {
    return writeSvg(picture, () -> SvgPicture.render(overlay));
  }

  /**
   * Writes an SVG picture if {@code --svg} was given, drawing it only then.
   *
   * @return the file written, or null
   */
  Path writeSvg(PictureOptions picture, Supplier<String> render) {
    if (picture.svg == null) {
      return null;
    }
    refuseToOverwriteInput(picture.svg);
    try {
      Files.writeString(picture.svg, render.get(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ScenarioException("", 0, 0, "--svg", "cannot write " + picture.svg + ": "
          + e.getMessage());
    }
    return picture.svg;
  }

  /**
   * Refuses an output file that is one of the command's input files (the scenario), so that a
   * slip on the command line cannot overwrite it.
   */
  void refuseToOverwriteInput(Path output) {
    for (Path input : inputs()) {
      boolean same;
      try {
        same = Files.exists(output) && Files.exists(input) && Files.isSameFile(output, input);
      } catch (IOException e) {
        same = output.toAbsolutePath().normalize().equals(input.toAbsolutePath().normalize());
      }
      if (same) {
        throw new ScenarioException("", 0, 0, "--svg", output + " is an input of the command;"
            + " writing the picture there would overwrite it: give another file name");
      }
    }
  }

  /** The files the command reads. */
  List<Path> inputs() {
    return List.of(scenarioFile);
  }

  /** Prints a JSON answer with the picture's file, if one was written, as {@code svg}. */
  void printJson(JsonValue content, Path svg) {
    printJson(svg == null ? content : Commands.with(content, "svg", svg.toString()));
  }

  /** Prints a JSON answer in the envelope of this command. */
  void printJson(JsonValue content) {
    out().println(Commands.envelope(spec.name(), content).toPrettyJson().stripTrailing());
    out().flush();
  }
}
