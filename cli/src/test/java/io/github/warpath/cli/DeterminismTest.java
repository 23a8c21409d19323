package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same scenario and order give byte-identical JSON: every command of
 * {@code determinism/commands.txt} (reach, path, check and cost on every example scenario, and
 * more) runs twice in this JVM with the same bytes, and those bytes are the committed golden file
 * {@code determinism/golden/NAME.json}, written by another JVM, so an answer that depends on hash
 * order or on the run shows up here, and a change of output shows up in review.
 * {@code scripts/determinism.sh} runs the same commands on two Java versions.
 *
 * <p>After an intended change of output, rewrite the golden files with
 * {@code -Dwarpath.golden.update=true} and review the difference.
 */
class DeterminismTest {
  private static final Path GOLDEN = Path.of("src", "test", "resources", "determinism",
      "golden");
  private static final Path EXAMPLES = Path.of("..", "examples", "scenarios");

  /** One line of the command list. */
  record Command(String name, String commandLine) {
    @Override
    public String toString() {
      return name;
    }

    String[] args() {
      return commandLine.replace("{examples}", "../examples/scenarios").split(" ");
    }
  }

  static List<Command> commands() throws IOException {
    List<Command> out = new ArrayList<>();
    try (InputStream in = DeterminismTest.class.getResourceAsStream(
        "/determinism/commands.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split(" \\| ", 2);
        out.add(new Command(parts[0].trim(), parts[1].trim()));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commands")
  void twoRunsGiveTheBytesOfTheGoldenFile(Command c) throws IOException {
    Cli.Run first = Cli.run(c.args());
    Cli.Run second = Cli.run(c.args());
    assertTrue(first.code() == Main.LEGAL || first.code() == Main.ILLEGAL,
        first.code() + ": " + first.err());
    assertEquals("", first.err());
    byte[] bytes = first.out().getBytes(StandardCharsets.UTF_8);
    assertArrayEquals(bytes, second.out().getBytes(StandardCharsets.UTF_8), c.name());
    assertEquals(first.code(), second.code());
    Path golden = GOLDEN.resolve(c.name() + ".json");
    if (Boolean.getBoolean("warpath.golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.write(golden, bytes);
    }
    assertTrue(Files.exists(golden), "no golden file " + golden
        + "; write it with -Dwarpath.golden.update=true");
    assertEquals(Files.readString(golden, StandardCharsets.UTF_8), first.out(),
        c.name() + " differs from its golden file");
  }

  @Test
  void everyExampleScenarioIsAskedEveryQuestion() throws IOException {
    Set<String> asked = new TreeSet<>();
    for (Command c : commands()) {
      String[] args = c.args();
      if (args.length > 1 && args[1].startsWith("../examples/scenarios/")) {
        asked.add(args[1].substring("../examples/scenarios/".length()) + " " + args[0]);
      }
    }
    try (var files = Files.list(EXAMPLES)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        String name = p.getFileName().toString();
        if (!name.endsWith(".json")) {
          continue;
        }
        for (String command : List.of("reach", "path", "check", "cost")) {
          assertTrue(asked.contains(name + " " + command), name + " is not asked " + command);
        }
      }
    }
  }

  @Test
  void everyGoldenFileBelongsToACommand() throws IOException {
    Set<String> names = new TreeSet<>();
    for (Command c : commands()) {
      names.add(c.name() + ".json");
    }
    try (var files = Files.list(GOLDEN)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        assertTrue(names.contains(p.getFileName().toString()), p + " has no command");
      }
    }
  }
}
