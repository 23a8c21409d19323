package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every JSON endpoint of the explorer on the road example (recon, 4 MP at 0405): the answers are
 * the command line's {@code --json} answers to the same question, and bad requests are refused
 * with a status and a message that names the parameter.
 */
class ExplorerEndpointsTest {
  private static final String ROAD = "example-road.json";
  private static final String TOO_FAR = "0504,0604,0704,0805,0905,1005,1004,1003,1002";

  @TempDir
  Path dir;

  private Served served;

  @BeforeEach
  void start() throws IOException {
    served = new Served(dir, ROAD);
  }

  @AfterEach
  void stop() {
    served.close();
  }

  private String file() {
    return served.file.toString();
  }

  private static String message(Served.Answer a) {
    return a.json().get("error").get("message").text();
  }

  @Test
  void reachAnswersAsTheReachCommandDoesWithJson() throws IOException {
    Served.Answer a = served.get("/api/reach?unit=recon");
    assertEquals(200, a.status());
    assertEquals("application/json; charset=utf-8", a.header("Content-Type"));
    assertEquals(Served.cli("reach", file(), "--unit", "recon", "--json"), a.json());
    assertEquals(53, a.json().get("size").integer(0, 1000));
  }

  @Test
  void pathAnswersAsThePathCommandDoesWithJson() throws IOException {
    Served.Answer a = served.get("/api/path?unit=recon&to=0805");
    assertEquals(200, a.status());
    assertEquals(Served.cli("path", file(), "--unit", "recon", "--to", "0805", "--json"),
        a.json());
    assertEquals(24, a.json().get("costTwelfths").integer(0, 1000));
    assertEquals("road", a.json().get("steps").elements().get(0).get("note").text());
  }

  @Test
  void pathToAHexOutOfRangeIsAnsweredAsUnreachable() throws IOException {
    Served.Answer a = served.get("/api/path?unit=recon&to=1209");
    assertEquals(200, a.status());
    assertFalse(a.json().get("reachable").bool());
    assertEquals(Served.cli("path", file(), "--unit", "recon", "--to", "1209", "--json"),
        a.json());
  }

  @Test
  void checkAnswersAsTheCheckCommandWithTheMovementAllowanceViolationAtStepEight()
      throws IOException {
    Served.Answer a = served.get("/api/check?unit=recon&path=" + TOO_FAR);
    assertEquals(200, a.status());
    assertEquals(Served.cli("check", file(), "--unit", "recon", "--path", TOO_FAR, "--json"),
        a.json());
    JsonValue first = a.json().get("violations").elements().get(0);
    assertEquals("Movement allowance", first.get("rule").get("heading").text());
    assertEquals(8, first.get("step").integer(0, 100));
    assertEquals("example 2 Movement allowance - step 8, 1003: not enough movement points left"
        + " (needs 1 MP, 0 MP left)", first.get("text").text());
  }

  @Test
  void checkCarriesTheAlternativesOfAnIllegalOrderAsTheCheckCommandDoes() throws IOException {
    Served.Answer a = served.get("/api/check?unit=recon&path=" + TOO_FAR);
    List<JsonValue> alts = a.json().get("alternatives").elements();
    assertEquals(Served.cli("check", file(), "--unit", "recon", "--path", TOO_FAR, "--json")
        .get("alternatives"), a.json().get("alternatives"));
    JsonValue prefix = alts.get(alts.size() - 1);
    assertEquals("longest-prefix", prefix.get("kind").text());
    assertEquals(7, prefix.get("steps").elements().size());
    assertEquals(48, prefix.get("costTwelfths").integer(0, 1000));
    Served.Answer posted = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/json"), "{\"unit\": \"recon\", \"path\": \""
            + TOO_FAR + "\"}");
    assertEquals(a.json().get("alternatives"), posted.json().get("alternatives"));
  }

  @Test
  void postedOrderIsCheckedAsOneLineOfCheckMoves() throws IOException {
    String order = "{\"id\": \"a\", \"unit\": \"recon\", \"path\": [\"0504\", \"0604\"]}";
    Served.Answer a = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/json"), order);
    assertEquals(200, a.status());
    assertTrue(a.json().get("legal").bool());
    assertEquals("a", a.json().get("id").text());
    assertEquals(12, a.json().get("spentTwelfths").integer(0, 1000));
    assertEquals(Served.cli("check", file(), "--unit", "recon", "--path", "0504,0604",
        "--json").get("steps"), a.json().get("steps"));
  }

