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
 * {@code --phases} on {@code reach} and {@code path}: movement over the Soviet turn of the EFS
 * cavalry example, half the cavalry's allowance in the Motorized phase, all of it in the Regular.
 */
class PhasesOptionTest {
  private static final String CAVALRY = "../examples/scenarios/efs-soviet-cavalry.json";

  @Test
  void theRangeOverTheTurnListsWhatEachPhaseAllows() {
    Cli.Run r = Cli.run("reach", CAVALRY, "--unit", "cav-5", "--phases", "turn",
        "--no-picture");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains(" phase 1, motorized-movement: allowance 3 MP;"), r.out());
    assertTrue(r.out().contains(" phase 2, regular-movement: allowance 6 MP;"), r.out());
    // along the main road at 1/2 MP a hex: 3 MP is six hexes in the first phase
    assertTrue(r.out().contains("  0805           3 MP  3 + 0          after"
        + " motorized-movement\n"), r.out());
  }

  @Test
  void theRifleDivisionWaitsForTheRegularPhaseAndSaysWhy() {
    Cli.Run r = Cli.run("reach", CAVALRY, "--unit", "rif-44", "--phases", "Motorized,Regular",
        "--no-picture");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains(" phase 1, motorized-movement: does not move (EFS sequence of"
        + " play: "), r.out());
  }

  @Test
  void thePathSaysWhichPhaseEachStepBelongsTo() {
    Cli.Run r = Cli.run("path", CAVALRY, "--unit", "cav-5", "--phases", "turn", "--to", "1104",
        "--json");
    assertEquals(0, r.code(), r.err());
    JsonValue j = r.json();
    assertEquals(78, j.get("totalTwelfths").integer(0, 999));
    List<JsonValue> legs = j.get("legs").elements();
    assertEquals("motorized-movement", legs.get(0).get("phase").text());
    assertEquals("0805", legs.get(0).get("target").text());
    assertEquals(36, legs.get(0).get("costTwelfths").integer(0, 999));
    assertEquals("regular-movement", legs.get(1).get("phase").text());
    assertEquals(List.of("0905", "1005", "1104"), legs.get(1).get("steps").elements().stream()
        .map(s -> s.get("position").text()).toList());
    assertEquals(42, legs.get(1).get("costTwelfths").integer(0, 999));
  }

  @Test
  void theSvgShadesEachPhaseWithAKey(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("phases.svg");
    Cli.Run r = Cli.run("reach", CAVALRY, "--unit", "cav-5", "--phases", "turn", "--svg",
        file.toString(), "--no-picture");
    assertEquals(0, r.code(), r.err());
    String svg = Files.readString(file);
    assertTrue(svg.contains("data-hex=\"0805\" data-cost=\"3\" data-phase=\"motorized-movement\""),
        svg);
    assertTrue(svg.contains("data-hex=\"1104\" data-cost=\"6.5\" data-phase=\"regular-movement\""),
        svg);
    assertTrue(svg.contains("data-text=\"first reached in phase 1, motorized-movement\""));
    assertTrue(svg.contains("data-text=\"first reached in phase 2, regular-movement\""));
  }

  @Test
  void anUnknownPhaseIsBadInputNamingTheSidesPhases() {
    Cli.assertBad("--phases: unknown phase 'Reaction'; the movement phases of side soviet are"
        + " motorized-movement, regular-movement (or 'turn' for all of them)", "reach", CAVALRY, "--unit", "cav-5",
        "--phases", "Reaction");
  }
}
