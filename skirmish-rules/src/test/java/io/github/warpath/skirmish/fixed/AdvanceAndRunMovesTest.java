package io.github.warpath.skirmish.fixed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.warpath.Mp;
import io.github.warpath.rules.MoveOutcome;
import io.github.warpath.rules.MoveQuery;
import io.github.warpath.rules.Verdict;
import io.github.warpath.rules.Violation;
import io.github.warpath.skirmish.table.TablePoint;
import io.github.warpath.skirmish.table.TablePosition;
import io.github.warpath.state.GameState;
import org.junit.jupiter.api.Test;

/** Advance and Run Moves: the rate, the formation and the spacing between units. */
class AdvanceAndRunMovesTest {

  private static GameState lone(String kind) {
    return Fx.state(Fx.table(), Fx.unit("a", "blue", kind, 10, 10));
  }

  @Test
  void anAdvanceMovesInfantryUpToSixInches() {
    Verdict v = Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", Fx.at(16, 10)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.of(6), v.spent());
    assertEquals(Mp.of(6), v.allowance());
    assertEquals(Fx.at(16, 10), v.end().orElseThrow());
  }

  @Test
  void anAdvanceOfMoreThanTheRateIsIllegalWithTheArithmetic() {
    Verdict v = Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", Fx.at(16.5, 10)));
    assertFalse(v.legal());
    Violation x = v.violations().get(0);
    assertEquals(FixedRule.RATE.ref(), x.rule());
    assertEquals(Mp.ofHalves(13), x.needed().orElseThrow());
    assertEquals(Mp.of(6), x.available().orElseThrow());
    assertEquals(1, x.step().getAsInt());
  }

  @Test
  void aRunMovesDoubleTheBasicRate() {
    assertTrue(Fx.RULES.check(lone("infantry"), Fx.order("a", "run", Fx.at(22, 10))).legal());
    Verdict v = Fx.RULES.check(lone("infantry"), Fx.order("a", "run", Fx.at(22.5, 10)));
    assertEquals(FixedRule.RATE.ref(), v.violations().get(0).rule());
    assertEquals(Mp.of(12), v.allowance());
  }

  @Test
  void directionChangesAreFreeButEveryLegCounts() {
    // 3 + 4 + 2 = 9" by three legs: too much for an Advance (6"), fine for a Run (12").
    TablePosition[] legs = {Fx.at(13, 10), Fx.at(13, 14), Fx.at(11, 14)};
    Verdict adv = Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", legs));
    assertEquals(FixedRule.RATE.ref(), adv.violations().get(0).rule());
    assertEquals(2, adv.violations().get(0).step().getAsInt(), "exceeded on the second leg");
    assertEquals(Mp.of(9), adv.violations().get(0).needed().orElseThrow());
    Verdict run = Fx.RULES.check(lone("infantry"), Fx.order("a", "run", legs));
    assertTrue(run.legal(), run::toString);
    assertEquals(Mp.of(9), run.spent());
    assertEquals(3, run.steps().size());
    assertEquals(Mp.of(7), run.steps().get(1).spent());
  }

  @Test
  void theRateIsJudgedWithinTheTolerance() {
    assertTrue(Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", Fx.at(16.0009, 10)))
        .legal());
    assertFalse(Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", Fx.at(16.002, 10)))
        .legal());
  }

