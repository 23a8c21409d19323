package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code warpath check} on an illegal order on a table adds what comes closest to it: on the
 * farm, section a (three models, a 6" advance) ordered 8" west stops after 6" along its route,
 * and the nearest point its first model can reach is the same; each is a --path check accepts.
 */
class TableCheckAlternativesTest {
  private static final String WEST = "4,9:5.5,9.5:7,10";

  @Test
  void anIllegalOrderOnATableIsFollowedByItsAlternativesAsText() {
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "a", "--path", WEST);
    assertEquals(1, r.code());
    String out = r.out();
    // 6" west of (12, 9) is (6, 9), found to within the checker's tolerance and never beyond
    assertTrue(out.contains("  Alternatives:\n    farthest point: stop 6\" into step 1 of 1, at"
        + " (6, 9): 6\" of 6\"\n      --path 6,9:7.5,9.5:9,10\n"), out);
    // open ground: the nearest point the first model can reach is 6" straight towards (4, 9)
    assertTrue(out.contains("    nearest point: no legal way to (4, 9); nearest reachable:"
        + " (6, 9), 2\" short, by (6, 9): 6\" of 6\"\n      --path 6,9:7.5,9.5:9,10\n"), out);
    assertEquals(2, Cli.count(out, "      --path "), out);
  }

  @Test
  void theJsonListsTheTableAlternativesWithKindEndDistanceCostAndPoints() {
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "a", "--path", WEST, "--json");
    assertEquals(1, r.code());
    List<JsonValue> alts = r.json().get("alternatives").elements();
    assertEquals(2, alts.size());
    JsonValue far = alts.get(0);
    assertEquals(List.of("kind", "summary", "end", "distance", "cost", "costTwelfths", "points",
        "path"), List.copyOf(far.members().keySet()));
    assertEquals("farthest-point", far.get("kind").text());
    assertEquals(72, far.get("costTwelfths").integer(0, 999));
    assertEquals(2, far.get("points").elements().size());
    assertEquals("nearest-point", alts.get(1).get("kind").text());
    // the path offered is judged legal by check, at the cost stated
    Cli.Run again = Cli.run("check", Cli.FARM, "--unit", "a", "--path",
        far.get("path").text());
    assertEquals(0, again.code(), again.out());
    assertTrue(again.out().contains("spent 6\" of 6\""), again.out());
  }

  @Test
  void theSvgShowsTheReachTheFirstAlternativesRouteAndTheEnds(@TempDir Path dir)
      throws Exception {
    Path svg = dir.resolve("check.svg");
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "a", "--path", WEST, "--svg",
        svg.toString());
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().endsWith("Picture: " + svg + "\n"), r.out());
    String text = Files.readString(svg);
    assertTrue(text.startsWith("<svg") || text.startsWith("<?xml"), text);
    assertTrue(text.contains("<title>ordered</title>"), text);
    assertTrue(text.contains("<title>farthest point</title>")
        || text.contains("<title>nearest point</title>"), text);
    assertTrue(text.contains("reach of model 1"), text);
  }

  @Test
  void aLegalOrderOnATableHasNoAlternatives() {
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "a", "--path", "10,9:11.5,9.5:13,10",
        "--json");
    assertEquals(0, r.code(), r.out());
    assertEquals(0, r.json().get("alternatives").elements().size());
  }
}
