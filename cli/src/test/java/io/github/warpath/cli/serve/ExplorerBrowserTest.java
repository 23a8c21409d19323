package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.scenario.JsonValue;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer page in a real browser: Debian's Chromium, headless, driven through its
 * chromedriver. Without them a developer's run skips these tests with a notice; on CI
 * ({@code CI=true}) their absence is a failure. Screenshots go to {@code target/}.
 */
class ExplorerBrowserTest {
  private static final String ROAD = "example-road.json";
  private static final List<String> TOO_FAR = List.of("0504", "0604", "0704", "0805", "0905",
      "1005", "1004", "1003", "1002");

  private static ChromeDriver browser;

  @TempDir
  Path dir;

  private Served served;

  @BeforeAll
  static void openBrowser() {
    browser = Chromium.start();
  }

  @AfterAll
  static void closeBrowser() {
    if (browser != null) {
      browser.quit();
    }
  }

  @AfterEach
  void stop() {
    if (served != null) {
      served.close();
    }
  }

  private void open(String example) throws IOException {
    served = new Served(dir, example);
    browser.get(served.server.uri().toString());
    until(() -> !browser.findElements(By.cssSelector("#board g.unit")).isEmpty());
  }

  private static void until(java.util.function.BooleanSupplier condition) {
    new WebDriverWait(browser, Duration.ofSeconds(20))
        .ignoring(StaleElementReferenceException.class)
        .until(d -> condition.getAsBoolean());
  }

  private static int count(String css) {
    return browser.findElements(By.cssSelector(css)).size();
  }

  private static String text(String css) {
    List<WebElement> found = browser.findElements(By.cssSelector(css));
    return found.isEmpty() ? "" : found.get(0).getText();
  }

  private static void clickUnit(String id) {
    browser.findElement(By.cssSelector("#board g.unit[data-unit='" + id + "']")).click();
  }

  private static WebElement hex(String label) {
    return browser.findElement(By.cssSelector("#board polygon.hex[data-hex='" + label + "']"));
  }

