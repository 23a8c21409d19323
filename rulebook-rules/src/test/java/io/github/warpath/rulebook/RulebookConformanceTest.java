package io.github.warpath.rulebook;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.github.warpath.conformance.Conformance.Scenario;
import io.github.warpath.conformance.HexRuleSetConformance;
import io.github.warpath.rules.HexMovementRules;
import io.github.warpath.rules.MoveQuery;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The rulebook rule set passes the conformance kit over randomly generated rule books on random
 * maps: every scenario draws a new book (terrain, hexsides, lines, zones of control, minimum
 * move, modes), except in the threads test, which shares one book among its scenarios.
 */
class RulebookConformanceTest extends HexRuleSetConformance {
  private RulebookRules current = new RulebookRules();
  private RulebookRules fixed;

  @Override
  protected HexMovementRules rules() {
    return current;
  }

  @Override
  protected Scenario scenario(SplittableRandom rnd) {
    if (fixed == null) {
      current = RulebookRules.read(RandomBooks.book(rnd), "random.rulebook.json");
    }
    String mode = current.modes().size() > 1 && rnd.nextBoolean() ? "strategic" : "normal";
    return new Scenario(RandomBooks.state(current, rnd), MoveQuery.of("u", mode));
  }

  @Override
  protected int scenariosPerInput() {
    return 60;
  }

  @Override
  @Test
  public void resultsAreIdenticalAcrossThreads() {
    fixed = RulebookRules.read(RandomBooks.book(new SplittableRandom(7)), "fixed.rulebook.json");
    current = fixed;
    super.resultsAreIdenticalAcrossThreads();
  }

  @FuzzTest(maxDuration = "60s")
  void fuzzConformance(long seed) {
    checkSeed(seed);
  }
}
