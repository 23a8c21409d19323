package io.github.warpath.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The adversarial bad-input suite: every file under {@code src/test/resources/bad-input/}, run
 * through the real command line entry point with the command line its manifest gives. Each must
 * end as bad input (exit code 2) with a message naming what is wrong, or with the answer when
 * the input is within the documented limits (exit code 0, the fragment in the answer), within a
 * bounded time, in the test JVM's modest heap (see the module's pom), and without a stack trace.
 *
 * <p>The manifest ({@code bad-input/manifest.txt}) has one case per line:
 * {@code FILE | EXIT | COMMAND LINE | MESSAGE FRAGMENT}. {@code FILE} is {@code -} for cases on
 * the command line alone; {@code {file}} in the command line is the file. Hostile sizes are
 * written as generators, expanded in the file and in the command line before the run, so the
 * repository holds small files: {@code ${steps:N}} is N hex labels joined by commas,
 * {@code ${quotedsteps:N}} the same as JSON texts, {@code ${pad:N}} N spaces and
 * {@code "${circle:N}"} a JSON polygon of N corners. {@code < PATH} at the end of a command line
 * gives the command that file (or device) as its standard input.
 */
class BadInputSuiteTest {
  private static final Duration BOUND = Duration.ofSeconds(10);
  private static final Pattern GENERATOR = Pattern.compile(
      "\"\\$\\{circle:(\\d+)\\}\"|\\$\\{(steps|quotedsteps|pad):(\\d+)\\}");

  /** One line of the manifest. */
  record Case(String file, int exit, String commandLine, String fragment) {
    @Override
    public String toString() {
      return file.equals("-") ? commandLine : file;
    }
  }

  static List<Case> cases() throws IOException {
    List<Case> cases = new ArrayList<>();
    for (String line : resource("manifest.txt").split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split(" \\| ", -1);
      if (parts.length != 4) {
        throw new AssertionError("a manifest line has four parts: " + line);
      }
      cases.add(new Case(parts[0].trim(), Integer.parseInt(parts[1].trim()), parts[2].trim(),
          parts[3].trim()));
    }
    return cases;
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = BadInputSuiteTest.class.getResourceAsStream("/bad-input/" + name)) {
      if (in == null) {
        throw new AssertionError("no resource bad-input/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static byte[] resourceBytes(String name) throws IOException {
    try (InputStream in = BadInputSuiteTest.class.getResourceAsStream("/bad-input/" + name)) {
      if (in == null) {
        throw new AssertionError("no resource bad-input/" + name + " (listed in the manifest)");
      }
      return in.readAllBytes();
    }
  }

  /** The text with every generator replaced by what it stands for. */
  static String expand(String text) {
    Matcher m = GENERATOR.matcher(text);
    if (!m.find()) {
      return text;
    }
    StringBuilder sb = new StringBuilder();
    int last = 0;
    do {
      sb.append(text, last, m.start());
      if (m.group(1) != null) {
        circle(sb, Integer.parseInt(m.group(1)));
      } else {
        int n = Integer.parseInt(m.group(3));
        for (int i = 0; i < n; i++) {
          switch (m.group(2)) {
            case "pad" -> sb.append(' ');
            case "steps" -> sb.append(i == 0 ? "" : ",").append(i % 2 == 0 ? "0504" : "0405");
            default -> sb.append(i == 0 ? "" : ",").append(i % 2 == 0 ? "\"0504\"" : "\"0405\"");
          }
        }
      }
      last = m.end();
    } while (m.find());
    return sb.append(text, last, text.length()).toString();
  }

  private static void circle(StringBuilder sb, int corners) {
    sb.append('[');
    for (int i = 0; i < corners; i++) {
      double a = 2 * Math.PI * i / corners;
      sb.append(i == 0 ? "[" : ", [").append(Math.rint((18 + 10 * Math.cos(a)) * 1e6) / 1e6)
          .append(", ").append(Math.rint((12 + 10 * Math.sin(a)) * 1e6) / 1e6).append(']');
    }
    sb.append(']');
  }

  private static String utf8(byte[] bytes) {
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  @Test
  void theSuiteHasAtLeastFiftyHostileFilesAndEveryFileIsListed() throws Exception {
    List<Case> cases = cases();
    long files = cases.stream().filter(c -> !c.file().equals("-")).count();
    assertTrue(files >= 50, "files: " + files);
    Path dir = Path.of(BadInputSuiteTest.class.getResource("/bad-input/manifest.txt").toURI())
        .getParent();
    try (var listing = Files.list(dir)) {
      List<String> listed = cases.stream().map(Case::file).toList();
      for (Path p : (Iterable<Path>) listing::iterator) {
        String name = p.getFileName().toString();
        assertTrue(name.equals("manifest.txt") || listed.contains(name), name + " is not in"
            + " the manifest");
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void isRefusedWithAClearMessageInBoundedTime(Case c, @TempDir Path dir) throws Exception {
    String file = "";
    if (!c.file().equals("-")) {
      byte[] bytes = resourceBytes(c.file());
      String text = utf8(bytes);
      Path copy = dir.resolve(c.file());
      Files.write(copy, text == null ? bytes : expand(text).getBytes(StandardCharsets.UTF_8));
      file = copy.toString();
    }
    List<String> args = new ArrayList<>();
    String input = null;
    String[] words = c.commandLine().split(" ");
    for (int i = 0; i < words.length; i++) {
      if (words[i].equals("<") && i + 1 < words.length) {
        input = words[++i].replace("{file}", file);
      } else {
        args.add(expand(words[i].replace("{file}", file)));
      }
    }
    Path stdin = input == null ? null : Path.of(input);
    Cli.Run r = assertTimeoutPreemptively(BOUND, () -> {
      if (stdin == null) {
        return Cli.run(args.toArray(String[]::new));
      }
      try (InputStream in = Files.newInputStream(stdin)) {
        return Cli.withInput(in, args.toArray(String[]::new));
      }
    }, () -> c + " took longer than " + BOUND);
    String said = r.err() + r.out();
    assertEquals(c.exit(), r.code(), said);
    if (args.contains("--moves") || c.exit() == 0) {
      // a bad order is answered on its line of the output, input that ends the run on stderr;
      // an input that must be answered is answered on stdout
      assertTrue((r.out() + r.err()).contains(c.fragment()),
          "expected '" + c.fragment() + "' in: " + said);
    } else {
      assertTrue(r.err().startsWith("warpath: "), said);
      assertTrue(r.err().contains(c.fragment()), "expected '" + c.fragment() + "' in: " + said);
    }
    assertFalse(said.contains("\tat ") || said.contains("Exception") || said.contains("Error:"),
        "a stack trace or an exception's name: " + said);
    assertTrue(said.length() < 4000, "a short answer, not " + said.length() + " characters");
    if (args.contains("--json")) {
      for (String line : r.out().strip().split("\n")) {
        JsonValue error = JsonValue.parse(line, "stdout").get("error");
        assertTrue(error.get("message").text().contains(c.fragment()), line);
      }
    }
  }
}
