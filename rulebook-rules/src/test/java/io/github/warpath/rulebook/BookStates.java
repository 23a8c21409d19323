package io.github.warpath.rulebook;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.map.HexMap;
import io.github.warpath.map.TerrainVocabulary;
import io.github.warpath.rules.Step;
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
}
