package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * F5 Causeways and Lanes of the fenland-causeways example book ({@code "when":
 * "leavingAlongLine"}): the causeway crosses the fen hex 0404, where the lane, which the causeway
 * connects to, turns south. A column keeps the line rate by going on along the causeway or the
 * lane or by ending its move there; fusiliers turning off in the fen pay its 2 after all, and
 * lorries, for which the fen is closed, cannot turn off there.
 */
class LeavingAlongLineBookTest {
  private static final Scenario SCENARIO = ScenarioReader.standard().read(Path.of("..",
      "examples", "rulebooks", "fenland-causeways.scenario.json"));
  private static final HexMap MAP = SCENARIO.state().hexMap();

  private static Verdict move(String unit, String... labels) {
    Hex[] hexes = new Hex[labels.length];
    for (int i = 0; i < labels.length; i++) {
      hexes[i] = MAP.parse(labels[i]);
    }
    return ((HexMovementRules) SCENARIO.ruleSet()).check(SCENARIO.state(),
        MoveOrder.path(unit, hexes));
  }

  @Test
  void goingOnAlongTheConnectedLaneKeepsTheCausewayRate() {
    Verdict v = move("lorries", "0204", "0304", "0404", "0405");
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(4), v.spent());
  }

  @Test
  void endingTheMoveInTheFenOnTheCausewayKeepsItsRate() {
    Verdict v = move("lorries", "0204", "0304", "0404");
    assertTrue(v.legal(), v.toString());
    assertEquals(Mp.ofHalves(3), v.spent());
  }

  @Test
  void fusiliersTurningOffInTheFenPayTheFenAfterAll() {
    Verdict v = move("fusiliers", "0204", "0304", "0404", "0403");
    assertTrue(v.legal(), v.toString());
    // 1/2 three times, then 0404's fen 2 instead of the 1/2 paid (+3/2) and 0403's clear 1
    assertEquals(Mp.ofHalves(3 + 2), v.steps().get(3).cost(), v.toString());
    assertEquals(Mp.of(4), v.spent());
  }

  @Test
  void lorriesCannotTurnOffTheCausewayInTheFen() {
    Verdict v = move("lorries", "0204", "0304", "0404", "0403");
    assertFalse(v.legal(), v.toString());
    assertEquals("F5", v.violations().get(0).rule().section());
    assertEquals("Causeways and Lanes", v.violations().get(0).rule().heading());
    assertEquals(4, v.violations().get(0).step().getAsInt());
    assertTrue(v.violations().get(0).reason().contains("0404 along the causeway"),
        v.violations().get(0).reason());
  }

  @Test
  void aConnectionToAKindThatIsNoLineIsRefusedAtItsPlace() {
    String book = "{\"format\": \"warpath-rulebook-1\", \"denominator\": 2,"
        + " \"classes\": [\"foot\"], \"terrain\": {\"rule\": {\"id\": \"1\", \"title\": \"T\"},"
        + " \"kinds\": {\"clear\": {\"cost\": {\"*\": 1}}}},"
        + " \"hexsides\": {\"rule\": {\"id\": \"2\", \"title\": \"H\"},"
        + " \"kinds\": {\"dyke\": {\"add\": {\"*\": 1}}}},"
        + " \"lines\": {\"rule\": {\"id\": \"3\", \"title\": \"L\"}, \"when\": \"leavingAlongLine\","
        + " \"kinds\": {\"lane\": {\"rate\": {\"*\": 1}, \"connects\": [\"dyke\"]}}}}";
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> RulebookRules.read(book, "bad.rulebook.json"));
    assertTrue(e.getMessage().contains("lines.kinds.lane.connects"), e.getMessage());
    assertTrue(e.getMessage().contains("connects only to lines"), e.getMessage());
  }
}
