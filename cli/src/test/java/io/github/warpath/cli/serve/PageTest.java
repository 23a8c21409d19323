package io.github.warpath.cli.serve;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the explorer's browser tests share: one browser for the test class ({@link Chromium},
 * skipped without one), and a server on a copy of an example, stopped after each test.
 */
abstract class PageTest {
  /** The browser of the running test class. */
  static Chromium page;

  @TempDir
  Path dir;

  /** The server of the running test, once {@link #open} started it. */
  Served served;

  @BeforeAll
  static void openBrowser() {
    page = Chromium.open();
  }

  @AfterAll
  static void closeBrowser() {
    if (page != null) {
      page.quit();
      page = null;
    }
  }

  @AfterEach
  void stopServer() {
    if (served != null) {
      served.close();
    }
  }

  /** Serves a copy of an example (with copies of its sibling files) and opens its page. */
  void open(Path from, String example, String... siblings) throws IOException {
    served = new Served(dir, from, example, siblings);
    page.load(served);
  }
}
