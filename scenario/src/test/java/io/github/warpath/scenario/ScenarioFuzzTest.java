package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.examples.ExampleRules;
import io.github.warpath.rules.RuleSets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Damaged scenario files never crash the reader: every outcome is a scenario or a located
 * {@link ScenarioException} that starts with the file name. Each seed damages the examples a few
 * hundred times (deleting, copying and replacing pieces of text).
 */
class ScenarioFuzzTest {
  private static final ScenarioReader READER = ScenarioReader.of(RuleSets.of(new ExampleRules(),
      new WordyRules()));
  private static final String JUNK = "{}[],:\"0123456789-.eENaTtrufl \n\\w@+x";

  private static List<String> texts() {
    List<String> out = new ArrayList<>();
    for (Path p : Examples.all()) {
      try {
        out.add(Files.readString(p));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    out.add(ScenarioReaderTest.WORDY_FULL);
    return out;
  }

  @FuzzTest(maxDuration = "60s")
  void damagedScenariosAreReadOrRefusedWithALocatedMessage(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<String> texts = texts();
    for (int round = 0; round < 200; round++) {
      StringBuilder sb = new StringBuilder(texts.get(rnd.nextInt(texts.size())));
      int edits = 1 + rnd.nextInt(3);
      for (int e = 0; e < edits && sb.length() > 2; e++) {
        int at = rnd.nextInt(sb.length());
        int len = Math.min(sb.length() - at, 1 + rnd.nextInt(12));
        switch (rnd.nextInt(3)) {
          case 0:
            sb.delete(at, at + len);
            break;
          case 1:
            sb.insert(rnd.nextInt(sb.length()), sb.substring(at, at + len));
            break;
          default:
            sb.setCharAt(at, JUNK.charAt(rnd.nextInt(JUNK.length())));
        }
      }
      try {
        READER.read(sb.toString(), "damaged.json");
      } catch (ScenarioException ex) {
        assertTrue(ex.getMessage().startsWith("damaged.json"), ex.getMessage());
        assertTrue(!ex.problem().isBlank(), ex.getMessage());
      }
    }
  }
}
