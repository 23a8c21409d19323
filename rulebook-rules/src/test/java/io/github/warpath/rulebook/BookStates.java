package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** States of a hand-written rule set carried over to a rule book, for differential tests. */
final class BookStates {
  private BookStates() {}

  /**
   * The same state on a map of the book's terrain names (each hex and hexside feature by its
   * name), for the rulebook rule set.
   */
  static GameState translate(GameState hand, RulebookRules book) {
    HexMap m = hand.hexMap();
    TerrainVocabulary v = book.terrain().orElseThrow();
    HexMap.Builder b = HexMap.builder(v, m.columns(), m.rows());
    for (int i = 0; i < m.size(); i++) {
      Hex h = m.hex(i);
      for (Enum<?> f : m.vocabulary().hexFeaturesOf(m.hexMask(i))) {
        b.hex(h, v.hexFeature(m.vocabulary().nameOf(f)));
      }
      for (int d = 0; d < 6; d++) {
        for (Enum<?> f : m.vocabulary().hexsideFeaturesOf(m.sideMask(i, d))) {
          b.side(h, h.neighbor(HexDirection.of(d)), v.hexsideFeature(m.vocabulary().nameOf(f)));
        }
      }
    }
    return GameState.builder().ruleSet(RulebookRules.ID).board(b.build()).units(hand.units())
        .build();
  }

  /**
   * One to six steps from a hex, each to a random neighbour, now and then to any hex of the map
   * (an order a player might mistype).
   */
  static List<Step> randomSteps(HexMap map, Hex from, SplittableRandom rnd) {
    List<Step> steps = new ArrayList<>();
    Hex at = from;
    int len = rnd.nextInt(1, 7);
    for (int s = 0; s < len; s++) {
      Hex next = rnd.nextInt(10) == 0 ? map.hex(rnd.nextInt(map.size()))
          : at.neighbor(HexDirection.of(rnd.nextInt(6)));
      if (!map.contains(next)) {
        next = map.hex(rnd.nextInt(map.size()));
      }
      steps.add(Step.enter(next));
      at = next;
    }
    return steps;
  }

  /**
   * Asserts that two rule sets judge an order alike: legality, points spent, allowance, end, each
   * violation's section, step, place and arithmetic (and heading, where both name their rules
   * alike), and every step's cost.
   */
  static void sameVerdict(Verdict a, Verdict b, String what, boolean headings) {
    assertEquals(a.legal(), b.legal(), what + ": legal " + a + " / " + b);
    assertEquals(a.spent(), b.spent(), what + ": spent " + a + " / " + b);
    assertEquals(a.allowance(), b.allowance(), what + ": allowance");
    assertEquals(a.end(), b.end(), what + ": end " + a + " / " + b);
    assertEquals(a.violations().size(), b.violations().size(), what + ": violations " + a
        + " / " + b);
    for (int i = 0; i < a.violations().size(); i++) {
      Violation x = a.violations().get(i);
      Violation y = b.violations().get(i);
      assertEquals(x.rule().section(), y.rule().section(), what + ": section " + x + " / " + y);
      if (headings) {
        assertEquals(x.rule().heading(), y.rule().heading(), what + ": heading");
      }
      assertEquals(x.step(), y.step(), what + ": step");
      assertEquals(x.location(), y.location(), what + ": location");
      assertEquals(x.needed(), y.needed(), what + ": needed");
      assertEquals(x.available(), y.available(), what + ": available");
    }
    assertEquals(a.steps().size(), b.steps().size(), what + ": steps");
    for (int i = 0; i < a.steps().size(); i++) {
      assertEquals(a.steps().get(i).cost(), b.steps().get(i).cost(), what + ": step cost");
    }
  }
}
