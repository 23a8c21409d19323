package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Marchfield's 7.6 Overrun: a motor column declaring an overrun enters the hex of the red
 * pickets for 2 points more than the step and stops there; foot may not overrun.
 */
class MarchfieldOverrunTest {
  private static final Scenario MARCHFIELD = ScenarioReader.standard().read(Path.of("..",
      "examples", "rulebooks", "marchfield.scenario.json"));
  private static final HexMovementRules RULES = (HexMovementRules) MARCHFIELD.ruleSet();
  private static final HexMap MAP = MARCHFIELD.state().hexMap();
  private static final Hex PICKETS = MAP.parse("0804");
  private static final Hex NEXT = neighbour();

  private static Hex neighbour() {
    for (HexDirection d : HexDirection.values()) {
      if (MAP.contains(PICKETS.neighbor(d))) {
        return PICKETS.neighbor(d);
      }
    }
    throw new AssertionError("no hex next to the pickets");
  }

  private static GameState at(String unit, boolean withPickets) {
    GameState s = MARCHFIELD.state();
    s = s.withUnit(s.unit(unit).withPosition(Position.hex(NEXT)));
    return withPickets ? s : s.withUnits(s.units().stream()
        .filter(u -> !u.id().equals("pickets")).toList());
  }

  private static Verdict overrun(String unit) {
    return RULES.check(at(unit, true), MoveOrder.of(MoveQuery.of(unit),
        List.of(Step.enter(PICKETS).withAction("overrun"))));
  }

  @Test
  void aMotorColumnOverrunsThePicketsForTwoPointsMoreAndStops() {
    Mp plain = RULES.check(at("motor-column", false), MoveOrder.path("motor-column", PICKETS))
        .spent();
    Verdict v = overrun("motor-column");
    assertTrue(v.legal(), v.toString());
    assertEquals(plain.plus(Mp.of(2)), v.spent());
    assertTrue(v.steps().get(0).note().startsWith("overrun"), v.toString());
  }

  @Test
  void footMayNotOverrunCitingTheBooksOverrunRule() {
    Verdict v = overrun("rifles");
    assertFalse(v.legal());
    assertEquals("7.6", v.violations().get(0).rule().section());
    assertEquals("Overrun", v.violations().get(0).rule().heading());
  }

  @Test
  void anActionForAnUnknownClassIsRefusedAtItsPlace() {
    String book = "{\"format\": \"warpath-rulebook-1\", \"denominator\": 2, \"classes\":"
        + " [\"foot\"], \"terrain\": {\"rule\": {\"id\": \"1\", \"title\": \"Ground\"},"
        + " \"kinds\": {\"open\": {\"cost\": {\"*\": 1}}}}, \"enemyHexes\": {\"rule\": {\"id\":"
        + " \"2\", \"title\": \"Enemy\"}, \"actions\": {\"overrun\": {\"rule\": {\"id\": \"3\","
        + " \"title\": \"Overrun\"}, \"classes\": [\"tanks\"], \"add\": 1}}}}";
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> RulebookRules.read(book, "bad.rulebook.json"));
    assertEquals("enemyHexes.actions.overrun.classes[0]", e.path(), e.getMessage());
    assertTrue(e.problem().contains("unknown movement class 'tanks'"), e.getMessage());
  }
}
