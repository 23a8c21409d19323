package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Fuzzes the steps of {@code --path} on the command line, on every example scenario (hex maps
 * and tables): whatever the text, {@code warpath check} answers legal (0), illegal (1) or bad
 * input (2) with a one-line message, never an internal error or a stack trace.
 */
class PathArgumentFuzzTest {
  private static final String[] PIECES = {",", ",", "/", ":", "@", "+", "box:", "@NE", "@N",
      "@SW", "@7", "@-90", "@1e9", "+fire", "+dismount", "+set-up", ".", "-", "½", " ", ";",
      "NaN", "Infinity", "1e400", "0x10", "\u00e9", "\"", "\\", "[", "]"};
  private static final List<Example> EXAMPLES = examples();

  /** An example file and the ids of its units. */
  record Example(String file, List<String> ids) {}

  private static List<Example> examples() {
    Pattern id = Pattern.compile("\"id\": \"([^\"]+)\"");
    List<Example> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of("..", "examples", "scenarios"))) {
      for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        List<String> ids = new ArrayList<>();
        Matcher m = id.matcher(Files.readString(p));
        while (m.find()) {
          ids.add(m.group(1));
        }
        out.add(new Example(p.toString(), ids));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  @FuzzTest(maxDuration = "60s")
  void pathStepsAreCheckedOrRefusedAsBadInput(FuzzedDataProvider data) {
    Example ex = EXAMPLES.get(data.consumeInt(0, EXAMPLES.size() - 1));
    String unit = ex.ids().isEmpty() || data.consumeInt(0, 9) == 0 ? data.consumeString(6)
        : ex.ids().get(data.consumeInt(0, ex.ids().size() - 1));
    boolean json = data.consumeBoolean();
    String path = data.consumeBoolean() ? steps(data) : data.consumeRemainingAsString();
    List<String> args = new ArrayList<>(List.of("check", ex.file(), "--unit", unit, "--path",
        path));
    if (json) {
      args.add("--json");
    }
    Cli.Run r = Cli.run(args.toArray(new String[0]));
    String what = "check " + ex.file() + " --unit " + unit + " --path '" + path + "'\n" + r.out()
        + r.err();
    assertTrue(r.code() >= Main.LEGAL && r.code() <= Main.BAD_INPUT, what);
    assertFalse(r.err().contains("internal error") || r.err().contains("\tat "), what);
    if (r.code() == Main.BAD_INPUT) {
      assertTrue(r.err().startsWith("warpath: "), what);
      if (json && !r.out().isBlank()) {
        assertTrue(r.json().has("error"), what);
      }
    } else {
      assertFalse(r.out().isBlank(), what);
      assertEquals("", r.err(), what);
    }
  }

  /** Steps assembled from labels, coordinates and the words of the step syntax. */
  private static String steps(FuzzedDataProvider data) {
    StringBuilder b = new StringBuilder();
    int n = data.consumeInt(0, 12);
    for (int i = 0; i < n; i++) {
      switch (data.consumeInt(0, 3)) {
        case 0 -> b.append(String.format("%02d%02d", data.consumeInt(0, 30),
            data.consumeInt(0, 30)));
        case 1 -> b.append(data.consumeInt(-5, 60)).append(',').append(data.consumeInt(-5, 60));
        case 2 -> b.append(data.consumeDouble());
        default -> b.append(data.pickValue(PIECES));
      }
      if (data.consumeBoolean()) {
        b.append(data.pickValue(PIECES));
      }
    }
    return b.toString();
  }
}
