package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Python example of docs/serve.md, run against a server on the road example: it prints
 * exactly the output the document shows. Skipped when {@code python3} is not installed.
 */
class ExplorerPythonExampleTest {
  private static final Path DOC = Path.of("..", "docs", "serve.md");

  @TempDir
  Path dir;

  private static String block(String doc, String after, String fence) {
    int at = doc.indexOf(fence, doc.indexOf(after)) + fence.length();
    return doc.substring(at, doc.indexOf("```", at));
  }

  private static boolean hasPython() {
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  @Test
  void thePythonExamplePrintsWhatTheDocumentShows() throws Exception {
    if (!hasPython()) {
      System.out.println("NOTICE: skipping the Python example of docs/serve.md: no python3.");
      Assumptions.abort("python3 is not installed");
    }
    String doc = Files.readString(DOC);
    Path script = dir.resolve("example.py");
    Files.writeString(script, block(doc, "### From Python", "```python\n"));
    String expected = block(doc, "On the road example it prints:", "```text\n");
    try (Served served = new Served(dir, "example-road.json")) {
      Process p = new ProcessBuilder("python3", script.toString(),
          served.server.uri().toString()).redirectError(dir.resolve("stderr.txt").toFile())
          .start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor(60, TimeUnit.SECONDS);
      assertEquals(expected, out, Files.readString(dir.resolve("stderr.txt")));
      assertEquals(0, p.exitValue());
    }
  }
}
