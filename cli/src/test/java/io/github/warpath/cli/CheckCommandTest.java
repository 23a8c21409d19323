package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code warpath check}: verdicts for one move or a file of orders. */
class CheckCommandTest {
  private static final String ORDERS = String.join("\n",
      "{\"id\": \"a\", \"unit\": \"recon\", \"path\": [\"0504\", \"0604\", \"0603\"]}",
      "",
      "{\"id\": \"b\", \"unit\": \"recon\", \"path\": \"0404,0403,0402\"}",
      "{\"id\": \"c\", \"unit\": \"tank\", \"path\": []}",
      "{\"unit\": \"recon\", \"path\": [\"0504\",",
      "{\"id\": 5, \"unit\": \"recon\", \"from\": \"0603\", \"path\": [\"0604\"]}") + "\n";

  @Test
  void aLegalMoveIsExitCodeZero() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0504,0604,0603");
    assertEquals(0, r.code(), r.err());
    assertEquals("LEGAL move of recon from 0405 (Example rules): spent 2 MP of 4 MP, ends at"
        + " 0603.\n"
        + "    1. 0504       +½ MP     = ½ MP     road\n"
        + "    2. 0604       +½ MP     = 1 MP     road\n"
        + "    3. 0603       +1 MP     = 2 MP     move ends here\n", r.out());
  }

  @Test
  void anIllegalMoveNamesEveryViolationAndIsExitCodeOne() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0404,0403,0402");
    assertEquals(1, r.code());
    assertTrue(r.out().startsWith("ILLEGAL move of recon from 0405 (Example rules): spent 5 MP"
        + " of 4 MP.\n"), r.out());
    assertTrue(r.out().contains("  Violations:\n    example 2 Movement allowance - step 3,"
        + " 0402: not enough movement points left (needs 1 MP, 0 MP left)\n  Alternatives:\n"),
        r.out());
  }

  @Test
  void aStepAfterTheAllowanceIsOverspentHasNoPointsLeftAndSaysHowFarOver() {
    // Movement allowance: recon's 4 MP run out at 1104 (step 7); 1204 needs 1 MP with none
    // left, and 1203 after it finds the move already 1 MP over its allowance
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path",
        "0504,0604,0704,0805,0905,1005,1104,1204,1203");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("  Violations:\n"
        + "    example 2 Movement allowance - step 8, 1204: not enough movement points left"
        + " (needs 1 MP, 0 MP left)\n"
        + "    example 2 Movement allowance - step 9, 1203: not enough movement points left"
        + " (needs 1 MP, none left: already 1 MP over)\n"), r.out());
    JsonValue over = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path",
        "0504,0604,0704,0805,0905,1005,1104,1204,1203", "--json").json().get("violations")
        .elements().get(1);
    assertEquals(-12, over.get("availableTwelfths").integer(-99, 99));
  }

  @Test
  void goingOnAfterAZoneOfControlIsIllegal() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0504,0604,0603,0703",
        "--json");
    assertEquals(1, r.code());
    JsonValue v = r.json().get("violations").elements().get(0);
    assertEquals("3", v.get("rule").get("section").text());
    assertEquals("Zones of control", v.get("rule").get("heading").text());
    assertEquals(4, v.get("step").integer(0, 9));
  }

  @Test
  void theJsonShapeIsStable() {
    Cli.Run r = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0504", "--json");
    assertEquals(0, r.code());
    assertEquals(List.of("command", "version", "ruleSet", "units", "mode", "legal", "spent",
        "spentTwelfths", "allowance", "allowanceTwelfths", "end", "steps", "violations",
        "warnings", "alternatives"), List.copyOf(r.json().members().keySet()));
    assertTrue(r.json().get("legal").bool());
    assertEquals("0504", r.json().get("end").text());
  }

  @Test
  void batchModeStreamsOneJsonResultPerOrder(@TempDir Path dir) throws Exception {
    Path orders = dir.resolve("orders.jsonl");
    Files.writeString(orders, ORDERS);
    Cli.Run r = Cli.run("check", Cli.ROAD, "--moves", orders.toString(), "--json");
    assertEquals(2, r.code(), "the worst line is bad input");
    String[] lines = r.out().split("\n");
    assertEquals(5, lines.length, "blank lines are skipped");
    JsonValue a = JsonValue.parse(lines[0], "1");
    assertEquals(1, a.get("line").integer(0, 9));
    assertEquals("a", a.get("id").text());
    assertTrue(a.get("legal").bool());
    JsonValue b = JsonValue.parse(lines[1], "2");
    assertEquals(3, b.get("line").integer(0, 9));
    assertFalse(b.get("legal").bool());
    assertEquals("2", b.get("violations").elements().get(0).get("rule").get("section").text());
    JsonValue c = JsonValue.parse(lines[2], "3");
    assertEquals("c", c.get("id").text());
    assertEquals(orders + ":4:21: unit: unknown unit 'tank'; known: recon, rifles, guns",
        c.get("error").get("message").text());
    assertEquals(4, c.get("error").get("line").integer(0, 9));
    JsonValue d = JsonValue.parse(lines[3], "4");
    assertTrue(d.get("id").isNull());
    assertTrue(d.get("error").get("problem").text().startsWith("not valid JSON"));
    JsonValue e = JsonValue.parse(lines[4], "5");
    assertEquals(5, e.get("id").integer(0, 9));
    assertTrue(e.get("legal").bool(), "judged as if the recon started at 0603");
    assertEquals(List.of("line", "id", "ruleSet", "units", "mode", "legal", "spent",
        "spentTwelfths", "allowance", "allowanceTwelfths", "end", "steps", "violations",
        "warnings"), List.copyOf(a.members().keySet()));
  }

  @Test
  void batchModeAsTextEndsWithATally(@TempDir Path dir) throws Exception {
    Path orders = dir.resolve("orders.jsonl");
    Files.writeString(orders, ORDERS);
    Cli.Run r = Cli.run("check", Cli.ROAD, "--moves", orders.toString());
    assertEquals(2, r.code());
    String[] lines = r.out().split("\n");
    assertEquals("line 1 (a): recon LEGAL, spent 2 MP of 4 MP, ends at 0603", lines[0]);
    assertEquals("line 3 (b): recon ILLEGAL, spent 5 MP of 4 MP: example 2 Movement allowance -"
        + " step 3, 0402: not enough movement points left (needs 1 MP, 0 MP left)", lines[1]);
    assertEquals("line 4: error: " + orders + ":4:21: unit: unknown unit 'tank'; known: recon,"
        + " rifles, guns", lines[2]);
    assertEquals("5 orders: 2 legal, 1 illegal, 2 bad input.", lines[5]);
  }

  @Test
  void batchModeReadsStandardInput() {
    Cli.Run r = Cli.withInput("{\"unit\": \"recon\", \"path\": [\"0504\"]}\n"
        + "{\"unit\": \"recon\", \"path\": [\"0404\", \"0403\", \"0402\"]}\n",
        "check", Cli.ROAD, "--moves", "-", "--json");
    assertEquals(1, r.code(), "the worst line is illegal");
    assertEquals(2, r.out().split("\n").length);
    assertTrue(r.out().startsWith("{\"line\":1,\"id\":null,\"ruleSet\":\"example\""), r.out());
  }

  @Test
  void batchModeOnSeveralThreadsWritesWhatOneThreadWritesInTheOrderOfTheLines(@TempDir Path dir)
      throws Exception {
    StringBuilder sb = new StringBuilder();
    String[] paths = {"[\"0504\"]", "[\"0404\", \"0403\", \"0402\"]", "[\"0603\"]",
        "[\"0504\", \"0604\"]"};
    for (int i = 0; i < 3000; i++) {
      if (i % 97 == 0) {
        sb.append("{\"id\": ").append(i).append(", \"unit\": \"tank\", \"path\": [\"0504\"]}\n");
      } else {
        sb.append("{\"id\": ").append(i).append(", \"unit\": \"recon\", \"path\": ")
            .append(paths[i % paths.length]).append("}\n");
      }
    }
    Path orders = dir.resolve("many.jsonl");
    Files.writeString(orders, sb.toString());
    Cli.Run one = Cli.run("check", Cli.ROAD, "--moves", orders.toString(), "--json",
        "--threads", "1");
    Cli.Run three = Cli.run("check", Cli.ROAD, "--moves", orders.toString(), "--json",
        "--threads", "3");
    assertEquals(2, one.code());
    assertEquals(one.out(), three.out());
    String[] lines = three.out().split("\n");
    assertEquals(3000, lines.length);
    for (int i = 0; i < 3000; i += 499) {
      JsonValue v = JsonValue.parse(lines[i], "line");
      assertEquals(i + 1, v.get("line").integer(0, 1 << 20));
      assertEquals(i, v.get("id").integer(0, 1 << 20));
    }
    assertTrue(lines[97].contains("unknown unit 'tank'"), lines[97]);
  }

  @Test
  void batchModeRefusesZeroThreads(@TempDir Path dir) throws Exception {
    Path orders = dir.resolve("orders.jsonl");
    Files.writeString(orders, ORDERS);
    Cli.assertBad("--threads: must be at least 1, got 0", "check", Cli.ROAD, "--moves",
        orders.toString(), "--threads", "0");
  }

  @Test
  void threadsWithoutAFileOfOrdersIsRefusedNamingTheOption() {
    Cli.assertBad("--threads: applies only to a file of orders (--moves FILE); a single move"
        + " is checked on one thread", "check",
        Cli.ROAD, "--unit", "recon", "--path", "0504", "--threads", "2");
  }

  @Test
  void alternativesWithoutAFileOfOrdersIsRefusedNamingTheOption() {
    // a single check lists an illegal order's alternatives anyway: the flag would change
    // nothing there, so it is refused rather than taken in silence
    Cli.Run plain = Cli.run("check", Cli.ROAD, "--unit", "recon", "--path", "0404,0403,0402");
    assertEquals(1, plain.code());
    assertTrue(plain.out().contains("\n  Alternatives:\n"), plain.out());
    for (String path : List.of("0404,0403,0402", "0504")) {
      Cli.assertBad("--alternatives: applies only to a file of orders (--moves FILE); the check"
          + " of a single move always gives an illegal one's alternatives", "check", Cli.ROAD,
          "--unit", "recon", "--path", path, "--alternatives");
    }
  }
}
