package io.github.warpath.cli;

import io.github.warpath.scenario.JsonValue;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

/** Runs the command line in the test's JVM and keeps what it printed. */
final class Cli {
  static final String ROAD = "../examples/scenarios/example-road.json";
  static final String CROSSING = "../examples/scenarios/example-crossing.json";
  static final String FARM = "../examples/scenarios/miniatures-fixed-farm.json";
  static final String HEDGEROW = "../examples/scenarios/miniatures-dice-hedgerow.json";

  /** An exit code with standard output and standard error. */
  record Run(int code, String out, String err) {
    JsonValue json() {
      return JsonValue.parse(out, "stdout");
    }
  }

  private Cli() {}

  static Run run(String... args) {
    return withInput("", args);
  }

  static Run withInput(String input, String... args) {
    return withInput(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), args);
  }

  static Run withInput(InputStream input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new PrintWriter(out), new PrintWriter(err), input);
    return new Run(code, out.toString(), err.toString());
  }

  /** Runs a command that must fail as bad input with exactly this message. */
  static void assertBad(String expectedMessage, String... args) {
    Run r = run(args);
    org.junit.jupiter.api.Assertions.assertEquals(2, r.code(), r.out() + r.err());
    org.junit.jupiter.api.Assertions.assertEquals("warpath: " + expectedMessage + "\n", r.err());
    org.junit.jupiter.api.Assertions.assertEquals("", r.out());
  }

  static long count(String text, String part) {
    long n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      n++;
    }
    return n;
  }
}
