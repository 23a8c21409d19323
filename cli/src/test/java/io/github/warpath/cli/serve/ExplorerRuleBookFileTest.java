package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario that takes its rules from a rule book file next to it (the Hedgerow Section
 * example): the server watches that file too, so an edit of a cost in the rule book changes the
 * answers and the revision, and a broken rule book is a 503 until it is fixed.
 */
class ExplorerRuleBookFileTest {
  static final String SCENARIO = "hedgerow-section.scenario.json";
  static final String BOOK = "hedgerow-section.rulebook.json";
  /** The orchard's cost for troops on foot, as the example rule book gives it. */
  static final String ORCHARD = "\"orchard\": {\"cost\": {\"leg\": 1,";

  @TempDir
  Path dir;

  private Served served;

  @BeforeEach
  void start() throws IOException {
    served = new Served(dir, Served.RULEBOOKS, SCENARIO, BOOK);
  }

  @AfterEach
  void stop() {
    served.close();
  }

  private JsonValue costOf(String hex) throws IOException {
    JsonValue reach = served.get("/api/reach?unit=rifles").json();
    for (JsonValue e : reach.get("reach").elements()) {
      if (e.get("position").text().equals(hex)) {
        return e.get("cost");
      }
    }
    return JsonValue.ofNull();
  }

  @Test
  void editingACostInTheRuleBookFileChangesTheRangeAndTheRevision() throws IOException {
    Path book = dir.resolve(BOOK);
    String text = Files.readString(book);
    assertTrue(text.contains(ORCHARD), "the example rule book prices orchards for legs at 1");
    assertEquals(25, served.get("/api/reach?unit=rifles").json().get("size").integer(0, 100));
    assertEquals(JsonValue.ofNumber(1), costOf("0204"));
    Files.writeString(book, text.replace(ORCHARD, "\"orchard\": {\"cost\": {\"leg\": 3,"));
    JsonValue rev = served.get("/api/revision").json();
    assertEquals(2, rev.get("revision").integer(0, 100));
    assertTrue(rev.get("valid").bool());
    assertEquals(JsonValue.ofNumber(3), costOf("0204"));
    assertEquals(24, served.get("/api/reach?unit=rifles").json().get("size").integer(0, 100));
    assertEquals(Served.cli("reach", served.file.toString(), "--unit", "rifles", "--json"),
        served.get("/api/reach?unit=rifles").json());
  }

  @Test
  void aBrokenRuleBookIsA503NamingItsFileUntilItIsFixed() throws IOException {
    Path book = dir.resolve(BOOK);
    String text = Files.readString(book);
    Files.writeString(book, text.replace(ORCHARD, "\"orchard\": {\"cost\": {\"leg\": \"much\","));
    Served.Answer broken = served.get("/api/reach?unit=rifles");
    assertEquals(503, broken.status());
    String message = broken.json().get("error").get("message").text();
    assertTrue(message.contains(BOOK), message);
    JsonValue rev = served.get("/api/revision").json();
    assertFalse(rev.get("valid").bool());
    assertEquals(2, rev.get("revision").integer(0, 100));
    Files.writeString(book, text);
    assertEquals(200, served.get("/api/reach?unit=rifles").status());
    assertEquals(3, served.get("/api/revision").json().get("revision").integer(0, 100));
  }

  @Test
  void savingTheRuleBookWithTheSameBytesKeepsTheRevision() throws IOException {
    Path book = dir.resolve(BOOK);
    Files.writeString(book, Files.readString(book));
    assertEquals(1, served.get("/api/revision").json().get("revision").integer(0, 100));
  }
}
