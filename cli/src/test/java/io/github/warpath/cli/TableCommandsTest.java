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
 * The commands on the table examples: reach regions, shortest routes, checks and costs of moves
 * written as model points, and exact chances of rolled moves; text, JSON, pictures and exit
 * codes.
 */
class TableCommandsTest {

  private static List<String> keys(JsonValue v) {
    return List.copyOf(v.members().keySet());
  }

  private static double number(JsonValue v) {
    return Double.parseDouble(v.scalarText());
  }

  @Test
  void reachGivesEveryModelsRegionWithItsAreaAndBounds() {
    Cli.Run r = Cli.run("reach", Cli.FARM, "--unit", "a", "--mode", "run");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("Where a (Miniatures, fixed rates, mode run) can end the move,"
        + " model by model (drawn within 0.05\" of the exact region):\n"), r.out());
    assertTrue(r.out().contains("\n  model 1 from 12,9: run 12\"; "), r.out());
    assertTrue(r.out().contains("\n  model 2 from 13.5,9.5: run 12\"; "), r.out());
    assertTrue(r.out().contains("\n  model 3 from 15,10: run 12\"; "), r.out());
    assertEquals("", r.err());
  }

  @Test
  void theTerminalPictureShowsTheRegionTheModelsAndTheTerrain() {
    Cli.Run r = Cli.run("reach", Cli.FARM, "--unit", "a", "--model", "2", "--mode", "run");
    String picture = r.out().substring(r.out().indexOf("Table 36\" x 24\""),
        r.out().indexOf("Key:"));
    String[] lines = picture.split("\n");
    assertEquals(1 + 24, lines.length, "a heading and one line per inch of depth");
    assertEquals(2 + 72, lines[1].length(), "72 characters of half an inch");
    assertTrue(Cli.count(picture, "#") > 450, "about 271 sq in at half a square inch a cell");
    assertTrue(Cli.count(picture, "x") >= 2, "the enemy section");
    assertTrue(Cli.count(picture, "I") > 30, "the crag");
    assertTrue(lines[21].startsWith("  AAAAAoooooo"), "the tank on the lane: " + lines[21]);
    assertTrue(r.out().contains("terrain: R rough, O obstacle, I impassable, B building, A road,"
        + " . open ground\n"), r.out());
  }

  @Test
  void reachInJsonGivesTheRegionsOutline(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("reach.svg");
    Cli.Run r = Cli.run("reach", Cli.FARM, "--unit", "a", "--model", "2", "--mode", "run",
        "--json", "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "accuracy",
        "regions", "svg"), keys(j));
    assertEquals("reach", j.get("command").text());
    JsonValue region = j.get("regions").elements().get(0);
    assertEquals(List.of("model", "start", "allowance", "note", "area", "bounds", "polygons"),
        keys(region));
    assertEquals("[13.5,9.5]", region.get("start").toJson());
    assertEquals(271.2, number(region.get("area")), 1.0);
    assertEquals(0.5, number(region.get("bounds").get("minY")), 0.01, "a base's radius from"
        + " the near edge");
    Svg svg = new Svg(Files.readString(file));
    assertEquals(1, svg.byClass("region reach").size());
    assertEquals(3 + 1, svg.byClass("model blue").size(), "a's three models and the tank");
    assertEquals(2, svg.byClass("model red").size());
  }

  @Test
  void aRolledMoveNeedsItsDice() {
    Cli.assertBad("--dice: normal movement rolls 2 dice: give the faces rolled, e.g. --dice 3,5;"
        + " for the chance of every roll ask 'warpath chance'", "reach", Cli.HEDGEROW, "--unit",
        "rifles");
    Cli.assertBad("--dice: normal movement rolls 2 dice, got 3; for the chance of every roll ask"
        + " 'warpath chance'", "reach", Cli.HEDGEROW, "--unit", "rifles", "--dice", "3,5,1");
    Cli.Run r = Cli.run("reach", Cli.HEDGEROW, "--unit", "rifles", "--dice", "3,5", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("{\"dice\":\"3,5\"}", r.json().get("options").toJson());
    JsonValue region = r.json().get("regions").elements().get(0);
    assertEquals("normal [3, 5]", region.get("note").text());
    assertEquals("8", region.get("allowance").scalarText(), "3 + 5 in the open");
    assertTrue(number(region.get("bounds").get("maxX")) < 14.5,
        "the hedge at x 14 keeps the lower die only: no crossing with 5\" from 6\" away");
  }

  @Test
  void pathGivesTheShortestLegalRouteWithItsLength() {
    Cli.Run r = Cli.run("path", Cli.FARM, "--unit", "tank", "--to", "20,21", "--no-picture");
    assertEquals(0, r.code(), r.err());
    assertEquals("Shortest legal route of tank (Miniatures, fixed rates, mode advance), model 1,"
        + " from 4,21 to 20,21: 16\" (along the road, rate doubled).\n"
        + "    0. 4,21             start\n"
        + "    1. 20,21            16\"\n", r.out());
  }

  @Test
  void pathGoesRoundTheWallAndSaysHowFarTheTargetReallyIs() {
    Cli.Run r = Cli.run("path", Cli.FARM, "--unit", "a", "--model", "2", "--mode", "run",
        "--to", "22,19", "--json");
    assertEquals(1, r.code(), r.out());
    JsonValue j = r.json();
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "model", "start",
        "target", "reachable", "length", "points", "note", "shortestLength"), keys(j));
    assertEquals("false", j.get("reachable").toJson());
    assertEquals("null", j.get("length").toJson());
    assertTrue(number(j.get("shortestLength")) > 12, j.toJson());
    Cli.Run near = Cli.run("path", Cli.FARM, "--unit", "a", "--model", "2", "--mode", "run",
        "--to", "16,18", "--json");
    assertEquals(0, near.code(), near.out());
    List<JsonValue> points = near.json().get("points").elements();
    assertTrue(points.size() >= 3, "round the end of the wall: " + points);
    assertEquals("[13.5,9.5]", points.get(0).toJson());
    assertEquals("[16,18]", points.get(points.size() - 1).toJson());
    assertEquals(number(near.json().get("length")), number(near.json().get("shortestLength")),
        0.0005);
  }

  @Test
  void pathIntoImpassableGroundHasNoRouteAtAll() {
    Cli.Run r = Cli.run("path", Cli.FARM, "--unit", "a", "--to", "22,15", "--no-picture");
    assertEquals(1, r.code());
    assertEquals("No legal route this move for a (Miniatures, fixed rates, mode advance), model"
        + " 1, from 12,9 to 22,15: no route leads there.\n", r.out());
  }

  @Test
  void aUnitOffTheTableIsAskedAboutFromItsEntryPoint() {
    Cli.Run r = Cli.run("path", Cli.FARM, "--unit", "carrier", "--from", "0,12", "--to", "10,12",
        "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("10", r.json().get("length").scalarText());
    Cli.assertBad("--unit: 'carrier' is not on the table (box:off-table); give where it would"
        + " start with --from (for a unit waiting off the table, its entry point on the edge,"
        + " e.g. --from 0,12)", "path", Cli.FARM, "--unit", "carrier", "--to", "10,12");
  }

  @Test
  void checkJudgesAMoveWrittenAsModelPoints() {
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "a", "--path", "12,14:13.5,14.5:15,15");
    assertEquals(0, r.code(), r.err());
    assertEquals("LEGAL move of a from 12,9:13.5,9.5:15,10 (Miniatures, fixed rates): spent 5\""
        + " of 6\", ends at 12,14:13.5,14.5:15,15.\n"
        + "    1. 12,14:13.5,14.5:15,15 +5\"       = 5\"\n", r.out());
    Cli.Run run = Cli.run("check", Cli.FARM, "--unit", "a", "--mode", "run", "--path",
        "17,6:18.5,6.5:20,7", "--json");
    assertEquals(1, run.code());
    JsonValue v = run.json().get("violations").elements().get(0);
    assertEquals("terrain/rough-ground", v.get("rule").get("section").text());
    assertEquals("model 1 at (17, 6)", v.get("location").text());
    assertEquals("[[17,6],[18.5,6.5],[20,7]]", run.json().get("steps").elements().get(0)
        .get("position").toJson());
  }

  @Test
  void theEndOfAnOrderOfSeveralUnitsGivesEachUnitsEndPoint() {
    // one roll for the Section: 1 + 2 = 3", less the bren Team's point of Shock: 2" each
    Cli.Run r = Cli.run("check", Cli.HEDGEROW, "--unit", "rifles,bren", "--dice", "1,2",
        "--path", "8,2:10,4", "--json");
    assertEquals(0, r.code(), r.err());
    assertEquals("[8,6]", r.json().get("end").toJson());
    assertEquals("{\"rifles\":[8,6],\"bren\":[10,8]}", r.json().get("ends").toJson());
    Cli.Run text = Cli.run("check", Cli.HEDGEROW, "--unit", "rifles,bren", "--dice", "1,2",
        "--path", "8,2:10,4");
    assertEquals(0, text.code(), text.err());
    assertTrue(text.out().contains(", ends with rifles at 8,6 and bren at 10,8."), text.out());
  }

  @Test
  void checkTakesStepsSeparatedBySlashesAndEntriesFromTheEdge() {
    Cli.Run r = Cli.run("check", Cli.FARM, "--unit", "carrier", "--path", "0,12+enter/6,12/9,10",
        "--json");
    assertEquals(0, r.code(), r.out());
    assertEquals("[9,10]", r.json().get("end").toJson());
    assertEquals(3, r.json().get("steps").size());
  }

  @Test
  void ordersFromAFileMoveModelsOnTheTable(@TempDir Path dir) throws Exception {
    Path orders = dir.resolve("orders.jsonl");
    Files.writeString(orders, String.join("\n",
        "{\"id\": \"r1\", \"unit\": \"a\", \"mode\": \"run\", \"path\": [[[12, 20], [13.5, 20.5],"
            + " [15, 20]]]}",
        "{\"id\": \"r2\", \"unit\": \"a\", \"path\": \"12,14:13.5,14.5:15,15/12,15:13.5,15.5:"
            + "15,16\"}",
        "{\"id\": \"c1\", \"unit\": \"carrier\", \"path\": [{\"to\": [0, 12], \"action\":"
            + " \"enter\"}, [6, 12]]}",
        "{\"id\": \"x1\", \"unit\": \"a\", \"path\": [[40, 1]]}", ""));
    Cli.Run r = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--json");
    assertEquals(2, r.code(), "one order is bad input");
    String[] lines = r.out().split("\n");
    assertEquals(4, lines.length);
    JsonValue first = JsonValue.parse(lines[0], "out");
    assertEquals("r1", first.get("id").text());
    assertEquals("false", first.get("legal").toJson(), "the wall is No Run for infantry");
    assertEquals("terrain/obstacles", first.get("violations").elements().get(0).get("rule")
        .get("section").text());
    assertEquals("true", JsonValue.parse(lines[1], "out").get("legal").toJson());
    assertEquals("true", JsonValue.parse(lines[2], "out").get("legal").toJson());
    assertEquals(orders + ":4:36: path[0]: (40, 1) is off the table (x 0 to 36, y 0 to 24"
        + " inches)", JsonValue.parse(lines[3], "out").get("error").get("message").text());
  }

  @Test
  void costIsOneStepOfEveryModel() {
    Cli.Run r = Cli.run("cost", Cli.FARM, "--unit", "a", "--to", "12,14:13.5,14.5:15,15");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("a from 12,9:13.5,9.5:15,10 to 12,14:13.5,14.5:15,15: 5\" of"
        + " 6\", legal (Miniatures, fixed rates, mode advance).\n"), r.out());
    Cli.Run far = Cli.run("cost", Cli.FARM, "--unit", "tank", "--from", "4,19", "--to", "4,8",
        "--json");
    assertEquals(1, far.code(), far.out());
    JsonValue j = far.json();
    assertEquals(List.of("command", "version", "from", "to", "ruleSet"), keys(j).subList(0, 5));
    assertEquals("[4,19]", j.get("from").toJson());
    assertEquals("11", j.get("spent").scalarText(), "11\" off the lane, more than 9\"");
    assertEquals("rate", j.get("violations").elements().get(0).get("rule").get("section")
        .text());
  }

  @Test
  void chanceIsAnExactFractionWithItsDecimal() {
    Cli.Run r = Cli.run("chance", Cli.HEDGEROW, "--unit", "rifles", "--to", "8,1");
    assertEquals(0, r.code(), r.err());
    assertEquals("Chance that rifles model 1 (from 8,8) ends a normal move at 8,1: 7/12 ="
        + " 0.583333.\n", r.out());
    Cli.Run j = Cli.run("chance", Cli.HEDGEROW, "--unit", "rifles", "--to", "8,1", "--mode",
        "double", "--json");
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "model", "start",
        "target", "chance", "numerator", "denominator", "probability", "bands"), keys(j.json()));
    assertEquals("49/54", j.json().get("chance").text(), "3D6 of 7 or more: 196 rolls of 216");
  }

  @Test
  void aPointOutOfReachHasChanceZeroAndExitCodeOne() {
    Cli.Run r = Cli.run("chance", Cli.HEDGEROW, "--unit", "rifles", "--to", "30,20", "--json");
    assertEquals(1, r.code(), r.out());
    assertEquals("0", r.json().get("chance").text());
    assertEquals("0", r.json().get("probability").scalarText());
  }

  @Test
  void chanceWithoutATargetGivesTheBandsAndShadesThePicture(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("chance.svg");
    Cli.Run r = Cli.run("chance", Cli.HEDGEROW, "--unit", "bren", "--mode", "tactical",
        "--json", "--svg", file.toString());
    assertEquals(0, r.code(), r.err());
    List<JsonValue> bands = r.json().get("bands").elements();
    assertEquals("null", r.json().get("target").toJson());
    assertEquals(5, bands.size(), "1D6 less a point of Shock: 0 to 5 inches");
    assertEquals("1/6", bands.get(0).get("chance").text());
    Svg svg = new Svg(Files.readString(file));
    assertEquals(bands.size(), svg.byClass("region chance").size());
  }

  @Test
  void chanceIsForRuleSetsThatRoll() {
    Cli.assertBad(Cli.FARM + ": ruleSet: rule set miniatures-fixed does not roll for moves;"
        + " chances are for rule sets that do (miniatures-dice)", "chance", Cli.FARM, "--unit",
        "a", "--to", "12,12");
    Cli.assertBad("--dice: a chance counts every roll of the dice; leave the dice out (with a"
        + " roll, ask 'warpath path' or 'warpath reach')", "chance", Cli.HEDGEROW, "--unit",
        "rifles", "--to", "8,1", "--dice", "3,4");
  }

  @Test
  void tableOptionsAreCheckedLikeTheOthers() {
    Cli.assertBad("--dice: unknown option 'dice'; rule set example has no options", "reach",
        Cli.ROAD, "--unit", "recon", "--dice", "3,5");
    Cli.assertBad("--model: picks a model of a unit on a table; this scenario's board is a hex"
        + " map", "reach", Cli.ROAD, "--unit", "recon", "--model", "1");
    Cli.assertBad("--model: 'a' has 3 models (1 to 3), got 4", "reach", Cli.FARM, "--unit", "a",
        "--model", "4");
    Cli.assertBad("--to: expected one point x,y on the table, got '1,2:3,4'", "path", Cli.FARM,
        "--unit", "a", "--to", "1,2:3,4");
    Cli.assertBad("--to: (37, 2) is off the table (x 0 to 36, y 0 to 24 inches)", "path",
        Cli.FARM, "--unit", "a", "--to", "37,2");
    Cli.assertBad("--path: step 1 ('12,14:13.5'): model 2: expected a point x,y or x,y,floor"
        + " (inches from the left and near edges), got '13.5'", "check", Cli.FARM, "--unit",
        "a", "--path", "12,14:13.5");
  }

  @Test
  void validateAndRulesetsKnowTables() {
    Cli.Run v = Cli.run("validate", Cli.HEDGEROW);
    assertEquals(0, v.code(), v.err());
    assertTrue(v.out().contains(": valid (Hedgerow); rule set miniatures-dice 1.0, table 36\" x"
        + " 24\" with 6 features, 5 units, 2 markers.\n"), v.out());
    Cli.Run rs = Cli.run("rulesets");
    assertTrue(rs.out().contains("  miniatures-fixed  1.0  Miniatures, fixed rates  (table)\n"),
        rs.out());
  }
}
