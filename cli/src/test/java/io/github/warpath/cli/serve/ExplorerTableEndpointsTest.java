package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.skirmish.table.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The explorer's endpoints on the example tables: reach regions, routes and verdicts as the
 * command line's {@code --json} answers them on a table (the farm: section {@code a} of three
 * models at 12,9, 13.5,9.5 and 15,10, advancing 6"), the board drawn as the table pictures draw
 * it, and bad table questions refused with a 400 that names the parameter.
 */
class ExplorerTableEndpointsTest {
  private static final String FARM = "miniatures-fixed-farm.json";
  private static final String HEDGEROW = "miniatures-dice-hedgerow.json";
  /** Section a walked 7" straight on: one inch more than an Advance allows. */
  private static final String TOO_FAR = "12,16:13.5,16.5:15,17";

  @TempDir
  Path dir;

  private Served served;

  @AfterEach
  void stop() {
    if (served != null) {
      served.close();
    }
  }

  private Served serve(String example) throws IOException {
    served = new Served(dir, example);
    return served;
  }

  private String file() {
    return served.file.toString();
  }

  private static JsonValue error(Served.Answer a) {
    return a.json().get("error");
  }

  @Test
  void reachOnATableAnswersEachModelsRegionAsTheReachCommandDoes() throws IOException {
    serve(FARM);
    Served.Answer a = served.get("/api/reach?unit=a");
    assertEquals(200, a.status());
    assertEquals(Served.cli("reach", file(), "--unit", "a", "--json"), a.json());
    List<JsonValue> regions = a.json().get("regions").elements();
    assertEquals(3, regions.size());
    JsonValue first = regions.get(0);
    assertEquals("advance 6\"", first.get("note").text());
    assertEquals(113.188, first.get("area").number(), 1e-9);
    assertEquals(5.993, first.get("bounds").get("minX").number(), 1e-9);
    assertEquals(18.007, first.get("bounds").get("maxX").number(), 1e-9);
  }

  @Test
  void reachOfOneModelIsThatModelsRegionAsWithTheModelOption() throws IOException {
    serve(FARM);
    Served.Answer a = served.get("/api/reach?unit=a&model=2&mode=run");
    assertEquals(200, a.status());
    assertEquals(Served.cli("reach", file(), "--unit", "a", "--model", "2", "--mode", "run",
        "--json"), a.json());
    JsonValue region = a.json().get("regions").elements().get(0);
    assertEquals(2, region.get("model").integer(0, 10));
    assertEquals("run 12\"", region.get("note").text());
  }

  @Test
  void pathOnATableIsTheShortestLegalRouteOfTheModelAsThePathCommandGivesIt()
      throws IOException {
    serve(FARM);
    Served.Answer a = served.get("/api/path?unit=a&to=14,9");
    assertEquals(200, a.status());
    assertEquals(Served.cli("path", file(), "--unit", "a", "--to", "14,9", "--json"), a.json());
    assertTrue(a.json().get("reachable").bool());
    assertEquals(2, a.json().get("length").number(), 1e-9);
  }

  @Test
  void aPointBeyondTheAdvanceIsUnreachableWithTheShortestRouteOfAnyLength()
      throws IOException {
    serve(FARM);
    Served.Answer a = served.get("/api/path?unit=a&model=1&to=18,12");
    assertEquals(200, a.status());
    assertEquals(Served.cli("path", file(), "--unit", "a", "--model", "1", "--to", "18,12",
        "--json"), a.json());
    assertFalse(a.json().get("reachable").bool());
    assertEquals(6.708, a.json().get("shortestLength").number(), 1e-9);
  }

  @Test
  void checkOnATableNamesTheRateRuleForEachModelThatWouldGoTooFar() throws IOException {
    serve(FARM);
    Served.Answer a = served.get("/api/check?unit=a&path=" + TOO_FAR);
    assertEquals(200, a.status());
    assertEquals(Served.cli("check", file(), "--unit", "a", "--path", TOO_FAR, "--json"),
        a.json());
    assertFalse(a.json().get("legal").bool());
    List<JsonValue> violations = a.json().get("violations").elements();
    assertEquals(3, violations.size());
    assertEquals("miniatures-fixed rate Advance and Run Moves - step 1, model 1 at (12, 16):"
        + " model 1 would move 7\"; an Advance of infantry allows 6\" (needs 7 MP, 6 MP left)",
        violations.get(0).get("text").text());
  }

