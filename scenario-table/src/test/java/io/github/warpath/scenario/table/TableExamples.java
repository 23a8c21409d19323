package io.github.warpath.scenario.table;

import io.github.warpath.scenario.JsonValue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The example scenarios on tables in the repository's examples/scenarios folder. */
final class TableExamples {
  private TableExamples() {}

  static Path file(String name) {
    return Path.of("..", "examples", "scenarios", name);
  }

  /** Every example whose board is a table, in name order. */
  static List<Path> all() {
    try (Stream<Path> files = Files.list(Path.of("..", "examples", "scenarios"))) {
      return files.filter(p -> p.getFileName().toString().endsWith(".json"))
          .filter(TableExamples::onATable).sorted().collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean onATable(Path p) {
    try {
      JsonValue kind = JsonValue.parse(Files.readString(p), p.toString()).get("board")
          .get("kind");
      return kind != null && kind.text().equals(TableFormat.KIND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
