package io.github.warpath.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The example scenarios shipped in the repository's examples/scenarios folder. */
final class Examples {
  private Examples() {}

  /** The folder, from the module's directory (where the tests run). */
  static Path folder() {
    return Path.of("..", "examples", "scenarios");
  }

  /** Every example scenario file, in name order. */
  static List<Path> all() {
    try (Stream<Path> files = Files.list(folder())) {
      return files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The examples on hex maps: this module reads no table boards (the scenario-table module
   * reads and tests the table examples) and no rule books (the rulebook-rules module, which
   * depends on this one, reads and tests the rule-book examples).
   */
  static List<Path> hexMaps() {
    List<Path> out = new java.util.ArrayList<>();
    for (Path p : all()) {
      try {
        JsonValue doc = JsonValue.parse(Files.readString(p), p.toString());
        JsonValue kind = doc.get("board").get("kind");
        if ((kind == null || !kind.text().equals("table")) && !doc.has("rulebook")) {
          out.add(p);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  static Path file(String name) {
    return folder().resolve(name);
  }
}
