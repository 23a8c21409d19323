package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;

/** {@code warpath reach}: the range as text, JSON, a terminal picture and an SVG picture. */
class ReachCommandTest {

  @Test
  void theRangeListsEveryHexWithItsCostAndStops() {
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Movement range of recon from 0405 (4 MP), Example rules,"
        + " mode normal: 53 positions.\n"), r.out());
    assertTrue(r.out().contains("\n  0405           0 MP  start\n"), r.out());
    assertTrue(r.out().contains("\n  0603           2 MP  the move ends there\n"), r.out());
    assertTrue(r.out().contains("\n  1005           3 MP\n"), r.out());
    assertEquals(2, Cli.count(r.out(), "the move ends there\n"), "0603 and 0502");
    assertEquals("", r.err());
  }

  @Test
  void theTerminalPictureShowsCostsStopsAndEnemies() {
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon");
    String picture = r.out().substring(r.out().indexOf("Map "), r.out().indexOf("Key:"));
    assertEquals(1, Cli.count(picture, "*"));
    assertEquals(2, Cli.count(picture, "!"), "two hexes end the move");
    assertEquals(2, Cli.count(picture, "X"), "the two red units");
    assertEquals(2 + 18, picture.split("\n").length, "heading, blank, two lines per row of 9");
    assertTrue(picture.contains("3½"));
    assertEquals(2, Cli.count(picture, "~"), "the lake, out of reach");
    assertEquals(2, Cli.count(picture, " s "), "the swamp, out of reach");
    assertTrue(r.out().contains("; out of reach: . clear, s swamp, ~ lake, h hills, w woods\n"),
        r.out());
  }

  @Test
  void noPictureLeavesThePictureOut() {
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--no-picture");
    assertTrue(!r.out().contains("Key:"));
    assertTrue(r.out().contains("0405"));
  }

  @Test
  void aSmallRangeShowsOnlyThePartOfTheMapAroundIt() {
    Cli.Run r = Cli.run("reach", Cli.CROSSING, "--unit", "pickets");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Map columns 04-08, rows 05-11, or 04-10 in columns 05, 07 (the"
        + " part around the range):"), r.out());
  }

  @Test
  void theJsonShapeIsStable() {
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--json");
    assertEquals(0, r.code());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "start",
        "allowance", "allowanceTwelfths", "size", "reach"), List.copyOf(j.members().keySet()));
    assertEquals("reach", j.get("command").text());
    assertEquals(1, j.get("version").integer(0, 9));
    assertEquals(53, j.get("size").integer(0, 999));
    assertEquals(53, j.get("reach").size());
    assertEquals("{\"position\":\"0603\",\"cost\":2,\"costTwelfths\":24,\"mustStop\":true}",
        j.get("reach").elements().stream().filter(e -> e.get("position").text().equals("0603"))
            .findFirst().orElseThrow().toJson());
  }

  @Test
  void theSvgShowsEveryHexAndShadesTheRange(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("range.svg");
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().endsWith("Picture: " + file + "\n"));
    Svg svg = new Svg(Files.readString(file));
    assertEquals("svg", svg.rootName());
    assertEquals(12 * 9, svg.byClass("hex").size());
    assertEquals(53, svg.byClass("reach").size());
    assertEquals(53, svg.byClass("cost").size());
    assertEquals(List.of("0502", "0603"), svg.byClass("must-stop").stream()
        .map(e -> e.getAttribute("data-hex")).sorted().collect(Collectors.toList()));
    assertEquals("0405", svg.byClass("start").get(0).getAttribute("data-hex"));
    assertEquals(3, svg.byClass("unit").size());
    assertEquals("woods", svg.one("hex", "data-hex", "0404").getAttribute("data-terrain"));
    assertEquals("2", svg.one("reach", "data-hex", "0404").getAttribute("data-cost"));
    assertEquals("0", svg.one("reach", "data-hex", "0405").getAttribute("data-cost"));
    assertEquals(9, svg.byClass("line").size(), "nine road hexsides, centre to centre");
    assertEquals(9, svg.byClass("hexside").size(), "nine stream hexsides");
    assertEquals(12 * 9, svg.byClass("label").size());
    assertTrue(svg.byClass("label").stream().anyMatch(e -> e.getTextContent().equals("1005")));
  }

  @Test
  void cheaperHexesAreShadedLighter(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("range.svg");
    Cli.run("reach", Cli.ROAD, "--unit", "recon", "--svg", file.toString());
    Svg svg = new Svg(Files.readString(file));
    String start = svg.one("reach", "data-hex", "0405").getAttribute("fill");
    String far = svg.one("reach", "data-hex", "0806").getAttribute("fill");
    assertEquals("#fff3bf", start, "nothing spent");
    assertEquals("#f76707", far, "the whole allowance");
  }

  @Test
  void flatTopMapsHaveAFlatTopAndPointyMapsAPoint(@TempDir Path dir) throws Exception {
    Path flat = dir.resolve("flat.svg");
    Path pointy = dir.resolve("pointy.svg");
    Cli.run("reach", Cli.ROAD, "--unit", "recon", "--svg", flat.toString());
    Cli.run("reach", Cli.CROSSING, "--unit", "foot", "--svg", pointy.toString());
    double[][] f = Svg.points(new Svg(Files.readString(flat)).byClass("hex").get(0));
    double[][] p = Svg.points(new Svg(Files.readString(pointy)).byClass("hex").get(0));
    assertEquals(2, topCorners(f), "a flat-topped hex has two corners at the top");
    assertEquals(1, topCorners(p), "a pointy-topped hex has one corner at the top");
    Svg svg = new Svg(Files.readString(pointy));
    assertEquals(8 * 10, svg.byClass("hex").size());
    assertEquals("w0308", svg.byClass("start").get(0).getAttribute("data-hex"));
    Element lake = svg.one("hex", "data-hex", "w0501");
    assertEquals("lake", lake.getAttribute("data-terrain"));
  }

  private static int topCorners(double[][] corners) {
    double top = Double.MAX_VALUE;
    for (double[] c : corners) {
      top = Math.min(top, c[1]);
    }
    int n = 0;
    for (double[] c : corners) {
      if (Math.abs(c[1] - top) < 0.2) {
        n++;
      }
    }
    return n;
  }

  @Test
  void theJsonAnswerNamesTheSvgFile(@TempDir Path dir) {
    Path file = dir.resolve("r.svg");
    Cli.Run r = Cli.run("reach", Cli.ROAD, "--unit", "recon", "--json", "--svg",
        file.toString());
    assertEquals(file.toString(), r.json().get("svg").text());
    assertTrue(Files.exists(file));
  }
}
