package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.hex.Hex;
import io.github.warpath.state.Position;
import io.github.warpath.testrules.TestRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The verdict's builder: required attributes, elements that must not be null, lists and maps
 * copied into the shapes every verdict holds, and value equality.
 */
class VerdictBuilderTest {
  private static final Violation ZOC = Violation.of(TestRules.R.ZOC, "stop");
  private static final Violation WATER = Violation.of(TestRules.R.TERRAIN, "no");
  private static final Position A = Position.hex(new Hex(1, 1));
  private static final Position B = Position.hex(new Hex(1, 2));

  private static StepReport step(int k, Position p) {
    return new StepReport(k, p, "x" + k, Mp.of(1), Mp.of(k), null, "");
  }

  private static Verdict.Builder base() {
    return Verdict.builder().ruleSet("test").spent(Mp.of(1)).allowance(Mp.of(4));
  }

  @Test
  void aVerdictNeedsItsRuleSetAndItsPoints() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Verdict.builder().build());
    assertEquals("Cannot build Verdict, some of required attributes are not set [ruleSet, spent,"
        + " allowance]", e.getMessage());
    e = assertThrows(IllegalStateException.class,
        () -> Verdict.builder().ruleSet("test").allowance(Mp.ZERO).build());
    assertEquals("Cannot build Verdict, some of required attributes are not set [spent]",
        e.getMessage());
    assertEquals("ruleSet", assertThrows(NullPointerException.class,
        () -> Verdict.builder().ruleSet(null)).getMessage());
  }

  @Test
  void nullElementsAreRefusedByName() {
    assertEquals("violations element", assertThrows(NullPointerException.class,
        () -> base().addViolations((Violation) null)).getMessage());
    assertEquals("warnings element", assertThrows(NullPointerException.class,
        () -> base().addAllWarnings(Collections.singletonList(null))).getMessage());
    assertEquals("steps element", assertThrows(NullPointerException.class,
        () -> base().addSteps((StepReport) null)).getMessage());
    assertEquals("ends value for key: a", assertThrows(NullPointerException.class,
        () -> base().putEnds("a", null)).getMessage());
  }

  @Test
  void aVerdictHoldsNoListAsEmptyOneAsASingletonAndMoreAsAnUnmodifiableCopy() {
    Verdict none = base().build();
    assertEquals(Collections.emptyList().getClass(), none.steps().getClass());
    assertEquals(Collections.emptyMap().getClass(), none.ends().getClass());
    Verdict one = base().addSteps(step(1, A)).putEnds("a", A).build();
    assertEquals(Collections.singletonList(1).getClass(), one.steps().getClass());
    assertEquals(Collections.singletonMap("a", 1).getClass(), one.ends().getClass());
    List<StepReport> given = new ArrayList<>(List.of(step(1, A), step(2, B)));
    Verdict two = base().addAllSteps(given).putEnds("b", B).putEnds("a", A).build();
    given.clear();
    assertEquals(List.of(step(1, A), step(2, B)), two.steps());
    assertEquals(List.of("b", "a"), List.copyOf(two.ends().keySet()), "in the order given");
    assertThrows(UnsupportedOperationException.class, () -> two.steps().add(step(3, A)));
    assertThrows(UnsupportedOperationException.class, () -> two.ends().clear());
  }

  @Test
  void aBuilderGoesOnAfterBuildingWithoutChangingWhatItBuilt() {
    Verdict.Builder b = base().addViolations(ZOC);
    Verdict first = b.build();
    Verdict second = b.addViolations(WATER).end(A).build();
    assertEquals(List.of(ZOC), first.violations());
    assertEquals(Optional.empty(), first.end());
    assertEquals(List.of(ZOC, WATER), second.violations());
    assertEquals("ILLEGAL (test): spent 1 MP of 4 MP\n  " + ZOC + "\n  " + WATER,
        second.toString());
    Verdict replaced = Verdict.builder().from(second).violations(List.of(WATER)).build();
    assertEquals(List.of(WATER), replaced.violations());
    assertEquals(Optional.of(A), replaced.end());
  }

  @Test
  void verdictsWithTheSameAttributesAreEqual() {
    Verdict a = base().addSteps(step(1, A)).addWarnings(ZOC).end(A).build();
    Verdict b = Verdict.builder().from(a).build();
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(a, base().addAllSteps(List.of(step(1, A))).addWarnings(new Violation[] {ZOC})
        .end(Optional.of(A)).build());
    assertNotEquals(a, base().addSteps(step(1, A)).addWarnings(ZOC).build(), "no end");
    assertNotEquals(a, Verdict.builder().from(a).ends(Map.of("a", A)).build(), "an end by unit");
    assertTrue(a.legal());
    assertEquals(Mp.of(3), a.remaining());
  }
}
