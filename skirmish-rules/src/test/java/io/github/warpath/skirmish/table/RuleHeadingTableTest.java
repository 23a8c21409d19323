package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.Rule;
import io.github.warpath.skirmish.dice.DiceRule;
import io.github.warpath.skirmish.fixed.FixedRule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The heading to class to test class tables of the table rule set pages: every class and test
 * class they name exists, and every heading a verdict can cite has a row, so the tables cannot
 * fall behind the code.
 */
class RuleHeadingTableTest {
  private static final Path RULES = Path.of("..", "docs", "rules");
  private static final String ROOT = "io.github.warpath.skirmish.";

  /** One row: the heading, the class and the test class (relative to {@link #ROOT}). */
  private record Row(String heading, String main, String test) {}

  /** The rows of the tables of a page whose header has a class and a test class column. */
  private static List<Row> rows(String page) throws IOException {
    List<String> lines = Files.readAllLines(RULES.resolve(page), StandardCharsets.UTF_8);
    List<Row> out = new ArrayList<>();
    int heading = -1;
    int main = -1;
    int test = -1;
    for (String line : lines) {
      if (!line.startsWith("|")) {
        heading = -1;
        continue;
      }
      List<String> cells = cells(line);
      if (cells.contains("class") && cells.contains("test class")) {
        heading = cells.indexOf("heading");
        main = cells.indexOf("class");
        test = cells.indexOf("test class");
      } else if (heading >= 0 && !cells.get(0).startsWith("---")) {
        out.add(new Row(cells.get(heading), unquote(cells.get(main)), unquote(cells.get(test))));
      }
    }
    return out;
  }

  private static List<String> cells(String line) {
    List<String> out = new ArrayList<>();
    for (String c : line.substring(1, line.length() - 1).split("\\|", -1)) {
      out.add(c.trim());
    }
    return out;
  }

  private static String unquote(String cell) {
    return cell.replace("`", "");
  }

  private static void assertClassesExist(List<Row> rows) {
    for (Row r : rows) {
      assertTrue(exists(r.main()), r.heading() + ": no class " + ROOT + r.main());
      assertTrue(exists(r.test()), r.heading() + ": no test class " + ROOT + r.test());
    }
  }

  private static boolean exists(String name) {
    try {
      Class.forName(ROOT + name, false, RuleHeadingTableTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /** A heading as a key: without the explanation in brackets, up to a colon. */
  private static String key(String heading) {
    String h = heading;
    int bracket = h.indexOf(" (");
    if (bracket >= 0) {
      h = h.substring(0, bracket);
    }
    int colon = h.indexOf(':');
    return (colon >= 0 ? h.substring(0, colon) : h).trim();
  }

  private static void assertEveryRuleHasARow(Rule[] rules, List<Row> rows) {
    Set<String> keys = new LinkedHashSet<>();
    for (Row r : rows) {
      keys.add(key(r.heading()));
    }
    for (Rule rule : rules) {
      assertTrue(keys.contains(key(rule.heading())), rule + " (" + rule.heading()
          + ") has no row; rows: " + keys);
    }
  }

  @Test
  void miniaturesDiceHeadingsNameTheirClassAndTestClass() throws IOException {
    List<Row> rows = rows("miniatures-dice.md");
    assertEquals(13, rows.size(), "one row per heading of 10.1 to 10.5");
    assertEquals("dice.CrossingObstacles", rows.get(3).main());
    assertClassesExist(rows);
    assertEveryRuleHasARow(DiceRule.values(), rows);
  }

  @Test
  void miniaturesFixedHeadingsNameTheirClassAndTestClass() throws IOException {
    List<Row> rows = rows("miniatures-fixed.md");
    assertEquals(5, rows.size());
    assertEquals("fixed.AdvanceAndRunMovesTest", rows.get(0).test());
    assertClassesExist(rows);
    assertEveryRuleHasARow(FixedRule.values(), rows);
  }

  @Test
  void tableGeometryItemsNameTheirClassAndTestClass() throws IOException {
    List<Row> rows = rows("tables.md");
    assertFalse(rows.isEmpty());
    assertEquals("Tolerance", rows.get(0).heading());
    assertClassesExist(rows);
  }

  @Test
  void aMissingClassIsNoticed() {
    assertFalse(exists("dice.NoSuchRule"));
    assertTrue(exists("dice.RatesOfMovement"));
    assertEquals("Terrain", key("Terrain: Impassable, Rough Ground"));
    assertEquals("Infantry Movement", key("Infantry Movement (change facing, Tactical, moving)"));
  }
}
