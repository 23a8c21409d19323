package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's main-job command names a bundled example and a unit, and prints its range. */
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
}
