package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import io.github.warpath.skirmish.table.Table;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --moves FILE --alternatives} on a table gives each illegal order the alternatives
 * that {@code check} gives it alone, in the same JSON shape, line by line as the orders are read:
 * on the farm, section a (three models, a 6" Advance) ordered 8" west stops 6" along its route,
 * and the nearest point it can reach is 6" straight towards its destination; on the hedgerow, a
 * team rolling 3 and 5 and ordered into the pond gets as near as its base may stand, 0.5" short
 * of the water. Bad lines get the same errors as without --alternatives.
 */
class TableMovesAlternativesTest {
  private static final String WEST = "4,9:5.5,9.5:7,10";
  private static final String ORDERS = String.join("\n",
      "{\"id\": \"west\", \"unit\": \"a\", \"path\": \"" + WEST + "\"}",
      "{\"id\": \"ok\", \"unit\": \"a\", \"path\": \"10,9:11.5,9.5:13,10\"}",
      "{\"id\": \"off\", \"unit\": \"a\", \"path\": [[40, 1]]}",
      "not json",
      "{\"id\": \"who\", \"unit\": \"nobody\", \"path\": [[4, 8]]}", "");

  @TempDir
  Path dir;

  private Path file(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  private static List<String> lines(Cli.Run r) {
    return r.out().lines().toList();
  }

  @Test
  void eachIllegalLineOnATableHasTheAlternativesOfCheckingThatOrderAlone() throws IOException {
    Path orders = file("farm.jsonl", ORDERS);
    Cli.Run r = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--json",
        "--alternatives");
    assertEquals(2, r.code(), "the worst line is bad input");
    List<String> out = lines(r);
    assertEquals(5, out.size(), r.out());
    JsonValue west = JsonValue.parse(out.get(0), "line 1");
    assertEquals(List.of("line", "id", "ruleSet", "units", "mode", "legal", "spent",
        "spentTwelfths", "allowance", "allowanceTwelfths", "end", "steps", "violations",
        "warnings", "alternatives"), List.copyOf(west.members().keySet()));
    assertFalse(west.get("legal").bool());
    JsonValue alone = Cli.run("check", Cli.FARM, "--unit", "a", "--path", WEST, "--json").json();
    assertEquals(alone.get("alternatives"), west.get("alternatives"));

    List<JsonValue> alts = west.get("alternatives").elements();
    assertEquals(2, alts.size());
    JsonValue far = alts.get(0);
    assertEquals("farthest-point", far.get("kind").text());
    // 6" west of (12, 9), to within the checker's tolerance
    assertEquals(6, far.get("end").elements().get(0).number(), Table.TOLERANCE);
    assertEquals(72, far.get("costTwelfths").integer(0, 999));
    JsonValue near = alts.get(1);
    assertEquals("nearest-point", near.get("kind").text());
    assertEquals(6, near.get("end").elements().get(0).number(), Table.TOLERANCE);
    assertEquals(9, near.get("end").elements().get(1).number(), Table.TOLERANCE);
    assertEquals(2, near.get("distance").number(), Table.TOLERANCE);
    assertEquals(6, near.get("cost").number());
    assertEquals(72, near.get("costTwelfths").integer(0, 999));
    assertEquals("6,9:7.5,9.5:9,10", near.get("path").text());
    assertEquals("no legal way to (4, 9); nearest reachable: (6, 9), 2\" short, by (6, 9): 6\""
        + " of 6\"", near.get("summary").text());

    JsonValue legal = JsonValue.parse(out.get(1), "line 2");
    assertTrue(legal.get("legal").bool());
    assertEquals(0, legal.get("alternatives").elements().size());
  }

  @Test
  void theAlternativesOfferedAreLegalOrdersAtTheirCost() throws IOException {
    Path orders = file("farm.jsonl", ORDERS);
    List<JsonValue> alts = JsonValue.parse(lines(Cli.run("check", Cli.FARM, "--moves",
        orders.toString(), "--json", "--alternatives")).get(0), "line 1").get("alternatives")
        .elements();
    StringBuilder again = new StringBuilder();
    for (JsonValue a : alts) {
      again.append("{\"id\": \"").append(a.get("kind").text()).append("\", \"unit\": \"a\","
          + " \"path\": \"").append(a.get("path").text()).append("\"}\n");
    }
    Cli.Run r = Cli.run("check", Cli.FARM, "--moves", file("again.jsonl", again.toString())
        .toString(), "--json", "--alternatives");
    assertEquals(0, r.code(), r.out());
    for (String line : lines(r)) {
      JsonValue v = JsonValue.parse(line, "again");
      assertTrue(v.get("legal").bool(), line);
      assertEquals(72, v.get("spentTwelfths").integer(0, 999), line);
      assertEquals(0, v.get("alternatives").elements().size(), line);
    }
  }

  @Test
  void asTextEachIllegalLineIsFollowedByItsAlternativesInWords() throws IOException {
    Path orders = file("farm.jsonl", ORDERS);
    Cli.Run r = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--alternatives");
    assertEquals(2, r.code());
    List<String> out = lines(r);
    assertTrue(out.get(0).startsWith("line 1 (west): a ILLEGAL, spent 8\" of 6\": "
        + "miniatures-fixed rate Advance and Run Moves - step 1, model 1 at (4, 9)"), out.get(0));
    assertEquals("  farthest point: stop 6\" into step 1 of 1, at (6, 9): 6\" of 6\"",
        out.get(1));
    assertEquals("  nearest point: no legal way to (4, 9); nearest reachable: (6, 9), 2\" short,"
        + " by (6, 9): 6\" of 6\"", out.get(2));
    assertEquals("line 2 (ok): a LEGAL, spent 2\" of 6\", ends at 10,9:11.5,9.5:13,10",
        out.get(3));
    assertEquals("5 orders: 1 legal, 1 illegal, 3 bad input.", out.get(out.size() - 1));
  }

  @Test
  void onTheDiceTableAnOrderIntoThePondGetsAsNearAsTheBaseMayStand() throws IOException {
    Path orders = file("hedgerow.jsonl", "{\"id\": \"pond\", \"unit\": \"rifles\","
        + " \"options\": {\"dice\": \"3,5\"}, \"path\": \"8,17\"}\n");
    Cli.Run r = Cli.run("check", Cli.HEDGEROW, "--moves", orders.toString(), "--json",
        "--alternatives");
    assertEquals(1, r.code(), r.out());
    JsonValue line = JsonValue.parse(r.out().strip(), "line 1");
    assertEquals("impassable 'pond' is impassable", line.get("violations").elements().get(0)
        .get("reason").text());
    JsonValue near = line.get("alternatives").elements().get(1);
    assertEquals("nearest-point", near.get("kind").text());
    // the pond's edge is at y = 15 and the team's base is 1" across
    assertEquals(8, near.get("end").elements().get(0).number(), Table.TOLERANCE);
    assertEquals(14.5, near.get("end").elements().get(1).number(), Table.TOLERANCE);
    assertEquals(2.5, near.get("distance").number(), Table.TOLERANCE);
    assertEquals(78, near.get("costTwelfths").integer(0, 999), "6.5\" of the 8\" rolled");
    assertEquals(JsonValue.parse(r.out().strip(), "again").get("alternatives"),
        Cli.run("check", Cli.HEDGEROW, "--unit", "rifles", "--dice", "3,5", "--path", "8,17",
            "--json").json().get("alternatives"));
  }

  @Test
  void badLinesGetTheSameErrorsWithAlternativesAsWithout() throws IOException {
    Path orders = file("farm.jsonl", ORDERS);
    for (List<String> format : List.of(List.<String>of(), List.of("--json"))) {
      List<String> args = new ArrayList<>(List.of("check", Cli.FARM, "--moves",
          orders.toString()));
      args.addAll(format);
      List<String> without = lines(Cli.run(args.toArray(new String[0])));
      args.add("--alternatives");
      List<String> with = lines(Cli.run(args.toArray(new String[0])));
      List<String> errors = without.stream().filter(l -> l.contains("error")).toList();
      assertEquals(3, errors.size(), without::toString);
      assertEquals(errors, with.stream().filter(l -> l.contains("error")).toList());
    }
    Cli.Run json = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--json",
        "--alternatives");
    assertEquals(orders + ":3:37: path[0]: (40, 1) is off the table (x 0 to 36, y 0 to 24"
        + " inches)", JsonValue.parse(lines(json).get(2), "off").get("error").get("message")
        .text());
    // a dice order without its roll is bad input, not an order without alternatives
    Path unrolled = file("unrolled.jsonl", "{\"unit\": \"rifles\", \"path\": \"8,17\"}\n");
    Cli.Run dice = Cli.run("check", Cli.HEDGEROW, "--moves", unrolled.toString(),
        "--alternatives");
    assertEquals(2, dice.code());
    assertEquals("line 1: error: options.dice: normal movement rolls 2 dice: give the faces"
        + " rolled, e.g. dice=3,5", lines(dice).get(0));
    Cli.assertBad("missing.jsonl: no such file", "check", Cli.FARM, "--moves", "missing.jsonl",
        "--alternatives");
  }

  @Test
  void onSeveralThreadsTheLinesWithAlternativesAreWhatOneThreadWrites() throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 24; i++) {
      double x = 4 + (i % 6);
      sb.append("{\"id\": ").append(i).append(", \"unit\": \"a\", \"path\": \"").append(x)
          .append(",9:").append(x + 1.5).append(",9.5:").append(x + 3).append(",10\"}\n");
    }
    Path orders = file("many.jsonl", sb.toString());
    Cli.Run one = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--json",
        "--alternatives", "--threads", "1");
    Cli.Run two = Cli.run("check", Cli.FARM, "--moves", orders.toString(), "--json",
        "--alternatives", "--threads", "2");
    assertEquals(one.out(), two.out());
    assertEquals(24, lines(two).size());
    assertEquals(Cli.count(one.out(), "\"legal\":false"), Cli.count(one.out(),
        "\"kind\":\"nearest-point\""), "every illegal order has its nearest point");
  }

  @Test
  void onOneThreadEachLineFromStandardInputIsAnsweredBeforeTheNextIsRead() throws Exception {
    // with more threads the answers still stream, a few blocks of lines behind the reading
    PipedOutputStream feed = new PipedOutputStream();
    PipedInputStream in = new PipedInputStream(feed);
    StringWriter out = new StringWriter();
    CompletableFuture<Integer> run = CompletableFuture.supplyAsync(() -> Main.run(
        new String[] {"check", Cli.FARM, "--moves", "-", "--json", "--alternatives",
            "--threads", "1"},
        new PrintWriter(out), new PrintWriter(new StringWriter()), in));
    assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
      feed.write(("{\"id\": 1, \"unit\": \"a\", \"path\": \"" + WEST + "\"}\n")
          .getBytes(StandardCharsets.UTF_8));
      feed.flush();
      while (!out.toString().contains("\"nearest-point\"")) {
        Thread.sleep(20);
      }
      assertEquals(1, out.toString().lines().count(), out::toString);
      feed.write("{\"id\": 2, \"unit\": \"a\", \"path\": \"10,9:11.5,9.5:13,10\"}\n"
          .getBytes(StandardCharsets.UTF_8));
      feed.close();
      assertEquals(1, run.join());
    });
    List<String> lines = out.toString().lines().toList();
    assertEquals(2, lines.size());
    assertEquals(2, JsonValue.parse(lines.get(0), "1").get("alternatives").elements().size());
    assertTrue(JsonValue.parse(lines.get(1), "2").get("legal").bool());
  }
}
