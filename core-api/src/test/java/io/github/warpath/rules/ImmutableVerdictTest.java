package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.state.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The one implementation of verdicts: made by the builder or, for the engine, from lists the
 * caller hands over; equal by value, with a hash of every attribute.
 */
class ImmutableVerdictTest {
  private static final RuleRef ZOC = new RuleRef("test", "3", "Zones of control");
  private static final Violation STOP = Violation.of(ZOC, "stop");
  private static final Violation WATER = Violation.of(new RuleRef("test", "1", "Terrain"), "no");
  private static final Position A = Position.hex(Hex.of(1, 1));
  private static final Position B = Position.hex(Hex.of(1, 2));

  private static StepReport step(int k, Position p) {
    return new StepReport(k, p, "x" + k, Mp.of(1), Mp.of(k), null, "");
  }

  private static Verdict.Builder full() {
    return Verdict.builder().ruleSet("test").addViolations(STOP).addWarnings(WATER)
        .addSteps(step(1, A)).spent(Mp.of(1)).allowance(Mp.of(4)).end(A).putEnds("a", A);
  }

  @Test
  void aVerdictEqualsItselfAndNothingThatIsNotAVerdict() {
    Verdict v = full().build();
    assertTrue(v.equals(v));
    assertFalse(v.equals(v.toString()));
    assertFalse(v.equals(null));
  }

  @Test
  void verdictsDifferingInAnyOneAttributeAreNotEqualAndHashDifferently() {
    Verdict v = full().build();
    List<Verdict> others = List.of(
        full().ruleSet("other").build(),
        full().addViolations(WATER).build(),
        full().warnings(List.of()).build(),
        full().addSteps(step(2, B)).build(),
        full().spent(Mp.of(2)).build(),
        full().allowance(Mp.of(5)).build(),
        full().end(B).build(),
        full().putEnds("b", B).build());
    for (Verdict other : others) {
      assertNotEquals(v, other, other::toString);
      assertNotEquals(v.hashCode(), other.hashCode(), other::toString);
    }
    assertEquals(v.hashCode(), full().build().hashCode());
  }

  @Test
  void aTrustedVerdictKeepsTheCallersListsInTheShapesABuiltOneHolds() {
    List<Violation> none = new ArrayList<>();
    List<Violation> one = new ArrayList<>(List.of(STOP));
    List<Violation> single = Collections.singletonList(WATER);
    List<StepReport> two = Collections.unmodifiableList(new ArrayList<>(List.of(step(1, A),
        step(2, B))));
    Verdict v = Verdict.trusted("test", one, single, two, Mp.of(2), Mp.of(4), B);
    assertEquals(Collections.singletonList(0).getClass(), v.violations().getClass(),
        "a list of one becomes a singleton");
    assertEquals(List.of(STOP), v.violations());
    assertSame(single, v.warnings(), "a singleton is kept");
    assertSame(two, v.steps(), "a longer list is kept as it is");
    assertEquals(Map.of(), v.ends());
    assertEquals(Verdict.builder().ruleSet("test").addViolations(STOP).addWarnings(WATER)
        .addSteps(step(1, A), step(2, B)).spent(Mp.of(2)).allowance(Mp.of(4)).end(B).build(), v);
    Verdict empty = Verdict.trusted("test", none, none, List.of(), Mp.ZERO, Mp.of(4), null);
    assertEquals(Collections.emptyList().getClass(), empty.violations().getClass());
    assertTrue(empty.legal());
    assertEquals("spent", assertThrows(NullPointerException.class,
        () -> Verdict.trusted("test", none, none, List.of(), null, Mp.of(4), null))
        .getMessage());
  }

  @Test
  void aVerdictMissingOneRequiredAttributeNamesThatOneAlone() {
    assertEquals("Cannot build Verdict, some of required attributes are not set [allowance]",
        assertThrows(IllegalStateException.class,
            () -> Verdict.builder().ruleSet("test").spent(Mp.ZERO).build()).getMessage());
    assertEquals("Cannot build Verdict, some of required attributes are not set [ruleSet]",
        assertThrows(IllegalStateException.class,
            () -> Verdict.builder().spent(Mp.ZERO).allowance(Mp.ZERO).build()).getMessage());
  }

  @Test
  void everyBuilderMethodReturnsTheBuilderToGoOnWith() {
    Verdict v = Verdict.builder().ruleSet("test").spent(Mp.of(1)).allowance(Mp.of(2))
        .addViolations(STOP, WATER)
        .warnings(List.of(STOP)).addAllWarnings(List.of(WATER))
        .steps(List.of(step(1, A))).addSteps(step(2, B)).addSteps(step(3, A), step(4, B))
        .putEnds(Map.entry("a", A)).putEnds("b", B)
        .build();
    assertEquals(List.of(STOP, WATER), v.violations());
    assertEquals(List.of(STOP, WATER), v.warnings());
    assertEquals(List.of(step(1, A), step(2, B), step(3, A), step(4, B)), v.steps());
    assertEquals(Map.of("a", A, "b", B), v.ends());
    assertFalse(v.legal());
  }
}
