package io.github.warpath.squad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/rules/squad-afv.md that leads from each heading of the text to the classes
 * that hold its rule and the tests that check it: every class and test named there exists, and
 * every heading a verdict can cite has its row, so the table cannot fall behind the code.
 */
class RuleHeadingTableTest {
  private static final Path PAGE = Path.of("..", "docs", "rules", "squad-afv.md");
  private static final Path TESTS = Path.of("src", "test", "java", "io", "github", "warpath",
      "squad");
  private static final String TITLE = "## Where each rule lives";

  /** The rows of the table: heading, then the class cell and the test cell. */
  private static Map<String, String[]> rows() throws IOException {
    List<String> lines = Files.readAllLines(PAGE, StandardCharsets.UTF_8);
    int at = lines.indexOf(TITLE);
    assertTrue(at >= 0, "no section '" + TITLE + "' in " + PAGE);
    Map<String, String[]> rows = new LinkedHashMap<>();
    boolean inTable = false;
    for (int i = at + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
      String line = lines.get(i).trim();
      if (!line.startsWith("|")) {
        if (inTable) {
          break;
        }
        continue;
      }
      inTable = true;
      String[] cells = line.substring(1, line.length() - 1).split("\\|");
      assertEquals(3, cells.length, "a row has a heading, classes and tests: " + line);
      String heading = cells[0].trim();
      if (heading.equals("heading") || heading.startsWith("---")) {
        continue;
      }
      rows.put(heading, new String[] {cells[1].trim(), cells[2].trim()});
    }
    return rows;
  }

  private static List<String> names(String cell) {
    List<String> out = new ArrayList<>();
    for (String n : cell.split(",")) {
      out.add(n.trim());
    }
    return out;
  }

  @Test
  void everyHeadingThatAVerdictCitesHasItsRowAndNoOtherRowIsThere() throws IOException {
    Set<String> cited = new LinkedHashSet<>();
    for (SquadRule r : SquadRule.values()) {
      cited.add(r.textHeading());
    }
    assertEquals(cited, rows().keySet());
    assertEquals(11, cited.size());
  }

  @Test
  void everyClassNamedForAHeadingIsInTheModule() throws IOException {
    int named = 0;
    for (Map.Entry<String, String[]> row : rows().entrySet()) {
      for (String name : names(row.getValue()[0])) {
        String full = name.contains(".") ? name : "io.github.warpath.squad.internal." + name;
        try {
          Class.forName(full);
        } catch (ClassNotFoundException e) {
          throw new AssertionError(row.getKey() + ": no class " + full, e);
        }
        named++;
      }
    }
    assertTrue(named >= 11, "at least one class per heading, got " + named);
  }

  @Test
  void everyTestNamedForAHeadingIsATestClassOfTheModule() throws IOException {
    int named = 0;
    for (Map.Entry<String, String[]> row : rows().entrySet()) {
      for (String name : names(row.getValue()[1])) {
        Path file = TESTS.resolve(name.replace('.', '/') + ".java");
        assertTrue(Files.isRegularFile(file), row.getKey() + ": no test " + file);
        assertTrue(name.endsWith("Test"), row.getKey() + ": " + name + " is not a test class");
        named++;
      }
    }
    assertTrue(named >= 11, "at least one test per heading, got " + named);
  }
}
