package io.github.warpath.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How the entries of a rule set's vocabulary are read. */
class WordsTest {

  /** The wordy rules with other words. */
  private static WordyRules with(String category, List<String> words) {
    return new WordyRules() {
      @Override
      public Map<String, List<String>> vocabulary() {
        return Map.of(category, words);
      }
    };
  }

  private static JsonValue at() {
    return JsonValue.argument("x", "test");
  }

  @Test
  void entriesOfOneNameAddUpTheirValues() {
    Map<String, Set<String>> m = Words.keyedEntries(List.of("class=motorized", "class=foot",
        "nickname", "range=<number>", "size={n}"));
    assertEquals(new LinkedHashSet<>(List.of("motorized", "foot")), m.get("class"));
    assertNull(m.get("nickname"));
    assertNull(m.get("range"));
    assertNull(m.get("size"));
  }

  @Test
  void aPlainNameAfterValuesOpensItToAnyValue() {
    Map<String, Set<String>> m = Words.keyedEntries(List.of("class=motorized", "class"));
    assertNull(m.get("class"));
  }

  @Test
  void chartKeyPatternsMatchOnePartBetweenDots() {
    WordyRules rules = with("chart-keys", List.of("tec.<terrain>.<weather>", "road.{class}",
        "rail.*", "exact.key"));
    Words.chartKey(rules, "tec.woods.mud", at());
    Words.chartKey(rules, "road.motorized", at());
    Words.chartKey(rules, "rail.anything", at());
    Words.chartKey(rules, "exact.key", at());
    assertEquals("test: unknown chart key 'tec.woods'; rule set wordy knows:"
        + " tec.<terrain>.<weather>, road.{class}, rail.*, exact.key", assertThrows(
            ScenarioException.class, () -> Words.chartKey(rules, "tec.woods", at()))
            .getMessage());
    assertThrows(ScenarioException.class, () -> Words.chartKey(rules, "rail.a.b", at()));
    assertThrows(ScenarioException.class, () -> Words.chartKey(rules, "exact_key", at()));
  }

  @Test
  void longListsAreShortened() {
    List<String> many = new java.util.ArrayList<>();
    for (int i = 0; i < 50; i++) {
      many.add("k" + i);
    }
    String message = assertThrows(ScenarioException.class,
        () -> Words.word(with("phases", many), "phases", "zz", at())).getMessage();
    assertEquals(true, message.startsWith("test: unknown phase 'zz'; rule set wordy knows 50"
        + " phases, e.g. k0, k1, "), message);
    assertEquals(true, message.endsWith("k39"), message);
  }
}
