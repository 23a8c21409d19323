package io.github.warpath.efs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The heading table of the efs rules page: every heading a verdict can cite has a row, and every
 * class and test class a row names exists, so a reader gets from a heading to its code and its
 * test in one hop and the table cannot fall behind a rename.
 */
class RuleHeadingTableTest {
  private static final Pattern SECTION = Pattern.compile("\\(`(EFS [^`]+)`\\)");
  private static final Pattern NAME = Pattern.compile("`([A-Za-z.]+)`");
  private static final String PACKAGE = "io.github.warpath.efs.";

  private static List<String[]> rows() throws IOException {
    Path page = Path.of("..", "docs", "rules", "efs.md");
    List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
    int header = lines.indexOf("| heading (our section name) | status | class | test class |");
    assertTrue(header >= 0, "the heading table of docs/rules/efs.md has its four columns");
    List<String[]> out = new ArrayList<>();
    for (int i = header + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      String line = lines.get(i);
      int last = line.lastIndexOf(" | ");
      int third = line.lastIndexOf(" | ", last - 1);
      out.add(new String[] {line, line.substring(third + 3, last),
          line.substring(last + 3, line.length() - 2)});
    }
    return out;
  }

  private static List<String> names(String cell) {
    List<String> out = new ArrayList<>();
    Matcher m = NAME.matcher(cell);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void everyCitableRuleHasARowWithAClassAndATest() throws IOException {
    Set<String> sections = new LinkedHashSet<>();
    for (String[] row : rows()) {
      Matcher m = SECTION.matcher(row[0]);
      if (m.find() && !names(row[1]).isEmpty() && !names(row[2]).isEmpty()) {
        sections.add(m.group(1));
      }
    }
    for (EfsRuleHeading rule : EfsRuleHeading.values()) {
      assertTrue(sections.contains(rule.section()), "a row with a class and a test for "
          + rule.section());
    }
    assertEquals(EfsRuleHeading.values().length, sections.size(), "one row per rule: " + sections);
  }

  @Test
  void everyClassAndTestClassNamedExists() throws IOException {
    int named = 0;
    for (String[] row : rows()) {
      boolean notDone = row[0].contains("| not done");
      if (names(row[1]).isEmpty() || names(row[2]).isEmpty()) {
        assertTrue(notDone, "only a rule not done has no class: " + row[0]);
        continue;
      }
      for (String name : names(row[1])) {
        load(PACKAGE + name);
        named++;
      }
      for (String name : names(row[2])) {
        assertTrue(name.endsWith("Test"), name + " is a test class");
        load(PACKAGE + name);
        named++;
      }
    }
    assertTrue(named >= 2 * EfsRuleHeading.values().length, "classes named: " + named);
  }

  private static void load(String name) {
    try {
      Class.forName(name, false, RuleHeadingTableTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      fail("docs/rules/efs.md names " + name + ", which does not exist");
    }
  }
}
