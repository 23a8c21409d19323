package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.rules.Alternative.Kind;
import io.github.warpath.state.Position;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Alternatives as values, and the answer that lists them. */
class AlternativeTest {
  private static final Position START = Position.hex(Hex.of(0, 0));
  private static final Position NEXT = Position.hex(Hex.of(0, 1));
  private static final Position FAR = Position.hex(Hex.of(1, 1));
  private static final MoveOrder ORDER = MoveOrder.of(MoveQuery.of("u"), List.of(Step.to(NEXT)));
  private static final Route ROUTE = route(NEXT);

  private static Route route(Position to) {
    return new Route(START, List.of(new StepReport(1, to, "label", Mp.of(1), Mp.of(1), null,
        "")), Mp.of(1), false);
  }

  private static Alternative alternative(Kind kind, MoveOrder order, Route route, int distance,
      String summary) {
    return new Alternative(kind, order, route, distance, summary);
  }

  @Test
  void anAlternativeMadeWhenAskedForEqualsOneMadeAtOnceWithTheSameValues() {
    Alternative now = alternative(Kind.CHEAPEST_PATH, ORDER, ROUTE, 0, "go");
    Alternative deferred = Alternative.deferred(Kind.CHEAPEST_PATH, () -> ORDER, ROUTE, 0,
        () -> "go");
    assertEquals(now, deferred);
    assertEquals(deferred, now);
    assertEquals(now.hashCode(), deferred.hashCode());
    assertEquals("cheapest-path: go", deferred.toString());
  }

  @Test
  void alternativesDifferingInKindOrderRouteDistanceOrSummaryAreNotEqual() {
    Alternative base = alternative(Kind.NEAREST_HEX, ORDER, ROUTE, 1, "near");
    MoveOrder elsewhere = MoveOrder.of(MoveQuery.of("u"), List.of(Step.to(FAR)));
    List<Alternative> others = List.of(
        alternative(Kind.LONGEST_PREFIX, ORDER, ROUTE, 1, "near"),
        alternative(Kind.NEAREST_HEX, elsewhere, ROUTE, 1, "near"),
        alternative(Kind.NEAREST_HEX, ORDER, route(FAR), 1, "near"),
        alternative(Kind.NEAREST_HEX, ORDER, ROUTE, 2, "near"),
        alternative(Kind.NEAREST_HEX, ORDER, ROUTE, 1, "nearer"));
    for (Alternative other : others) {
      assertNotEquals(base, other, other::toString);
      assertNotEquals(other, base, other::toString);
    }
    // the hash takes the order, the route, the distance and the summary into account
    for (Alternative other : others.subList(1, others.size())) {
      assertNotEquals(base.hashCode(), other.hashCode(), other::toString);
    }
    assertNotEquals(base, "nearest-hex: near");
    assertNotEquals(base, null);
  }

  @Test
  void everyAlternativeIsListedCheapestPathThenNearestHexThenPrefix() {
    Verdict verdict = Verdict.builder().ruleSet("test").spent(Mp.of(3)).allowance(Mp.of(2))
        .addViolations(Violation.of(new RuleRef("test", "2", "Allowance"), "too far")).build();
    Alternative cheapest = alternative(Kind.CHEAPEST_PATH, ORDER, ROUTE, 0, "round");
    Alternative nearest = alternative(Kind.NEAREST_HEX, ORDER, ROUTE, 1, "short");
    Alternative prefix = alternative(Kind.LONGEST_PREFIX, ORDER, ROUTE, 1, "stop");
    Alternatives all = new Alternatives(verdict, Optional.of(FAR), Optional.of(cheapest),
        Optional.of(nearest), Optional.of(prefix));
    assertEquals(List.of(cheapest, nearest, prefix), all.all());
    assertEquals("illegal\n  cheapest-path: round\n  nearest-hex: short\n  longest-prefix: stop",
        all.toString());
    assertEquals(List.of(cheapest), new Alternatives(verdict, Optional.of(FAR),
        Optional.of(cheapest), Optional.empty(), Optional.empty()).all());
  }
}