  @Test
  void scenarioEndpointGivesTheFileTheRuleSetAndTheRevision() throws IOException {
    Served.Answer a = served.get("/api/scenario");
    assertEquals(200, a.status());
    JsonValue j = a.json();
    assertEquals("scenario", j.get("command").text());
    assertEquals("hex-map", j.get("board").text());
    assertEquals(1, j.get("revision").integer(0, 100));
    assertEquals("example", j.get("ruleSet").get("id").text());
    assertEquals(3, j.get("scenario").get("units").elements().size());
    assertEquals("1", a.header("X-Scenario-Revision"));
  }

  @Test
  void revisionCountsChangedContentOnlyAndAnEditChangesTheAnswers() throws IOException {
    assertEquals(1, served.get("/api/revision").json().get("revision").integer(0, 100));
    String text = Files.readString(served.file);
    Files.writeString(served.file, text);
    assertEquals(1, served.get("/api/revision").json().get("revision").integer(0, 100));
    Files.writeString(served.file, text.replace("\"allowance\": 4", "\"allowance\": 2"));
    JsonValue rev = served.get("/api/revision").json();
    assertEquals(2, rev.get("revision").integer(0, 100));
    assertTrue(rev.get("valid").bool());
    assertEquals(24, served.get("/api/reach?unit=recon").json().get("allowanceTwelfths")
        .integer(0, 1000));
  }

  @Test
  void aBadScenarioIsReportedWith503AndTheServerRecoversWhenItIsFixed() throws IOException {
    String text = Files.readString(served.file);
    Files.writeString(served.file, text.replace("\"position\": \"0405\"",
        "\"position\": \"9999\""));
    Served.Answer bad = served.get("/api/reach?unit=recon");
    assertEquals(503, bad.status());
    assertTrue(message(bad).contains("units[0].position"), message(bad));
    JsonValue rev = served.get("/api/revision").json();
    assertFalse(rev.get("valid").bool());
    assertEquals(message(bad), rev.get("error").get("message").text());
    assertEquals(200, served.get("/").status());
    Files.writeString(served.file, text);
    assertEquals(200, served.get("/api/reach?unit=recon").status());
    assertEquals(3, served.get("/api/revision").json().get("revision").integer(0, 100));
  }

  @Test
  void phaseAndWeatherReplaceTheScenariosOwn() throws IOException {
    served.close();
    served = new Served(dir, "efs-mud-road.json");
    assertEquals(60, served.get("/api/reach?unit=7pz").json().get("size").integer(0, 1000));
    assertEquals(131, served.get("/api/reach?unit=7pz&weather=dry").json().get("size")
        .integer(0, 1000));
    assertEquals(1, served.get("/api/reach?unit=7pz&phase=combat").json().get("size")
        .integer(0, 1000));
    Served.Answer bad = served.get("/api/reach?unit=7pz&weather=monsoon");
    assertEquals(400, bad.status());
    assertEquals("weather: unknown weather 'monsoon'; rule set efs knows: dry, mud, frost,"
        + " snow, arctic", message(bad));
    assertTrue(message(served.get("/api/reach?unit=7pz&phase=lunch")).startsWith(
        "phase: unknown phase 'lunch'"));
  }

  @Test
  void badParametersAreRefusedWith400NamingTheParameter() throws IOException {
    assertBad(400, "unit: missing; name the moving unit (units: recon, rifles, guns)",
        "/api/reach");
    assertBad(400, "unit: unknown unit 'tank'; known: recon, rifles, guns",
        "/api/reach?unit=tank");
    assertBad(400, "mode: rule set example has no mode 'fly'; modes: normal",
        "/api/reach?unit=recon&mode=fly");
    assertBad(400, "colour: unknown parameter; this endpoint takes unit, mode, option, dice,"
        + " from, phase, weather, model", "/api/reach?unit=recon&colour=red");
    assertBad(400, "to: missing; give the destination, a hex label", "/api/path?unit=recon");
    assertBad(400, "to: given 2 times; give it once", "/api/path?unit=recon&to=0805&to=0806");
    assertBad(400, "path: missing; give the steps of the move, e.g. path=0504,0604",
        "/api/check?unit=recon");
    assertTrue(message(served.get("/api/path?unit=recon&to=9999")).startsWith("to: "));
    assertTrue(message(served.get("/api/check?unit=recon&path=0504,zz")).startsWith("path"));
    assertEquals(400, served.get("/api/reach?unit=%").status());
  }

  private void assertBad(int status, String message, String target) throws IOException {
    Served.Answer a = served.get(target);
    assertEquals(status, a.status(), a.body());
    assertEquals(message, message(a));
  }

