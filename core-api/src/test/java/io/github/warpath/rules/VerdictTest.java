package io.github.warpath.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.InvalidInputException;
import io.github.warpath.Mp;
import io.github.warpath.testrules.TestRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VerdictTest {

  @Test
  void aViolationReadsAsRulePlaceReasonAndArithmetic() {
    Violation v = Violation.builder().rule(new RuleRef("hexsystem", "3.1.1",
        "Hex-to-Hex Procedure")).reason("rough costs 2 MP to enter").step(2).location("w4524")
        .hexside("w4624/w4524").needed(Mp.of(2)).available(Mp.of(1)).build();
    assertEquals("hexsystem 3.1.1 Hex-to-Hex Procedure - step 2, w4524: rough costs 2 MP to"
        + " enter (needs 2 MP, 1 MP left)", v.toString());
    Violation whole = Violation.of(TestRules.R.PHASING, "only red moves now").withStep(0);
    assertEquals("test 9 Phasing side - only red moves now", whole.toString());
    assertEquals("efs EFS road exit", new RuleRef("efs", "EFS road exit", "EFS road exit")
        .toString());
  }

  @Test
  void aStepBeyondAnAllowanceAlreadyExceededHasNoPointsLeftAndSaysByHowMuch() {
    // an illegal path explained step by step: at step 9 the move has spent 1 MP more than its
    // allowance, so the step's 1 MP finds nothing left, and the line gives the excess instead
    // of a negative number of points left
    Violation over = Violation.builder().rule(TestRules.R.ALLOWANCE.ref())
        .reason("not enough movement points left").step(9).location("0604").needed(Mp.of(1))
        .available(Mp.of(-1)).build();
    assertEquals("test 2 Allowance - step 9, 0604: not enough movement points left"
        + " (needs 1 MP, none left: already 1 MP over)", over.toString());
    assertEquals("test 2 Allowance - step 9, 0604: not enough movement points left"
        + " (needs 1 MP, none left: already 1½ MP over)", Violation.builder().from(over)
        .available(Mp.ofHalves(-3)).build().toString());
    // spent to the last point, the step still reads as before
    assertEquals("test 2 Allowance - step 9, 0604: not enough movement points left"
        + " (needs 1 MP, 0 MP left)", Violation.builder().from(over).available(Mp.ZERO).build()
        .toString());
  }

  @Test
  void aVerdictIsLegalExactlyWhenItHasNoViolations() {
    Verdict ok = Verdict.builder().ruleSet("test").spent(Mp.of(2)).allowance(Mp.of(3)).build();
    assertTrue(ok.legal());
    assertEquals(Mp.of(1), ok.remaining());
    assertEquals("LEGAL (test): spent 2 MP of 3 MP", ok.toString());
    Verdict bad = Verdict.builder().from(ok).addViolations(Violation.of(TestRules.R.ZOC, "stop"))
        .build();
    assertFalse(bad.legal());
    assertTrue(bad.toString().startsWith("ILLEGAL"));
    assertEquals(Optional.empty(), bad.end());
  }

  @Test
  void queriesRejectEmptyAndRepeatedUnits() {
    assertThrows(InvalidInputException.class, () -> MoveQuery.builder().build());
    InvalidInputException e = assertThrows(InvalidInputException.class,
        () -> MoveQuery.builder().addUnits("a", "a").build());
    assertEquals("units[1]: unit 'a' is listed twice", e.getMessage());
    assertEquals("x", MoveQuery.of("a").withMode("x").mode());
    assertEquals("1", MoveQuery.builder().addUnits("a").putOptions("k", "1").build()
        .option("k", "0"));
  }

  @Test
  void theRegistryFindsRuleSetsByIdAndListsTheKnownOnes() {
    RuleSets r = RuleSets.of(new TestRules());
    assertEquals("test", r.get("test").id());
    assertTrue(r.find("nope").isEmpty());
    InvalidInputException e = assertThrows(InvalidInputException.class, () -> r.get("nope"));
    assertEquals("ruleSet: unknown rule set 'nope'; installed: test", e.getMessage());
    assertEquals(1, r.with(new TestRules()).all().size());
    assertEquals(0, RuleSets.load(getClass().getClassLoader()).all().size());
    assertEquals("normal", r.get("test").mode("").id());
  }
}
