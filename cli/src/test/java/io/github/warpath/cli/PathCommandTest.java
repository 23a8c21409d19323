package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code warpath path}: the cheapest legal path, step by step. */
class PathCommandTest {

  @Test
  void theRoadIsTheCheapestWayToTheTown() {
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "1005", "--no-picture");
    assertEquals(0, r.code(), r.err());
    assertEquals("Cheapest legal path for recon from 0405 to 1005: 3 MP of 4 MP.\n"
        + "    1. 0504       +½ MP     = ½ MP     road\n"
        + "    2. 0604       +½ MP     = 1 MP     road\n"
        + "    3. 0704       +½ MP     = 1½ MP    road\n"
        + "    4. 0805       +½ MP     = 2 MP     road\n"
        + "    5. 0905       +½ MP     = 2½ MP    road\n"
        + "    6. 1005       +½ MP     = 3 MP     road\n", r.out());
  }

  @Test
  void aPathIntoAZoneOfControlEndsThere() {
    Cli.Run r = Cli.run("path", Cli.CROSSING, "--unit", "lancers", "--to", "w0707");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Cheapest legal path for lancers from w0103 to w0707: 3½ MP"
        + " of 5 MP; the move ends there.\n"), r.out());
    String picture = r.out().substring(r.out().indexOf("Map "), r.out().indexOf("Key:"));
    for (int step = 1; step <= 7; step++) {
      assertTrue(picture.contains(" " + step + " ") || picture.contains(" " + step + "\n"),
          "step " + step + " is drawn");
    }
    assertEquals(1, Cli.count(picture, "X"), "the red pickets");
  }

  @Test
  void anUnreachableHexIsExitCodeOne() {
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "0702");
    assertEquals(1, r.code());
    assertEquals("No legal path for recon from 0405 to 0702: it is not in the movement range"
        + " (see 'warpath reach').\n", r.out());
  }

  @Test
  void theJsonShapeIsStable() {
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "0603", "--json");
    assertEquals(0, r.code());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "start", "target",
        "reachable", "cost", "costTwelfths", "mustStop", "steps"),
        List.copyOf(j.members().keySet()));
    assertEquals("path", j.get("command").text());
    assertTrue(j.get("mustStop").bool());
    assertEquals(24, j.get("costTwelfths").integer(0, 999));
    assertEquals(List.of("step", "position", "cost", "costTwelfths", "spent", "spentTwelfths",
        "facing", "note"), List.copyOf(j.get("steps").elements().get(0).members().keySet()));
    Cli.Run none = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "0702", "--json");
    assertEquals(1, none.code());
    assertFalse(none.json().get("reachable").bool());
    assertTrue(none.json().get("cost").isNull());
  }

  @Test
  void theSvgDrawsThePathThroughEveryStep(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("path.svg");
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "1005", "--svg",
        file.toString(), "--no-picture");
    assertEquals(0, r.code(), r.err());
    Svg svg = new Svg(Files.readString(file));
    assertEquals(108, svg.byClass("hex").size());
    double[][] line = Svg.points(svg.byClass("path").get(0));
    assertEquals(7, line.length, "the start and six steps");
    assertEquals(6, svg.byClass("step").size());
    assertEquals(7, svg.byClass("reach").size(), "the hexes of the path, shaded by cost so far");
    assertEquals("3", svg.one("reach", "data-hex", "1005").getAttribute("data-cost"));
    assertEquals(0, svg.byClass("must-stop").size());
    double[][] town = Svg.points(svg.one("hex", "data-hex", "1005"));
    double cx = 0;
    double cy = 0;
    for (double[] c : town) {
      cx += c[0] / 6;
      cy += c[1] / 6;
    }
    assertEquals(cx, line[6][0], 0.2, "the path ends in the middle of the town's hex");
    assertEquals(cy, line[6][1], 0.2);
  }
}
