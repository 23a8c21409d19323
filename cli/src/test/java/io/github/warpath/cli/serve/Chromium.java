package io.github.warpath.cli.serve;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's Chromium, headless, driven through its chromedriver, for the explorer's browser
 * tests. Without them a developer's run skips those tests with a notice; on CI ({@code CI=true})
 * their absence is a failure. Screenshots go to {@code target/}.
 */
final class Chromium {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

  final ChromeDriver browser;

  private Chromium(ChromeDriver browser) {
    this.browser = browser;
  }

  /** Starts the browser, or skips the calling tests (fails them on CI) without one. */
  static ChromeDriver start() {
    if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
      String notice = "The explorer's browser tests need " + CHROMIUM + " and " + DRIVER
          + " (apt-get install chromium chromium-driver)";
      if ("true".equals(System.getenv("CI"))) {
        fail(notice + "; on CI they must run, not be skipped");
      }
      System.out.println("NOTICE: skipping the browser tests. " + notice + ".");
      Assumptions.abort(notice);
    }
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
        "--disable-gpu", "--window-size=1200,820", "--hide-scrollbars");
    return new ChromeDriver(service, options);
  }

  /** A started browser, with the small questions the tests ask of the page. */
  static Chromium open() {
    return new Chromium(start());
  }

  /** Opens the served page and waits for the board's units. */
  void load(Served served) {
    browser.get(served.server.uri().toString());
    until(() -> count("#board g.unit") > 0);
  }

  void until(BooleanSupplier condition) {
    new WebDriverWait(browser, Duration.ofSeconds(20))
        .ignoring(StaleElementReferenceException.class)
        .until(d -> condition.getAsBoolean());
  }

  int count(String css) {
    return browser.findElements(By.cssSelector(css)).size();
  }

  String text(String css) {
    List<WebElement> found = browser.findElements(By.cssSelector(css));
    return found.isEmpty() ? "" : found.get(0).getText();
  }

  String attribute(String css, String name) {
    List<WebElement> found = browser.findElements(By.cssSelector(css));
    return found.isEmpty() ? "" : found.get(0).getAttribute(name);
  }

  List<String> texts(String css) {
    return browser.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
  }

  void screenshot(String name) throws IOException {
    File shot = browser.getScreenshotAs(OutputType.FILE);
    Path target = Path.of("target", name);
    Files.createDirectories(target.getParent());
    Files.copy(shot.toPath(), target, StandardCopyOption.REPLACE_EXISTING);
  }

  void quit() {
    browser.quit();
  }
}