  @Test
  void unknownPathsAndMethodsAreRefused() throws IOException {
    assertBad(404, "path: nothing is served at /secret", "/secret");
    assertBad(404, "path: no endpoint /api/moves; the endpoints are /api/scenario,"
        + " /api/revision, /api/reach, /api/path, /api/check and /api/threat", "/api/moves");
    assertEquals(404, served.get("/../../etc/passwd").status());
    Served.Answer del = served.request("DELETE", "/api/reach", Map.of(), null);
    assertEquals(405, del.status());
    assertEquals("GET", del.header("Allow"));
    assertEquals(405, served.request("POST", "/api/reach",
        Map.of("Content-Type", "application/json"), "{}").status());
  }

  @Test
  void postedBodiesMustBeJsonOfBoundedSize() throws IOException {
    Served.Answer form = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/x-www-form-urlencoded"), "unit=recon");
    assertEquals(415, form.status());
    assertTrue(message(form).startsWith("Content-Type: post the order as application/json"));
    Served.Answer large = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/json", "Content-Length", "200000"), null);
    assertEquals(413, large.status());
    assertEquals("body: the body has 200000 bytes; at most 65536 bytes are read",
        message(large));
    Served.Answer broken = served.request("POST", "/api/check",
        Map.of("Content-Type", "application/json"), "{\"unit\": \"recon\",\n \"path\": [}");
    assertEquals(400, broken.status());
    assertEquals("request body", broken.json().get("error").get("source").text());
    assertEquals(2, broken.json().get("error").get("line").integer(0, 10));
  }

  @Test
  void longRequestTargetsAreRefusedWith414() throws IOException {
    Served.Answer a = served.get("/api/check?unit=recon&path=" + "0504,".repeat(2000) + "0604");
    assertEquals(414, a.status());
    assertTrue(message(a).endsWith("at most 8192 are served"), message(a));
  }

  @Test
  void foreignHostsAreRefusedAgainstDnsRebinding() throws IOException {
    assertEquals(403, served.request("GET", "/api/revision",
        Map.of("Host", "attacker.example:" + served.port), null).status());
    assertEquals(403, served.request("GET", "/api/revision",
        Map.of("Host", "127.0.0.1:1"), null).status());
    assertEquals(403, served.request("GET", "/api/revision", Map.of("Host", "127.0.0.1"),
        null).status());
    assertEquals(403, served.raw("GET", "/api/revision", Map.of(), null).status());
    assertEquals(200, served.request("GET", "/api/revision",
        Map.of("Host", "localhost:" + served.port), null).status());
    assertEquals(200, served.request("GET", "/api/revision",
        Map.of("Host", "[::1]:" + served.port), null).status());
  }

  @Test
  void crossOriginRequestsAreRefused() throws IOException {
    Served.Answer other = served.request("GET", "/api/reach?unit=recon",
        Map.of("Origin", "http://attacker.example"), null);
    assertEquals(403, other.status());
    assertEquals("Origin: cross-origin requests are refused ('http://attacker.example' is not"
        + " http://" + served.host() + ")", message(other));
    assertEquals(403, served.request("GET", "/api/reach?unit=recon",
        Map.of("Origin", "null"), null).status());
    assertEquals(403, served.request("GET", "/api/reach?unit=recon",
        Map.of("Sec-Fetch-Site", "cross-site"), null).status());
    assertEquals(403, served.request("GET", "/api/reach?unit=recon",
        Map.of("Sec-Fetch-Site", "same-site"), null).status());
    assertEquals(200, served.request("GET", "/api/reach?unit=recon",
        Map.of("Origin", "http://" + served.host(), "Sec-Fetch-Site", "same-origin"), null)
        .status());
  }

  @Test
  void thePageItsScriptAndTheBoardAreServedWithAStrictContentPolicy() throws IOException {
    Served.Answer page = served.get("/");
    assertEquals(200, page.status());
    assertTrue(page.body().contains("<script src=\"explorer.js\" defer></script>"));
    assertTrue(page.header("Content-Security-Policy").startsWith("default-src 'self';"));
    assertEquals("nosniff", page.header("X-Content-Type-Options"));
    assertEquals("text/javascript; charset=utf-8", served.get("/explorer.js")
        .header("Content-Type"));
    Served.Answer board = served.get("/board.svg");
    assertEquals("image/svg+xml; charset=utf-8", board.header("Content-Type"));
    assertEquals(108, Served.count(board.body(), "<polygon class=\"hex\""));
    assertTrue(board.body().contains("data-unit=\"recon\""));
  }
}
