package io.github.warpath.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --svg FILE} and {@code --no-picture}. */
final class PictureOptions {
  @Option(names = "--svg", paramLabel = "FILE",
      description = "Also draw the map with the answer as an SVG picture.")
  Path svg;

  @Option(names = "--no-picture", description = "Leave the terminal picture out of the text.")
  boolean noPicture;
}
