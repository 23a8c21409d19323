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
 * {@code warpath threat}: where a side's units can get, as text, JSON and an SVG picture, on the
 * road example (blue recon, 4 MP at 0405; red rifles, 3 MP at 0908, and guns, 2 MP at 0602),
 * and bad input refused with a message that names the option.
 */
class ThreatCommandTest {
  private static final String EFS = "../examples/scenarios/efs-mud-road.json";

  @Test
  void theTextListsEveryHexWithTheUnitsThatGetThereAndTheirCosts() {
    Cli.Run r = Cli.run("threat", Cli.ROAD, "--side", "red");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Threat of red, mode normal, Example rules: 36 hexes reachable"
        + " by 2 units (rifles, guns).\n"), r.out());
    assertTrue(r.out().contains("\n  0908         1  rifles 0\n"), r.out());
    assertTrue(r.out().contains("\n  0602         1  guns 0\n"), r.out());
    assertTrue(r.out().contains("\n  0402         1  guns 2\n"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void aSideOfOneUnitThreatensExactlyItsRangeWithItsStops() {
    Cli.Run r = Cli.run("threat", Cli.ROAD, "--side", "blue");
    assertTrue(r.out().startsWith("Threat of blue, mode normal, Example rules: 53 hexes"
        + " reachable by 1 unit (recon).\n"), r.out());
    assertEquals(53, Cli.run("reach", Cli.ROAD, "--unit", "recon", "--json").json().get("size")
        .integer(0, 999));
    assertTrue(r.out().contains("\n  0603         1  recon 2*\n"), r.out());
    assertTrue(r.out().contains("\n  0502         1  recon 2½*\n"), r.out());
    assertEquals(2, Cli.count(r.out(), "*\n"), "0502 and 0603 end the move, as in reach");
  }

  @Test
  void theJsonShapeIsStable() {
    Cli.Run r = Cli.run("threat", Cli.ROAD, "--side", "red", "--json");
    assertEquals(0, r.code(), r.err());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "ruleSet", "side", "phase", "mode",
        "zonesOfControl", "units", "reachable", "maxUnits", "hexes"),
        List.copyOf(j.members().keySet()));
    assertEquals("threat", j.get("command").text());
    assertEquals(36, j.get("reachable").integer(0, 999));
    assertEquals(36, j.get("hexes").size());
    assertEquals("{\"hex\":\"0402\",\"units\":[{\"unit\":\"guns\",\"cost\":2,\"costTwelfths\":24,"
        + "\"mustStop\":false}],\"zoneOfControl\":[]}", j.get("hexes").elements().get(0).toJson());
  }

  @Test
  void withZocTheHexesTheZonesCouldCoverAreAdded() {
    JsonValue j = Cli.run("threat", Cli.ROAD, "--side", "red", "--zoc", "--json").json();
    assertTrue(j.get("zonesOfControl").bool());
    assertEquals(36, j.get("reachable").integer(0, 999));
    assertEquals(56, j.get("hexes").size(), "36 reached and 20 only a zone covers");
    assertEquals("{\"hex\":\"0301\",\"units\":[],\"zoneOfControl\":[\"guns\"]}",
        j.get("hexes").elements().get(0).toJson());
    Cli.Run text = Cli.run("threat", Cli.ROAD, "--side", "red", "--zoc");
    assertTrue(text.out().contains("\n  0301         0  zone: guns\n"), text.out());
  }

  @Test
  void theAnswerIsTheSameOnOneAndOnTwoThreads() {
    assertEquals(Cli.run("threat", EFS, "--side", "axis", "--zoc", "--json").out(),
        Cli.run("threat", EFS, "--side", "axis", "--zoc", "--json", "--threads", "2").out());
  }

  @Test
  void theSvgShadesEachHexByTheUnitsThatCanReachItWithAKey(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("threat.svg");
    Cli.Run r = Cli.run("threat", EFS, "--side", "axis", "--zoc", "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().endsWith("Picture: " + file + "\n"));
    Svg svg = new Svg(Files.readString(file));
    JsonValue j = Cli.run("threat", EFS, "--side", "axis", "--zoc", "--json").json();
    assertEquals(j.get("reachable").integer(0, 999), svg.byClass("reach").size());
    assertEquals("2", svg.one("reach", "data-hex", "0103").getAttribute("data-units"));
    assertEquals("1", svg.one("reach", "data-hex", "0102").getAttribute("data-units"));
    assertEquals(j.get("hexes").elements().stream()
        .filter(h -> h.get("zoneOfControl").size() > 0).count(), svg.byClass("zone").size());
    String text = Files.readString(file);
    assertTrue(text.contains(">units that can reach the hex, 1 to 2<"), "the key's scale");
    assertTrue(text.contains(">a zone of control could cover it<"), "the key's zone entry");
  }

  @Test
  void anUnknownSideIsRefusedListingTheSides() {
    Cli.assertBad("--side: no unit of side 'green'; sides: blue, red",
        "threat", Cli.ROAD, "--side", "green");
  }

  @Test
  void aMissingSideIsRefusedListingTheSides() {
    Cli.assertBad("--side: missing; name the side whose threat to map (sides: blue, red)",
        "threat", Cli.ROAD);
  }

  @Test
  void anUnknownPhaseIsRefusedListingThePhases() {
    Cli.assertBad("--phase: unknown phase 'nope'; rule set efs knows: supply, regular-movement,"
        + " motorized-movement, reaction-movement, combat, engineering",
        "threat", EFS, "--side", "axis", "--phase", "nope");
  }

  @Test
  void anUnknownModeIsRefusedListingTheModes() {
    Cli.assertBad("--mode: rule set example has no mode 'fly'; modes: normal",
        "threat", Cli.ROAD, "--side", "red", "--mode", "fly");
  }

  @Test
  void threadsOutsideOneToSixtyFourAreRefused() {
    Cli.assertBad("--threads: expected 1 to 64 threads, got 0",
        "threat", Cli.ROAD, "--side", "red", "--threads", "0");
  }

  @Test
  void aTableScenarioIsRefused() {
    Cli.assertBad("--side: threat maps are drawn on hex maps; this scenario is played on a"
        + " table", "threat", Cli.FARM, "--side", "blue");
  }

  @Test
  void badInputWithJsonIsAnErrorObjectNamingTheOption() {
    Cli.Run r = Cli.run("threat", Cli.ROAD, "--side", "green", "--json");
    assertEquals(2, r.code());
    assertEquals("--side", r.json().get("error").get("source").text());
  }
}
