package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes the scenario reader with raw bytes, read as UTF-8 text. The inputs directory holds
 * example scenarios as seeds, so the fuzzer mutates real files as well as building its own.
 * Every outcome is a scenario or a {@link ScenarioException} located in the file.
 */
class ScenarioTextFuzzTest {
  private static final ScenarioReader READER = ScenarioReader.standard();

  @FuzzTest(maxDuration = "60s")
  void anyTextIsReadOrRefusedWithALocatedMessage(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    try {
      Scenario s = READER.read(text, "fuzzed.json");
      assertTrue(s.state().units().stream().allMatch(u -> s.state().hasUnit(u.id())));
    } catch (ScenarioException e) {
      assertTrue(e.getMessage().startsWith("fuzzed.json"), e.getMessage());
      assertFalse(e.problem().isBlank(), e::getMessage);
    }
  }
}
