package io.github.warpath.skirmish.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.rules.MoveOrder;
import io.github.warpath.rules.Step;
import io.github.warpath.rules.Verdict;
import io.github.warpath.state.GameState;
import java.util.List;

/**
 * The laws every table alternative keeps, for the property tests of each table rule set: the
 * checker judges it legal at the cost it states; the farthest stop is the ordered route cut
 * short (whole steps as ordered, then part of the next step's legs); the nearest point lies in
 * the first model's reach region.
 */
public final class TableAlternativeLaws {
  private TableAlternativeLaws() {}

  /**
   * Checks the alternatives to an order the checker refuses.
   *
   * @param rules the rule set
   * @param state the state
   * @param order the order
   * @param start where the moving models start
   * @return the alternatives, checked
   */
  public static TableAlternatives check(TableMovementRules rules, GameState state,
      MoveOrder order, TablePosition start) {
    TableAlternatives alts = rules.alternatives(state, order);
    assertTrue(!alts.verdict().legal());
    for (TableAlternative a : alts.all()) {
      Verdict v = rules.check(state, a.order());
      assertTrue(v.legal(), () -> a + " refused\n" + v);
      assertEquals(a.cost(), v.spent(), a::toString);
    }
    alts.farthest().ifPresent(a -> isTheRouteCutShort(order, start, a));
    alts.nearest().ifPresent(a -> {
      ReachRegion region = rules.reach(state, order.query(), 0);
      assertTrue(region.distanceTo(a.end()) <= ReachRegion.ACCURACY,
          () -> a + " outside " + region);
      assertEquals(a.end().distanceTo(alts.destination().orElseThrow()), a.distance(), 1e-9);
      assertTrue(a.distance() < start.model(0).distanceTo(alts.destination().orElseThrow()));
    });
    return alts;
  }

  private static void isTheRouteCutShort(MoveOrder order, TablePosition start,
      TableAlternative a) {
    List<Step> cut = a.order().steps();
    int k = cut.size();
    assertTrue(k >= 1 && k <= order.steps().size(), a::toString);
    assertEquals(order.steps().subList(0, k - 1), cut.subList(0, k - 1), a::toString);
    Step last = cut.get(k - 1);
    Step ordered = order.steps().get(k - 1);
    if (last.equals(ordered)) {
      assertTrue(k < order.steps().size(), "the whole order is illegal");
      return;
    }
    TablePosition from = k == 1 ? start : (TablePosition) order.steps().get(k - 2).to();
    TablePosition to = (TablePosition) ordered.to();
    TablePosition at = (TablePosition) last.to();
    for (int i = 0; i < at.size(); i++) {
      TablePoint p = from.model(i);
      TablePoint q = to.model(i);
      TablePoint m = at.model(i);
      assertEquals(p.distanceTo(q), p.distanceTo(m) + m.distanceTo(q), 1e-6,
          () -> m + " is not on the leg from " + p + " to " + q);
    }
  }
}