  @Test
  void aPostedOrderOnATableCarriesTheTableAlternativesAsTheCheckCommandGivesThem()
      throws IOException {
    serve(FARM);
    Served.Answer posted = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/json"), "{\"id\": \"w\", \"unit\": \"a\","
            + " \"path\": \"" + TOO_FAR + "\"}");
    assertEquals(200, posted.status());
    assertEquals("w", posted.json().get("id").text());
    JsonValue alone = Served.cli("check", file(), "--unit", "a", "--path", TOO_FAR, "--json");
    assertEquals(alone.get("alternatives"), posted.json().get("alternatives"));
    assertEquals(served.get("/api/check?unit=a&path=" + TOO_FAR).json().get("alternatives"),
        posted.json().get("alternatives"));
    List<JsonValue> alts = posted.json().get("alternatives").elements();
    assertEquals(List.of("farthest-point", "nearest-point"), alts.stream()
        .map(a -> a.get("kind").text()).toList());
    // 7" straight on from (12, 9) is one inch too far: the nearest point is 6" on, at (12, 15)
    JsonValue near = alts.get(1);
    assertEquals(12, near.get("end").elements().get(0).number(), Table.TOLERANCE);
    assertEquals(15, near.get("end").elements().get(1).number(), Table.TOLERANCE);
    assertEquals(1, near.get("distance").number(), Table.TOLERANCE);
    assertEquals(72, near.get("costTwelfths").integer(0, 999));
  }

  @Test
  void theBoardOfATableIsTheTablePictureWithItsScaleAndEachModelToClick() throws IOException {
    serve(FARM);
    Served.Answer board = served.get("/board.svg");
    assertEquals(200, board.status());
    assertEquals("image/svg+xml; charset=utf-8", board.header("Content-Type"));
    String svg = board.body();
    assertTrue(svg.contains("<g class=\"board\" data-ppi=\"20.0\" data-width=\"36.0\""
        + " data-depth=\"24.0\""), svg);
    // a, tank and e stand on the table; the carrier waits off it
    assertEquals(3, Served.count(svg, "<g class=\"unit\" data-unit="));
    assertEquals(0, Served.count(svg, "data-unit=\"carrier\""));
    assertEquals(6, Served.count(svg, "class=\"model-target\""));
    assertEquals(5, Served.count(svg, "<polygon class=\"feature ") + Served.count(svg,
        "<polyline class=\"feature "));
    assertEquals("table", served.get("/api/scenario").json().get("board").text());
  }

  @Test
  void diceRolledRulesAnswerWithTheRollAndSayWhichRollIsMissingWithout() throws IOException {
    serve(HEDGEROW);
    Served.Answer rolled = served.get("/api/reach?unit=rifles&dice=3,4");
    assertEquals(200, rolled.status());
    assertEquals(Served.cli("reach", file(), "--unit", "rifles", "--dice", "3,4", "--json"),
        rolled.json());
    assertEquals("normal [3, 4]", rolled.json().get("regions").elements().get(0).get("note")
        .text());
    Served.Answer missing = served.get("/api/path?unit=rifles&to=8,2");
    assertEquals(400, missing.status());
    assertEquals("dice", error(missing).get("path").text());
    assertTrue(error(missing).get("message").text().startsWith("dice: normal movement rolls 2"
        + " dice: give the faces rolled"), error(missing).get("message").text());
  }

  @Test
  void badTableQuestionsAreRefusedNamingTheParameter() throws IOException {
    serve(FARM);
    Served.Answer tooMany = served.get("/api/reach?unit=a&model=7");
    assertEquals(400, tooMany.status());
    assertEquals("model: 'a' has 3 models (1 to 3), got 7", error(tooMany).get("message").text());
    Served.Answer word = served.get("/api/reach?unit=a&model=two");
    assertEquals(400, word.status());
    assertEquals("model", error(word).get("path").text());
    Served.Answer noTo = served.get("/api/path?unit=a");
    assertEquals(400, noTo.status());
    assertEquals("to: missing; give the destination, a point x,y in inches",
        error(noTo).get("message").text());
    Served.Answer badTo = served.get("/api/path?unit=a&to=north");
    assertEquals(400, badTo.status());
    assertEquals("to: expected a point x,y or x,y,floor (inches from the left and near edges),"
        + " got 'north'", error(badTo).get("message").text());
    Served.Answer offTable = served.get("/api/reach?unit=carrier");
    assertEquals(400, offTable.status());
    assertTrue(error(offTable).get("message").text().startsWith("unit: 'carrier' is not on the"
        + " table (box:off-table); give where it would start with from="),
        error(offTable).get("message").text());
    Served.Answer entering = served.get("/api/reach?unit=carrier&from=0,12");
    assertEquals(200, entering.status());
  }

  @Test
  void aModelIsRefusedOnAHexMap() throws IOException {
    serve("example-road.json");
    Served.Answer a = served.get("/api/reach?unit=recon&model=1");
    assertEquals(400, a.status());
    assertEquals("model: picks a model of a unit on a table; this scenario's board is a hex map",
        error(a).get("message").text());
  }
}