  private static void screenshot(String name) throws IOException {
    File shot = browser.getScreenshotAs(OutputType.FILE);
    Path target = Path.of("target", name);
    Files.createDirectories(target.getParent());
    Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Clicks the hexes of a path one by one, each time waiting for its step in the verdict. */
  private static void clickPath(List<String> labels) {
    for (int i = 0; i < labels.size(); i++) {
      hex(labels.get(i)).click();
      int steps = i + 1;
      until(() -> browser.findElements(By.cssSelector("#verdict tr[data-step]")).size()
          == steps);
    }
  }

  private long reachableHexes(String query) throws IOException {
    JsonValue reach = served.get("/api/reach?" + query).json();
    return reach.get("reach").elements().stream()
        .filter(e -> e.get("position").text().matches("\\d{4}")).count();
  }

  @Test
  void clickingAUnitShadesItsRangeWithTheCostInEachHexAndMustStopRings() throws IOException {
    open(ROAD);
    clickUnit("recon");
    until(() -> text("#range-count").endsWith(": 53 hexes"));
    assertEquals(53, count("#board polygon.x-reach"));
    assertEquals(reachableHexes("unit=recon"), count("#board polygon.x-reach"));
    assertEquals("2", text("#board text.x-cost[data-hex='0805']"));
    assertEquals("0.5", text("#board text.x-cost[data-hex='0504']"));
    JsonValue reach = served.get("/api/reach?unit=recon").json();
    long stops = reach.get("reach").elements().stream()
        .filter(e -> e.get("mustStop").bool() && !e.get("position").equals(reach.get("start")))
        .count();
    assertEquals(stops, count("#board circle.x-must-stop"));
    assertEquals("recon from 0405, 4 MP, mode normal: 53 hexes", text("#range-count"));
    new Actions(browser).moveToElement(hex("0805")).perform();
    until(() -> text("#hover-summary").equals("To 0805: 2 MP."));
    screenshot("explorer-range.png");
  }

  @Test
  void hoveringAHexShowsTheCheapestPathWithEachStepsCostAndRule() throws IOException {
    open(ROAD);
    clickUnit("recon");
    until(() -> count("#board polygon.x-reach") == 53);
    new Actions(browser).moveToElement(hex("0805")).perform();
    until(() -> text("#hover-summary").equals("To 0805: 2 MP."));
    List<WebElement> rows = browser.findElements(By.cssSelector("#hover tr[data-step]"));
    assertEquals(4, rows.size());
    assertEquals("1 0504 +0.5 0.5 road", rows.get(0).getText());
    assertEquals("4 0805 +0.5 2 road", rows.get(3).getText());
    assertEquals(1, count("#board g.x-hover polyline"));
  }

  @Test
  void anIllegalPathShowsTheViolationAtItsStepWithItsRuleAndReason() throws IOException {
    open(ROAD);
    clickUnit("recon");
    until(() -> count("#board polygon.x-reach") == 53);
    clickPath(TOO_FAR);
    until(() -> text("#verdict-summary").startsWith("ILLEGAL"));
    assertEquals("ILLEGAL move of recon: spent 6 of 4.", text("#verdict-summary"));
    List<WebElement> violations = browser.findElements(By.cssSelector("#violations li"));
    assertEquals(2, violations.size());
    assertEquals("Step 8: example 2 Movement allowance - step 8, 1003: not enough movement"
        + " points left (needs 1 MP, 0 MP left)", violations.get(0).getText());
    assertEquals(1, count("#board g.x-violation[data-hex='1003']"));
    assertEquals(1, count("#board g.x-violation[data-hex='1002']"));
    new Actions(browser).moveToElement(hex("1209")).perform();
    until(() -> text("#hover-summary").equals("No legal path for recon to 1209."));
    screenshot("explorer-violation.png");
    hex("1002").click();
    hex("1003").click();
    until(() -> text("#verdict-summary").startsWith("ILLEGAL move of recon: spent 4 of 4")
        || text("#verdict-summary").startsWith("LEGAL"));
    until(() -> text("#verdict-summary").equals("LEGAL move of recon: spent 4 of 4, ends at"
        + " 1004."));
    assertEquals(0, count("#violations li"));
  }

  /**
   * The nearest legal alternative of an illegal path (docs/alternatives.md): the first of the
   * check answer's alternatives is drawn as a dashed route, its summary is in the panel, and its
   * button takes it as the path, which the checker then calls legal.
   */
  @Test
  void anIllegalPathShowsItsNearestLegalAlternativeAsADashedRouteToAdopt() throws IOException {
    open(ROAD);
    clickUnit("recon");
    until(() -> count("#board polygon.x-reach") == 53);
    clickPath(TOO_FAR);
    until(() -> !text("#alternative-summary").isEmpty());
    JsonValue first = served.get("/api/check?unit=recon&path=" + String.join(",", TOO_FAR))
        .json().get("alternatives").elements().get(0);
    assertEquals(first.get("summary").text(), text("#alternative-summary"));
    assertEquals("no legal way to 1002; nearest reachable: 0803, 2 hexes short, by 0504, 0604,"
        + " 0704, 0804 and 1 more: 3½ MP of 4 MP", text("#alternative-summary"));
    assertEquals("nearest-hex", browser.findElement(By.id("alternative-summary"))
        .getAttribute("data-kind"));
    WebElement route = browser.findElement(By.cssSelector("#board g.x-alternative polyline"));
    assertEquals("3 6", route.getAttribute("stroke-dasharray"));
    // from the start 0405 by 0504, 0604, 0704, 0804 to 0803 (0903 is as near and as cheap;
    // 0803 comes first in the map's order)
    assertEquals(5, first.get("steps").elements().size());
    assertEquals(6, route.getAttribute("points").trim().split("\\s+").length);
    screenshot("explorer-alternative.png");
    browser.findElement(By.id("alternative-adopt")).click();
    until(() -> text("#verdict-summary").startsWith("LEGAL"));
    assertEquals("LEGAL move of recon: spent 3.5 of 4, ends at 0803.", text("#verdict-summary"));
    assertEquals(5, count("#verdict tr[data-step]"));
    assertEquals(0, count("#board g.x-alternative polyline"));
    assertEquals(0, count("#alternative-summary"));
  }

  @Test
  void editingTheScenarioFileShowsOnThePageAndABrokenFileIsExplained() throws IOException {
    open(ROAD);
    clickUnit("recon");
    until(() -> count("#board polygon.x-reach") == 53);
    String text = Files.readString(served.file);
    Files.writeString(served.file, text.replace("\"allowance\": 4", "\"allowance\": 2"));
    until(() -> text("#range-count").startsWith("recon from 0405, 2 MP"));
    long expected = reachableHexes("unit=recon");
    until(() -> count("#board polygon.x-reach") == expected);
    assertTrue(expected < 53, "a smaller allowance reaches fewer hexes: " + expected);
    assertEquals("example-road.json, revision 2", text("#revision"));
    Files.writeString(served.file, text.replace("\"position\": \"0405\"",
        "\"position\": \"9999\""));
    until(() -> browser.findElement(By.id("error")).isDisplayed());
    assertTrue(text("#error").startsWith("The scenario cannot be used: "), text("#error"));
    assertTrue(text("#error").contains("units[0].position"), text("#error"));
    screenshot("explorer-error.png");
    Files.writeString(served.file, text);
    until(() -> !browser.findElement(By.id("error")).isDisplayed());
    until(() -> count("#board polygon.x-reach") == 53);
  }

  @Test
  void switchingTheWeatherAndThePhaseChangesTheRange() throws IOException {
    open("efs-mud-road.json");
    clickUnit("7pz");
    long mud = reachableHexes("unit=7pz");
    until(() -> count("#board polygon.x-reach") == mud);
    new Select(browser.findElement(By.id("weather"))).selectByValue("dry");
    long dry = reachableHexes("unit=7pz&weather=dry");
    assertTrue(dry > mud, dry + " hexes in dry weather, " + mud + " in mud");
    until(() -> count("#board polygon.x-reach") == dry);
    new Select(browser.findElement(By.id("phase"))).selectByValue("combat");
    until(() -> count("#board polygon.x-reach") == 1);
    assertFalse(text("#range-count").isEmpty());
  }

  @Test
  void theThreatToggleShadesEveryHexTheChosenSideCanReach() throws IOException {
    open(ROAD);
    until(() -> count("#threat-side option") == 2);
    new Select(browser.findElement(By.id("threat-side"))).selectByValue("red");
    browser.findElement(By.id("threat")).click();
    until(() -> count("#board polygon.x-threat") > 0);
    long reachable = served.get("/api/threat?side=red").json().get("reachable").integer(0, 999);
    assertEquals(36, reachable);
    assertEquals(reachable, count("#board polygon.x-threat"));
    assertEquals("1", browser.findElement(By.cssSelector(
        "#board polygon.x-threat[data-hex='0908']")).getAttribute("data-units"));
    assertEquals("36 hexes; at most 1 of its units can reach one", text("#threat-note"));
    browser.findElement(By.id("threat")).click();
    until(() -> count("#board polygon.x-threat") == 0);
  }
}
