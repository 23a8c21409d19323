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
import io.github.warpath.scenario.ScenarioWriter;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Marchfield's 8.2 Brooks, Rivers and Bluffs: a bluff is laid on its foot's side (a directed
 * hexside in the scenario); foot pays 1 more to climb and 1 more to come down, motor columns
 * may come down (1 more) but not climb; a river adds 2 for foot when dry and 3 in mud.
 */
class HexsideDirectionAndWeatherBookTest {
  private static final ScenarioReader READER = ScenarioReader.standard();
  private static final Scenario MARCHFIELD = READER.read(Path.of("..", "examples", "rulebooks",
      "marchfield.scenario.json"));
  private static final HexMovementRules RULES = (HexMovementRules) MARCHFIELD.ruleSet();

  private static Verdict move(String unit, String weather, String from, String... to) {
    GameState s = MARCHFIELD.state();
    HexMap map = s.hexMap();
    // the red units' zones are not what these tests are about
    s = s.withUnits(s.units().stream().filter(u -> u.side().equals("blue")).toList());
    s = s.withUnit(s.unit(unit).withPosition(Position.hex(map.parse(from))))
        .withEnvironment(s.environment().withWeather(weather));
    Hex[] path = new Hex[to.length];
    for (int i = 0; i < to.length; i++) {
      path[i] = map.parse(to[i]);
    }
    return RULES.check(s, MoveOrder.path(unit, path));
  }

  @Test
  void footClimbsABluffIntoTheHillsForThreePointsAndComesDownForTwo() {
    assertEquals(Mp.of(2 + 1), move("rifles", "dry", "0307", "0306").spent());
    assertEquals(Mp.of(1 + 1), move("rifles", "dry", "0306", "0307").spent());
  }

  @Test
  void aMotorColumnComesDownABluffButCannotClimbIt() {
    Verdict down = move("motor-column", "dry", "0406", "0407");
    assertTrue(down.legal(), down.toString());
    // 0407, the foot, is hills: 3 for a motor column, and 1 more coming down
    assertEquals(Mp.of(3 + 1), down.spent());
    Verdict up = move("motor-column", "dry", "0407", "0406");
    assertFalse(up.legal());
    assertEquals("8.2", up.violations().get(0).rule().section());
    assertEquals("Brooks, Rivers and Bluffs", up.violations().get(0).rule().heading());
    assertTrue(up.violations().get(0).reason().contains("bluff"), up.toString());
  }

  @Test
  void footPaysTwoToCrossTheRiverWhenDryAndThreeInMud() {
    assertEquals(Mp.of(1 + 2), move("rifles", "dry", "0503", "0604").spent());
    assertEquals(Mp.of(1 + 3), move("rifles", "mud", "0503", "0604").spent());
  }

  @Test
  void aScenarioWrittenBackKeepsItsBluffsDirected() {
    String text = ScenarioWriter.write(MARCHFIELD);
    assertTrue(text.contains("\"directed\": true"), text);
    Scenario again = READER.read(text, "again.json");
    HexMap a = MARCHFIELD.state().hexMap();
    HexMap b = again.state().hexMap();
    for (int i = 0; i < a.size(); i++) {
      for (int d = 0; d < 6; d++) {
        assertEquals(a.sideMask(i, d), b.sideMask(i, d), a.label(i) + " side " + d);
      }
    }
  }

  @Test
  void aDirectedHexsideOffTheMapIsRefusedAtItsPair() {
    String text = ScenarioWriter.write(MARCHFIELD).replace("[\"0307\", \"0306\"]",
        "[\"0310\", \"0311\"]");
    ScenarioException e = assertThrows(ScenarioException.class,
        () -> READER.read(text, "bad.json"));
    assertTrue(e.path().startsWith("board.hexsides["), e.getMessage());
    assertTrue(e.problem().contains("needs both hexes on the map"), e.getMessage());
  }

  @Test
  void aDownTableOrWeatherColumnThatDoesNotExistIsRefusedAtItsPlace() {
    String head = "{\"format\": \"warpath-rulebook-1\", \"denominator\": 2, \"classes\":"
        + " [\"foot\"], \"weather\": [\"dry\", \"mud\"], \"terrain\": {\"rule\": {\"id\": \"1\","
        + " \"title\": \"Ground\"}, \"kinds\": {\"open\": {\"cost\": {\"*\": 1}}}},"
        + " \"hexsides\": {\"rule\": {\"id\": \"2\", \"title\": \"Sides\"}, \"kinds\": {";
    ScenarioException down = assertThrows(ScenarioException.class, () -> RulebookRules.read(
        head + "\"bluff\": {\"down\": {\"add\": {\"fot\": 1}}}}}}", "bad.rulebook.json"));
    assertEquals("hexsides.kinds.bluff.down.add.fot", down.path(), down.getMessage());
    ScenarioException weather = assertThrows(ScenarioException.class, () -> RulebookRules.read(
        head + "\"river\": {\"weather\": {\"sleet\": {\"add\": {\"*\": 1}}}}}}}",
        "bad.rulebook.json"));
    assertEquals("hexsides.kinds.river.weather.sleet", weather.path(), weather.getMessage());
    assertTrue(weather.problem().contains("unknown weather 'sleet'"), weather.getMessage());
    ScenarioException negative = assertThrows(ScenarioException.class, () -> RulebookRules.read(
        head + "\"river\": {\"weather\": {\"mud\": {\"add\": {\"*\": -1}}}}}}}",
        "bad.rulebook.json"));
    assertEquals("hexsides.kinds.river.weather.mud.add[\"*\"]", negative.path(),
        negative.getMessage());
  }
}
