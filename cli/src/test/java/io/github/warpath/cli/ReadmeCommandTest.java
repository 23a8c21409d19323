package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's main-job command names a bundled example and a unit, and prints its range; the
 * examples of the command-line reference run.
 */
class ReadmeCommandTest {

  @Test
  void theFirstCommandOfTheReadmePrintsARange() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"));
    String line = readme.lines().filter(l -> l.startsWith("./warpath ")).findFirst()
        .orElseThrow();
    List<String> args = new ArrayList<>(List.of(line.substring("./warpath ".length())
        .trim().split("\\s+")));
    assertEquals("reach", args.get(0));
    assertTrue(args.get(1).startsWith("examples/scenarios/"), args.get(1));
    args.set(1, "../" + args.get(1));
    Cli.Run r = Cli.run(args.toArray(new String[0]));
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Movement range of "), r.out());
    assertTrue(r.out().contains("Key: * start"), "with the hex picture");
  }

  @Test
  void everyExampleCommandOfTheCommandLineReferenceRuns() throws Exception {
    assertTrue(runExampleCommands(Path.of("..", "docs", "cli.md")) >= 9, "hex and table examples");
  }

  @Test
  void everyExampleCommandOfTheReadmeAndTheResearchGuideRuns() throws Exception {
    assertTrue(runExampleCommands(Path.of("..", "README.md")) >= 4, "the README's quick start");
    assertTrue(runExampleCommands(Path.of("..", "docs", "research.md")) >= 4, "the guide");
  }

  /** Runs every {@code ./warpath} line of a document that names a bundled example. */
  private static int runExampleCommands(Path document) throws Exception {
    String doc = Files.readString(document);
    int ran = 0;
    for (String line : doc.lines().map(String::trim).toList()) {
      if (!line.startsWith("./warpath ") || !line.contains("examples/scenarios/")
          || line.contains("--moves")) {
        continue;
      }
      List<String> args = new ArrayList<>();
      for (String a : line.replaceAll("\\[[^]]*]", "").substring("./warpath ".length()).trim()
          .split("\\s+")) {
        args.add(a.startsWith("examples/") ? "../" + a : a);
      }
      Cli.Run r = Cli.run(args.toArray(new String[0]));
      assertTrue(r.code() <= 1, line + ": " + r.err());
      assertEquals("", r.err(), line);
      ran++;
    }
    return ran;
  }

  @Test
  void theTableOrdersOfTheCommandLineReferenceAreValid(@TempDir Path dir) throws Exception {
    String doc = Files.readString(Path.of("..", "docs", "cli.md"));
    int at = doc.indexOf("In a `--moves` file a step is such a text");
    int start = doc.indexOf("```\n", at) + 4;
    List<String> orders = doc.substring(start, doc.indexOf("```", start)).lines().toList();
    assertEquals(4, orders.size());
    Path farm = dir.resolve("farm.jsonl");
    Files.writeString(farm, String.join("\n", orders.subList(0, 3)));
    Path hedgerow = dir.resolve("hedgerow.jsonl");
    Files.writeString(hedgerow, orders.get(3));
    for (Cli.Run r : List.of(Cli.run("check", Cli.FARM, "--moves", farm.toString(), "--json"),
        Cli.run("check", Cli.HEDGEROW, "--moves", hedgerow.toString(), "--json"))) {
      assertTrue(r.code() <= 1, r.out());
      assertTrue(!r.out().contains("\"error\""), r.out());
    }
  }
}
