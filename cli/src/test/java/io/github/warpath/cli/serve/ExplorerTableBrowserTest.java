package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The explorer page on the example tables in a real browser: the farm (section {@code a} of
 * three models at 12,9, 13.5,9.5 and 15,10 advancing 6", the table drawn at 20 pixels an inch)
 * and the hedgerow, whose moves are rolled. Points are reached by moving the pointer to the
 * table's rectangle at an offset in pixels from its centre.
 */
class ExplorerTableBrowserTest extends PageTest {
  private void open(String example) throws IOException {
    open(Served.EXAMPLES, example);
  }

  /** Moves the pointer over a point of the table, given in inches. */
  private static Actions at(double x, double y) {
    WebElement table = page.browser.findElement(By.cssSelector("#board rect.table"));
    double ppi = Double.parseDouble(page.attribute("#board g.board", "data-ppi"));
    int dx = (int) Math.round(x * ppi - table.getRect().getWidth() / 2.0);
    int dy = (int) Math.round(y * ppi - table.getRect().getHeight() / 2.0);
    return new Actions(page.browser).moveToElement(table, dx, dy);
  }

  private static void clickModel(String unit, int model) {
    page.browser.findElement(By.cssSelector("#board g.unit[data-unit='" + unit
        + "'] circle[data-model='" + model + "']")).click();
  }

  @Test
  void clickingAModelShadesEachModelsReachRegionWithItsArea() throws IOException {
    open("miniatures-fixed-farm.json");
    clickModel("a", 1);
    page.until(() -> page.count("#board path.x-region") == 3);
    assertEquals("a, mode advance: where each model can end the move (within 0.05\")",
        page.text("#range-count"));
    assertFalse(page.browser.findElement(By.id("dice")).isDisplayed(),
        "fixed rates roll no dice");
    assertEquals("113.188", page.attribute("#board path.x-region[data-model='1']",
        "data-area"));
    assertEquals(List.of("model 1 from 12,9, advance 6\": 113.188 sq in",
        "model 2 from 13.5,9.5, advance 6\": 113.188 sq in",
        "model 3 from 15,10, advance 6\": 112.458 sq in"), page.texts("#regions li"));
    assertEquals(1, page.count("#board g.unit.x-selected[data-unit='a']"));
  }

  @Test
  void hoveringAPointShowsItsRouteInsideTheRegionAndTheShortestRouteOutside()
      throws IOException {
    open("miniatures-fixed-farm.json");
    clickModel("a", 1);
    page.until(() -> page.count("#board path.x-region") == 3);
    at(14, 9).perform();
    page.until(() -> page.text("#hover-summary").equals("To 14,9: 2\" for a model 1."));
    assertEquals(1, page.count("#board g.x-hover polyline"));
    assertEquals(List.of("0 12,9", "1 14,9"), page.texts("#hover tr[data-step]"));
    at(18, 12).perform();
    page.until(() -> page.text("#hover-summary").equals("No legal route for a model 1 to 18,12"
        + " this move; the shortest route of any length is 6.708\"."));
    assertEquals(0, page.count("#board g.x-hover polyline"));
  }

  @Test
  void clickingPointsBuildsAMoveAndEachViolationIsShownAtItsModelWithItsRule()
      throws IOException {
    open("miniatures-fixed-farm.json");
    clickModel("a", 1);
    page.until(() -> page.count("#board path.x-region") == 3);
    at(12, 16).click().perform();
    page.until(() -> page.text("#verdict-summary").startsWith("ILLEGAL"));
    assertEquals("ILLEGAL move of a: spent 7 of 6.", page.text("#verdict-summary"));
    List<String> violations = page.texts("#violations li");
    assertEquals(3, violations.size());
    assertEquals("Step 1: miniatures-fixed rate Advance and Run Moves - step 1, model 1 at"
        + " (12, 16): model 1 would move 7\"; an Advance of infantry allows 6\" (needs 7 MP, 6 MP"
        + " left)", violations.get(0));
    assertEquals(1, page.count("#board g.x-violation[data-point='12,16']"));
    assertEquals(1, page.count("#board g.x-violation[data-point='13.5,16.5']"));
    assertEquals(1, page.count("#board g.x-violation[data-point='15,17']"));
    assertEquals("12,16:13.5,16.5:15,17", page.text("#verdict tr[data-step='1'] td:nth-child(2)"));
    at(9, 5).perform();
    page.until(() -> page.text("#hover-summary").equals("To 9,5: 5\" for a model 1."));
    page.screenshot("explorer-table.png");
    at(12, 16).click().perform();
    page.until(() -> page.count("#violations li") == 0);
    at(14, 9).click().perform();
    page.until(() -> page.text("#verdict-summary").equals("LEGAL move of a: spent 2 of 6, ends"
        + " at 14,9:15.5,9.5:17,10."));
  }

  @Test
  void aRolledMoveAsksForTheDiceAndShowsTheRegionOfTheRoll() throws IOException {
    open("miniatures-dice-hedgerow.json");
    clickModel("rifles", 1);
    page.until(() -> page.text("#range-count").startsWith("dice: normal movement rolls 2 dice"));
    page.until(() -> page.browser.findElement(By.id("dice")).isDisplayed());
    page.browser.findElement(By.id("dice")).sendKeys("3,4\t");
    page.until(() -> page.count("#board path.x-region") == 1);
    assertEquals(List.of("model 1 from 8,8, normal [3, 4]: "
        + served.get("/api/reach?unit=rifles&dice=3,4").json().get("regions").elements().get(0)
            .get("area").scalarText() + " sq in"), page.texts("#regions li"));
  }
}
