package io.github.warpath.hexsystem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The table "Where each rule lives" of the rule set's page (docs/rules/hexsystem.md): every rule
 * the rule set cites has a row, and every row names a class of the module that exists and names
 * its heading, and a test class that exists. The table cannot rot unnoticed.
 */
class RuleHeadingTableTest {
  private static final Path MAIN = Path.of("src/main/java/io/github/warpath/hexsystem/internal");
  private static final Path TEST = Path.of("src/test/java/io/github/warpath/hexsystem");

  /** One row: section, heading, class, test class. */
  private record Row(String section, String heading, String cls, String test) {}

  private static Path moduleDir() {
    Path here = Path.of("").toAbsolutePath();
    return Files.isDirectory(here.resolve(MAIN)) ? here : here.resolve("hexsystem-rules");
  }

  private static List<Row> table() throws IOException {
    Path doc = moduleDir().resolve("../docs/rules/hexsystem.md").normalize();
    List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
    List<Row> rows = new ArrayList<>();
    boolean in = false;
    for (String line : lines) {
      if (line.equals("| section | heading | class | test class |")) {
        in = true;
        continue;
      }
      if (!in || line.startsWith("|---")) {
        continue;
      }
      if (!line.startsWith("|")) {
        break;
      }
      String[] cells = line.substring(1, line.length() - 1).split("\\|");
      assertEquals(4, cells.length, line);
      rows.add(new Row(cells[0].trim(), cells[1].trim(), code(cells[2]), code(cells[3])));
    }
    assertFalse(rows.isEmpty(), "the table of " + doc + " has no rows");
    return rows;
  }

  private static String code(String cell) {
    String c = cell.trim();
    assertTrue(c.startsWith("`") && c.endsWith("`"), cell);
    return c.substring(1, c.length() - 1);
  }

  @Test
  void everyCitedRuleHasARowWithItsSection() throws IOException {
    List<Row> rows = table();
    for (HexsystemRule r : HexsystemRule.values()) {
      assertTrue(rows.stream().anyMatch(row -> row.heading().equals(r.heading())
          && row.section().equals(r.section())), () -> "no row for " + r.section() + " "
          + r.heading());
    }
  }

  @Test
  void everyRowNamesAnExistingClassThatNamesItsHeading() throws IOException {
    for (Row row : table()) {
      Path source = moduleDir().resolve(MAIN).resolve(row.cls() + ".java");
      assertTrue(Files.isRegularFile(source), () -> row.heading() + ": no class " + source);
      String name = row.heading().contains(": ")
          ? row.heading().substring(row.heading().indexOf(": ") + 2) : row.heading();
      String text = Files.readString(source, StandardCharsets.UTF_8).replaceAll("\\s+\\*?\\s*",
          " ").toLowerCase(Locale.ROOT);
      assertTrue(text.contains(name.toLowerCase(Locale.ROOT)), () -> row.cls()
          + " does not name its heading '" + name + "'");
    }
  }

  @Test
  void everyRowNamesAnExistingTestClass() throws IOException {
    for (Row row : table()) {
      Path source = moduleDir().resolve(TEST).resolve(row.test() + ".java");
      assertTrue(Files.isRegularFile(source), () -> row.heading() + ": no test class " + source);
    }
  }
}