  @Test
  void theUnitsOwnAllowanceOverridesTheChartRate() {
    GameState s = Fx.state(Fx.table(), Fx.withRate(Fx.unit("a", "blue", "infantry", 10, 10), 4));
    assertFalse(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(15, 10))).legal());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "run", Fx.at(18, 10))).legal());
  }

  @Test
  void everyModelOfAUnitIsMeasuredOnItsOwn() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 11.5, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(16, 10, 17.5, 10)));
    assertTrue(v.legal(), v::toString);
    Verdict w = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(16, 10, 18, 10)));
    assertEquals(FixedRule.RATE.ref(), w.violations().get(0).rule());
    assertTrue(w.violations().get(0).location().orElseThrow().startsWith("model 2"));
  }

  @Test
  void aModelWithinOneInchOfTheFormationIsInIt() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));
    // 1" bases: centres 2" apart leave a 1" gap - exactly at the limit.
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 16, 10))).legal());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 16.0009, 10))).legal());
  }

  @Test
  void aModelMoreThanOneInchFromTheFormationBreaksIt() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10, 14, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 16.002, 10,
        18.002, 10)));
    assertFalse(v.legal());
    assertEquals(FixedRule.FORMATION.ref(), v.violations().get(0).rule());
    assertTrue(v.violations().get(0).reason().contains("models 2, 3"), v::toString);
  }

  @Test
  void aChainOfModelsKeepsTheFormation() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10, 14, 10));
    // 1 - 2 - 3 in a bent line, each within 1" of the next: one formation.
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(12, 12, 14, 12, 14, 14)))
        .legal());
  }

  @Test
  void modelsMayNotEndOnEachOther() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 14.5, 10)));
    assertEquals(FixedRule.FORMATION.ref(), v.violations().get(0).rule());
  }

  @Test
  void unitsEndMoreThanOneInchApart() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 13, 10),
        Fx.unit("b", "blue", "infantry", 20, 10));
    // b's base edge at 19.5; a's base edge at x + 0.5: exactly 1" apart is not more than 1".
    Verdict exact = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(18, 10)));
    assertEquals(FixedRule.SPACING.ref(), exact.violations().get(0).rule());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(17.998, 10))).legal());
    assertFalse(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(17.9995, 10))).legal());
  }

  @Test
  void theSpacingRuleAppliesToEnemiesUnlessTheMoveIsAnAssault() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("e", "red", "infantry", 19, 10));
    assertEquals(FixedRule.SPACING.ref(), Fx.RULES.check(s, Fx.order("a", "run",
        Fx.at(18, 10))).violations().get(0).rule());
    MoveQuery assault = MoveQuery.builder().addUnits("a").mode("run")
        .putOptions("assault", "true").build();
    assertTrue(Fx.RULES.check(s, Fx.order(assault, Fx.at(18, 10))).legal());
  }

  @Test
  void applyingALegalMoveMovesTheUnit() {
    GameState s = lone("infantry");
    MoveOutcome o = Fx.RULES.apply(s, Fx.order("a", "advance", Fx.at(12, 13).withFacing(90)));
    assertTrue(o.verdict().legal());
    assertEquals(Fx.at(12, 13).withFacing(90), o.state().orElseThrow().unit("a").position());
    assertFalse(Fx.RULES.apply(s, Fx.order("a", "advance", Fx.at(30, 10))).state().isPresent());
  }

  @Test
  void theRateViolationSaysHowFarAndWhatTheOrderAllows() {
    Verdict adv = Fx.RULES.check(lone("infantry"), Fx.order("a", "advance", Fx.at(16.5, 10)));
    assertEquals("model 1 would move 6.5\"; an Advance of infantry allows 6\"",
        adv.violations().get(0).reason());
    assertEquals("model 1 at (16.5, 10)", adv.violations().get(0).location().orElseThrow());
    Verdict run = Fx.RULES.check(lone("wheeled"), Fx.order("a", "run", Fx.at(35, 10)));
    assertEquals("model 1 would move 25\"; a Run of wheeled allows 24\"",
        run.violations().get(0).reason());
  }

  @Test
  void everyStepReportsItsLongestLegAndTheDistanceSoFar() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "run", Fx.at(13, 10, 12, 12),
        Fx.at(13, 14, 14, 13)));
    assertTrue(v.legal(), v::toString);
    assertEquals(Mp.of(3), v.steps().get(0).cost(), "model 1 moves 3, model 2 moves 2");
    assertEquals(Mp.of(3), v.steps().get(0).spent());
    assertEquals(Mp.of(4), v.steps().get(1).cost(), "model 1 moves 4, model 2 about 2.2");
    assertEquals(Mp.of(7), v.steps().get(1).spent());
    assertEquals(Mp.of(7), v.spent());
    assertEquals(2, v.steps().get(1).step());
    assertEquals("", v.steps().get(1).note());
  }

  @Test
  void overlappingModelsAreNamedInPairs() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 14.5, 10)));
    assertEquals("models 1 and 2 would stand on each other", v.violations().get(0).reason());
    assertEquals("model 2 at (14.5, 10)", v.violations().get(0).location().orElseThrow());
    assertEquals(1, v.violations().get(0).step().getAsInt());
  }

  @Test
  void theFormationViolationNamesTheStraysAndTheirGap() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10, 14, 10));
    Verdict two = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 16.002, 10,
        18.002, 10)));
    assertEquals("models 2, 3 would end 1.002\" from the rest of the unit; every model stays"
        + " within 1\" of its formation", two.violations().get(0).reason());
    Verdict one = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(14, 10, 16, 10, 20, 10)));
    assertEquals("model 3 would end 3\" from the rest of the unit; every model stays within"
        + " 1\" of its formation", one.violations().get(0).reason());
    assertEquals(1, one.violations().size());
  }

  @Test
  void theSpacingViolationNamesTheNearestModel() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 9.5, 10, 10.5),
        Fx.unit("b", "red", "infantry", 11.5, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 9.5, 10, 10.5)));
    assertEquals(FixedRule.SPACING.ref(), v.violations().get(0).rule());
    assertEquals("model 1 would end 0.581\" from unit 'b'; units stay more than 1\" apart",
        v.violations().get(0).reason(), "both models are as near; the first is named");
    assertEquals("model 1 at (10, 9.5)", v.violations().get(0).location().orElseThrow());
    Verdict other = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 8, 10, 9)));
    assertEquals("model 2 would end 0.803\" from unit 'b'; units stay more than 1\" apart",
        other.violations().get(0).reason());
  }

  @Test
  void aRouteMayNotEndWithinOneInchOfAnotherUnitUnlessItIsAnAssault() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("e", "red", "infantry", 14, 10));
    assertTrue(Fx.RULES.route(s, MoveQuery.of("a"), 0, TablePoint.of(12.9, 10)).isEmpty());
    assertTrue(Fx.RULES.route(s, MoveQuery.of("a"), 0, TablePoint.of(11.9, 10)).isPresent());
    assertTrue(Fx.RULES.route(s, MoveQuery.of("a"), 0, TablePoint.of(14, 11.9)).isEmpty(),
        "0.9\" from the enemy's base, beside it");
    MoveQuery assault = MoveQuery.builder().addUnits("a").putOptions("assault", "true").build();
    assertTrue(Fx.RULES.route(s, assault, 0, TablePoint.of(12.9, 10)).isPresent());
    GameState friend = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("f", "blue", "infantry", 14, 10));
    assertTrue(Fx.RULES.route(friend, assault, 0, TablePoint.of(12.9, 10)).isEmpty(),
        "an assault keeps its distance from friends");
  }

  @Test
  void aFormationIsAChainOfModelsEachWithinOneInchOfTheNext() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10, 12, 10, 14, 10,
        16, 10));
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 10, 16, 10, 14, 10, 12, 10)))
        .legal(), "gaps of exactly 1\" in any order of the models");
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 10, 11, 10, 12, 10, 13, 10)))
        .legal(), "bases in contact");
    Verdict far = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 10, 12, 10, 15, 10,
        16, 12)));
    assertEquals("models 3, 4 would end 2\" from the rest of the unit; every model stays within"
        + " 1\" of its formation", far.violations().get(0).reason(),
        "model 4 is near model 3, but the pair is 2\" from the rest");
    Verdict alone = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(10, 10, 14, 10, 16, 10,
        15, 12)));
    assertEquals("models 2, 3, 4 would end 3\" from the rest of the unit; every model stays"
        + " within 1\" of its formation", alone.violations().get(0).reason(),
        "the formation is counted from the first model");
  }

  @Test
  void unitsExactlyOneInchApartAreTooClose() {
    GameState s = Fx.state(Fx.table(), Fx.unit("a", "blue", "infantry", 10, 10),
        Fx.unit("b", "red", "infantry", 14, 10));
    Verdict v = Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(12, 10)));
    assertEquals("model 1 would end 1\" from unit 'b'; units stay more than 1\" apart",
        v.violations().get(0).reason());
    assertTrue(Fx.RULES.check(s, Fx.order("a", "advance", Fx.at(11.99, 10))).legal());
  }
}
