package io.github.warpath.scenario.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.warpath.rules.RuleSets;
import io.github.warpath.scenario.JsonValue;
import io.github.warpath.scenario.Orders;
import io.github.warpath.scenario.Scenario;
import io.github.warpath.scenario.ScenarioException;
import io.github.warpath.scenario.ScenarioReader;
import io.github.warpath.skirmish.dice.MiniaturesDiceRules;
import io.github.warpath.skirmish.fixed.MiniaturesFixedRules;
import io.github.warpath.squad.SquadAfvRules;
import org.junit.jupiter.api.Test;

/**
 * Bad tables: every message names the file, the line and column, the path of the value and what
 * was expected. Each test changes one thing in a valid scenario.
 */
class TableBadInputTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(
      new MiniaturesFixedRules(), new MiniaturesDiceRules(), new SquadAfvRules()))
      .withBoardFormat(new TableFormat());

  /** A valid scenario; line numbers in the tests refer to it. */
  private static final String BASE = """
      {
        "version": 1,
        "ruleSet": "miniatures-fixed",
        "board": {
          "kind": "table",
          "width": 36,
          "depth": 24,
          "features": [
            {"id": "wood", "kind": "rough", "area": [[16, 3], [21, 2], [23, 7], [15, 8]]},
            {"id": "wall", "kind": "obstacle", "line": [[8, 14], [15, 14]], "width": 0.5},
            {"id": "crag", "kind": "impassable", "rectangle": [20, 13, 25, 17]}
          ]
        },
        "units": [
          {"id": "a", "side": "blue", "kind": "infantry", "position": [[12, 9], [13.5, 9.5]]},
          {"id": "b", "side": "blue", "kind": "wheeled", "position": "box:off-table"}
        ]
      }
      """;

  private static String with(String from, String to) {
    int at = BASE.indexOf(from);
    if (at < 0 || BASE.indexOf(from, at + 1) >= 0) {
      throw new AssertionError("'" + from + "' must occur once in the base scenario");
    }
    return BASE.substring(0, at) + to + BASE.substring(at + from.length());
  }

  private static String error(String json) {
    return assertThrows(ScenarioException.class, () -> READER.read(json, "table.json"))
        .getMessage();
  }

  private static String position(String text) {
    Scenario s = READER.read(BASE, "table.json");
    return assertThrows(ScenarioException.class, () -> s.position(text)).getMessage();
  }

  @Test
  void theBaseScenarioIsValid() {
    assertEquals(2, READER.read(BASE, "table.json").state().units().size());
  }

  @Test
  void aSelfIntersectingAreaIsRefused() {
    assertEquals("table.json:9:47: board.features[0].area: feature 'wood': the outline is not"
        + " a simple polygon (Self-intersection near (18.545, 4.455))",
        error(with("[[16, 3], [21, 2], [23, 7], [15, 8]]",
        "[[16, 3], [23, 7], [21, 2], [15, 8]]")));
  }

  @Test
  void anAreaWithNoSurfaceIsRefused() {
    assertEquals("table.json:9:47: board.features[0].area: feature 'wood': the outline"
        + " encloses no area",
        error(with("[[16, 3], [21, 2], [23, 7], [15, 8]]",
        "[[16, 3], [18, 3], [20, 3]]")));
  }

  @Test
  void anOutlineHasAtMostTenThousandPoints() {
    StringBuilder zigzag = new StringBuilder("[");
    for (int i = 0; i <= TableFormat.MAX_POINTS; i++) {
      zigzag.append(i == 0 ? "" : ", ").append("[").append(i % 30).append(", ").append(i % 2)
          .append("]");
    }
    assertEquals("table.json:10:50: board.features[1].line: an outline may have at most 10000"
        + " points, got 10001", error(with("[[8, 14], [15, 14]]", zigzag + "]")));
    StringBuilder most = new StringBuilder("[");
    for (int i = 0; i < TableFormat.MAX_POINTS; i++) {
      double a = 2 * Math.PI * i / TableFormat.MAX_POINTS;
      most.append(i == 0 ? "" : ", ").append("[").append(18 + 3 * Math.cos(a)).append(", ")
          .append(5 + 3 * Math.sin(a)).append("]");
    }
    assertEquals(2, READER.read(with("[[16, 3], [21, 2], [23, 7], [15, 8]]", most + "]"),
        "table.json").state().units().size());
  }

  @Test
  void anAreaNeedsThreeCorners() {
    assertEquals("table.json:9:47: board.features[0].area: an area needs at least three"
        + " corners, got 2",
        error(with("[[16, 3], [21, 2], [23, 7], [15, 8]]", "[[16, 3], [21, 2]]")));
  }

  @Test
  void aModelOffTheTableIsRefused() {
    assertEquals("table.json:15:75: units[0].position[1]: model 2 at (40, 9.5) is off the"
        + " table (x 0 to 36, y 0 to 24 inches)",
        error(with("[13.5, 9.5]", "[40, 9.5]")));
  }

  @Test
  void aOneModelPositionOffTheTableIsRefused() {
    assertEquals("table.json:16:64: units[1].position: (12, -0.5) is off the table (x 0 to"
        + " 36, y 0 to 24 inches)",
        error(with("\"box:off-table\"", "[12, -0.5]")));
  }

  @Test
  void anUnknownFeatureKindListsTheKnownOnes() {
    assertEquals("table.json:9:30: board.features[0].kind: unknown feature kind 'forest';"
        + " rule set miniatures-fixed knows: open, rough, obstacle, building, road,"
        + " impassable",
        error(with("\"kind\": \"rough\"", "\"kind\": \"forest\"")));
  }

  @Test
  void anUnknownFeatureAttributeListsTheKnownOnes() {
    assertEquals("table.json:10:112: board.features[1].attributes.antitank: unknown feature"
        + " attribute 'antitank' (did you mean 'anti-tank'?); rule set"
        + " miniatures-fixed knows: anti-tank, walker-proof, demolishable",
        error(with("\"width\": 0.5}", "\"width\": 0.5, \"attributes\":"
        + " {\"antitank\": true}}")));
  }

  @Test
  void theRuleSetChecksAttributeValues() {
    assertEquals("table.json:10:113: board.features[1].attributes.anti-tank: expected true or"
        + " false, got 'maybe'",
        error(with("\"width\": 0.5}", "\"width\": 0.5, \"attributes\":"
        + " {\"anti-tank\": \"maybe\"}}")));
  }

  @Test
  void nanIsNotAJsonNumber() {
    assertEquals("table.json:6:17: not valid JSON: Non-standard token 'NaN'",
        error(with("\"width\": 36", "\"width\": NaN")));
  }

  @Test
  void aNumberTooLargeForADoubleIsRefused() {
    assertEquals("table.json:15:67: units[0].position[0][0]: expected a finite number, got"
        + " 1e400",
        error(with("[12, 9]", "[1e400, 9]")));
  }

  @Test
  void aHugeTableIsRefused() {
    assertEquals("table.json:7:14: board.depth: must be between -100000 and 100000 inches,"
        + " got 2e9",
        error(with("\"depth\": 24", "\"depth\": 2e9")));
  }

  @Test
  void aTableHasAPositiveSize() {
    assertEquals("table.json:6:14: board.width: must be more than 0 inches, got 0",
        error(with("\"width\": 36", "\"width\": 0")));
  }

  @Test
  void aTableNeedsItsDepth() {
    assertEquals("table.json:4:12: board.depth: missing; expected the table's depth in"
        + " inches, along y",
        error(with("\"depth\": 24,", "")));
  }

  @Test
  void aLineNeedsAWidth() {
    assertEquals("table.json:10:7: board.features[1].width: missing; expected the line's"
        + " width in inches (0 for a thin line)",
        error(with(", \"width\": 0.5}", "}")));
  }

  @Test
  void aLineWidthIsNotNegative() {
    assertEquals("table.json:10:80: board.features[1].width: must be 0 or more inches, got -1",
        error(with("\"width\": 0.5}", "\"width\": -1}")));
  }

  @Test
  void anAreaHasNoWidth() {
    assertEquals("table.json:9:94: board.features[0].width: a width is for a line; an area's"
        + " outline is its size",
        error(with("[15, 8]]}", "[15, 8]], \"width\": 2}")));
  }

  @Test
  void aFeatureHasOneOutline() {
    assertEquals("table.json:11:57: board.features[2].rectangle: a feature has one outline;"
        + " this one has both area and rectangle",
        error(with("\"rectangle\": [20, 13, 25, 17]",
        "\"rectangle\": [20, 13, 25, 17], \"area\": [[1, 1], [2, 1], [2, 2]]")));
  }

  @Test
  void aFeatureNeedsAnOutline() {
    assertEquals("table.json:11:7: board.features[2]: a feature needs an outline: area (its"
        + " corners), rectangle [left, near, right, far] or line (its points) with a"
        + " width",
        error(with(", \"rectangle\": [20, 13, 25, 17]", "")));
  }

  @Test
  void aRectangleRunsLeftToRightAndNearToFar() {
    assertEquals("table.json:11:57: board.features[2].rectangle: a rectangle is [left, near,"
        + " right, far] with left < right and near < far, got [25, 13, 20, 17]",
        error(with("[20, 13, 25, 17]", "[25, 13, 20, 17]")));
  }

  @Test
  void aRectangleHasFourNumbers() {
    assertEquals("table.json:11:57: board.features[2].rectangle: expected a rectangle [left,"
        + " near, right, far] of four numbers, got an array of 3",
        error(with("[20, 13, 25, 17]", "[20, 13, 25]")));
  }

  @Test
  void featureIdsAreUnique() {
    assertEquals("table.json:11:14: board.features[2].id: duplicate feature id 'wood' (also"
        + " board.features[0])",
        error(with("\"id\": \"crag\"", "\"id\": \"wood\"")));
  }

  @Test
  void aPointHasTwoOrThreeNumbers() {
    assertEquals("table.json:15:66: units[0].position[0]: expected a point [x, y] or [x, y,"
        + " floor], got an array of 1",
        error(with("[12, 9]", "[12]")));
  }

  @Test
  void aFloorIsAWholeNumber() {
    assertEquals("table.json:15:74: units[0].position[0][2]: expected a whole number, got 1.5",
        error(with("[12, 9]", "[12, 9, 1.5]")));
  }

  @Test
  void theFixedRatesHaveNoFloors() {
    assertEquals("table.json:15:65: units[0].position.models[0]: miniatures-fixed has no"
        + " floors: the level must be 0",
        error(with("[12, 9]", "[12, 9, 1]")));
  }

  @Test
  void anUnknownBoxListsTheRuleSetsBoxes() {
    assertEquals("table.json:16:64: units[1].position: unknown box 'reserve'; rule set"
        + " miniatures-fixed knows: off-table, left-table",
        error(with("\"box:off-table\"", "\"box:reserve\"")));
  }

  @Test
  void aUnitAboardAVehicleHasNoModels() {
    assertEquals("table.json:16:75: units[1].position.aboard: a unit aboard a vehicle has no"
        + " models or facing of its own; give either aboard or models",
        error(with("\"box:off-table\"",
        "{\"aboard\": \"a\", \"models\": [[1, 1]]}")));
  }

  @Test
  void aHexFacingIsRefusedOnATable() {
    assertEquals("table.json:16:91: units[1].facing: on a table a facing is a bearing in"
        + " degrees given with the models: {\"models\": [[x, y], ...], \"facing\":"
        + " 90}, or 12,9@90 as text",
        error(with("\"position\": \"box:off-table\"",
        "\"position\": \"box:off-table\", \"facing\": \"N\"")));
  }

  @Test
  void anEmptyModelListIsRefused() {
    assertEquals("table.json:15:65: units[0].position: expected the models' points, [x, y]"
        + " for one or [[x, y], ...] for several, got an empty list",
        error(with("[[12, 9], [13.5, 9.5]]", "[]")));
  }

  @Test
  void aFacingIsANumberOfDegrees() {
    assertEquals("table.json:15:97: units[0].position.facing: expected a number, got text"
        + " \"north\"",
        error(with("[[12, 9], [13.5, 9.5]]",
        "{\"models\": [[12, 9]], \"facing\": \"north\"}")));
  }

  @Test
  void aHexRuleSetIsNotPlayedOnATable() {
    assertEquals("table.json:4:12: board.kind: rule set squad-afv is played on a hex map, not"
        + " a table; give the board \"kind\": \"hex-map\"",
        error(with("\"miniatures-fixed\"", "\"squad-afv\"")));
  }

  @Test
  void aTableRuleSetIsNotPlayedOnAHexMap() {
    assertEquals("table.json:5:13: board.kind: rule set miniatures-fixed is not played on a"
        + " hex map; its board kind is table",
        error(with("\"kind\": \"table\"", "\"kind\": \"hex-map\"")));
  }

  /** A valid scenario of the dice rule set with a stream, a barn and a lorry. */
  private static final String DICE = """
      {
        "version": 1,
        "ruleSet": "miniatures-dice",
        "board": {"kind": "table", "width": 24, "depth": 24, "features": [
          {"id": "brook", "kind": "stream", "line": [[0, 20], [24, 20]], "width": 2,
            "attributes": {"depth": "waist"}},
          {"id": "barn", "kind": "building", "rectangle": [10, 2, 16, 8]},
          {"id": "door", "kind": "opening", "line": [[10, 4], [10, 6]], "width": 0,
            "attributes": {"type": "large-door", "building": "barn"}}
        ]},
        "units": [
          {"id": "lorry", "side": "uk", "kind": "vehicle", "position": [4, 13]},
          {"id": "t", "side": "uk", "kind": "team", "position": {"aboard": "lorry"}}
        ]
      }
      """;

  private static String dice(String from, String to) {
    if (DICE.indexOf(from) < 0 || DICE.indexOf(from) != DICE.lastIndexOf(from)) {
      throw new AssertionError("'" + from + "' must occur once in the dice scenario");
    }
    return assertThrows(ScenarioException.class, () -> READER.read(DICE.replace(from, to),
        "dice.json")).getMessage();
  }

  @Test
  void theDiceScenarioIsValid() {
    assertEquals(2, READER.read(DICE, "dice.json").state().units().size());
  }

  @Test
  void aWideStreamNeedsItsDepth() {
    assertEquals("dice.json:6:31: board.features[0].attributes.depth: a stream wider than 1\""
        + " needs its depth: knee, waist or chest", dice("\"waist\"", "\"deep\""));
  }

  @Test
  void anOpeningLiesOnItsBuildingsOutline() {
    assertEquals("dice.json:8:5: board.features[2]: opening point (11, 4) is not on the outline"
        + " of building 'barn'", dice("[[10, 4], [10, 6]]", "[[11, 4], [10, 6]]"));
  }

  @Test
  void aUnitIsAboardAVehicleOfTheScenario() {
    assertEquals("dice.json:13:59: units[1].position: aboard 'bus', which is not a vehicle of"
        + " the state", dice("{\"aboard\": \"lorry\"}", "{\"aboard\": \"bus\"}"));
  }

  @Test
  void textPositionsAreCheckedLikeJsonOnes() {
    assertEquals("position: expected y, a number such as 12 or 13.5, got 'NaN'",
        position("12,NaN"));
    assertEquals("position: x must be between -100000 and 100000, got 1e999",
        position("1e999,2"));
    assertEquals("position: model 2 at (40, 9) is off the table (x 0 to 36, y 0 to 24 inches)",
        position("12,9:40,9"));
    assertEquals("position: expected a point x,y or x,y,floor (inches from the left and near"
        + " edges), got '12'", position("12"));
    assertEquals("position: expected a facing in degrees, a number such as 90 or 22.5, got"
        + " 'east'", position("12,9@east"));
    assertEquals("position: give the models' points before @90, e.g. 12,9@90", position("@90"));
    assertEquals("position: a box needs its name after box:", position("box:"));
    assertEquals("position: expected a floor, a whole number from 0 (the ground) to 99, got 'x'",
        position("1,2,x"));
  }

  @Test
  void aTableStepNamesItsSyntax() {
    Scenario s = READER.read(BASE, "table.json");
    assertEquals("--path: step 2 (''): must not be empty; expected a step such as 12,9 (a"
        + " point x,y per model, separated by ':'), 12,9@90 (facing 90 degrees),"
        + " 0,12+enter or aboard:ID",
        assertThrows(ScenarioException.class, () -> Orders.steps(
        JsonValue.argument("12,14:13.5,14//12,20:13.5,20", "--path"), s)).getMessage());
  }
}
