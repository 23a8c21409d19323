package io.github.warpath.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The code in the README and the guides is the code of this module's test source set, and it
 * prints what the documents say it prints.
 *
 * <p>A document marks a code block with {@code <!-- snippet: quickstart/QuickStart.java -->} on
 * the line before its fence: the block must equal that file under {@code src/test/java}. A block
 * marked {@code <!-- output: quickstart.QuickStart -->} must equal what that class's
 * {@code main} prints.
 */
class DocumentedSnippetsTest {
  private static final Pattern MARKED_BLOCK = Pattern.compile(
      "<!-- (snippet|output): ([^ ]+) -->\\n```[a-z]*\\n(.*?)```", Pattern.DOTALL);
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path SOURCES = Path.of("src", "test", "java");

  private record Block(Path document, String kind, String name, String text) {}

  private static List<Block> blocks() throws IOException {
    List<Path> documents = new ArrayList<>();
    documents.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
    }
    List<Block> blocks = new ArrayList<>();
    for (Path document : documents) {
      Matcher m = MARKED_BLOCK.matcher(Files.readString(document));
      while (m.find()) {
        blocks.add(new Block(ROOT.relativize(document), m.group(1), m.group(2), m.group(3)));
      }
    }
    return blocks;
  }

  @Test
  void everyMarkedCodeBlockIsTheFileItNames() throws IOException {
    List<Block> snippets = blocks().stream().filter(b -> b.kind().equals("snippet")).toList();
    assertFalse(snippets.isEmpty(), "the README shows at least one checked snippet");
    for (Block b : snippets) {
      Path file = SOURCES.resolve(b.name());
      assertTrue(Files.isRegularFile(file), b.document() + " shows " + b.name()
          + ", which is not a file of snippets/src/test/java");
      assertEquals(Files.readString(file), b.text(),
          b.document() + ": the block marked " + b.name() + " differs from the file");
    }
  }

  @Test
  void everySnippetFileIsShownInADocument() throws IOException {
    List<String> shown = blocks().stream().filter(b -> b.kind().equals("snippet"))
        .map(Block::name).toList();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
        String name = SOURCES.relativize(file).toString().replace('\\', '/');
        if (!name.startsWith("io/github/warpath/snippets/")) {
          assertTrue(shown.contains(name), name + " is shown in no document");
        }
      }
    }
  }

  @Test
  void everyProgramPrintsTheOutputItsDocumentShows() throws Exception {
    Map<String, Block> outputs = new LinkedHashMap<>();
    for (Block b : blocks()) {
      if (b.kind().equals("output")) {
        outputs.put(b.name(), b);
      }
    }
    assertFalse(outputs.isEmpty(), "the README shows at least one program's output");
    for (Block b : outputs.values()) {
      assertEquals(b.text(), run(b.name()),
          b.document() + ": the output shown for " + b.name() + " is not what it prints");
    }
  }

  private static String run(String className) throws Exception {
    Method main = Class.forName(className).getMethod("main", String[].class);
    PrintStream saved = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
      System.setOut(capture);
      main.invoke(null, (Object) new String[0]);
    } catch (ReflectiveOperationException e) {
      fail(className + " failed", e.getCause());
    } finally {
      System.setOut(saved);
    }
    return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
  }
}
