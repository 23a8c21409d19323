package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /api/threat} on the road example: the answer is {@code warpath threat --json} to the
 * same question, and bad requests are refused with status 400 and a message naming the
 * parameter.
 */
class ExplorerThreatEndpointTest {
  @TempDir
  Path dir;

  private Served served;

  @BeforeEach
  void start() throws IOException {
    served = new Served(dir, "example-road.json");
  }

  @AfterEach
  void stop() {
    served.close();
  }

  private static String message(Served.Answer a) {
    return a.json().get("error").get("message").text();
  }

  @Test
  void threatAnswersAsTheThreatCommandDoesWithJson() throws IOException {
    Served.Answer a = served.get("/api/threat?side=red");
    assertEquals(200, a.status());
    assertEquals(Served.cli("threat", served.file.toString(), "--side", "red", "--json"),
        a.json());
    assertEquals(36, a.json().get("reachable").integer(0, 1000));
  }

  @Test
  void zocTrueAddsTheZonesAsTheZocOptionDoes() throws IOException {
    Served.Answer a = served.get("/api/threat?side=red&zoc=true");
    assertEquals(200, a.status());
    assertEquals(Served.cli("threat", served.file.toString(), "--side", "red", "--zoc",
        "--json"), a.json());
    assertEquals(56, a.json().get("hexes").size());
  }

  @Test
  void aMissingSideIsABadRequestNamingIt() throws IOException {
    Served.Answer a = served.get("/api/threat");
    assertEquals(400, a.status());
    assertTrue(message(a).startsWith("side: missing"), message(a));
  }

  @Test
  void anUnknownSideIsABadRequestListingTheSides() throws IOException {
    Served.Answer a = served.get("/api/threat?side=green");
    assertEquals(400, a.status());
    assertEquals("side: no unit of side 'green'; sides: blue, red", message(a));
  }

  @Test
  void aZocThatIsNotTrueOrFalseIsABadRequest() throws IOException {
    Served.Answer a = served.get("/api/threat?side=red&zoc=maybe");
    assertEquals(400, a.status());
    assertEquals("zoc: expected true or false, got 'maybe'", message(a));
  }

  @Test
  void anUnknownModeOrParameterIsABadRequest() throws IOException {
    Served.Answer mode = served.get("/api/threat?side=red&mode=fly");
    assertEquals(400, mode.status());
    assertEquals("mode: rule set example has no mode 'fly'; modes: normal", message(mode));
    Served.Answer unit = served.get("/api/threat?side=red&unit=recon");
    assertEquals(400, unit.status());
    assertTrue(message(unit).startsWith("unit"), message(unit));
  }
}
