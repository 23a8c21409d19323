package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * A rule book author's loop in a real browser: the Hedgerow Section scenario takes its rules from
 * a rule book file next to it; editing a cost in that file redraws the range on the page.
 */
class ExplorerRuleBookBrowserTest extends PageTest {
  @Test
  void editingTheOrchardCostInTheRuleBookFileChangesTheCostShownInHex0204() throws IOException {
    open(Served.RULEBOOKS, ExplorerRuleBookFileTest.SCENARIO, ExplorerRuleBookFileTest.BOOK);
    page.browser.findElement(By.cssSelector("#board g.unit[data-unit='rifles']")).click();
    page.until(() -> page.count("#board polygon.x-reach") == 25);
    assertEquals("1", page.text("#board text.x-cost[data-hex='0204']"));
    page.screenshot("explorer-rulebook-before.png");
    Path book = dir.resolve(ExplorerRuleBookFileTest.BOOK);
    Files.writeString(book, Files.readString(book).replace(ExplorerRuleBookFileTest.ORCHARD,
        "\"orchard\": {\"cost\": {\"leg\": 3,"));
    page.until(() -> page.text("#board text.x-cost[data-hex='0204']").equals("3"));
    assertEquals(24, page.count("#board polygon.x-reach"));
    assertEquals("hedgerow-section.scenario.json, revision 2", page.text("#revision"));
    page.screenshot("explorer-rulebook.png");
  }
}
