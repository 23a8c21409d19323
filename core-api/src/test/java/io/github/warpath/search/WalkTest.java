package io.github.warpath.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.hex.HexDirection;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Violation;
import io.github.warpath.search.HandGraph.R;
import io.github.warpath.state.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a check follows an order through what a rule set answers: hidden choices resolve to the
 * cheapest legal way, a stop is reported when the order goes on past it, and failures are
 * explained from the cheapest place the unit could have been.
 */
class WalkTest {

  private static Step to(HandGraph g, String label) {
    return Step.to(Position.hex(g.map().parse(label)));
  }

  private static List<String> reasons(Walk w) {
    return w.violations().stream().map(Violation::toString).toList();
  }

  /** Two ways from 0101 into 0102 (states 0 and 1), and what follows to 0103. */
  private static final class Fork {
    final HandGraph g = HandGraph.column(4, 2);
    final int a = g.node("0101", 0);
    final int b0 = g.node("0102", 0);
    final int b1 = g.node("0102", 1);
    final int c = g.node("0103", 0);

    Fork() {
      g.startAt(a);
    }

    Walk walk(String... labels) {
      return Walk.of(g, java.util.Arrays.stream(labels).map(l -> to(g, l)).toList());
    }
  }

  /**
   * 0102 is reached by a way that ends the move or by one that does not; from the free arrival
   * the next step is closed, from the stopped one it would be legal.
   */
  private static Walk stoppedOrFree(int stopCost, int freeCost) {
    Fork f = new Fork();
    f.g.stop(f.a, f.b0, stopCost, R.STOPS, 7).legal(f.a, f.b1, freeCost)
        .legal(f.b0, f.c, 1).illegal(f.b1, f.c, 1, R.CLOSED, 3);
    return f.walk("0102", "0103");
  }

  @Test
  void aStepAfterAPlaceReachedBothStoppingAndFreeIsExplainedFromTheCheaperArrival() {
    Walk w = stoppedOrFree(1, 2);
    // the cheapest place the unit could have been is the stopped arrival: its stop is the rule
    assertEquals(List.of("hand h2 Stops - step 2, 0103: stops from 0101 after 0, argument 7"),
        reasons(w));
    assertEquals(2, w.spentTicks());
    assertEquals(new Fork().c, w.endNode());
    Walk free = stoppedOrFree(2, 1);
    assertEquals(List.of("hand h3 Closed - step 2, 0103: closed from 0102 after 1, argument 3"),
        reasons(free));
    assertEquals(2, free.spentTicks());
  }
}
