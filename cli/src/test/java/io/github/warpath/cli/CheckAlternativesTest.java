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

/**
 * {@code warpath check} on an illegal order adds what comes closest to it: on the example road
 * scenario, recon (4 MP) ordered through the woods of 0404 and 0403 to 0402 runs out of points,
 * so the nearest hex it can reach (0502, by the road and the clear hexes beyond) and the legal
 * start of the order are offered, each as a --path that check accepts.
 */
class CheckAlternativesTest {
  private static final String OVER = "0404,0403,0402";

  @Test
  void anIllegalOrderIsFollowedByItsAlternativesAsText() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", OVER);
    assertEquals(1, r.code());
    assertTrue(r.out().endsWith("  Alternatives:\n"
        + "    nearest hex: no legal way to 0402; nearest reachable: 0502, 1 hex short, by 0504,"
        + " 0503, 0502: 2½ MP of 4 MP\n"
        + "      --path 0504,0503,0502\n"
        + "    longest prefix: stop after step 2 of 3, at 0403: 4 MP of 4 MP\n"
        + "      --path 0404,0403\n"), r.out());
  }

  @Test
  void eachPathOfferedIsLegalAtTheCostStated() {
    Cli.Run near = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0504,0503,0502");
    assertEquals(0, near.code(), near.out());
    assertTrue(near.out().contains("spent 2½ MP of 4 MP"), near.out());
    Cli.Run prefix = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0404,0403");
    assertEquals(0, prefix.code(), prefix.out());
    assertTrue(prefix.out().contains("spent 4 MP of 4 MP"), prefix.out());
  }

  @Test
  void theJsonListsTheAlternativesWithKindEndDistanceCostAndSteps() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", OVER, "--json");
    assertEquals(1, r.code());
    List<JsonValue> alts = r.json().get("alternatives").elements();
    assertEquals(2, alts.size());
    JsonValue near = alts.get(0);
    assertEquals(List.of("kind", "summary", "end", "distance", "cost", "costTwelfths", "steps"),
        List.copyOf(near.members().keySet()));
    assertEquals("nearest-hex", near.get("kind").text());
    assertEquals("0502", near.get("end").text());
    assertEquals(1, near.get("distance").integer(0, 99));
    assertEquals(30, near.get("costTwelfths").integer(0, 999));
    assertEquals(3, near.get("steps").elements().size());
    JsonValue prefix = alts.get(1);
    assertEquals("longest-prefix", prefix.get("kind").text());
    assertEquals("0403", prefix.get("end").text());
    assertEquals(48, prefix.get("costTwelfths").integer(0, 999));
  }

  @Test
  void aLegalOrderHasAnEmptyListOfAlternatives() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0504", "--json");
    assertEquals(0, r.code());
    assertEquals(List.of(), r.json().get("alternatives").elements());
  }

  @Test
  void theSvgDrawsTheOrderAndItsFirstAlternativeDashedWithAKeyEntry(@TempDir Path dir)
      throws Exception {
    Path svg = dir.resolve("alt.svg");
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", OVER, "--svg",
        svg.toString());
    assertEquals(1, r.code());
    String picture = Files.readString(svg);
    assertTrue(picture.contains("<title>Illegal order of recon from 0405 to 0402 (5 MP of 4 MP)"
        + "</title>"), picture);
    assertEquals(1L, Cli.count(picture, "<polyline class=\"alternative\" data-kind=\"nearest"
        + " hex\""));
    assertEquals(1L, Cli.count(picture, "data-text=\"legal alternative: nearest hex\""));
    assertEquals(1L, Cli.count(picture, "<polyline class=\"path\""));
  }

  @Test
  void batchLinesCarryAlternativesOnlyWhenAskedFor() {
    String order = "{\"id\": \"x\", \"unit\": \"recon\", \"path\": \"" + OVER + "\"}\n";
    Cli.Run plain = Cli.withInput(order, "check", Cli.ROAD, "--moves", "-", "--json");
    assertEquals(1, plain.code());
    assertFalse(plain.out().contains("alternatives"), plain.out());
    Cli.Run asked = Cli.withInput(order, "check", Cli.ROAD, "--moves", "-", "--json",
        "--alternatives");
    assertEquals(1, asked.code());
    JsonValue line = JsonValue.parse(asked.out().strip(), "out");
    assertEquals("nearest-hex", line.get("alternatives").elements().get(0).get("kind").text());
    Cli.Run text = Cli.withInput(order, "check", Cli.ROAD, "--moves", "-", "--alternatives");
    assertTrue(text.out().contains("\n  longest prefix: stop after step 2 of 3, at 0403: 4 MP"
        + " of 4 MP\n"), text.out());
  }
}
