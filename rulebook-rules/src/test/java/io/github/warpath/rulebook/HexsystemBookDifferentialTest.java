package io.github.warpath.rulebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.hex.Hex;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.hexsystem.HexsystemRules;
import io.github.warpath.map.HexMap;
import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Reach;
import io.github.warpath.rules.Route;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import io.github.warpath.state.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hexsystem's hex-to-hex movement written as a rule book (examples/rulebooks/hexsystem.rulebook
 * .json) answers as the hand-written hexsystem rule set on random maps inside what the book can
 * state ({@link HexsystemMaps}): the same ranges, paths, verdicts (legality, spent, end, the
 * section cited, the hex and the arithmetic) and step costs.
 */
class HexsystemBookDifferentialTest {
  private static final HexsystemRules HEXSYSTEM = new HexsystemRules();
  private static RulebookRules book;

  @BeforeAll
  static void readBook() throws IOException {
    Path file = Path.of("..", "examples", "rulebooks", "hexsystem.rulebook.json");
    book = RulebookRules.read(Files.readString(file), file.getFileName().toString());
  }

  @Test
  void theHexsystemBookAnswersAsHexsystemOnAThousandRandomMapsAndOrders() {
    int compared = 0;
    for (long seed = 1; seed <= 1000; seed++) {
      compared += compare(new SplittableRandom(seed), seed);
    }
    assertTrue(compared > 20_000, "compared " + compared + " answers");
  }

  private static int compare(SplittableRandom rnd, long seed) {
    GameState hs = HexsystemMaps.randomState(rnd);
    GameState bk = HexsystemMaps.translate(hs, book.terrain().orElseThrow(), RulebookRules.ID);
    MoveQuery q = MoveQuery.of("u");
    Reach a = HEXSYSTEM.reach(hs, q);
    Reach b = book.reach(bk, q);
    assertEquals(a.size(), b.size(), "seed " + seed + ": range size");
    int n = 1;
    for (int i = 0; i < a.size(); i++) {
      int j = b.indexOf(a.position(i));
      assertTrue(j >= 0, "seed " + seed + ": " + a.position(i) + " in range");
      assertEquals(a.cost(i), b.cost(j), "seed " + seed + ": cost to " + a.position(i));
      assertEquals(a.mustStop(i), b.mustStop(j), "seed " + seed + ": stop at "
          + a.position(i));
      Optional<Route> ra = HEXSYSTEM.path(hs, q, a.position(i));
      Optional<Route> rb = book.path(bk, q, a.position(i));
      assertEquals(ra.map(Route::cost), rb.map(Route::cost), "seed " + seed + ": path cost to "
          + a.position(i));
      // equally cheap paths may differ in the hexes they pass; each must then be legal for
      // the other rule set at the same cost
      if (ra.isPresent() && !ra.get().toSteps().equals(rb.orElseThrow().toSteps())) {
        Verdict va = book.check(bk, MoveOrder.of(q, ra.get().toSteps()));
        Verdict vb = HEXSYSTEM.check(hs, MoveOrder.of(q, rb.get().toSteps()));
        assertTrue(va.legal() && vb.legal(), "seed " + seed + ": paths " + va + " / " + vb);
        assertEquals(ra.get().cost(), va.spent(), "seed " + seed + ": hexsystem path in book");
        assertEquals(rb.get().cost(), vb.spent(), "seed " + seed + ": book path in hexsystem");
      }
      n += 2;
    }
    HexMap map = hs.hexMap();
    Hex start = hs.unit("u").hexOrNull();
    for (int k = 0; k < 8; k++) {
      List<Step> steps = new ArrayList<>();
      Hex at = start;
      int len = rnd.nextInt(1, 7);
      for (int s = 0; s < len; s++) {
        // only steps to adjacent hexes: a jump is judged by hexsystem as port-to-port movement
        Hex next = at.neighbor(HexDirection.of(rnd.nextInt(6)));
        for (int d = 0; !map.contains(next); d++) {
          next = at.neighbor(HexDirection.of(d));
        }
        steps.add(Step.enter(next));
        at = next;
      }
      MoveOrder order = MoveOrder.of(q, steps);
      // the book's own titles stand for hexsystem's headings: sections are compared
      BookStates.sameVerdict(HEXSYSTEM.check(hs, order), book.check(bk, order),
          "seed " + seed + " order " + k, false);
      Position from = Position.hex(start);
      Position to = Position.hex(start.neighbor(HexDirection.of(k % 6)));
      if (map.contains(to.hexOrNull())) {
        BookStates.sameVerdict(HEXSYSTEM.cost(hs, q, from, to), book.cost(bk, q, from, to),
            "seed " + seed + " cost " + k, false);
      }
      n += 2;
    }
    return n;
  }
}
