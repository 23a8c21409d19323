package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the command line writes: the picture of a path that has no legal route, never over its
 * own input, and text (or bytes, for a file of orders) in which a scenario's control characters
 * cannot reach the terminal raw;
 * ids that are not valid Unicode are refused.
 */
class OutputSafetyTest {
  private static final String SMALL = """
      {"version": 1, "ruleSet": "example", "name": "NAME",
       "board": {"kind": "hex-map", "columns": 4, "rows": 3},
       "units": [{"id": "ID", "side": "blue", "kind": "infantry", "allowance": 2,
                  "position": "0101"}]}
      """;

  @Test
  void aPathWithNoLegalRouteStillDrawsThePictureAndSaysWhere(@TempDir Path dir) {
    Path svg = dir.resolve("no-route.svg");
    Cli.Run r = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "1209", "--svg",
        svg.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.out().contains("No legal path for recon from 0405 to 1209"), r.out());
    assertTrue(r.out().contains("Picture of the movement range: " + svg + "\n"), r.out());
    String picture = assertWritten(svg);
    assertTrue(picture.contains("No legal path of recon from 0405 to 1209: it is not in the"
        + " movement range"), picture);
    Path json = dir.resolve("no-route-json.svg");
    Cli.Run j = Cli.run("path", Cli.ROAD, "--unit", "recon", "--to", "1209", "--svg",
        json.toString(), "--json");
    assertEquals(1, j.code(), j.err());
    assertEquals(json.toString(), j.json().get("svg").text());
    assertWritten(json);
  }

  private static String assertWritten(Path svg) {
    try {
      assertTrue(Files.exists(svg), svg + " was written");
      return Files.readString(svg);
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void thePictureMayNotOverwriteTheScenarioItDraws(@TempDir Path dir) throws Exception {
    Path scenario = dir.resolve("small.json");
    String text = SMALL.replace("NAME", "small").replace("ID", "a");
    Files.writeString(scenario, text);
    Cli.Run r = Cli.run("reach", scenario.toString(), "--unit", "a", "--svg",
        dir.resolve(".").resolve("small.json").toString());
    assertEquals(2, r.code(), r.out() + r.err());
    assertEquals("warpath: --svg: " + dir.resolve(".").resolve("small.json") + " is an input of"
        + " the command; writing the picture there would overwrite it: give another file name\n",
        r.err());
    assertEquals(text, Files.readString(scenario));
  }

  @Test
  void controlCharactersOfNamesAndIdsAreEscapedInTheText(@TempDir Path dir) throws Exception {
    Path scenario = dir.resolve("colours.json");
    Files.writeString(scenario, SMALL.replace("NAME", "red\\u001b[31m alert\\r")
        .replace("ID", "u\\u0008\\u202e"));
    Cli.Run v = Cli.run("validate", scenario.toString());
    assertEquals(0, v.code(), v.err());
    assertEquals(scenario + ": valid (red\\u001b[31m alert\\u000d); rule set example 1.0, hex"
        + " map, columns 01-04, rows 01-03, or 02-04 in columns 02, 04, 1 units, 0 markers.\n",
        v.out());
    Cli.Run reach = Cli.run("reach", scenario.toString(), "--unit", "u\b\u202e",
        "--no-picture");
    assertEquals(0, reach.code(), reach.err());
    assertTrue(reach.out().startsWith("Movement range of u\\u0008\\u202e from 0101"),
        reach.out());
    for (String said : new String[] {v.out(), reach.out(), reach.err()}) {
      assertTrue(said.chars().noneMatch(TerminalText::escapedCode), said);
    }
  }

  @Test
  void lineEndingsAndPlainTextPassUnchanged() {
    StringWriter sink = new StringWriter();
    PrintWriter w = new PrintWriter(new TerminalText(sink));
    w.print("a\tb\r\nc\u00e9\u4e2d\ud83d\ude00\n\rx\u009b");
    w.flush();
    assertEquals("a\tb\r\nc\u00e9\u4e2d\ud83d\ude00\n\\u000dx\\u009b", sink.toString());
  }

  @Test
  void anIdWithALoneSurrogateIsRefused(@TempDir Path dir) throws Exception {
    Path scenario = dir.resolve("half.json");
    Files.writeString(scenario, SMALL.replace("NAME", "half").replace("ID", "ab\\ud800"));
    Cli.Run r = Cli.run("validate", scenario.toString());
    assertEquals(2, r.code(), r.out());
    assertEquals("warpath: " + scenario + ":3:19: units[0].id: character 3 is a lone surrogate"
        + " (U+D800), half of a pair that encodes no character; expected the unit's id in valid"
        + " Unicode\n", r.err());
    assertFalse(r.out().contains("valid ("), r.out());
  }

  @Test
  void answersToAFileOfOrdersAreEscapedAlikeAsBytesAndAsText(@TempDir Path dir)
      throws Exception {
    Path scenario = dir.resolve("colours.json");
    Files.writeString(scenario, SMALL.replace("NAME", "colours").replace("ID",
        "u\\u0008\\u202e\\u0085"));
    Path orders = dir.resolve("orders.jsonl");
    Files.writeString(orders, "{\"id\": 1, \"unit\": \"u\\u0008\\u202e\\u0085\","
        + " \"path\": [\"0102\"]}\n{\"id\": \"x\\u009b\", \"unit\": \"u\\u0008\\u202e\\u0085\","
        + " \"path\": [\"0102\", \"0103\", \"0104\"]}\n{\"unit\": \"nobody\\u001b\","
        + " \"path\": []}\n");
    for (List<String> options : List.<List<String>>of(List.of(), List.of("--json"),
        List.of("--alternatives"))) {
      List<String> command = new ArrayList<>(List.of("check", scenario.toString(), "--moves",
          orders.toString()));
      command.addAll(options);
      String[] args = command.toArray(String[]::new);
      Cli.Run text = Cli.run(args);
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      PrintWriter out = new PrintWriter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8));
      int code = Main.run(args, out, new PrintWriter(new StringWriter()),
          InputStream.nullInputStream(), bytes);
      out.flush();
      assertEquals(text.code(), code);
      assertEquals(text.out(), bytes.toString(StandardCharsets.UTF_8));
      assertTrue(text.out().contains("u\\u0008\\u202e\\u0085"), text.out());
      assertTrue(text.out().chars().noneMatch(TerminalText::escapedCode), text.out());
    }
  }
}
